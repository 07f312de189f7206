"""Event III. Movement: pricing and checking a dragged path, and carrying a move out.

`plan_move` is the one place a move is judged; `check` returns its verdict and `apply` carries out its
plan, so what the UI shows while dragging is exactly what happens on release. A path is the unit's
start pose followed by the action's poses; between two poses the base slides straight and turns
evenly (free turning: only distance and terrain cost inches).

The checks, in order: who may move now; the path's form; the inches (distance, +2" per hill level
climbed, +2" per wall or hedge crossed, against the unit's move); the table edge; woods; rivers; other
units swept through; gaps under 2" passed through; where the base ends (leaders, contact).
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np

from ...core.actions import Illegal, InvalidActionError, Verdict
from ...geometry.pathprice import line_crossings, segment_intervals
from ...geometry.plane import Pose, edge_distance, overlapping
from ...geometry.planemove import heading_delta
from . import sections as S
from .contact import MIN_CONTACT, TOUCH, contact_pose, contact_side, edge_contact, face_pose, lined_up
from .geo import geo
from .sweep import ConvexSet, rect_corners, swept_boxes
from .terrain import CROSSING, HILL, HILL_CLIMB_COST, OBSTACLE, OBSTACLE_COST
from .units import LEADER_MOVE, LEVY, move_rate

__all__ = ["Plan", "plan_move", "mover_checks", "river_cut", "unit_budget", "leader_budget", "MAX_POSES", "TURN_STEP", "EPS"]

MAX_POSES = 64          # poses a path may hold
TURN_STEP = 15.0        # degrees a sweep sub-step may turn
RIVER_STEP = 0.25       # inches between the samples that find where a base reaches a river
EPS = 1e-6
_NEAR = 1e-6            # inches: a segment's box this far from a shape's box cannot meet the shape


@dataclass
class Plan:
    """A judged move: the poses, the inches used and allowed, and what happens where it ends."""

    mover: str
    is_leader: bool
    poses: list
    used: float = 0.0
    budget: float = 0.0
    length: float = 0.0
    costs: list = field(default_factory=list)        # (what, inches)
    contact: tuple = ()                              # (target, side, turned target pose or None)
    join: str = ""                                   # the unit a leader joins
    disengage: bool = False
    river_stop: str = ""                             # a river the base ended touching
    crossed: tuple = ()                              # rivers crossed
    cut: tuple = ()                                  # (segment, Pose) where a refused path first reaches a river

    def info(self) -> dict:
        return {"used": round(self.used, 3), "budget": round(self.budget, 3)}


def unit_budget(state, u) -> float:
    """Inches a unit may still move this movement event."""
    rate = move_rate(u.race, u.kind, u.mounted, u.options, state.advanced)
    if u.fired:
        rate = rate / 2.0 if (u.mounted and state.advanced.get("horse_archers")) else 0.0
    if u.may_continue:
        return max(rate - u.move_used, 0.0)
    return rate


def leader_budget(state, lead) -> float:
    return LEADER_MOVE


_NUMBER = (int, float)


def _poses(path) -> list[Pose]:
    if not isinstance(path, tuple) or not 1 <= len(path) <= MAX_POSES:
        raise InvalidActionError(f"a path is 1 to {MAX_POSES} poses (x, y, heading)")
    out = []
    for i, p in enumerate(path):
        try:
            x, y, h = p
        except (TypeError, ValueError):
            raise InvalidActionError(f"path pose {i} must be (x, y, heading) numbers") from None
        if type(x) not in _NUMBER or type(y) not in _NUMBER or type(h) not in _NUMBER:
            raise InvalidActionError(f"path pose {i} must be (x, y, heading) numbers")
        x, y, h = float(x), float(y), float(h)
        if abs(x) > 10_000 or abs(y) > 10_000 or abs(h) > 10_000:
            raise InvalidActionError(f"path pose {i} is far off any table")
        out.append(Pose(x, y, h))
    return out


def _sweep_path(poses: list[Pose]) -> tuple[list, list[int], np.ndarray, np.ndarray, list[int]]:
    """The path cut into sub-steps and the sweep of a base along them.

    Sub-steps: poses (x, y, heading) every TURN_STEP degrees of turning along the path, with the path
    segment each one starts (the last pose belongs to the last segment). Sweep rows: (pose, translation)
    rows in which each sub-step slides at its starting heading, and again at its ending heading when it
    turns (so the ground between the two is covered but for the arc's bulge, a few thousandths of an inch
    at TURN_STEP); the last pose stands still; with the sub-step each row belongs to.

    Returns (sub-steps, segment of each, rows (m, 3), translations (m, 2), sub-step of each row). Plain
    floats for a path of a few poses (numpy's per-call overhead costs more than the arithmetic), the rows
    made into arrays from flat lists (several times faster than from lists of tuples)."""
    first = poses[0]
    px, py, ph = prev = (first.x, first.y, first.heading)
    sub, seg_of = [prev], [0]
    rows, mv, owner = [], [], []
    extra, extra_mv, extra_owner = [], [], []
    i = 0                                                                 # the sub-step being swept
    for s in range(len(poses) - 1):
        a, b = poses[s], poses[s + 1]
        x0, y0, h0 = a.x, a.y, a.heading
        turn = (b.heading - h0) % 360.0
        if turn > 180.0:
            turn -= 360.0                                                 # as heading_delta: (-180, 180]
        k = max(1, math.ceil(abs(turn) / TURN_STEP - 1e-9))
        dx, dy = b.x - x0, b.y - y0
        for j in range(1, k + 1):
            t = j / k
            cx, cy, ch = cur = (x0 + t * dx, y0 + t * dy, h0 + t * turn)
            sx, sy = cx - px, cy - py
            rows += prev
            mv += (sx, sy)
            owner.append(i)
            if abs(((ch - ph) + 180.0) % 360.0 - 180.0) > 1e-9:
                extra += (px, py, ch)
                extra_mv += (sx, sy)
                extra_owner.append(i)
            sub.append(cur)
            seg_of.append(s + 1 if j == k else s)
            prev, px, py, ph = cur, cx, cy, ch
            i += 1
    seg_of[-1] = max(len(poses) - 2, 0)
    rows += extra
    rows += prev
    mv += extra_mv
    mv += (0.0, 0.0)
    return (sub, seg_of, np.array(rows, dtype=float).reshape(-1, 3), np.array(mv, dtype=float).reshape(-1, 2),
            owner + extra_owner + [i])


def _ok(plan: Plan, **extra) -> Verdict:
    """OK with the plan's inches (and `extra`) as info (`OK.with_info`, without its copying)."""
    return Verdict(True, info={**plan.info(), **extra})


def _illegal(plan: Plan, reason: str, section: str, **extra) -> tuple[Plan, Verdict]:
    return plan, Illegal(reason, S.ref(section), **plan.info(), **extra)


def mover_checks(state, uid: str) -> tuple[object, bool, Verdict | None]:
    """The unit or leader `uid`, whether it is a leader, and a refusal if it may not move now (whatever
    the path)."""
    if uid in state.units:
        who, is_leader = state.units[uid], False
    elif uid in state.leaders:
        who, is_leader = state.leaders[uid], True
    else:
        raise InvalidActionError(f"no unit or leader {uid!r}")
    ref = S.ref(S.MOVEMENT)
    if state.phase != "movement" or not state.movers:
        return who, is_leader, Illegal("units move only in the Movement event, once the order is chosen", ref)
    if state.step != who.side:
        return who, is_leader, Illegal(f"it is {state.side_names[state.step]}'s turn to move", ref)
    if is_leader:
        if not who.alive:
            return who, is_leader, Illegal(f"{who.name} is dead", S.ref(S.LEADERS))
        if who.moved:
            return who, is_leader, Illegal(f"{who.name} has already moved this turn", ref)
        if who.declined_turn == state.turn:
            return who, is_leader, Illegal(f"{who.name} refused a challenge this turn and must stay with his unit",
                                           S.ref(S.CHALLENGES))
        return who, is_leader, None
    if not who.alive:
        return who, is_leader, Illegal(f"{who.name} is no longer on the table", ref)
    if who.routed:
        return who, is_leader, Illegal(f"{who.name} is routed: it cannot move until rallied", ref)
    if who.moved and not who.may_continue:
        return who, is_leader, Illegal(f"{who.name} has already moved this turn", ref)
    if who.fired and not (who.mounted and state.advanced.get("horse_archers")):
        return who, is_leader, Illegal(f"{who.name} shot its bows this turn and cannot move", S.ref(S.ARCHERY))
    if geo(state).engaged(state, who.id) and not _may_disengage(state, who):
        return who, is_leader, Illegal(f"{who.name} is in melee: it cannot move until its enemy is gone",
                                       ref if not who.mounted else S.ref(S.MELEE))
    return who, is_leader, None


def _may_disengage(state, u) -> bool:
    """Cavalry attacking a flank or rear (and attacked by nobody) may leave the melee."""
    return (u.mounted and u.attack_side in ("left", "right", "rear") and not state.attackers_of(u.id))


def plan_move(state, action) -> tuple[Plan | None, Verdict]:
    """Judge a Move: the plan and OK, or the plan so far and the refusal (with inches used and allowed)."""
    who, is_leader, refusal = mover_checks(state, action.unit)
    poses_after = _poses(action.path)
    if refusal is not None:
        return None, refusal
    if is_leader:
        start = state.leader_pose(who)
        w = d = who.size
        budget = leader_budget(state, who)
    else:
        start = who.pose
        w, d = who.width, who.depth
        budget = unit_budget(state, who)
    poses = [start] + poses_after
    plan = Plan(who.id, is_leader, poses, budget=budget)
    g = geo(state)
    race = who.race

    # --- inches -----------------------------------------------------------------------------------
    centre = [(p.x, p.y) for p in poses]
    plan.length = sum(math.hypot(b[0] - a[0], b[1] - a[1]) for a, b in zip(centre, centre[1:]))
    xs, ys = [c[0] for c in centre], [c[1] for c in centre]
    tt = g.terrain
    ob = _obstacles(g)
    costs = []
    cbox = (min(xs), min(ys), max(xs), max(ys))
    if race not in ("dwarf", "goblin", "orc"):
        hills = [s for s in ob.hills if _meet(s.box, cbox)]
        if hills and plan.length > 0:
            climbed = _levels_climbed(tt, centre, hills)
            if climbed:
                costs.append((f"climbing {climbed} hill level{'s' if climbed > 1 else ''}", HILL_CLIMB_COST * climbed))
    if race not in ("goblin", "orc"):
        crossed = 0
        for s in ob.walls:
            if _meet(s.box, cbox) and plan.length > 0:
                crossed += len(line_crossings(centre, s.shape.points))
        if crossed:
            costs.append((f"crossing {crossed} wall{'s' if crossed > 1 else ''} or hedge{'s' if crossed > 1 else ''}",
                          OBSTACLE_COST * crossed))
    plan.costs = costs
    plan.used = plan.length + sum(c for _, c in costs)
    if plan.used > budget + EPS:
        why = f"{who.name} may move {budget:g}\" and this path costs {plan.used:.1f}\""
        if costs:
            why += " (" + ", ".join(f"{what} +{inches:g}\"" for what, inches in costs) + ")"
        return _illegal(plan, why, S.TERRAIN if costs else S.MOVEMENT)

    # --- the sweep ----------------------------------------------------------------------------------
    sub, seg_of, rows, moves, owner = _sweep_path(poses)
    corners = rect_corners(rows, w, d)
    start_corners = corners[:1]                      # the first row is the start pose
    boxes = swept_boxes(corners, moves)
    extent = (float(boxes[0].min()), float(boxes[1].max()), float(boxes[2].min()), float(boxes[3].max()))
    W, H = state.table
    if extent[0] < -EPS or extent[2] < -EPS or extent[1] > W + EPS or extent[3] > H + EPS:
        return _illegal(plan, f"{who.name} would leave the table", S.MOVEMENT)
    me = ob.unit_col.get(who.id, -1) if not is_leader else -1
    hits = ob.shapes.sweep(corners, moves, tol=ob.tol, skip=me, boxes=boxes, extent=extent)   # one for all
    if not is_leader and not (who.kind == LEVY or race == "elf"):
        woods = g.sets.woods
        wood_hits = hits[:, ob.woods]
        if wood_hits.any():
            entered = {woods.keys[c][0] for c in np.nonzero(wood_hits.any(axis=0))[0].tolist()}
            start = woods.sweep(start_corners, np.zeros((1, 2)))[0]
            entered -= {woods.keys[c][0] for c in np.nonzero(start)[0].tolist()}
            if entered:
                return _illegal(plan, "only levy units (and elves) may move in or through woods", S.TERRAIN)
    verdict = _rivers(state, g, plan, who, sub, seg_of, owner, corners, moves, w, d, boxes, hits[:, ob.rivers])
    if verdict is not None:
        return plan, verdict
    if not is_leader:
        verdict = _units_in_the_way(state, g, plan, who, corners, moves, start_corners, boxes, extent,
                                    hits[:, ob.units])
        if verdict is not None:
            return plan, verdict
    # --- where it ends ------------------------------------------------------------------------------
    final = poses[-1]
    if is_leader:
        return _leader_end(state, g, plan, who, final)
    return _unit_end(state, g, plan, who, final)


class _Obstacles:
    """What a move meets, found once per state (kept in the state's `geo` memo): the hills, and the walls
    and hedges (as lines) that price it; and what its base is swept against, packed in one set so one
    sweep answers for all: the woods, the rivers (touching counts: tolerance -TOUCH) and the units on the
    table, with each group's columns and each unit's column."""

    __slots__ = ("hills", "walls", "shapes", "tol", "woods", "rivers", "units", "unit_col")

    def __init__(self, g) -> None:
        self.hills = g.terrain.of(HILL)
        self.walls = [s for s in g.terrain.of(OBSTACLE) if s.is_line]
        woods, rivers, units = g.sets.woods, g.sets.rivers, g.units
        nw, nr, nu = len(woods), len(rivers), len(units)
        self.shapes = ConvexSet.concat([woods, rivers, units])
        self.tol = np.concatenate([np.full(nw, 1e-6), np.full(nr, -TOUCH), np.full(nu, 1e-6)])
        self.woods, self.rivers, self.units = slice(0, nw), slice(nw, nw + nr), slice(nw + nr, nw + nr + nu)
        self.unit_col = {k: nw + nr + i for i, k in enumerate(units.keys)}


def _obstacles(g) -> _Obstacles:
    ob = g.memo.get("move obstacles")
    if ob is None:
        ob = g.memo["move obstacles"] = _Obstacles(g)
    return ob


def _meet(a, b) -> bool:
    return a[0] <= b[2] and a[2] >= b[0] and a[1] <= b[3] and a[3] >= b[1]


def _levels_climbed(tt, centre, hills) -> int:
    """Hill levels climbed by the centre along the path (each step up a level counts once): the path is
    cut where it enters or leaves a hill, and the level of each piece is the highest hill holding it."""
    spans = []                                        # (level, start, end) in inches along the path
    acc = 0.0
    for a, b in zip(centre, centre[1:]):
        ln = math.hypot(b[0] - a[0], b[1] - a[1])
        if ln > 0:
            x0, x1 = (a[0], b[0]) if a[0] <= b[0] else (b[0], a[0])
            y0, y1 = (a[1], b[1]) if a[1] <= b[1] else (b[1], a[1])
            for h in hills:
                hb = h.box
                if x0 > hb[2] + _NEAR or x1 < hb[0] - _NEAR or y0 > hb[3] + _NEAR or y1 < hb[1] - _NEAR:
                    continue                                  # the segment's box is clear of the hill's
                for t0, t1 in segment_intervals(a, b, h.shape):
                    spans.append((h.level, acc + t0 * ln, acc + t1 * ln))
        acc += ln
    if not spans:
        return 0
    cuts = sorted({0.0, acc} | {x for _, s0, s1 in spans for x in (s0, s1)})
    now = max((h.level for h in hills if h.contains(centre[0])), default=0)
    climbed = 0
    for d0, d1 in zip(cuts, cuts[1:]):
        if d1 - d0 <= 1e-12:
            continue
        mid = (d0 + d1) / 2.0
        lv = max((lv for lv, s0, s1 in spans if s0 <= mid <= s1), default=0)
        if lv > now:
            climbed += lv - now
        now = lv
    return climbed


@dataclass
class _RiverScan:
    start_wet: set
    final_wet: set
    hard: dict                  # river key -> crossings of its centre line off any bridge or ford
    first: tuple | None         # (segment, Pose, river) where the base first touches a river it did not start at


def _river_scan(g, centre, sub, seg_of, owner, corners, moves, w, d, boxes=None, hits=None) -> _RiverScan | None:
    """Where a base moving through `sub` meets rivers (None when it comes near none). Touching a river
    counts as reaching it; a base whose centre is on a bridge or ford is on a crossing place. `hits`: the
    rows' sweep against the rivers, when the caller has it."""
    rivers = g.sets.rivers
    if not len(rivers):
        return None
    if hits is None:
        hits = rivers.sweep(corners, moves, tol=-TOUCH, boxes=boxes)
    if not hits.any():
        return None
    tt = g.terrain
    crossings = tt.of(CROSSING)
    sub = np.array(sub, dtype=float)

    def on_crossing(x, y) -> bool:
        return any(c.contains((x, y)) for c in crossings)

    def wet(rows: np.ndarray) -> list[set]:
        c = rect_corners(rows, w, d)
        h = rivers.sweep(c, np.zeros((len(rows), 2)), tol=-TOUCH)
        return [set() if on_crossing(rows[i, 0], rows[i, 1]) else
                {rivers.keys[k][0] for k in np.nonzero(h[i])[0].tolist()} for i in range(len(rows))]

    scan = _RiverScan(wet(sub[:1])[0], wet(sub[-1:])[0], {}, None)
    for key in sorted({k[0] for k in rivers.keys}):
        s = tt.shape(key)
        if s.is_line:
            hard = [dist for dist in line_crossings(centre, s.shape.points)
                    if not on_crossing(*_point_along(centre, dist))]
            if hard:
                scan.hard[key] = len(hard)
    near = np.zeros(len(sub), dtype=bool)
    np.logical_or.at(near, owner, hits.any(axis=1))
    for i in range(len(sub) - 1):
        if not near[i]:
            continue
        step = sub[i + 1, :2] - sub[i, :2]
        n = max(1, math.ceil(math.hypot(*step) / RIVER_STEP))
        rows = np.repeat(sub[i:i + 1], n, axis=0)
        rows[:, :2] += np.outer(np.arange(1, n + 1) / n, step)
        rows[:, 2] = sub[i, 2] + np.arange(1, n + 1) / n * (((sub[i + 1, 2] - sub[i, 2]) + 180.0) % 360.0 - 180.0)
        for k, wets in enumerate(wet(rows)):
            fresh = wets - scan.start_wet
            if fresh:
                scan.first = (seg_of[i], Pose(float(rows[k, 0]), float(rows[k, 1]), float(rows[k, 2])),
                              sorted(fresh)[0])
                return scan
    return scan


def _rivers(state, g, plan, who, sub, seg_of, owner, corners, moves, w, d, boxes=None, hits=None) -> Verdict | None:
    """A base that reaches a river stops there; a base that starts touching one may cross it and must
    stop on the far bank. The centre standing on a bridge or ford is a crossing place."""
    centre = [(p.x, p.y) for p in plan.poses]
    scan = _river_scan(g, centre, sub, seg_of, owner, corners, moves, w, d, boxes, hits)
    if scan is None:
        return None
    crossed = []
    for key, n in scan.hard.items():
        if key not in scan.start_wet:
            return Illegal(f"{who.name} must stop at the river bank; it may cross on its next move",
                           S.ref(S.TERRAIN), **plan.info())
        if n > 1:
            return Illegal("a unit crosses a river once and stops on the far bank", S.ref(S.TERRAIN), **plan.info())
        if key not in scan.final_wet:
            return Illegal(f"{who.name} must stop on the far bank once across the river", S.ref(S.TERRAIN),
                           **plan.info())
        crossed.append(key)
    plan.crossed = tuple(crossed)
    if scan.first is not None:
        seg, pose, key = scan.first
        if seg < len(plan.poses) - 2:
            plan.cut = (seg, pose)
            return Illegal(f"{who.name} reaches the river and must stop there", S.ref(S.TERRAIN), **plan.info())
        plan.river_stop = key
    elif scan.final_wet - scan.start_wet:
        plan.river_stop = sorted(scan.final_wet - scan.start_wet)[0]
    return None


def river_cut(state, uid: str, poses_after: list) -> tuple | None:
    """(segment, Pose) where a path of poses first reaches a river the base did not start at, when that
    is before its last leg (the move must end there); else None."""
    who = state.units.get(uid) or state.leaders.get(uid)
    if uid in state.units:
        start, w, d = who.pose, who.width, who.depth
    else:
        start, w, d = state.leader_pose(who), who.size, who.size
    poses = [start] + list(poses_after)
    sub, seg_of, rows, moves, owner = _sweep_path(poses)
    scan = _river_scan(geo(state), [(p.x, p.y) for p in poses], sub, seg_of, owner, rect_corners(rows, w, d),
                       moves, w, d)
    if scan is None or scan.first is None or scan.first[0] >= len(poses) - 2:
        return None
    return scan.first[:2]


def _point_along(path, dist):
    acc = 0.0
    for a, b in zip(path, path[1:]):
        ln = math.hypot(b[0] - a[0], b[1] - a[1])
        if dist <= acc + ln or b is path[-1]:
            t = 0.0 if ln == 0 else min(max((dist - acc) / ln, 0.0), 1.0)
            return (a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1]))
        acc += ln
    return path[-1]


