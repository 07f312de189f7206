"""Moves on offer: the UI's dragged path made into a Move (snapped into contact, stopped at a river
bank), and a sample of candidate moves per unit for random play and future AI.
"""
from __future__ import annotations

import math

import numpy as np

from ...geometry.plane import Pose
from ...geometry.planemove import bearing
from .actions import Move
from .contact import MIN_CONTACT, TOUCH, contact_pose, contact_side, edge_contact
from .geo import geo
from .sweep import rect_corners, rect_distances, time_to_touch
from .movecache import MoveContext
from .movement import move_problem, plan_moves, river_cut, unit_budget

__all__ = ["SNAP", "snap_final", "move_action", "move_candidates", "sample_moves", "short_steps",
           "river_crossings", "leader_candidates", "round_pose"]

SNAP = 1.0              # inches: a dragged base this close to an enemy is put into contact with it
APPROACH = 1.5          # inches: candidate contacts come straight in over their last stretch
SHORT = 1.0             # inches: the short steps offered in every direction (a way out of a tight spot)
BANK = 0.1              # inches: a crossing ends with the base this far inside the far edge of the river


def round_pose(p: Pose) -> tuple[float, float, float]:
    return (round(p.x, 4), round(p.y, 4), round(p.heading % 360.0, 4))


def _slide_to_touch(u, pose: Pose, efp) -> Pose | None:
    """`pose` moved along its heading until the base just touches `efp` (None if it never does, or only
    by backing off more than SNAP)."""
    t = time_to_touch(u.footprint(pose), pose.forward, efp)
    if t is None or t < -(SNAP + max(u.width, u.depth)):
        return None
    return pose.moved(t)


def contact_options(state, u, e, final: Pose | None = None) -> list[tuple[str, Pose]]:
    """(side, pose) where `u` may stand in contact with enemy `e`: the lined-up sides still free, or,
    for an enemy not yet in melee and approached off its front, `final` slid into touch (the enemy
    will turn to face)."""
    partner = state.partner(e.id)
    taken = {a.attack_side for a in state.attackers_of(e.id) if a.id != u.id}
    fresh = not (e.routed or partner or taken)
    out = []
    for side in ("front", "left", "right", "rear"):
        if side in taken or (side == "front" and partner):
            continue
        if fresh and side != "front":
            continue
        out.append((side, contact_pose(e.pose, e.width, e.depth, side, u.width, u.depth)))
    if fresh and final is not None:
        slid = _slide_to_touch(u, final, e.footprint())
        if slid is not None and edge_contact(slid, u.width, u.depth, "front", e.pose, e.width, e.depth)[0] > MIN_CONTACT:
            out.append(("turn", slid))
    return out


def snap_final(state, u, final: Pose) -> Pose:
    """A unit's dragged final pose put into contact with the nearest enemy within SNAP, as the rules
    place it (see `contact`); unchanged when no enemy is that close."""
    g = geo(state)
    fp = u.footprint(final)
    xs, ys = [p[0] for p in fp], [p[1] for p in fp]
    ids = [k for k in g.near_units((min(xs), min(ys), max(xs), max(ys)), SNAP)
           if state.units[k].side != u.side and k != u.id]
    if not ids:
        return final
    idx = np.array([g.units.keys.index(k) for k in ids])
    dists = rect_distances(g.units.subset(idx), np.array(fp))
    for d, k in sorted(zip(dists.tolist(), ids)):
        if d > SNAP:
            break
        e = state.units[k]
        side_here = contact_side(e.pose, e.width, e.depth, (final.x, final.y))
        for side, pose in contact_options(state, u, e, final):
            if side == side_here or (side == "turn" and side_here != "front"):
                return pose
    return final


