"""`polygons_within` answers exactly as `edge_distance(a, b) <= limit` (it replaces that in the arc of fire):
bases at a grid of places and headings, apart, touching, overlapping and one inside the other, each with
limits at, just around and far from the measured distance."""
import math

from game.geometry.plane import Pose, rect_footprint
from game.geometry.planegaps import edge_distance
from game.geometry.planearcs import clip_polygon
from game.geometry.within import polygons_within


def _shapes():
    a = rect_footprint(Pose(0.0, 0.0, 0.0), 4.0, 2.0)
    yield a, a
    yield a, rect_footprint(Pose(0.3, 0.1, 10.0), 1.0, 0.5)             # wholly inside
    for x in (-7.3, -4.0, -2.5, 0.0, 1.7, 4.0, 6.1):
        for y in (-5.0, -2.0, 0.0, 1.5, 3.25):
            for h in (0.0, 33.0, 90.0, 211.5):
                yield a, rect_footprint(Pose(x, y, h), 2.0, 1.0)
    # a clipped, many-sided piece against a degenerate four-point edge, as the arc of fire measures them
    ring = tuple((3.0 * math.cos(math.radians(15 * i)), 8.0 + 3.0 * math.sin(math.radians(15 * i))) for i in range(24))
    part = tuple(clip_polygon(ring, ((0.0, 1.0, -7.0),)))
    for x in (-6.0, -1.0, 0.0, 2.5, 8.0):
        edge = ((x - 1.0, 0.0), (x + 1.0, 0.0))
        yield part, (edge[0], edge[1], edge[1], edge[0])


def test_polygons_within_answers_as_edge_distance():
    n = 0
    for a, b in _shapes():
        d = edge_distance(a, b)
        for limit in (d, math.nextafter(d, -math.inf), math.nextafter(d, math.inf), d - 1e-7, d + 1e-7,
                      d - 0.5, d + 0.5, 0.0, 1e-9, 100.0):
            assert polygons_within(a, b, limit) == (d <= limit), (a, b, limit, d)
            assert polygons_within(b, a, limit) == (edge_distance(b, a) <= limit)
            n += 1
    assert n > 1000
