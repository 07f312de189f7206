"""Which hexes a hex sight test reads: `sight_cells(viewer, facing, target)`.

`hexsight.visible` (rule ``"any"``) and `hexsight.sees` ask whether a hex blocks only for the hexes of
the target's plan (`hexsight_plans`): each row hex between viewer and target, its seam partners and
corner covers, and the corner covers of each entry. So two sets of blockers that agree on those hexes
get the same answer, and a caller may remember an answer under the blockers among them (a unit that
stands far from the line changes nothing). The set is a superset (hexes whose flag a plan marks as
never counting are included too); it is empty when the answer reads no hex at all (the target is the
viewer, adjacent to it, or out of the front arc).

>>> from game.geometry.hexes import Hex, Facing
>>> cells = sight_cells(Hex(0, 0, 0), Facing.D2, Hex(0, -3, 3))
>>> Hex(0, -1, 1) in cells, Hex(0, 3, -3) in cells
(True, False)
>>> sight_cells(Hex(0, 0, 0), Facing.D2, Hex(0, -1, 1))
frozenset()
"""
from __future__ import annotations

from typing import NamedTuple

import numpy as np

from . import hexsight_plans as _pl
from .hexes import Hex, distance
from .hexarcs import Side, side_of
from .hexsight_corners import rot
from .memo import remember

__all__ = ["sight_cells", "plan_reads", "PlanReads"]

_MORE = ("p0", "p1", "c1", "c2")      # a row's seam partners at t = 0 and 1, and its two corner covers
_ENTRY = ("k1", "k2", "k3", "k4")     # the corner covers of an entry's viewer and target candidates


class PlanReads(NamedTuple):
    """What the plan of one target offset reads, turned to the viewer's facing, relative to the viewer.

    Row j (in the plan's row order) stands at ``row_at[j]``; its seam partners and corner covers are
    ``more[j]``, each counting only where ``more_ok[j]`` says so; entry i's corner covers are
    ``entry_more[i]`` under ``entry_ok[i]``; ``rows_of[i]`` lists the row positions of entry i;
    ``entries`` and ``rows`` are the registry's indices of the entries and rows.
    """

    entries: list[int]
    rows: list[int]
    row_at: list[tuple[int, int]]
    more: list[tuple[tuple[int, int], ...]]
    more_ok: list[tuple[bool, ...]]
    entry_more: list[tuple[tuple[int, int], ...]]
    entry_ok: list[tuple[bool, ...]]
    rows_of: list[list[int]]


@remember(1 << 14)
def plan_reads(fkey, dq: int, dr: int, k: int) -> PlanReads:
    """The reads of the plan of offset (dq, dr) (facing D0 when fkey is 0, no facing when None),
    turned by k sixths: the plan's own reads (`_unturned`, once per offset) turned in plain integers."""
    got = _unturned(fkey, dq, dr)
    if k % 6 == 0:
        return got
    turn = _TURNS[k % 6]
    return got._replace(row_at=[turn(q, r) for q, r in got.row_at],
                        more=[tuple([turn(q, r) for q, r in hs]) for hs in got.more],
                        entry_more=[tuple([turn(q, r) for q, r in hs]) for hs in got.entry_more])


# (q, r) turned by k sixths, as `hexsight_corners.rot` turns it (direction d -> d + k), k = 0..5
_TURNS = (lambda q, r: (q, r), lambda q, r: (q + r, -q), lambda q, r: (r, -q - r), lambda q, r: (-q, -r),
          lambda q, r: (-q - r, q), lambda q, r: (-r, q + r))


@remember(1 << 13)
def _unturned(fkey, dq: int, dr: int) -> PlanReads:
    """The reads of the plan of offset (dq, dr), not turned (the registry's own numbers, as plain ints)."""
    reg = _pl.registry(fkey)
    e_idx, _, r_idx, r_ent = reg.gather(reg.ids(np.array([dq]), np.array([dr])))
    R, E = reg.rows, reg.ent

    def at(table, idx, name):
        return list(zip(table[name + "q"][idx].tolist(), table[name + "r"][idx].tolist()))

    ents = r_ent.tolist()
    return PlanReads(e_idx.tolist(), r_idx.tolist(), at(R, r_idx, ""),
                     list(zip(*[at(R, r_idx, n) for n in _MORE])),
                     list(zip(*[R[n + "ok"][r_idx].tolist() for n in _MORE])),
                     list(zip(*[at(E, e_idx, n) for n in _ENTRY])),
                     list(zip(*[E[n + "ok"][e_idx].tolist() for n in _ENTRY])),
                     [[j for j, e in enumerate(ents) if e == i] for i in range(len(e_idx))])


def sight_cells(viewer: Hex, facing: int | None, target: Hex) -> frozenset[Hex]:
    """Every hex whose blocking `visible(viewer, facing, target, ...)` (or `sees`, with facing None)
    may read, under the rule ``"any"``."""
    if target == viewer or distance(viewer, target) == 1:
        return frozenset()
    if facing is not None and side_of(viewer, facing, target) is not Side.FRONT:
        return frozenset()
    k = 0 if facing is None else int(facing)
    dq, dr = rot(target[0] - viewer[0], target[1] - viewer[1], -k)
    return _cells(None if facing is None else 0, int(dq), int(dr), k, viewer[0], viewer[1])


def _cells(fkey, dq: int, dr: int, k: int, vq: int, vr: int) -> frozenset[Hex]:
    reads = plan_reads(fkey, dq, dr, k)
    rel = set(reads.row_at)
    for group in (reads.more, reads.entry_more):
        for hexes in group:
            rel.update(hexes)
    vs = -vq - vr
    return frozenset([tuple.__new__(Hex, (a + vq, c + vr, vs - a - c)) for a, c in rel])
