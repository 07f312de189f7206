"""The dragged base: its ruler and the engine's verdict, drawn every frame while dragging.

The ghost itself is drawn by the base artist; this adds the ruler (the path's
inches used and left, read from the verdict's `info`) and the outline colour.
"""
from __future__ import annotations

import math

import pygame

from .paint import dashed_line

__all__ = ["verdict_colour", "draw_ruler", "ruler_text", "LEGAL", "ILLEGAL"]

LEGAL = (70, 220, 110)
ILLEGAL = (235, 70, 60)


def verdict_colour(verdict) -> tuple[int, int, int]:
    return LEGAL if verdict else ILLEGAL


def _amount(value: float, unit: str) -> str:
    if unit == '"':
        return f'{value:.1f}"'
    return f"{value:g} {unit}{'' if value == 1 else 'es' if unit.endswith('x') else 's'}"


def ruler_text(used: float | None, budget: float | None, straight: float, unit: str = '"') -> str:
    """'5.2" used, 0.8" left' from the verdict's info, or the straight distance when the ruleset gives none.
    `unit` is '"' on tables, 'hex' or 'tile' on cell maps."""
    if used is not None and budget is not None:
        left = budget - used
        if left >= 0:
            return f"{_amount(used, unit)} used, {_amount(left, unit)} left"
        return f"{_amount(used, unit)} used, {_amount(-left, unit)} too far"
    if used is not None:
        return f"{_amount(used, unit)} used"
    return _amount(straight, unit)


def draw_ruler(surface: pygame.Surface, camera, points, colour) -> None:
    """A dashed line through the path's points with a tick mark every inch."""
    pts = [camera.to_screen(x, y) for x, y in points]
    for a, b in zip(pts, pts[1:]):
        dashed_line(surface, (15, 15, 15), a, b, 4, 9, 5)
        dashed_line(surface, colour, a, b, 2, 9, 5)
    # inch ticks along the whole path
    if camera.scale >= 6:
        carry = 0.0
        for (ax, ay), (bx, by) in zip(points, points[1:]):
            seg = math.hypot(bx - ax, by - ay)
            if seg <= 0:
                continue
            dx, dy = (bx - ax) / seg, (by - ay) / seg
            t = (1.0 - carry) % 1.0
            while t <= seg:
                sx, sy = camera.to_screen(ax + dx * t, ay + dy * t)
                pygame.draw.line(surface, colour, (sx - dy * 4, sy + dx * 4), (sx + dy * 4, sy - dx * 4), 2)
                t += 1.0
            carry = (carry + seg) % 1.0
