"""Regions around a rectangular base: front / flank / rear sides, arcs of fire, armour facings, wedges.

Every region is convex: an intersection of half-planes built in the base's frame, where u is the
distance ahead of the base's centre (along `forward`) and v the distance to its right.

Side partitions (`Partition`):

- ``EDGES`` (default for sides): FRONT is everything on or ahead of the front edge's line (u >= depth/2),
  REAR everything on or behind the rear edge's line (u <= -depth/2), and the band between those lines is
  the LEFT or RIGHT flank (v < 0 left, v >= 0 right). So a unit beside the base but reaching past its rear
  edge line is partly in the rear (the "Unit D" case of Forgotten World: Conquerors).
- ``DIAGONALS``: four cones from the centre bounded by the footprint's diagonals extended (default for
  vehicle armour facings). Points on a diagonal belong to the front or rear cone.
- ``QUADRANTS``: four 90-degree cones from the centre at heading +-45 and +-135 degrees.

Which side another footprint stands in (`side_of`): the side holding the largest share of it — share of
length for a segment (pass the other unit's front edge, as Forgotten World: Conquerors does), share of area
for a polygon or circle, or plain membership for a point (e.g. a centre). Ties go FRONT, LEFT, RIGHT, REAR.

Arc of fire (`fire_arc_*`): the region between two lines drawn outward at 45 degrees from the two front
corners, limited to points within `range_` inches of the front edge (rectangle ahead of the front edge
plus a 45-degree circular sector at each front corner).

>>> p = Pose(0, 0, 0)                                  # a 4" x 2" base facing up
>>> side_of_point(p, 4, 2, (0, -5)), side_of_point(p, 4, 2, (6, 0)), side_of_point(p, 4, 2, (-6, 3))
(<Side.FRONT: 'front'>, <Side.RIGHT: 'right'>, <Side.REAR: 'rear'>)
>>> fire_arc_contains(p, 4, 2, (4, -4), 10), fire_arc_contains(p, 4, 2, (5, -2), 10)
(True, False)
>>> armour_facing(Pose(0, 0, 0), 2, 4, (5, 1))
<Facing.SIDE: 'side'>
"""
from __future__ import annotations

import math
from enum import Enum
from typing import Sequence, Union

from .plane import Circle, Footprint, Point, Polygon, Pose, circle_polygon, clockwise, rect_footprint, signed_area
from .planegaps import edge_distance
from .within import polygons_within

__all__ = [
    "Side", "Facing", "Partition", "HalfPlane", "side_regions", "side_of_point", "side_shares", "side_of",
    "touching_sides", "armour_facing", "fire_arc_contains", "fire_arc_polygon", "in_fire_arc",
    "wedge_contains", "wedge_polygon", "clip_polygon", "clip_segment",
]

HalfPlane = tuple[float, float, float]      # (a, b, c): the points with a*x + b*y + c >= 0
Other = Union[Point, tuple[Point, Point], Polygon, Circle]
CIRCLE_SEGMENTS = 48


class Side(str, Enum):
    FRONT = "front"
    LEFT = "left"
    RIGHT = "right"
    REAR = "rear"


class Facing(str, Enum):
    """Vehicle armour facings."""

    FRONT = "front"
    SIDE = "side"
    REAR = "rear"


class Partition(str, Enum):
    EDGES = "edges"
    DIAGONALS = "diagonals"
    QUADRANTS = "quadrants"


_ORDER = (Side.FRONT, Side.LEFT, Side.RIGHT, Side.REAR)


def _local_plane(pose: Pose, cu: float, cv: float, c: float) -> HalfPlane:
    """The half-plane cu*u + cv*v + c >= 0 (u ahead, v right of the pose) in table coordinates."""
    fx, fy = pose.forward
    rx, ry = pose.right
    a = cu * fx + cv * rx
    b = cu * fy + cv * ry
    return (a, b, c - a * pose.x - b * pose.y)


