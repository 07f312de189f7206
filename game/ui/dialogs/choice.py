"""Pick one of several actions of a kind (no target to click): one button each."""
from __future__ import annotations

import pygame

from ..ui_scale import scaled as u   # sizes grow with the interface size

__all__ = ["open_choice"]


def open_choice(manager, size, title: str, options, on_pick):
    """`options` is a list of (label, action); `on_pick(action)` runs when one is clicked."""
    import pygame_gui

    from ..widgets import button

    from ..text import fit
    from .ask import button_width

    w, h = size
    height = min(h - 40, u(70) + u(36) * len(options))
    widest = max([button_width(label) for label, _ in options] + [300])
    rect = pygame.Rect(0, 0, min(max(u(460), widest + 50), w - 40), height)   # wide enough for every choice
    rect.center = (w // 2, h // 2)
    win = pygame_gui.elements.UIWindow(rect, manager, window_display_title=title, always_on_top=True)
    inner = win.get_container().get_rect()
    for i, (label, action) in enumerate(options):
        button(manager, (8, 6 + i * u(36), inner.w - 16, u(32)), fit(label, inner.w - 16 - 28), f"Do this: {label}",
               lambda a=action: (win.kill(), on_pick(a)), container=win)
    return win
