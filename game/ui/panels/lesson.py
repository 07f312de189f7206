"""The lesson panel under the board in teaching mode: the step's text and rule, what the learner
should do, the hint after a wrong move, what to notice afterwards, and Back / Show me / Next.

At the end of a lesson the same panel shows the summary, with Again, Next lesson and Menu.
"""
from __future__ import annotations

import pygame

from ..text import font, render, wrap
from ..ui_scale import scaled as u

__all__ = ["LessonPanel", "PANEL_H", "panel_h"]

PANEL_H = 210
BG = (30, 33, 40)
EDGE = (70, 76, 88)
TITLE = (250, 215, 120)
TEXT = (232, 234, 238)
GREY = (165, 172, 184)
HINT = (255, 190, 120)
AFTER = (160, 225, 175)


def panel_h(window_h: int) -> int:
    """The panel's height: PANEL_H at the interface scale, at most 40% of the window."""
    return min(u(PANEL_H), int(window_h * 0.4))


def font_height(size: int, bold: bool) -> int:
    return font(size, bold).get_linesize()


class LessonPanel:
    """Buttons (pygame_gui) and drawn text; the scene passes the commands and what to show."""

    def __init__(self, manager, rect: pygame.Rect, commands: dict) -> None:
        from ..widgets import button

        self.rect = pygame.Rect(rect)
        self.commands = commands
        bw, bh, gap = max(u(112), max(render(t, 14).get_width() for t in ("Next lesson", "Show me")) + u(20)), u(32), 8
        x = self.rect.right - 3 * (bw + gap) - 4
        y = self.rect.bottom - bh - u(10)
        self.buttons = {
            "back": button(manager, (x, y, bw, bh), "Back", "Back to the previous step, undoing it (B)",
                           lambda: self._run("back")),
            "show": button(manager, (x + bw + gap, y, bw, bh), "Show me", "Let the lesson do this step for you (M)",
                           lambda: self._run("show")),
            "next": button(manager, (x + 2 * (bw + gap), y, bw, bh), "Next", "On to the next step (N)",
                           lambda: self._run("next")),
        }
        self.summary = False

    def press(self, button) -> None:
        """What clicking `button` does (the scene's keys N, B, M use it)."""
        key = next(k for k, b in self.buttons.items() if b is button)
        self._run(key)

    def _run(self, key: str) -> None:
        fn = self.commands.get(f"summary_{key}" if self.summary else key)
        if fn is not None:
            fn()

    def kill(self) -> None:
        for b in self.buttons.values():
            b.kill()

    def show(self, visible: bool) -> None:
        for b in self.buttons.values():
            b.show() if visible else b.hide()

    def sync(self, run, *, summary: bool, has_next: bool, busy: bool) -> None:
        """Labels and enabled state from where the lesson is."""
        self.summary = summary
        if summary:
            self._label("back", "Again", True, "Take this lesson again from the start")
            self._label("show", "Close", True, "Leave the lesson (back to where it was opened from, or the menu)")
            self._label("next", "Next lesson" if has_next else "Done", True,
                        "Go on to the next lesson of the course" if has_next else "Back to the lessons list")
            return
        self._label("back", "Back", run.can_back and not busy,
                    "Back to the previous step, undoing it (B)" if run.can_back else "This is the first step")
        self._label("show", "Show me", run.waiting and not busy,
                    "Let the lesson do this step for you (M)" if run.waiting else "Nothing left to do in this step")
        last = run.index == run.count - 1
        self._label("next", "Finish" if last else "Next", not run.waiting and not busy,
                    "Do the step first (or press Show me)" if run.waiting else
                    ("See the summary (N)" if last else "On to the next step (N)"))

    def _label(self, key: str, text: str, enabled: bool, tip: str) -> None:
        btn = self.buttons[key]
        if btn.text != text:
            btn.set_text(text)
        btn.set_state(enabled, tip)

    # -- drawing -----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, lines: list[tuple[str, tuple, int, bool]]) -> None:
        """`lines`: (text, colour, size, bold) paragraphs, wrapped to the panel; level with the buttons they
        wrap to the room left of them; cut at the panel's foot."""
        r = self.rect
        pygame.draw.rect(surface, BG, r)
        pygame.draw.line(surface, EDGE, r.topleft, r.topright, 2)
        x, y = r.x + 14, r.y + 10
        wide, narrow = r.w - 28, self.buttons["back"].rect.left - 12 - x
        buttons_top = min(b.rect.top for b in self.buttons.values()) - 4
        for text, colour, size, bold in lines:
            words = text.split()
            while words:
                room = wide if y + font_height(size, bold) <= buttons_top else narrow
                line = (wrap(" ".join(words), size, room, bold) or [""])[0]
                img = render(line, size, colour, bold=bold)
                if y + img.get_height() > r.bottom - 6 or room <= 40:
                    return
                surface.blit(img, (x, y))
                y += img.get_height() + 1
                words = words[len(line.split()):]
            y += 4
