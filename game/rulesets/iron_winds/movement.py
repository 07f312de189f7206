"""Event III. Movement: pricing and checking a dragged path, and carrying a move out.

`plan_move` is the one place a move is judged; `check` returns its verdict and `apply` carries out its
plan, so what the UI shows while dragging is exactly what happens on release. A path is the unit's
start pose followed by the action's poses; between two poses the base slides straight and turns
evenly (free turning: only distance and terrain cost inches).

The checks, in order: who may move now; the path's form; the inches (distance, +2" per hill level
climbed, +2" per wall or hedge crossed, against the unit's move); the table edge; woods; rivers; other
units swept through; gaps under 2" passed through; where the base ends (leaders, contact).

This module holds who may move, the budgets and `plan_move`, which runs the checks in that order; the
parts live beside it: `move_plan` (the Plan), `move_path` (the path and its sweep rows), `move_costs`
(what a move meets and what it costs), `rivers`, `move_units` (other units and where the base ends),
`move_ground` (a unit's move on the bare table, kept across states) and `move_apply` (carrying the
plan out).
"""
from __future__ import annotations

import math

import numpy as np

from ...core.actions import Illegal, InvalidActionError, Verdict
from ...core.wording import possessive
from ...geometry.pathprice import line_crossings
from . import sections as S
from .geo import geo
from .move_apply import apply_move
from .move_ground import Ground, ground_key, judge_on_ground, keep_ground, kept_ground
from .movecache import MoveContext, keep, kept
from .move_costs import boxes_meet, levels_climbed, obstacles
from .move_path import MAX_POSES, TURN_STEP, path_poses, sweep_path
from .move_plan import EPS, WOODS_REFUSED, Plan, plan_refused, too_far
from .move_units import leader_end, unit_end, units_in_the_way
from .rivers import river_cut, river_decision, scan_begin, scan_end, wet_hits
from .sweep import rect_corners, swept_boxes
from .terrain import HILL_CLIMB_COST, OBSTACLE_COST
from .units import LEADER_MOVE, LEVY, move_rate

__all__ = ["Plan", "plan_move", "plan_moves", "mover_checks", "move_problem", "river_cut", "apply_move", "unit_budget", "leader_budget",
           "MAX_POSES", "TURN_STEP", "EPS"]


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
        return who, is_leader, Illegal(f"it is {possessive(state.side_names[state.step])} turn to move", ref)
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


def move_problem(state, uid: str) -> Verdict | None:
    """Why the unit or leader `uid` may not move now (None: it may)."""
    return mover_checks(state, uid)[2]


def _may_disengage(state, u) -> bool:
    """Cavalry attacking a flank or rear (and attacked by nobody) may leave the melee."""
    return (u.mounted and u.attack_side in ("left", "right", "rear") and not state.attackers_of(u.id))


def plan_move(state, action, ctx: MoveContext | None = None) -> tuple[Plan | None, Verdict]:
    """Judge a Move: the plan and OK, or the plan so far and the refusal (with inches used and allowed)."""
    return plan_moves(state, [action], ctx)[0]


def plan_moves(state, actions: list, ctx: MoveContext | None = None) -> list[tuple[Plan | None, Verdict]]:
    """Judge several Moves, each exactly as `plan_move` would: a unit's move judged before in a state
    that reads the same (`movecache`) is answered as it was; the others are judged here, sweeping the
    bases of those that get as far as the sweep together, one sweep for each mover (a sweep answers each
    row on its own, so rows swept together get the answers they get apart). `ctx`: the state's
    MoveContext, when the caller has one for the state as it is now."""
    ctx = ctx or MoveContext(state)
    results: list = [None] * len(actions)
    keys: list = [None] * len(actions)
    todo: list = []
    for i, action in enumerate(actions):
        key = ctx.key(action)
        got = kept(key)
        if got is not None:
            results[i] = got
        else:
            keys[i] = key
            todo.append(i)
    if todo:
        for i, answer in zip(todo, _judge_all(state, [actions[i] for i in todo])):
            results[i] = answer
            keep(keys[i], answer)
    return results


