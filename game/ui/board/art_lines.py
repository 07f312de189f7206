"""Terrain art along lines: rivers with banks, roads with ruts, stone walls, hedges, fences, and the
roads that join cell to cell on hex and tile maps.

Line painters draw straight onto the board in pixels (a band of the line's width
with round joints), so nothing needs clipping.
"""
from __future__ import annotations

import math

import pygame

from .art_base import Hash, mix, shade
from .art_nature import BANK, SAND

__all__ = ["LINE_PAINTERS", "band", "offset_line", "cell_road"]


def band(target, pts, width: float, colour, ends: bool = True) -> None:
    """A polyline `width` pixels wide with round joints (and round ends unless `ends` is False)."""
    if width < 1.5:
        if len(pts) >= 2:
            pygame.draw.lines(target, colour, False, pts, 1)
        return
    half = width / 2
    for (x1, y1), (x2, y2) in zip(pts, pts[1:]):
        dx, dy = x2 - x1, y2 - y1
        ln = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / ln * half, dx / ln * half
        pygame.draw.polygon(target, colour, [(x1 + nx, y1 + ny), (x2 + nx, y2 + ny), (x2 - nx, y2 - ny), (x1 - nx, y1 - ny)])
    for p in (pts if ends else pts[1:-1]):
        pygame.draw.circle(target, colour, p, half)


def offset_line(pts, d: float):
    """The polyline moved sideways by `d` pixels (mitred by averaging the neighbouring normals)."""
    out = []
    n = len(pts)
    for i in range(n):
        nx = ny = 0.0
        for a, b in ((i - 1, i), (i, i + 1)):
            if 0 <= a and b < n:
                dx, dy = pts[b][0] - pts[a][0], pts[b][1] - pts[a][1]
                ln = math.hypot(dx, dy) or 1.0
                nx, ny = nx - dy / ln, ny + dx / ln
        ln = math.hypot(nx, ny) or 1.0
        out.append((pts[i][0] + nx / ln * d, pts[i][1] + ny / ln * d))
    return out


def _along(pts, step: float):
    """Points every `step` pixels along the polyline, with the direction there."""
    out = []
    carry = step / 2
    for (x1, y1), (x2, y2) in zip(pts, pts[1:]):
        ln = math.hypot(x2 - x1, y2 - y1)
        if ln <= 0:
            continue
        ux, uy = (x2 - x1) / ln, (y2 - y1) / ln
        t = carry
        while t < ln:
            out.append((x1 + ux * t, y1 + uy * t, ux, uy))
            t += step
        carry = t - ln
    return out


def river(target, pts, w: float, st, rng: Hash) -> None:
    band(target, pts, w + max(3.0, w * 0.35), BANK)
    band(target, pts, w + max(1.0, w * 0.12), mix(BANK, SAND, 0.5))
    band(target, pts, w, st.fill)
    band(target, pts, w * 0.45, shade(st.fill, 1.08))
    if w >= 8:
        for x, y, ux, uy in _along(pts, max(10.0, w * 1.1)):
            s = rng.between(-0.3, 0.3) * w
            cx, cy = x - uy * s, y + ux * s
            pygame.draw.line(target, st.ink, (cx - ux * w * 0.2, cy - uy * w * 0.2), (cx + ux * w * 0.2, cy + uy * w * 0.2), 1)


def road(target, pts, w: float, st, rng: Hash) -> None:
    band(target, pts, w + 2, st.edge)
    band(target, pts, w, st.fill)
    if w >= 7:
        for d in (-w * 0.22, w * 0.22):
            pygame.draw.lines(target, shade(st.fill, 0.85), False, offset_line(pts, d), 1)


