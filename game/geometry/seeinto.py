"""Seeing into ground that hides what lies beyond it but not what stands on it (the top of a hill, the edge
of a wood): which parts of such pieces a viewpoint sees.

A point inside an "open" piece is seen when the straight line to it is clear of every *other* blocker: the
piece itself does not hide its own ground. So each open piece gets its own visibility polygon, computed
among the other pieces (`visibility.visibility_array`), clipped to the convex parts of the piece
(`visibility.clip_convex`). The caller draws the usual visibility polygon (every piece blocking) and these
parts on top of it. Pieces are lists of polygons (a bent band is several); which pieces are open, and which
ones the viewer stands in (leave those out), are the caller's rules.

>>> hill = [((4, -2), (8, -2), (8, 2), (4, 2))]              # a square hill to the right of the viewpoint
>>> wall = [((2, 1), (3, 1), (3, 5), (2, 5))]                # a wall hiding the hill's lower half
>>> parts = seen_into((0, 0), [hill, wall], [0], 20)
>>> [tuple(round(c, 2) for c in p) for p in parts[0]]       # all of it but the corner in the wall's shadow
[(4.0, -2.0), (8.0, -2.0), (8.0, 2.0), (6.0, 2.0), (4.0, 1.33)]
"""
from __future__ import annotations

from typing import Sequence

import numpy as np

from .plane import Point, Polygon
from .sweep import convex_cover
from .visibility import Occluders, clip_convex, visibility_array

__all__ = ["seen_into"]


def seen_into(view: Point, pieces: Sequence[Sequence[Polygon]], open_: Sequence[int], range_: float, *,
              circle_segments: int = 64) -> list[Polygon]:
    """The parts of the pieces numbered in `open_` that `view` sees within `range_` (convex polygons,
    possibly several per piece), each checked against every piece but itself."""
    out: list[Polygon] = []
    for i in open_:
        others = [p for j, piece in enumerate(pieces) if j != i for p in piece]
        occ = Occluders.build(others)
        seen = visibility_array(view, occ, range_, circle_segments=circle_segments)
        if len(seen) < 3:
            continue
        for poly in pieces[i]:
            for part in convex_cover(tuple(tuple(p) for p in poly)):
                clipped = clip_convex(seen, np.asarray(part, dtype=float))
                if len(clipped) >= 3:
                    out.append(tuple(map(tuple, clipped.tolist())))
    return out
