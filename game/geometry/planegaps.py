"""How footprints on the table stand to each other: the nearest points and the gap between them, whether they
touch or overlap, how long an edge they share, and a footprint pulled in by a tolerance.

>>> from game.geometry.plane import Pose, rect_footprint
>>> edge_distance(rect_footprint(Pose(0, 0), 2, 2), Circle(4, 0, 1))
2.0
"""
from __future__ import annotations

import math

from .plane import Circle, Footprint, Point, Polygon, bounds
from .polygons import clockwise, closest_on_segment, orient, point_in_polygon

__all__ = ["edge_distance", "nearest_points", "segment_nearest", "touching", "overlapping", "circles_overlap",
           "circles_gap", "shrink", "contact_length"]


def segment_nearest(a: Point, b: Point, c: Point, d: Point) -> tuple[float, Point, Point]:
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
            r = segment_nearest(a, b, pb[j], pb[(j + 1) % nb])
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

    >>> from game.geometry.plane import Pose, rect_footprint
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

    >>> from game.geometry.plane import Pose, rect_footprint
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