def _judge_all(state, actions: list) -> list[tuple[Plan | None, Verdict]]:
    """Run the judges of `actions` (see `_judge`) together: the base corners and swept boxes of all the
    moves of one base size made at once, then one sweep for them all."""
    results: list = [None] * len(actions)
    shaping: dict = {}                                   # (width, depth) -> [(index, judge, request)]
    checks: dict = {}                                    # mover -> mover_checks (the same for all its moves)
    waiting: list = []                                   # [(index, judge, sweep request)]
    for i, action in enumerate(actions):
        judge = _judge(state, action, checks)
        try:
            request = next(judge)
        except StopIteration as done:
            results[i] = done.value
            continue
        if type(request[0]) is int:                      # a kept ground's sweep request (no shaping)
            waiting.append((i, judge, request))
        else:
            shaping.setdefault(request[0], []).append((i, judge, request))
    for (w, d), group in shaping.items():
        rows = group[0][2][1] if len(group) == 1 else np.concatenate([r[1] for _, _, r in group])
        moves = group[0][2][2] if len(group) == 1 else np.concatenate([r[2] for _, _, r in group])
        corners = rect_corners(rows, w, d)
        boxes = swept_boxes(corners, moves)
        ends = np.cumsum([len(r[1]) for _, _, r in group])
        starts = ends - ends[0] if len(group) == 1 else np.concatenate(([0], ends[:-1]))
        lo_x, hi_x = np.minimum.reduceat(boxes[0], starts).tolist(), np.maximum.reduceat(boxes[1], starts).tolist()
        lo_y, hi_y = np.minimum.reduceat(boxes[2], starts).tolist(), np.maximum.reduceat(boxes[3], starts).tolist()
        for k, (i, judge, _) in enumerate(group):
            a, b = int(starts[k]), int(ends[k])
            try:
                request = judge.send((corners[a:b], moves[a:b], tuple(x[a:b] for x in boxes),
                                      (lo_x[k], hi_x[k], lo_y[k], hi_y[k])))
            except StopIteration as done:
                results[i] = done.value
                continue
            waiting.append((i, judge, request))
    if not waiting:
        return results
    # one sweep for every row of every move (a sweep answers each row and shape on its own), and for
    # each mover's start pose standing still; each mover's own base is left out of its rows' hits, as a
    # sweep skipping it leaves it (`skips`: the start rows keep it; what they answer of units is not read)
    reqs = [r for _, _, r in waiting]
    starts: dict = {}                                    # mover -> its start row (after the moves' rows)
    for i, _, r in waiting:
        starts.setdefault(actions[i].unit, r[1][:1])
    n = sum(len(r[1]) for r in reqs)
    still = np.concatenate(list(starts.values()))
    corners = np.concatenate([r[1] for r in reqs] + [still])
    moves = np.concatenate([r[2] for r in reqs] + [np.zeros((len(still), 2))])
    boxes = tuple(np.concatenate([r[3][k] for r in reqs] + [b]) for k, b in enumerate(swept_boxes(still, moves[n:])))
    extent = (min(r[4][0] for r in reqs), max(r[4][1] for r in reqs), min(r[4][2] for r in reqs),
              max(r[4][3] for r in reqs))
    ob = obstacles(geo(state))
    skips = np.concatenate([np.repeat([r[0] for r in reqs], [len(r[1]) for r in reqs]), np.full(len(still), -1)])
    hits = ob.shapes.sweep(corners, moves, tol=ob.tol, boxes=boxes, extent=extent, skips=skips)
    start_row = {unit: hits[n + k] for k, unit in enumerate(starts)}
    row = 0
    wet: dict = {}                                       # (width, depth) -> [(index, judge, steps)]
    for i, judge, request in waiting:
        k = len(request[1])
        mine = hits[row:row + k]                         # (its own base left out by `skips`)
        row += k
        try:
            ask = judge.send((mine, start_row[actions[i].unit]))
        except StopIteration as done:
            results[i] = done.value
            continue
        wet.setdefault(ask[2:], []).append((i, judge, ask[1]))
    # the rivers touched at the poses sampled along the legs that come near one, all at once
    g = geo(state)
    for (w, d), group in wet.items():
        all_hits = wet_hits(g, np.concatenate([steps for _, _, steps in group]), w, d)
        row = 0
        for i, judge, steps in group:
            try:
                judge.send(all_hits[row:row + len(steps)])
            except StopIteration as done:
                results[i] = done.value
            row += len(steps)
    return results