def move_action(state, uid: str, destination) -> Move | None:
    """The Move for a drag: `destination` is the dragged poses (x, y, heading); a leading copy of the
    start pose is dropped, the last pose snapped into contact, and a path that runs on past a river bank
    cut where the base reaches the river."""
    who = state.units.get(uid) or state.leaders.get(uid)
    if who is None or state.phase != "movement":
        return None
    if uid in state.units and not who.alive:
        return None
    poses = [Pose(float(p[0]), float(p[1]), float(p[2])) for p in destination]
    start = who.pose if uid in state.units else state.leader_pose(who)
    while poses and math.hypot(poses[0].x - start.x, poses[0].y - start.y) < 1e-6 \
            and abs((poses[0].heading - start.heading) % 360.0) < 1e-6:
        poses.pop(0)
    if not poses:
        return None
    if uid in state.units:
        poses[-1] = snap_final(state, who, poses[-1])
    cut = river_cut(state, uid, poses)
    if cut is not None:
        seg, pose = cut
        poses = poses[:seg] + [pose]
    return Move(uid, tuple(round_pose(p) for p in poses))


def _toward(start: Pose, point, dist: float) -> Pose:
    h = bearing((start.x, start.y), point)
    return Pose(start.x, start.y, h).moved(dist)


def move_candidates(state, u, ctx: MoveContext | None = None) -> list[Move]:
    """A handful of moves for unit `u`: into contact with the nearest enemies, toward them, straight on,
    wheeling, away, and across a river it stands on; when the unit may move but none of those is legal,
    short steps in eight directions as well (so a unit with room to move always has a Move on offer).
    `ctx`: the state's MoveContext, when the caller has one for the state as it is now."""
    ctx = ctx or MoveContext(state)
    out = sample_moves(state, u, ctx)
    if out and move_problem(state, u.id) is None and not any(verdict for _, verdict in plan_moves(state, out, ctx)):
        out += short_steps(state, u, out)
    return out


def sample_moves(state, u, ctx: MoveContext) -> list[Move]:
    """`move_candidates` but for the short steps (none when the unit has no inches left)."""
    budget = unit_budget(state, u)
    if budget <= 0:
        return []
    return list(ctx.samples(u, lambda: _samples(state, u, budget)))


def short_steps(state, u, samples: list[Move]) -> list[Move]:
    """The short steps `move_candidates` adds for a unit hemmed in (none of its `samples` legal): a step
    every 45 degrees, those not among the samples."""
    short = min(SHORT, unit_budget(state, u))
    out: list[Move] = []
    _add(out, {m.path for m in samples}, u.id, [[u.pose.turned(turn).moved(short)] for turn in range(0, 360, 45)])
    return out


def _samples(state, u, budget: float) -> list[Move]:
    """`move_candidates` but for the short steps: made from the unit, the enemies and the terrain alone."""
    start = u.pose
    reach = budget + math.hypot(u.width, u.depth)
    enemies = sorted(((math.hypot(e.x - start.x, e.y - start.y), i, e)
                      for i, e in enumerate(state.alive_units(state.other(u.side)))), key=lambda t: (t[0], t[1]))
    paths: list[list[Pose]] = []
    for dist, _, e in enemies[:2]:
        if dist > reach + math.hypot(e.width, e.depth):
            continue
        straight = Pose(start.x, start.y, bearing((start.x, start.y), (e.x, e.y)))
        for side, pose in contact_options(state, u, e, straight):
            d = math.hypot(pose.x - start.x, pose.y - start.y)
            if d > budget + 0.01:
                continue
            back = pose.moved(-APPROACH)
            if side != "turn" and math.hypot(back.x - start.x, back.y - start.y) + APPROACH <= budget:
                paths.append([back, pose])
            else:
                paths.append([pose])
    if enemies:
        e = enemies[0][2]
        centre_gap = math.hypot(e.x - start.x, e.y - start.y)
        step = min(budget, max(centre_gap - 4.0, 0.0))
        if step > 0.5:
            paths.append([_toward(start, (e.x, e.y), step)])
        away = Pose(start.x, start.y, bearing((e.x, e.y), (start.x, start.y)))
        paths.append([away.moved(budget * 0.75)])
    paths.append([start.moved(budget)])
    paths.append([start.moved(budget / 2.0)])
    for turn in (-45.0, 45.0):
        paths.append([start.turned(turn).moved(budget * 0.7)])
    paths += [[p] for p in river_crossings(state, u, budget)]
    out: list[Move] = []
    _add(out, set(), u.id, paths)
    return out


