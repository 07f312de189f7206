"""The turn: a D100 initiative roll (lowest declares and acts first, 00 always loses), then three action
phases in which the initiative side acts with its units, then the other side. At the end of each phase
burning terrain hurts infantry near it; at the end of the turn objectives are scored and victory checked."""
from __future__ import annotations

from ...core.events import Event
from ...core.ledger import Ledger
from . import sections as S
from .morale import command_level
from .state import State

__all__ = ["begin_turn", "end_side_phase", "initiative_ledger", "PHASES"]

PHASES = ("initiative", "first action", "second action", "third action")
SENIOR_INITIATIVE = -5


def initiative_ledger(state: State, side: str) -> Ledger:
    """The named modifiers on a side's initiative roll (a ruling: the text promises them but lists none)."""
    led = Ledger()
    senior = any(command_level(u) == "senior" and not u.abandoned for u in state.alive_units(side))
    led.add("Senior commander on the table", SENIOR_INITIATIVE if senior else 0, S.ref(S.INITIATIVE))
    return led


def roll_initiative(state: State, dice) -> list[Event]:
    events = []
    for attempt in range(20):
        rolls, totals = {}, {}
        for side in state.sides:
            r = dice.roll("d100", why=f"{state.side_names[side]}: initiative (lowest acts first)", side=side,
                          rule=S.ref(S.INITIATIVE))
            led = initiative_ledger(state, side)
            rolls[side], totals[side] = (r, led), r.value + led.total
        a, b = state.sides
        hundred = [s for s in state.sides if rolls[s][0].value == 100]
        if len(hundred) == 1:
            first = state.other(hundred[0])
            why = f"{state.side_names[hundred[0]]} rolled 00 and loses the initiative whatever the modifiers"
        elif len(hundred) == 2 or totals[a] == totals[b]:
            events.append(Event("initiative", "Initiative tied: both roll again.", S.ref(S.INITIATIVE),
                                rolls=tuple(r for r, _ in rolls.values())))
            continue
        else:
            first = a if totals[a] < totals[b] else b
            why = f"{totals[first]} against {totals[state.other(first)]}: the lower total wins"
        state.order = [first, state.other(first)]
        events.append(Event("initiative", f"{state.side_names[first]} wins the initiative ({why}) and acts first "
                            f"in each action phase.", S.ref(S.INITIATIVE), side=first,
                            rolls=tuple(r for r, _ in rolls.values()),
                            ledger=tuple(m for _, led in rolls.values() for m in led),
                            data=(("totals", tuple(sorted(totals.items()))),)))
        return events
    state.order = list(state.sides)
    events.append(Event("initiative", "Initiative tied twenty times: the first side acts first.", S.ref(S.INITIATIVE)))
    return events


def begin_turn(state: State, dice) -> list[Event]:
    state.turn += 1
    state.phase = 0
    for u in state.units.values():
        u.actions, u.moves, u.done, u.acted_phase = 0, 0, [], -1
        if u.suppressed_turn >= 0 and state.turn > u.suppressed_turn + 1:
            u.suppressed_turn = -1
    events = [Event("turn", f"Turn {state.turn} begins.", S.ref(S.TURN))]
    events += roll_initiative(state, dice)
    state.phase, state.step = 1, 0
    for u in state.units.values():
        if u.lose_first_action and u.alive:
            u.lose_first_action = False
            u.acted_phase, u.actions = 1, 1
            events.append(Event("coherency", f"{u.name} forgoes its first action to make up its rejoining move.",
                                S.ref(S.COHERENCY), side=u.side, units=(u.id,)))
    return events


def end_side_phase(state: State, dice, end_of_phase, end_of_turn) -> list[Event]:
    """The acting side is done with this phase: the other side's turn to act, or the next phase / turn."""
    events = []
    state.step += 1
    if state.step < len(state.order):
        return events
    events += end_of_phase(state, dice)
    if state.result:
        return events
    state.step = 0
    state.phase += 1
    for u in state.units.values():
        u.turret_used = 0.0
    if state.phase > 3:
        events += end_of_turn(state, dice)
        if not state.result:
            events += begin_turn(state, dice)
    else:
        events.append(Event("phase", f"The {PHASES[state.phase]} phase begins.", S.ref(S.TURN)))
    return events
