"""Rivers on the move: a base that reaches a river stops at the bank; one that starts at a river may cross
it once and stops on the far bank; bridges and fords are crossing places."""
from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from ...core.actions import Illegal, Verdict
from ...geometry.pathprice import line_crossings
from ...geometry.plane import Pose
from . import sections as S
from .contact import TOUCH
from .geo import geo
from .move_path import sweep_path
from .sweep import rect_corners
from .terrain import CROSSING

__all__ = ["RiverScan", "river_scan", "scan_begin", "scan_end", "wet_hits", "river_verdict", "river_decision",
           "river_cut", "RIVER_STEP"]

RIVER_STEP = 0.25       # inches between the samples that find where a base reaches a river
_BOX_PAD = 1e-6         # inches: a point this far outside a shape's box is outside the shape


@dataclass
class RiverScan:
    start_wet: set
    final_wet: set
    hard: dict                  # river key -> crossings of its centre line off any bridge or ford
    first: tuple | None         # (segment, Pose, river) where the base first touches a river it did not start at


def river_scan(g, centre, sub, seg_of, owner, corners, moves, w, d, boxes=None, hits=None) -> RiverScan | None:
    """Where a base moving through `sub` meets rivers (None when it comes near none). Touching a river
    counts as reaching it; a base whose centre is on a bridge or ford is on a crossing place. `hits`: the
    rows' sweep against the rivers, when the caller has it (rows and hits as `move_path.sweep_path` makes
    them: the last row is the final pose standing still)."""
    rivers = g.sets.rivers
    if not len(rivers):
        return None
    if hits is None:
        hits = rivers.sweep(corners, moves, tol=-TOUCH, boxes=boxes)
    begun = scan_begin(g, centre, sub, owner, w, d, hits)
    if begun is None:
        return None
    scan, rows, segs = begun
    return scan_end(g, scan, rows, segs, seg_of, wet_hits(g, rows, w, d) if len(rows) else None)


def wet_hits(g, rows: np.ndarray, w: float, d: float) -> np.ndarray:
    """Which rivers a w x d base standing at each of `rows` ((k, 3) poses) touches: (k, rivers)."""
    return g.sets.rivers.sweep(rect_corners(rows, w, d), np.zeros((len(rows), 2)), tol=-TOUCH)


def _wet(g, rows, hits) -> list[set]:
    """The rivers touched by a base standing at each of `rows` (`hits`: `wet_hits` of them), none for a
    base whose centre is on a crossing place."""
    rivers = g.sets.rivers
    crossings = g.terrain.of(CROSSING)
    return [set() if _on_crossing(crossings, rows[i][0], rows[i][1]) else
            {rivers.keys[k][0] for k in np.nonzero(hits[i])[0].tolist()} for i in range(len(rows))]


def scan_begin(g, centre, sub, owner, w, d, hits, start_hits=None) -> tuple | None:
    """The first part of `river_scan`, from the rows' sweep against the rivers (`hits`; the last row is
    the final pose standing still): None when the base comes near no river, else (the scan without
    `first`, the poses still to test along the legs that come near a river, the sub-step of each).
    `start_hits`: the start pose standing still against the rivers, when the caller swept it."""
    if not hits.any():
        return None
    sub = np.array(sub, dtype=float)
    start_key = ("river wet", tuple(sub[0].tolist()), w, d)     # the same for every move from one pose
    start_wet = g.memo.get(start_key)
    if start_wet is None:
        first = sub[:1]
        start_wet = g.memo[start_key] = _wet(g, first, start_hits[None] if start_hits is not None
                                             else wet_hits(g, first, w, d))[0]
    scan = RiverScan(start_wet, _wet(g, sub[-1:], hits[-1:])[0], {}, None)
    tt = g.terrain
    crossings = tt.of(CROSSING)
    for key in sorted({k[0] for k in g.sets.rivers.keys}):
        s = tt.shape(key)
        if s.is_line:
            hard = [dist for dist in line_crossings(centre, s.shape.points)
                    if not _on_crossing(crossings, *point_along(centre, dist))]
            if hard:
                scan.hard[key] = len(hard)
    near = np.zeros(len(sub), dtype=bool)
    np.logical_or.at(near, owner, hits.any(axis=1))
    parts, segs = [], []
    for i in range(len(sub) - 1):
        if not near[i]:
            continue
        step = sub[i + 1, :2] - sub[i, :2]
        n = max(1, math.ceil(math.hypot(*step) / RIVER_STEP))
        rows = np.repeat(sub[i:i + 1], n, axis=0)
        rows[:, :2] += np.outer(np.arange(1, n + 1) / n, step)
        rows[:, 2] = sub[i, 2] + np.arange(1, n + 1) / n * (((sub[i + 1, 2] - sub[i, 2]) + 180.0) % 360.0 - 180.0)
        parts.append(rows)
        segs += [i] * n
    rows = np.concatenate(parts) if len(parts) > 1 else parts[0] if parts else np.zeros((0, 3))
    return scan, rows, segs


def scan_end(g, scan: RiverScan, rows, segs, seg_of, hits) -> RiverScan:
    """The rest of `river_scan`: the first of `rows` (in order) where the base touches a river it did not
    start at (`hits`: `wet_hits` of the rows, None when there are none)."""
    if not len(rows):
        return scan
    for k, wets in enumerate(_wet(g, rows, hits)):
        fresh = wets - scan.start_wet
        if fresh:
            scan.first = (seg_of[segs[k]], Pose(float(rows[k, 0]), float(rows[k, 1]), float(rows[k, 2])),
                          sorted(fresh)[0])
            return scan
    return scan


def _on_crossing(crossings, x, y) -> bool:
    """Whether (x, y) is on a bridge or ford (the box test first: most points are nowhere near one)."""
    return any(c.box[0] - _BOX_PAD <= x <= c.box[2] + _BOX_PAD and c.box[1] - _BOX_PAD <= y <= c.box[3] + _BOX_PAD
               and c.contains((x, y)) for c in crossings)


def river_verdict(state, g, plan, who, sub, seg_of, owner, corners, moves, w, d, boxes=None, hits=None) -> Verdict | None:
    """A base that reaches a river stops there; a base that starts touching one may cross it and must
    stop on the far bank. The centre standing on a bridge or ford is a crossing place."""
    centre = [(p.x, p.y) for p in plan.poses]
    return river_decision(plan, who, river_scan(g, centre, sub, seg_of, owner, corners, moves, w, d, boxes, hits))


def river_decision(plan, who, scan: RiverScan | None) -> Verdict | None:
    """`river_verdict` from the scan."""
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
    sub, seg_of, rows, moves, owner = sweep_path(poses)
    scan = river_scan(geo(state), [(p.x, p.y) for p in poses], sub, seg_of, owner, rect_corners(rows, w, d),
                       moves, w, d)
    if scan is None or scan.first is None or scan.first[0] >= len(poses) - 2:
        return None
    return scan.first[:2]


def point_along(path, dist):
    acc = 0.0
    for a, b in zip(path, path[1:]):
        ln = math.hypot(b[0] - a[0], b[1] - a[1])
        if dist <= acc + ln or b is path[-1]:
            t = 0.0 if ln == 0 else min(max((dist - acc) / ln, 0.0), 1.0)
            return (a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1]))
        acc += ln
    return path[-1]
