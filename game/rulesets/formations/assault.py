"""The assault that follows an engage action's charge (Wartable's ruling: the text has no combat).

Every charging unit in contact with a ground enemy, and every enemy in
contact with a charger, strikes once, all at the same time: its assault dice
hit on its assault score (cover does not lower them: those are shooting
modifiers), and each hit allows the usual save (armour or cover). The side
that suffers more casualties loses the assault: 1 more Shock on each of its
formations that fought. Fighting in a building tile damages it.
"""
from __future__ import annotations

from ...core.dice import Dice
from ...core.events import Event, RuleRef
from ...core.ledger import Ledger
from ...geometry.tiles import distance
from . import refs
from .attacks import apply_hits, damage_building
from .morale import add_shock, check_break
from .profiles import Weapon
from .shooting import ShotPlan, save_plan
from .state import FmState, UnitState

__all__ = ["contacts", "resolve_assault"]


def _r() -> RuleRef:
    return RuleRef(refs.RULESET, refs.R_ASSAULT)


def _ground(state: FmState, u: UnitState) -> bool:
    return u.alive and not state.profile_of(u).air


def contacts(state: FmState, formation_id: str) -> list[tuple[UnitState, UnitState]]:
    """(striker, target) for every unit that fights: chargers first, then the enemies they touch."""
    chargers = [u for u in state.members(formation_id) if _ground(state, u)]
    enemies = [e for e in state.living(state.other(state.formations[formation_id].side)) if _ground(state, e)]
    out = []
    touched: list[UnitState] = []
    for c in chargers:
        near = [e for e in enemies if distance(e.cell, c.cell) == 1]
        if near:
            out.append((c, near[0]))
            touched += [e for e in near if e not in touched]
    for e in touched:
        foe = next(c for c in chargers if distance(c.cell, e.cell) == 1)
        out.append((e, foe))
    return out


def resolve_assault(state: FmState, formation_id: str, dice: Dice) -> list[Event]:
    pairs = contacts(state, formation_id)
    f = state.formations[formation_id]
    if not pairs:
        return [Event("assault", f"{f.name}'s charge makes no contact: there is no assault.", _r(), side=f.side)]
    events = [Event("assault", f"{f.name} assaults: {len(pairs)} units fight.", _r(), side=f.side,
                    units=tuple(s.id for s, _ in pairs))]
    strikes = []
    for striker, target in pairs:
        p = state.profile_of(striker)
        if p.assault <= 0:
            continue
        w = Weapon("assault", 1, p.assault, p.assault_hit)
        rolls = dice.roll_many("d6", p.assault, why=f"{striker.name} strikes {target.name} in the assault",
                               side=striker.side, unit=striker.id, target=p.assault_hit, rule=_r())
        hits = sum(1 for r in rolls if r.value >= p.assault_hit)
        plan = ShotPlan(striker.id, target.id, w, p.assault_hit, Ledger(),
                        save_plan(state, target, air_attacker=False, in_crossfire=False), False)
        strikes.append((plan, hits))
        events.append(Event("strike", f"{striker.name} strikes {target.name}: {hits} hit(s).", _r(),
                            side=striker.side, units=(striker.id, target.id), rolls=tuple(rolls)))
    before = {s: sum(u.wounds for u in state.units.values() if u.side == s) for s in state.sides}
    fought_cells = {u.cell for pair in pairs for u in pair}
    fought_formations = {u.formation for pair in pairs for u in pair}
    for plan, hits in strikes:
        if hits:
            events += apply_hits(state, plan, hits, dice, break_check=False)
    for cell in sorted(fought_cells):
        events += damage_building(state, cell)
    lost = {s: sum(u.wounds for u in state.units.values() if u.side == s) - before[s] for s in state.sides}
    a, b = state.sides
    if lost[a] != lost[b]:
        loser = a if lost[a] > lost[b] else b
        for fid in sorted(fought_formations):
            if state.formations[fid].side == loser:
                add_shock(state, fid, 1)
        events.append(Event("assault-result", f"{state.side_names[loser]} loses the assault ({lost[loser]} "
                                              f"casualties to {lost[state.other(loser)]}): 1 more Shock.", _r(),
                            side=loser))
    else:
        events.append(Event("assault-result", f"The assault is a draw ({lost[a]} casualties each).", _r()))
    for fid in sorted(fought_formations):
        events += check_break(state, fid)
    return events

