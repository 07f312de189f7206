"""The state of a battle: plain data, cheap to copy.

Units stand on tiles (col, row). A formation is a group of units that act
together; the formation carries the Shock and the action it is taking.
The board (`CellMap`) and the profiles never change, so copies share them.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ...core.cellmap import CellMap
from ...core.slotcopy import slot_copier
from .profiles import Profile

__all__ = ["UnitState", "FormationState", "Activation", "FmState", "clone_state", "TURN_LIMIT"]

TURN_LIMIT = 6  # Wartable's default when a scenario sets none (see the rulings)


@dataclass(slots=True)
class UnitState:
    id: str
    side: str
    name: str
    profile: str
    formation: str
    col: int
    row: int
    wounds: int = 0          # casualties taken
    alive: bool = True
    lost_how: str = ""       # "shot", "assault", "dangerous", "formation", "zone", "routed"

    @property
    def cell(self) -> tuple[int, int]:
        return (self.col, self.row)

    def copy(self) -> "UnitState":
        """A copy (every field is a plain value), made field by field (`core.slotcopy`)."""
        return _copy_unit(self)


@dataclass(slots=True)
class FormationState:
    id: str
    side: str
    name: str
    units: tuple[str, ...]
    shock: int = 0
    acted: bool = False        # has taken its action this turn
    overwatch: bool = False
    routed: bool = False

    def copy(self) -> "FormationState":
        """A copy (every field is a plain value or a tuple), made field by field (`core.slotcopy`)."""
        return _copy_formation(self)


_copy_unit = slot_copier(UnitState)
_copy_formation = slot_copier(FormationState)


@dataclass(slots=True)
class Activation:
    """The formation acting now, its action and how far through it is."""

    formation: str
    order: str                       # move, march, engage, shoot
    moves_left: int = 0              # moves still to take, this one included
    moves_done: int = 0
    moved: list[str] = field(default_factory=list)        # units that moved in this move
    cautious: list[str] = field(default_factory=list)     # units declared cautious for this move
    shot: list[str] = field(default_factory=list)         # units that shot
    in_zone: list[str] = field(default_factory=list)      # units that began the action in an enemy zone
    road: bool = False                                    # a road march (no test; stay on the road)

    def copy(self) -> "Activation":
        return Activation(self.formation, self.order, self.moves_left, self.moves_done, list(self.moved),
                          list(self.cautious), list(self.shot), list(self.in_zone), self.road)


@dataclass(slots=True)
class FmState:
    sides: tuple[str, str]
    side_names: dict[str, str]
    units: dict[str, UnitState]
    formations: dict[str, FormationState]
    profiles: dict[str, Profile]
    terrain: CellMap
    objectives: tuple[tuple[str, tuple[int, int], int], ...] = ()   # (name, cell, points)
    turn: int = 1
    turn_limit: int = TURN_LIMIT
    first: str = ""
    to_act: str | None = None
    active: Activation | None = None
    ruined: set = field(default_factory=set)             # building tiles turned to ruins
    building_damage: dict = field(default_factory=dict)   # tile -> damage
    zoc_lost: set = field(default_factory=set)           # units without a zone of control this assault
    over: bool = False
    end_reason: str = ""
    _memo: dict = field(default_factory=dict, repr=False, compare=False)   # views and move rules, per state

    def profile_of(self, u: UnitState) -> Profile:
        return self.profiles[u.profile]

    def other(self, side: str) -> str:
        return self.sides[1] if side == self.sides[0] else self.sides[0]

    def living(self, side: str | None = None) -> list[UnitState]:
        return [u for u in self.units.values() if u.alive and (side is None or u.side == side)]

    def members(self, formation_id: str) -> list[UnitState]:
        """The living units of a formation, in scenario order."""
        return [self.units[i] for i in self.formations[formation_id].units if self.units[i].alive]

    def formation_of(self, u: UnitState) -> FormationState:
        return self.formations[u.formation]

    def live_formations(self, side: str | None = None) -> list[FormationState]:
        return [f for f in self.formations.values()
                if not f.routed and (side is None or f.side == side) and self.members(f.id)]

    def ready(self, side: str) -> list[FormationState]:
        return [f for f in self.live_formations(side) if not f.acted]

    def occupant(self) -> dict[tuple[int, int], UnitState]:
        return {u.cell: u for u in self.units.values() if u.alive}

    def integrity_left(self, u: UnitState) -> int:
        return self.profile_of(u).integrity - u.wounds


def clone_state(s: FmState) -> FmState:
    return FmState(s.sides, s.side_names, {k: u.copy() for k, u in s.units.items()},
                   {k: f.copy() for k, f in s.formations.items()}, s.profiles, s.terrain, s.objectives, s.turn,
                   s.turn_limit, s.first, s.to_act, s.active.copy() if s.active else None, set(s.ruined),
                   dict(s.building_damage), set(s.zoc_lost), s.over, s.end_reason)