def _judge(state, action, checks: dict | None = None):
    """A generator judging one Move: it yields its base size and sweep rows ((width, depth), rows,
    translations), takes their corners, translations, swept boxes and extent (made together for many
    moves by `_judge_all`, each row as `rect_corners` and `swept_boxes` make it alone), yields its sweep
    request (skip column, corners, moves, boxes, extent), takes the hits (rows x woods, rivers, units
    and gaps) and returns (plan, verdict); it returns at once when the move is refused before its base
    is swept. A unit's move whose `Ground` is kept (`move_ground`) is judged on it: its first request is
    then the sweep request."""
    got = checks.get(action.unit) if checks is not None and type(action.unit) is str else None
    if got is None:
        got = mover_checks(state, action.unit)
        if checks is not None and type(action.unit) is str:
            checks[action.unit] = got
    who, is_leader, refusal = got
    key = None if is_leader else ground_key(state, who, action.path)
    ground = kept_ground(key)
    if ground is not None:                  # its path was read before: path_poses would pass it again
        if refusal is not None:
            return None, refusal
        return (yield from judge_on_ground(state, who, ground, unit_budget(state, who)))
    poses_after = path_poses(action.path)
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
    ob = obstacles(g)
    costs = []
    cbox = (min(xs), min(ys), max(xs), max(ys))
    if race not in ("dwarf", "goblin", "orc"):
        hills = [s for s in ob.hills if boxes_meet(s.box, cbox)]
        if hills and plan.length > 0:
            climbed = levels_climbed(tt, centre, hills)
            if climbed:
                costs.append((f"climbing {climbed} hill level{'s' if climbed > 1 else ''}", HILL_CLIMB_COST * climbed))
    if race not in ("goblin", "orc"):
        crossed = 0
        for s in ob.walls:
            if boxes_meet(s.box, cbox) and plan.length > 0:
                crossed += len(line_crossings(centre, s.shape.points))
        if crossed:
            costs.append((f"crossing {crossed} wall{'s' if crossed > 1 else ''} or hedge{'s' if crossed > 1 else ''}",
                          OBSTACLE_COST * crossed))
    plan.costs = costs
    plan.used = plan.length + sum(c for _, c in costs)
    if plan.used > budget + EPS:
        return too_far(plan, who, budget)

    # --- the sweep ----------------------------------------------------------------------------------
    sub, seg_of, rows, moves, owner = sweep_path(poses)
    corners, moves, boxes, extent = yield (w, d), rows, moves     # corners and swept boxes (see _judge_all)
    ground = Ground(poses, plan.length, costs)       # what the table alone decides (kept for units)
    ground.corners, ground.moves, ground.boxes, ground.extent = corners, moves, boxes, extent
    start_corners = corners[:1]                      # the first row is the start pose
    W, H = state.table
    if extent[0] < -EPS or extent[2] < -EPS or extent[1] > W + EPS or extent[3] > H + EPS:
        ground.off_table = True
        keep_ground(key, ground)
        return plan_refused(plan, f"{who.name} would leave the table", S.MOVEMENT)
    me = ob.unit_col.get(who.id, -1) if not is_leader else -1
    # one sweep for woods, rivers, units, gaps (_judge_all), with the start pose standing still
    hits, start_hits = yield me, corners, moves, boxes, extent
    if not is_leader and not (who.kind == LEVY or race == "elf"):
        woods = g.sets.woods
        wood_hits = hits[:, ob.woods]
        if wood_hits.any():
            entered = {woods.keys[c][0] for c in np.nonzero(wood_hits.any(axis=0))[0].tolist()}
            entered -= {woods.keys[c][0] for c in np.nonzero(start_hits[ob.woods])[0].tolist()}
            if entered:
                ground.woods = True
                keep_ground(key, ground)
                return plan_refused(plan, WOODS_REFUSED, S.TERRAIN)
    if len(g.sets.rivers):
        begun = scan_begin(g, centre, sub, owner, w, d, hits[:, ob.rivers], start_hits[ob.rivers])
        if begun is not None:
            scan, steps, segs = begun
            wet = (yield "wet", steps, w, d) if len(steps) else None    # the steps' sweep (_judge_all)
            ground.scan = scan_end(g, scan, steps, segs, seg_of, wet)
            keep_ground(key, ground)
            verdict = river_decision(plan, who, ground.scan)
            if verdict is not None:
                return plan, verdict
    if not ground.decided:
        keep_ground(key, ground)
    if not is_leader:
        verdict = units_in_the_way(state, g, plan, who, corners, moves, start_corners, boxes, extent,
                                    hits[:, ob.units], ob.gap_set, hits[:, ob.gaps], start_hits[ob.gaps])
        if verdict is not None:
            return plan, verdict
    # --- where it ends ------------------------------------------------------------------------------
    final = poses[-1]
    if is_leader:
        return leader_end(state, g, plan, who, final)
    return unit_end(state, g, plan, who, final)
