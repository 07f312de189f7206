"""Terrain art of the land: woods, scrub, hills, rocks, marsh, fields, water and crossings.

Each painter fills a `Canvas` (see art_base) with the look of one terrain style;
the caller clips it to the piece's outline. Sizes are in world inches with a
least size in pixels, so the art grows with the zoom and thins out when far.
"""
from __future__ import annotations

import math

import pygame

from .art_base import Canvas, Hash, centroid, inset, long_axis, mix, shade

__all__ = ["PAINTERS", "WATER", "BANK", "stripes", "boulder"]

WATER = (70, 124, 178)
BANK = (122, 104, 70)
SAND = (196, 184, 140)


def stripes(c: Canvas, angle: float, spacing_px: float, colour, width: int = 1, offset: float = 0.0) -> None:
    """Parallel lines across the whole canvas at `angle` (radians, screen), `spacing_px` apart."""
    w, h = c.surf.get_size()
    ux, uy = math.cos(angle), math.sin(angle)
    nx, ny = -uy, ux
    reach = math.hypot(w, h)
    cx, cy = w / 2, h / 2
    k = -reach + (offset % spacing_px)
    while k <= reach:
        px, py = cx + nx * k, cy + ny * k
        pygame.draw.line(c.surf, colour, (px - ux * reach, py - uy * reach), (px + ux * reach, py + uy * reach), width)
        k += spacing_px


def _screen_angle(c: Canvas, world_angle: float) -> float:
    x0, y0 = c.px(0.0, 0.0)
    x1, y1 = c.px(math.cos(world_angle), math.sin(world_angle))
    return math.atan2(y1 - y0, x1 - x0)


def boulder(c: Canvas, x: float, y: float, r: float, colour, h) -> None:
    """An irregular stone lit from the top left."""
    n = 6
    pts = []
    for i in range(n):
        a = 2 * math.pi * i / n + h.between(-0.3, 0.3)
        rr = r * h.between(0.7, 1.1)
        pts.append((x + math.cos(a) * rr, y + math.sin(a) * rr * 0.8))
    pygame.draw.polygon(c.surf, shade(colour, 0.55), [(px + r * 0.25, py + r * 0.3) for px, py in pts])
    pygame.draw.polygon(c.surf, colour, pts)
    if r >= 3:
        pygame.draw.polygon(c.surf, shade(colour, 1.25), [(px - r * 0.15, py - r * 0.2) for px, py in pts[3:6]]
                            + [(x, y)])


def _canopies(c: Canvas, fill, spacing: float, radius: tuple[float, float], tones, least: float = 7) -> None:
    trees = c.scatter(spacing, least)
    drawn = []
    for x, y, h in trees:
        px, py = c.px(x, y)
        r = c.size(h.between(*radius), 3)
        drawn.append((px, py, r, h.pick(tones)))
        pygame.draw.circle(c.surf, shade(fill, 0.5), (px + r * 0.3, py + r * 0.35), r)
    for px, py, r, tone in drawn:
        pygame.draw.circle(c.surf, tone, (px, py), r)
        if r >= 4:
            pygame.draw.circle(c.surf, shade(tone, 0.8), (px + r * 0.2, py + r * 0.25), r * 0.7)
            pygame.draw.circle(c.surf, shade(tone, 1.25), (px - r * 0.3, py - r * 0.3), r * 0.45)


def woods(c: Canvas, st) -> None:
    c.surf.fill(shade(st.fill, 0.72))
    tones = (st.fill, shade(st.fill, 1.15), shade(st.fill, 0.9), mix(st.fill, (120, 130, 50), 0.35))
    _canopies(c, st.fill, 0.75, (0.42, 0.7), tones)


def jungle(c: Canvas, st) -> None:
    c.surf.fill(shade(st.fill, 0.7))
    tones = (st.fill, shade(st.fill, 1.25), mix(st.fill, (40, 140, 90), 0.4), shade(st.fill, 0.9))
    _canopies(c, st.fill, 0.55, (0.35, 0.6), tones, least=6)
    for x, y, h in c.scatter(1.1, 14):
        px, py = c.px(x, y)
        r = c.size(0.45, 4)
        for k in range(5):   # palm fronds
            a = k * 2 * math.pi / 5 + h.unit()
            pygame.draw.line(c.surf, shade(st.fill, 1.45), (px, py), (px + math.cos(a) * r, py + math.sin(a) * r), 2)


