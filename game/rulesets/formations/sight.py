"""Sight (Wartable's ruling; the text names Vision and obscuring terrain but no rules for them).

A unit sees `VISION` tiles, +2 on a hill (the hills' +2 Vision). The line
between two tiles is `tiles.tile_line`; terrain that hides (woods, jungle,
buildings, ruins, fortifications, bunkers, cliffs) on the tiles between them
obscures: one such tile leaves the target partially obscured (-1 to hit), two
or more hide it. Air units see and are seen over terrain.
"""
from __future__ import annotations

from dataclasses import dataclass

from ...geometry.tiles import distance, tile_line
from .state import FmState, UnitState
from .terrain import SIGHT_BLOCKING, TABLE, tile_types

__all__ = ["VISION", "SightLine", "sight_line", "vision_of", "visible_tiles"]

VISION = 10


@dataclass(frozen=True, slots=True)
class SightLine:
    distance: int
    vision: int
    blockers: tuple[tuple[int, int], ...]   # hiding tiles between the two

    @property
    def seen(self) -> bool:
        return self.distance <= self.vision and len(self.blockers) < 2

    @property
    def obscured(self) -> bool:
        return len(self.blockers) == 1


def vision_of(state: FmState, u: UnitState) -> int:
    types = tile_types(state.terrain.types(u.cell), u.cell, state.ruined)
    bonus = max((TABLE[t].trait(state.profile_of(u).unit_class).vision for t in types), default=0)
    return VISION + bonus


def sight_line(state: FmState, viewer: UnitState, target: UnitState) -> SightLine:
    d = distance(viewer.cell, target.cell)
    vision = vision_of(state, viewer)
    if state.profile_of(viewer).air or state.profile_of(target).air:
        return SightLine(d, vision, ())
    line = tile_line(viewer.cell, target.cell)[1:-1]
    blockers = tuple(c for c in line if not tile_types(state.terrain.types(c), c, state.ruined).isdisjoint(
        SIGHT_BLOCKING))
    return SightLine(d, vision, blockers)


def visible_tiles(state: FmState, viewer: UnitState) -> frozenset[tuple[int, int]]:
    """Every tile the unit sees: within its vision and hidden by fewer than two hiding tiles."""
    t = state.terrain
    vision = vision_of(state, viewer)
    air = state.profile_of(viewer).air
    hides = {}
    out = set()
    c0, r0 = viewer.cell
    for r in range(max(0, r0 - vision), min(t.rows, r0 + vision + 1)):
        for c in range(max(0, c0 - vision), min(t.cols, c0 + vision + 1)):
            if air:
                out.add((c, r))
                continue
            n = 0
            for x in tile_line(viewer.cell, (c, r))[1:-1]:
                h = hides.get(x)
                if h is None:
                    h = hides[x] = not tile_types(t.types(x), x, state.ruined).isdisjoint(SIGHT_BLOCKING)
                n += h
                if n >= 2:
                    break
            if n < 2:
                out.add((c, r))
    return frozenset(out)