def _add(out: list, seen: set, uid: str, paths) -> None:
    for path in paths:
        m = Move(uid, tuple(round_pose(p) for p in path))
        if m.path not in seen:
            seen.add(m.path)
            out.append(m)


def _nearest_leg(points, c) -> tuple[tuple[float, float], float]:
    """The unit normal of the leg of polyline `points` nearest `c`, pointing away from `c`'s side, and
    how far `c` is from that leg's line."""
    best = None
    for (ax, ay), (bx, by) in zip(points, points[1:]):
        dx, dy = bx - ax, by - ay
        length = math.hypot(dx, dy)
        if length < 1e-9:
            continue
        t = min(1.0, max(0.0, ((c[0] - ax) * dx + (c[1] - ay) * dy) / length ** 2))
        gap = math.hypot(c[0] - ax - t * dx, c[1] - ay - t * dy)
        if best is None or gap < best[0]:
            n = (-dy / length, dx / length)
            off = (c[0] - ax) * n[0] + (c[1] - ay) * n[1]
            best = (gap, (n if off <= 0 else (-n[0], -n[1])), abs(off))
    return (best[1], best[2]) if best else ((0.0, 0.0), 0.0)


def river_crossings(state, u, budget: float) -> list[Pose]:
    """Poses on the far bank of each river unit `u`'s base touches (Terrain Effects: it may cross and
    must stop still touching the river): straight on along its heading when that crosses, and turned to
    face straight across. The base ends BANK inside the river's far edge; `check` judges them."""
    g = geo(state)
    rivers = g.sets.rivers
    if not len(rivers):
        return []
    start = u.pose
    # the base lies within half its diagonal of its centre: a river whose box is further than TOUCH from
    # that (the sweep's own first test, with 1e-6 to spare) is touched by no pose here
    half = math.hypot(u.width, u.depth) / 2.0 + 1e-6 + TOUCH
    x0, y0, x1, y1 = start.x - half, start.y - half, start.x + half, start.y + half
    if not any(b[0] < x1 and b[2] > x0 and b[1] < y1 and b[3] > y0 for b in rivers.box.tolist()):
        return []
    rows = np.array([[start.x, start.y, start.heading]])
    hits = rivers.sweep(rect_corners(rows, u.width, u.depth), np.zeros((1, 2)), tol=-TOUCH)[0]
    out = []
    for key in sorted({rivers.keys[k][0] for k in np.nonzero(hits)[0].tolist()}):
        shape = g.terrain.shape(key)
        if not shape.is_line:
            continue
        n, near = _nearest_leg(shape.shape.points, (start.x, start.y))
        if n == (0.0, 0.0):
            continue
        half = shape.shape.width / 2.0
        fwd = start.forward
        along = fwd[0] * n[0] + fwd[1] * n[1]
        if along > 0.2:                                       # straight on, heading kept
            out.append(start.moved((near + _far_offset(u, start, n, half)) / along))
        across = Pose(start.x, start.y, bearing((0.0, 0.0), n))
        out.append(across.moved(near + _far_offset(u, across, n, half)))
    return [p for p in out if math.hypot(p.x - start.x, p.y - start.y) <= budget + 1e-9]


def _far_offset(u, pose: Pose, n, half: float) -> float:
    """How far past the river's centre line the base's centre may stand, along `n`, and still touch it."""
    reach = max((x - pose.x) * n[0] + (y - pose.y) * n[1] for x, y in u.footprint(pose))
    return max(half + reach - BANK, BANK)


def leader_candidates(state, lead) -> list[Move]:
    """A leader's moves: to a routed friendly unit (to rally it), or to a leaderless one."""
    start = state.leader_pose(lead)
    out = []
    routed, free = [], []
    for u in state.alive_units(lead.side):
        if u.id == lead.attached or state.commander(u.id) is not None:
            continue
        d = math.hypot(u.x - start.x, u.y - start.y)
        if d > 12.0:
            continue
        (routed if u.routed else free).append((d, u))
    for _, u in sorted(routed, key=lambda t: t[0])[:1] + sorted(free, key=lambda t: t[0])[:1]:
        out.append(Move(lead.id, (round_pose(Pose(u.x, u.y, u.heading)),)))
    return out
