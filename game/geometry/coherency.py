"""Groups of models within a distance of one another (coherency), and formations of round bases.

>>> groups([(0, 0), (2, 0), (4, 0), (10, 0)], 3.0)
[[0, 1, 2], [3]]
>>> formation(0, 0, 0, 4, 1.0, 1.5)
[(-2.25, 0.0), (-0.75, 0.0), (0.75, 0.0), (2.25, 0.0)]
"""
from __future__ import annotations

import math
from typing import Sequence

from .plane import Point

__all__ = ["groups", "formation", "stray"]


def groups(points: Sequence[Point], link: float) -> list[list[int]]:
    """Connected groups, two points linking when within `link` of each other (centre to centre)."""
    n = len(points)
    seen = [False] * n
    out = []
    for i in range(n):
        if seen[i]:
            continue
        stack, comp = [i], []
        seen[i] = True
        while stack:
            k = stack.pop()
            comp.append(k)
            for j in range(n):
                if not seen[j] and math.dist(points[k], points[j]) <= link + 1e-9:
                    seen[j] = True
                    stack.append(j)
        out.append(sorted(comp))
    return out


def stray(points: Sequence[Point], link: float) -> list[int]:
    """The points outside the largest group (ties: the group holding the lowest index)."""
    gs = groups(points, link)
    if len(gs) <= 1:
        return []
    main = max(gs, key=len)
    return sorted(i for g in gs if g is not main for i in g)


def formation(x: float, y: float, heading: float, n: int, base: float, gap: float, per_rank: int = 5) -> list[Point]:
    """`n` round bases in ranks of `per_rank` centred on (x, y), facing `heading` (degrees clockwise from up),
    `gap` inches centre to centre (at least a base)."""
    step = max(gap, base)
    ranks = [min(per_rank, n - k) for k in range(0, n, per_rank)]
    h = math.radians(heading)
    fx, fy, rx, ry = math.sin(h), -math.cos(h), math.cos(h), math.sin(h)
    out = []
    depth = (len(ranks) - 1) * step
    for r, count in enumerate(ranks):
        back = -depth / 2 + r * step
        for f in range(count):
            side = (f - (count - 1) / 2) * step
            out.append((round(x + rx * side - fx * back, 9) + 0.0, round(y + ry * side - fy * back, 9) + 0.0))
    return out
