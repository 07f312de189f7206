"""Inch-scale table geometry: poses, base footprints, polygons and base-to-base distances.

Conventions (fixed for the whole project):

- Inches; x to the right, y DOWN, origin at the table's top-left corner.
- Heading in degrees clockwise from "up" (-y): forward = (sin h, -cos h), right = (cos h, sin h).
- A polygon is a tuple of (x, y) points, not closed (the last point is not repeated). Polygons made here
  wind **clockwise on screen**, which is a *positive* shoelace area in table coordinates (y down) and the
  winding pymunk expects. `clockwise()` puts any simple polygon into that winding.
- A rectangular base of `width` (frontage) by `depth` is centred on its pose; its corners come in the order
  front-left, front-right, rear-right, rear-left ("left" as the unit sees it).
- A round base is a `Circle`. A footprint is a polygon or a Circle (a point is `Circle(x, y, 0)`).
- A thick polyline (wall, hedge, river) is a `Band(points, width)`.

>>> p = Pose(10, 10, 90)                       # facing right
>>> p.forward == (1.0, 0.0), p.moved(2).x
(True, 12.0)
>>> rect_footprint(Pose(0, 0, 0), 2, 1)
((-1.0, -0.5), (1.0, -0.5), (1.0, 0.5), (-1.0, 0.5))
>>> edge_distance(rect_footprint(Pose(0, 0), 2, 2), Circle(4, 0, 1))
2.0
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import NamedTuple, Union

from .memo import remember
from .polygons import (centroid, clockwise, closest_on_segment, orient, point_in_polygon, point_segment_distance,
                       segments_intersect, signed_area)

__all__ = [
    "Point", "Polygon", "Pose", "Circle", "Band", "Footprint", "MM_PER_INCH",
    "rect_footprint", "round_footprint", "front_edge", "RegimentBlock",
    "signed_area", "clockwise", "centroid", "point_in_polygon", "circle_polygon", "bounds",
    "point_segment_distance", "closest_on_segment", "segments_intersect",
    "edge_distance", "nearest_points", "touching", "overlapping", "circles_overlap", "circles_gap", "shrink",
    "contact_length",
]

Point = tuple[float, float]
Polygon = tuple[Point, ...]
MM_PER_INCH = 25.4


@dataclass(frozen=True, slots=True)
class Pose:
    """A position (inches) and a heading (degrees clockwise from up, kept in [0, 360))."""

    x: float
    y: float
    heading: float = 0.0

    def __post_init__(self) -> None:
        h = float(self.heading) % 360.0
        object.__setattr__(self, "heading", 0.0 if h == 360.0 else h)

    @property
    def position(self) -> Point:
        return (self.x, self.y)

    @property
    def forward(self) -> Point:
        """Unit vector the pose faces.

        >>> Pose(0, 0, 180).forward
        (0.0, 1.0)
        """
        return _vectors(self.heading)[0]

    @property
    def right(self) -> Point:
        """Unit vector to the pose's right (forward turned 90 degrees clockwise)."""
        return _vectors(self.heading)[1]

    def moved(self, forward: float = 0.0, right: float = 0.0) -> Pose:
        """This pose shifted `forward` inches ahead and `right` inches to its right; heading kept.

        >>> Pose(0, 0, 0).moved(3, 1)
        Pose(x=1.0, y=-3.0, heading=0.0)
        """
        fx, fy = self.forward
        rx, ry = self.right
        return Pose(self.x + forward * fx + right * rx, self.y + forward * fy + right * ry, self.heading)

    def turned(self, degrees: float) -> Pose:
        """The same place turned `degrees` clockwise (negative turns left)."""
        return Pose(self.x, self.y, self.heading + degrees)

    def to_world(self, right: float, forward: float) -> Point:
        """The table point `right` inches to the right of and `forward` inches ahead of the pose."""
        fx, fy = self.forward
        rx, ry = self.right
        return (self.x + right * rx + forward * fx, self.y + right * ry + forward * fy)

    def to_local(self, point: Point) -> Point:
        """(right, forward) offsets of a table point as seen from the pose; inverse of `to_world`.

        >>> Pose(5, 5, 90).to_local((5, 7))
        (2.0, 0.0)
        """
        dx, dy = point[0] - self.x, point[1] - self.y
        fx, fy = self.forward
        rx, ry = self.right
        return (dx * rx + dy * ry, dx * fx + dy * fy)