def scrub(c: Canvas, st) -> None:
    c.surf.fill(st.fill)
    for x, y, h in c.scatter(0.7, 9):
        px, py = c.px(x, y)
        if h.unit() < 0.45:
            r = c.size(h.between(0.18, 0.3), 2.5)
            pygame.draw.circle(c.surf, shade(st.ink, 0.8), (px + 1, py + 1), r)
            pygame.draw.circle(c.surf, st.ink, (px, py), r)
        else:
            s = c.size(0.15, 3)
            for dx in (-s * 0.6, 0, s * 0.6):
                pygame.draw.line(c.surf, st.ink, (px, py + s * 0.5), (px + dx, py - s * 0.6), 1)


def hill(c: Canvas, st) -> None:
    """Contour shading by level. On a table each level is a lighter step inside the last with a contour
    line at its edge; on a cell the ground is lighter the higher it stands, with a terrace rim (a band
    and a contour per level of drop) along each side that looks down on lower ground."""
    levels = max(1, c.level)
    top = mix(st.fill, (232, 218, 166), 0.4)
    if c.cell:
        here = mix(st.fill, top, min(1.0, (levels - 1) / 3))
        c.surf.fill(here)
        centre = centroid(c.outline)
        n = len(c.outline)
        for i, (mid, across) in enumerate(c.sides):
            drop = levels - (c.side_levels[i] if i < len(c.side_levels) else 0)
            if across is None or drop <= 0:
                continue
            for k in range(min(drop, 3), 0, -1):
                f = 1 - 0.14 * k
                inner = inset(c.outline, f, centre)
                a, b = c.outline[i], c.outline[(i + 1) % n]
                ia, ib = inner[i], inner[(i + 1) % n]
                pygame.draw.polygon(c.surf, shade(here, 1 - 0.09 * k), [c.px(*a), c.px(*b), c.px(*ib), c.px(*ia)])
                pygame.draw.line(c.surf, st.ink, c.px(*ia), c.px(*ib), 1)
        return
    c.surf.fill(st.fill)
    centre = centroid(c.outline)
    for k in range(1, levels + 1):
        f = 1 - k / (levels + 1.0) * 0.8
        ring = [c.px(x, y) for x, y in inset(c.outline, f, centre)]
        tone = mix(st.fill, top, min(1.0, k / 3))
        pygame.draw.polygon(c.surf, shade(tone, 0.9), [(x + 2, y + 2) for x, y in ring])
        pygame.draw.polygon(c.surf, tone, ring)
        pygame.draw.polygon(c.surf, st.ink, ring, 1)


def rocks(c: Canvas, st) -> None:
    """Cliffs and natural cover: grey rock with cracks and boulders."""
    c.surf.fill(st.fill)
    for x, y, h in c.scatter(0.9, 12):
        px, py = c.px(x, y)
        if h.unit() < 0.6:
            boulder(c, px, py, c.size(h.between(0.2, 0.42), 3), shade(st.fill, h.between(0.85, 1.15)), h)
        else:
            a = h.between(0, math.pi)
            s = c.size(0.35, 5)
            pygame.draw.lines(c.surf, st.ink, False, [(px - math.cos(a) * s, py - math.sin(a) * s), (px, py + s * 0.2),
                                                      (px + math.cos(a) * s, py + math.sin(a) * s * 0.6)], 1)


def broken(c: Canvas, st) -> None:
    c.surf.fill(st.fill)
    for x, y, h in c.scatter(0.65, 9):
        px, py = c.px(x, y)
        boulder(c, px, py, c.size(h.between(0.1, 0.24), 2), shade(st.ink, h.between(0.9, 1.3)), h)


