"""Moving a unit: inches along the path of its anchor (its models follow rigidly), turning costs (90
degrees 1", less 0.5"; a vehicle's turn while moving costs by its TUR, a pivot on the spot as infantry),
the budget (SPD, Run +1, Overdrive +2, Inspire +1, halved when dug in or hull down, 10" inside a trench
system), collisions along the path, the table edge, coherency restored, solo units joining or leaving."""
from __future__ import annotations

import math
from dataclasses import dataclass

from ...core.actions import OK, Illegal, InvalidActionError
from ...core.events import Event
from ...core.kept import Kept
from ...geometry.coherency import stray
from ...geometry.plane import Circle, Pose, bounds, rect_footprint
from . import sections as S
from .limits import why_not
from .obstacles import blocked_by, building_at, circle_blocked_by, obstacles_for
from .profiles import lookup
from .state import State, Unit
from .terrain import pieces
from .walkkey import walk_key

__all__ = ["infantry_turn_cost", "vehicle_turn_cost", "budget_of", "plan_move", "apply_move", "MovePlan",
           "place_unit", "after_move", "COHERENCY", "JOIN_RANGE"]

COHERENCY = 3.0
JOIN_RANGE = 3.0
TRENCH_MOVE = 10.0
STEP = 0.5
TOL = 1e-6
_WALKS = Kept("iron_dawn walks", 20_000)      # see walkkey.walk_key


def infantry_turn_cost(delta: float) -> float:
    """A turn of 90 degrees costs 1"; less than 90 costs 0.5"; more: 1" per full 90 plus 0.5" for any rest."""
    d = abs(delta)
    if d < 1e-6:
        return 0.0
    full, rest = divmod(d + 1e-9, 90.0)
    return full * 1.0 + (0.5 if rest > 1e-6 else 0.0)


def vehicle_turn_cost(delta: float, tur: float) -> float:
    """A turn made while moving: up to 45 degrees costs half TUR rounded down, over 45 up to 90 the whole
    TUR (a quarter turn); each further quarter again (a ruling on the two descriptions)."""
    d = abs(delta)
    if d < 1e-6:
        return 0.0
    full, rest = divmod(d + 1e-9, 90.0)
    cost = full * tur
    if rest > 45.0 + 1e-6:
        cost += tur
    elif rest > 1e-6:
        cost += math.floor(tur / 2.0)
    return cost


def _delta(a: float, b: float) -> float:
    return (b - a + 180.0) % 360.0 - 180.0


def _along(h0: float, h1: float, b: float, slack: float = 5.0) -> bool:
    """Whether a leg heading `b` lies within the turn from h0 to h1 (a vehicle turning as it drives)."""
    d, t = _delta(h0, h1), _delta(h0, b)
    if abs(t) <= slack or abs(_delta(h1, b)) <= slack:
        return True
    return d != 0 and (t > 0) == (d > 0) and abs(t) <= abs(d) + slack


def budget_of(state: State, u: Unit, kind: str = "") -> tuple[float, list[tuple[str, float]]]:
    p = lookup(u.profile)
    parts = [("SPD", float(p.spd))]
    if kind == "run":
        parts.append(("Run", 1.0))
    if kind == "overdrive":
        parts.append(("Overdrive", 2.0))
    if u.inspired_turn == state.turn and not u.is_vehicle:
        parts.append(("Inspired", 1.0))
    total = sum(v for _, v in parts)
    if u.dug_in or u.hull_down:
        half = math.floor(total / 2.0)
        parts.append(("Dug in / hull down: SPD halved", half - total))
        total = half
    return total, parts


@dataclass(slots=True)
class MovePlan:
    unit: str
    path: tuple
    used: float
    budget: float
    final: tuple
    models: list            # new (x, y) of each living model, in order


def path_cost(u: Unit, path) -> tuple[float, float]:
    """(distance, turning) of an anchor path."""
    dist = turn = 0.0
    for (x0, y0, h0), (x1, y1, h1) in zip(path, path[1:]):
        step = math.hypot(x1 - x0, y1 - y0)
        dist += step
        d = _delta(h0, h1)
        if u.is_vehicle and step > TOL:
            turn += vehicle_turn_cost(d, u.tur)
        else:
            turn += infantry_turn_cost(d)
    return dist, turn


def _offsets(u: Unit) -> list[tuple[float, float]]:
    """Each living model's (right, forward) from the unit's pose: `Pose.to_local`, the vectors found once."""
    pose = u.pose
    fx, fy = pose.forward
    rx, ry = pose.right
    x, y = pose.x, pose.y
    return [((m.x - x) * rx + (m.y - y) * ry, (m.x - x) * fx + (m.y - y) * fy) for m in u.living]


def _place(offs, pose: Pose) -> list[tuple[float, float]]:
    """`Pose.to_world` of each offset, the vectors found once."""
    fx, fy = pose.forward
    rx, ry = pose.right
    x, y = pose.x, pose.y
    return [(x + r * rx + f * fx, y + r * ry + f * fy) for r, f in offs]


