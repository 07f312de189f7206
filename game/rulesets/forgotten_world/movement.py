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
from ...core.kept import Kept
from ...geometry.plane import Pose
from ...geometry.sweep import ConvexSet
from . import sections as S
from .geo import geo
from .manoeuvres import Step
from .moveshape import shaped, sweep_shape
from .terrain import BLOCKS_MOVE, CROSSING, RIVER, RIVER_LOSS, SWAMP, WALL, WALL_LOSS, terrain_sets

__all__ = ["MovePlan", "plan_move", "apply_move", "sub_steps", "sweep_problem", "sweep_verdict", "bases_twice",
           "move_refused", "ENEMY_GAP", "rate"]

ENEMY_GAP = 1.0
WHEEL_STEP = 6.0        # degrees per sub-step of a wheel
JOIN_REACH = 0.5        # a character joins a regiment he ends within this distance of
_SWEEPS = Kept("forgotten_world sweeps", 20_000)    # see sweep_problem


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


def sweep_problem(state, u, poses: np.ndarray, moves: np.ndarray, *, charging_at: str = "",
                  ignore: tuple = (), gap_ok: tuple = (), shaped: tuple | None = None) -> tuple[str, str, int]:
    """Why sweeping `u` along these sub-steps is illegal ('' if not), its section, and the terrain
    categories crossed. `ignore`: units left out altogether; `gap_ok`: enemies it may pass within 1" of
    (but not cross).

    Kept across states (`_SWEEPS`) under all it reads: the swept corners and moves, the terrain (by its
    key), the mover's id, side and flying, the units left out, and the keys, corners, sides and names of
    the bases whose boxes come within 1.01" of the swept ground (the sweeps below test no other: the
    crossing test's boxes must meet, the 1" test's come within 1" - 1e-3).

    `shaped`: what `moveshape.sweep_shape(poses, moves, u.width, u.depth)` gives, when the caller has it."""
    corners, boxes, extent, corner_bytes, move_bytes = shaped or sweep_shape(poses, moves, u.width, u.depth)
    x0, x1, y0, y1 = extent
    W, H = state.table
    if x0 < -1e-6 or y0 < -1e-6 or x1 > W + 1e-6 or y1 > H + 1e-6:
        return "the move leaves the table", S.MOVEMENT, 0
    g = geo(state)
    pad = ENEMY_GAP + 0.01
    near_keys, near_verts = g.near(x0 - pad, x1 + pad, y0 - pad, y1 + pad)
    units = state.units
    key = (state.terrain_key, u.id, u.side, u.flyer, charging_at, ignore, gap_ok, corner_bytes,
           move_bytes, near_keys, near_verts, tuple((units[k].side, units[k].name) for k in near_keys))
    return _SWEEPS.ask(key, lambda: _sweep(state, g, u, corners, moves, boxes, extent, charging_at, ignore,
                                                    gap_ok))


def _sweep(state, g, u, corners, moves, boxes, extent, charging_at, ignore, gap_ok) -> tuple[str, str, int]:
    hits = None
    if len(g.units):
        # one sweep for both tests of the bases (`bases_twice`): each answers as it would swept alone
        shapes, tol = bases_twice(g)
        hits = shapes.sweep(corners, moves, tol=tol, boxes=boxes, extent=extent).any(axis=0)

    def terrain_hits():
        return ts.sweep(corners, moves, tol=1e-4, boxes=boxes, extent=extent).any(axis=0)
    ts, _ = terrain_sets(state)
    return sweep_verdict(state, g, u, hits, terrain_hits, charging_at, ignore, gap_ok)


def sweep_verdict(state, g, u, hits, terrain_hits, charging_at, ignore, gap_ok) -> tuple[str, str, int]:
    """`sweep_problem`'s answer from the hits of the swept ground: `hits`, on the bases twice (crossed, then
    met within 1": `bases_twice`; None when no base is on the table), and `terrain_hits()`, on the terrain
    shapes (asked only when no base is in the way)."""
    n = len(g.units)
    if n:
        for j in np.nonzero(hits[:n])[0].tolist():                  # the bases crossed
            other = g.units.keys[j]
            if other == u.id or other in ignore or other == charging_at:
                continue
            who = state.units[other]
            return f"the block would cross {who.name}", S.SLIDE if who.side == u.side else S.MOVEMENT, 0
        for j in np.nonzero(hits[n:])[0].tolist():                  # the bases it comes within 1" of
            other = g.units.keys[j]
            if other in ignore or other in gap_ok or other == charging_at or state.units[other].side == u.side:
                continue
            return f"it would come within 1\" of {state.units[other].name} without charging", S.MOVEMENT, 0
    ts, cats = terrain_sets(state)
    crossed = 0
    if len(ts):
        for j in np.nonzero(terrain_hits())[0].tolist():
            crossed |= cats[j]
    if crossed & BLOCKS_MOVE and not u.flyer:
        return "the block would enter impassable ground or a building", S.IMPASSABLE, crossed
    return "", "", crossed


_TWICE = ("bases twice",)                          # its key in a Geo's memo


def bases_twice(g) -> tuple:
    """(shapes, tolerances): the bases on the table (crossed: overlap by more than 1e-4), then the same
    bases again (met: within 1" less 1e-3, a negative tolerance); made once a state. (The terrain is swept
    apart: its many-sided shapes would pad every base to as many corners.)"""
    got = g.memo.get(_TWICE)
    if got is None:
        n = len(g.units)
        tol = np.concatenate([np.full(n, 1e-4), np.full(n, -(ENEMY_GAP - 1e-3))])
        got = g.memo[_TWICE] = (ConvexSet.concat([g.units, g.units]), tol)
    return got


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
    from ...geometry.plane import edge_distance, rect_footprint
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
