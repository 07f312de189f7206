"""One unit's move: where it may step, what a step costs, and where it may stop.

A move takes a unit up to its speed in single steps to any of the eight
neighbouring tiles (ruling: a diagonal step costs 1, like the zone of control
counts it). Impeded terrain costs 2 a step for infantry and armoured vehicles
(the speed halved). A unit that stays on roads for its whole move gets +2
speed (Well-Travelled). Moving cautiously: speed 1.
"""
from __future__ import annotations

from dataclasses import dataclass

from ...core.cellmap import CellMap
from ...geometry.memo import remember
from ...geometry.tilereach import tile_reach
from ...geometry.tiles import distance
from . import refs
from .state import FmState, UnitState
from .terrain import DANGEROUS, IMPASSABLE, IMPEDED, ROAD, movement_effect, tile_types
from .zoc import enemy_zone

__all__ = ["MoveRules", "ROAD_BONUS", "DANGER_TIE", "PathProblem", "base_costs", "road_tiles"]

ROAD_BONUS = 2
DANGER_TIE = 0.001   # a dangerous step costs a hair more, so routes avoid danger when it costs no tiles
IMPEDED_COST = 2


@dataclass(slots=True)
class PathProblem:
    reason: str
    section: str


class MoveRules:
    """Everything one unit's move depends on, worked out once."""

    __slots__ = ("state", "unit", "profile", "cols", "rows", "start", "speed", "charge", "zone", "began_in_zone",
                 "occ", "_eff", "_types", "_touch", "_found", "_base", "_roads")

    def __init__(self, state: FmState, unit: UnitState, *, cautious: bool = False, charge: bool = False,
                 zone: frozenset | None = None, occupant: dict | None = None) -> None:
        self.state, self.unit = state, unit
        self.profile = state.profile_of(unit)
        self.cols, self.rows = state.terrain.cols, state.terrain.rows
        self.start = unit.cell
        self.speed = 1 if cautious else self.profile.speed
        self.charge = charge
        self.zone = frozenset() if self.profile.air else (zone if zone is not None else enemy_zone(state, unit.side))
        self.began_in_zone = self.start in self.zone
        self.occ = occupant if occupant is not None else state.occupant()
        memo = state._memo
        self._types: dict = memo.setdefault("types", {})
        self._eff: dict = memo.setdefault(("effects", self.profile.unit_class, self.profile.climbing_gear,
                                           self.profile.air), {})
        self._touch: frozenset | None = None
        p = self.profile
        self._base = base_costs(state.terrain, frozenset(state.ruined), p.unit_class, p.climbing_gear, p.air,
                                p.armoured)
        self._roads = road_tiles(state.terrain)
        self._found: dict | None = None

    # -- the tiles ------------------------------------------------------------------------------
    def types(self, cell) -> frozenset[str]:
        ts = self._types.get(cell)
        if ts is None:
            ts = self._types[cell] = tile_types(self.state.terrain.types(cell), cell, self.state.ruined)
        return ts

    def effect(self, cell) -> str:
        e = self._eff.get(cell)
        if e is None:
            if self.profile.air:
                e = "none"
            else:
                e = movement_effect(self.types(cell), self.profile.unit_class, self.profile.climbing_gear)
            self._eff[cell] = e
        return e

    def dangerous(self, cell) -> bool:
        return self.effect(cell) == DANGEROUS

    def step_cost(self, cell) -> float:
        p = self.profile
        slow = (not p.air and (p.unit_class == "infantry" or p.armoured) and not self.types(cell).isdisjoint(IMPEDED))
        return (IMPEDED_COST if slow else 1) + (DANGER_TIE if self.dangerous(cell) else 0)

    def enter_problem(self, cell) -> PathProblem | None:
        """Why the unit may not step into `cell` (None: it may)."""
        if not (0 <= cell[0] < self.cols and 0 <= cell[1] < self.rows):
            return PathProblem("that tile is off the map", refs.MOVEMENT)
        if self.effect(cell) == IMPASSABLE:
            name = ", ".join(sorted(self.types(cell)))
            return PathProblem(f"{name} is impassable to {self.profile.kind.lower()}", refs.TERRAIN)
        other = self.occ.get(cell)
        if other is not None and other.id != self.unit.id and not self.profile.air:
            if other.side != self.unit.side:
                return PathProblem(f"{other.name} is an enemy: units cannot move through enemies", refs.OTHER_UNITS)
            oprof = self.state.profile_of(other)
            if not (oprof.unit_class == "infantry" and not oprof.air) and self.profile.unit_class != "infantry":
                return PathProblem(f"only infantry may move through {other.name} (not infantry)", refs.OTHER_UNITS)
        if cell in self.zone and not self.charge and not self.began_in_zone:
            return PathProblem("that tile is in an enemy zone of control: only a charge may enter it", refs.ZOC)
        return None

    def end_problem(self, cell) -> PathProblem | None:
        """Why the unit may not stop in `cell` (None: it may)."""
        other = self.occ.get(cell)
        if other is not None and other.id != self.unit.id:
            return PathProblem(f"{other.name} stands there: one unit per tile", refs.OTHER_UNITS)
        if self.profile.air:
            return None
        if self.charge:
            if cell in self.zone and not self.contact(cell):
                return PathProblem("a charge may end in an enemy zone of control only in contact with an enemy",
                                   refs.ZOC)
        elif self.began_in_zone and cell in self.zone:
            return PathProblem(f"{self.unit.name} began in an enemy zone of control: it must leave it (or charge)",
                               refs.ZOC)
        return None

    def contact(self, cell) -> bool:
        """Whether a unit standing in `cell` touches a (ground) enemy."""
        if self._touch is None:
            st = self.state
            self._touch = frozenset((u.col + dc, u.row + dr) for u in st.living(st.other(self.unit.side))
                                    if not st.profile_of(u).air for dc in (-1, 0, 1) for dr in (-1, 0, 1)
                                    if dc or dr)
        return cell in self._touch

    def _enter_cost(self, cell, roads_only: bool = False):
        """The hot path of `enter_problem`: the cost of stepping into `cell`, None when forbidden."""
        w = self._base.get(cell)
        if w is None:
            return None
        other = self.occ.get(cell)
        if other is not None and not self.profile.air and other.id != self.unit.id:
            if other.side != self.unit.side:
                return None
            oprof = self.state.profile_of(other)
            if not (oprof.unit_class == "infantry" and not oprof.air) and self.profile.unit_class != "infantry":
                return None
        if not self.charge and not self.began_in_zone and cell in self.zone:
            return None
        if roads_only and cell not in self._roads:
            return None
        return w

    def _enter_road(self, cell):
        return self._enter_cost(cell, True)

    # -- the search -----------------------------------------------------------------------------
    def search(self) -> dict[tuple[int, int], tuple[float, tuple]]:
        """Every tile the unit may stop in: (cost, path after the start). Worked out once."""
        if self._found is not None:
            return self._found
        out: dict = {}
        runs = [(False, self.speed)]
        if ROAD in self.types(self.start) and not self.profile.air and self.speed > 1:
            runs.append((True, self.speed + ROAD_BONUS))
        for roads_only, budget in runs:
            r = tile_reach(self.start, self._enter_road if roads_only else self._enter_cost, budget + 0.5,
                           self.cols, self.rows)
            for cell in r:
                if cell == self.start or self.end_problem(cell) is not None:
                    continue
                cost = r.cost(cell)
                if cell not in out or cost < out[cell][0]:
                    out[cell] = (cost, r.route(cell))
        self._found = out
        return out

    def path_problem(self, path: tuple) -> PathProblem | None:
        """Why walking `path` (the tiles after the start) is not a legal move. A path the search has
        already found is legal without a second walk: the search's steps are king moves that
        `_enter_cost` allows, exactly the steps `enter_problem` allows (the road run's a subset), at the
        prices `step_cost` gives, summed in the same order; its cost is at most the budget + 0.5, so its
        whole tiles are within the budget (a road run's only on roads from a road start, as below); and
        its end passed `end_problem`."""
        found = self._found
        if found is not None and path:
            got = found.get(path[-1])
            if got is not None and got[1] == path:
                return None
        prev, cost, on_road = self.start, 0.0, ROAD in self.types(self.start)
        for cell in path:
            if distance(prev, cell) != 1:
                return PathProblem(f"{cell} is not next to {prev}: a move goes one tile at a time", refs.MOVEMENT)
            why = self.enter_problem(cell)
            if why is not None:
                return why
            cost += self.step_cost(cell)
            on_road = on_road and ROAD in self.types(cell)
            prev = cell
        budget = self.speed + (ROAD_BONUS if on_road and not self.profile.air and self.speed > 1 else 0)
        if int(cost) > budget:
            return PathProblem(f"that move takes {int(cost)} tiles of movement; {self.unit.name} has {budget}",
                               refs.MOVEMENT)
        return self.end_problem(path[-1]) if path else None

    def used(self, path: tuple) -> int:
        return int(sum(self.step_cost(c) for c in path))


@remember(64)
def base_costs(terrain: CellMap, ruined: frozenset, unit_class: str, climbing_gear: bool, air: bool,
               armoured: bool) -> dict:
    """tile -> the price of a step into it for a class (None: impassable), for a whole map. The board
    never changes during a battle, so this is worked out once per class (and per set of ruined buildings)."""
    out = {}
    slowed = unit_class == "infantry" or armoured
    for cell in terrain:
        if air:
            out[cell] = 1
            continue
        ts = tile_types(terrain.types(cell), cell, ruined)
        eff = movement_effect(ts, unit_class, climbing_gear)
        if eff == IMPASSABLE:
            out[cell] = None
            continue
        cost = IMPEDED_COST if slowed and not ts.isdisjoint(IMPEDED) else 1
        out[cell] = cost + (DANGER_TIE if eff == DANGEROUS else 0)
    return out


@remember(16)
def road_tiles(terrain: CellMap) -> frozenset:
    return frozenset(c for c in terrain if ROAD in terrain.types(c))
