"""The Checks tab: every problem that would stop the scenario from being played (and the army
advice), as a list; clicking an entry selects what it is about and moves the camera there."""
from __future__ import annotations

import pygame

from ..app import html
from ..text import fit, render
from ..ui_scale import scaled
from .wording import id_names, plain, where

__all__ = ["ChecksPanel", "checks_html", "check_text"]

GREY = (150, 158, 170)
LINK = "check:"


def check_text(scene, c) -> str:
    """A check as players read it: the side it is about, the thing, the message, all by name."""
    sc = scene.doc.scenario
    names = id_names(sc, {p.id: p.name for p in scene.catalogue()})
    message = plain(c.message, names)
    about = scene.describe(c.target) if c.target is not None and c.target[0] != "side" else ""
    text = f"{about}: {message}" if about and about not in message else message
    side = where(c.path, sc)
    return f"{side}: {text}" if side and not text.startswith(side) else text


def checks_html(scene) -> str:
    lines = []
    for i, c in enumerate(scene.checks()):
        text = check_text(scene, c)
        colour = "#f0c870" if c.advice else "#ff9f90"
        mark = "Advice" if c.advice else "Problem"
        lines.append(f"<font color='{colour}'><b>{mark}</b></font> <a href='{LINK}{i}'>{html(text)}</a>")
    return "<br><br>".join(lines) if lines else "<font color='#90d090'>Nothing to fix.</font>"


class ChecksPanel:
    def __init__(self, scene, rect: pygame.Rect) -> None:
        from ..widgets import text_box

        self.scene = scene
        self.rect = rect
        head_h = scaled(44)   # the head line and the note under it
        self.box = text_box(scene.app.manager, pygame.Rect(rect.x, rect.y + head_h, rect.w, rect.h - head_h), "")
        self.box.set_tooltip("Click an entry to select what it is about and bring it into view (problems about the "
                             "scenario's settings open them)")
        self._key = None
        self.sync()

    def sync(self) -> None:
        key = self.scene.doc.version
        if key == self._key:
            return
        self._key = key
        self.box.set_text(checks_html(self.scene))

    def handle_event(self, ev) -> bool:
        gui = self.scene.app.gui
        if ev.type == gui.UI_TEXT_BOX_LINK_CLICKED and ev.ui_element is self.box and \
                str(ev.link_target).startswith(LINK):
            self.scene.jump(int(ev.link_target[len(LINK):]))
            return True
        return False

    def paint(self, surface: pygame.Surface, offset) -> None:
        ox, oy = offset
        checks = self.scene.checks()
        problems = sum(1 for c in checks if not c.advice)
        advice = len(checks) - problems
        if problems:
            head, colour = f"{problems} problem{'s' * (problems != 1)} to fix before playing", (255, 170, 160)
        else:
            head, colour = "No problems: the scenario can be played", (150, 230, 160)
        x, y = self.rect.x - ox + 2, self.rect.y - oy + 2
        surface.blit(render(fit(head, self.rect.w - 4, 14, bold=True), 14, colour, bold=True), (x, y))
        note = f"{advice} piece{'s' * (advice != 1)} of army advice, not problems." if advice else ""
        click = "Click an entry to go to it."
        for text in (f"{note} {click}".strip(), note, click):   # the longest that fits the panel
            img = render(text, 12, GREY)
            if text and img.get_width() <= self.rect.w - 4:
                break
        surface.blit(img, (x, y + scaled(22)))

    def kill(self) -> None:
        self.box.kill()
