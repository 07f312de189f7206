"""The ground within a distance of a convex shape: the shape grown outward by `r`, its corners rounded
(for drawing "everything within 6 inches of this base").

>>> pts = inflate_convex(((0, 0), (2, 0), (2, 1), (0, 1)), 1.0, corner_steps=2)
>>> len(pts), min(x for x, _ in pts), max(x for x, _ in pts), min(y for _, y in pts), max(y for _, y in pts)
(12, -1.0, 3.0, -1.0, 2.0)
>>> inflate_convex(((0, 0), (2, 0), (2, 1), (0, 1)), 0.0) == ((0.0, 0.0), (2.0, 0.0), (2.0, 1.0), (0.0, 1.0))
True
"""
from __future__ import annotations

import math
from typing import Sequence

from .polygons import centroid

__all__ = ["inflate_convex"]

Point = tuple[float, float]


def _outward(a: Point, b: Point, c: Point) -> Point:
    """The unit normal of edge a-b pointing away from the point c (inside the shape)."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    n = math.hypot(dx, dy) or 1.0
    nx, ny = dy / n, -dx / n
    if (a[0] - c[0]) * nx + (a[1] - c[1]) * ny < 0:
        nx, ny = -nx, -ny
    return nx, ny


def inflate_convex(poly: Sequence[Point], r: float, corner_steps: int = 6) -> tuple[Point, ...]:
    """The convex polygon `poly` grown by `r` (>= 0): each edge pushed out by `r`, each corner an arc of
    radius `r` drawn with `corner_steps` segments. `r` 0 gives the polygon back."""
    pts = [(float(x), float(y)) for x, y in poly]
    if r <= 0 or len(pts) < 3:
        return tuple(pts)
    c = centroid(pts)
    n = len(pts)
    out: list[Point] = []
    for i in range(n):
        prev, v, nxt = pts[i - 1], pts[i], pts[(i + 1) % n]
        a0 = math.atan2(*_outward(prev, v, c)[::-1])
        a1 = math.atan2(*_outward(v, nxt, c)[::-1])
        d = (a1 - a0 + math.pi) % (2 * math.pi) - math.pi
        for k in range(corner_steps + 1):
            t = a0 + d * k / corner_steps
            out.append((v[0] + r * math.cos(t), v[1] + r * math.sin(t)))
    return tuple(out)