def in_trench_system(state: State, pts) -> bool:
    ts = [p for p in pieces(state) if p.type == "trench"]
    return bool(ts) and all(any(t.contains(q) for t in ts) for q in pts)


def plan_move(state: State, u: Unit, path, kind: str = "", *, budget: float | None = None,
              ordered: bool = False, limits: bool = True) -> tuple[MovePlan | None, object]:
    if not path or any(len(p) != 3 for p in path):
        raise InvalidActionError("a move's path is a list of poses [x, y, heading]")
    if kind not in ("", "run", "overdrive"):
        raise InvalidActionError(f"no move kind {kind!r}")
    start = path[0]
    if math.hypot(start[0] - u.x, start[1] - u.y) > 1e-3 or abs(_delta(start[2], u.heading)) > 1e-3:
        return None, Illegal("a move starts where the unit stands", S.ref(S.MOVEMENT))
    why = why_not(state, u, kind or "move", ordered=ordered) if limits else None
    if why:
        return None, Illegal(why[0], S.ref(why[1]))
    dist, turn = path_cost(u, path)
    used = dist + turn
    if budget is None:
        budget, _ = budget_of(state, u, kind)
        offs0 = [(m.x, m.y) for m in u.living]
        if not u.is_vehicle and in_trench_system(state, offs0):
            end = _place(_offsets(u), Pose(*path[-1]))
            if in_trench_system(state, end):
                budget = max(budget, TRENCH_MOVE)
    if used > budget + TOL:
        return None, Illegal(f"the move needs {used:.1f}\" ({dist:.1f}\" + {turn:g}\" turning) but the unit has "
                             f"{budget:g}\"", S.ref(S.TURNING if turn else S.MOVEMENT), used=used, budget=budget)
    if u.is_vehicle:
        for (x0, y0, h0), (x1, y1, h1) in zip(path, path[1:]):
            if math.hypot(x1 - x0, y1 - y0) > TOL:
                b = math.degrees(math.atan2(x1 - x0, -(y1 - y0)))
                if not (_along(h0, h1, b) or _along(h0, h1, b + 180)):
                    return None, Illegal("a vehicle drives along its heading (forwards or in reverse): turn first",
                                         S.ref(S.VEHICLE_MOVEMENT), used=used, budget=budget)
    walked = _WALKS.ask(walk_key(state, u, path), lambda: _walk(state, u, path))
    if walked[0] == "table":
        return None, Illegal("the move leaves the table", S.ref(S.MOVEMENT), used=used, budget=budget)
    if walked[0] == "blocked":
        return None, Illegal(f"the way is blocked by {walked[1]}", S.ref(walked[2]), used=used, budget=budget)
    final = walked[1]
    return MovePlan(u.id, tuple(path), used, budget, final, list(walked[2])), OK.with_info(used=used, budget=budget)


def _walk(state: State, u: Unit, path) -> tuple:
    """The path walked in short steps: ("table",), ("blocked", label, section) of the first obstacle met,
    or ("ok", final pose, each living model's new place). Each step is laid out and tested in turn (a
    model's round base as its centre: `circle_blocked_by`), so a walk stops at the first step that fails.
    Only the obstacles whose boxes meet a box holding every footprint are tested (`blocked_by` skips the
    others for each footprint in any case): the box of the path's points grown by the farthest reach of a
    footprint from the unit's anchor (the anchor stays within the box of the points: each step lies on a
    leg between two of them), with 1e-6 to spare for the rounding of the steps."""
    offs = _offsets(u)
    r = u.base / 2.0
    vehicle = u.is_vehicle
    obstacles: list = []
    if vehicle or offs:         # no footprint: nothing to meet
        reach = math.hypot(u.width, u.depth) / 2.0 if vehicle else \
            max(math.hypot(a, b) for a, b in offs) + r
        reach += 1e-6
        xs, ys = [p[0] for p in path], [p[1] for p in path]
        obstacles = obstacles_for(state, u, (min(xs) - reach, min(ys) - reach, max(xs) + reach, max(ys) + reach))
    openings: dict = {}
    width, height = state.width, state.height
    final = None
    for a, b in zip(path, path[1:]) if len(path) > 1 else [(path[0], path[0])]:
        seg = math.hypot(b[0] - a[0], b[1] - a[1])
        n = max(1, int(math.ceil(max(seg / STEP, abs(_delta(a[2], b[2])) / 15.0))))
        for i in range(1, n + 1):
            t = i / n
            pose = Pose(a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + _delta(a[2], b[2]) * t)
            if vehicle:
                fp = rect_footprint(pose, u.width, u.depth)
                bx0, by0, bx1, by1 = bounds(fp)
                if bx0 < -TOL or by0 < -TOL or bx1 > width + TOL or by1 > height + TOL:
                    return ("table",)
                ob = blocked_by(state, fp, obstacles, openings=openings) if obstacles else None
                if ob is not None:
                    return ("blocked", ob.label, ob.section)
            else:
                for x, y in _place(offs, pose):
                    if x - r < -TOL or y - r < -TOL or x + r > width + TOL or y + r > height + TOL:
                        return ("table",)
                    ob = circle_blocked_by(state, x, y, r, obstacles, openings) if obstacles else None
                    if ob is not None:
                        return ("blocked", ob.label, ob.section)
            final = pose
    models = _place(offs, final) if not vehicle else [(final.x, final.y)]
    return ("ok", (final.x, final.y, final.heading), tuple(models))


