"""Zones of control: every unit's reaches 2 tiles in every direction.

Diagonals count as one tile (king moves, `tiles.within`), so a zone is the
5 x 5 square of tiles around the unit. Air units have none (ruling). A unit
in contact with an engaging enemy loses its zone for the rest of that assault
(`state.zoc_lost`).
"""
from __future__ import annotations

from ...core.kept import Kept
from ...geometry.tiles import within
from .state import FmState, UnitState

__all__ = ["ZOC_RANGE", "holders", "enemy_zone", "zone_of", "in_enemy_zone"]

ZOC_RANGE = 2

_ZONES = Kept("formations zones", 4096)    # (holders' tiles, cols, rows) -> the tiles of their zones


def holders(state: FmState, side: str) -> list[UnitState]:
    """The enemies of `side` whose zones of control hold now."""
    return [u for u in state.living(state.other(side))
            if not state.profile_of(u).air and u.id not in state.zoc_lost]


def zone_of(state: FmState, u: UnitState) -> list[tuple[int, int]]:
    t = state.terrain
    return within(u.cell, ZOC_RANGE, t.cols, t.rows)


def enemy_zone(state: FmState, side: str) -> frozenset[tuple[int, int]]:
    """Every tile inside a zone of control of an enemy of `side` (kept: it depends only on where the
    holders stand and the map's size)."""
    t = state.terrain
    cells = tuple(e.cell for e in holders(state, side))
    return _ZONES.ask((cells, t.cols, t.rows), lambda: _zones(cells, t.cols, t.rows))


def _zones(cells: tuple, cols: int, rows: int) -> frozenset[tuple[int, int]]:
    out: set = set()
    for c in cells:
        out.update(within(c, ZOC_RANGE, cols, rows))
    return frozenset(out)


def in_enemy_zone(state: FmState, u: UnitState) -> bool:
    return (not state.profile_of(u).air) and u.cell in enemy_zone(state, u.side)
