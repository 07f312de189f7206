"""Moving: where the selected unit may go, read from `Reach`.

Cell maps: reachable cells tinted, the edge of the reach outlined, and the end
facings marked when the ruleset limits them. Tables: the envelope the base's
centre can reach. Plus the walked path to a hovered cell.
"""
from __future__ import annotations

import math

import pygame

from ...core.ruleset import Reach
from .paint import cell_set_edges, dashed_polygon, fill_translucent

__all__ = ["draw_reach", "draw_path", "REACH_FILL", "REACH_EDGE"]

REACH_FILL = (80, 190, 255, 85)
REACH_EDGE = (110, 220, 255)
FACING_TICK = (235, 250, 255)


def draw_reach(surface: pygame.Surface, camera, layout, reach: Reach) -> None:
    if reach.envelope:
        pts = [camera.to_screen(x, y) for x, y in reach.envelope]
        fill_translucent(surface, [pts], REACH_FILL)
        dashed_polygon(surface, REACH_EDGE, pts, 2, 10, 6)
        return
    if not reach.cells:
        return
    polys = [[camera.to_screen(x, y) for x, y in layout.polygon_of(c)] for c in reach.cells]
    fill_translucent(surface, polys, REACH_FILL)
    for a, b in cell_set_edges(layout, reach.cells):
        pygame.draw.line(surface, REACH_EDGE, camera.to_screen(*a), camera.to_screen(*b), 3)
    if layout.kind == "hex":
        for cell, facings in reach.cells.items():
            if 0 < len(facings) < 6:
                _facing_ticks(surface, camera, layout, cell, facings)


def _facing_ticks(surface, camera, layout, cell, facings) -> None:
    cx, cy = camera.to_screen(*layout.center_of(cell))
    r = layout.size * camera.scale
    for f in facings:
        a = math.radians(layout.facing_angle(f))
        dx, dy = math.cos(a), math.sin(a)
        pygame.draw.line(surface, FACING_TICK, (cx + dx * r * 0.45, cy + dy * r * 0.45),
                         (cx + dx * r * 0.75, cy + dy * r * 0.75), 2)


def draw_path(surface: pygame.Surface, camera, layout, start_cell, cells, colour=(255, 255, 255)) -> None:
    """The cells walked to a destination, as a line of dots from the start."""
    pts = [camera.to_screen(*layout.center_of(c)) for c in (start_cell, *cells)]
    if len(pts) >= 2:
        pygame.draw.lines(surface, (20, 20, 20), False, pts, 5)
        pygame.draw.lines(surface, colour, False, pts, 2)
    for p in pts[1:]:
        pygame.draw.circle(surface, colour, p, 4)
