"""Plain polygon and segment helpers (tuples of (x, y) points, y down; see `plane` for the conventions).

>>> signed_area(((0, 0), (2, 0), (2, 1), (0, 1)))           # clockwise on screen: positive
2.0
>>> segments_intersect((0, 0), (2, 2), (0, 2), (2, 0)), point_segment_distance((1, 1), (0, 0), (2, 0))
(True, 1.0)
"""
from __future__ import annotations

import math
from typing import Sequence

__all__ = ["signed_area", "clockwise", "centroid", "point_in_polygon", "closest_on_segment",
           "point_segment_distance", "segments_intersect", "orient", "nearest_edge", "edge_faces"]

Point = tuple[float, float]
Polygon = tuple[Point, ...]
EPS = 1e-9


def signed_area(poly: Sequence[Point]) -> float:
    """Shoelace area in table coordinates: positive when the polygon winds clockwise on screen."""
    s = 0.0
    n = len(poly)
    for i in range(n):
        x0, y0 = poly[i]
        x1, y1 = poly[(i + 1) % n]
        s += x0 * y1 - x1 * y0
    return s / 2.0


def clockwise(poly: Sequence[Point]) -> Polygon:
    """`poly` as a tuple of float pairs winding clockwise on screen (positive signed area)."""
    pts = tuple((float(x), float(y)) for x, y in poly)
    return pts if signed_area(pts) >= 0 else pts[::-1]


def centroid(poly: Sequence[Point]) -> Point:
    """Area centroid of a simple polygon (vertex mean if degenerate)."""
    a = cx = cy = 0.0
    n = len(poly)
    for i in range(n):
        x0, y0 = poly[i]
        x1, y1 = poly[(i + 1) % n]
        c = x0 * y1 - x1 * y0
        a += c
        cx += (x0 + x1) * c
        cy += (y0 + y1) * c
    if abs(a) < EPS:
        return (sum(p[0] for p in poly) / n, sum(p[1] for p in poly) / n)
    return (cx / (3.0 * a), cy / (3.0 * a))


def point_in_polygon(point: Point, poly: Sequence[Point], boundary: bool = True) -> bool:
    """Whether `point` lies in `poly`; points within 1e-9" of an edge count as in iff `boundary`.

    >>> sq = ((0, 0), (2, 0), (2, 2), (0, 2))
    >>> point_in_polygon((1, 1), sq), point_in_polygon((2, 1), sq), point_in_polygon((2, 1), sq, False)
    (True, True, False)
    """
    x, y = point
    n = len(poly)
    inside = False
    for i in range(n):
        ax, ay = poly[i]
        bx, by = poly[(i + 1) % n]
        if point_segment_distance(point, (ax, ay), (bx, by)) <= 1e-9:
            return boundary
        if (ay > y) != (by > y) and x < ax + (y - ay) * (bx - ax) / (by - ay):
            inside = not inside
    return inside


def closest_on_segment(p: Point, a: Point, b: Point) -> Point:
    """The point of segment a-b nearest to p."""
    ex, ey = b[0] - a[0], b[1] - a[1]
    ll = ex * ex + ey * ey
    if ll <= 0.0:
        return (a[0], a[1])
    t = ((p[0] - a[0]) * ex + (p[1] - a[1]) * ey) / ll
    t = 0.0 if t < 0.0 else 1.0 if t > 1.0 else t
    return (a[0] + t * ex, a[1] + t * ey)


def point_segment_distance(p: Point, a: Point, b: Point) -> float:
    q = closest_on_segment(p, a, b)
    return math.hypot(p[0] - q[0], p[1] - q[1])


def orient(a: Point, b: Point, c: Point) -> float:
    return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])


def segments_intersect(a: Point, b: Point, c: Point, d: Point) -> bool:
    """Whether closed segments a-b and c-d share a point (touching counts)."""
    o1, o2, o3, o4 = orient(a, b, c), orient(a, b, d), orient(c, d, a), orient(c, d, b)
    if ((o1 > 0 and o2 < 0) or (o1 < 0 and o2 > 0)) and ((o3 > 0 and o4 < 0) or (o3 < 0 and o4 > 0)):
        return True
    return (min(point_segment_distance(c, a, b), point_segment_distance(d, a, b),
                point_segment_distance(a, c, d), point_segment_distance(b, c, d)) <= 1e-12)


def nearest_edge(poly: Sequence[Point], p: Point) -> tuple[Point, Point]:
    """The edge (a, b) of `poly` closest to `p` (the first of equals, in the polygon's order).

    >>> nearest_edge(((0, 0), (4, 0), (4, 2), (0, 2)), (2, 2.3))
    ((4, 2), (0, 2))
    """
    n = len(poly)
    best = min(range(n), key=lambda i: point_segment_distance(p, poly[i], poly[(i + 1) % n]))
    return tuple(poly[best]), tuple(poly[(best + 1) % n])


def edge_faces(poly: Sequence[Point], edge: tuple[Point, Point], q: Point) -> bool:
    """Whether `q` lies strictly outside the line of `edge` of `poly` (on the side away from the polygon's
    interior): the edge is a wall that faces `q`.

    >>> box = ((0, 0), (4, 0), (4, 2), (0, 2))
    >>> edge_faces(box, ((4, 2), (0, 2)), (9, 5)), edge_faces(box, ((4, 2), (0, 2)), (9, -5))
    (True, False)
    """
    return orient(edge[0], edge[1], q) * signed_area(poly) < -EPS
