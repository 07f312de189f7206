"""A shoot action: each unit of the formation may shoot once, with one weapon, at one target."""
from __future__ import annotations

from ...core.dice import Dice
from ...core.events import Event
from . import refs
from .attacks import resolve_shot
from .shooting import plan_shot, shot_problem
from .state import FmState, UnitState

__all__ = ["shoot_problem", "apply_shoot", "in_shoot_stage"]


def in_shoot_stage(state: FmState, u: UnitState) -> bool:
    act = state.active
    return act is not None and act.order == "shoot" and act.formation == u.formation


def shoot_problem(state: FmState, u: UnitState, target: UnitState, weapon: str) -> tuple[str, str]:
    if not in_shoot_stage(state, u):
        return f"{state.formations[u.formation].name} is not shooting now: give it a shoot action", refs.R_ACTIONS
    if u.id in state.active.shot:
        return f"{u.name} has already shot in this action", refs.R_SHOOTING
    if not target.alive:
        return f"{target.name} is destroyed", refs.R_SHOOTING
    return shot_problem(state, u, target, state.profile_of(u).weapon(weapon))


def apply_shoot(state: FmState, u: UnitState, target: UnitState, weapon: str, dice: Dice) -> list[Event]:
    state.active.shot.append(u.id)
    return resolve_shot(state, plan_shot(state, u, target, state.profile_of(u).weapon(weapon)), dice)
