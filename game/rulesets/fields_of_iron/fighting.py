"""Whether a unit may fight a target: an enemy in an adjacent hex, a fighting weapon, once a turn."""
from __future__ import annotations

from ...geometry.hexes import distance
from .attacks import AttackPlan, plan_attack
from .cards import Weapon
from .refs import FIGHT
from .state import FoiState, UnitState

__all__ = ["check_fight", "fight_plan"]


def check_fight(state: FoiState, unit: UnitState, target: UnitState, weapon_name: str = "") -> tuple[str, str]:
    """('', '') when `unit` may fight `target`, else (reason, section)."""
    weapon = state.card_of(unit).weapon("fight", weapon_name)
    if weapon is None:
        what = f"no fighting weapon called {weapon_name!r}" if weapon_name else "no fighting weapon"
        return f"{unit.name} has {what}", FIGHT
    if target.side == unit.side:
        return f"{target.name} is a friendly unit", FIGHT
    if not target.alive:
        return f"{target.name} has been removed from play", FIGHT
    if unit.fought:
        return f"{unit.name} has already fought this turn", FIGHT
    if distance(unit.hex, target.hex) != 1:
        return f"{target.name} is not in an adjacent hex", FIGHT
    return "", ""


def fight_plan(state: FoiState, unit: UnitState, target: UnitState, weapon_name: str = "") -> AttackPlan:
    weapon = state.card_of(unit).weapon("fight", weapon_name)
    assert isinstance(weapon, Weapon)
    return plan_attack(state, unit, target, weapon, "fight")
