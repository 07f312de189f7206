"""A bisection's probes swept together: `clear_distance` bisects how far a block goes straight ahead, one
sweep of the table per probe distance. The distances it may probe next are known before it makes them
(each the midpoint of the interval left, down to STEP), so those of its next few levels are swept at
once, and the bisection reads the answers of the probes it makes.

Each row's answer is the one `movement.sweep_problem` gives it swept alone: a sweep decides each (row,
shape) pair on its own once it has narrowed the shapes to those whose boxes meet the extent of all the rows
(`ConvexSet.sweep`), and each row's hits are narrowed here to the shapes whose boxes meet its own swept box
in that same test, as swept alone (the extent of all the rows holds each row's box, so the first narrowing
keeps every shape the second does)."""
from __future__ import annotations

import numpy as np

from ...geometry.sweep import rect_corners, swept_boxes
from .geo import geo
from .sweeps import bases_twice, sweep_verdict, terrain_crossed
from .terrain import terrain_sets

__all__ = ["sweep_problems", "bisection_probes", "LEVELS"]

LEVELS = 4              # levels of the bisection swept at once (15 probes at most: a sweep of many rows
                        # costs more than it saves on the probes never made)


def bisection_probes(lo: float, hi: float, step: float, levels: int = LEVELS, floor: float = -1.0) -> list[float]:
    """Every distance the bisection of [lo, hi] down to `step` (stopping once its upper end is `floor` or
    less) may probe in its next `levels` probes, each made as it makes it."""
    out: list[float] = []
    todo = [(lo, hi, levels)]
    while todo:
        lo, hi, left = todo.pop()
        if left and hi - lo > step and hi > floor:
            mid = (lo + hi) / 2.0
            out.append(mid)
            todo += [(lo, mid, left - 1), (mid, hi, left - 1)]
    return out


def sweep_problems(state, u, start: np.ndarray, moves: np.ndarray, *, ignore: tuple = (),
                   gap_ok: tuple = ()) -> list[str]:
    """`sweep_problem(state, u, start, moves[i:i + 1], ignore=ignore, gap_ok=gap_ok)[0]` for each row i of
    `moves`, every row starting from the one pose `start` ((1, 3)): worked out afresh, one sweep of the
    bases and one of the terrain for them all."""
    k = len(moves)
    corners = np.repeat(rect_corners(start, u.width, u.depth), k, axis=0)
    boxes = swept_boxes(corners, moves)
    lo_x, hi_x, lo_y, hi_y = (b.tolist() for b in boxes)
    W, H = state.table
    out = [""] * k
    rows = []
    for i in range(k):
        if lo_x[i] < -1e-6 or lo_y[i] < -1e-6 or hi_x[i] > W + 1e-6 or hi_y[i] > H + 1e-6:
            out[i] = "the move leaves the table"
        else:
            rows.append(i)
    if not rows:
        return out
    idx = np.array(rows)
    c, mv = corners[idx], moves[idx]
    bx = tuple(b[idx] for b in boxes)
    extent = (float(bx[0].min()), float(bx[1].max()), float(bx[2].min()), float(bx[3].max()))
    g = geo(state)
    hits = None
    if len(g.units):
        shapes, tol = bases_twice(g)
        hits = shapes.sweep(c, mv, tol=tol, boxes=bx, extent=extent) & shapes.meets_rows(*bx, tol)
    terrain: list = []                          # swept once a row needs it (no base in its way)

    def terrain_hits(r: int):
        if not terrain:
            ts, _ = terrain_sets(state)
            terrain.append(ts.sweep(c, mv, tol=1e-4, boxes=bx, extent=extent) & ts.meets_rows(*bx, 1e-4))
        return terrain[0][r]
    for r, i in enumerate(rows):
        out[i] = sweep_verdict(state, g, u, None if hits is None else hits[r],
                               lambda r=r: terrain_crossed(state, lambda: terrain_hits(r)), "", ignore, gap_ok)[0]
    return out
