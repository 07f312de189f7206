"""A move's path: the poses an action gives, checked for form, and the path cut into sub-steps with the
rows a base's sweep along it is tested on."""
from __future__ import annotations

import math

import numpy as np

from ...core.actions import InvalidActionError
from ...geometry.plane import Pose

__all__ = ["path_poses", "sweep_path", "MAX_POSES", "TURN_STEP"]

MAX_POSES = 64          # poses a path may hold
TURN_STEP = 15.0        # degrees a sweep sub-step may turn

_NUMBER = (int, float)


def path_poses(path) -> list[Pose]:
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


def sweep_path(poses: list[Pose]) -> tuple[list, list[int], np.ndarray, np.ndarray, list[int]]:
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
