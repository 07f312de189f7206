"""The morale phase's tests, one unit at a time from the queue the attack phase left."""
from __future__ import annotations

from ...core.events import Event
from . import sections as S
from .flee import flee

__all__ = ["morale_test"]


def morale_test(state, item, dice) -> list[Event]:
    """The unit at the head of the morale queue tests: a combat loser flees on a failure (its winners then
    choose), a unit panicked by shooting loses a stamina point."""
    uid, target, kind = item[:3]
    u = state.units[uid]
    r = dice.roll("2d6", why=f"morale ({target}+)", side=u.side, unit=uid, target=target,
                  rule=S.ref(S.MORALE if kind == "combat" else S.SHOOTING_PANIC))
    ok = r.value >= target
    if kind == "combat":
        text = f"{u.name} lost the combat {item[3]} to {item[4]}: needs {target}+ on 2D6, rolls {r.value}: " \
               f"{'holds' if ok else 'flees'}."
        ev = [Event("morale", text, S.ref(S.MORALE), side=u.side, units=(uid,), rolls=(r,),
                    data=(("target", target),))]
        if not ok and u.garrison:
            from .garrison_combat import eject
            return ev + eject(state, u, state.enemies_in_contact(uid), dice)
        if not ok:
            foes = [e for e in state.enemies_in_contact(uid)]
            ev += flee(state, u, dice, why="broken in combat", section=S.MORALE)
            winners = [[f, 0, "winner"] for f in foes if state.units[f].alive and not state.engaged(f)
                       and not state.units[f].attached]
            state.order[0:0] = winners
        return ev
    text = f"{u.name} tests for shooting panic: needs 7+, rolls {r.value}: {'steady' if ok else 'loses a stamina point'}."
    ev = [Event("panic", text, S.ref(S.SHOOTING_PANIC), side=u.side, units=(uid,), rolls=(r,))]
    if not ok and u.stamina > 0:
        u.stamina -= 1
        u.stamina_spent += 1
    return ev
