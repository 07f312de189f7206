"""The pymunk spatial index (game/geometry/space.py)."""
import math

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from game.geometry.plane import Circle, Pose, rect_footprint
from game.geometry.planegaps import edge_distance, overlapping
from game.geometry.space import SpatialIndex, convex_pieces, is_convex

BLOCKS_SIGHT, BLOCKS_MOVE, BASE = 1, 2, 4
U_SHAPE = ((0, 0), (6, 0), (6, 6), (4, 6), (4, 2), (2, 2), (2, 6), (0, 6))   # open at the bottom


@pytest.fixture
def index():
    ix = SpatialIndex()
    ix.add_polygon("hill", U_SHAPE, BLOCKS_MOVE)
    ix.add_circle("pond", (20, 3), 2, BLOCKS_MOVE)
    ix.add_polyline("wall", [(10, 0), (10, 10), (14, 10)], 0.5, BLOCKS_MOVE | BLOCKS_SIGHT)
    ix.add_base("a", Pose(30, 5, 0), BASE, size=(2, 1))
    ix.add_base("b", Pose(34, 5, 90), BASE, diameter=1.0)
    return ix


def test_concave_terrain_is_split_and_its_notch_is_free(index):
    assert not is_convex(U_SHAPE) and len(convex_pieces(U_SHAPE)) >= 2
    in_notch = rect_footprint(Pose(3, 4), 1.5, 1.5)
    assert index.overlaps(in_notch) == []
    assert index.overlaps(rect_footprint(Pose(3, 1.5), 1.5, 1.5)) == ["hill"]


def test_overlap_excludes_touching_and_given_keys(index):
    touching = rect_footprint(Pose(31.5, 5), 1, 1)         # its left edge on base a's right edge
    assert index.overlaps(touching, BASE) == []
    over = rect_footprint(Pose(31.4, 5), 1, 1)
    assert index.overlaps(over, BASE) == ["a"]
    assert index.overlaps(over, BASE, exclude=["a"]) == []
    assert index.overlaps(over, BLOCKS_MOVE) == []          # the mask filters by category


def test_near_and_clear_of(index):
    fp = rect_footprint(Pose(30, 9), 2, 1)                  # 3" from base a, edge to edge
    assert index.near(fp, 3.1, BASE) == ["a"] and index.near(fp, 2.9, BASE) == []
    assert index.clear_of(fp, 2.9, BASE) and not index.clear_of(fp, 3.1, BASE)
    assert index.near(Circle(20, 8, 1), 2.1, BLOCKS_MOVE) == ["pond"]    # 2" from the pond's edge


def test_moving_a_base_reindexes_it(index):
    probe = rect_footprint(Pose(40, 5), 1, 1)
    assert index.overlaps(probe, BASE) == []
    index.move_base("a", Pose(40, 5, 45))
    assert index.overlaps(probe, BASE) == ["a"]
    got = index.footprint("a")[0]
    want = rect_footprint(Pose(40, 5, 45), 2, 1)
    assert all(math.dist(g, w) < 1e-9 for g, w in zip(got, want))


def test_ray_first_pick_box_and_remove(index):
    hit = index.ray_first((10, -5), (10, 20), BLOCKS_SIGHT)
    assert hit.key == "wall" and hit.point[1] == pytest.approx(-0.25)
    assert index.ray_first((25, 5), (40, 5), BASE).key == "a"
    assert index.ray_first((25, 5), (40, 5), BASE, exclude=["a"]).key == "b"
    assert index.ray_first((25, 20), (40, 20), BASE) is None
    assert index.pick((30.2, 5.1), BASE) == "a"
    assert index.pick((33.2, 5), BASE, max_distance=0.5) == "b"
    assert index.pick((33.2, 5), BASE, max_distance=0.5, exclude=["b"]) is None
    assert index.at_point((20, 3)) == ["pond"]
    assert sorted(index.in_box(28, 0, 36, 10, BASE)) == ["a", "b"]
    assert index.in_box(33.45, 4.45, 33.6, 4.6, BASE) == []                 # only the bounding boxes meet
    assert index.in_box(33.45, 4.45, 33.6, 4.6, BASE, exact=False) == ["b"]
    index.remove("a")
    assert "a" not in index and index.ray_first((25, 5), (40, 5), BASE).key == "b"
    with pytest.raises(KeyError):
        index.add_base("b", Pose(0, 0), BASE, diameter=1)


rect_args = st.tuples(st.floats(-5, 5), st.floats(-5, 5), st.floats(0, 360), st.floats(0.5, 3), st.floats(0.5, 3))


@given(rect_args, rect_args)
@settings(max_examples=50, deadline=None)
def test_overlap_and_near_agree_with_plane_distances(r1, r2):
    ix = SpatialIndex()
    x, y, h, w, d = r1
    ix.add_base("k", Pose(x, y, h), BASE, size=(w, d))
    a = rect_footprint(Pose(x, y, h), w, d)
    b = rect_footprint(Pose(*r2[:3]), *r2[3:])
    dist = edge_distance(a, b)
    assume(dist > 1e-3 or overlapping(a, b, 1e-3))
    assert (ix.overlaps(b) == ["k"]) == overlapping(a, b, 1e-6)
    for gap in (0.5, 1.5):
        assume(abs(dist - gap) > 1e-3)
        assert (ix.near(b, gap) == ["k"]) == (dist < gap)


def test_ray_starting_inside_a_shape_hits_at_its_start(index):
    hit = index.ray_first((3, 1), (30, 1), BLOCKS_MOVE)
    assert hit.key == "hill" and hit.alpha == 0 and hit.point == (3, 1)


def test_thick_polyline_overlap_and_footprint_pieces(index):
    assert index.overlaps(Circle(10.5, 5, 0.3)) == ["wall"]          # 0.5" from the centre line, r 0.25 + 0.3
    assert index.overlaps(Circle(10.6, 5, 0.3)) == []
    (a, b, r), _ = index.footprint("wall")
    assert (a, b, r) == ((10, 0), (10, 10), 0.25)
    assert index.categories("wall") == BLOCKS_MOVE | BLOCKS_SIGHT and set(index.keys()) >= {"a", "b", "wall"}
