"""Small drawing helpers shared by the overlays: translucent fills, dashed lines, cell-set outlines."""
from __future__ import annotations

import math
from typing import Iterable

import pygame

__all__ = ["fill_translucent", "dashed_line", "dashed_polygon", "cell_set_edges", "bbox"]


def bbox(pts) -> pygame.Rect:
    xs = [p[0] for p in pts]
    ys = [p[1] for p in pts]
    return pygame.Rect(int(min(xs)) - 2, int(min(ys)) - 2, int(max(xs) - min(xs)) + 5, int(max(ys) - min(ys)) + 5)


def fill_translucent(surface: pygame.Surface, polygons: Iterable, rgba: tuple[int, int, int, int]) -> None:
    """Fill screen polygons with a per-pixel-alpha colour (one temporary surface over their bounds)."""
    polys = [p for p in polygons if len(p) >= 3]
    if not polys:
        return
    box = bbox([pt for p in polys for pt in p]).clip(surface.get_clip() or surface.get_rect())
    if box.w <= 0 or box.h <= 0:
        return
    tmp = pygame.Surface(box.size, pygame.SRCALPHA)
    for p in polys:
        pygame.draw.polygon(tmp, rgba, [(x - box.x, y - box.y) for x, y in p])
    surface.blit(tmp, box)


def dashed_line(surface, colour, a, b, width: int = 1, dash: float = 8, gap: float = 6) -> None:
    length = math.dist(a, b)
    if length < 1:
        return
    dx, dy = (b[0] - a[0]) / length, (b[1] - a[1]) / length
    t = 0.0
    while t < length:
        e = min(length, t + dash)
        pygame.draw.line(surface, colour, (a[0] + dx * t, a[1] + dy * t), (a[0] + dx * e, a[1] + dy * e), width)
        t = e + gap


def dashed_polygon(surface, colour, pts, width: int = 1, dash: float = 8, gap: float = 6) -> None:
    for i in range(len(pts)):
        dashed_line(surface, colour, pts[i], pts[(i + 1) % len(pts)], width, dash, gap)


def cell_set_edges(layout, cells) -> list[tuple[tuple[float, float], tuple[float, float]]]:
    """World segments bounding a set of engine cells (edges whose other side is not in the set)."""
    cells = set(cells)
    out = []
    sides = layout.sides()
    if sides:  # neighbours by arithmetic on engine cells
        for cell in cells:
            poly = None
            for (dq, dr), i, j in sides:
                if (cell[0] + dq, cell[1] + dr) not in cells:
                    poly = poly or layout.polygon_of(cell)
                    out.append((poly[i], poly[j]))
        return out
    for cell in cells:
        poly = layout.polygon_of(cell)
        cx, cy = layout.center_of(cell)
        for i in range(len(poly)):
            a, b = poly[i], poly[(i + 1) % len(poly)]
            mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
            other = layout.cell_under(cx + (mx - cx) * 1.3, cy + (my - cy) * 1.3)
            if other not in cells:
                out.append((a, b))
    return out
