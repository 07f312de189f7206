"""Defence tests and their consequences: DEF shifted by ATT against DEF, cover and counters; a vehicle's
natural 1 costs a hit point and another test; hit points removed from the models closest to the attacker
first; suppression; the bail-out test on a vehicle's final hit point; destruction (with its passengers)."""
from __future__ import annotations

import math

from ...core.events import Event
from ...core.ledger import Ledger
from . import sections as S
from .profiles import lookup
from .state import Model, State, Unit

__all__ = ["defence_value", "defence_tests", "remove_hp", "hit_model", "destroy_vehicle", "FacingDef"]

FACING_FIELD = {"front": "fd", "side": "sd", "rear": "rd", "top": "td"}


def defence_value(target: Unit, facing: str = "") -> int:
    p = lookup(target.profile)
    return getattr(p, FACING_FIELD[facing or "front"]) if target.is_vehicle else p.defence


FacingDef = defence_value


def defence_ledger(target: Unit, att: int, facing: str, cover: bool, *, indirect: bool = False) -> tuple[int, Ledger]:
    dfn = defence_value(target, facing)
    led = Ledger()
    if att > dfn:
        led.add(f"ATT {att} above DEF {dfn}", dfn - att, S.ref(S.DEFENCE))
    elif att < dfn:
        led.add(f"ATT {att} below DEF {dfn}", dfn - att, S.ref(S.DEFENCE))
    if cover and (not target.is_vehicle or not indirect or target.hull_down):
        led.add("Cover", 1, S.ref(S.COVER))
    if target.dug_in:
        led.add("Dug in", 1, S.ref(S.MANOEUVRES))
    if target.hull_down:
        led.add("Hull down", 1, S.ref(S.MANOEUVRES))
    return dfn + led.total, led


def defence_tests(state: State, target: Unit, hits: int, att: int, dice, *, facing: str = "", cover: bool = False,
                  indirect: bool = False, why: str = "") -> tuple[int, int, int, list, Ledger]:
    """Roll the tests: (failed, passed, vehicle natural-1 losses, rolls, ledger)."""
    need, led = defence_ledger(target, att, facing, cover, indirect=indirect)
    failed = passed = ones = 0
    rolls = []
    todo = hits
    while todo > 0:
        todo -= 1
        r = dice.roll("d10", why=f"{target.name}: defence test{why} (passes on {need} or less)", side=target.side,
                      unit=target.id, rule=S.ref(S.DEFENCE))
        rolls.append(r)
        if target.is_vehicle and r.value == 1:
            ones += 1
            todo += 1
            continue
        if r.value > need:
            failed += 1
        else:
            passed += 1
    return failed, passed, ones, rolls, led


def _closest(u: Unit, source) -> list[Model]:
    return sorted(u.living, key=lambda m: (math.hypot(m.x - source[0], m.y - source[1]), m.id))


def remove_hp(state: State, u: Unit, losses: int, source, dice) -> list[Event]:
    """Take `losses` hit points, closest model to `source` first."""
    events: list[Event] = []
    for _ in range(losses):
        alive = _closest(u, source)
        if not alive:
            break
        events += hit_model(state, u, alive[0], dice)
    return events


def hit_model(state: State, u: Unit, m: Model, dice) -> list[Event]:
    events: list[Event] = []
    m.hp -= 1
    if u.is_vehicle:
        if m.hp <= 0:
            events += destroy_vehicle(state, u, dice, "its last hit point is gone")
        elif m.hp == 1 and not u.abandoned:
            r = dice.roll("d10", why=f"{u.name}: bail-out test on its final hit point (10: the crew bails out)",
                          side=u.side, unit=u.id, rule=S.ref(S.ABANDON))
            if r.value == 10:
                u.abandoned = True
                events.append(Event("abandoned", f"{u.name}'s crew bails out: the vehicle is abandoned and counts "
                                    "as heavy terrain.", S.ref(S.ABANDON), side=u.side, units=(u.id,), rolls=(r,)))
            else:
                events.append(Event("bail-out", f"{u.name}'s crew stays put.", S.ref(S.ABANDON), side=u.side,
                                    units=(u.id,), rolls=(r,)))
        return events
    if m.hp <= 0:
        m.alive = False
        events.append(Event("removed", f"{m.id} of {u.name} is removed" + (" (its squad leader)" if m.leader else "")
                            + ".", S.ref(S.REMOVING), side=u.side, units=(u.id,)))
        if not u.living:
            u.alive = False
            for o in state.units.values():
                if o.joined == u.id:
                    o.joined = ""
            events.append(Event("destroyed", f"{u.name} is wiped out.", S.ref(S.REMOVING), side=u.side,
                                units=(u.id,)))
    return events


def destroy_vehicle(state: State, u: Unit, dice, why: str) -> list[Event]:
    u.alive = False
    for m in u.models:
        m.hp, m.alive = 0, False
    events = [Event("destroyed", f"{u.name} is destroyed ({why}).", S.ref(S.CRITICAL), side=u.side, units=(u.id,))]
    for cid in list(u.cargo):
        c = state.units.get(cid)
        if c is None or not c.alive:
            continue
        events += unload_next_to(state, u, c)
        events.append(Event("passengers", f"{c.name} tumbles out of the wreck: an ATT 7 hit on each model.",
                            S.ref(S.TRANSPORTS), side=c.side, units=(c.id,)))
        for m in list(c.living):
            failed, _p, _o, rolls, led = defence_tests(state, c, 1, 7, dice, why=" (wrecked transport)")
            if failed:
                events += hit_model(state, c, m, dice)
    u.cargo = []
    return events


def unload_next_to(state: State, vehicle: Unit, c: Unit) -> list[Event]:
    """Put an embarked unit's models in a line beside the vehicle's rear."""
    from ...geometry.coherency import formation
    back = vehicle.pose.moved(forward=-(vehicle.depth / 2 + 1.2))
    spots = formation(back.x, back.y, vehicle.heading + 180, len(c.living), c.base, max(1.1, c.base + 0.1))
    for m, (x, y) in zip(c.living, spots):
        m.x, m.y = min(max(x, 0.6), state.width - 0.6), min(max(y, 0.6), state.height - 0.6)
    c.x, c.y, c.heading = back.x, back.y, vehicle.heading + 180
    c.inside = ""
    if c.id in vehicle.cargo:
        vehicle.cargo.remove(c.id)
    return [Event("disembark", f"{c.name} leaves {vehicle.name}.", S.ref(S.TRANSPORTS), side=c.side, units=(c.id,))]
