"""Whether a unit may shoot at a target, and the plan of the shot.

In order: a shooting weapon; an enemy target; not in combat; not moved too
far (half its move; artillery not at all); the target in the front arc, in
range and in sight; no friendly unit in the way (artillery may shoot over
friends at -2; a unit on a hill shoots freely over units next to the hill).
"""
from __future__ import annotations

from dataclasses import dataclass

from .attacks import AttackPlan, plan_attack
from .cards import Weapon
from .combat import in_combat
from .movement import half_move
from .refs import ARTILLERY, MOVE_SHOOT, SHOOT, SHOOT_FRIENDS, SIGHT
from .sight import in_arc, range_to, shot_line
from .state import Activation, FoiState, UnitState

__all__ = ["ShotCheck", "check_shot", "shooter_problem", "aim", "can_aim", "shot_view"]


@dataclass(frozen=True, slots=True)
class ShotCheck:
    """The answer for one shooter, target and weapon: `problem` ('' when legal) and its section,
    plus what a view shows (in sight, in range, range in hexes)."""

    problem: str = ""
    section: str = ""
    weapon: Weapon | None = None
    in_sight: bool = False
    in_range: bool = False
    distance: int | None = None
    over_friends: bool = False

    @property
    def ok(self) -> bool:
        return not self.problem

    def plan(self, state: FoiState, shooter: UnitState, target: UnitState) -> AttackPlan:
        assert self.ok and self.weapon is not None
        return plan_attack(state, shooter, target, self.weapon, "shoot", over_friends=self.over_friends)


def check_shot(state: FoiState, shooter: UnitState, act: Activation, target: UnitState,
               weapon_name: str = "", occupant: dict | None = None) -> ShotCheck:
    """Whether `shooter` may shoot `target` now. Cheap refusals come first; sight is
    worked out only when everything else allows the shot (see `shot_view` for views).
    `occupant`: `state.occupant()`, when the caller has it."""
    card = state.card_of(shooter)
    weapon = card.weapon("shoot", weapon_name)
    if weapon is None:
        what = f"no shooting weapon called {weapon_name!r}" if weapon_name else "no shooting weapon"
        return ShotCheck(f"{shooter.name} has {what}", SHOOT)
    if target.side == shooter.side:
        return ShotCheck(f"{target.name} is a friendly unit", SHOOT, weapon)
    if not target.alive:
        return ShotCheck(f"{target.name} has been removed from play", SHOOT, weapon)
    refused = shooter_problem(state, shooter, act, weapon, occupant)
    if refused is not None:
        return refused
    return aim(state, shooter, target, weapon, sight_first=False)


def shooter_problem(state: FoiState, shooter: UnitState, act: Activation, weapon: Weapon,
                    occupant: dict | None = None) -> ShotCheck | None:
    """What stops `shooter` shooting `weapon` at anyone now (None: nothing; then `aim` decides each
    target). `check_shot` asks it after the target's own refusals."""
    if shooter.shot:
        return ShotCheck(f"{shooter.name} has already shot this turn", SHOOT, weapon)
    if shooter.fought:
        return ShotCheck(f"{shooter.name} has already fought this turn", SHOOT, weapon)
    if in_combat(state, shooter, occupant):
        return ShotCheck(f"{shooter.name} is in combat and cannot shoot", SHOOT, weapon)
    card = state.card_of(shooter)
    moved = act.steps
    if card.type == "artillery" and moved:
        return ShotCheck("artillery cannot shoot in a turn it moves", ARTILLERY, weapon)
    if moved > half_move(card):
        return ShotCheck(f"{shooter.name} moved {moved} hexes; it may shoot only after moving at most "
                         f"{half_move(card)}", MOVE_SHOOT, weapon)
    return None


def aim(state: FoiState, shooter: UnitState, target: UnitState, weapon: Weapon, *,
        sight_first: bool = True, friends: frozenset | None = None) -> ShotCheck:
    """Arc, range, sight and friends in the way. With `sight_first` False an
    out-of-range target is refused before sight is worked out (it is dearer). `friends`: the
    shooter's `shot_friends`, when the caller has them."""
    h, t = shooter.hex, target.hex
    dist = range_to(h, shooter.facing, t)
    in_range = dist <= weapon.range
    if not in_arc(h, shooter.facing, t):
        return ShotCheck(f"{target.name} is not in {shooter.name}'s front arc", SIGHT, weapon, False, in_range,
                         dist)
    if not in_range and not sight_first:
        return ShotCheck(f"{target.name} is {dist} hexes away; {weapon.name} reach {weapon.range}", SHOOT, weapon,
                         False, False, dist)
    line = shot_line(state, shooter, target, friends)
    if not line.in_sight:
        return ShotCheck(f"{shooter.name} cannot see {target.name}: woods or a hill are in the way", SIGHT, weapon,
                         False, in_range, dist)
    if not in_range:
        return ShotCheck(f"{target.name} is {dist} hexes away; {weapon.name} reach {weapon.range}", SHOOT, weapon,
                         True, False, dist)
    if line.over_friends and state.card_of(shooter).type != "artillery":
        return ShotCheck("a friendly unit is in the way (only artillery shoots over friends)", SHOOT_FRIENDS, weapon,
                         True, True, dist, True)
    return ShotCheck("", "", weapon, True, True, dist, line.over_friends)


def can_aim(state: FoiState, shooter: UnitState, target: UnitState, weapon: Weapon,
            friends: frozenset | None = None) -> bool:
    """`aim(state, shooter, target, weapon, sight_first=False, friends=friends).ok`: the same questions in
    the same order, without the words of a refusal (the legal list asks it of every enemy)."""
    h, t, f = shooter.hex, target.hex, shooter.facing
    if not in_arc(h, f, t) or range_to(h, f, t) > weapon.range:
        return False
    line = shot_line(state, shooter, target, friends)
    return line.in_sight and not (line.over_friends and state.card_of(shooter).type != "artillery")


def shot_view(state: FoiState, shooter: UnitState, target: UnitState, weapon_name: str = "") -> ShotCheck:
    """Sight and range of `target` for `shooter`, whatever else stops it shooting now."""
    weapon = state.card_of(shooter).weapon("shoot", weapon_name)
    if weapon is None:
        return ShotCheck(f"{shooter.name} has no shooting weapon", SHOOT, None, False, False,
                         range_to(shooter.hex, shooter.facing, target.hex))
    return aim(state, shooter, target, weapon)
