"""Areas a ruleset asks to see over a table (`Ruleset.area_marks`): a spell's ground while it is aimed, and
lasting effects (a fog, a barrier), as translucent shapes with an outline and a short label."""
from __future__ import annotations

import math

import pygame

from ..text import render
from .paint import dashed_line, fill_translucent

__all__ = ["draw_areas", "AREA_STYLE", "area_polygon"]

# tone -> (fill rgba, edge rgb, dashed edge)
AREA_STYLE = {
    "aim": ((170, 120, 255, 60), (205, 170, 255), False),
    "effect": ((210, 215, 225, 70), (225, 230, 240), True),
    "danger": ((250, 150, 30, 60), (255, 180, 60), False),
    "info": ((250, 230, 120, 50), (250, 230, 120), True),
}


def area_polygon(mark, segments: int = 48) -> list[tuple[float, float]]:
    """The mark as a polygon in inches (a circle sampled, a line as a band `width` wide)."""
    if mark.points:
        return list(mark.points)
    if mark.center is not None:
        cx, cy = mark.center
        return [(cx + mark.radius * math.cos(2 * math.pi * k / segments),
                 cy + mark.radius * math.sin(2 * math.pi * k / segments)) for k in range(segments)]
    (ax, ay), (bx, by) = mark.line[0], mark.line[-1]
    n = math.hypot(bx - ax, by - ay) or 1.0
    ox, oy = -(by - ay) / n * mark.width / 2, (bx - ax) / n * mark.width / 2
    return [(ax + ox, ay + oy), (bx + ox, by + oy), (bx - ox, by - oy), (ax - ox, ay - oy)]


def draw_areas(surface: pygame.Surface, camera, marks) -> None:
    for mark in marks:
        fill, edge, dashed = AREA_STYLE.get(mark.tone, AREA_STYLE["info"])
        pts = [camera.to_screen(x, y) for x, y in area_polygon(mark)]
        fill_translucent(surface, [pts], fill)
        if mark.line:
            line = [camera.to_screen(x, y) for x, y in mark.line]
            pygame.draw.lines(surface, edge, False, line, 3)
        elif dashed:
            for a, b in zip(pts, pts[1:] + pts[:1]):
                dashed_line(surface, edge, a, b, 2, dash=7, gap=5)
        else:
            pygame.draw.polygon(surface, edge, pts, 2)
        if mark.label:
            img = render(mark.label, 12, (255, 250, 235), bold=True, outline=(25, 20, 35))
            if mark.line:
                at = camera.to_screen(*mark.line[-1])
                rect = img.get_rect(midbottom=(at[0], at[1] - 4))
            else:
                top = min(pts, key=lambda p: p[1])
                rect = img.get_rect(midbottom=(sum(p[0] for p in pts) / len(pts), top[1] - 2))
            surface.blit(img, rect)
