"""geometry.offset: a convex shape grown by r (the ground within r of a base, as spell areas are drawn)."""
import doctest
import math

import game.geometry.offset as offset_module
from game.geometry.offset import inflate_convex
from game.geometry.plane import Pose, rect_footprint
from game.geometry.planegaps import edge_distance


def test_doctests_run():
    assert doctest.testmod(offset_module).failed == 0


def test_every_point_of_the_grown_outline_is_r_from_the_shape():
    base = rect_footprint(Pose(10, 7, 30), 4.0, 1.5)
    grown = inflate_convex(base, 6.0)
    for p in grown:
        d = edge_distance(base, ((p[0], p[1]), (p[0] + 1e-9, p[1]), (p[0], p[1] + 1e-9)))
        assert math.isclose(d, 6.0, abs_tol=1e-6)
