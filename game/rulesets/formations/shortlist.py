"""A few sensible moves of a formation for a quick look ahead (the `ai_shortlist` hook: Hard's playouts).

A formation's move offers every tile each of its units can reach (often a hundred options and more), too
many to weigh at every step of a playout. The shortlist keeps every action that is not a move (orders,
caution, the end of a move, shots) and, of each unit's moves, only a few whose aims are plain:

- toward the objective: the tile nearest the nearest objective its side does not hold (ground units);
- toward the enemy: the tile fewest tiles short of striking the nearest enemy (within its longest
  weapon's range, next to it for assault troops), as far from it as that allows;
- into cover: the tile of the best cover, nearest the nearest aim (objective or enemy) among those;
- each of the first two again among the tiles within `LINK` of a formation mate where the mates stand
  now (a step that keeps the unit in the chain as it stands).

Ties go to the tile offered first, so the shortlist is a deterministic subset of the options, in their order.
Staying put is not a move: it is the end of the move, which is kept.
"""
from __future__ import annotations

from typing import Callable

from ...core.actions import Action
from ...core.shortlist import trimmed
from .actions import Move
from .coherency import LINK
from .state import FmState
from .terrain import cover_value, tile_types
from .victory import holders

__all__ = ["shortlist"]

Cell = tuple[int, int]


def shortlist(state: FmState, options: list[Action]) -> list[Action]:
    """The options worth a quick look: every one that is not a move, and a few moves per unit (see the
    module docstring). Options without a move come back unchanged."""
    aims = _Aims(state)
    return trimmed(options, _plain, lambda by_unit: {i for uid, moves in by_unit.items()
                                                     for i in _unit_picks(state, uid, moves, aims)})


def _plain(a) -> bool:
    return type(a) is Move and bool(a.path)

class _Aims:
    """What a side's units aim at (the objectives it does not hold, the enemy), with each tile's distance
    to the nearest of them worked out once per shortlist."""

    def __init__(self, state: FmState) -> None:
        self.state = state
        self.held = holders(state)
        self._goals: dict[str, list[Cell]] = {}
        self._foes: dict[str, list[Cell]] = {}
        self._near: dict[tuple, int] = {}
        self._cover: dict[tuple, int] = {}

    def goals(self, side: str) -> list[Cell]:
        g = self._goals.get(side)
        if g is None:
            g = self._goals[side] = [cell for (_n, cell, _pts), h in zip(self.state.objectives, self.held)
                                     if h != side]
        return g

    def foes(self, side: str) -> list[Cell]:
        f = self._foes.get(side)
        if f is None:
            f = self._foes[side] = [u.cell for u in self.state.units.values() if u.alive and u.side != side]
        return f

    def nearest(self, cell: Cell, what: str, side: str) -> int:
        """Tiles (king moves) from `cell` to the nearest of `side`'s goals or foes (`what`); 0 if none."""
        key = (cell, what, side)
        d = self._near.get(key)
        if d is None:
            targets = self.goals(side) if what == "goal" else self.foes(side)
            c, r = cell
            d = self._near[key] = min([max(abs(c - x), abs(r - y)) for x, y in targets]) if targets else 0
        return d

    def cover(self, cell: Cell, unit_class: str) -> int:
        """The cover the tile gives a unit of `unit_class`."""
        key = (cell, unit_class)
        v = self._cover.get(key)
        if v is None:
            state = self.state
            v = self._cover[key] = cover_value(tile_types(state.terrain.types(cell), cell, state.ruined), unit_class)
        return v


def _unit_picks(state: FmState, uid: str, moves: list[tuple[int, Cell]], aims: _Aims) -> set[int]:
    """The indices of the moves kept for unit `uid` (`moves`: option index and destination tile)."""
    u = state.units[uid]
    p = state.profiles[u.profile]
    side, unit_class = u.side, p.unit_class
    goals = [] if p.air else aims.goals(side)
    foes = aims.foes(side)
    mates = [x.cell for x in state.members(u.formation) if x.id != uid]
    reach = max((w.range for w in p.weapons), default=1)
    nearest, cover = aims.nearest, aims.cover
    rows = []   # (option index, goal distance, foe distance, cover, near a mate)
    for i, cell in moves:
        c, r = cell
        rows.append((i, nearest(cell, "goal", side) if goals else 0, nearest(cell, "foe", side) if foes else 0,
                     cover(cell, unit_class), any(max(abs(c - x), abs(r - y)) <= LINK for x, y in mates)))
    keys: list[Callable[[tuple], tuple]] = [lambda m: (-m[3], m[1] if goals else m[2], m[0])]
    if goals:
        keys.append(lambda m: (m[1], m[0]))
    if foes:
        keys.append(lambda m: (max(m[2] - reach, 0), -m[2], m[0]))
    near = [m for m in rows if m[4]]
    out = {min(rows, key=keys[0])[0]}     # into cover
    for key in keys[1:]:
        out.add(min(rows, key=key)[0])
        if near:
            out.add(min(near, key=key)[0])
    return out
