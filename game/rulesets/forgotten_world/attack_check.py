"""Whether a unit may fight or shoot now (`Ruleset.check` of Fight and Shoot): the attack phase's turns,
the charged unit striking back first, the chargers fighting first, contact for a fight, the target rules
for a shot (`combat.shot_target`)."""
from __future__ import annotations

from ...core.actions import OK, Illegal
from . import actions as A
from . import sections as S
from .combat import shot_target

__all__ = ["attack_verdict", "chargers_left", "shooter_refused"]


def chargers_left(state) -> list[str]:
    """The active side's units that charged this turn and have yet to fight the unit they charged."""
    if state.phase != "attack":
        return []
    return [u.id for u in state.alive_units(state.active) if u.charging and not u.acted
            and state.units[u.charging].alive and u.charging in state.enemies_in_contact(u.id)]


def attack_verdict(state, action, u, t, who, *, truth_only: bool = False):
    """The verdict on `action` (a Fight or a Shoot by `u` at `t`; `who`: the side to act). `truth_only`:
    only its yes or no is read (the legal list), so a shot's costliest test goes last."""
    if state.phase != "attack" or u.side != who:
        return Illegal("units attack in the attack phase, players taking turns", S.ref(S.ATTACK))
    if u.acted or (isinstance(action, A.Shoot) and u.fought_vs) or t.id in u.fought_vs:
        return Illegal(f"{u.name} has already attacked {'this phase' if u.acted else t.name}", S.ref(S.ATTACK))
    if state.order and state.order[0][0] != u.id:
        return Illegal(f"{state.units[state.order[0][0]].name} strikes back first", S.ref(S.ATTACK))
    if isinstance(action, A.Fight):
        if t.id not in state.enemies_in_contact(u.id):
            return Illegal(f"{u.name} is not in contact with {t.name}", S.ref(S.MELEE))
        if not state.order and chargers_left(state) and u.id not in chargers_left(state):
            return Illegal("the units that charged this turn fight first", S.ref(S.ATTACK))
        return OK
    if not state.order and chargers_left(state):
        return Illegal("the units that charged this turn fight first", S.ref(S.ATTACK))
    why, sec = shot_target(state, u, t, truth_only=truth_only)
    return Illegal(why, S.ref(sec)) if why else OK


def shooter_refused(state, u, who) -> bool:
    """Whether `attack_verdict` refuses every Shoot by `u` now, whatever its target (the legal list asks once
    per shooter): its checks that read no target, for a shot, in the same terms (the phase and turn, `u`
    having attacked, another unit striking back first, the chargers fighting first), then those of
    `combat.shot_target` (no shooting weapon, `u` inside a regiment, `u` in close combat unless it holds a
    building, which `garrison_combat.shot_problem` judges apart)."""
    if state.phase != "attack" or u.side != who or u.acted or u.fought_vs:
        return True
    if state.order and state.order[0][0] != u.id or not state.order and chargers_left(state):
        return True
    return u.range <= 0 or bool(u.attached) or (not u.garrison and state.engaged(u.id))
