"""Commanders' orders (a morale test, senior +1; every friendly unit in the command radius obeys) and the
unit manoeuvres Dig In, Hull Down, Repair and Rig It to Blow."""
from __future__ import annotations

import math

from ...core.events import Event
from . import sections as S
from .damage import defence_tests, hit_model
from .morale import command_level, command_radius, morale_test
from .movement import apply_move, plan_move
from .profiles import lookup
from .shotplan import plan_shot
from .shooting import resolve_shot
from .state import State, Unit
from .terrain import pieces

__all__ = ["in_radius", "apply_order", "apply_manoeuvre", "RIG_ATT", "RIG_RADIUS", "CONTACT_RANGE"]

RIG_ATT = 7
RIG_RADIUS = 3.0
CONTACT_RANGE = 1.0


def in_radius(state: State, cmd: Unit) -> list[Unit]:
    r = command_radius(cmd)
    c = cmd.living[0]
    return [u for u in state.on_table(cmd.side) if u.id != cmd.id and not command_level(u)
            and any(math.hypot(m.x - c.x, m.y - c.y) <= r + 1e-9 for m in u.living)]


def _done(state: State, u: Unit, kind: str) -> None:
    u.acted_phase = state.phase


def _fall_back(state: State, u: Unit) -> list[Event]:
    enemies = [m for e in state.on_table(state.other(u.side)) for m in e.living]
    if not enemies or u.dug_in or u.hull_down:
        return []
    near = min(enemies, key=lambda m: math.hypot(m.x - u.x, m.y - u.y))
    dx, dy = u.x - near.x, u.y - near.y
    L = math.hypot(dx, dy) or 1.0
    spd = lookup(u.profile).spd * 2.0
    for frac in (1.0, 0.75, 0.5, 0.25):
        h = math.degrees(math.atan2(dx, -dy))
        d = spd * frac - (0 if u.is_vehicle else 1.0)
        if d <= 0:
            break
        end = (u.x + dx / L * d, u.y + dy / L * d)
        path = ((u.x, u.y, u.heading), (u.x, u.y, h), (end[0], end[1], h)) if not u.is_vehicle else \
            ((u.x, u.y, u.heading), (u.x, u.y, h), (end[0], end[1], h))
        plan, verdict = plan_move(state, u, path, budget=spd + 2.0, ordered=True)
        if plan is not None:
            return apply_move(state, u, plan)
    return [Event("fall-back", f"{u.name} has nowhere to fall back to.", S.ref(S.ORDERS), side=u.side, units=(u.id,))]


def apply_order(state: State, cmd: Unit, kind: str, target: Unit | None, dice) -> list[Event]:
    cmd.actions += 1
    cmd.done.append(kind)
    cmd.acted_phase = state.phase
    ok, ev = morale_test(state, cmd, dice, f"order: {kind.replace('_', ' ')}", order=True)
    events = [ev]
    if not ok:
        events.append(Event("order", f"{cmd.name}'s order is not carried out.", S.ref(S.ORDERS), side=cmd.side,
                            units=(cmd.id,)))
        return events
    units = in_radius(state, cmd)
    events.append(Event("order", f"{cmd.name} orders {kind.replace('_', ' ')}: {len(units)} unit(s) obey.",
                        S.ref(S.ORDERS), side=cmd.side, units=(cmd.id,) + tuple(u.id for u in units)))
    for u in units:
        if kind == "inspire" and not u.is_vehicle:
            u.inspired_turn = state.turn
        elif kind == "hold_the_line" and not u.is_vehicle:
            for ph in (state.phase, state.phase + 1):
                state.hold_the_line.append((u.id, state.turn, ph))
        elif kind == "fall_back":
            events += _fall_back(state, u)
        elif kind in ("concentrate", "disable") and target is not None and target.alive:
            if kind == "disable" and u.is_vehicle:
                continue
            if u.acted_phase == state.phase or u.moves >= 2 or u.pinned_turn == state.turn:
                continue
            plan = plan_shot(state, u, target, concentrate=(kind == "concentrate"))
            if plan.ok:
                _done(state, u, "shoot")
                u.done.append("shoot")
                events += resolve_shot(state, u, target, plan, dice, disable=(kind == "disable"))
    return events


def apply_manoeuvre(state: State, u: Unit, kind: str, target: str, dice) -> list[Event]:
    u.actions += 1
    u.acted_phase = state.phase
    u.done.append(kind)
    if kind == "dig_in":
        u.dug_in = True
        return [Event("dig-in", f"{u.name} digs in: +1 cover, +1 ACC until it stands up.", S.ref(S.MANOEUVRES),
                      side=u.side, units=(u.id,))]
    if kind == "hull_down":
        u.hull_down = True
        return [Event("hull-down", f"{u.name} goes hull down: +1 DEF, no moving until it stands up.",
                      S.ref(S.MANOEUVRES), side=u.side, units=(u.id,))]
    u.done.append("shoot")          # Repair and Rig It to Blow are made instead of shooting
    if kind == "repair":
        v = state.units[target]
        n = sum(1 for _ in u.living)
        gain = min(n, v.models[0].hp_max - v.models[0].hp)
        v.models[0].hp += gain
        return [Event("repair", f"{u.name} repairs {v.name}: +{gain} hit point(s).", S.ref(S.MANOEUVRES),
                      side=u.side, units=(u.id, v.id))]
    # rig it to blow
    events = []
    if target in state.units:
        v = state.units[target]
        centre, shapes = (v.x, v.y), [v.hull()]
        failed, ok, ones, dr, led = defence_tests(state, v, 1, RIG_ATT, dice, facing="side", why=" (rigged charge)")
        events.append(Event("rig", f"{u.name} blows a charge on {v.name}.", S.ref(S.MANOEUVRES), side=u.side,
                            units=(u.id, v.id), rolls=tuple(dr), ledger=tuple(led)))
        for _ in range(failed + ones):
            if v.alive:
                events += hit_model(state, v, v.models[0], dice)
    else:
        p = next(x for x in pieces(state) if x.key == target)
        shapes = p.polys
        if p.type in ("light", "heavy", "trees"):
            state.destroyed_terrain.append(p.key)
        events.append(Event("rig", f"{u.name} blows up {p.name}.", S.ref(S.MANOEUVRES), side=u.side, units=(u.id,)))
    from ...geometry.plane import Circle
    from ...geometry.planegaps import edge_distance
    for o in state.on_table():
        if o.is_vehicle:
            continue
        for m in list(o.living):
            if any(edge_distance(Circle(m.x, m.y, o.base / 2), s) <= RIG_RADIUS for s in shapes):
                failed, _ok, _ones, dr, led = defence_tests(state, o, 1, RIG_ATT, dice, why=" (rigged charge)")
                events.append(Event("defence", f"{m.id} of {o.name} takes a defence test (rigged charge): "
                                    + ("failed." if failed else "passed."), S.ref(S.DEFENCE), side=o.side,
                                    units=(o.id,), rolls=tuple(dr), ledger=tuple(led),
                                    data=(("failed", failed), ("passed", _ok))))
                if failed:
                    events += hit_model(state, o, m, dice)
    return events
