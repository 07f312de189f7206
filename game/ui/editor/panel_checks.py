"""The Checks tab: every problem that would stop the scenario from being played (and the army
advice), as a list; clicking an entry selects what it is about and moves the camera there."""
from __future__ import annotations

import pygame

from ..text import render, wrap
from .widgets import ButtonList, Row

__all__ = ["ChecksPanel"]

GREY = (150, 158, 170)


class ChecksPanel:
    def __init__(self, scene, rect: pygame.Rect) -> None:
        self.scene = scene
        self.rect = rect
        self.list = ButtonList(scene.app.manager, pygame.Rect(rect.x, rect.y + 44, rect.w, rect.h - 44), scene.jump,
                               row_h=30)
        self._key = None
        self.sync()

    def sync(self) -> None:
        key = self.scene.doc.version
        if key == self._key:
            return
        self._key = key
        rows = []
        for i, c in enumerate(self.scene.checks()):
            where = "Click to go to it" if c.target is not None else \
                ("Click to open the scenario settings" if c.settings else "")
            rows.append(Row(i, ("Advice: " if c.advice else "") + c.message,
                            f"{c.message}  [{c.path or 'file'}]. {where}",
                            object_id="#armed_button" if c.advice else "#action_button"))
        self.list.set_rows(rows)

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
        surface.blit(render(head, 14, colour, bold=True), (x, y))
        note = f"{advice} piece{'s' * (advice != 1)} of army advice (not problems)" if advice else \
            "Click an entry to go to it."
        for line in wrap(note, 12, self.rect.w - 4)[:1]:
            surface.blit(render(line, 12, GREY), (x, y + 22))

    def kill(self) -> None:
        self.list.kill()
