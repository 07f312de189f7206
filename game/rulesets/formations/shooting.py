"""Shooting: who may shoot whom, the to-hit ledger and the saves.

To hit: each attack die hits on the weapon's score or more, -1 when the
target is in cover, partially obscured, or infantry screened by an adjacent
armoured vehicle on the shooter's side of it (one -1 at most: these are all
"cover", Wartable's ruling). A 1 always misses, a 6 always hits.

Saves: the better of the armour save and the cover save (infantry cover,
Gun Shield, Lie Low), one roll; -1 in a crossfire (not in a Bastion), +1 in
dense trees against air units (Canopy).
"""
from __future__ import annotations

from dataclasses import dataclass

from ...core.events import RuleRef
from ...core.ledger import Ledger
from ...geometry.tiles import distance
from . import refs
from .profiles import Weapon
from .sight import sight_line
from .state import FmState, UnitState
from .terrain import (BASTION, CANOPY, GUN_EMPLACEMENT, LIE_LOW, cover_save_target, cover_value, has_special,
                      tile_types)

__all__ = ["ShotPlan", "plan_shot", "shot_problem", "hit_ledger", "save_plan", "SavePlan", "crossfire",
           "LIE_LOW_COVER", "CROSSFIRE_RANGE"]

LIE_LOW_COVER = 2
CROSSFIRE_RANGE = 6


def _r(section: str) -> RuleRef:
    return RuleRef(refs.RULESET, section)


@dataclass(frozen=True, slots=True)
class SavePlan:
    target: int | None        # the d6 score the save needs before modifiers (None: no save)
    source: str               # "armour", "cover", "none"
    ledger: Ledger

    @property
    def need(self) -> int | None:
        return None if self.target is None else self.target - self.ledger.total


@dataclass(frozen=True, slots=True)
class ShotPlan:
    shooter: str
    target: str
    weapon: Weapon
    hit: int                   # base score
    ledger: Ledger             # to-hit modifiers
    save: SavePlan
    crossfire: bool

    @property
    def need(self) -> int:
        """The score each attack die needs (2..6: a 1 misses, a 6 hits)."""
        return min(6, max(2, self.hit - self.ledger.total))


def _types(state: FmState, cell) -> frozenset[str]:
    return tile_types(state.terrain.types(cell), cell, state.ruined)


def lie_low(state: FmState, u: UnitState) -> bool:
    """Infantry on overwatch in hills, open ground or scrub (Lie Low)."""
    p = state.profile_of(u)
    return (p.unit_class == "infantry" and not p.air and state.formation_of(u).overwatch
            and has_special(_types(state, u.cell), LIE_LOW))


def in_cover(state: FmState, u: UnitState) -> str:
    """The name of the cover a unit is in for the -1 to hit ('' if none)."""
    p = state.profile_of(u)
    if p.air:
        return ""
    ts = _types(state, u.cell)
    if cover_value(ts, p.unit_class) > 0:
        return "In cover"
    if lie_low(state, u):
        return "Lie Low (on overwatch)"
    return ""


def screened(state: FmState, shooter: UnitState, target: UnitState) -> str:
    """An armoured vehicle of the target's side adjacent to infantry, between it and the shooter."""
    if state.profile_of(target).unit_class != "infantry" or state.profile_of(shooter).air:
        return ""
    d = distance(shooter.cell, target.cell)
    for v in state.living(target.side):
        pv = state.profile_of(v)
        if pv.armoured and not pv.air and distance(v.cell, target.cell) == 1 and distance(shooter.cell, v.cell) < d:
            return v.name
    return ""


def hit_ledger(state: FmState, shooter: UnitState, target: UnitState) -> Ledger:
    led = Ledger()
    cover = in_cover(state, target)
    if cover:
        return led.add(cover, -1, _r(refs.COVER))
    if sight_line(state, shooter, target).obscured:
        return led.add("Partially obscured", -1, _r(refs.COVER))
    vehicle = screened(state, shooter, target)
    if vehicle:
        led.add(f"Screened by {vehicle}", -1, _r(refs.ARMOURED))
    return led


def crossfire(state: FmState, shooter: UnitState, target: UnitState) -> bool:
    """Another formation of the shooter's side has a unit within 6 tiles of the target on its far side
    (the target lies between the two: Wartable's crossfire ruling)."""
    d = distance(shooter.cell, target.cell)
    for u in state.living(shooter.side):
        if u.formation == shooter.formation or state.profile_of(u).air:
            continue
        e = distance(u.cell, target.cell)
        if e <= CROSSFIRE_RANGE and distance(u.cell, shooter.cell) > max(d, e):
            return True
    return False


def save_plan(state: FmState, target: UnitState, *, air_attacker: bool, in_crossfire: bool) -> SavePlan:
    p = state.profile_of(target)
    ts = _types(state, target.cell) if not p.air else frozenset()
    cover = 0
    if p.unit_class == "infantry" and not p.air:
        cover = cover_value(ts, "infantry")
        if lie_low(state, target):
            cover = max(cover, LIE_LOW_COVER)
    elif p.unit_class == "vehicle" and GUN_EMPLACEMENT in ts:
        cover = cover_value(frozenset({GUN_EMPLACEMENT}), "vehicle")   # Gun Shield
    cover_t = cover_save_target(cover)
    options = [(t, s) for t, s in ((p.armour, "armour"), (cover_t, "cover")) if t is not None]
    led = Ledger()
    if not options:
        return SavePlan(None, "none", led)
    target_score, source = min(options)
    if in_crossfire and not has_special(ts, BASTION):
        led.add("Crossfire", -1, _r(refs.R_CROSSFIRE))
    elif in_crossfire:
        led.add("Crossfire (ignored: Bastion)", 0, _r(refs.NORMAL))
    if air_attacker and has_special(ts, CANOPY):
        led.add("Canopy against an air unit", 1, _r(refs.NORMAL))
    return SavePlan(target_score, source, led)


def shot_problem(state: FmState, shooter: UnitState, target: UnitState, weapon: Weapon | None) -> tuple[str, str]:
    """(reason, section) why the shot may not be taken, ('', '') if it may."""
    if weapon is None:
        return f"{shooter.name} has no such weapon", refs.R_SHOOTING
    if target.side == shooter.side:
        return "that unit is on your side", refs.R_SHOOTING
    if state.profile_of(target).air and not (weapon.anti_air or state.profile_of(shooter).air):
        return f"{weapon.name} cannot shoot at air units", refs.R_AIR
    line = sight_line(state, shooter, target)
    if line.distance > line.vision:
        return f"{target.name} is {line.distance} tiles away, beyond sight ({line.vision})", refs.R_SIGHT
    if not line.seen:
        return f"terrain hides {target.name} ({len(line.blockers)} hiding tiles between)", refs.R_SIGHT
    if line.distance > weapon.range:
        return f"{target.name} is {line.distance} tiles away; {weapon.name} reaches {weapon.range}", refs.R_SHOOTING
    return "", ""


def plan_shot(state: FmState, shooter: UnitState, target: UnitState, weapon: Weapon) -> ShotPlan:
    xf = crossfire(state, shooter, target)
    save = save_plan(state, target, air_attacker=state.profile_of(shooter).air, in_crossfire=xf)
    return ShotPlan(shooter.id, target.id, weapon, weapon.hit, hit_ledger(state, shooter, target), save, xf)
