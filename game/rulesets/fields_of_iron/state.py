"""The state of a battle: plain data, cheap to copy.

Units keep their hex as axial (q, r) and their facing as 0..5 (the geometry's
`Facing`). The board and terrain (`CellMap`) and the unit cards never change
during a battle, so copies share them.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ...core.cellmap import CellMap
from ...core.slotcopy import slot_copier
from ...geometry.hexes import Hex
from .cards import Card, CardBook

__all__ = ["UnitState", "Activation", "FoiState", "clone_state", "TURN_LIMIT"]

TURN_LIMIT = 5  # "A game lasts for 5 turns."


@dataclass(slots=True)
class UnitState:
    id: str
    side: str
    name: str
    card: str          # card id
    q: int
    r: int
    facing: int
    damage: int = 0
    alive: bool = True
    activated: bool = False      # has activated (or is activating) this turn
    hit_bonus: int = 0           # from an inspiring leader, until the end of the turn
    # what the unit did in its activation this turn (markers for the board)
    moved: bool = False
    charged: bool = False
    shot: bool = False
    fought: bool = False
    removed_turn: int = 0        # the turn it was removed in (0 while alive)
    removed_by: str = ""         # "damage" or "charged" (artillery)

    @property
    def hex(self) -> Hex:
        return tuple.__new__(Hex, (self.q, self.r, -self.q - self.r))

    def copy(self) -> "UnitState":
        """A copy (every field is a plain value), made field by field (`core.slotcopy`)."""
        return _copy_unit(self)


_copy_unit = slot_copier(UnitState)


@dataclass(slots=True)
class Activation:
    """The unit activating now and how far through its activation it is."""

    unit: str
    steps: int = 0               # hexes moved so far (a turn on the spot counts as one)
    turned: bool = False         # turned on the spot (which ends its move)
    stop: str = ""               # why it may move no further ("" while it may): charged, woods, shot...
    stop_rule: str = ""          # the section behind `stop`
    locked: bool = False         # began its activation in combat: it cannot leave its hex
    from_difficult: str = ""     # began in ground it may only move out of (one step): the section
    skills_used: list[str] = field(default_factory=list)
    path: list[tuple[int, int]] = field(default_factory=list)  # hexes walked, the start first

    def copy(self) -> "Activation":
        return Activation(self.unit, self.steps, self.turned, self.stop, self.stop_rule, self.locked,
                          self.from_difficult, list(self.skills_used), list(self.path))

    @property
    def move_over(self) -> bool:
        return bool(self.stop)


@dataclass(slots=True)
class FoiState:
    sides: tuple[str, str]
    side_names: dict[str, str]
    units: dict[str, UnitState]          # in scenario order
    cards: CardBook
    terrain: CellMap
    turn: int = 1
    turn_limit: int = TURN_LIMIT
    first: str = ""                      # who won this turn's roll-off
    to_act: str | None = None            # the side that decides now (None: battle over)
    active: Activation | None = None
    last_actor: str | None = None        # the side that made the last decision
    last_unit: str | None = None         # the unit that made it
    over: bool = False
    end_reason: str = ""                 # why the battle ended ("turns", "wiped out")

    def unit(self, unit_id: str) -> UnitState:
        return self.units[unit_id]

    def card_of(self, unit: UnitState) -> Card:
        return self.cards[unit.card]

    def other(self, side: str) -> str:
        return self.sides[1] if side == self.sides[0] else self.sides[0]

    def living(self, side: str | None = None) -> list[UnitState]:
        return [u for u in self.units.values() if u.alive and (side is None or u.side == side)]

    def ready(self, side: str) -> list[UnitState]:
        """Units of `side` that have yet to activate this turn."""
        return [u for u in self.units.values() if u.alive and not u.activated and u.side == side]

    def occupant(self) -> dict[Hex, UnitState]:
        """Hex -> the living unit standing there."""
        return {tuple.__new__(Hex, (u.q, u.r, -u.q - u.r)): u for u in self.units.values() if u.alive}


def clone_state(s: FoiState) -> FoiState:
    """A copy sharing the immutable parts (terrain, cards, names)."""
    return FoiState(s.sides, s.side_names, {k: u.copy() for k, u in s.units.items()}, s.cards, s.terrain, s.turn,
                    s.turn_limit, s.first, s.to_act, s.active.copy() if s.active else None, s.last_actor,
                    s.last_unit, s.over, s.end_reason)
