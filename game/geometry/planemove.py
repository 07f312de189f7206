"""Moving on the table: path lengths, heading changes, pivots and swings, turning-cost helpers.

Turning costs are rules, so the numbers always come from the caller: a ruleset builds a `TurnCost`
(a function of the absolute heading change in degrees) with `stepped_turn_cost` or `banded_turn_cost`,
or writes its own, and prices a path of poses with `turning_cost_of`.

>>> pv = pivot_front_corner(Pose(0, 0, 0), 4, 2, 90)       # wheel right 90 degrees on the front-right corner
>>> pv.pose, round(pv.arc, 4), round(pv.chord, 4)
(Pose(x=1.0, y=-3.0, heading=90.0), 6.2832, 5.6569)
>>> stepped_turn_cost(1.0, 0.5)(45), stepped_turn_cost(1.0, 0.5)(135)
(0.5, 1.5)
"""
from __future__ import annotations

import math
from typing import Callable, NamedTuple, Sequence, Union

from .plane import Point, Pose

__all__ = [
    "TurnCost", "Pivot", "heading_delta", "bearing", "path_length", "heading_changes", "turning_cost_of",
    "rotate_about", "pivot_front_corner", "pivot_about", "swing", "stepped_turn_cost", "banded_turn_cost",
]

TurnCost = Callable[[float], float]   # |heading change| in degrees -> inches of movement


class Pivot(NamedTuple):
    """A turn's result: the new pose, and how far the measured point moved (arc length and chord)."""

    pose: Pose
    arc: float
    chord: float


def heading_delta(a: float, b: float) -> float:
    """The turn from heading `a` to heading `b`, in (-180, 180] (positive = clockwise / right).

    >>> heading_delta(350, 10), heading_delta(10, 350), heading_delta(0, 180)
    (20.0, -20.0, 180.0)
    """
    d = (b - a) % 360.0
    return d - 360.0 if d > 180.0 else d


def bearing(src: Point, dst: Point) -> float:
    """The heading that faces from `src` towards `dst` (degrees clockwise from up, in [0, 360)).

    >>> bearing((0, 0), (0, -5)), bearing((0, 0), (3, 0))
    (0.0, 90.0)
    """
    return math.degrees(math.atan2(dst[0] - src[0], -(dst[1] - src[1]))) % 360.0


def _xy(p: Union[Pose, Point]) -> Point:
    return (p.x, p.y) if isinstance(p, Pose) else (p[0], p[1])


def path_length(path: Sequence[Union[Pose, Point]]) -> float:
    """Sum of straight distances between successive positions (turning in place adds nothing).

    >>> path_length([Pose(0, 0), Pose(0, -3), Pose(4, -3, 90)])
    7.0
    """
    total = 0.0
    for i in range(1, len(path)):
        (x0, y0), (x1, y1) = _xy(path[i - 1]), _xy(path[i])
        total += math.hypot(x1 - x0, y1 - y0)
    return total


def heading_changes(path: Sequence[Pose]) -> list[float]:
    """Signed heading change between each pair of successive poses."""
    return [heading_delta(path[i - 1].heading, path[i].heading) for i in range(1, len(path))]


def turning_cost_of(path: Sequence[Pose], cost: TurnCost) -> float:
    """Sum of `cost(|change|)` over every non-zero heading change along `path`."""
    return sum(cost(abs(d)) for d in heading_changes(path) if abs(d) > 1e-9)


def rotate_about(pose: Pose, pivot: Point, degrees: float) -> Pose:
    """`pose` turned `degrees` clockwise about the table point `pivot`.

    >>> rotate_about(Pose(1, 0, 0), (0, 0), 90)
    Pose(x=0.0, y=1.0, heading=90.0)
    """
    a = math.radians(degrees)
    c, s = math.cos(a), math.sin(a)
    dx, dy = pose.x - pivot[0], pose.y - pivot[1]
    x = pivot[0] + c * dx - s * dy
    y = pivot[1] + s * dx + c * dy
    return Pose(_snap(x), _snap(y), pose.heading + degrees)


def _snap(v: float) -> float:
    r = round(v)
    return float(r) if abs(v - r) < 1e-12 else v


def pivot_about(pose: Pose, pivot: Point, degrees: float, tracked: Point) -> Pivot:
    """Turn about `pivot`; arc and chord are measured for the table point `tracked` (which moves with
    the pose)."""
    radius = math.hypot(tracked[0] - pivot[0], tracked[1] - pivot[1])
    a = abs(math.radians(degrees))
    return Pivot(rotate_about(pose, pivot, degrees), radius * a, 2.0 * radius * math.sin(min(a, 2 * math.pi) / 2))


def pivot_front_corner(pose: Pose, width: float, depth: float, degrees: float) -> Pivot:
    """Wheel a width x depth unit forward about a front corner: turning right (degrees > 0) holds the
    front-right corner, turning left holds the front-left. Arc and chord are those of the moving outer
    front corner (radius = width).

    >>> pv = pivot_front_corner(Pose(0, 0, 0), 2, 2, -45)
    >>> round(pv.arc, 4), round(pv.chord, 4), round(pv.pose.heading, 6)
    (1.5708, 1.5307, 315.0)
    """
    hw, hd = width / 2.0, depth / 2.0
    if degrees >= 0:
        pivot, outer = pose.to_world(hw, hd), pose.to_world(-hw, hd)
    else:
        pivot, outer = pose.to_world(-hw, hd), pose.to_world(hw, hd)
    return pivot_about(pose, pivot, degrees, outer)


def swing(pose: Pose, radius: float, degrees: float) -> Pivot:
    """Turn around a centre `radius` inches to the side of the pose (right when degrees > 0, left when
    < 0), as a vehicle with a turn radius does; arc and chord are those of the pose's centre.

    >>> sw = swing(Pose(0, 0, 0), 3, 90)                        # a quarter circle to the right
    >>> sw.pose, round(sw.arc, 4)
    (Pose(x=3.0, y=-3.0, heading=90.0), 4.7124)
    """
    side = radius if degrees >= 0 else -radius
    centre = pose.to_world(side, 0.0)
    return pivot_about(pose, centre, degrees, pose.position)


def stepped_turn_cost(per_step: float, part_step: float, step: float = 90.0) -> TurnCost:
    """Cost `per_step` for every whole `step` degrees turned plus `part_step` for any remainder
    (e.g. "90 degrees costs 1 inch, any change less than 90 costs half an inch": (1.0, 0.5))."""
    def cost(delta: float) -> float:
        d = abs(delta)
        whole = math.floor(d / step + 1e-9)
        rest = d - whole * step
        return whole * per_step + (part_step if rest > 1e-9 else 0.0)
    return cost


def banded_turn_cost(bands: Sequence[tuple[float, float]]) -> TurnCost:
    """Cost from a table of (up to this many degrees, cost) rows, smallest first. A turn larger than the
    last row is paid as whole last rows plus the row that prices the remainder.

    >>> tur = banded_turn_cost([(45, 1), (90, 2)])          # e.g. a vehicle with TUR 3: 1" to 45, 2" to 90
    >>> tur(30), tur(60), tur(90), tur(135)
    (1, 2, 2, 3)
    """
    rows = sorted(bands)
    top, top_cost = rows[-1]

    def cost(delta: float) -> float:
        d = abs(delta)
        total = 0
        while d > top + 1e-9:
            total += top_cost
            d -= top
        if d <= 1e-9:
            return total
        return total + next(c for limit, c in rows if d <= limit + 1e-9)
    return cost