def _units_in_the_way(state, g, plan, who, corners, moves, start_corners, boxes, extent, hits) -> Verdict | None:
    """Other units the base sweeps through (`hits`: the rows against every unit, itself left out), then
    gaps under 2" it passes through."""
    units = g.units
    if hits.any():
        first = int(np.nonzero(hits.any(axis=1))[0][0])
        other = state.units[units.keys[int(np.nonzero(hits[first])[0][0])]]
        return Illegal(f"{who.name} cannot move through {other.name}", S.ref(S.MOVEMENT), **plan.info())
    gaps = g.gaps_near((extent[0], extent[2], extent[1], extent[3]))
    if len(gaps):
        hits = gaps.sweep(corners, moves, boxes=boxes, extent=extent)
        if hits.any():
            start = gaps.sweep(start_corners, np.zeros((1, 2)))[0]
            for col in np.nonzero(hits.any(axis=0))[0].tolist():
                a, b = gaps.keys[col]
                if who.id in (a, b) or start[col]:
                    continue
                return Illegal(f"{who.name} needs 2\" of clear space to pass between {state.units[a].name} and "
                               f"{state.units[b].name}", S.ref(S.MOVEMENT), **plan.info())
    return None


def _leader_end(state, g, plan, lead, final) -> tuple[Plan, Verdict]:
    circle = lead.footprint(final)
    box = (circle.x - circle.r, circle.y - circle.r, circle.x + circle.r, circle.y + circle.r)
    for lid, other in g.lone.items():
        if lid != lead.id and overlapping(circle, other):
            return _illegal(plan, f"{lead.name} cannot stand on {state.leaders[lid].name}", S.MOVEMENT)
    joins = []
    for uid in g.near_units(box, TOUCH):
        u = state.units[uid]
        if edge_distance(circle, g.fps[uid]) > TOUCH:
            continue
        if u.side != lead.side:
            if overlapping(circle, g.fps[uid]):
                return _illegal(plan, f"{lead.name} cannot stand on an enemy unit", S.MOVEMENT)
            continue
        joins.append(u)
    if len(joins) > 1:
        return _illegal(plan, f"{lead.name} touches {joins[0].name} and {joins[1].name}: join one unit",
                        S.LEADERS)
    if joins:
        u = joins[0]
        holder = state.commander(u.id)
        if holder is not None and holder.id != lead.id:
            return _illegal(plan, f"{u.name} already has a leader ({holder.name})", S.LEADERS)
        plan.join = u.id
    return plan, _ok(plan)