def side_regions(pose: Pose, width: float, depth: float,
                 partition: Partition = Partition.EDGES) -> dict[Side, tuple[HalfPlane, ...]]:
    """Each side's region as half-planes, in table coordinates."""
    hd = depth / 2.0
    if partition == Partition.EDGES:
        return {
            Side.FRONT: (_local_plane(pose, 1, 0, -hd),),
            Side.REAR: (_local_plane(pose, -1, 0, -hd),),
            Side.LEFT: (_local_plane(pose, -1, 0, hd), _local_plane(pose, 1, 0, hd), _local_plane(pose, 0, -1, 0)),
            Side.RIGHT: (_local_plane(pose, -1, 0, hd), _local_plane(pose, 1, 0, hd), _local_plane(pose, 0, 1, 0)),
        }
    w, d = (width, depth) if partition == Partition.DIAGONALS else (1.0, 1.0)
    return {
        Side.FRONT: (_local_plane(pose, w, -d, 0), _local_plane(pose, w, d, 0)),
        Side.REAR: (_local_plane(pose, -w, -d, 0), _local_plane(pose, -w, d, 0)),
        Side.LEFT: (_local_plane(pose, -w, -d, 0), _local_plane(pose, w, -d, 0)),
        Side.RIGHT: (_local_plane(pose, -w, d, 0), _local_plane(pose, w, d, 0)),
    }


def _inside(planes: Sequence[HalfPlane], p: Point, tol: float = 1e-9) -> bool:
    return all(a * p[0] + b * p[1] + c >= -tol for a, b, c in planes)


def side_of_point(pose: Pose, width: float, depth: float, point: Point,
                  partition: Partition = Partition.EDGES) -> Side:
    """The side of the base (at `pose`, width x depth) that `point` stands in."""
    v, u = pose.to_local(point)                        # v: to the right, u: ahead
    hd = depth / 2.0
    if partition == Partition.EDGES:
        if u >= hd - 1e-9:
            return Side.FRONT
        if u <= -hd + 1e-9:
            return Side.REAR
        return Side.LEFT if v < 0 else Side.RIGHT
    w, d = (width, depth) if partition == Partition.DIAGONALS else (1.0, 1.0)
    if u * w >= abs(v) * d - 1e-9:
        return Side.FRONT
    if -u * w >= abs(v) * d - 1e-9:
        return Side.REAR
    return Side.LEFT if v < 0 else Side.RIGHT


def clip_polygon(poly: Sequence[Point], planes: Sequence[HalfPlane]) -> list[Point]:
    """Sutherland-Hodgman: the part of `poly` inside every half-plane (the planes' region is convex)."""
    out = list(poly)
    for a, b, c in planes:
        if not out:
            break
        src, out = out, []
        n = len(src)
        for i in range(n):
            p, q = src[i], src[(i + 1) % n]
            fp, fq = a * p[0] + b * p[1] + c, a * q[0] + b * q[1] + c
            if fp >= 0:
                out.append(p)
            if (fp >= 0) != (fq >= 0):
                t = fp / (fp - fq)
                out.append((p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])))
    return out


def clip_segment(a: Point, b: Point, planes: Sequence[HalfPlane]) -> tuple[float, float] | None:
    """Parameters (t0, t1) of the part of segment a-b inside every half-plane, or None."""
    t0, t1 = 0.0, 1.0
    for pa, pb, pc in planes:
        fa = pa * a[0] + pb * a[1] + pc
        fb = pa * b[0] + pb * b[1] + pc
        if fa < 0 and fb < 0:
            return None
        if fa < 0 <= fb:
            t0 = max(t0, fa / (fa - fb))
        elif fb < 0 <= fa:
            t1 = min(t1, fa / (fa - fb))
        if t0 > t1:
            return None
    return (t0, t1)


def _is_point(other) -> bool:
    return not isinstance(other, Circle) and len(other) == 2 and not isinstance(other[0], (tuple, list))


