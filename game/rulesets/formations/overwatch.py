"""Overwatch (Wartable's ruling on the action the text names for Lie Low).

A formation on overwatch does not move or shoot when it acts. The first time
afterwards that an enemy formation ends a move with a unit that moved in
range and sight of an overwatching unit, the overwatching formation fires:
each of its units shoots once at the nearest such enemy it can hit. That
resolves the overwatch (and ends Lie Low). It also ends when the formation
next acts.
"""
from __future__ import annotations

from ...core.dice import Dice
from ...core.events import Event, RuleRef
from ...geometry.tiles import distance
from . import refs
from .attacks import resolve_shot
from .shooting import plan_shot, shot_problem
from .state import FmState, UnitState

__all__ = ["overwatch_fire", "first_shot"]


def first_shot(state: FmState, shooter: UnitState, targets: list[UnitState]):
    """(weapon, target): the nearest target any of the shooter's weapons can hit, or None."""
    prof = state.profile_of(shooter)
    for t in sorted(targets, key=lambda t: (distance(t.cell, shooter.cell), t.id)):
        for w in prof.weapons:
            if not shot_problem(state, shooter, t, w)[0]:
                return w, t
    return None


def overwatch_fire(state: FmState, moved: list[str], dice: Dice) -> list[Event]:
    events: list[Event] = []
    if not moved:
        return events
    side = state.units[moved[0]].side
    for f in state.live_formations(state.other(side)):
        if not f.overwatch:
            continue
        targets = [state.units[i] for i in moved if state.units[i].alive]
        plans = [(u, first_shot(state, u, targets)) for u in state.members(f.id)]
        if not any(p for _, p in plans):
            continue
        events.append(Event("overwatch", f"{f.name} fires from overwatch.", RuleRef(refs.RULESET, refs.R_ACTIONS),
                            side=f.side))
        for u, p in plans:
            if p is None or not u.alive:
                continue
            w, t = p
            if not t.alive:
                alive = [x for x in targets if x.alive]
                p = first_shot(state, u, alive)
                if p is None:
                    continue
                w, t = p
            events += resolve_shot(state, plan_shot(state, u, t, w), dice, verb="fires on")
        f.overwatch = False
    return events
