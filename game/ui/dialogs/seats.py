"""Who plays each side of a new battle: a person, or the computer at a level."""
from __future__ import annotations

import pygame

__all__ = ["open_seats", "SEAT_LABELS"]

SEAT_LABELS = {"human": "Person", "easy": "Computer: easy", "normal": "Computer: normal",
               "hard": "Computer: hard"}


def open_seats(manager, size, sides, on_start, levels=None, confirm=("Start battle", "Start with these seats")):
    """`sides` is a list of (side id, name); `on_start(levels)` runs with {side id: level} when the
    confirm button (label, tooltip) is clicked. Each side's buttons pick its seat; the chosen one is
    marked. Opened from the menu before a battle, and from the battle's Players button during one."""
    import pygame_gui

    from ..widgets import button

    chosen = {sid: (levels or {}).get(sid, "human") for sid, _ in sides}
    w, h = size
    rect = pygame.Rect(0, 0, min(620, w - 40), min(h - 40, 110 + 78 * len(sides)))
    rect.center = (w // 2, h // 2)
    win = pygame_gui.elements.UIWindow(rect, manager, window_display_title="Who plays each side?",
                                       always_on_top=True)
    inner = win.get_container().get_rect()
    keys = list(SEAT_LABELS)
    col = (inner.w - 16) // len(keys)
    rows: dict[str, list] = {}

    def mark(sid: str) -> None:
        for k, b in zip(keys, rows[sid]):
            text = ("> " if chosen[sid] == k else "") + SEAT_LABELS[k]
            b.set_text(text)

    def pick(sid: str, k: str) -> None:
        chosen[sid] = k
        mark(sid)

    for r, (sid, name) in enumerate(sides):
        y = 6 + r * 78
        pygame_gui.elements.UILabel(pygame.Rect(8, y, inner.w - 16, 26), name, manager, container=win)
        rows[sid] = [button(manager, (8 + i * col, y + 28, col - 6, 34), SEAT_LABELS[k],
                            f"{name}: {SEAT_LABELS[k].lower()}", lambda s=sid, k=k: pick(s, k), container=win)
                     for i, k in enumerate(keys)]
        mark(sid)
    button(manager, (inner.w - 168, inner.h - 44, 160, 36), confirm[0], confirm[1],
           lambda: (win.kill(), on_start(dict(chosen))), container=win)
    return win
