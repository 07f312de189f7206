"""Leadership skills: the activated one (`inspire`) and its legality.

An activated skill is used at the start of the leader's activation: before
its first step or turn, once per activation. (`hold_the_line` is always on and
lives in the save modifiers.)
"""
from __future__ import annotations

from ...core.events import Event
from ...geometry.hexes import distance
from .refs import LEADERSHIP, ref
from .state import Activation, FoiState, UnitState

__all__ = ["ACTIVATED_SKILLS", "check_lead", "apply_lead"]

ACTIVATED_SKILLS = ("inspire",)


def check_lead(state: FoiState, leader: UnitState, act: Activation, skill_key: str, target: UnitState) -> str:
    """'' when the skill may be used on `target` now, else the reason."""
    card = state.card_of(leader)
    skill = card.skill(skill_key)
    if skill is None:
        return f"{leader.name} has no leadership skill {skill_key!r}"
    if skill_key not in ACTIVATED_SKILLS:
        return f"{skill.name} is always in effect; it is not used as an action"
    if skill_key in act.skills_used:
        return f"{leader.name} has already used {skill.name} in this activation"
    if act.steps or act.move_over or leader.shot or leader.fought:
        return f"{skill.name} is used at the start of {leader.name}'s activation, before it moves"
    if target.side != leader.side:
        return f"{skill.name} is used on a friendly unit"
    if target.id == leader.id:
        return f"{skill.name} is used on another unit, not the leader itself"
    if not target.alive:
        return f"{target.name} has been removed from play"
    if target.activated:
        return f"{target.name} has already activated this turn"
    if distance(target.hex, leader.hex) > skill.range:
        return f"{target.name} is beyond {skill.name}'s {skill.range} hexes"
    return ""


def apply_lead(state: FoiState, leader: UnitState, act: Activation, skill_key: str, target: UnitState) -> list[Event]:
    skill = state.card_of(leader).skill(skill_key)
    act.skills_used.append(skill_key)
    target.hit_bonus = max(target.hit_bonus, skill.value)
    return [Event("lead", f"{leader.name} uses {skill.name}: {target.name} adds {skill.value} to its hit rolls "
                          f"until the end of the turn.", ref(LEADERSHIP), side=leader.side,
                  units=(leader.id, target.id))]