@remember(8192)
def _vectors(heading: float) -> tuple[Point, Point]:
    """(forward, right) unit vectors of a heading, made once each (the same headings recur all battle long;
    `memo.forget` empties it, as benches start cold)."""
    h = math.radians(heading)
    return (_clean(math.sin(h)), _clean(-math.cos(h))), (_clean(math.cos(h)), _clean(math.sin(h)))


def _clean(v: float) -> float:
    """Snap float noise near 0 and +-1 (so sin(180) is exactly 0)."""
    if abs(v) < 1e-15:
        return 0.0
    if abs(abs(v) - 1.0) < 1e-15:
        return math.copysign(1.0, v)
    return v


@dataclass(frozen=True, slots=True)
class Circle:
    """A round base, terrain disc or (with r == 0) a point."""

    x: float
    y: float
    r: float

    @property
    def center(self) -> Point:
        return (self.x, self.y)


Footprint = Union[Polygon, Circle]


class Band(NamedTuple):
    """A thick polyline (wall, hedge, river, road): every point within width/2 of the centre line."""

    points: tuple[Point, ...]
    width: float


def shape_box(shape: Union[Polygon, Circle, Band]) -> tuple[float, float, float, float]:
    """(min x, min y, max x, max y) of a polygon, circle or band (the band's width included)."""
    if isinstance(shape, Circle):
        return (shape.x - shape.r, shape.y - shape.r, shape.x + shape.r, shape.y + shape.r)
    pts = shape.points if isinstance(shape, Band) else shape
    pad = shape.width / 2.0 if isinstance(shape, Band) else 0.0
    xs = [p[0] for p in pts]
    ys = [p[1] for p in pts]
    return (min(xs) - pad, min(ys) - pad, max(xs) + pad, max(ys) + pad)


def rect_footprint(pose: Pose, width: float, depth: float) -> Polygon:
    """Corners front-left, front-right, rear-right, rear-left of a width x depth base centred on `pose`."""
    hw, hd = width / 2.0, depth / 2.0
    fx, fy = pose.forward                        # as `Pose.to_world` four times, the vectors found once
    rx, ry = pose.right
    x, y = pose.x, pose.y
    return ((x + -hw * rx + hd * fx, y + -hw * ry + hd * fy), (x + hw * rx + hd * fx, y + hw * ry + hd * fy),
            (x + hw * rx + -hd * fx, y + hw * ry + -hd * fy), (x + -hw * rx + -hd * fx, y + -hw * ry + -hd * fy))


def round_footprint(pose: Pose, diameter: float) -> Circle:
    """A round base of `diameter` inches centred on `pose`."""
    return Circle(pose.x, pose.y, diameter / 2.0)


def front_edge(pose: Pose, width: float, depth: float) -> tuple[Point, Point]:
    """The front edge (front-left, front-right) of a width x depth base."""
    return (pose.to_world(-width / 2.0, depth / 2.0), pose.to_world(width / 2.0, depth / 2.0))


