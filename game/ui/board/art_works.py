"""Terrain art of what people built: houses, buildings with walls and openings, walls, forts, ruins,
bunkers, emplacements, minefields, trenches, barricades, roads, doors and windows.

Painters fill a `Canvas` (art_base); the caller clips to the outline.
"""
from __future__ import annotations

import math

import pygame

from .art_base import Canvas, centroid, inset, long_axis, mix, shade
from .art_nature import _screen_angle, boulder, stripes

__all__ = ["PAINTERS", "house", "STONE", "ROOF"]

STONE = (150, 146, 138)
ROOF = ((168, 72, 52), (150, 96, 62), (120, 110, 104), (176, 104, 60))
FLOOR = (176, 150, 112)


def house(c: Canvas, px: float, py: float, w: float, h: float, angle: float, roof) -> None:
    """A house seen from above: a drop shadow, then a ridged roof in a light and a dark half."""
    ux, uy, nx, ny = math.cos(angle), math.sin(angle), -math.sin(angle), math.cos(angle)

    def at(a, b):
        return (px + ux * a + nx * b, py + uy * a + ny * b)

    corners = [at(-w / 2, -h / 2), at(w / 2, -h / 2), at(w / 2, h / 2), at(-w / 2, h / 2)]
    off = max(1.0, h * 0.25)
    pygame.draw.polygon(c.surf, (40, 36, 30), [(x + off, y + off) for x, y in corners])
    pygame.draw.polygon(c.surf, shade(roof, 1.15), [corners[0], corners[1], at(w / 2, 0), at(-w / 2, 0)])
    pygame.draw.polygon(c.surf, shade(roof, 0.78), [at(-w / 2, 0), at(w / 2, 0), corners[2], corners[3]])
    pygame.draw.polygon(c.surf, shade(roof, 0.5), corners, 1)
    if w >= 8:
        pygame.draw.line(c.surf, shade(roof, 0.5), at(-w / 2, 0), at(w / 2, 0), 1)


def _houses(c: Canvas, spacing: float, least: float, size=(0.5, 0.75)) -> None:
    for x, y, h in c.scatter(spacing, least, jitter=0.5, margin=spacing * 0.3):
        px, py = c.px(x, y)
        w = c.size(h.between(*size), 6)
        angle = h.pick((0.0, math.pi / 2)) + h.between(-0.25, 0.25)
        house(c, px, py, w, w * h.between(0.55, 0.7), angle, h.pick(ROOF))


def village(c: Canvas, st) -> None:
    c.surf.fill(st.fill)
    cx, cy = c.px(*centroid(c.outline))
    pygame.draw.circle(c.surf, shade(st.fill, 1.08), (cx, cy), c.size(0.4, 4))  # the green in the middle
    _houses(c, 0.95, 16)


def buildings(c: Canvas, st) -> None:
    """Tiles of town: houses close together. On a table the piece is one building: a floor, walls
    round it and openings in the walls."""
    if c.cell:
        c.surf.fill(shade(st.fill, 0.9))
        _houses(c, 0.8, 14, (0.55, 0.8))
        return
    _floor_plan(c, st)