def marsh(c: Canvas, st) -> None:
    c.surf.fill(st.fill)
    water = mix(st.fill, WATER, 0.35)
    for x, y, h in c.scatter(1.0, 14):
        px, py = c.px(x, y)
        if h.unit() < 0.55:
            w, hh = c.size(h.between(0.35, 0.7), 5), c.size(h.between(0.15, 0.3), 3)
            box = pygame.Rect(0, 0, w * 2, hh * 2)
            box.center = (px, py)
            pygame.draw.ellipse(c.surf, shade(water, 0.85), box.move(1, 1))
            pygame.draw.ellipse(c.surf, water, box)
            pygame.draw.line(c.surf, shade(water, 1.3), (box.x + w * 0.5, box.y + hh * 0.6),
                             (box.x + w * 1.1, box.y + hh * 0.6), 1)
        s = c.size(0.2, 4)
        for dx in (-s * 0.5, 0, s * 0.5):   # reeds
            pygame.draw.line(c.surf, st.ink, (px + s, py + s * 0.4),
                             (px + s + dx, py - s * 0.8), 1)


class _WaterStyle:
    fill, edge, ink = WATER, (40, 86, 150), (170, 205, 235)


_WATER_STYLE = _WaterStyle()

CROPS = ((214, 196, 110), (168, 184, 92), (146, 116, 78), (196, 170, 96))


def field(c: Canvas, st) -> None:
    """Furrows in one direction, the crop chosen by the hash (a patchwork across hexes)."""
    crop = CROPS[int(c.rng.unit() * len(CROPS)) % len(CROPS)] if c.cell else st.fill
    c.surf.fill(crop)
    angle = (c.rng.pick((0.0, math.pi / 2, math.pi / 3)) if c.cell
             else _screen_angle(c, long_axis(c.outline)))
    stripes(c, angle, max(4.0, c.size(0.3)), shade(crop, 0.82), 1 if c.scale < 30 else 2)


def water(c: Canvas, st) -> None:
    """Open water with ripples; on cells, a bank on each side that meets dry land."""
    c.surf.fill(st.fill)
    deep = shade(st.fill, 0.88)
    for x, y, h in c.scatter(0.9, 12):
        px, py = c.px(x, y)
        w = c.size(0.28, 4)
        if h.unit() < 0.5:
            pygame.draw.arc(c.surf, st.ink, pygame.Rect(px - w, py - w * 0.4, 2 * w, w * 0.8), 0.3, math.pi - 0.3, 1)
        else:
            pygame.draw.line(c.surf, deep, (px - w, py), (px + w, py), 2)
    _banks(c, st, ("river", "water", "ford", "bridge"))


def _banks(c: Canvas, st, wet: tuple[str, ...]) -> None:
    if not c.cell:
        pygame.draw.polygon(c.surf, BANK, [c.px(x, y) for x, y in c.outline], max(2, int(c.size(0.12, 2))))
        return
    n = len(c.outline)
    cx, cy = centroid(c.outline)
    depth = 0.14 * max(math.hypot(x - cx, y - cy) for x, y in c.outline)
    for i, (mid, keys) in enumerate(c.sides):
        if keys is None or any(k in wet for k in keys):
            continue
        a, b = c.outline[i], c.outline[(i + 1) % n]
        nx, ny = cx - mid[0], cy - mid[1]
        ln = math.hypot(nx, ny) or 1.0
        nx, ny = nx / ln * depth, ny / ln * depth
        ia, ib = (a[0] + nx, a[1] + ny), (b[0] + nx, b[1] + ny)
        pygame.draw.polygon(c.surf, BANK, [c.px(*a), c.px(*b), c.px(*ib), c.px(*ia)])
        for corner in (a, b):   # round the bank's ends: no notch where it meets a bank across the corner
            pygame.draw.circle(c.surf, BANK, c.px(*corner), depth * c.scale)
        pygame.draw.line(c.surf, mix(BANK, SAND, 0.6), c.px(*ia), c.px(*ib), max(1, int(c.size(0.05, 1))))


