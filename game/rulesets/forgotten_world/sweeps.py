"""The ground a move sweeps, checked against the bases on the table and the terrain: crossing a base,
coming within 1" of an enemy, entering ground that blocks movement (`sweep_problem`), kept across states;
and the sample moves of one unit swept together (`sweep_moves`), each answering as it does swept alone.
"""
from __future__ import annotations

import numpy as np

from ...core.kept import Kept
from ...geometry.sweep import ConvexSet
from . import sections as S
from .geo import geo
from .moveshape import sweep_shape
from .terrain import BLOCKS_MOVE, terrain_sets

__all__ = ["sweep_problem", "sweep_verdict", "terrain_crossed", "kept_crossed", "bases_twice", "sweep_moves",
           "ENEMY_GAP"]

ENEMY_GAP = 1.0
_SWEEPS = Kept("forgotten_world sweeps", 20_000)    # see sweep_problem
_CROSSED = Kept("forgotten_world terrain crossed", 20_000)    # see kept_crossed


def sweep_problem(state, u, poses: np.ndarray, moves: np.ndarray, *, charging_at: str = "",
                  ignore: tuple = (), gap_ok: tuple = (), shaped: tuple | None = None) -> tuple[str, str, int]:
    """Why sweeping `u` along these sub-steps is illegal ('' if not), its section, and the terrain
    categories crossed. `ignore`: units left out altogether; `gap_ok`: enemies it may pass within 1" of
    (but not cross).

    Kept across states (`_SWEEPS`) under all it reads: the swept corners and moves, the terrain (by its
    key), the mover's id, side and flying, the units left out, and the keys, corners, sides and names of
    the bases whose boxes come within 1.01" of the swept ground (the sweeps below test no other: the
    crossing test's boxes must meet, the 1" test's come within 1" - 1e-3).

    `shaped`: what `moveshape.sweep_shape(poses, moves, u.width, u.depth)` gives, when the caller has it."""
    corners, boxes, extent, corner_bytes, move_bytes = shaped or sweep_shape(poses, moves, u.width, u.depth)
    if _off_table(state, extent):
        return _OFF_TABLE
    g = geo(state)
    key = _key(state, g, u, extent, corner_bytes, move_bytes, charging_at, ignore, gap_ok)
    return _SWEEPS.ask(key, lambda: _sweep(state, g, u, corners, moves, boxes, extent, charging_at, ignore,
                                           gap_ok, (corner_bytes, move_bytes)))


_OFF_TABLE = ("the move leaves the table", S.MOVEMENT, 0)


def _off_table(state, extent) -> bool:
    x0, x1, y0, y1 = extent
    W, H = state.table
    return x0 < -1e-6 or y0 < -1e-6 or x1 > W + 1e-6 or y1 > H + 1e-6


def _key(state, g, u, extent, corner_bytes, move_bytes, charging_at, ignore, gap_ok) -> tuple:
    """`sweep_problem`'s key in `_SWEEPS` (see there)."""
    x0, x1, y0, y1 = extent
    pad = ENEMY_GAP + 0.01
    near_keys, near_verts = g.near(x0 - pad, x1 + pad, y0 - pad, y1 + pad)
    units = state.units
    return (state.terrain_key, u.id, u.side, u.flyer, charging_at, ignore, gap_ok, corner_bytes,
            move_bytes, near_keys, near_verts, tuple((units[k].side, units[k].name) for k in near_keys))


def _sweep(state, g, u, corners, moves, boxes, extent, charging_at, ignore, gap_ok, rows_key) -> tuple[str, str, int]:
    hits = None
    if len(g.units):
        # one sweep for both tests of the bases (`bases_twice`): each answers as it would swept alone
        shapes, tol = bases_twice(g)
        hits = shapes.sweep(corners, moves, tol=tol, boxes=boxes, extent=extent).any(axis=0)

    def terrain_hits():
        return terrain_sets(state)[0].sweep(corners, moves, tol=1e-4, boxes=boxes, extent=extent).any(axis=0)
    return sweep_verdict(state, g, u, hits, lambda: kept_crossed(state, rows_key, terrain_hits), charging_at,
                         ignore, gap_ok)


def sweep_verdict(state, g, u, hits, crossed, charging_at, ignore, gap_ok) -> tuple[str, str, int]:
    """`sweep_problem`'s answer from the hits of the swept ground: `hits`, on the bases twice (crossed, then
    met within 1": `bases_twice`; None when no base is on the table), and `crossed()`, the categories of the
    terrain it crosses (`terrain_crossed`; asked only when no base is in the way)."""
    n = len(g.units)
    if n:
        for j in np.nonzero(hits[:n])[0].tolist():                  # the bases crossed
            other = g.units.keys[j]
            if other == u.id or other in ignore or other == charging_at:
                continue
            who = state.units[other]
            return f"the block would cross {who.name}", S.SLIDE if who.side == u.side else S.MOVEMENT, 0
        for j in np.nonzero(hits[n:])[0].tolist():                  # the bases it comes within 1" of
            other = g.units.keys[j]
            if other in ignore or other in gap_ok or other == charging_at or state.units[other].side == u.side:
                continue
            return f"it would come within 1\" of {state.units[other].name} without charging", S.MOVEMENT, 0
    got = crossed()
    if got & BLOCKS_MOVE and not u.flyer:
        return "the block would enter impassable ground or a building", S.IMPASSABLE, got
    return "", "", got


