"""The turn: roll-offs, alternating activations, the end of a turn and of the battle.

Each turn starts with a d12 roll-off (ties roll again); the winner activates a
unit first, then the sides alternate one activation each. A side with nobody
left to activate passes; the other activates the rest. When every living unit
has activated the turn ends; after the last turn the battle ends.
"""
from __future__ import annotations

from ...core.dice import Dice
from ...core.events import Event
from ...core.rolloff import roll_off
from ...core.wording import verb
from .combat import in_combat
from .refs import ACTIVATION, TURN, ref
from .state import Activation, FoiState, UnitState
from .terrain import going

__all__ = ["roll_for_first", "fresh_activation", "begin_activation", "end_activation", "wiped_out"]


def roll_for_first(state: FoiState, dice: Dice) -> Event:
    """The start-of-turn roll-off; sets who activates first."""
    names = state.side_names
    r = roll_off(dice, "d12", state.sides, why=f"turn {state.turn}: who activates first", rule=ref(TURN))
    state.first = r.winner
    state.to_act = r.winner
    parts = []
    for rnd in r.rounds():
        shown = ", ".join(f"{names[x.purpose.side]} {x.value}" for x in rnd)
        parts.append(shown + (" (a tie: roll again)" if rnd[0].value == rnd[1].value else ""))
    first = names[r.winner]
    text = (f"Turn {state.turn} of {state.turn_limit}: {'; '.join(parts)}. "
            f"{first} {verb(first, 'activates', 'activate')} first.")
    return Event("roll-off", text, ref(TURN), side=r.winner, rolls=r.rolls,
                 data=(("turn", state.turn), ("winner", r.winner)))


def fresh_activation(state: FoiState, unit: UnitState, occupant: dict | None = None) -> Activation:
    """The activation `unit` would begin now (not stored); `occupant`: `state.occupant()` if known."""
    g = going(state.terrain, unit.hex, state.card_of(unit))
    return Activation(unit.id, locked=in_combat(state, unit, occupant), from_difficult=g.section if g else "",
                      path=[(unit.q, unit.r)])


def begin_activation(state: FoiState, unit: UnitState, occupant: dict | None = None) -> list[Event]:
    """Make `unit` the active unit (its side's first decision with it); `occupant`: `state.occupant()`
    if known."""
    state.active = fresh_activation(state, unit, occupant)
    unit.activated = True
    return [Event("activate", f"{unit.name} ({state.side_names[unit.side]}) activates.", ref(ACTIVATION),
                  side=unit.side, units=(unit.id,))]


def wiped_out(state: FoiState) -> list[str]:
    """Sides with no living unit."""
    return [s for s in state.sides if not state.living(s)]


def end_activation(state: FoiState, dice: Dice) -> list[Event]:
    """Close the active unit's activation and pass the decision on: to the other
    side, to the same side when the other has nobody left to activate, or to a
    new turn (with its roll-off) when everyone has activated."""
    events: list[Event] = []
    done = state.active
    state.active = None
    side = state.units[done.unit].side if done else state.to_act
    if wiped_out(state):
        state.over, state.end_reason, state.to_act = True, "wiped out", None
        return events
    other = state.other(side) if side else state.sides[0]
    if state.ready(other):
        state.to_act = other
        return events
    if side and state.ready(side):
        state.to_act = side
        if done is not None:
            done_name, next_name = state.side_names[other], state.side_names[side]
            events.append(Event("pass", f"{done_name} {verb(done_name, 'has', 'have')} no unit left to activate: "
                                        f"{next_name} {verb(next_name, 'activates', 'activate')} again.", ref(TURN),
                                side=side))
        return events
    # every living unit has activated: the turn is over
    if state.turn >= state.turn_limit:
        state.over, state.end_reason, state.to_act = True, "turns", None
        events.append(Event("end", f"Turn {state.turn} is over: the battle ends.", ref(TURN)))
        return events
    events.append(Event("turn-end", f"Turn {state.turn} is over.", ref(TURN)))
    state.turn += 1
    for u in state.units.values():
        u.activated = u.moved = u.charged = u.shot = u.fought = False
        u.hit_bonus = 0
    events.append(roll_for_first(state, dice))
    return events
