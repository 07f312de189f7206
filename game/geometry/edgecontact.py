"""Edges of rectangular bases that meet: where a base stands against a side of another, how much of
one edge lies against another base, and which side of a base a point is on.

Rule-free: what counts as touching (`tol`) and how much shared edge makes a contact are the caller's.
A side is one of "front", "left", "right", "rear". Flank poses put the attacker's forward corner level
with the target's front edge; front and rear poses are centred.

>>> t = Pose(10, 10, 0)                               # a 4" x 2" target facing up
>>> contact_pose(t, 4, 2, "front", 4, 3)              # 4" x 3" attacker face to face
Pose(x=10.0, y=7.5, heading=180.0)
>>> contact_pose(t, 4, 2, "right", 4, 2)
Pose(x=13.0, y=11.0, heading=270.0)
>>> round(edge_contact(contact_pose(t, 4, 2, "right", 4, 2), 4, 2, "front", t, 4, 2)[0], 2)
2.0
"""
from __future__ import annotations

import math

from .planearcs import Side, side_of_point
from .planemove import heading_delta
from .plane import Point, Pose

__all__ = ["DEFAULT_TOUCH", "SIDES", "contact_pose", "face_pose", "lined_up", "edge_contact", "contact_side",
           "edge_points"]

DEFAULT_TOUCH = 1e-3    # inches: bases this close count as touching unless the caller says otherwise
SIDES = ("front", "left", "right", "rear")


def contact_pose(target: Pose, tw: float, td: float, side: str, mw: float, md: float) -> Pose:
    """Where an attacker (mw x md) stands against `side` of a target (tw x td at `target`)."""
    if side == "front":
        x, y = target.to_world(0.0, td / 2.0 + md / 2.0)
        return Pose(x, y, target.heading + 180.0)
    if side == "rear":
        x, y = target.to_world(0.0, -(td / 2.0 + md / 2.0))
        return Pose(x, y, target.heading)
    if side == "right":
        x, y = target.to_world(tw / 2.0 + md / 2.0, td / 2.0 - mw / 2.0)
        return Pose(x, y, target.heading - 90.0)
    if side == "left":
        x, y = target.to_world(-(tw / 2.0 + md / 2.0), td / 2.0 - mw / 2.0)
        return Pose(x, y, target.heading + 90.0)
    raise ValueError(f"no side {side!r}")


def face_pose(attacker: Pose, ad: float, td: float) -> Pose:
    """Where a target (depth td) stands once it has turned to face an attacker (depth ad)."""
    x, y = attacker.to_world(0.0, ad / 2.0 + td / 2.0)
    return Pose(x, y, attacker.heading + 180.0)


def lined_up(pose: Pose, want: Pose, inches: float, degrees: float) -> bool:
    """Whether `pose` is within `inches` (each axis) and `degrees` of `want`."""
    return (abs(pose.x - want.x) <= inches and abs(pose.y - want.y) <= inches
            and abs(heading_delta(pose.heading, want.heading)) <= degrees)


def edge_points(pose: Pose, w: float, d: float, edge: str) -> tuple[Point, Point]:
    """The two ends of one edge (front / left / right / rear) of a w x d base."""
    hw, hd = w / 2.0, d / 2.0
    local = {"front": ((-hw, hd), (hw, hd)), "right": ((hw, hd), (hw, -hd)),
             "rear": ((hw, -hd), (-hw, -hd)), "left": ((-hw, -hd), (-hw, hd))}[edge]
    return pose.to_world(*local[0]), pose.to_world(*local[1])


def edge_contact(pose: Pose, w: float, d: float, edge: str, other: Pose, ow: float, od: float,
                 tol: float = DEFAULT_TOUCH) -> tuple[float, Point | None]:
    """How much of one edge of a base lies within `tol` of another rectangular base: (length, midpoint
    of that stretch), or (0, None). The stretch is the edge clipped to the other base grown by `tol`."""
    a, b = edge_points(pose, w, d, edge)
    ar, af = other.to_local(a)
    br, bf = other.to_local(b)
    t0, t1 = 0.0, 1.0
    dr, df = br - ar, bf - af
    hw, hd = ow / 2.0 + tol, od / 2.0 + tol
    for p, q in ((-dr, ar + hw), (dr, hw - ar), (-df, af + hd), (df, hd - af)):
        if abs(p) < 1e-15:
            if q < 0:
                return (0.0, None)
            continue
        r = q / p
        if p < 0:
            t0 = max(t0, r)
        else:
            t1 = min(t1, r)
        if t0 > t1:
            return (0.0, None)
    length = (t1 - t0) * math.hypot(b[0] - a[0], b[1] - a[1])
    tm = (t0 + t1) / 2.0
    return (length, (a[0] + tm * (b[0] - a[0]), a[1] + tm * (b[1] - a[1])))


def contact_side(target: Pose, tw: float, td: float, point: Point) -> str:
    """Which side of the target a contact point is on (front / left / right / rear)."""
    side = side_of_point(target, tw, td, point)
    return {Side.FRONT: "front", Side.LEFT: "left", Side.RIGHT: "right", Side.REAR: "rear"}[side]
