"""Poses, footprints, regiment blocks and base-edge distances (game/geometry/plane.py)."""
import math

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from game.geometry.plane import (
    Circle, Pose, RegimentBlock, centroid, circle_polygon, clockwise, front_edge, point_in_polygon, rect_footprint,
    round_footprint, signed_area
)
from game.geometry.planegaps import edge_distance, nearest_points, overlapping, touching

approx = pytest.approx


# --- poses ------------------------------------------------------------------------------------------

@pytest.mark.parametrize("heading, fwd, right", [
    (0, (0, -1), (1, 0)), (90, (1, 0), (0, 1)), (180, (0, 1), (-1, 0)), (270, (-1, 0), (0, -1)),
])
def test_forward_and_right_follow_the_heading_convention(heading, fwd, right):
    p = Pose(0, 0, heading)
    assert p.forward == approx(fwd)
    assert p.right == approx(right)


def test_heading_is_normalised_and_pose_is_immutable():
    assert Pose(0, 0, -90).heading == 270
    assert Pose(0, 0, 720).heading == 0
    with pytest.raises(AttributeError):
        Pose(0, 0).x = 3  # type: ignore[misc]


def test_moved_and_turned():
    p = Pose(10, 10, 90)
    assert p.moved(2) == Pose(12, 10, 90)
    assert p.moved(0, 3).x == approx(10) and p.moved(0, 3).y == approx(13)
    assert p.turned(-135).heading == 315


@given(st.floats(-50, 50), st.floats(-50, 50), st.floats(0, 360), st.floats(-10, 10), st.floats(-10, 10))
@settings(max_examples=50, deadline=None)
def test_to_local_inverts_to_world(x, y, h, r, f):
    p = Pose(x, y, h)
    assert p.to_local(p.to_world(r, f)) == approx((r, f), abs=1e-9)


# --- footprints --------------------------------------------------------------------------------------

def test_rect_corners_in_order_front_left_first_and_clockwise():
    fl, fr, rr, rl = rect_footprint(Pose(5, 5, 90), 2, 1)   # facing right: front edge at x = 5.5
    assert fl == approx((5.5, 4)) and fr == approx((5.5, 6))
    assert rr == approx((4.5, 6)) and rl == approx((4.5, 4))
    assert signed_area((fl, fr, rr, rl)) == approx(2)


def test_front_edge_and_round_base():
    assert front_edge(Pose(0, 0), 4, 2) == ((-2, -1), (2, -1))
    assert round_footprint(Pose(1, 2), 1.25) == Circle(1, 2, 0.625)


def test_clockwise_and_centroid():
    ccw = ((0, 0), (0, 2), (2, 2), (2, 0))
    assert signed_area(ccw) < 0 and signed_area(clockwise(ccw)) > 0
    assert centroid(ccw) == approx((1, 1))
    assert signed_area(circle_polygon(Circle(0, 0, 1), 16)) > 0


def test_regiment_block_full_ranks():
    b = RegimentBlock(files=5, models=20, base_width_mm=20, base_depth_mm=20)
    assert (b.ranks, b.frontage, b.last_rank) == (4, 5, 5)
    assert b.width == approx(100 / 25.4) and b.depth == approx(80 / 25.4)
    models = b.model_poses(Pose(10, 10, 0))
    assert len(models) == 20
    # front rank first, left to right, one base behind the front edge's centre line
    assert models[0].x < models[4].x and models[0].y == approx(10 - b.depth / 2 + b.base_depth / 2)
    assert b.outline(Pose(10, 10)) == b.footprint(Pose(10, 10))


def test_regiment_block_short_last_rank_is_centred():
    b = RegimentBlock(files=4, models=10, base_width_mm=25.4, base_depth_mm=50.8)   # 1" x 2" bases
    assert (b.ranks, b.last_rank, b.width, b.depth) == (3, 2, 4.0, 6.0)
    last = b.model_poses(Pose(0, 0))[-2:]
    assert [p.x for p in last] == approx([-0.5, 0.5]) and all(p.y == approx(2.0) for p in last)
    outline = b.outline(Pose(0, 0))
    assert len(outline) == 8 and signed_area(outline) == approx(4 * 4 + 2 * 2)
    for fp in b.model_footprints(Pose(0, 0)):
        assert all(point_in_polygon(c, outline) for c in fp)


def test_regiment_block_turns_with_its_pose():
    b = RegimentBlock(files=3, models=3, base_width_mm=25.4, base_depth_mm=25.4)
    models = b.model_poses(Pose(0, 0, 90))                 # facing right: files run down the table
    assert [(round(p.x, 9), round(p.y, 9)) for p in models] == [(0, -1), (0, 0), (0, 1)]
    assert all(p.heading == 90 for p in models)


# --- distances ---------------------------------------------------------------------------------------

def test_worked_distances():
    a = rect_footprint(Pose(0, 0), 2, 2)
    assert edge_distance(a, rect_footprint(Pose(5, 0), 2, 2)) == approx(3)
    assert edge_distance(a, rect_footprint(Pose(4, 4), 2, 2)) == approx(math.sqrt(2) * 2)   # corner to corner
    assert edge_distance(a, rect_footprint(Pose(2, 0), 2, 2)) == 0                          # touching
    assert edge_distance(a, rect_footprint(Pose(0.5, 0.5, 30), 1, 1)) == 0                   # inside
    assert edge_distance(Circle(0, 0, 1), Circle(3, 4, 1)) == approx(3)
    assert edge_distance(a, Circle(0, 4, 1)) == approx(2)
    assert edge_distance(Circle(0, 4, 1), a) == approx(2)
    d, p, q = nearest_points(a, Circle(4, 0, 1))
    assert (d, p, q) == (approx(2), approx((1, 0)), approx((3, 0)))