def terrain_crossed(state, terrain_hits) -> int:
    """The categories of the terrain shapes the swept ground meets (`terrain_hits()`: its hits on them,
    asked only when there is terrain)."""
    ts, cats = terrain_sets(state)
    got = 0
    if len(ts):
        for j in np.nonzero(terrain_hits())[0].tolist():
            got |= cats[j]
    return got


def kept_crossed(state, rows_key: tuple, terrain_hits) -> int:
    """`terrain_crossed`, kept across states (`_CROSSED`) under all the terrain sweep reads: the terrain (by
    its key) and the sweep rows (`rows_key`: their corners' and moves' bytes; the boxes follow from them)."""
    return _CROSSED.ask((state.terrain_key,) + rows_key, lambda: terrain_crossed(state, terrain_hits))


_TWICE = ("bases twice",)                          # its key in a Geo's memo


def bases_twice(g) -> tuple:
    """(shapes, tolerances): the bases on the table (crossed: overlap by more than 1e-4), then the same
    bases again (met: within 1" less 1e-3, a negative tolerance); made once a state. (The terrain is swept
    apart: its many-sided shapes would pad every base to as many corners.)"""
    got = g.memo.get(_TWICE)
    if got is None:
        n = len(g.units)
        tol = np.concatenate([np.full(n, 1e-4), np.full(n, -(ENEMY_GAP - 1e-3))])
        got = g.memo[_TWICE] = (ConvexSet.concat([g.units, g.units]), tol)
    return got


def sweep_moves(state, u, moves: list, *, ignore: tuple = (), gap_ok: tuple = ()) -> None:
    """Works out `sweep_problem(state, u, poses, m, ignore=ignore, gap_ok=gap_ok, shaped=shape)` for each
    (m, shape) of `moves` (moves of `u`: their sweep rows and `sweep_shape`s) not yet kept, and keeps each
    answer under that call's key, sweeping the bases once (and the terrain once) for them all.

    Each answer is the one the move gets swept alone: a sweep decides each (row, shape) pair on its own
    once it has narrowed the shapes to those whose boxes meet the extent of all its rows (`ConvexSet.sweep`'s
    first test), so each move's hits are narrowed here to the shapes passing that test against the move's
    own extent (the extent of all the moves holds it, so the sweep's own first test keeps all of those)."""
    g = geo(state)
    todo = []
    for m, shape in moves:
        if _off_table(state, shape[2]):
            continue                                # answered without a sweep
        key = _key(state, g, u, shape[2], shape[3], shape[4], "", ignore, gap_ok)
        if _SWEEPS.get(key) is None:
            todo.append((key, m, shape))
    if len(todo) < 2:
        return                                      # swept alone when asked: no dearer
    corners = np.concatenate([s[0] for _, _, s in todo])
    rows = np.concatenate([m for _, m, _ in todo])
    boxes = tuple(np.concatenate([s[1][i] for _, _, s in todo]) for i in range(4))
    ext = np.repeat(np.array([s[2] for _, _, s in todo]), [len(m) for _, m, _ in todo], axis=0)
    extent = (float(ext[:, 0].min()), float(ext[:, 1].max()), float(ext[:, 2].min()), float(ext[:, 3].max()))
    hits = None
    if len(g.units):
        shapes, tol = bases_twice(g)
        hits = shapes.sweep(corners, rows, tol=tol, boxes=boxes, extent=extent) & shapes.meets_rows(*ext.T, tol)
    ts, _ = terrain_sets(state)
    terrain: list = []

    def terrain_hits(a: int, b: int):
        if not terrain:
            terrain.append(ts.sweep(corners, rows, tol=1e-4, boxes=boxes, extent=extent) & ts.meets_rows(*ext.T, 1e-4))
        return terrain[0][a:b].any(axis=0)
    a = 0
    for key, m, shape in todo:
        b = a + len(m)
        crossed = (lambda a=a, b=b, shape=shape:
                   kept_crossed(state, (shape[3], shape[4]), lambda: terrain_hits(a, b)))
        _SWEEPS.put(key, sweep_verdict(state, g, u, None if hits is None else hits[a:b].any(axis=0), crossed, "",
                                       ignore, gap_ok))
        a = b

