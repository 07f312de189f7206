"""Alternating activations shared by the two test rulesets.

Each side in turn activates one of its units that has not acted this turn; the
unit may move, then shoot or rally (which ends its activation), or end it. When
neither side has a unit left to activate a new turn starts. The side to act
changes after every activation, and `handover` says so to the screen.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.core.actions import OK, Action, Illegal, InvalidActionError
from game.core.events import Event
from game.core.ruleset import Result, Status


@dataclass(frozen=True, slots=True)
class EndActivation(Action):
    unit: str


@dataclass(frozen=True, slots=True)
class Rally(Action):
    unit: str
    rolls_dice = True


@dataclass(slots=True)
class Unit:
    id: str
    side: str
    name: str
    profile: str
    wounds: int
    max_wounds: int
    budget: float
    # hex maps: q, r, facing; tables: x, y, heading and the base size
    q: int = 0
    r: int = 0
    facing: int = 0
    x: float = 0.0
    y: float = 0.0
    heading: float = 0.0
    width: float = 0.0
    depth: float = 0.0
    round_base: bool = False
    used: float = 0.0
    fired: bool = False
    done: bool = False
    routed: bool = False

    @property
    def alive(self) -> bool:
        return self.wounds > 0


@dataclass(slots=True)
class SkirmishState:
    sides: tuple[str, str]
    names: dict[str, str]
    units: dict[str, Unit]
    terrain: dict = field(default_factory=dict)      # hex: (q, r) -> type; table: list of (type, polygon)
    board: tuple = ()                                # hex: (cols, rows, orientation, offset); table: (w, h)
    turn: int = 1
    turn_limit: int | None = None
    to_act: str = ""
    active: str | None = None
    handover: bool = False


class Activations:
    """The mixin both test rulesets use for turns, activations, rallying and the end."""

    def own_unit(self, state: SkirmishState, unit_id: Any) -> Unit:
        unit = state.units.get(unit_id) if isinstance(unit_id, str) else None
        if unit is None:
            raise InvalidActionError(f"no unit {unit_id!r}")
        return unit

    def may_activate(self, state: SkirmishState, unit: Unit):
        if not unit.alive:
            return Illegal(f"{unit.name} has been destroyed", self.rule("Casualties"))
        if unit.side != state.to_act:
            return Illegal(f"it is {state.names[state.to_act]}'s turn to act", self.rule("Activation"))
        if state.active is not None and state.active != unit.id:
            return Illegal(f"{state.units[state.active].name} is acting; end its activation first",
                           self.rule("Activation"))
        if unit.done:
            return Illegal(f"{unit.name} has already acted this turn", self.rule("Activation"))
        return OK

    def check_common(self, state: SkirmishState, action: Action):
        unit = self.own_unit(state, action.unit)
        verdict = self.may_activate(state, unit)
        if not verdict:
            return verdict
        if isinstance(action, Rally) and not unit.routed:
            return Illegal(f"{unit.name} is not routed", self.rule("Rally"))
        return OK

    def finish(self, state: SkirmishState, unit: Unit) -> list[Event]:
        """End `unit`'s activation and pass play on."""
        unit.done = True
        state.active = None
        before = state.to_act
        events: list[Event] = []
        other = state.sides[1] if before == state.sides[0] else state.sides[0]
        ready = lambda side: any(u.alive and not u.done and u.side == side for u in state.units.values())  # noqa: E731
        if ready(other):
            state.to_act = other
        elif not ready(before):
            state.turn += 1
            for u in state.units.values():
                u.done = u.fired = False
                u.used = 0.0
            state.to_act = state.sides[0]
            events.append(Event("turn", f"Turn {state.turn} begins.", self.rule("Turns")))
        state.handover = state.to_act != before
        return events

    def rally(self, state: SkirmishState, unit: Unit, dice) -> list[Event]:
        roll = dice.roll("d6", why=f"rally {unit.name}", side=unit.side, unit=unit.id, target=4,
                         rule=self.rule("Rally"))
        if roll.success:
            unit.routed = False
            text = f"{unit.name} rallies and stands firm again."
        else:
            text = f"{unit.name} fails to rally."
        return [Event("rally", text, self.rule("Rally"), side=unit.side, units=(unit.id,), rolls=(roll,)),
                *self.finish(state, unit)]

    def end_activation(self, state: SkirmishState, unit: Unit) -> list[Event]:
        return [Event("end", f"{unit.name} ends its activation.", self.rule("Activation"), side=unit.side,
                      units=(unit.id,)), *self.finish(state, unit)]

    def to_act(self, state: SkirmishState) -> str | None:
        return None if self.result(state) is not None else state.to_act

    def result(self, state: SkirmishState) -> Result | None:
        alive = {s: sum(u.wounds for u in state.units.values() if u.side == s) for s in state.sides}
        a, b = state.sides
        if alive[a] == 0 or alive[b] == 0:
            winner = a if alive[a] else b
            return Result(winner, f"{state.names[winner]} destroyed every enemy unit", alive,
                          self.rule("Victory"))
        if state.turn_limit and state.turn > state.turn_limit:
            winner = a if alive[a] > alive[b] else b if alive[b] > alive[a] else None
            reason = (f"the turn limit was reached and {state.names[winner]} kept more wounds" if winner
                      else "the turn limit was reached with both sides equal")
            return Result(winner, reason, alive, self.rule("Victory"))
        return None

    def status(self, state: SkirmishState) -> Status:
        side = self.to_act(state)
        if side is None:
            text = "The battle is over."
        elif state.active:
            text = f"{state.units[state.active].name} is acting: move, then shoot or end its activation."
        else:
            text = f"{state.names[side]}: pick a unit to activate."
        return Status(state.turn, state.turn_limit, "Activation", side, state.active, text,
                      handover=state.handover and side is not None)

    def markers(self, state: SkirmishState, unit: Unit) -> frozenset[str]:
        out = set()
        if unit.routed:
            out.add("routed")
        if unit.fired:
            out.add("fired")
        if unit.done:
            out.add("activated")
        if self.engaged(state, unit):
            out.add("engaged")
        return frozenset(out)

    def engaged(self, state: SkirmishState, unit: Unit) -> bool:
        return False
