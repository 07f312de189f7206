"""A lesson step's highlights on the board: units, cells, areas, lines of sight and arcs.

Drawn in the board's clip after the bases; `pulse` (0..1) makes the outlines
breathe so the eye finds them. Cells are given as the lesson file gives them
(offset [col, row]); areas may be cells, a polygon or a circle in inches.
"""
from __future__ import annotations

import math

import pygame

__all__ = ["draw_highlights", "GOLD", "SIGHT", "ARC"]

GOLD = (255, 214, 90)
SIGHT = (120, 220, 255)
ARC = (255, 150, 90)


def _alpha_polygon(surface, colour, points, alpha: int) -> None:
    if len(points) < 3:
        return
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    box = pygame.Rect(int(min(xs)) - 1, int(min(ys)) - 1, int(max(xs) - min(xs)) + 3, int(max(ys) - min(ys)) + 3)
    box = box.clip(surface.get_clip() or surface.get_rect())
    if box.w <= 0 or box.h <= 0:
        return
    layer = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.polygon(layer, (*colour, alpha), [(x - box.x, y - box.y) for x, y in points])
    surface.blit(layer, box.topleft)


def _radius(scene, cam, view) -> float:
    """About how far a unit's outline reaches from its centre, on screen (a line of sight stops there)."""
    c = scene.artist.world_center(view)
    pts = scene.artist.world_outline(view)
    if c is None or not pts:
        return 0.0
    return 0.6 * cam.length_to_screen(min(math.dist(c, p) for p in pts))


def _trim(a, b, ra: float, rb: float):
    d = math.dist(a, b)
    if d <= ra + rb + 4:
        return a, b
    ux, uy = (b[0] - a[0]) / d, (b[1] - a[1]) / d
    return (a[0] + ux * ra, a[1] + uy * ra), (b[0] - ux * rb, b[1] - uy * rb)


def draw_highlights(surface: pygame.Surface, scene, highlight, pulse: float = 1.0) -> None:
    """Draw `highlight` (a lesson Step's Highlight) on the scene's board."""
    cam = scene.view.camera
    layout = scene.view.layout
    session = scene.session
    width = 2 + int(round(2 * pulse))
    for area in highlight.areas:
        if area.cells and layout.kind != "table":
            for cell in area.cells:
                pts = [cam.to_screen(x, y) for x, y in layout.cell_polygon(tuple(cell))]
                _alpha_polygon(surface, GOLD, pts, 70)
                pygame.draw.polygon(surface, GOLD, pts, 2)
        elif area.points:
            pts = [cam.to_screen(x, y) for x, y in area.points]
            _alpha_polygon(surface, GOLD, pts, 60)
            pygame.draw.polygon(surface, GOLD, pts, 2)
        elif area.center is not None and area.radius is not None:
            c = cam.to_screen(*area.center)
            r = max(2, int(cam.length_to_screen(area.radius)))
            pygame.draw.circle(surface, GOLD, (int(c[0]), int(c[1])), r, 2)
    if layout.kind != "table":
        for cell in highlight.cells:
            pts = [cam.to_screen(x, y) for x, y in layout.cell_polygon(tuple(cell))]
            _alpha_polygon(surface, GOLD, pts, 80)
            pygame.draw.polygon(surface, GOLD, pts, width)
    for uid in highlight.arc:
        sight = session.sight(uid)
        if sight is None:
            continue
        if sight.arc:
            pts = [cam.to_screen(x, y) for x, y in sight.arc]
            _alpha_polygon(surface, ARC, pts, 45)
            pygame.draw.polygon(surface, ARC, pts, 2)
        for cell in sight.arc_cells:
            pts = [cam.to_screen(x, y) for x, y in layout.polygon_of(cell)]
            _alpha_polygon(surface, ARC, pts, 55)
    for line in highlight.sight:
        a, b = session.view(line.from_unit), session.view(line.to_unit)
        if a is None or b is None or not a.alive or not b.alive:
            continue
        pa, pb = scene.artist.world_center(a), scene.artist.world_center(b)
        if pa is None or pb is None:
            continue
        sa, sb = _trim(cam.to_screen(*pa), cam.to_screen(*pb), _radius(scene, cam, a), _radius(scene, cam, b))
        pygame.draw.line(surface, (20, 30, 40), sa, sb, 6)
        pygame.draw.line(surface, SIGHT, sa, sb, 3)
        pygame.draw.circle(surface, SIGHT, (int(sb[0]), int(sb[1])), 6, 2)
    for uid in highlight.units:
        v = session.view(uid)
        if v is None or not v.alive:
            continue
        pts = [cam.to_screen(x, y) for x, y in scene.artist.world_outline(v)]
        if len(pts) >= 3:
            pygame.draw.polygon(surface, (30, 24, 0), pts, width + 3)
            pygame.draw.polygon(surface, GOLD, pts, width)
