"""Buttons laid left to right in rows that wrap when the next one would pass the right edge: the battle's
toolbar under its status line and the editor's bars share it, so no button leaves the window or covers
another at big interface sizes."""
from __future__ import annotations

import pygame

__all__ = ["flow_rows"]


def flow_rows(keys, widths: dict, gaps: dict, left: int, top: int, right: int, row_h: int,
              row_gap: int) -> tuple[dict, int]:
    """Each key's rect, in order from (`left`, `top`), a new row whenever the next would pass `right`
    (a button wider than the room is cut to it); and the bottom of the last row. `gaps[k]` is the room
    before `k` when it follows another on its row."""
    rects, x, y = {}, left, top
    for k in keys:
        if x > left and x + gaps[k] + widths[k] > right:
            x, y = left, y + row_h + row_gap
        elif x > left:
            x += gaps[k]
        rects[k] = pygame.Rect(x, y, min(widths[k], right - left), row_h)
        x += rects[k].w
    return rects, (y + row_h if rects else top)
