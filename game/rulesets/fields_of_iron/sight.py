"""What a unit sees, how far a target is, and whether a shot is clear.

Sight itself is the geometry's (`geometry.hexsight.visible`): from any part of
the viewer's three front edges to any part of the target hex, the two units'
own hexes never blocking. This module hands it the blocking hexes:

- every woods hex;
- every hill hex higher than both the viewer and the target stand (ruling
  "Seeing over hills");
- for shots only, the hexes of the shooter's friends (units never block
  sight, but nobody shoots through a friend), except friends standing
  immediately next to the hill the shooter stands on.
"""
from __future__ import annotations

from dataclasses import dataclass

from ...core.cellmap import CellMap
from ...core.kept import Kept
from ...geometry.hexes import ORIGIN, Hex, distance, neighbours
from ...geometry.hexarcs import Side, front_arc, side_of
from ...geometry.hexsight import visible as _visible
from ...geometry.hexsight import visible_from
from ...geometry.hexsight_deps import sight_cells
from ...geometry.memo import remember
from .state import FoiState, UnitState
from .terrain import hill_level, sight_blockers

__all__ = ["range_to", "in_arc", "sees", "ShotLine", "shot_line", "shot_friends", "hill_of", "beside_hill", "visible_cells", "arc_cells"]


_READS = Kept("fields_of_iron sight reads", 20_000)    # (viewer, facing, target) -> the hexes sight reads
_SIGHT = Kept("fields_of_iron sight", 50_000)          # (viewer, facing, target, blockers read) -> seen


def visible(viewer: Hex, facing: int, target: Hex, blocks: frozenset[Hex] | set[Hex]) -> bool:
    """The geometry's sight test, kept under the blockers among the hexes it reads (`sight_cells`): a
    friend far from the line leaves the answer as it was."""
    line = (viewer, facing, target)
    cells = _READS.get(line)
    if cells is None:
        cells = sight_cells(viewer, facing, target)
        _READS.put(line, cells)
    near = blocks & cells
    if type(near) is not frozenset:        # a set of blockers given: a key must not change
        near = frozenset(near)
    return _SIGHT.ask((viewer, facing, target, near), lambda: _visible(viewer, facing, target, near))


def range_to(viewer: Hex, facing: int, target: Hex) -> int:
    """Hexes from the nearest of the three front hexes to the target, both counted
    (a target just in front is at range 1)."""
    return _range(target[0] - viewer[0], target[1] - viewer[1], facing)


def in_arc(viewer: Hex, facing: int, target: Hex) -> bool:
    """Whether `target` lies in the front arc (the three front sides)."""
    return _in_arc(target[0] - viewer[0], target[1] - viewer[1], facing)


# `range_to` and `in_arc` are asked again for every shot on offer. Both are the same wherever the viewer
# stands (hex distances and sides are the same all over the grid), so they are remembered by where the
# target lies from the viewer and the facing, which a board repeats far more often than whole triples.
@remember(1 << 14)
def _range(dq: int, dr: int, facing: int) -> int:
    target = Hex(dq, dr, -dq - dr)
    return min(distance(f, target) for f in front_arc(ORIGIN, facing)) + 1


@remember(1 << 14)
def _in_arc(dq: int, dr: int, facing: int) -> bool:
    return (dq != 0 or dr != 0) and side_of(ORIGIN, facing, Hex(dq, dr, -dq - dr)) is Side.FRONT


def _eye(state: FoiState, a: Hex, b: Hex) -> int:
    t = state.terrain
    return max(hill_level(t, a), hill_level(t, b))


def sees(state: FoiState, viewer: UnitState, target: Hex) -> bool:
    """Whether `viewer` sees hex `target` (front arc and a clear line through the terrain)."""
    h = viewer.hex
    if not in_arc(h, viewer.facing, target):
        return False
    return visible(h, viewer.facing, target, sight_blockers(state.terrain, _eye(state, h, target)))


@remember(4096)
def hill_of(terrain: CellMap, h: Hex) -> frozenset[Hex]:
    """The hill (joined hill hexes) that `h` stands on; empty off the hills."""
    hills = terrain.cells_of("hill")
    if h not in hills:
        return frozenset()
    seen = {h}
    todo = [h]
    while todo:
        for n in neighbours(todo.pop()):
            if n in hills and n not in seen:
                seen.add(n)
                todo.append(n)
    return frozenset(seen)


@remember(4096)
def beside_hill(terrain: CellMap, h: Hex) -> frozenset[Hex]:
    """Hexes immediately next to the hill `h` stands on (not on it)."""
    hill = hill_of(terrain, h)
    return frozenset(n for x in hill for n in neighbours(x) if n not in hill)


@dataclass(frozen=True, slots=True)
class ShotLine:
    """How a shot at a target would go: `clear` (a line avoids terrain and friends),
    `over_friends` (only a line over friendly units exists), `in_sight`."""

    in_sight: bool
    clear: bool
    over_friends: bool


def shot_friends(state: FoiState, shooter: UnitState) -> frozenset[Hex]:
    """The hexes of the friends a shot may not pass (all but those next to the shooter's hill)."""
    exempt = beside_hill(state.terrain, shooter.hex)
    return frozenset(u.hex for u in state.living(shooter.side) if u.id != shooter.id and u.hex not in exempt)


def shot_line(state: FoiState, shooter: UnitState, target: UnitState, friends: frozenset | None = None) -> ShotLine:
    """`friends`: `shot_friends(state, shooter)`, when the caller has it."""
    h, t = shooter.hex, target.hex
    if not in_arc(h, shooter.facing, t):
        return ShotLine(False, False, False)
    terrain = sight_blockers(state.terrain, _eye(state, h, t))
    if friends is None:
        friends = shot_friends(state, shooter)
    if friends and visible(h, shooter.facing, t, terrain | friends):
        return ShotLine(True, True, False)
    if not visible(h, shooter.facing, t, terrain):
        return ShotLine(False, False, False)
    return ShotLine(True, not friends, bool(friends))


def visible_cells(state: FoiState, viewer: UnitState) -> frozenset[Hex]:
    """Every hex of the board `viewer` sees (units never block sight, so this depends
    on the terrain, the viewer's hex and its facing only, and is remembered)."""
    return _visible_cells(state.terrain, viewer.hex, viewer.facing)


@remember(1024)
def _visible_cells(terrain: CellMap, h: Hex, f: int) -> frozenset[Hex]:
    # The geometry's exact any-part rule over the whole map at once; then hill hexes higher than the
    # viewer one by one, since a higher hill is seen over lower hills (different blockers).
    eye = hill_level(terrain, h)
    low = sight_blockers(terrain, eye)
    out = set(visible_from(terrain.grid, h, f, low))
    out.discard(h)
    for c in terrain.cells_of("hill"):
        level = hill_level(terrain, c)
        if c not in out and level > eye and in_arc(h, f, c) and visible(h, f, c, sight_blockers(terrain, level)):
            out.add(c)
    return frozenset(out)


@remember(1024)
def _arc(terrain: CellMap, h: Hex, f: int) -> frozenset[Hex]:
    return frozenset(c for c in terrain if in_arc(h, f, c))


def arc_cells(state: FoiState, viewer: UnitState) -> frozenset[Hex]:
    """Every hex of the board in `viewer`'s front arc, seen or not."""
    return _arc(state.terrain, viewer.hex, viewer.facing)
