"""The turn (Wartable's ruling): a roll-off, then the sides take turns to act with one formation each.

At the start of each turn both sides roll a d6 (ties roll again); the winner
acts first. Sides alternate, one formation each; a side with no formation left
to act passes, and the other acts with the rest of its own. When every
formation has acted the turn ends. The battle ends after the turn limit, or at
once when a side has no formation left.
"""
from __future__ import annotations

from ...core.dice import Dice
from ...core.events import Event, RuleRef
from ...core.rolloff import roll_off
from ...core.wording import verb
from . import refs
from .state import FmState

__all__ = ["start_turn", "end_activation", "next_to_act", "wiped_side"]


def _r() -> RuleRef:
    return RuleRef(refs.RULESET, refs.R_TURN)


def wiped_side(state: FmState) -> str | None:
    for s in state.sides:
        if not state.live_formations(s):
            return s
    return None


def start_turn(state: FmState, dice: Dice) -> list[Event]:
    for f in state.formations.values():
        f.acted = False
    r = roll_off(dice, "d6", state.sides, why=f"who acts first in turn {state.turn}", rule=_r())
    state.first = state.to_act = r.winner
    winner = state.side_names[r.winner]
    return [Event("turn", f"Turn {state.turn} roll-off: {r.describe(state.side_names)} and "
                  f"{verb(winner, 'acts', 'act')} first.", _r(), side=r.winner, rolls=r.rolls)]


def next_to_act(state: FmState, just_acted: str) -> str | None:
    other = state.other(just_acted)
    if state.ready(other):
        return other
    if state.ready(just_acted):
        return just_acted
    return None


def _finish(state: FmState, reason: str) -> None:
    state.over, state.end_reason, state.to_act, state.active = True, reason, None, None


def end_activation(state: FmState, dice: Dice) -> list[Event]:
    """The acting formation is done: who acts next, a new turn, or the end of the battle."""
    act = state.active
    side = state.formations[act.formation].side if act else state.to_act
    if act is not None:
        state.formations[act.formation].acted = True
    state.active = None
    state.zoc_lost.clear()
    if wiped_side(state) is not None:
        _finish(state, "wiped out")
        return []
    nxt = next_to_act(state, side)
    if nxt is not None:
        state.to_act = nxt
        return []
    if state.turn >= state.turn_limit:
        _finish(state, "turns")
        return [Event("end", f"Turn {state.turn} was the last: the battle is over.", _r())]
    state.turn += 1
    return start_turn(state, dice)
