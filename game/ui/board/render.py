"""The pre-rendered board: ground, grid and terrain, drawn once per zoom.

The renderer keeps one surface covering the view and a margin around it at the
camera's scale. Panning inside it is a blit; zooming, leaving the margin or
editing the terrain redraws it. Bases and overlays are drawn on top per frame
by other code.
"""
from __future__ import annotations

from typing import Callable

import pygame

from .art_base import Canvas, Hash, centroid, seed_of, shade
from .art_lines import cell_road
from .layout import MARGIN, BoardLayout, HexLayout
from .paint import paint_area, paint_line, shape_outline
from .styles import BOARD_COLOURS, CROSSINGS, WATERS, style_for

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
        self._stamps: dict[float, list] = {}   # grass stamps per zoom (cell maps)

    def invalidate(self) -> None:
        """Call after editing terrain or the board."""
        self._key = None

    def set_scenario(self, scenario, layout: BoardLayout) -> None:
        self.scenario, self.layout = scenario, layout
        self._stamps = {}
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
            self._paint_grass(surf, to_px, scale)
            self._paint_table_terrain(surf, to_px, scale)
            w, h = to_px(self.layout.width, self.layout.height)
            ox, oy = to_px(0, 0)
            pygame.draw.rect(surf, BOARD_COLOURS["table_edge"], pygame.Rect(ox, oy, w - ox, h - oy), 3)
        else:
            surf.fill(BOARD_COLOURS["background"])
            self._paint_cells(surf, to_px, scale)

    def _paint_grass(self, surf, to_px, scale) -> None:
        """Tufts over the open table, sparse and hashed from the world position (the same on every pan)."""
        x0, y0, w, h = self._region
        area = [(x0, y0), (x0 + w, y0), (x0 + w, y0 + h), (x0, y0 + h)]
        canvas = Canvas(surf, to_px, scale, area, Hash(seed_of("table", self.scenario.title)))
        ink = shade(BOARD_COLOURS["table"], 0.88)
        for x, y, hh in canvas.scatter(1.6, 22):
            px, py = to_px(x, y)
            s = canvas.size(0.1, 2)
            pygame.draw.line(surf, ink, (px, py + s), (px - s * 0.6, py - s), 1)
            pygame.draw.line(surf, ink, (px, py + s), (px + s * 0.6, py - s), 1)

    def _paint_table_terrain(self, surf, to_px, scale) -> None:
        # areas first (hills under woods), then lines, then crossings (rivers under bridges), in file order otherwise
        pieces = list(self.scenario.terrain)
        order = sorted(range(len(pieces)), key=lambda i: (self.style_key(pieces[i].type) in CROSSINGS,
                                                          pieces[i].shape == "polyline", i))
        for i in order:
            piece = pieces[i]
            key = self.style_key(piece.type)
            style = style_for(key)
            if piece.shape == "polyline":
                pts = [tuple(p) for p in piece.points]
                paint_line(surf, pts, piece.width, style, to_px, scale, seed=seed_of(piece.type, pts[:2]))
                continue
            outline = shape_outline(piece)
            if outline:   # a ford lets the river beneath show through
                paint_area(surf, outline, style, to_px, scale=scale, level=piece.level or 1,
                           alpha=CROSSING_ALPHA.get(key, 255),
                           seed=seed_of(piece.type, [round(v, 2) for p in outline[:3] for v in p]))

    def _paint_cells(self, surf, to_px, scale) -> None:
        layout = self.layout
        fill_key = "hex_fill" if isinstance(layout, HexLayout) else "tile_fill"
        line_key = "hex_line" if isinstance(layout, HexLayout) else "tile_line"
        covered: dict[tuple[int, int], list[str]] = {}
        levels: dict[tuple[int, int], int] = {}
        for piece in self.scenario.terrain:
            if piece.shape == "cells":
                for cell in piece.cells:
                    covered.setdefault(tuple(cell), []).append(self.style_key(piece.type))
                    if piece.level:
                        levels[tuple(cell)] = max(levels.get(tuple(cell), 0), piece.level)
        for cell, keys in list(covered.items()):   # a road through a gap in a river crosses it on a bridge
            if "road" in keys and not any(k in WATERS or k in CROSSINGS for k in keys):
                poly = layout.cell_polygon(cell)
                wet = sum(1 for _, across in self._sides(cell, poly, covered)
                          if across and any(k in WATERS for k in across))
                if wet >= 2:
                    keys.append("bridge")
        ground = BOARD_COLOURS[fill_key]
        grid = BOARD_COLOURS[line_key]
        roads: list[tuple[tuple[int, int], list[str]]] = []
        for cell in layout.cells():
            poly = layout.cell_polygon(cell)
            pts = [to_px(x, y) for x, y in poly]
            h = Hash(seed_of("cell", cell))
            pygame.draw.polygon(surf, shade(ground, 0.96 + 0.07 * h.unit()), pts)
            keys = covered.get(cell)
            if not keys:
                self._tufts(surf, to_px, scale, poly, h)
            else:
                sides = self._sides(cell, poly, covered)
                keys = sorted(keys, key=lambda k: (k in CROSSINGS, k == "road"))
                side_levels = [self._level_across(cell, mid, levels, covered) for mid, _ in sides]
                areas = [k for k in keys if k != "road"]
                if not areas:
                    self._tufts(surf, to_px, scale, poly, h)
                for k in areas:
                    area = poly
                    if k == "ford" and len(keys) > 1:   # the river shows round a ford on it
                        area = _shrunk(poly, layout.cell_center(cell), CROSSING_SHARE)
                    paint_area(surf, area, style_for(k), to_px, edge_px=0, scale=scale, seed=seed_of(k, cell),
                               level=levels.get(cell, 1), sides=sides, side_levels=side_levels)
                if "road" in keys:
                    roads.append((cell, keys))
            pygame.draw.polygon(surf, grid, pts, 1)
        if roads:   # roads over the grid, joining cell to cell (and off the board's edge, not past it)
            clip = surf.get_clip()
            (ax, ay), (bx, by) = to_px(MARGIN, MARGIN), to_px(layout.width - MARGIN, layout.height - MARGIN)
            surf.set_clip(pygame.Rect(ax, ay, bx - ax, by - ay).clip(clip))
            for cell, keys in roads:
                self._road(surf, to_px, scale, cell, covered)
            surf.set_clip(clip)
        if self.show_coords and scale * getattr(layout, "size", 1) >= 14:
            self._paint_coords(surf, to_px, scale)

    def _tufts(self, surf, to_px, scale, poly, h) -> None:
        """Grass tufts on a cell: one of a few stamps drawn once per zoom (every cell has the same shape),
        chosen by the cell's hash."""
        stamps = self._stamps.get(scale)
        if stamps is None:
            if len(self._stamps) > 8:   # zooming makes a new set per scale: keep a few
                self._stamps.clear()
            stamps = self._stamps[scale] = self._make_stamps(scale)
        cx, cy = to_px(*centroid(poly))
        img = stamps[int(h.unit() * len(stamps)) % len(stamps)]
        surf.blit(img, img.get_rect(center=(round(cx), round(cy))))

    def _make_stamps(self, scale) -> list:
        cell = next(iter(self.layout.cells()), None)
        if cell is None:
            return [pygame.Surface((1, 1), pygame.SRCALPHA)]
        poly = self.layout.cell_polygon(cell)
        ox, oy = centroid(poly)
        local = [(x - ox, y - oy) for x, y in poly]
        half = max(max(abs(x), abs(y)) for x, y in local) * scale + 2
        ink = shade(BOARD_COLOURS["hex_fill"], 0.86)
        out = []
        for variant in range(TUFT_STAMPS):
            img = pygame.Surface((int(2 * half), int(2 * half)), pygame.SRCALPHA)
            to_img = lambda x, y: (x * scale + half, y * scale + half)  # noqa: E731
            canvas = Canvas(img, to_img, scale, local, Hash(seed_of("tufts", variant)))
            for x, y, _ in canvas.scatter(0.7, 16, margin=0.1):
                px, py = to_img(x, y)
                s = canvas.size(0.07, 2)
                pygame.draw.line(img, ink, (px, py + s), (px - s * 0.6, py - s), 1)
                pygame.draw.line(img, ink, (px, py + s), (px + s * 0.6, py - s), 1)
            out.append(img)
        return out

    def _sides(self, cell, poly, covered) -> list:
        """For each side of the cell: its midpoint (world) and the style keys across it (None off the board)."""
        cx, cy = self.layout.cell_center(cell)
        out = []
        n = len(poly)
        for i in range(n):
            (x1, y1), (x2, y2) = poly[i], poly[(i + 1) % n]
            mx, my = (x1 + x2) / 2, (y1 + y2) / 2
            other = self.layout.cell_at(2 * mx - cx, 2 * my - cy)
            out.append(((mx, my), None if other is None else covered.get(other, [])))
        return out

    def _level_across(self, cell, mid, levels, covered) -> int:
        cx, cy = self.layout.cell_center(cell)
        other = self.layout.cell_at(2 * mid[0] - cx, 2 * mid[1] - cy)
        if other is None or "hill" not in covered.get(other, []):
            return 0
        return levels.get(other, 1)

    def _road(self, surf, to_px, scale, cell, covered) -> None:
        poly = self.layout.cell_polygon(cell)
        sides = self._sides(cell, poly, covered)
        linked = [mid for mid, keys in sides if keys and ("road" in keys or "bridge" in keys)]
        if len(linked) < 2:   # a road running off the board: out through the side facing away from its link
            off = [mid for mid, keys in sides if keys is None]
            if off:
                cx, cy = self.layout.cell_center(cell)
                if linked:
                    lx, ly = linked[0]
                    off.sort(key=lambda m: (m[0] - cx) * (lx - cx) + (m[1] - cy) * (ly - cy))
                linked.append(off[0])
        size = getattr(self.layout, "size", 1.0)
        style = style_for("road")
        cell_road(surf, to_px(*self.layout.cell_center(cell)), [to_px(x, y) for x, y in linked],
                  max(3.0, size * scale * 0.4), style, Hash(seed_of("road", cell)))

    def _paint_coords(self, surf, to_px, scale) -> None:
        size = max(9, min(16, int(scale * self.layout.size * 0.28)))
        if self._font is None or self._font.get_height() != size:
            self._font = pygame.font.Font(None, size)
        for cell in self.layout.cells():
            cx, cy = self.layout.cell_center(cell)
            x, y = to_px(cx, cy)
            img = self._font.render(f"{cell[0]},{cell[1]}", True, (30, 30, 30))
            surf.blit(img, img.get_rect(center=(x, y + scale * self.layout.size * 0.55)))


CROSSING_ALPHA = {"ford": 215}   # a ford on a table lets the river beneath show a little
CROSSING_SHARE = 0.62
TUFT_STAMPS = 4         # grass variants on cell maps   # how much of a cell a crossing covers when it lies on other terrain


def _shrunk(poly, centre, k: float):
    cx, cy = centre
    return [(cx + (x - cx) * k, cy + (y - cy) * k) for x, y in poly]
