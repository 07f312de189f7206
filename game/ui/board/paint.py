"""Painting terrain pieces and cells onto a surface through a world->pixel map."""
from __future__ import annotations

import math
from typing import Callable

import pygame

from .art_base import Canvas, Hash
from .art_lines import LINE_PAINTERS
from .art_nature import PAINTERS as NATURE
from .art_works import PAINTERS as WORKS
from .patterns import TILE, pattern_tile
from .styles import TerrainStyle

__all__ = ["paint_area", "paint_line", "thick_polyline", "circle_points", "rect_points", "shape_outline",
           "AREA_PAINTERS"]

ToPx = Callable[[float, float], tuple[float, float]]
AREA_PAINTERS = {**NATURE, **WORKS}


def circle_points(cx: float, cy: float, r: float, n: int = 48) -> list[tuple[float, float]]:
    return [(cx + r * math.cos(2 * math.pi * i / n), cy + r * math.sin(2 * math.pi * i / n)) for i in range(n)]


def rect_points(center, size, rotation: float) -> list[tuple[float, float]]:
    (cx, cy), (w, h) = center, size
    a = math.radians(rotation)
    ca, sa = math.cos(a), math.sin(a)
    pts = []
    for dx, dy in ((-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2), (-w / 2, h / 2)):
        pts.append((cx + dx * ca - dy * sa, cy + dx * sa + dy * ca))
    return pts


def thick_polyline(points, width: float) -> list[list[tuple[float, float]]]:
    """Quads (world) covering a polyline of `width`; joints are covered by circles the caller draws."""
    quads = []
    half = width / 2
    for (x1, y1), (x2, y2) in zip(points, points[1:]):
        dx, dy = x2 - x1, y2 - y1
        length = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / length * half, dx / length * half
        quads.append([(x1 + nx, y1 + ny), (x2 + nx, y2 + ny), (x2 - nx, y2 - ny), (x1 - nx, y1 - ny)])
    return quads


def shape_outline(piece) -> list[tuple[float, float]] | None:
    """The outline (world) of an area piece, None for polylines and cells."""
    if piece.shape == "polygon":
        return [tuple(p) for p in piece.points]
    if piece.shape == "circle":
        return circle_points(piece.center[0], piece.center[1], piece.radius)
    if piece.shape == "rect":
        return rect_points(piece.center, piece.size, piece.rotation)
    return None


def _mask_fill(target: pygame.Surface, style: TerrainStyle, draw_mask: Callable[[pygame.Surface, tuple], None],
               bbox: pygame.Rect, alpha: int = 255, art: Callable[[pygame.Surface, tuple], None] | None = None) -> None:
    """Fill where `draw_mask` paints, with the style's art (`art(surface, offset)`) or its colour and pattern."""
    bbox = bbox.clip(target.get_rect())
    if bbox.w <= 0 or bbox.h <= 0:
        return
    mask = pygame.Surface(bbox.size, pygame.SRCALPHA)
    draw_mask(mask, (-bbox.x, -bbox.y))
    fill = pygame.Surface(bbox.size, pygame.SRCALPHA)
    if art is not None:
        art(fill, (-bbox.x, -bbox.y))
    else:
        fill.fill((*style.fill, 255))
        tile = pattern_tile(style.pattern, style.ink)
        if tile is not None:
            ox, oy = bbox.x % TILE, bbox.y % TILE  # keep patterns aligned across pieces
            for y in range(-oy, bbox.h, TILE):
                for x in range(-ox, bbox.w, TILE):
                    fill.blit(tile, (x, y))
    fill.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    if alpha < 255:
        fill.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
    target.blit(fill, bbox.topleft)


def _bbox(points_px) -> pygame.Rect:
    xs = [p[0] for p in points_px]
    ys = [p[1] for p in points_px]
    return pygame.Rect(int(min(xs)) - 2, int(min(ys)) - 2, int(max(xs) - min(xs)) + 5, int(max(ys) - min(ys)) + 5)


def _scale_of(to_px: ToPx) -> float:
    (x0, y0), (x1, y1) = to_px(0.0, 0.0), to_px(1.0, 0.0)
    return math.hypot(x1 - x0, y1 - y0) or 1.0


SHADOW = (0.12, 0.16)   # inches a raised piece's shadow falls to the lower right
RAISED = ("hill", "rocks", "fortification", "bunker")


def paint_area(target: pygame.Surface, outline_world, style: TerrainStyle, to_px: ToPx, *,
               edge_px: int = 2, alpha: int = 255, scale: float | None = None, seed: int = 0, level: int = 1,
               sides: list | None = None, side_levels: list | None = None) -> None:
    """Fill a polygon (world points) with the style's art (`alpha` < 255: what lies beneath shows) and draw
    its edge. `seed` varies the art from piece to piece; `level` is a hill's height; `sides` (cells) says
    what lies across each side of the cell (see art_base.Canvas)."""
    pts = [to_px(x, y) for x, y in outline_world]
    if len(pts) < 3:
        return
    scale = scale or _scale_of(to_px)
    painter = AREA_PAINTERS.get(style.art)
    is_cell = sides is not None

    def mask(surf, off):
        pygame.draw.polygon(surf, (255, 255, 255, 255), [(x + off[0], y + off[1]) for x, y in pts])

    art = None
    if painter is not None:
        def art(surf, off):
            ox, oy = off

            def local(x, y):
                px, py = to_px(x, y)
                return (px + ox, py + oy)

            painter(Canvas(surf, local, scale, list(outline_world), Hash(seed), max(1, level or 1),
                           sides or [], is_cell, side_levels or []), style)

    if style.art in RAISED and not is_cell and alpha == 255:   # a raised piece casts a shadow on the table
        dx, dy = SHADOW[0] * scale, SHADOW[1] * scale
        shadow = [(x + dx, y + dy) for x, y in pts]
        box = _bbox(pts + shadow).clip(target.get_rect())
        if box.w > 0 and box.h > 0:
            tmp = pygame.Surface(box.size, pygame.SRCALPHA)
            pygame.draw.polygon(tmp, (20, 24, 10, 70), [(x - box.x, y - box.y) for x, y in shadow])
            target.blit(tmp, box.topleft)
    _mask_fill(target, style, mask, _bbox(pts), alpha, art)
    if edge_px:
        pygame.draw.polygon(target, style.edge, pts, edge_px)


def paint_line(target: pygame.Surface, points_world, width: float, style: TerrainStyle, to_px: ToPx,
               scale: float, seed: int = 0) -> None:
    """A polyline with a width (rivers, roads, walls, hedges)."""
    painter = LINE_PAINTERS.get(style.art)
    if painter is not None:
        pts = [to_px(x, y) for x, y in points_world]
        if len(pts) >= 2:
            painter(target, pts, max(1.0, width * scale), style, Hash(seed))
        return
    quads = [[to_px(x, y) for x, y in q] for q in thick_polyline(points_world, width)]
    joints = [to_px(x, y) for x, y in points_world]
    radius = max(1.0, width * scale / 2)
    allpts = [p for q in quads for p in q]

    def mask(surf, off):
        for q in quads:
            pygame.draw.polygon(surf, (255, 255, 255, 255), [(x + off[0], y + off[1]) for x, y in q])
        for x, y in joints:
            pygame.draw.circle(surf, (255, 255, 255, 255), (x + off[0], y + off[1]), radius)

    _mask_fill(target, style, mask, _bbox(allpts))
    if len(joints) >= 2 and radius >= 3:
        for q in quads:
            pygame.draw.line(target, style.edge, q[0], q[1], 1)
            pygame.draw.line(target, style.edge, q[2], q[3], 1)
