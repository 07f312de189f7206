"""The critical hit chart (a natural 10 against a vehicle, or any hit on a penetrated side): ten results,
the crew-killed D5 table, lasting effects kept on the vehicle, passengers bailing out, explosions."""
from __future__ import annotations

import math

from ...core.events import Event
from . import sections as S
from .charts import CREW_KILLED, CRITICAL
from .damage import defence_tests, destroy_vehicle, hit_model, unload_next_to
from .profiles import lookup
from .state import State, Unit

__all__ = ["critical_hit", "lasting_effects", "SECONDARY_ORDER"]

SECONDARY_ORDER = ("hull", "cupola", "sponson_left", "sponson_right")


def _lose_secondary(u: Unit) -> str:
    mounts = [w.mount for w in lookup(u.profile).weapons]
    for m in SECONDARY_ORDER:
        if m in mounts and m not in u.lost_mounts:
            u.lost_mounts.append(m)
            return m
    return ""


def critical_hit(state: State, u: Unit, facing: str, dice) -> list[Event]:
    r = dice.roll("d10", why=f"{u.name}: critical hit chart", side=u.side, unit=u.id, rule=S.ref(S.CRITICAL))
    v = r.value
    events = [Event("critical", f"Critical hit on {u.name}: {CRITICAL[v]}.", S.ref(S.CRITICAL), side=u.side,
                    units=(u.id,), rolls=(r,), data=(("result", v),))]
    if v == 1:
        t = dice.roll("d5", why=f"{u.name}: turns the crew is stunned", side=u.side, unit=u.id, rule=S.ref(S.CRITICAL))
        u.stunned_until = max(u.stunned_until, state.turn + t.value - 1)
        events.append(Event("critical", f"{u.name}'s crew is stunned for {t.value} turn(s).", S.ref(S.CRITICAL),
                            side=u.side, units=(u.id,), rolls=(t,)))
    elif v in (2, 4):
        lost = _lose_secondary(u)
        events.append(Event("critical", f"{u.name} loses its {lost.replace('_', ' ')} weapon." if lost else
                            f"{u.name} has no secondary weapon left to lose.", S.ref(S.CRITICAL), side=u.side,
                            units=(u.id,)))
    elif v == 3:
        u.engine_until = max(u.engine_until, state.turn + 1)
    elif v == 5:
        if facing and facing not in u.penetrated:
            u.penetrated.append(facing)
    elif v == 6:
        c = dice.roll("d5", why=f"{u.name}: which crew is killed", side=u.side, unit=u.id, rule=S.ref(S.CRITICAL))
        events.append(Event("critical", f"{u.name}: {CREW_KILLED[c.value]}.", S.ref(S.CRITICAL), side=u.side,
                            units=(u.id,), rolls=(c,), data=(("crew", c.value),)))
        if c.value == 1:
            u.lost_mounts.append("cupola")
        elif c.value == 2:
            u.lost_mounts += ["hull", "sponson_left", "sponson_right"]
        elif c.value == 3:
            u.lost_mounts += ["main", "coax"]
        elif c.value == 4:
            u.immobilised = True
        else:
            events += destroy_vehicle(state, u, dice, "its entire crew is killed")
    elif v == 7:
        u.lost_mounts += ["main", "coax"]
    elif v == 8:
        u.immobilised = True
    else:
        kind = "d5" if v == 9 else "d10"
        a = dice.roll(kind, why=f"{u.name}: ATT of the explosion", side=u.side, unit=u.id, rule=S.ref(S.CRITICAL))
        events.append(Event("explosion", f"{u.name} explodes: an ATT {a.value} infantry hit on every model within "
                            "6\".", S.ref(S.CRITICAL), side=u.side, units=(u.id,), rolls=(a,)))
        events += destroy_vehicle(state, u, dice, "it exploded")
        for o in list(state.alive_units()):
            if o.is_vehicle or o.id == u.id or (o.inside and o.inside in state.units):
                continue
            for m in list(o.living):
                if _dist_to_hull(u, m.x, m.y) <= 6.0 + o.base / 2:
                    failed, *_ = defence_tests(state, o, 1, a.value, dice, why=" (explosion)")
                    if failed:
                        events += hit_model(state, o, m, dice)
    if u.alive and u.cargo and v != 5:
        for cid in list(u.cargo):
            events += unload_next_to(state, u, state.units[cid])
            events.append(Event("bail", f"{state.units[cid].name} bails out of {u.name} after the critical hit.",
                                S.ref(S.TRANSPORTS), side=u.side, units=(cid,)))
    u.lost_mounts = sorted(set(u.lost_mounts))
    return events


def _dist_to_hull(u: Unit, x: float, y: float) -> float:
    r, f = u.pose.to_local((x, y))
    dx, dy = max(abs(r) - u.width / 2, 0.0), max(abs(f) - u.depth / 2, 0.0)
    return math.hypot(dx, dy)


def lasting_effects(state: State, u: Unit) -> list[str]:
    out = []
    if u.stunned_until >= state.turn:
        out.append(f"Crew stunned to the end of turn {u.stunned_until}")
    if u.engine_until >= state.turn:
        out.append(f"Engine damaged to the end of turn {u.engine_until}")
    if u.immobilised:
        out.append("Immobilised")
    for f in u.penetrated:
        out.append(f"{f.title()} armour penetrated: every hit there is critical")
    if u.lost_mounts:
        out.append("Weapons lost: " + ", ".join(m.replace("_", " ") for m in u.lost_mounts))
    if u.abandoned:
        out.append("Abandoned (heavy terrain)")
    return out
