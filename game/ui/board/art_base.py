"""What the terrain art is drawn with: a local hash for its variety, and a canvas in world inches.

The art never calls `random`: every tree, stone and roof comes from a small
integer hash of the piece (its type and shape, or its cell), so a board draws
the same on every run, in the editor and in the battle.

>>> a, b = Hash(seed_of("woods", (3, 4))), Hash(seed_of("woods", (3, 4)))
>>> [round(a.unit(), 6) for _ in range(3)] == [round(b.unit(), 6) for _ in range(3)]
True
>>> 0.0 <= Hash(7).unit() < 1.0
True
"""
from __future__ import annotations

import math
import zlib
from dataclasses import dataclass, field
from typing import Callable

import pygame

__all__ = ["Hash", "seed_of", "Canvas", "shade", "mix", "inside", "inset", "long_axis", "centroid", "SKIN"]

SKIN = (222, 196, 160)      # faces and hands of figures, crews and riders alike

_MASK = 0xFFFFFFFF


def seed_of(*parts) -> int:
    """A stable 32-bit seed from plain values (Python's own hash() changes from run to run)."""
    return zlib.crc32(repr(parts).encode())


def _mix32(x: int) -> int:
    x = ((x ^ (x >> 16)) * 0x45D9F3B) & _MASK
    x = ((x ^ (x >> 16)) * 0x45D9F3B) & _MASK
    return x ^ (x >> 16)


class Hash:
    """A counter through an integer mixer: `unit()` gives the next number in [0, 1)."""

    __slots__ = ("seed", "n")

    def __init__(self, seed: int) -> None:
        self.seed = seed & _MASK
        self.n = 0

    def unit(self) -> float:
        self.n += 1
        return _mix32((self.seed + self.n * 0x9E3779B9) & _MASK) / 4294967296.0

    def between(self, lo: float, hi: float) -> float:
        return lo + (hi - lo) * self.unit()

    def pick(self, seq):
        return seq[int(self.unit() * len(seq)) % len(seq)]


def shade(colour, k: float) -> tuple[int, int, int]:
    """Darker (k < 1) or lighter (k > 1) by a factor, clamped."""
    return tuple(max(0, min(255, int(c * k))) for c in colour[:3])


def mix(a, b, t: float) -> tuple[int, int, int]:
    return tuple(int(a[i] + (b[i] - a[i]) * t) for i in range(3))


def tint(colour, k: float) -> tuple[int, int, int]:
    """A share `k` of the way to white."""
    return mix(colour, (255, 255, 255), k)


def centroid(points) -> tuple[float, float]:
    return (sum(p[0] for p in points) / len(points), sum(p[1] for p in points) / len(points))


def inside(x: float, y: float, poly) -> bool:
    """Even-odd point in polygon."""
    hit = False
    j = len(poly) - 1
    for i in range(len(poly)):
        xi, yi = poly[i]
        xj, yj = poly[j]
        if (yi > y) != (yj > y) and x < (xj - xi) * (y - yi) / ((yj - yi) or 1e-12) + xi:
            hit = not hit
        j = i
    return hit


def inset(poly, k: float, centre=None):
    """The polygon shrunk towards its centre by factor k (1: unchanged)."""
    cx, cy = centre or centroid(poly)
    return [(cx + (x - cx) * k, cy + (y - cy) * k) for x, y in poly]


def long_axis(poly) -> float:
    """Angle (radians) of the polygon's longest extent: the direction of its longest edge pair."""
    best, angle = -1.0, 0.0
    n = len(poly)
    for i in range(n):
        (x1, y1), (x2, y2) = poly[i], poly[(i + 1) % n]
        d = math.hypot(x2 - x1, y2 - y1)
        if d > best + 1e-9:
            best, angle = d, math.atan2(y2 - y1, x2 - x1)
    return angle


@dataclass
class Canvas:
    """A bbox-local drawing surface over part of the world.

    `px(x, y)` maps world inches to the surface's pixels; `size(inches, least)`
    a world length to pixels, never below `least`. `sides` (cells only) lists,
    for each side of the cell, its midpoint (world) and the terrain style keys
    across it (None off the board), so art can join its neighbours;
    `side_levels` the hill level across each side (0: level ground).
    """

    surf: pygame.Surface
    to_px: Callable[[float, float], tuple[float, float]]
    scale: float
    outline: list
    rng: Hash
    level: int = 1
    sides: list = field(default_factory=list)
    cell: bool = False
    side_levels: list = field(default_factory=list)

    def px(self, x: float, y: float) -> tuple[float, float]:
        return self.to_px(x, y)

    def size(self, inches: float, least: float = 1.0) -> float:
        return max(least, inches * self.scale)

    def bounds(self) -> tuple[float, float, float, float]:
        xs = [p[0] for p in self.outline]
        ys = [p[1] for p in self.outline]
        return min(xs), min(ys), max(xs), max(ys)

    def scatter(self, spacing: float, least_px: float, jitter: float = 0.8, margin: float = 0.0):
        """World points on a jittered grid over the outline, about `spacing` inches apart (never closer
        than `least_px` on screen, so a far zoom draws fewer, bigger marks). The grid is anchored at the
        world origin and each point hashed from its grid cell, so the art does not move as the view pans."""
        step = max(spacing, least_px / max(self.scale, 1e-6))
        x0, y0, x1, y1 = self.bounds()
        out = []
        base = self.rng.seed
        for j in range(math.floor(y0 / step) - 1, math.ceil(y1 / step) + 1):
            for i in range(math.floor(x0 / step) - 1, math.ceil(x1 / step) + 1):
                h = Hash(base ^ _mix32((i * 73856093 ^ j * 19349663) & _MASK))
                x = (i + 0.5 + (h.unit() - 0.5) * jitter) * step
                y = (j + 0.5 + (h.unit() - 0.5) * jitter) * step
                if inside(x, y, self.outline) and (margin <= 0 or _clear_of_edge(x, y, self.outline, margin)):
                    out.append((x, y, h))
        return out


def _clear_of_edge(x, y, poly, margin) -> bool:
    n = len(poly)
    for i in range(n):
        (x1, y1), (x2, y2) = poly[i], poly[(i + 1) % n]
        dx, dy = x2 - x1, y2 - y1
        ll = dx * dx + dy * dy or 1e-12
        t = max(0.0, min(1.0, ((x - x1) * dx + (y - y1) * dy) / ll))
        if math.hypot(x - x1 - t * dx, y - y1 - t * dy) < margin:
            return False
    return True