def _floor_plan(c: Canvas, st, openings: bool = True) -> None:
    c.surf.fill(FLOOR)
    angle = _screen_angle(c, long_axis(c.outline))
    stripes(c, angle, max(4.0, c.size(0.25)), shade(FLOOR, 0.88), 1)
    pts = [c.px(x, y) for x, y in c.outline]
    wall = max(4, int(c.size(0.6, 4)))   # centred on the outline: half of it shows inside
    pygame.draw.polygon(c.surf, STONE, pts, wall)
    for p in pts:
        pygame.draw.circle(c.surf, STONE, p, wall / 2)
    inner = max(1, wall // 2)
    pygame.draw.polygon(c.surf, shade(STONE, 0.6), [c.px(x, y) for x, y in inset(c.outline, 0.985)], 1)
    if not openings:
        return
    # a doorway on the longest wall and a window on another, chosen by the hash
    n = len(pts)
    order = sorted(range(n), key=lambda i: -math.dist(pts[i], pts[(i + 1) % n]))
    for k, i in enumerate(order[:2]):
        (x1, y1), (x2, y2) = pts[i], pts[(i + 1) % n]
        t = c.rng.between(0.3, 0.7)
        mx, my = x1 + (x2 - x1) * t, y1 + (y2 - y1) * t
        length = math.dist((x1, y1), (x2, y2)) or 1
        ux, uy = (x2 - x1) / length, (y2 - y1) / length
        half = c.size(0.35 if k == 0 else 0.25, 3)
        colour = FLOOR if k == 0 else (150, 190, 210)
        pygame.draw.line(c.surf, colour, (mx - ux * half, my - uy * half), (mx + ux * half, my + uy * half), wall)
        pygame.draw.line(c.surf, shade(STONE, 0.5), (mx - ux * half, my - uy * half),
                         (mx - ux * half - uy * inner, my - uy * half + ux * inner), 1)


def walled(c: Canvas, st) -> None:
    village(c, st)
    _ring_wall(c, 0.84, STONE, crenels=False, ground=st.fill)


def _ring_wall(c: Canvas, k: float, colour, crenels: bool, ground=None) -> None:
    """A wall round the piece, `k` of the way out from its middle, with a gate (a gap to `ground`)."""
    ring = [c.px(x, y) for x, y in inset(c.outline, k)]
    w = max(2, int(c.size(0.16, 2)))
    pygame.draw.polygon(c.surf, shade(colour, 0.55), [(x + 1, y + 2) for x, y in ring], w)
    pygame.draw.polygon(c.surf, colour, ring, w)
    for p in ring:
        pygame.draw.circle(c.surf, colour, p, w * (1.3 if crenels else 0.6))
        if crenels:
            pygame.draw.circle(c.surf, shade(colour, 0.6), p, w * 1.3, 1)
    if crenels and w >= 3:
        n = len(ring)
        for i in range(n):
            (x1, y1), (x2, y2) = ring[i], ring[(i + 1) % n]
            steps = int(math.dist((x1, y1), (x2, y2)) / (w * 2.2))
            for s in range(1, steps):
                t = s / steps
                x, y = x1 + (x2 - x1) * t, y1 + (y2 - y1) * t
                pygame.draw.rect(c.surf, shade(colour, 0.7), pygame.Rect(x - w / 3, y - w / 3, w * 0.66, w * 0.66))
    if ground is not None and len(ring) >= 3:   # the gate: on the lowest side, where the road comes in
        n = len(ring)
        i = max(range(n), key=lambda j: ring[j][1] + ring[(j + 1) % n][1])
        (x1, y1), (x2, y2) = ring[i], ring[(i + 1) % n]
        mx, my = (x1 + x2) / 2, (y1 + y2) / 2
        ln = math.dist((x1, y1), (x2, y2)) or 1.0
        ux, uy = (x2 - x1) / ln, (y2 - y1) / ln
        half = max(2.0, ln * 0.14)
        pygame.draw.line(c.surf, ground, (mx - ux * half, my - uy * half), (mx + ux * half, my + uy * half), w + 2)
        for sgn in (-1, 1):   # gate towers
            pygame.draw.circle(c.surf, shade(colour, 0.8), (mx + sgn * ux * (half + 1), my + sgn * uy * (half + 1)),
                               w * 0.9)


def fortification(c: Canvas, st) -> None:
    c.surf.fill(mix(st.fill, (170, 160, 130), 0.4))
    _ring_wall(c, 0.78, STONE, crenels=True, ground=mix(st.fill, (170, 160, 130), 0.4))
    cx, cy = c.px(*centroid(c.outline))
    w = c.size(0.45, 6)
    house(c, cx, cy, w, w * 0.8, 0.0, ROOF[2])   # the keep


def ruins(c: Canvas, st) -> None:
    """Broken walls standing in rubble."""
    c.surf.fill(st.fill)
    for x, y, h in c.scatter(0.5, 8):
        px, py = c.px(x, y)
        boulder(c, px, py, c.size(h.between(0.08, 0.18), 2), shade(st.ink, h.between(0.9, 1.4)), h)
    w = max(2, int(c.size(0.14, 2)))
    for x, y, h in c.scatter(1.3, 22, jitter=0.4, margin=0.3):
        px, py = c.px(x, y)
        a = h.pick((0.0, math.pi / 2)) + h.between(-0.1, 0.1)
        ln = c.size(h.between(0.4, 0.8), 8)
        ux, uy = math.cos(a), math.sin(a)
        corner = (px + ux * ln, py + uy * ln)
        for seg in (((px, py), corner), (corner, (corner[0] - uy * ln * 0.7, corner[1] + ux * ln * 0.7))):
            pygame.draw.line(c.surf, shade(STONE, 0.55), (seg[0][0] + 1, seg[0][1] + 2), (seg[1][0] + 1, seg[1][1] + 2), w)
            pygame.draw.line(c.surf, STONE, seg[0], seg[1], w)


def bunker(c: Canvas, st) -> None:
    c.surf.fill(st.fill)
    inner = [c.px(x, y) for x, y in inset(c.outline, 0.75)]
    pygame.draw.polygon(c.surf, shade(st.fill, 1.15), inner)
    pygame.draw.polygon(c.surf, st.edge, inner, 1)
    cx, cy = centroid(inner)
    a = _screen_angle(c, long_axis(c.outline))
    ln = max(4, c.size(0.5))
    pygame.draw.line(c.surf, (20, 20, 20), (cx - math.cos(a) * ln, cy - math.sin(a) * ln),
                     (cx + math.cos(a) * ln, cy + math.sin(a) * ln), max(2, int(c.size(0.08, 2))))


def emplacement(c: Canvas, st) -> None:
    """A gun pit ringed with sandbags."""
    c.surf.fill(st.fill)
    centre = centroid(c.outline)
    pygame.draw.polygon(c.surf, shade(st.fill, 0.75), [c.px(x, y) for x, y in inset(c.outline, 0.6, centre)])
    ring = [c.px(x, y) for x, y in inset(c.outline, 0.78, centre)]
    r = c.size(0.14, 2.5)
    n = len(ring)
    for i in range(n):
        (x1, y1), (x2, y2) = ring[i], ring[(i + 1) % n]
        steps = max(1, int(math.dist((x1, y1), (x2, y2)) / (r * 1.6)))
        for s in range(steps):
            t = s / steps
            box = pygame.Rect(0, 0, r * 2.2, r * 1.5)
            box.center = (x1 + (x2 - x1) * t, y1 + (y2 - y1) * t)
            pygame.draw.ellipse(c.surf, (196, 178, 128), box)
            pygame.draw.ellipse(c.surf, (120, 104, 70), box, 1)


def minefield(c: Canvas, st) -> None:
    c.surf.fill(st.fill)
    for x, y, h in c.scatter(0.6, 10):
        px, py = c.px(x, y)
        r = c.size(0.09, 2)
        pygame.draw.circle(c.surf, (60, 56, 48), (px, py), r)
        if h.unit() < 0.2:   # a warning sign
            s = c.size(0.18, 4)
            pygame.draw.polygon(c.surf, (200, 50, 40), [(px, py - s * 1.6), (px - s, py - s * 0.1), (px + s, py - s * 0.1)])


def trench(c: Canvas, st) -> None:
    """A zig-zag cut along the piece with duckboards in it."""
    c.surf.fill(st.fill)
    a = long_axis(c.outline)
    cx, cy = centroid(c.outline)
    span = max(math.hypot(x - cx, y - cy) for x, y in c.outline)
    ux, uy, nx, ny = math.cos(a), math.sin(a), -math.sin(a), math.cos(a)
    zig = []
    n = max(2, int(span * 2 / 0.8))
    for i in range(n + 1):
        t = -span + 2 * span * i / n
        off = (0.18 if i % 2 else -0.18)
        zig.append(c.px(cx + ux * t + nx * off, cy + uy * t + ny * off))
    w = max(3, int(c.size(0.35, 3)))
    pygame.draw.lines(c.surf, shade(st.fill, 0.45), False, zig, w)
    pygame.draw.lines(c.surf, shade(st.ink, 1.3), False, zig, max(1, w // 4))


def crates(c: Canvas, st) -> None:
    """Light cover: crates, planks and fence panels."""
    c.surf.fill(shade(st.fill, 0.95))
    for x, y, h in c.scatter(0.55, 9, jitter=0.4):
        px, py = c.px(x, y)
        s = c.size(h.between(0.16, 0.24), 3)
        box = pygame.Rect(px - s, py - s, 2 * s, 2 * s)
        pygame.draw.rect(c.surf, (60, 48, 34), box.move(1, 1))
        pygame.draw.rect(c.surf, mix(st.fill, (190, 150, 96), 0.6), box)
        pygame.draw.rect(c.surf, st.ink, box, 1)
        if s >= 4:
            pygame.draw.line(c.surf, st.ink, box.topleft, box.bottomright, 1)


def masonry(c: Canvas, st) -> None:
    """Heavy cover: courses of stone or concrete blocks."""
    c.surf.fill(st.fill)
    a = _screen_angle(c, long_axis(c.outline))
    gap = max(4.0, c.size(0.3))
    stripes(c, a, gap, shade(st.fill, 0.75), 1)
    stripes(c, a + math.pi / 2, gap * 2.1, shade(st.fill, 0.82), 1, offset=c.rng.unit() * gap)


def road(c: Canvas, st) -> None:
    c.surf.fill(st.fill)
    for x, y, h in c.scatter(0.45, 7):
        px, py = c.px(x, y)
        pygame.draw.circle(c.surf, shade(st.fill, h.between(0.8, 0.92)), (px, py), c.size(0.04, 1))


def door(c: Canvas, st) -> None:
    c.surf.fill((128, 92, 56))
    stripes(c, _screen_angle(c, long_axis(c.outline)), max(3.0, c.size(0.12)), (96, 66, 38), 1)
    pygame.draw.polygon(c.surf, (70, 48, 28), [c.px(x, y) for x, y in c.outline], 2)


def window(c: Canvas, st) -> None:
    c.surf.fill((168, 204, 224))
    pts = [c.px(x, y) for x, y in c.outline]
    cx, cy = centroid(pts)
    a = _screen_angle(c, long_axis(c.outline))
    r = max(math.dist((cx, cy), p) for p in pts)
    pygame.draw.line(c.surf, (70, 80, 90), (cx - math.sin(a) * r, cy + math.cos(a) * r),
                     (cx + math.sin(a) * r, cy - math.cos(a) * r), 1)
    pygame.draw.polygon(c.surf, (70, 80, 90), pts, 2)


def hole(c: Canvas, st) -> None:
    c.surf.fill((62, 56, 50))
    for x, y, h in c.scatter(0.25, 5):
        px, py = c.px(x, y)
        boulder(c, px, py, c.size(0.07, 1.5), STONE, h)


PAINTERS = {"village": village, "buildings": buildings, "walled": walled, "fortification": fortification,
            "ruins": ruins, "bunker": bunker, "emplacement": emplacement, "minefield": minefield,
            "trench": trench, "crates": crates, "masonry": masonry, "road": road, "door": door,
            "window": window, "hole": hole}
