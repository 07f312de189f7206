"""A question with two answers (Yes / No), each button as wide as its words."""
from __future__ import annotations

from typing import Callable

import pygame

from ..ui_scale import scaled as u   # sizes grow with the interface size

__all__ = ["ask", "button_width"]

PAD = 28        # room either side of a button's words
GAP = 8


def button_width(text: str, least: int = 96) -> int:
    """How wide a button must be for `text` to show whole (pygame_gui clips what does not fit)."""
    from ..text import render

    return max(least, render(text, 14, (0, 0, 0)).get_width() + PAD)


def ask(manager, size, title: str, text: str, yes: str, on_yes: Callable[[], None], no: str = "Cancel",
        on_no: Callable[[], None] | None = None, *, yes_tip: str | None = None, no_tip: str = "Close and change nothing"):
    """Two buttons; the window closes on either. The window widens (up to the screen) so both fit."""
    import pygame_gui

    from ..app import html
    from ..widgets import button

    sw, sh = size
    wy, wn = button_width(yes, 120), button_width(no)
    w = min(sw - 40, max(u(480), wy + wn + 3 * GAP + 40))
    rect = pygame.Rect(0, 0, w, min(u(250), sh - 40))
    rect.center = (sw // 2, sh // 2)
    win = pygame_gui.elements.UIWindow(rect, manager, window_display_title=title, always_on_top=True)
    inner = win.get_container().get_rect()
    wy, wn = min(wy, inner.w - wn - 3 * GAP), min(wn, inner.w // 3)
    pygame_gui.elements.UITextBox(html(text), pygame.Rect(8, 6, inner.w - 16, inner.h - u(60)), manager, container=win)
    win.yes = button(manager, (inner.w - wn - wy - 2 * GAP, inner.h - u(44), wy, u(34)), yes, yes_tip or yes,
                     lambda: (win.kill(), on_yes()), container=win, object_id="#roll_button")
    win.no = button(manager, (inner.w - wn - GAP, inner.h - u(44), wn, u(34)), no, no_tip,
                    lambda: (win.kill(), on_no() if on_no else None), container=win)
    return win