def stone_wall(target, pts, w: float, st, rng: Hash) -> None:
    w = max(w, 3.0)
    band(target, [(x + 1, y + 2) for x, y in pts], w, (50, 46, 40))
    band(target, pts, w, st.fill)
    if w >= 4:
        for i, (x, y, ux, uy) in enumerate(_along(pts, max(5.0, w * 1.3))):
            k = w / 2
            tone = shade(st.fill, rng.between(0.85, 1.15))
            pygame.draw.polygon(target, tone, [(x - ux * w * 0.55 - uy * k, y - uy * w * 0.55 + ux * k),
                                               (x + ux * w * 0.55 - uy * k, y + uy * w * 0.55 + ux * k),
                                               (x + ux * w * 0.55 + uy * k, y + uy * w * 0.55 - ux * k),
                                               (x - ux * w * 0.55 + uy * k, y - uy * w * 0.55 - ux * k)])
            pygame.draw.line(target, st.ink, (x + ux * w * 0.6 - uy * k, y + uy * w * 0.6 + ux * k),
                             (x + ux * w * 0.6 + uy * k, y + uy * w * 0.6 - ux * k), 1)
    pygame.draw.lines(target, st.edge, False, offset_line(pts, w / 2), 1)
    pygame.draw.lines(target, st.edge, False, offset_line(pts, -w / 2), 1)


def hedge(target, pts, w: float, st, rng: Hash) -> None:
    w = max(w, 3.0)
    band(target, [(x + 1, y + 2) for x, y in pts], w, shade(st.fill, 0.45))
    band(target, pts, w * 0.8, st.edge)
    r = w * 0.55
    bushes = _along(pts, max(3.0, r * 1.2))
    for x, y, ux, uy in bushes:
        s = rng.between(-0.15, 0.15) * w
        pygame.draw.circle(target, shade(st.fill, rng.between(0.85, 1.1)), (x - uy * s, y + ux * s), r)
    if r >= 3:
        for x, y, ux, uy in bushes:
            pygame.draw.circle(target, shade(st.fill, 1.3), (x - r * 0.3, y - r * 0.3), r * 0.35)


def fence(target, pts, w: float, st, rng: Hash) -> None:
    w = max(w, 2.0)
    for d in (-w * 0.25, w * 0.25):
        pygame.draw.lines(target, st.ink, False, offset_line(pts, d), max(1, int(w * 0.18)))
    for x, y, ux, uy in _along(pts, max(6.0, w * 2.0)):
        s = max(2.0, w * 0.35)
        pygame.draw.rect(target, shade(st.fill, 0.7), pygame.Rect(x - s / 2, y - s / 2, s, s))


def trench_line(target, pts, w: float, st, rng: Hash) -> None:
    band(target, pts, w + 2, st.edge)
    band(target, pts, w, shade(st.fill, 0.5))
    if w >= 6:
        for x, y, ux, uy in _along(pts, max(4.0, w * 0.5)):   # duckboards
            pygame.draw.line(target, shade(st.ink, 1.5), (x - uy * w * 0.25, y + ux * w * 0.25),
                             (x + uy * w * 0.25, y - ux * w * 0.25), 1)


def plain(target, pts, w: float, st, rng: Hash) -> None:
    band(target, pts, w + 2, st.edge)
    band(target, pts, w, st.fill)


LINE_PAINTERS = {"river": river, "water": river, "road": road, "wall": stone_wall, "masonry": stone_wall,
                 "hedge": hedge, "fence": fence, "crates": fence, "trench": trench_line}


def cell_road(target, centre_px, ends_px, width: float, st, rng: Hash) -> None:
    """A road across a cell: from its centre to the middle of each side a road continues through (or a
    patch of road where it joins none)."""
    if not ends_px:
        pygame.draw.circle(target, st.edge, centre_px, width * 0.7 + 1)
        pygame.draw.circle(target, st.fill, centre_px, width * 0.7)
        return
    for end in ends_px:
        band(target, [centre_px, end], width + 2, st.edge, ends=False)
    pygame.draw.circle(target, st.edge, centre_px, width / 2 + 1)
    for end in ends_px:
        band(target, [centre_px, end], width, st.fill, ends=False)
    pygame.draw.circle(target, st.fill, centre_px, width / 2)
    if width >= 7:
        for end in ends_px:
            for d in (-width * 0.22, width * 0.22):
                pygame.draw.lines(target, shade(st.fill, 0.85), False, offset_line([centre_px, end], d), 1)
