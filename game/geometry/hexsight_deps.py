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

from functools import lru_cache

import numpy as np

from . import hexsight_plans as _pl
from .hexes import Hex, Side, distance, side_of
from .hexsight_corners import rot

__all__ = ["sight_cells"]

_ROW_NAMES = ("", "p0", "p1", "c1", "c2")      # a row hex, its seam partners, its corner covers
_ENTRY_NAMES = ("k1", "k2", "k3", "k4")        # the corner covers of an entry's candidates


@lru_cache(maxsize=4096)
def _relative(fkey, dq: int, dr: int) -> tuple[tuple[int, int], ...]:
    """The hexes the plan of offset (dq, dr) reads, relative to the viewer (facing D0 when fkey is 0)."""
    reg = _pl.registry(fkey)
    e_idx, _, r_idx, _ = reg.gather(reg.ids(np.array([dq]), np.array([dr])))
    R, E = reg.rows, reg.ent
    q = np.concatenate([R[n + "q"][r_idx] for n in _ROW_NAMES] + [E[n + "q"][e_idx] for n in _ENTRY_NAMES])
    r = np.concatenate([R[n + "r"][r_idx] for n in _ROW_NAMES] + [E[n + "r"][e_idx] for n in _ENTRY_NAMES])
    return tuple(set(zip(q.tolist(), r.tolist())))


@lru_cache(maxsize=1 << 14)
def _turned(fkey, dq: int, dr: int, k: int) -> tuple[tuple[int, int], ...]:
    """`_relative` turned by k sixths."""
    return tuple(rot(q, r, k) for q, r in _relative(fkey, dq, dr))


def sight_cells(viewer: Hex, facing: int | None, target: Hex) -> frozenset[Hex]:
    """Every hex whose blocking `visible(viewer, facing, target, ...)` (or `sees`, with facing None)
    may read, under the rule ``"any"``."""
    if target == viewer or distance(viewer, target) == 1:
        return frozenset()
    if facing is not None and side_of(viewer, facing, target) is not Side.FRONT:
        return frozenset()
    k = 0 if facing is None else int(facing)
    dq, dr = rot(target[0] - viewer[0], target[1] - viewer[1], -k)
    vq, vr = viewer[0], viewer[1]
    vs = -vq - vr
    return frozenset([tuple.__new__(Hex, (a + vq, c + vr, vs - a - c))
                      for a, c in _turned(None if facing is None else 0, int(dq), int(dr), k)])