def test_touching_is_not_overlapping():
    a = rect_footprint(Pose(0, 0), 2, 2)
    b = rect_footprint(Pose(2, 0.5), 2, 2)
    assert touching(a, b) and not overlapping(a, b)
    assert overlapping(a, rect_footprint(Pose(1.99, 0.5), 2, 2))
    assert touching(Circle(0, 0, 1), Circle(2, 0, 1)) and not overlapping(Circle(0, 0, 1), Circle(2, 0, 1))


rects = st.builds(lambda x, y, h, w, d: rect_footprint(Pose(x, y, h), w, d),
                  st.floats(-6, 6), st.floats(-6, 6), st.floats(0, 360), st.floats(0.5, 4), st.floats(0.5, 4))
circles = st.builds(Circle, st.floats(-6, 6), st.floats(-6, 6), st.floats(0.2, 2.5))


def _sat_gap(a, b):
    """Largest gap between the projections on any edge normal: > 0 iff the convex shapes are apart."""
    best = -math.inf
    for poly in (a, b):
        for i in range(len(poly)):
            (x0, y0), (x1, y1) = poly[i], poly[(i + 1) % len(poly)]
            nx, ny = y1 - y0, x0 - x1
            ln = math.hypot(nx, ny)
            pa = [(x * nx + y * ny) / ln for x, y in a]
            pb = [(x * nx + y * ny) / ln for x, y in b]
            best = max(best, min(pb) - max(pa), min(pa) - max(pb))
    return best


@given(rects, rects)
@settings(max_examples=80, deadline=None)
def test_rect_distance_symmetric_and_zero_iff_overlapping_or_touching(a, b):
    d1, d2 = edge_distance(a, b), edge_distance(b, a)
    assert d1 == approx(d2, abs=1e-9)
    gap = _sat_gap(a, b)
    assume(abs(gap) > 1e-6)
    assert (d1 > 0) == (gap > 0)
    assert d1 >= gap - 1e-9


@given(rects, st.one_of(rects, circles))
@settings(max_examples=60, deadline=None)
def test_distance_is_the_minimum_over_boundary_points(a, b):
    d = edge_distance(a, b)
    _, p, q = nearest_points(a, b)
    assert math.hypot(p[0] - q[0], p[1] - q[1]) == approx(d, abs=1e-9)
    samples = [(x0 + (x1 - x0) * t / 10, y0 + (y1 - y0) * t / 10)
               for i, (x0, y0) in enumerate(a) for (x1, y1) in [a[(i + 1) % len(a)]] for t in range(10)]
    if d > 0:
        dists = [edge_distance((s, s, s), b) for s in samples]
        assert min(dists) >= d - 1e-9
        assert min(dists) <= d + 0.41                      # samples are at most 0.4" apart


@given(circles, circles)
@settings(max_examples=40, deadline=None)
def test_circle_distance_symmetric(a, b):
    d = edge_distance(a, b)
    assert d == approx(edge_distance(b, a))
    assert d == approx(max(0.0, math.hypot(a.x - b.x, a.y - b.y) - a.r - b.r))


# Forgotten World: Conquerors › Charge: corner to corner contact is not a successful charge.
def test_contact_length():
    from game.geometry.planegaps import contact_length
    target = rect_footprint(Pose(0, 0), 4, 2)
    assert contact_length(target, rect_footprint(Pose(1, -2), 4, 2)) == approx(3)      # front edges, 3" shared
    assert contact_length(target, rect_footprint(Pose(4, -2), 4, 2)) == 0                # corner to corner
    assert contact_length(target, rect_footprint(Pose(3, 0, 90), 2, 2)) == approx(2)    # whole flank
    assert contact_length(target, rect_footprint(Pose(0, -2.5), 4, 2)) == 0              # a gap


def test_round_bases_overlap_as_shrinking_and_touching_says():
    """`overlapping` answers two circles directly; it is the general rule's answer (both shrunk by `tol`,
    then touching), at the touching distance and either side of it, for several tolerances."""
    from game.geometry.plane import Circle
    from game.geometry.planegaps import overlapping, shrink, touching

    cases = overlaps = 0
    for tol in (1e-6, 1e-4, 0.0):
        for r1 in (0.5, 0.625, 1.0, 1.5e-6):
            for r2 in (0.0, 0.5, 0.8125, 1.25):
                for k in range(12):
                    angle = math.radians(30 * k + 7)
                    a = Circle(10.0 + k * 1.37, 20.0 - k * 0.61, r1)
                    for gap in (-0.5, -2 * tol, -tol, -tol / 2, 0.0, tol / 2, tol, 2 * tol, 1e-5, 0.25):
                        d = r1 + r2 + gap
                        b = Circle(a.x + d * math.sin(angle), a.y - d * math.cos(angle), r2)
                        want = touching(shrink(a, tol), shrink(b, tol), 0.0)
                        assert overlapping(a, b, tol) == want, (a, b, tol)
                        cases += 1
                        overlaps += want
    assert cases == 5760 and 0 < overlaps < cases
