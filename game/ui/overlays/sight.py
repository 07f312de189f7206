"""Seeing: line-of-sight shading, the arc of fire and range rings of the selected unit.

All three read a `Sight` from the ruleset. Shading darkens what the unit cannot
see with a multiply blend (an opaque surface, white where it sees), never with
colorkey + set_alpha. Callers draw these into the cached board layer, so they
cost nothing while nothing changes.
"""
from __future__ import annotations

import math

import pygame

from ...core.ruleset import Sight
from ..text import render
from .paint import cell_set_edges, dashed_line, fill_translucent

__all__ = ["draw_shade", "draw_arc", "draw_rings", "SHADE"]

SHADE = (112, 112, 128)   # what multiply leaves of a hidden pixel (about 45 % brightness, a little blue)
ARC_FILL = (255, 236, 150, 46)
ARC_EDGE = (255, 226, 120)
RING = (250, 250, 250)


def draw_shade(surface: pygame.Surface, camera, layout, sight: Sight) -> None:
    """Darken the part of the view the unit cannot see."""
    view = pygame.Rect(camera.view_x, camera.view_y, camera.view_w, camera.view_h)
    x0, y0 = camera.to_screen(0, 0)
    x1, y1 = camera.to_screen(layout.width, layout.height)
    view = view.clip(pygame.Rect(int(x0), int(y0), int(x1 - x0) + 1, int(y1 - y0) + 1))
    if view.w <= 0 or view.h <= 0:
        return
    mult = _scratch(view.size)
    if sight.polygon:
        mult.fill(SHADE)
        for poly, tone in [(sight.polygon, (255, 255, 255))] + [(p, (255, 255, 255)) for p in sight.seen] \
                + [(p, SHADE) for p in sight.hidden]:
            pts = _screen_polygon(camera, poly, view.topleft)
            if len(pts) >= 3:
                pygame.draw.polygon(mult, tone, pts)
    elif sight.visible or layout.kind != "table":
        mult.fill((255, 255, 255))
        visible = sight.visible
        for cell in layout.board_cells():
            if cell not in visible:
                pygame.draw.polygon(mult, SHADE, [_local(camera, x, y, view.topleft) for x, y in layout.polygon_of(cell)])
    else:
        return
    surface.blit(mult, view, (0, 0, view.w, view.h), special_flags=pygame.BLEND_MULT)


_SCRATCH: list[pygame.Surface] = []


def _scratch(size) -> pygame.Surface:
    """One reusable opaque surface at least `size` big (allocating 4 MB a frame is not free)."""
    if not _SCRATCH or _SCRATCH[0].get_width() < size[0] or _SCRATCH[0].get_height() < size[1]:
        _SCRATCH[:] = [pygame.Surface((max(size[0], 1), max(size[1], 1)))]
    return _SCRATCH[0]


STEP_PX = 2  # the shade's outline snaps to a 2-pixel grid: fewer points, no visible difference


def _screen_polygon(camera, polygon, origin) -> list:
    """A world polygon as screen pixels relative to `origin` on a `STEP_PX` grid, consecutive repeats
    dropped (a visibility polygon has hundreds of points; at screen resolution it needs far fewer)."""
    from itertools import chain

    import numpy as np

    arr = np.fromiter(chain.from_iterable(polygon), dtype=np.float64, count=2 * len(polygon)).reshape(-1, 2)
    sx = (arr[:, 0] - camera.x0) * camera.scale + (camera.view_x - origin[0])
    sy = (arr[:, 1] - camera.y0) * camera.scale + (camera.view_y - origin[1])
    ip = (np.rint(np.column_stack((sx, sy)) / STEP_PX) * STEP_PX).astype(np.int32)
    if len(ip) > 1:
        keep = np.empty(len(ip), dtype=bool)
        keep[0] = True
        keep[1:] = np.any(ip[1:] != ip[:-1], axis=1)
        ip = ip[keep]
    return ip.tolist()


def _local(camera, x, y, origin=(0, 0)):
    sx, sy = camera.to_screen(x, y)
    return (sx - origin[0], sy - origin[1])


def draw_arc(surface: pygame.Surface, camera, layout, sight: Sight) -> None:
    """The arc of fire: a wedge on tables, the front cells on cell maps."""
    if sight.arc:
        pts = [camera.to_screen(x, y) for x, y in sight.arc]
        fill_translucent(surface, [pts], ARC_FILL)
        pygame.draw.polygon(surface, ARC_EDGE, pts, 2)
    elif sight.arc_cells:
        polys = [[camera.to_screen(x, y) for x, y in layout.polygon_of(c)] for c in sight.arc_cells]
        fill_translucent(surface, polys, ARC_FILL)
        for a, b in cell_set_edges(layout, sight.arc_cells):
            pygame.draw.line(surface, ARC_EDGE, camera.to_screen(*a), camera.to_screen(*b), 2)


def draw_rings(surface: pygame.Surface, camera, layout, sight: Sight, origin_cell=None) -> None:
    """Range rings, labelled: circles in inches on tables, cell-distance outlines on cell maps."""
    for label, dist in sight.ranges:
        if layout.kind == "table" or origin_cell is None:
            if sight.origin is None:
                continue
            cx, cy = camera.to_screen(*sight.origin)
            r = camera.length_to_screen(dist)
            if r < 4:
                continue
            pygame.draw.circle(surface, (20, 20, 20), (cx, cy), r + 1, 3)
            pygame.draw.circle(surface, RING, (cx, cy), r, 1)
            at = ring_label_at(surface.get_clip(), (cx, cy), r)
            if at is not None:
                _label(surface, label, at)
        else:
            cells = _within(layout, origin_cell, int(dist))
            edges = cell_set_edges(layout, cells)
            for a, b in edges:
                dashed_line(surface, RING, camera.to_screen(*a), camera.to_screen(*b), 2, 6, 4)
            if edges:
                top = min((camera.to_screen(*p) for e in edges for p in e), key=lambda p: p[1])
                _label(surface, label, (top[0], top[1] - 3))


def ring_label_at(view: pygame.Rect, centre, r: float, margin: int = 24):
    """Where a ring's label goes: its top, or when that is off the view the visible point of the ring
    nearest the top (so a long range ring reaching into a corner is still named); None if none shows."""
    box = view.inflate(-2 * margin, -2 * margin)
    for step in range(0, 181, 3):
        for sign in ((1,) if step in (0, 180) else (1, -1)):
            a = math.radians(-90 + sign * step)
            x, y = centre[0] + r * math.cos(a), centre[1] + r * math.sin(a)
            if box.collidepoint(x, y):
                return (round(x), round(y) - 3)
    return None


def _label(surface, text: str, midbottom) -> None:
    """A ring's name on a small dark pill, readable over any terrain or counter."""
    img = render(text, 12, RING, bold=True)
    box = img.get_rect(midbottom=midbottom).inflate(10, 2)
    pill = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(pill, (16, 18, 22, 200), pill.get_rect(), border_radius=box.h // 2)
    surface.blit(pill, box)
    surface.blit(img, img.get_rect(center=box.center))


def _within(layout, origin, n: int) -> list:
    """Cells within `n` of `origin` counted in cells (hex distance on hex maps, king moves on tiles)."""
    if layout.kind == "hex":
        from ...geometry.hexes import Hex, hex_range

        return [(h.q, h.r) for h in hex_range(Hex.axial(*origin), n)
                if layout.board.contains(layout.to_cell(h))]
    from ...geometry.tiles import within

    return within(tuple(origin), n, layout.board.cols, layout.board.rows)
