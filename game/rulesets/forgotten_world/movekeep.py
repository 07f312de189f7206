"""A unit's sample moves and which of them are legal, kept across states: the movement phase's legal list
judges every unmoved unit's sample moves at each decision, while one decision moves one unit.

`legal_samples` is asked only for a unit that may move now (`movement.move_refused` passes it: its move is
in its own player's movement phase, it is on the table, has not moved, charged nor fled, is not in combat
nor caged) and that is neither attached nor a garrison (those have no sample moves). For such a unit and a
sample move (no join, no building entered) the check reads: the battle not being over, the unit's own
record, the table's size, the terrain (by its key) and, through `sweeps.sweep_problem` (the only reader
of other units), the bases whose boxes meet the move's swept ground grown by 1.01" (their keys, corners
and sides); a move that slides also sweeps ahead of the slide (`_slide_needed`), so a unit with one is
judged afresh. So the moves are kept under the unit's record, and their verdicts under that record, the
table, the terrain key and the bases whose boxes meet all the moves' grown swept ground together. When
they are judged, their sweeps are made first, together (`sweeps.sweep_moves`), and kept for `plan_move`.
"""
from __future__ import annotations

import struct
from dataclasses import fields
from operator import attrgetter

from ...core.kept import Kept
from ...geometry.plane import Pose
from .geo import geo
from .movegen import sample_moves
from .moveshape import shaped
from .sweeps import ENEMY_GAP, sweep_moves
from .state import Unit

__all__ = ["legal_samples", "unit_record"]

_LAID_OUT = Kept("forgotten_world sample moves", 5_000)      # unit record -> (moves, their ground's box)
_JUDGED = Kept("forgotten_world sample verdicts", 20_000)    # see legal_samples
_FIELDS = attrgetter(*(f.name for f in fields(Unit) if f.name not in ("x", "y", "heading", "effects")))


def unit_record(u) -> tuple | None:
    """Every field of the unit: the pose by its exact bits (-0.0 is not 0.0: a move's text would differ),
    the effects as tuples, M with its type. None (not kept) when the pose is not floats."""
    if type(u.x) is not float or type(u.y) is not float or type(u.heading) is not float:
        return None
    return (struct.pack("3d", u.x, u.y, u.heading), _FIELDS(u), tuple(map(tuple, u.effects)), type(u.M))


def legal_samples(ruleset, state, u) -> list:
    """The sample moves of `u` (`movegen.sample_moves`) that `ruleset.allowed` passes, in order."""
    rec = unit_record(u) if not state.result else None
    if rec is None:
        return [m for m in sample_moves(state, u) if _allowed(ruleset, state, m)]
    moves, box, swept = _LAID_OUT.ask(rec, lambda: _lay_out(state, u))

    def judge() -> tuple:
        sweep_moves(state, u, swept)                # their sweeps at once, kept for plan_move to read
        return tuple(_allowed(ruleset, state, m) for m in moves)
    if box is None:
        oks = judge()
    else:
        keys, verts = geo(state).near(*box)
        units = state.units
        key = (rec, state.table, state.terrain_key, keys, verts, tuple(units[k].side for k in keys))
        oks = _JUDGED.ask(key, judge)
    return [m for m, ok in zip(moves, oks) if ok]


def _allowed(ruleset, state, m) -> bool:
    try:
        return ruleset.allowed(state, m)
    except Exception:  # noqa: BLE001  (as the legal list counts any failure)
        return False


def _lay_out(state, u) -> tuple:
    """(the sample moves, the box (x0, x1, y0, y1) holding every box `sweep_problem` reads bases in for
    them, or None when one slides, or when none is swept; the sweep rows and `sweep_shape` of each move
    that is a manoeuvre, as `plan_move` sweeps them: `sweeps.sweep_moves`)."""
    moves = tuple(sample_moves(state, u))
    pad = ENEMY_GAP + 0.01                                  # as sweep_problem grows a move's extent
    x0 = y0 = float("inf")
    x1 = y1 = float("-inf")
    swept = []
    slides = False
    for m in moves:
        try:
            path = [Pose(float(p[0]), float(p[1]), float(p[2])) for p in m.path]
        except (TypeError, ValueError, IndexError):
            continue                                        # refused before any sweep
        shape = shaped(u, u.pose, path)
        if shape[0] is None:
            continue                                        # no manoeuvre: refused before any sweep
        swept.append((shape[2], shape[3]))
        slides = slides or any(s.kind == "slide" for s in shape[0])
        ex0, ex1, ey0, ey1 = shape[3][2]
        x0, x1, y0, y1 = min(x0, ex0 - pad), max(x1, ex1 + pad), min(y0, ey0 - pad), max(y1, ey1 + pad)
    return moves, ((x0, x1, y0, y1) if x0 <= x1 and not slides else None), tuple(swept)
