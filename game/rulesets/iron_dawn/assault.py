"""Melee and ramming. A charge reaches up to double SPD; each charging model moves straight at the
closest enemy model until their bases touch (as many as can); every model in base contact strikes once
on the melee chart (10 minus MEL), defence tests against the striker's ATT; then the defenders in contact
strike back (a ruling). A vehicle rams the same way: the target may dodge with a morale test, else each
model touched takes a hit as strong as the front armour; the vehicle may not move in the next phase."""
from __future__ import annotations

import math

from ...core.events import Event
from ...core.ledger import Ledger
from ...geometry.plane import Circle
from ...geometry.planegaps import overlapping
from . import sections as S
from .charts import melee_score
from .damage import defence_tests, remove_hp
from .morale import morale_test
from .profiles import lookup
from .state import State, Unit

__all__ = ["charge_reach", "charge_positions", "resolve_assault", "resolve_ram", "CONTACT"]

CONTACT = 0.05


def charge_reach(state: State, u: Unit) -> float:
    p = lookup(u.profile)
    spd = p.spd + (1 if u.inspired_turn == state.turn and not u.is_vehicle else 0)
    if u.dug_in or u.hull_down:
        spd = math.floor(spd / 2)
    return 2.0 * spd


def _gap(u: Unit, m, target: Unit) -> tuple[float, object]:
    best = (1e9, None)
    for t in target.living:
        d = math.hypot(t.x - m.x, t.y - m.y) - (u.base + target.base) / 2
        if target.is_vehicle:
            from .critical import _dist_to_hull
            d = _dist_to_hull(target, m.x, m.y) - u.base / 2
        if d < best[0]:
            best = (d, t)
    return best


def charge_positions(state: State, u: Unit, target: Unit) -> tuple[list, float] | None:
    """Where each charging model ends (x, y), and the closest starting gap; None when out of reach."""
    reach = charge_reach(state, u)
    gaps = [_gap(u, m, target) for m in u.living]
    closest = min(g for g, _ in gaps)
    if closest > reach + 1e-9:
        return None
    placed: list[Circle] = []
    out = []
    others = [fp for o in state.on_table() if o.id not in (u.id,) for fp in o.footprints()]
    for m, (gap, t) in zip(u.living, gaps):
        dx, dy = (t.x - m.x, t.y - m.y) if not target.is_vehicle else (target.x - m.x, target.y - m.y)
        L = math.hypot(dx, dy) or 1.0
        step = max(0.0, min(gap - CONTACT / 2, reach))
        x, y = m.x + dx / L * step, m.y + dy / L * step
        while step > 0:
            c = Circle(x, y, u.base / 2 - 1e-3)
            if not any(overlapping(c, o, 1e-6) for o in placed + others):
                break
            step = max(0.0, step - 0.25)
            x, y = m.x + dx / L * step, m.y + dy / L * step
        placed.append(Circle(x, y, u.base / 2))
        out.append((x, y))
    return out, closest


def _strike(state: State, att_unit: Unit, def_unit: Unit, strikers: list, dice, src) -> list[Event]:
    if not strikers or not def_unit.alive:
        return []
    p = lookup(att_unit.profile)
    roll_led = Ledger()
    roll_led.add("Target is Conscript", 1 if def_unit.rank == "conscript" else 0, S.ref(S.RANKS))
    roll_led.add("Target is Veteran", -1 if def_unit.veteran else 0, S.ref(S.RANKS))
    need = melee_score(p.mel)
    rolls = [dice.roll("d10", why=f"{att_unit.name}: melee to hit (needs {need}+)", side=att_unit.side,
                       unit=att_unit.id, target=need, rule=S.ref(S.TO_HIT)) for _ in strikers]
    hits = [r.value for r in rolls if r.value != 1 and (r.value == 10 or r.value + roll_led.total >= need)]
    events = [Event("melee", f"{att_unit.name} strikes {def_unit.name} with {len(strikers)} model(s): "
                    f"{len(hits)} hit(s).", S.ref(S.MELEE), side=att_unit.side, units=(att_unit.id, def_unit.id),
                    rolls=tuple(rolls), ledger=tuple(roll_led), data=(("hits", len(hits)),))]
    if hits:
        facing = ""
        if def_unit.is_vehicle:
            from ...geometry.planearcs import armour_facing
            facing = armour_facing(def_unit.pose, def_unit.width, def_unit.depth, src).value
        failed, ok, ones, dr, led = defence_tests(state, def_unit, len(hits), p.att, dice, facing=facing)
        extra = sum(1 for h in hits if h == 10)
        events.append(Event("defence", f"{def_unit.name} takes {len(hits)} defence test(s): {failed} failed.",
                            S.ref(S.DEFENCE), side=def_unit.side, units=(def_unit.id,), rolls=tuple(dr),
                            ledger=tuple(led)))
        events += remove_hp(state, def_unit, failed + ones + extra, src, dice)
    return events


def in_contact(a: Unit, b: Unit) -> list:
    out = []
    for m in a.living:
        g, _ = _gap(a, m, b)
        if g <= CONTACT + 1e-6:
            out.append(m)
    return out


def resolve_assault(state: State, u: Unit, target: Unit, positions: list, dice) -> list[Event]:
    for m, (x, y) in zip(u.living, positions):
        m.x, m.y = x, y
    u.x = sum(m.x for m in u.living) / len(u.living)
    u.y = sum(m.y for m in u.living) / len(u.living)
    src = (u.x, u.y)
    events = [Event("charge", f"{u.name} charges {target.name}.", S.ref(S.MELEE), side=u.side, units=(u.id, target.id))]
    events += _strike(state, u, target, in_contact(u, target), dice, src)
    if target.alive and u.alive and not target.is_vehicle:
        events += _strike(state, target, u, in_contact(target, u), dice, (target.x, target.y))
    return events


def resolve_ram(state: State, v: Unit, target: Unit, dice) -> list[Event]:
    events = [Event("ram", f"{v.name} rams {target.name}.", S.ref(S.RAMMING), side=v.side, units=(v.id, target.id))]
    v.no_move_phase = (state.turn, state.phase + 1) if state.phase < 3 else (state.turn + 1, 1)
    ok, ev = morale_test(state, target, dice, "dodging the ram") if not target.is_vehicle else (False, None)
    if ev is not None:
        events.append(ev)
    if ok:
        events.append(Event("ram", f"{target.name} dodges out of the way.", S.ref(S.RAMMING), side=target.side,
                            units=(target.id,)))
        return events
    fd = lookup(v.profile).fd
    from .critical import _dist_to_hull
    hit = [m for m in target.living if _dist_to_hull(v, m.x, m.y) - target.base / 2 <= 2.0]
    hit = hit or target.living[:1]
    failed, ok2, ones, dr, led = defence_tests(state, target, len(hit), fd, dice, facing="side" if target.is_vehicle else "")
    events.append(Event("defence", f"{len(hit)} model(s) of {target.name} are hit with ATT {fd} (the front armour): "
                        f"{failed} failed test(s).", S.ref(S.RAMMING), side=target.side, units=(target.id,),
                        rolls=tuple(dr), ledger=tuple(led)))
    events += remove_hp(state, target, failed + ones, (v.x, v.y), dice)
    return events