def side_shares(pose: Pose, width: float, depth: float, other: Other,
                partition: Partition = Partition.EDGES) -> dict[Side, float]:
    """Share (0..1) of `other` in each side: by membership for a point, length for a segment (a pair of
    points), area for a polygon or circle.

    >>> s = side_shares(Pose(0, 0), 2, 2, ((2, -2), (2, 2)))   # a segment half ahead, half beside
    >>> round(s[Side.FRONT], 3), round(s[Side.RIGHT], 3)
    (0.25, 0.5)
    """
    regions = side_regions(pose, width, depth, partition)
    if _is_point(other):
        side = side_of_point(pose, width, depth, other, partition)
        return {s: float(s == side) for s in _ORDER}
    if isinstance(other, Circle):
        other = circle_polygon(other, CIRCLE_SEGMENTS)
    if len(other) == 2:
        a, b = other
        shares = {}
        for s in _ORDER:
            span = clip_segment(a, b, regions[s])
            shares[s] = 0.0 if span is None else span[1] - span[0]
    else:
        poly = clockwise(other)
        total = signed_area(poly)
        if total <= 0:
            return side_shares(pose, width, depth, poly[0], partition)
        shares = {}
        for s in _ORDER:
            part = clip_polygon(poly, regions[s])
            shares[s] = max(signed_area(part), 0.0) / total if len(part) >= 3 else 0.0
    total = sum(shares.values())
    return {s: (v / total if total > 0 else 0.0) for s, v in shares.items()}


def side_of(pose: Pose, width: float, depth: float, other: Other,
            partition: Partition = Partition.EDGES) -> Side:
    """The side holding the largest share of `other` (ties: FRONT, LEFT, RIGHT, REAR).

    >>> side_of(Pose(0, 0), 2, 2, ((3, 0.5), (3, 3.5)))    # beside, but mostly past the rear edge line
    <Side.REAR: 'rear'>
    """
    shares = side_shares(pose, width, depth, other, partition)
    best = max(shares.values())
    return next(s for s in _ORDER if shares[s] >= best - 1e-9)


def touching_sides(pose: Pose, width: float, depth: float, other: Footprint, tol: float = 1e-6) -> set[Side]:
    """The base's edges (as sides) that `other` touches or overlaps within `tol`.

    >>> sorted(s.value for s in touching_sides(Pose(0, 0), 2, 2, ((1, -0.5), (3, -0.5), (3, 0.5), (1, 0.5))))
    ['right']
    """
    fl, fr, rr, rl = rect_footprint(pose, width, depth)
    edges = {Side.FRONT: (fl, fr), Side.RIGHT: (fr, rr), Side.REAR: (rr, rl), Side.LEFT: (rl, fl)}
    out = set()
    for side, (a, b) in edges.items():
        seg = (a, b, b, a)  # a zero-area polygon standing for the edge
        if edge_distance(seg, other) <= tol:
            out.add(side)
    return out


def armour_facing(pose: Pose, width: float, depth: float, attacker: Other,
                  partition: Partition = Partition.DIAGONALS) -> Facing:
    """Which armour facing `attacker` (a point, segment or footprint) is against; default by the
    footprint's diagonals, `Partition.QUADRANTS` for 90-degree quadrants. Ties go FRONT, SIDE, REAR."""
    shares = side_shares(pose, width, depth, attacker, partition)
    f = {Facing.FRONT: shares[Side.FRONT], Facing.SIDE: shares[Side.LEFT] + shares[Side.RIGHT],
         Facing.REAR: shares[Side.REAR]}
    best = max(f.values())
    return next(k for k in (Facing.FRONT, Facing.SIDE, Facing.REAR) if f[k] >= best - 1e-9)


# --- arc of fire ----------------------------------------------------------------------------------

def _arc_planes(pose: Pose, width: float, depth: float) -> tuple[HalfPlane, ...]:
    hw, hd = width / 2.0, depth / 2.0
    # ahead of the front edge; lateral overshoot past a corner no more than the distance ahead
    return (_local_plane(pose, 1, 0, -hd), _local_plane(pose, 1, -1, hw - hd), _local_plane(pose, 1, 1, hw - hd))


