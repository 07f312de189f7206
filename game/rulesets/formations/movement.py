"""One unit's move: where it may step, what a step costs, and where it may stop.

A move takes a unit up to its speed in single steps to any of the eight
neighbouring tiles (ruling: a diagonal step costs 1, like the zone of control
counts it). Impeded terrain costs 2 a step for infantry and armoured vehicles
(the speed halved). A unit that stays on roads for its whole move gets +2
speed (Well-Travelled). Moving cautiously: speed 1.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterator

from ...geometry.cellreach import BLOCKED, reach
from ...geometry.tiles import DIRS8, distance
from . import refs
from .state import FmState, UnitState
from .terrain import DANGEROUS, IMPASSABLE, IMPEDED, ROAD, movement_effect, tile_types
from .zoc import enemy_zone

__all__ = ["MoveRules", "ROAD_BONUS", "DANGER_TIE", "rules_for", "destinations", "check_path", "PathProblem"]

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
                 "occ", "_eff", "_types")

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
        self._eff: dict = {}
        self._types: dict = {}

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
        for u in self.state.living(self.state.other(self.unit.side)):
            if distance(u.cell, cell) == 1 and not self.state.profile_of(u).air:
                return True
        return False

    # -- the search -----------------------------------------------------------------------------
    def _steps(self, roads_only: bool):
        def step(cell) -> Iterator:
            c, r = cell
            for dc, dr in DIRS8:
                n = (c + dc, r + dr)
                if self.enter_problem(n) is not None or (roads_only and ROAD not in self.types(n)):
                    yield n, 0, BLOCKED
                    continue
                yield n, self.step_cost(n), 0
        return step

    def search(self) -> dict[tuple[int, int], tuple[float, tuple]]:
        """Every tile the unit may stop in: (cost, path after the start)."""
        out: dict = {}
        runs = [(False, self.speed)]
        if ROAD in self.types(self.start) and not self.profile.air and self.speed > 1:
            runs.append((True, self.speed + ROAD_BONUS))
        for roads_only, budget in runs:
            r = reach(self.start, self._steps(roads_only), budget + 0.5)
            for cell in r:
                if cell == self.start or self.end_problem(cell) is not None:
                    continue
                cost = r.cost(cell)
                if cell not in out or cost < out[cell][0]:
                    out[cell] = (cost, tuple(r.path(cell)[1:]))
        return out

    def path_problem(self, path: tuple) -> PathProblem | None:
        """Why walking `path` (the tiles after the start) is not a legal move."""
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


def rules_for(state: FmState, unit: UnitState, cautious: bool = False, charge: bool = False) -> MoveRules:
    return MoveRules(state, unit, cautious=cautious, charge=charge)


def destinations(rules: MoveRules) -> dict:
    return rules.search()


def check_path(rules: MoveRules, path: tuple) -> PathProblem | None:
    return rules.path_problem(path)