def _unit_end(state, g, plan, u, final) -> tuple[Plan, Verdict]:
    fp = u.footprint(final)
    xs, ys = [p[0] for p in fp], [p[1] for p in fp]
    box = (min(xs), min(ys), max(xs), max(ys))
    for lid, circle in g.lone.items():
        if circle.x + circle.r > box[0] and circle.x - circle.r < box[2] and circle.y + circle.r > box[1] \
                and circle.y - circle.r < box[3] and overlapping(fp, circle):
            return _illegal(plan, f"{u.name} cannot end on top of {state.leaders[lid].name}", S.MOVEMENT)
    fronts, sides = [], []
    for uid in g.near_units(box, TOUCH):
        if uid == u.id:
            continue
        e = state.units[uid]
        if e.side == u.side or edge_distance(fp, g.fps[uid]) > TOUCH:
            continue
        length, mid = edge_contact(final, u.width, u.depth, "front", e.pose, e.width, e.depth)
        if length > MIN_CONTACT:
            fronts.append((e, mid))
        elif any(edge_contact(final, u.width, u.depth, edge, e.pose, e.width, e.depth)[0] > MIN_CONTACT
                 for edge in ("left", "right", "rear")):
            sides.append(e)
    engaged = g.engaged(state, u.id)
    plan.disengage = engaged
    if engaged and (fronts or sides):
        return _illegal(plan, f"{u.name} disengages: it must move away, out of contact", S.MELEE)
    if sides:
        return _illegal(plan, f"{u.name} may only make contact with its front edge (it touches {sides[0].name} "
                              f"with a side or rear)", S.MELEE)
    if len(fronts) > 1:
        return _illegal(plan, f"{u.name}'s front touches {fronts[0][0].name} and {fronts[1][0].name}: contact "
                              f"one enemy unit", S.MELEE)
    if not fronts:
        return plan, _ok(plan)
    t, mid = fronts[0]
    side = contact_side(t.pose, t.width, t.depth, mid)
    partner = state.partner(t.id)
    attacked = [a for a in state.attackers_of(t.id) if a.id != u.id]
    taken = {a.attack_side for a in attacked}
    if t.routed or partner or attacked:
        if side == "front" and partner:
            return _illegal(plan, f"{t.name} is already face to face with {state.units[partner].name}: attack "
                                  f"its flank or rear", S.MELEE)
        if side in taken:
            return _illegal(plan, f"{t.name}'s {side} is already attacked", S.MELEE)
        want = contact_pose(t.pose, t.width, t.depth, side, u.width, u.depth)
        if not lined_up(final, want):
            where = "face to face with" if side == "front" else f"on the {side} {'flank' if side != 'rear' else ''} of"
            return _illegal(plan, f"line up {where} {t.name}".replace("  ", " "), S.MELEE)
        plan.contact = (t.id, side, None)
        return plan, _ok(plan, contact=t.id, side=side)
    if side == "front":
        want = contact_pose(t.pose, t.width, t.depth, "front", u.width, u.depth)
        if not lined_up(final, want):
            return _illegal(plan, f"the first two units in melee are face to face: line up on {t.name}'s front "
                                  f"edge", S.MELEE)
        plan.contact = (t.id, "front", None)
        return plan, _ok(plan, contact=t.id, side="front")
    turned = face_pose(final, u.depth, t.depth)
    why = _fits(state, g, t, turned, u.id)
    if why:
        return _illegal(plan, f"{t.name} has no room to turn and face {u.name}: {why}", S.MELEE)
    plan.contact = (t.id, "front", (turned.x, turned.y, turned.heading))
    return plan, _ok(plan, contact=t.id, side="front", turns=t.id)


