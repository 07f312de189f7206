"""Stamina: three points; actions that need one spend it and are refused without it; an exhausted unit
worsens SS, FS and D by 1; a unit that neither moved nor fought in its movement phase recovers one."""
from __future__ import annotations

from ...core.events import Event
from . import sections as S

__all__ = ["spend", "exhausted", "recover", "stamina_problem"]


def stamina_problem(u, what: str) -> str:
    return "" if u.stamina > 0 else f"{u.name} has no stamina left for {what}"


def spend(state, u, what: str, section: str) -> list[Event]:
    u.stamina -= 1
    u.stamina_spent += 1
    text = f"{u.name} spends a stamina point ({what}): {u.stamina} left."
    if u.stamina == 0:
        text += " Exhausted: SS, FS and D worsen by 1."
    return [Event("stamina", text, S.ref(section), side=u.side, units=(u.id,))]


def exhausted(u) -> bool:
    return u.stamina <= 0


def recover(state, side: str) -> list[Event]:
    """End of a movement phase: the side's units that did not move and are not in combat recover a point."""
    out = []
    for u in state.alive_units(side):
        if not u.moved and not u.charging and not u.fled and not state.engaged(u.id) and u.stamina < u.stamina_max:
            u.stamina += 1
            out.append(Event("stamina", f"{u.name} rests and recovers a stamina point ({u.stamina}).",
                             S.ref(S.STAMINA), side=side, units=(u.id,)))
    return out