def ford(c: Canvas, st) -> None:
    """Shallow water over sand: pale ripples, pebbles, and a line of stepping stones across."""
    c.surf.fill(mix(st.fill, SAND, 0.15))
    for x, y, h in c.scatter(0.8, 12):
        px, py = c.px(x, y)
        if h.unit() < 0.5:
            w = c.size(0.22, 3)
            pygame.draw.line(c.surf, mix(st.fill, (235, 240, 245), 0.5), (px - w, py), (px + w, py), 1)
        else:
            pygame.draw.circle(c.surf, mix(SAND, st.fill, 0.3), (px, py), c.size(0.05, 1))
    cx, cy = centroid(c.outline)
    along = long_axis(c.outline)
    a = along + math.pi / 2   # stones cross the short way, rows of them a little over an inch apart
    ux, uy = math.cos(along), math.sin(along)
    span = max(math.hypot(x - cx, y - cy) for x, y in c.outline)
    step = max(0.45, 9 / max(c.scale, 1e-6))
    rows = max(1, int(span / 1.3))
    for r in range(-rows + 1, rows, 2) if rows > 1 else (0,):
        ox, oy = cx + ux * r * 0.65, cy + uy * r * 0.65
        n = int(2 * span / step)
        for i in range(n + 1):
            t = -span + i * step
            h = Hash(c.rng.seed + i * 7919 + r * 104729)
            x = ox + math.cos(a) * t + h.between(-0.08, 0.08)
            y = oy + math.sin(a) * t + h.between(-0.08, 0.08)
            px, py = c.px(x, y)
            boulder(c, px, py, c.size(h.between(0.14, 0.2), 3), mix(st.ink, (170, 160, 140), h.unit()), h)


def bridge(c: Canvas, st) -> None:
    """A plank deck with a rail each side. On a table the piece is the deck; on a cell the deck crosses
    the cell from one dry side to the other (the water stays visible beside it)."""
    if c.cell:
        water(c, _WATER_STYLE)
        dry = [mid for mid, keys in c.sides if keys is not None and not any(k in ("river", "water") for k in keys)]
        cx, cy = centroid(c.outline)
        if dry:
            mx, my = dry[0]
            angle = math.atan2(my - cy, mx - cx)
        else:
            angle = long_axis(c.outline)
        span = max(math.hypot(x - cx, y - cy) for x, y in c.outline) * 1.1
        half = span * 0.32
        ux, uy, nx, ny = math.cos(angle), math.sin(angle), -math.sin(angle), math.cos(angle)
        deck = [(cx - ux * span + nx * half, cy - uy * span + ny * half), (cx + ux * span + nx * half, cy + uy * span + ny * half),
                (cx + ux * span - nx * half, cy + uy * span - ny * half), (cx - ux * span - nx * half, cy - uy * span - ny * half)]
    else:
        angle = long_axis(c.outline)
        deck = c.outline
    pts = [c.px(x, y) for x, y in deck]
    pygame.draw.polygon(c.surf, st.fill, pts)
    sub = pygame.Surface(c.surf.get_size(), pygame.SRCALPHA)
    sub_c = Canvas(sub, c.to_px, c.scale, deck, c.rng)
    stripes(sub_c, _screen_angle(c, angle) + math.pi / 2, max(3.0, c.size(0.22)), st.ink, 1)
    mask = pygame.Surface(c.surf.get_size(), pygame.SRCALPHA)
    pygame.draw.polygon(mask, (255, 255, 255, 255), pts)
    sub.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    c.surf.blit(sub, (0, 0))
    # rails: the two edges that run along the crossing
    n = len(pts)
    ua = _screen_angle(c, angle)
    for i in range(n):
        (x1, y1), (x2, y2) = pts[i], pts[(i + 1) % n]
        if abs(math.sin(math.atan2(y2 - y1, x2 - x1) - ua)) < 0.35:
            pygame.draw.line(c.surf, st.edge, (x1, y1), (x2, y2), max(2, int(c.size(0.12, 2))))


def open_ground(c: Canvas, st) -> None:
    c.surf.fill(st.fill)
    for x, y, h in c.scatter(0.9, 12):
        px, py = c.px(x, y)
        s = c.size(0.1, 2)
        pygame.draw.line(c.surf, shade(st.fill, 0.85), (px, py + s), (px + h.between(-s, s), py - s), 1)


PAINTERS = {"woods": woods, "jungle": jungle, "scrub": scrub, "hill": hill, "rocks": rocks, "broken": broken,
            "marsh": marsh, "field": field, "water": water, "ford": ford, "bridge": bridge, "open": open_ground}