def _fits(state, g, t, pose: Pose, mover: str) -> str:
    """Why a unit cannot stand at `pose` (off the table, on a unit or a leader), or ''."""
    W, H = state.table
    fp = t.footprint(pose)
    if min(p[0] for p in fp) < -EPS or min(p[1] for p in fp) < -EPS or max(p[0] for p in fp) > W + EPS \
            or max(p[1] for p in fp) > H + EPS:
        return "it would leave the table"
    c = rect_corners(np.array([[pose.x, pose.y, pose.heading]]), t.width, t.depth)
    hits = g.units.sweep(c, np.zeros((1, 2)))[0]
    for k in np.nonzero(hits)[0].tolist():
        key = g.units.keys[k]
        if key not in (t.id, mover):
            return f"{state.units[key].name} is in the way"
    for lid, circle in g.lone.items():
        if overlapping(fp, circle):
            return f"{state.leaders[lid].name} is in the way"
    return ""


# --- carrying a move out ---------------------------------------------------------------------------
def apply_move(state, plan: Plan, dice) -> list:
    """Carry out a judged move (see `plan_move`); the events."""
    from ...core.events import Event
    from .morale import morale_roll
    from .rout import rout
    from .units import CHART_NAMES

    if plan.is_leader:
        return _apply_leader(state, plan)
    u = state.units[plan.mover]
    if u.routed:
        u.moved_while_routed = True
    events: list = []
    final = plan.poses[-1]
    target = state.units[plan.contact[0]] if plan.contact else None
    side = plan.contact[1] if plan.contact else ""
    if target is not None and u.mounted and side == "front" and not target.routed and "pikes" in target.options \
            and state.advanced.get("pikes"):
        res = morale_roll(state, u, target.chart, dice, why=f"{u.name} charges {target.name}'s pikes")
        if res is not None:
            passed, roll, led, need = res
            events.append(Event("morale", f"{u.name} must brave {target.name}'s pikes (needs {need}): "
                                          f"{'it charges home' if passed else 'it refuses and stays where it is'}.",
                                S.ref(S.PIKES), side=u.side, units=(u.id, target.id), rolls=(roll,),
                                ledger=led.entries, data=(("passed", passed),)))
            if not passed:
                u.moved, u.may_continue = True, False
                return events
    lead = state.commander(u.id)
    if lead is not None:
        lead.moved = True
    if target is not None and plan.contact[2] is None:
        final = contact_pose(target.pose, target.width, target.depth, side, u.width, u.depth)
    u.x, u.y, u.heading = final.x, final.y, final.heading
    u.moved = True
    u.move_used += plan.used
    u.may_continue = False
    u.recovering = False
    state.touch()
    extra = "".join(f", {what} +{inches:g}\"" for what, inches in plan.costs)
    events.append(Event("move", f"{u.name} moves {plan.length:.1f}\"{extra} ({plan.used:.1f}\" of {plan.budget:g}\").",
                        S.ref(S.MOVEMENT), side=u.side, units=(u.id,),
                        data=(("used", round(plan.used, 3)), ("to", (round(final.x, 3), round(final.y, 3),
                                                                      round(final.heading, 3))))))
    if plan.disengage and u.attacks:
        gone = state.units[u.attacks].name
        u.attacks, u.attack_side, u.melee_rounds = "", "", 0
        events.append(Event("disengage", f"{u.name} disengages from {gone}.", S.ref(S.MELEE), side=u.side,
                            units=(u.id,)))
    for key in plan.crossed:
        events.append(Event("river", f"{u.name} crosses the river and stops on the far bank.", S.ref(S.TERRAIN),
                            side=u.side, units=(u.id,), data=(("river", key),)))
    if plan.river_stop:
        events.append(Event("river", f"{u.name} reaches the river and stops at the bank.", S.ref(S.TERRAIN),
                            side=u.side, units=(u.id,), data=(("river", plan.river_stop),)))
    if target is None:
        return events
    turned = plan.contact[2]
    if turned is not None:
        target.x, target.y, target.heading = turned
        events.append(Event("turn", f"{target.name} turns to face {u.name}.", S.ref(S.MELEE), side=target.side,
                            units=(target.id, u.id)))
    u.attacks, u.attack_side, u.melee_rounds = target.id, side, 0
    if side == "front" and not target.routed:
        target.attacks, target.attack_side, target.melee_rounds = u.id, "front", 0
        what = "face to face with"
    else:
        what = {"front": "the front of", "left": "the left flank of", "right": "the right flank of",
                "rear": "the rear of"}[side]
    state.touch()
    events.append(Event("contact", f"{u.name} meets {what} {target.name}: they are in melee.", S.ref(S.MELEE),
                        side=u.side, units=(u.id, target.id), data=(("side", side),)))
    if state.advanced.get("cavalry_charges") and u.mounted and not target.mounted \
            and target.kind in ("warrior", "levy") and not target.routed:
        res = morale_roll(state, target, u.chart, dice, why=f"{target.name} faces the charge of {u.name}",
                          flank=side in ("left", "right"), rear=side == "rear")
        if res is not None:
            passed, roll, led, need = res
            events.append(Event("morale", f"{target.name} must stand against the charge of {CHART_NAMES[u.chart]} "
                                          f"(needs {need}): {'it stands' if passed else 'it breaks'}.",
                                S.ref(S.CHARGES), side=target.side, units=(target.id, u.id), rolls=(roll,),
                                ledger=led.entries, data=(("passed", passed),)))
            if not passed:
                events += rout(state, target.id, f"broken by the charge of {u.name}", S.CHARGES)
                full = move_rate(u.race, u.kind, u.mounted, u.options, state.advanced)
                if full - u.move_used > EPS and not u.fired:
                    u.may_continue = True
                    events.append(Event("charge", f"{u.name} may go on with the rest of its move "
                                                  f"({full - u.move_used:.1f}\").", S.ref(S.CHARGES), side=u.side,
                                        units=(u.id,)))
    return events


def _apply_leader(state, plan: Plan) -> list:
    from ...core.events import Event

    lead = state.leaders[plan.mover]
    if not lead.alive:
        lead.acted_dead = True
    final = plan.poses[-1]
    old = lead.attached
    lead.x, lead.y, lead.heading = final.x, final.y, final.heading
    lead.moved = True
    lead.attached = plan.join
    state.touch()
    if plan.join and plan.join != old:
        text = f"{lead.name} moves {plan.length:.1f}\" and takes command of {state.units[plan.join].name}."
    elif plan.join:
        text = f"{lead.name} stays with {state.units[plan.join].name}."
    else:
        text = f"{lead.name} moves {plan.length:.1f}\" on his own."
    return [Event("move", text, S.ref(S.MOVEMENT), side=lead.side, units=(lead.id,) + ((plan.join,) if plan.join else ()),
                  data=(("used", round(plan.used, 3)),))]
