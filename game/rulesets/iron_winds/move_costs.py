"""What a move meets on the table, found once per state: the hills and the walls and hedges that price
its inches (+2" a hill level climbed, +2" a wall or hedge crossed), and the woods, rivers and units its
base is swept against."""
from __future__ import annotations

import math

import numpy as np

from ...geometry.pathprice import segment_intervals
from .contact import TOUCH
from .sweep import ConvexSet
from .terrain import HILL, OBSTACLE

__all__ = ["Obstacles", "obstacles", "boxes_meet", "levels_climbed"]

_NEAR = 1e-6            # inches: a segment's box this far from a shape's box cannot meet the shape


class Obstacles:
    """What a move meets, found once per state (kept in the state's `geo` memo): the hills, and the walls
    and hedges (as lines) that price it; and what its base is swept against, packed in one set so one
    sweep answers for all: the woods, the rivers (touching counts: tolerance -TOUCH), the units on the
    table and the gaps under 2" between them (`Geo.all_gaps`), with each group's columns and each unit's
    column."""

    __slots__ = ("hills", "walls", "shapes", "tol", "woods", "rivers", "units", "unit_col", "gap_set", "gaps")

    def __init__(self, g) -> None:
        self.hills = g.terrain.of(HILL)
        self.walls = [s for s in g.terrain.of(OBSTACLE) if s.is_line]
        woods, rivers, units, gaps = g.sets.woods, g.sets.rivers, g.units, g.all_gaps()
        nw, nr, nu, ng = len(woods), len(rivers), len(units), len(gaps)
        self.shapes = ConvexSet.concat([woods, rivers, units, gaps])
        self.tol = np.concatenate([np.full(nw, 1e-6), np.full(nr, -TOUCH), np.full(nu, 1e-6), np.full(ng, 1e-6)])
        n = nw + nr + nu
        self.woods, self.rivers, self.units, self.gaps = slice(0, nw), slice(nw, nw + nr), slice(nw + nr, n), \
            slice(n, n + ng)
        self.unit_col = {k: nw + nr + i for i, k in enumerate(units.keys)}
        self.gap_set = gaps


def obstacles(g) -> Obstacles:
    ob = g.memo.get("move obstacles")
    if ob is None:
        ob = g.memo["move obstacles"] = Obstacles(g)
    return ob


def boxes_meet(a, b) -> bool:
    return a[0] <= b[2] and a[2] >= b[0] and a[1] <= b[3] and a[3] >= b[1]


def levels_climbed(tt, centre, hills) -> int:
    """Hill levels climbed by the centre along the path (each step up a level counts once): the path is
    cut where it enters or leaves a hill, and the level of each piece is the highest hill holding it."""
    spans = []                                        # (level, start, end) in inches along the path
    acc = 0.0
    for a, b in zip(centre, centre[1:]):
        ln = math.hypot(b[0] - a[0], b[1] - a[1])
        if ln > 0:
            x0, x1 = (a[0], b[0]) if a[0] <= b[0] else (b[0], a[0])
            y0, y1 = (a[1], b[1]) if a[1] <= b[1] else (b[1], a[1])
            for h in hills:
                hb = h.box
                if x0 > hb[2] + _NEAR or x1 < hb[0] - _NEAR or y0 > hb[3] + _NEAR or y1 < hb[1] - _NEAR:
                    continue                                  # the segment's box is clear of the hill's
                for t0, t1 in segment_intervals(a, b, h.shape):
                    spans.append((h.level, acc + t0 * ln, acc + t1 * ln))
        acc += ln
    if not spans:
        return 0
    cuts = sorted({0.0, acc} | {x for _, s0, s1 in spans for x in (s0, s1)})
    now = max((h.level for h in hills if h.contains(centre[0])), default=0)
    climbed = 0
    for d0, d1 in zip(cuts, cuts[1:]):
        if d1 - d0 <= 1e-12:
            continue
        mid = (d0 + d1) / 2.0
        lv = max((lv for lv, s0, s1 in spans if s0 <= mid <= s1), default=0)
        if lv > now:
            climbed += lv - now
        now = lv
    return climbed
