"""The pre-rendered board: ground, grid and terrain, drawn once per zoom.

The renderer keeps one surface covering the view and a margin around it at the
camera's scale. Panning inside it is a blit; zooming, leaving the margin or
editing the terrain redraws it. Bases and overlays are drawn on top per frame
by other code.
"""
from __future__ import annotations

from typing import Callable

import pygame

from .layout import BoardLayout, HexLayout
from .paint import paint_area, paint_line, shape_outline
from .styles import BOARD_COLOURS, CROSSINGS, style_for

__all__ = ["BoardRenderer"]


class BoardRenderer:
    def __init__(self, scenario, layout: BoardLayout, style_key: Callable[[str], str] | None = None) -> None:
        self.scenario = scenario
        self.layout = layout
        self.style_key = style_key or (lambda t: t)
        self.show_coords = False
        self._surface: pygame.Surface | None = None
        self._key: tuple | None = None
        self._region = (0.0, 0.0, 0.0, 0.0)
        self._font: pygame.font.Font | None = None
        self.renders = 0  # how many times the board was drawn afresh (for tests and the bench)

    def invalidate(self) -> None:
        """Call after editing terrain or the board."""
        self._key = None

    def set_scenario(self, scenario, layout: BoardLayout) -> None:
        self.scenario, self.layout = scenario, layout
        self.invalidate()

    # -- the cache ---------------------------------------------------------------------------
    def _needs(self, camera) -> bool:
        if self._key != (camera.scale, self.show_coords):
            return True
        vx, vy, vw, vh = camera.visible_world_rect()
        rx, ry, rw, rh = self._region
        bw, bh = self.layout.width, self.layout.height
        # only the part of the view that shows board matters
        x0, y0 = max(vx, 0.0), max(vy, 0.0)
        x1, y1 = min(vx + vw, bw), min(vy + vh, bh)
        if x1 <= x0 or y1 <= y0:
            return False
        return x0 < rx - 1e-9 or y0 < ry - 1e-9 or x1 > rx + rw + 1e-9 or y1 > ry + rh + 1e-9

    def draw(self, target: pygame.Surface, camera) -> None:
        if self._surface is None or self._needs(camera):
            self._render(camera)
        rx, ry, _, _ = self._region
        sx, sy = camera.to_screen(rx, ry)
        clip = target.get_clip()
        target.set_clip(pygame.Rect(camera.view_x, camera.view_y, camera.view_w, camera.view_h))
        target.blit(self._surface, (round(sx), round(sy)))
        target.set_clip(clip)

    def _render(self, camera) -> None:
        scale = camera.scale
        vx, vy, vw, vh = camera.visible_world_rect()
        bw, bh = self.layout.width, self.layout.height
        # the view plus half a view on each side, clipped to the board
        x0, y0 = max(0.0, vx - vw / 2), max(0.0, vy - vh / 2)
        x1, y1 = min(bw, vx + vw * 1.5), min(bh, vy + vh * 1.5)
        if x1 <= x0 or y1 <= y0:
            x0, y0, x1, y1 = 0.0, 0.0, min(bw, vw), min(bh, vh)
        self._region = (x0, y0, x1 - x0, y1 - y0)
        size = (max(1, int((x1 - x0) * scale) + 2), max(1, int((y1 - y0) * scale) + 2))
        surf = pygame.Surface(size)
        to_px = lambda x, y: ((x - x0) * scale, (y - y0) * scale)  # noqa: E731
        self._paint(surf, to_px, scale)
        self._surface = surf.convert() if pygame.display.get_init() and pygame.display.get_surface() else surf
        self._key = (scale, self.show_coords)
        self.renders += 1

    # -- painting ------------------------------------------------------------------------------
    def _paint(self, surf: pygame.Surface, to_px, scale: float) -> None:
        kind = self.layout.kind
        if kind == "table":
            surf.fill(BOARD_COLOURS["table"])
            self._paint_table_terrain(surf, to_px, scale)
            w, h = to_px(self.layout.width, self.layout.height)
            ox, oy = to_px(0, 0)
            pygame.draw.rect(surf, BOARD_COLOURS["table_edge"], pygame.Rect(ox, oy, w - ox, h - oy), 3)
        else:
            surf.fill(BOARD_COLOURS["background"])
            self._paint_cells(surf, to_px, scale)

    def _paint_table_terrain(self, surf, to_px, scale) -> None:
        # areas first (hills under woods), then lines, then crossings (rivers under bridges), in file order otherwise
        pieces = list(self.scenario.terrain)
        order = sorted(range(len(pieces)), key=lambda i: (self.style_key(pieces[i].type) in CROSSINGS,
                                                          pieces[i].shape == "polyline", i))
        for i in order:
            piece = pieces[i]
            style = style_for(self.style_key(piece.type))
            if piece.shape == "polyline":
                paint_line(surf, [tuple(p) for p in piece.points], piece.width, style, to_px, scale)
                continue
            outline = shape_outline(piece)
            if outline:   # a bridge or ford lets the river beneath show through
                paint_area(surf, outline, style, to_px,
                           alpha=CROSSING_ALPHA if self.style_key(piece.type) in CROSSINGS else 255)
                if piece.level and piece.level > 1:
                    for k in range(1, piece.level):  # a contour per extra level, drawn inside
                        cx = sum(p[0] for p in outline) / len(outline)
                        cy = sum(p[1] for p in outline) / len(outline)
                        f = 1 - k / (piece.level + 0.5)
                        inner = [(cx + (x - cx) * f, cy + (y - cy) * f) for x, y in outline]
                        pygame.draw.polygon(surf, style.edge, [to_px(x, y) for x, y in inner], 2)

    def _paint_cells(self, surf, to_px, scale) -> None:
        layout = self.layout
        fill_key = "hex_fill" if isinstance(layout, HexLayout) else "tile_fill"
        line_key = "hex_line" if isinstance(layout, HexLayout) else "tile_line"
        covered: dict[tuple[int, int], list[str]] = {}
        for piece in self.scenario.terrain:
            if piece.shape == "cells":
                for cell in piece.cells:
                    covered.setdefault(tuple(cell), []).append(piece.type)
        ground = BOARD_COLOURS[fill_key]
        for cell in layout.cells():
            pts = [to_px(x, y) for x, y in layout.cell_polygon(cell)]
            types = covered.get(cell)
            if not types:
                pygame.draw.polygon(surf, ground, pts)
            else:
                keys = sorted((self.style_key(t) for t in types), key=lambda k: k in CROSSINGS)
                for k in keys:
                    poly = layout.cell_polygon(cell)
                    if k in CROSSINGS and len(keys) > 1:   # the river shows around a ford or bridge on it
                        poly = _shrunk(poly, layout.cell_center(cell), CROSSING_SHARE)
                    paint_area(surf, poly, style_for(k), to_px, edge_px=0)
            pygame.draw.polygon(surf, BOARD_COLOURS[line_key], pts, 1)
        if self.show_coords and scale * getattr(layout, "size", 1) >= 14:
            self._paint_coords(surf, to_px, scale)

    def _paint_coords(self, surf, to_px, scale) -> None:
        size = max(9, min(16, int(scale * self.layout.size * 0.28)))
        if self._font is None or self._font.get_height() != size:
            self._font = pygame.font.Font(None, size)
        for cell in self.layout.cells():
            cx, cy = self.layout.cell_center(cell)
            x, y = to_px(cx, cy)
            img = self._font.render(f"{cell[0]},{cell[1]}", True, (30, 30, 30))
            surf.blit(img, img.get_rect(center=(x, y + scale * self.layout.size * 0.55)))


CROSSING_ALPHA = 170   # a crossing on a table, over the river
CROSSING_SHARE = 0.62   # how much of a cell a crossing covers when it lies on other terrain


def _shrunk(poly, centre, k: float):
    cx, cy = centre
    return [(cx + (x - cx) * k, cy + (y - cy) * k) for x, y in poly]
