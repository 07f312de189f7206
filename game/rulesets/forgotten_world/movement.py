"""Checking and carrying out a move on the real geometry of the block: manoeuvres and their costs,
terrain rates (the slowest ground crossed sets the rate of the whole move), table edges, other bases,
1" from enemies, running; characters leaving and joining regiments.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np

from ...core.actions import OK, Illegal, InvalidActionError
from ...core.events import Event
from ...geometry.plane import Pose
from . import sections as S
from .geo import geo
from .manoeuvres import Step
from .moveshape import shaped
from .sweeps import ENEMY_GAP, bases_twice, sweep_problem, sweep_verdict
from .terrain import CROSSING, RIVER, RIVER_LOSS, SWAMP, WALL, WALL_LOSS

__all__ = ["MovePlan", "plan_move", "apply_move", "sub_steps", "sweep_problem", "sweep_verdict", "bases_twice",
           "move_refused", "ENEMY_GAP", "rate"]

WHEEL_STEP = 6.0        # degrees per sub-step of a wheel
JOIN_REACH = 0.5        # a character joins a regiment he ends within this distance of


@dataclass
class MovePlan:
    unit: str
    steps: list
    used: float = 0.0
    budget: float = 0.0
    rate_note: str = ""
    swamp: bool = False
    join: str = ""
    leave: str = ""
    info: dict = field(default_factory=dict)


def sub_steps(steps: list[Step], width: float, depth: float):
    """(poses (n, 3), moves (n, 2)): each step cut into translations at a fixed heading (wheels in
    WHEEL_STEP pieces), for the sweep."""
    from ...geometry.planemove import heading_delta, rotate_about
    poses, moves = [], []
    hw, hd = width / 2.0, depth / 2.0
    for s in steps:
        if s.kind == "wheel":
            dh = heading_delta(s.start.heading, s.end.heading)
            n = max(1, int(math.ceil(abs(dh) / WHEEL_STEP)))
            p = s.start
            # `pivot_front_corner(s.start, width, depth, deg).pose`, its two front corners found once
            right, left = s.start.to_world(hw, hd), s.start.to_world(-hw, hd)
            for i in range(1, n + 1):
                deg = dh * i / n
                q = rotate_about(s.start, right if deg >= 0 else left, deg)
                poses.append((p.x, p.y, p.heading))
                moves.append((q.x - p.x, q.y - p.y))
                poses.append((q.x, q.y, q.heading))            # and where each piece ends, turned
                moves.append((0.0, 0.0))
                p = q
        else:
            poses.append((s.start.x, s.start.y, s.start.heading))
            moves.append((s.end.x - s.start.x, s.end.y - s.start.y))
            if abs(s.end.heading - s.start.heading) > 1e-9:
                poses.append((s.end.x, s.end.y, s.end.heading))
                moves.append((0.0, 0.0))
    return np.array(poses, dtype=float).reshape(-1, 3), np.array(moves, dtype=float).reshape(-1, 2)


def rate(u, cats: int, passage: bool) -> tuple[float, str]:
    """The movement rate over ground of categories `cats`: the slowest ground sets it."""
    m, why = float(u.M), ""
    chained = u.effect("chains")
    if chained:
        m, why = max(0.0, m - chained[3]), f"Chains -{chained[3]}\""
    best = m
    if cats & RIVER and not passage and best > m - RIVER_LOSS:
        best, why = m - RIVER_LOSS, f"river without a passage: {m - RIVER_LOSS:g}\""
    if cats & WALL and u.base == "infantry" and not u.flyer and best > m - WALL_LOSS:
        best, why = m - WALL_LOSS, f"crossing a wall or fence: {m - WALL_LOSS:g}\""
    if cats & SWAMP and u.regiment and not u.flyer and best > m / 2.0:
        best, why = m / 2.0, f"swamp: half speed {m / 2.0:g}\""
    return max(best, 0.0), why


def move_refused(state, u) -> bool:
    """Whether `plan_move` refuses every move of `u` now before it reads the path (its first checks, the
    same conditions in the same terms)."""
    return (state.phase != "movement" or u.side != state.active or not u.alive or u.moved or u.charging
            or u.fled or state.engaged(u.id) or bool(u.effect("cage")))


def plan_move(state, action) -> tuple[MovePlan | None, object]:
    u = state.units.get(action.unit)
    if u is None:
        raise InvalidActionError(f"no unit {action.unit!r}")
    if state.phase != "movement" or u.side != state.active:
        return None, Illegal("units move in their own player's movement phase, after the charges", S.ref(S.PHASE_ORDER))
    if not u.alive:
        return None, Illegal(f"{u.name} is not on the table", S.ref(S.MOVEMENT))
    if u.moved or u.charging or u.fled:
        return None, Illegal(f"{u.name} has already moved this turn", S.ref(S.MOVEMENT))
    if state.engaged(u.id):
        return None, Illegal(f"{u.name} is in close combat: it may only fall back or withdraw",
                             S.ref(S.FALL_BACK))
    if u.effect("cage"):
        return None, Illegal(f"{u.name} is caged by a spell and may not move this turn", S.ref(S.SPELLS))
    if u.garrison:
        from .garrison import plan_exit
        return plan_exit(state, u, action)
    leave = ""
    start = u.pose
    if u.attached:
        host = state.units[u.attached]
        if host.moved or host.charging:
            return None, Illegal("a character may leave his regiment only before it moves", S.ref(S.CHARACTERS))
        leave, start = host.id, host.front_place()
    try:
        path = [Pose(float(p[0]), float(p[1]), float(p[2])) for p in action.path]
    except (TypeError, ValueError, IndexError):
        raise InvalidActionError("Move.path: poses are (x, y, heading)") from None
    if not path:
        raise InvalidActionError("Move.path is empty")
    if action.run and u.stamina <= 0:
        return None, Illegal(f"{u.name} has no stamina left to run", S.ref(S.RUN))
    shape = shaped(u, start, path)
    if shape[0] is None:
        return None, Illegal(shape[1], S.ref(shape[2]))
    steps, poses, moves, swept = shape
    steps = list(steps)
    plan = MovePlan(u.id, steps, leave=leave)
    why, sec, crossed = sweep_problem(state, u, poses, moves, ignore=(leave,) if leave else (), shaped=swept)
    if why:
        return plan, Illegal(why, S.ref(sec))
    passage = bool(crossed & CROSSING)
    base, note = rate(u, crossed, passage)
    budget = base * (2 if action.run else 1)
    used = sum(s.cost for s in steps)
    slide = sum(s.length for s in steps if s.kind == "slide")
    plan.used, plan.budget, plan.rate_note, plan.swamp = used, budget, note, bool(crossed & SWAMP) and u.regiment
    info = {"used": round(used, 2), "budget": round(budget, 2), "manoeuvres": [s.kind for s in steps],
            "note": describe_steps(steps) + (f" · rate {note}" if note else "") + (" · running" if action.run else "")}
    if slide > 1e-6:
        if slide > u.width / 2.0 + 1e-6:
            return plan, Illegal(f"a slide goes at most half the frontage ({u.width / 2:.1f}\"), not {slide:.1f}\"",
                                 S.ref(S.SLIDE), **info)
        if not _slide_needed(state, u, steps):
            return plan, Illegal("a regiment slides only to get round an obstacle in its way", S.ref(S.SLIDE), **info)
    if used > budget + 1e-6:
        what = f" ({note})" if note else ""
        return plan, Illegal(f"the manoeuvres cost {used:.1f}\" but {u.name} may move {budget:.1f}\"{what}",
                             S.ref(S.MOVEMENT), **info)
    if action.join:
        why = _join_problem(state, u, action.join, steps[-1].end)
        if why:
            return plan, Illegal(why, S.ref(S.CHARACTERS), **info)
        plan.join = action.join
    if action.enter:
        from .garrison import building_name, enter_problem
        why = enter_problem(state, u, action.enter, steps[-1].end)
        if why:
            return plan, Illegal(why, S.ref(S.BUILDINGS), **info)
        info["note"] += f" · garrisons {building_name(state, action.enter)}"
    return plan, OK.with_info(**info)


def describe_steps(steps) -> str:
    """The manoeuvres of a path with their costs, for the drag ruler: 'advance 1.0" + wheel 30° 2.4"'."""
    from ...geometry.planemove import heading_delta
    parts = []
    for s in steps:
        if s.kind == "wheel":
            parts.append(f"wheel {abs(heading_delta(s.start.heading, s.end.heading)):.0f}° {s.cost:.1f}\"")
        elif s.kind == "slide":
            parts.append(f"slide {s.length:.1f}\" (free)")
        elif s.kind == "turn":
            parts.append("turn (free)")
        else:
            parts.append(f"{s.kind} {s.cost:.1f}\"")
    return " + ".join(parts)


def _slide_needed(state, u, steps) -> bool:
    """A slide is lawful when, just before it, the block could not advance its remaining move without
    meeting a unit or ground it may not cross."""
    for i, s in enumerate(steps):
        if s.kind != "slide":
            continue
        ahead = np.array([[s.start.x, s.start.y, s.start.heading]])
        f = s.start.forward
        reach = max(u.M, 1.0)
        why, _, crossed = sweep_problem(state, u, ahead, np.array([[f[0] * reach, f[1] * reach]]))
        if not why and not crossed:
            return False
    return True


def _join_problem(state, u, host_id: str, end: Pose) -> str:
    from ...geometry.plane import rect_footprint
    from ...geometry.planegaps import edge_distance
    host = state.units.get(host_id)
    if not u.single or u.kind != "character":
        return "only characters join regiments"
    if host is None or not host.alive or host.side != u.side or host.single:
        return "a character joins a friendly regiment"
    if host.base != u.base:
        return "a character joins only a regiment on bases the size of his own"
    if state.attached_to(host.id):
        return f"{host.name} already has a character"
    if edge_distance(rect_footprint(end, u.width, u.depth), geo(state).fps[host.id]) > JOIN_REACH + 1e-6:
        return f"the character must reach {host.name} (end within {JOIN_REACH:g}\")"
    return _room_behind(state, host, u)


def _room_behind(state, host, u) -> str:
    """The model he pushes back needs room at the rear of the regiment (its front edge stays put)."""
    geo(state)                        # the table's geometry as it stands, before the block is grown to test
    was = (host.joined, host.x, host.y)
    host.shrink_to(host.models, host.joined + 1)
    why, _, _ = sweep_problem(state, host, np.array([[host.x, host.y, host.heading]]), np.zeros((1, 2)),
                              ignore=(host.id, u.id), gap_ok=tuple(e.id for e in state.alive_units(state.other(u.side))))
    host.joined, host.x, host.y = was
    return f"no room behind {host.name} for the model his place pushes back: {why}" if why else ""


def apply_move(state, plan: MovePlan, action, dice) -> list[Event]:
    u = state.units[plan.unit]
    end = plan.steps[-1].end
    events = []
    if plan.leave:
        u.attached = ""
        host = state.units[plan.leave]
        host.shrink_to(host.models, max(0, host.joined - 1))     # a model steps up into his place
        for c in state.attached_to(host.id):
            c.x, c.y, c.heading = host.x, host.y, host.heading
        events.append(Event("leave", f"{u.name} leaves {state.units[plan.leave].name}.", S.ref(S.CHARACTERS),
                            side=u.side, units=(u.id, plan.leave)))
    u.x, u.y, u.heading = end.x, end.y, end.heading % 360.0
    u.moved = True
    kinds = ", ".join(dict.fromkeys(s.kind for s in plan.steps))
    events.append(Event("move", f"{u.name} moves ({kinds}) {plan.used:.1f}\" of {plan.budget:.1f}\".",
                        S.ref(S.MOVEMENT), side=u.side, units=(u.id,),
                        data=(("used", round(plan.used, 2)), ("pose", (u.x, u.y, u.heading)))))
    if action.run:
        from .stamina import spend
        u.ran = True
        events += spend(state, u, "run", S.RUN)
    if plan.join:
        host = state.units[plan.join]
        u.attached = host.id
        host.shrink_to(host.models, host.joined + 1)             # he takes a front-rank place: a model goes back
        u.x, u.y, u.heading = host.x, host.y, host.heading
        events.append(Event("join", f"{u.name} joins {host.name} in its front rank; one of its models steps back "
                                    f"to the rear rank.", S.ref(S.CHARACTERS),
                            side=u.side, units=(u.id, host.id)))
    for c in state.attached_to(u.id):
        c.x, c.y, c.heading = u.x, u.y, u.heading
    if plan.swamp:
        from .losses import swamp_check
        events += swamp_check(state, u, dice)
    from .garrison import after_move
    events += after_move(state, u, plan, action)
    state.touch()
    return events