@dataclass(frozen=True, slots=True)
class RegimentBlock:
    """`models` square-ish bases in ranks of `files`, each base_width_mm x base_depth_mm.

    Models fill ranks from the front, left to right; an incomplete last rank is centred behind the
    others. The block's footprint is the rectangle over all ranks (full frontage, every rank deep),
    centred on the pose; `outline` follows the shorter last rank exactly.

    >>> b = RegimentBlock(files=5, models=12, base_width_mm=25.4, base_depth_mm=25.4)
    >>> (b.ranks, b.width, b.depth, b.last_rank)
    (3, 5.0, 3.0, 2)
    >>> b.model_poses(Pose(0, 0))[-2:]
    (Pose(x=-0.5, y=1.0, heading=0.0), Pose(x=0.5, y=1.0, heading=0.0))
    """

    files: int
    models: int
    base_width_mm: float
    base_depth_mm: float

    def __post_init__(self) -> None:
        if self.files < 1 or self.models < 1:
            raise ValueError("a regiment block needs at least one file and one model")

    @property
    def base_width(self) -> float:
        return self.base_width_mm / MM_PER_INCH

    @property
    def base_depth(self) -> float:
        return self.base_depth_mm / MM_PER_INCH

    @property
    def frontage(self) -> int:
        """Models in the front rank."""
        return min(self.files, self.models)

    @property
    def ranks(self) -> int:
        return -(-self.models // self.files)

    @property
    def last_rank(self) -> int:
        """Models in the rearmost rank (equal to `frontage` when every rank is full)."""
        return self.models - (self.ranks - 1) * self.files

    @property
    def width(self) -> float:
        return self.frontage * self.base_width

    @property
    def depth(self) -> float:
        return self.ranks * self.base_depth

    def footprint(self, pose: Pose) -> Polygon:
        return rect_footprint(pose, self.width, self.depth)

    def outline(self, pose: Pose) -> Polygon:
        """The exact outline: the footprint, or 8 corners when the last rank is short (clockwise)."""
        if self.last_rank == self.frontage:
            return self.footprint(pose)
        hw, hd = self.width / 2.0, self.depth / 2.0
        lw, step = self.last_rank * self.base_width / 2.0, hd - self.base_depth
        local = ((-hw, hd), (hw, hd), (hw, -step), (lw, -step), (lw, -hd), (-lw, -hd), (-lw, -step),
                 (-hw, -step))
        return tuple(pose.to_world(r, f) for r, f in local)

    def model_poses(self, pose: Pose) -> tuple[Pose, ...]:
        """Centre of every model, front rank first, each rank left to right; all face the block's way."""
        out = []
        bw, bd = self.base_width, self.base_depth
        for rank in range(self.ranks):
            n = self.last_rank if rank == self.ranks - 1 else self.frontage
            fwd = self.depth / 2.0 - (rank + 0.5) * bd
            for i in range(n):
                rx, ry = pose.to_world((i - (n - 1) / 2.0) * bw, fwd)
                out.append(Pose(rx, ry, pose.heading))
        return tuple(out)

    def model_footprints(self, pose: Pose) -> tuple[Polygon, ...]:
        return tuple(rect_footprint(p, self.base_width, self.base_depth) for p in self.model_poses(pose))


# --- shapes ---------------------------------------------------------------------------------------

def bounds(shape: Footprint) -> tuple[float, float, float, float]:
    """(min x, min y, max x, max y)."""
    if isinstance(shape, Circle):
        return (shape.x - shape.r, shape.y - shape.r, shape.x + shape.r, shape.y + shape.r)
    xs, ys = zip(*shape)
    return (min(xs), min(ys), max(xs), max(ys))


def bounds_gap(a: tuple[float, float, float, float], b: tuple[float, float, float, float]) -> float:
    """The distance between two boxes given as `bounds` gives them: no point of one is nearer than this to a
    point of the other, so two shapes inside them are at least this far apart edge to edge."""
    return math.hypot(max(0.0, a[0] - b[2], b[0] - a[2]), max(0.0, a[1] - b[3], b[1] - a[3]))


def circle_polygon(circle: Circle, segments: int = 32, outer: bool = False) -> Polygon:
    """A regular polygon for `circle`, clockwise; inscribed, or circumscribed when `outer`."""
    r = circle.r / math.cos(math.pi / segments) if outer else circle.r
    return tuple((circle.x + r * math.cos(2 * math.pi * i / segments),
                  circle.y + r * math.sin(2 * math.pi * i / segments)) for i in range(segments))


# --- distances ------------------------------------------------------------------------------------


def _segment_nearest(a: Point, b: Point, c: Point, d: Point) -> tuple[float, Point, Point]:
    """(distance, point on a-b, point on c-d) for two segments."""
    o1, o2, o3, o4 = orient(a, b, c), orient(a, b, d), orient(c, d, a), orient(c, d, b)
    if ((o1 > 0 > o2) or (o1 < 0 < o2)) and ((o3 > 0 > o4) or (o3 < 0 < o4)):
        t = o3 / (o3 - o4)
        x = (a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1]))
        return (0.0, x, x)
    best = None
    for p, s, e, flip in ((c, a, b, False), (d, a, b, False), (a, c, d, True), (b, c, d, True)):
        q = closest_on_segment(p, s, e)
        dist = math.hypot(p[0] - q[0], p[1] - q[1])
        if best is None or dist < best[0]:
            best = (dist, p, q) if flip else (dist, q, p)
    return best


