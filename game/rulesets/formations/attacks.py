"""Resolving attacks: hit dice, then a save per hit, casualties, Shock and breaking."""
from __future__ import annotations

from fractions import Fraction

from ...core.dice import Dice
from ...core.events import Event, RuleRef
from ...core.odds import Outcomes
from . import refs
from .morale import add_casualty, add_shock, check_break
from .shooting import ShotPlan
from .state import FmState
from .terrain import BUILDINGS, tile_types

__all__ = ["resolve_shot", "apply_hits", "shot_outcomes", "save_chance", "damage_building", "BUILDING_STRENGTH"]

BUILDING_STRENGTH = 2   # damage a building tile takes before it is ruins (ruling)


def _r(section: str) -> RuleRef:
    return RuleRef(refs.RULESET, section)


def damage_building(state: FmState, cell) -> list[Event]:
    """Fighting in a building tile damages it; at BUILDING_STRENGTH it becomes ruins (Destructible)."""
    if cell in state.ruined or BUILDINGS not in tile_types(state.terrain.types(cell), cell, state.ruined):
        return []
    n = state.building_damage.get(cell, 0) + 1
    state.building_damage[cell] = n
    if n < BUILDING_STRENGTH:
        return [Event("building-damaged", f"The buildings at {cell} are damaged by the fighting ({n} of "
                                          f"{BUILDING_STRENGTH}).", _r(refs.NORMAL), data=(("cell", cell),))]
    state.ruined.add(cell)
    return [Event("building-ruined", f"The buildings at {cell} collapse into ruins.", _r(refs.NORMAL),
                  data=(("cell", cell),))]


def resolve_shot(state: FmState, plan: ShotPlan, dice: Dice, *, verb: str = "shoots at") -> list[Event]:
    shooter, target = state.units[plan.shooter], state.units[plan.target]
    w = plan.weapon
    need = plan.need
    rolls = dice.roll_many("d6", w.attacks, why=f"{shooter.name}'s {w.name} to hit {target.name}", side=shooter.side,
                           unit=shooter.id, target=need, rule=_r(refs.R_SHOOTING))
    hits = sum(1 for r in rolls if r.value >= need)
    events = [Event("shoot", f"{shooter.name} {verb} {target.name} with {w.name}: {hits} hit(s) on "
                             f"{w.attacks} dice needing {need}+.", _r(refs.R_SHOOTING), side=shooter.side,
                    units=(shooter.id, target.id), rolls=tuple(rolls), ledger=plan.ledger.entries,
                    data=(("hits", hits),))]
    events += apply_hits(state, plan, hits, dice)
    return events


def apply_hits(state: FmState, plan: ShotPlan, hits: int, dice: Dice, *, break_check: bool = True) -> list[Event]:
    target = state.units[plan.target]
    events: list[Event] = []
    save = plan.save
    lost = 0
    for _ in range(hits):
        if not target.alive:
            break
        if save.target is not None:
            need = save.need
            roll = dice.roll("d6", why=f"{target.name}'s {save.source} save", side=target.side, unit=target.id,
                             target=need, rule=_r(refs.COVER_SAVES if save.source == "cover" else refs.R_SAVES))
            if roll.value >= need and roll.value != 1:
                events.append(Event("saved", f"{target.name} saves ({save.source}, {need}+).",
                                    _r(refs.R_SAVES), side=target.side, units=(target.id,), rolls=(roll,),
                                    ledger=save.ledger.entries))
                continue
            rolls = (roll,)
        else:
            rolls = ()
        lost += 1
        dead = add_casualty(state, target, shock=True, how="shot")
        events.append(Event("casualty", f"{target.name} takes a casualty" + (" and is destroyed." if dead else "."),
                            _r(refs.R_SHOCK), side=target.side, units=(target.id,), rolls=rolls,
                            ledger=save.ledger.entries))
    if plan.crossfire and hits:
        add_shock(state, target.formation, 1)
        events.append(Event("crossfire", f"{target.name}'s formation is caught in a crossfire: 1 more Shock.",
                            _r(refs.R_CROSSFIRE), side=target.side, units=(target.id,)))
    if break_check:
        events += damage_building(state, target.cell) if hits else []
        events += check_break(state, target.formation)
    return events


def _p_at_least(score: int) -> Fraction:
    score = min(6, max(2, score))
    return Fraction(7 - score, 6)


def save_chance(need: int) -> Fraction:
    """A save roll: a 1 always fails, and a need above 6 cannot be met."""
    return Fraction(max(0, 7 - max(2, need)), 6)


def shot_outcomes(state: FmState, plan: ShotPlan) -> Outcomes:
    """The exact distribution of casualties one shot inflicts."""
    p_hit = _p_at_least(plan.need)
    if plan.save.target is None:
        p_fail = Fraction(1)
    else:
        p_fail = 1 - save_chance(plan.save.need)
    p = p_hit * p_fail
    left = state.integrity_left(state.units[plan.target])
    return Outcomes.binomial(plan.weapon.attacks, p, "casualties").map(lambda k: min(k, left)).labelled(
        "casualties")
