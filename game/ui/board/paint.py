"""Painting terrain pieces and cells onto a surface through a world->pixel map."""
from __future__ import annotations

import math
from typing import Callable

import pygame

from .patterns import TILE, pattern_tile
from .styles import TerrainStyle

__all__ = ["paint_area", "thick_polyline", "circle_points", "rect_points", "shape_outline"]

ToPx = Callable[[float, float], tuple[float, float]]


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
               bbox: pygame.Rect, alpha: int = 255) -> None:
    """Fill where `draw_mask` paints, with the style's colour and pattern."""
    bbox = bbox.clip(target.get_rect())
    if bbox.w <= 0 or bbox.h <= 0:
        return
    mask = pygame.Surface(bbox.size, pygame.SRCALPHA)
    draw_mask(mask, (-bbox.x, -bbox.y))
    fill = pygame.Surface(bbox.size, pygame.SRCALPHA)
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


def paint_area(target: pygame.Surface, outline_world, style: TerrainStyle, to_px: ToPx, *,
               edge_px: int = 2, alpha: int = 255) -> None:
    """Fill a polygon (world points) with the style (`alpha` < 255: what lies beneath shows) and draw its edge."""
    pts = [to_px(x, y) for x, y in outline_world]
    if len(pts) < 3:
        return

    def mask(surf, off):
        pygame.draw.polygon(surf, (255, 255, 255, 255), [(x + off[0], y + off[1]) for x, y in pts])

    _mask_fill(target, style, mask, _bbox(pts), alpha)
    if edge_px:
        pygame.draw.polygon(target, style.edge, pts, edge_px)


def paint_line(target: pygame.Surface, points_world, width: float, style: TerrainStyle, to_px: ToPx,
               scale: float) -> None:
    """A polyline with a width (rivers, roads, walls, hedges)."""
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
