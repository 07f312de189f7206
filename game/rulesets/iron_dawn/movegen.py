"""Candidate actions worth offering (a sample for moves; `check` decides any action) and the move the
battle screen builds from a dragged destination."""
from __future__ import annotations

import math
from itertools import repeat
from operator import sub

from . import actions as A
from .assault import charge_reach
from .limits import HULL_DOWN_HELD, why_not
from .morale import command_level
from .movement import budget_of
from .state import State, Unit

__all__ = ["candidates", "move_action", "path_to"]

ANGLES = (0, 60, 120, 180, 240, 300)


def path_to(u: Unit, x: float, y: float, heading: float | None = None) -> tuple:
    """Turn to face the destination, go there, then turn to `heading` (vehicles: the same, pivoting)."""
    start = (u.x, u.y, u.heading)
    if math.hypot(x - u.x, y - u.y) < 1e-6:
        return (start, (u.x, u.y, heading if heading is not None else u.heading))
    b = math.degrees(math.atan2(x - u.x, -(y - u.y)))
    if u.is_vehicle and abs((b - u.heading + 180) % 360 - 180) > 90:
        b = (b + 180) % 360 - 0.0          # reverse rather than turn round
        b = b if b <= 180 else b - 360
    path = [start]
    if abs((b - u.heading + 180) % 360 - 180) > 1e-6:
        path.append((u.x, u.y, b))
    path.append((x, y, b))
    if heading is not None and abs((heading - b + 180) % 360 - 180) > 1e-6:
        path.append((x, y, heading))
    return tuple(path)


def move_action(state: State, uid: str, destination) -> A.Move | None:
    u = state.units.get(uid) or state.model_owner(uid)
    if u is None or not u.alive:
        return None
    x, y = destination[-1][0], destination[-1][1]
    h = destination[-1][2] if len(destination[-1]) > 2 else None
    if u.id != uid:                       # a model dragged: the squad moves by the same offset
        m = next((m for m in u.living if m.id == uid), None)
        if m is None:
            return None
        x, y = u.x + (x - m.x), u.y + (y - m.y)
    return A.Move(u.id, path_to(u, x, y, h))


def _may_move_after_standing(state: State, u: Unit) -> bool:
    """Whether taking the counter away lets the unit move now: Stand Up is free, but the counter's cover is
    lost for nothing unless a move follows (a move takes a dug-in unit's counter away in any case)."""
    why = why_not(state, u, "move")
    if why is not None and u.hull_down and why[0] == HULL_DOWN_HELD:
        return True
    return why is None


def candidates(state: State, side: str, unit_id: str | None = None):
    out: list = []
    enemies = [e for e in state.on_table(state.other(side)) if not e.abandoned and e.kind != "emplacement"]
    ex, ey = [e.x for e in enemies], [e.y for e in enemies]
    alive = state.alive_units()         # read by every unit below: listed once (in the state's order)
    emplacements = [g for g in alive if g.kind == "emplacement"]
    vehicles = [v for v in alive if v.is_vehicle]
    objectives = list(state.objectives.values())
    for u in state.alive_units(side):
        if unit_id not in (None, u.id) or u.kind == "emplacement":
            continue
        if u.inside and u.inside in state.units:
            v = state.units[u.inside]
            out.append(A.Disembark(u.id, (v.x, min(v.y + v.depth / 2 + 2.0, state.height - 2), v.heading)))
            continue
        if u.acted_phase == state.phase:
            continue
        ux, uy = u.x, u.y       # the nearest enemy (the first of equals, as a stable sort puts it first)
        if enemies:
            gaps = list(map(math.hypot, map(sub, ex, repeat(ux)), map(sub, ey, repeat(uy))))
            near = [enemies[gaps.index(min(gaps))]]
        else:
            near = []
        guns = [g for g in emplacements
                if min(math.hypot(m.x - g.x, m.y - g.y) for m in u.living) <= 2.5] if not u.is_vehicle else []
        for e in near:
            out.append(A.Shoot(u.id, e.id))
            out.append(A.Shoot(u.id, e.id, mode="suppress"))
            if e.is_vehicle and not u.is_vehicle and (u.has_leader or u.kind in ("solo", "commander")):
                out.append(A.Shoot(u.id, e.id, mode="ap_round"))
            out += [A.Shoot(u.id, e.id, emplacement=g.id) for g in guns]
            if math.hypot(e.x - u.x, e.y - u.y) <= charge_reach(state, u) + 1.5:
                out.append(A.Ram(u.id, e.id) if u.is_vehicle else A.Assault(u.id, e.id))
        budget, _ = budget_of(state, u)
        if budget > 1:
            obj = [min(objectives, key=lambda o: math.hypot(o.x - ux, o.y - uy))] if objectives else []
            goals = [(o.x, o.y) for o in obj if o.owner != side] or [(e.x, e.y) for e in near[:1]]
            for gx, gy in goals:
                d = math.hypot(gx - u.x, gy - u.y)
                if d > 1e-6:
                    step = min(budget - 1.5, d)
                    if step > 0.5:
                        out.append(A.Move(u.id, path_to(u, u.x + (gx - u.x) / d * step, u.y + (gy - u.y) / d * step)))
            a = ANGLES[(state.turn + state.phase + len(u.id)) % len(ANGLES)]
            step = budget * 0.6
            out.append(A.Move(u.id, path_to(u, u.x + step * math.sin(math.radians(a)),
                                            u.y - step * math.cos(math.radians(a)))))
            kind = "overdrive" if u.is_vehicle else "run"
            step = budget * 0.5
            out.append(A.Move(u.id, path_to(u, u.x + step * math.sin(math.radians(a + 90)),
                                            u.y - step * math.cos(math.radians(a + 90))), kind))
        if command_level(u):
            out.append(A.Order(u.id, "inspire"))
            out.append(A.Order(u.id, "hold_the_line"))
            if near:
                out.append(A.Order(u.id, "concentrate", near[0].id))
                if near[0].is_vehicle:
                    out.append(A.Order(u.id, "disable", near[0].id))
            out.append(A.Order(u.id, "fall_back"))
        if u.is_vehicle:
            out.append(A.Manoeuvre(u.id, "hull_down"))
        elif u.kind == "squad":
            out.append(A.Manoeuvre(u.id, "dig_in"))
            if len(u.living) >= 6 and state.turn == 1 and u.id + "_b" not in state.units:
                out.append(A.Split(u.id))
            for v in vehicles:
                if math.hypot(v.x - u.x, v.y - u.y) <= 8.0:
                    if v.abandoned:
                        out.append(A.Recrew(u.id, v.id))
                    elif v.side == side:
                        out.append(A.Manoeuvre(u.id, "repair", v.id))
                    else:
                        out.append(A.Manoeuvre(u.id, "rig", v.id))
            for v in vehicles:
                if v.side == side and not v.abandoned and math.hypot(v.x - u.x, v.y - u.y) <= budget + v.depth:
                    out.append(A.Embark(u.id, v.id))
        if (u.dug_in or u.hull_down) and _may_move_after_standing(state, u):
            out.append(A.StandUp(u.id))
    if unit_id is None:
        out.append(A.EndPhase(side))
    return out