def _poly_nearest(pa: Polygon, pb: Polygon) -> tuple[float, Point, Point]:
    if point_in_polygon(pa[0], pb):
        return (0.0, pa[0], pa[0])
    if point_in_polygon(pb[0], pa):
        return (0.0, pb[0], pb[0])
    best = (math.inf, pa[0], pb[0])
    na, nb = len(pa), len(pb)
    for i in range(na):
        a, b = pa[i], pa[(i + 1) % na]
        for j in range(nb):
            r = _segment_nearest(a, b, pb[j], pb[(j + 1) % nb])
            if r[0] < best[0]:
                best = r
                if r[0] == 0.0:
                    return best
    return best


def _poly_point_nearest(poly: Polygon, p: Point) -> tuple[float, Point]:
    if point_in_polygon(p, poly):
        return (0.0, p)
    best = (math.inf, p)
    n = len(poly)
    for i in range(n):
        q = closest_on_segment(p, poly[i], poly[(i + 1) % n])
        d = math.hypot(p[0] - q[0], p[1] - q[1])
        if d < best[0]:
            best = (d, q)
    return best


def nearest_points(a: Footprint, b: Footprint) -> tuple[float, Point, Point]:
    """(edge distance, nearest point of a, nearest point of b); the points coincide when they overlap.

    >>> nearest_points(Circle(0, 0, 1), Circle(5, 0, 2))
    (2.0, (1.0, 0.0), (3.0, 0.0))
    """
    if isinstance(a, Circle) and isinstance(b, Circle):
        dx, dy = b.x - a.x, b.y - a.y
        d = math.hypot(dx, dy)
        gap = d - a.r - b.r
        if gap <= 0.0:
            # overlapping: report the midpoint of the overlap along the centre line
            t = 0.5 if d == 0 else (a.r + (d - b.r)) / (2 * d)
            m = (a.x + dx * t, a.y + dy * t)
            return (0.0, m, m)
        ux, uy = dx / d, dy / d
        return (gap, (a.x + ux * a.r, a.y + uy * a.r), (b.x - ux * b.r, b.y - uy * b.r))
    if isinstance(a, Circle):
        d, pb, pa = nearest_points(b, a)
        return (d, pa, pb)
    if isinstance(b, Circle):
        d, q = _poly_point_nearest(a, b.center)
        if d <= b.r:
            return (0.0, q, q)
        ux, uy = (q[0] - b.x) / d, (q[1] - b.y) / d
        return (d - b.r, q, (b.x + ux * b.r, b.y + uy * b.r))
    return _poly_nearest(tuple(a), tuple(b))


def edge_distance(a: Footprint, b: Footprint) -> float:
    """Distance between the nearest points of two footprints (base edge to base edge); 0 when they
    touch or overlap."""
    return nearest_points(a, b)[0]


def _apart(a: Footprint, b: Footprint, gap: float) -> bool:
    """Whether the bounding boxes of `a` and `b` are more than `gap` apart along x or y (then so are the
    shapes: their edge distance is at least that)."""
    ax0, ay0, ax1, ay1 = bounds(a)
    bx0, by0, bx1, by1 = bounds(b)
    return bx0 - ax1 > gap or ax0 - bx1 > gap or by0 - ay1 > gap or ay0 - by1 > gap


def touching(a: Footprint, b: Footprint, tol: float = 1e-6) -> bool:
    """Whether the two footprints touch or overlap (edge distance within `tol`). Shapes whose boxes lie
    further apart than that (with 1e-7 to spare for rounding) are answered without measuring."""
    if _apart(a, b, tol + 1e-7):
        return False
    return edge_distance(a, b) <= tol


