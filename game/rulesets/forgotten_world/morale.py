"""The morale phase's arithmetic: the combat result of each side of a combat as a Ledger of named
entries, who lost, and the 2D6 test against 7+ shifted by the difference."""
from __future__ import annotations

from ...core.events import Event
from ...core.ledger import Ledger
from . import sections as S
from .combat import on_hill
from .skills import leadership

__all__ = ["combat_groups", "combat_result", "morale_target", "MORALE_BASE"]

MORALE_BASE = 7


def combat_groups(state, pairs) -> list[set[str]]:
    """Units joined by this turn's combats (pairs of ids), as connected groups."""
    groups: list[set[str]] = []
    for a, b in pairs:
        hit = [g for g in groups if a in g or b in g]
        new = {a, b}.union(*hit) if hit else {a, b}
        groups = [g for g in groups if g not in hit] + [new]
    return groups


def combat_result(state, side: str, group: set[str], pairs) -> Ledger:
    """One side's combat result in a combat group (`pairs`: [attacker, target, face] of this turn)."""
    mine = [state.units[i] for i in group if state.units[i].side == side and state.units[i].alive]
    theirs = [state.units[i] for i in group if state.units[i].side != side]
    led = Ledger()
    if not mine:
        return led
    ranked = [u for u in mine if not ({"left", "right", "rear"} & state_faces(pairs, u.id)) and not u.garrison]
    if ranked:
        best = max(ranked, key=lambda u: u.complete_ranks)
        led.add_if(best.complete_ranks > 0, f"Ranks ({best.complete_ranks})", best.complete_ranks, S.ref(S.COMBAT_RESULT))
    led.add_if(any(u.charging for u in mine), "Charged", 1, S.ref(S.COMBAT_RESULT))
    led.add_if(any(u.standard for u in mine), "Standard bearer", 1, S.ref(S.COMBAT_RESULT))
    kills = sum(t.melee_lost for t in theirs)
    led.add_if(kills > 0, f"Enemy models killed ({kills})", kills, S.ref(S.COMBAT_RESULT))
    if state.general_killed.get(side) != state.turn:      # a general killed this turn: no Ld added
        ld, _ = leadership(state, max(mine, key=lambda u: u.Ld))
        led.add(f"Leadership ({ld})", ld, S.ref(S.COMBAT_RESULT))
        led.add_if(any(u.garrison for u in mine), "Holding a building: Ld +1", 1, S.ref(S.BUILDINGS))
    ids = {u.id for u in mine}
    faces = [f for a, b, f in pairs if a in ids]
    led.add_if("rear" in faces, "Attacking a rear", 2, S.ref(S.COMBAT_RESULT))
    led.add_if(any(f in ("left", "right") for f in faces), "Attacking a flank", 1, S.ref(S.COMBAT_RESULT))
    led.add_if(any(on_hill(state, u) for u in mine) and not any(on_hill(state, t) for t in theirs if t.alive),
               "Higher ground", 1, S.ref(S.COMBAT_RESULT))
    spent = sum(u.stamina_spent for u in mine)
    led.add_if(spent > 0, f"Stamina spent ({spent})", -spent, S.ref(S.COMBAT_RESULT))
    return led


def state_faces(pairs, uid: str) -> set[str]:
    return {f for a, b, f in pairs if b == uid}


def morale_target(own: int, enemy: int) -> int:
    """The 2D6 score a loser needs: 7, plus what the enemy's result beats its own by.

    >>> morale_target(9, 10)
    8
    """
    return MORALE_BASE + (enemy - own)


def morale_event(u, roll, target, passed: bool, led_self: Ledger, led_enemy: Ledger) -> Event:
    text = (f"{u.name} lost the combat ({led_self.total} against {led_enemy.total}): needs {target}+ on 2D6, rolls "
            f"{roll.value}: {'holds' if passed else 'breaks and flees'}.")
    return Event("morale", text, S.ref(S.MORALE), side=u.side, units=(u.id,), rolls=(roll,),
                 ledger=tuple(led_self), data=(("target", target), ("own", led_self.total),
                                               ("enemy", led_enemy.total)))
