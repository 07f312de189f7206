"""Whether two polygons come within a distance of each other, answered as `planegaps.edge_distance(a, b) <= limit`
would answer it, with less work: the same pairwise measure (a corner of one inside the other first, then
every edge against every edge, each pair measured by the same arithmetic), stopping at the first pair near
enough; and polygons whose bounding boxes lie further apart than the limit (with 1e-6 to spare for
rounding: the measured distance of two edges is never less than the gap between their boxes by more
than a few ulps) are answered without measuring.

>>> from .plane import Pose, rect_footprint
>>> from .planegaps import edge_distance
>>> a, b = rect_footprint(Pose(0, 0), 2, 2), rect_footprint(Pose(5, 0), 2, 2)
>>> polygons_within(a, b, 3.0), polygons_within(a, b, 2.9), edge_distance(a, b)
(True, False, 3.0)
"""
from __future__ import annotations

from .plane import Polygon
from .planegaps import segment_nearest
from .polygons import point_in_polygon

__all__ = ["polygons_within"]


def polygons_within(pa: Polygon, pb: Polygon, limit: float) -> bool:
    """`edge_distance(pa, pb) <= limit` for two polygons (tuples of at least three points)."""
    xs, ys = [p[0] for p in pa], [p[1] for p in pa]
    us, vs = [p[0] for p in pb], [p[1] for p in pb]
    gap = limit + 1e-6
    if min(us) - max(xs) > gap or min(xs) - max(us) > gap or min(vs) - max(ys) > gap or min(ys) - max(vs) > gap:
        return False
    if point_in_polygon(pa[0], pb) or point_in_polygon(pb[0], pa):
        return 0.0 <= limit
    na, nb = len(pa), len(pb)
    for i in range(na):
        a, b = pa[i], pa[(i + 1) % na]
        for j in range(nb):
            if segment_nearest(a, b, pb[j], pb[(j + 1) % nb])[0] <= limit:
                return True
    return False