def overlapping(a: Footprint, b: Footprint, tol: float = 1e-6) -> bool:
    """Whether the interiors overlap by more than `tol` (touching edges do not count).

    Checked by shrinking both by `tol` (see `shrink`) and testing whether they still touch.

    >>> sq = rect_footprint(Pose(0, 0), 2, 2)
    >>> overlapping(sq, rect_footprint(Pose(2, 0), 2, 2)), overlapping(sq, rect_footprint(Pose(1.9, 0), 2, 2))
    (False, True)
    """
    if type(a) is Circle and type(b) is Circle:
        return circles_overlap(a.x, a.y, a.r, b.x, b.y, b.r, tol)
    if _apart(a, b, 10.0 * abs(tol) + 1e-7):        # shrinking moves no corner more than 5 tol
        return False
    return touching(shrink(a, tol), shrink(b, tol), 0.0)


def circles_overlap(ax: float, ay: float, ar: float, bx: float, by: float, br: float, tol: float = 1e-6) -> bool:
    """`overlapping` of two circles given by their numbers, worked out directly (round bases against round
    bases are the common case, and a caller need not make a Circle): both shrunk by `tol` (`shrink`), their
    gap (centre distance less both radii, as `nearest_points` measures it) at most 0. The box tests of the
    general case answer False only where that gap is positive anyway; NaN overlaps nothing."""
    return math.hypot(bx - ax, by - ay) - max(ar - tol, 0.0) - max(br - tol, 0.0) <= 0.0


def circles_gap(ax: float, ay: float, ar: float, bx: float, by: float, br: float) -> float:
    """`edge_distance` of two circles given by their numbers: centre distance less both radii, 0 when they
    touch or overlap."""
    gap = math.hypot(bx - ax, by - ay) - ar - br
    return gap if gap > 0.0 else 0.0


def contact_length(a: Polygon, b: Polygon, tol: float = 1e-6) -> float:
    """Length of boundary the two polygons share (edges lying on each other within `tol`); 0 for
    corner-to-corner or point contact.

    >>> contact_length(rect_footprint(Pose(0, 0), 2, 2), rect_footprint(Pose(2, 1), 2, 2))
    1.0
    >>> contact_length(rect_footprint(Pose(0, 0), 2, 2), rect_footprint(Pose(2, 2), 2, 2))
    0.0
    """
    total = 0.0
    na, nb = len(a), len(b)
    for i in range(na):
        p, q = a[i], a[(i + 1) % na]
        ex, ey = q[0] - p[0], q[1] - p[1]
        ln = math.hypot(ex, ey)
        if ln <= tol:
            continue
        ux, uy = ex / ln, ey / ln
        for j in range(nb):
            r, s = b[j], b[(j + 1) % nb]
            # both ends of b's edge on a's edge line?
            if abs((r[0] - p[0]) * uy - (r[1] - p[1]) * ux) > tol or abs((s[0] - p[0]) * uy - (s[1] - p[1]) * ux) > tol:
                continue
            t0 = (r[0] - p[0]) * ux + (r[1] - p[1]) * uy
            t1 = (s[0] - p[0]) * ux + (s[1] - p[1]) * uy
            lo, hi = max(min(t0, t1), 0.0), min(max(t0, t1), ln)
            if hi - lo > tol:
                total += hi - lo
    return total


def shrink(shape: Footprint, tol: float) -> Footprint:
    """The footprint pulled in by about `tol` (a circle loses `tol` of radius)."""
    if isinstance(shape, Circle):
        return Circle(shape.x, shape.y, max(shape.r - tol, 0.0))
    pts = clockwise(shape)
    n = len(pts)
    out = []
    for i in range(n):
        # move each vertex inwards along the bisector so every edge moves in by about tol
        p0, p1, p2 = pts[i - 1], pts[i], pts[(i + 1) % n]
        n0 = _inward(p0, p1)
        n1 = _inward(p1, p2)
        bx, by = n0[0] + n1[0], n0[1] + n1[1]
        bl = math.hypot(bx, by)
        if bl < 1e-12:
            out.append(p1)
            continue
        cosh = max((bx * n1[0] + by * n1[1]) / bl, 0.2)
        s = tol / cosh / bl
        out.append((p1[0] + bx * s, p1[1] + by * s))
    return tuple(out)


def _inward(a: Point, b: Point) -> Point:
    ex, ey = b[0] - a[0], b[1] - a[1]
    ll = math.hypot(ex, ey) or 1.0
    return (-ey / ll, ex / ll)  # clockwise-on-screen winding: the interior is on this side