def fire_arc_contains(pose: Pose, width: float, depth: float, point: Point, range_: float) -> bool:
    """Whether `point` is in the arc of fire of a base and within `range_` of its front edge."""
    v, u = pose.to_local(point)
    hw, hd = width / 2.0, depth / 2.0
    ahead = u - hd
    if ahead < -1e-9 or abs(v) - hw > ahead + 1e-9:
        return False
    side = max(abs(v) - hw, 0.0)
    return math.hypot(side, max(ahead, 0.0)) <= range_ + 1e-9


def fire_arc_polygon(pose: Pose, width: float, depth: float, range_: float, segments: int = 8) -> Polygon:
    """The arc of fire out to `range_` as a clockwise polygon (each corner sector in `segments` chords)."""
    hw, hd = width / 2.0, depth / 2.0
    local = [(-hw, hd)]
    for i in range(segments + 1):                       # sector at the front-left corner, 45 deg -> ahead
        a = math.radians(45.0 * (1 - i / segments))
        local.append((-hw - range_ * math.sin(a), hd + range_ * math.cos(a)))
    for i in range(segments + 1):                       # sector at the front-right corner, ahead -> 45 deg
        a = math.radians(45.0 * i / segments)
        local.append((hw + range_ * math.sin(a), hd + range_ * math.cos(a)))
    local.append((hw, hd))
    return tuple(pose.to_world(r, f) for r, f in local)


def in_fire_arc(pose: Pose, width: float, depth: float, target: Footprint, range_: float,
                whole: bool = False) -> bool:
    """Whether `target` is (even partly, or wholly if `whole`) in the arc of fire within `range_`.

    >>> p = Pose(0, 0)
    >>> in_fire_arc(p, 2, 2, Circle(3.5, -3, 1), 10), in_fire_arc(p, 2, 2, Circle(3.5, -3, 1), 10, whole=True)
    (True, False)
    """
    poly = circle_polygon(target, CIRCLE_SEGMENTS, outer=whole) if isinstance(target, Circle) else target
    if whole:
        return all(fire_arc_contains(pose, width, depth, p, range_) for p in poly)
    part = clip_polygon(clockwise(poly), _arc_planes(pose, width, depth))
    if not part:
        return False
    hw, hd = width / 2.0, depth / 2.0
    edge = (pose.to_world(-hw, hd), pose.to_world(hw, hd))
    piece = tuple(part) if len(part) >= 3 else tuple(part) + (part[-1],) * (3 - len(part))
    return polygons_within(piece, (edge[0], edge[1], edge[1], edge[0]), range_ + 1e-9)   # edge_distance <= that


# --- wedges (weapon arcs measured from a point) ----------------------------------------------------

def wedge_contains(origin: Point, heading: float, half_angle: float, point: Point, range_: float) -> bool:
    """Whether `point` is within `range_` of `origin` and within `half_angle` degrees of `heading`."""
    dx, dy = point[0] - origin[0], point[1] - origin[1]
    d = math.hypot(dx, dy)
    if d > range_ + 1e-9:
        return False
    if d == 0.0 or half_angle >= 180.0:
        return True
    bearing = math.degrees(math.atan2(dx, -dy))
    diff = (bearing - heading + 180.0) % 360.0 - 180.0
    return abs(diff) <= half_angle + 1e-9


def wedge_polygon(origin: Point, heading: float, half_angle: float, range_: float,
                  segments: int = 32) -> Polygon:
    """A clockwise polygon: the origin then the arc from heading-half_angle to heading+half_angle
    (a full circle polygon when half_angle >= 180)."""
    if half_angle >= 180.0:
        return circle_polygon(Circle(origin[0], origin[1], range_), segments)
    pts = [tuple(origin)]
    for i in range(segments + 1):
        h = math.radians(heading - half_angle + 2 * half_angle * i / segments)
        pts.append((origin[0] + range_ * math.sin(h), origin[1] - range_ * math.cos(h)))
    return tuple(pts)
