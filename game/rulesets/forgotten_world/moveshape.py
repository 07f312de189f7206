"""A move's manoeuvres and sweep rows, kept across states: the same sample moves are checked at decision
after decision while the table changes elsewhere, and reading a path as manoeuvres (`classify`), cutting
them into sweep rows (`movement.sub_steps`) and laying out the rows' corners and swept boxes read nothing
but the path, the start pose and the block's size, move and kind."""
from __future__ import annotations

import struct

import numpy as np

from ...core.kept import Kept
from ...geometry.plane import Pose
from ...geometry.sweep import rect_corners, swept_boxes
from .manoeuvres import NotAManoeuvre, classify

__all__ = ["shaped", "sweep_shape"]

_SHAPES = Kept("forgotten_world move shapes", 20_000)    # see shaped


def sweep_shape(poses: np.ndarray, moves: np.ndarray, width: float, depth: float) -> tuple:
    """(corners, swept boxes, extent, the corners' and the moves' bytes) of the sweep rows of a base."""
    corners = rect_corners(poses, width, depth)
    boxes = swept_boxes(corners, moves)
    # the swept ground's extent: the least and greatest x and y of every corner at the start and at the end
    # of each row (adding a row's move keeps the corners' order, so its least corner moved is the least end)
    extent = (float(boxes[0].min()), float(boxes[1].max()), float(boxes[2].min()), float(boxes[3].max()))
    return corners, boxes, extent, corners.tobytes(), moves.tobytes()


def shaped(u, start: Pose, path: list[Pose]) -> tuple:
    """The manoeuvres of a move and its sweep rows: (steps, poses, moves, `sweep_shape` of them), or
    (None, reason, section) when a step is no manoeuvre. Asked again and again for the same sample moves as
    the state changes elsewhere, so kept across states (`_SHAPES`) under all that `classify`, `sub_steps`
    and `sweep_shape` read: the start pose and the path (their exact bits: -0.0 is not 0.0 here), the
    block's width and depth, its M and whether it is a single model (a pose not of floats: not kept). Kept
    answers are shared: the steps are frozen, the arrays read-only."""
    vals = [start.x, start.y, start.heading, u.width, u.depth]
    for p in path:
        vals += (p.x, p.y, p.heading)
    key = (struct.pack(f"{len(vals)}d", *vals), u.M, type(u.M), u.single) \
        if all(type(v) is float for v in vals) else None
    return _SHAPES.ask(key, lambda: _shape(u, start, path))


def _shape(u, start: Pose, path: list[Pose]) -> tuple:
    try:
        steps = classify(start, path, u.width, u.depth, u.M, single=u.single)
    except NotAManoeuvre as e:
        return None, e.reason, e.section
    from .movement import sub_steps          # movement imports this module
    poses, moves = sub_steps(steps, u.width, u.depth)
    shape = sweep_shape(poses, moves, u.width, u.depth)
    for a in (poses, moves, shape[0], *shape[1]):
        a.flags.writeable = False
    return tuple(steps), poses, moves, shape