def place_unit(u: Unit, pose: tuple, models: list) -> None:
    u.x, u.y, u.heading = pose
    for m, (x, y) in zip(u.living, models):
        m.x, m.y = x, y


def after_move(state: State, u: Unit) -> list[Event]:
    """Coherency restored, joining and leaving, buildings entered or left."""
    events: list[Event] = []
    if u.is_vehicle:
        return events
    pts = [(m.x, m.y) for m in u.living]
    for i in stray(pts, COHERENCY):
        m = u.living[i]
        keep = [q for j, q in enumerate(pts) if j not in stray(pts, COHERENCY)]
        near = min(keep, key=lambda q: math.hypot(q[0] - m.x, q[1] - m.y))
        d = math.hypot(near[0] - m.x, near[1] - m.y)
        step = d - min(COHERENCY - 0.5, d)
        m.x += (near[0] - m.x) / d * step
        m.y += (near[1] - m.y) / d * step
        budget, _ = budget_of(state, u)
        if step > budget:
            u.no_combat_turn = state.turn
            if state.phase == 3:
                u.lose_first_action = True
        events.append(Event("coherency", f"{m.id} rejoins its unit ({step:.1f}\")"
                            + (": the unit forgoes combat this turn" if step > budget else "") + ".",
                            S.ref(S.COHERENCY), side=u.side, units=(u.id,)))
    events += _merge_survivor(state, u)
    if not u.alive:
        return events
    b = building_at(state, (u.x, u.y))
    inside = b is not None and all(b.contains((m.x, m.y)) for m in u.living)
    u.inside = b.key if inside else ""
    if u.kind in ("solo", "commander"):
        old = u.joined
        host = None
        for o in state.alive_units(u.side):
            if o.id != u.id and o.kind == "squad" and not o.inside.startswith("~") and not o.is_vehicle:
                if any(math.hypot(m.x - u.x, m.y - u.y) <= JOIN_RANGE + 1e-9 for m in o.living):
                    host = o
                    break
        u.joined = host.id if host is not None else ""
        if u.joined != old:
            text = (f"{u.name} joins {host.name}." if host is not None else
                    f"{u.name} leaves {state.units[old].name}.")
            events.append(Event("join", text, S.ref(S.SOLO), side=u.side, units=(u.id,)))
    return events


def apply_move(state: State, u: Unit, plan: MovePlan, kind: str = "") -> list[Event]:
    place_unit(u, plan.final, plan.models)
    u.moves += 1
    u.moved_turn = state.turn
    if kind:
        u.done.append(kind)
        if kind == "run":
            u.run_turn = state.turn
        if kind == "overdrive":
            u.no_turret_phase = (state.turn, state.phase)
    words = {"": "moves", "run": "runs", "overdrive": "moves in overdrive"}[kind]
    events = [Event("move", f"{u.name} {words} {plan.used:.1f}\" of {plan.budget:g}\""
                    + (" (its second move: no shooting or assault this turn)" if u.moves == 2 else "") + ".",
                    S.ref(S.MANOEUVRES if kind else S.MOVEMENT), side=u.side, units=(u.id,),
                    data=(("used", round(plan.used, 3)), ("to", tuple(round(v, 3) for v in plan.final))))]
    events += after_move(state, u)
    return events


def _merge_survivor(state: State, u: Unit) -> list[Event]:
    """The single survivor of a squad that ends a move within 3" of a squad of the same profile joins it
    for good (its old unit counts as destroyed)."""
    if u.kind != "squad" or len(u.living) != 1 or len(u.models) < 2:
        return []
    m = u.living[0]
    for o in state.on_table(u.side):
        if o.id == u.id or o.profile != u.profile or not o.living:
            continue
        if any(math.hypot(q.x - m.x, q.y - m.y) <= JOIN_RANGE + 1e-9 for q in o.living):
            m.id = f"{o.id}.{len(o.models) + 1}"
            o.models.append(m)
            u.models.remove(m)
            u.alive = False
            text = f"The last survivor of {u.name} joins {o.name}" + (" and leads it" if m.leader else "") + \
                f"; {u.name} counts as destroyed."
            return [Event("merge", text, S.ref(S.SOLO), side=u.side, units=(u.id, o.id))]
    return []
