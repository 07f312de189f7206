"""A toy ruleset that lives in the tests only: two counters race along a track.

Each turn the side to act may take one free step (no dice), then must roll a d6
and advance that far; the first counter to reach the end of the track wins.
It exercises every part of the Battle contract: dice and their purposes,
non-dice actions (undoable) and dice actions (undo stops there), exact odds,
saves and replays.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from game.content import Scenario, scenario_from_data
from game.core.actions import OK, Action, Illegal, InvalidActionError
from game.core.events import Event
from game.core.ledger import Ledger
from game.core.odds import Outcomes
from game.core.ruleset import (Result, RulesetMeta, Ruleset, Ruling, Status, UnitView, register)


@dataclass(frozen=True, slots=True)
class Step(Action):
    side: str


@dataclass(frozen=True, slots=True)
class Dash(Action):
    side: str
    rolls_dice = True


@dataclass(slots=True)
class RaceState:
    sides: tuple[str, str]
    length: int
    position: dict[str, int] = field(default_factory=dict)
    turn: int = 1
    to_act: str = ""
    stepped: bool = False
    winner: str | None = None
    turn_limit: int | None = None


@register
class Race(Ruleset):
    meta = RulesetMeta(name="race", title="Race (test ruleset)", boards=("tiles",), dice=("d6",),
                       phases=("step", "dash"))
    rulings = (Ruling("Finish", "Overshooting the last tile is not covered.", "Overshooting counts as finishing."),)
    action_classes = (Step, Dash)

    def profile_ids(self) -> set[str]:
        return {"runner"}

    def setup(self, scenario: Scenario, dice):
        sides = (scenario.sides[0].id, scenario.sides[1].id)
        first = scenario.first_side or sides[0]
        state = RaceState(sides, scenario.board.cols, {s: 0 for s in sides}, to_act=first,
                          turn_limit=scenario.turn_limit)
        return state, [Event("start", f"{first} starts the race.", self.rule("Start"))]

    def to_act(self, state):
        return None if state.winner else state.to_act

    def candidates(self, state, unit_id=None):
        yield Step(state.to_act)
        yield Dash(state.to_act)
        other = state.sides[1] if state.to_act == state.sides[0] else state.sides[0]
        yield Dash(other)  # never legal: shows the filter at work

    def check(self, state, action):
        if action.side not in state.sides:
            raise InvalidActionError(f"no side {action.side!r}")
        if action.side != state.to_act:
            return Illegal(f"it is {state.to_act}'s turn", self.rule("Turns"))
        if isinstance(action, Step) and state.stepped:
            return Illegal("only one free step a turn", self.rule("Step"))
        return OK

    def _move(self, state, side, n):
        state.position[side] = min(state.length - 1, state.position[side] + n)
        if state.position[side] >= state.length - 1:
            state.winner = side

    def apply(self, state, action, dice):
        side = action.side
        if isinstance(action, Step):
            state.stepped = True
            self._move(state, side, 1)
            return [Event("step", f"{side} steps to {state.position[side]}.", self.rule("Step"), side=side)]
        roll = dice.roll("d6", why="dash", side=side, unit=side, rule=self.rule("Dash"))
        led = Ledger().add("Tailwind", 1 if state.turn % 3 == 0 else 0, self.rule("Wind"))
        self._move(state, side, roll.value + led.total)
        state.stepped = False
        state.to_act = state.sides[1] if side == state.sides[0] else state.sides[0]
        if state.to_act == state.sides[0]:
            state.turn += 1
        return [Event("dash", f"{side} dashes {roll.value + led.total} to {state.position[side]}.",
                      self.rule("Dash"), side=side, rolls=(roll,), ledger=led.entries)]

    def preview(self, state, action):
        if not isinstance(action, Dash):
            return None
        start = state.position[action.side]
        bonus = 1 if state.turn % 3 == 0 else 0
        return Outcomes.from_die("d6", lambda v: min(state.length - 1, start + v + bonus), "new position")

    def result(self, state):
        if state.winner:
            return Result(state.winner, f"{state.winner} reached the finish", rule=self.rule("Finish"))
        if state.turn_limit and state.turn > state.turn_limit:
            a, b = state.sides
            pa, pb = state.position[a], state.position[b]
            winner = a if pa > pb else b if pb > pa else None
            return Result(winner, "turn limit reached", {a: pa, b: pb})
        return None

    def status(self, state):
        return Status(state.turn, state.turn_limit, "dash" if state.stepped else "step", self.to_act(state))

    def invariants(self, state):
        return [f"{s} off the track" for s, p in state.position.items() if not 0 <= p < state.length]

    def unit_views(self, state):
        return [UnitView(id=s, side=s, name=s, profile="runner", cell=(p, i))
                for i, (s, p) in enumerate(state.position.items())]


def race_scenario(length: int = 12, turn_limit: int | None = None) -> Scenario:
    doc = {"ruleset": "race", "title": "Test race", "board": {"kind": "tiles", "cols": length, "rows": 2},
           "sides": [{"id": "red", "name": "Red", "units": [{"id": "r", "profile": "runner", "at": [0, 0]}]},
                     {"id": "blue", "name": "Blue", "units": [{"id": "b", "profile": "runner", "at": [0, 1]}]}]}
    if turn_limit:
        doc["turn_limit"] = turn_limit
    return scenario_from_data(doc)
