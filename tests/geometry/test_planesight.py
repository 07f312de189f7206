"""Line of sight between footprints, hidden share, clear shots (game/geometry/planesight.py)."""
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.geometry.plane import Band, Circle, Pose, RegimentBlock, rect_footprint
from game.geometry.planesight import (Blockers, area_points, clear_shot_share, hidden_fraction, line_of_sight,
                                      outline_points, segment_clear)

WOOD = ((4, -1), (6, -1), (6, 1), (4, 1))


def test_segments_through_grazing_and_along_edges():
    b = Blockers.build(polygons=[WOOD])
    assert not segment_clear((0, 0), (10, 0), b)
    assert segment_clear((0, -1), (10, -1), b)              # along the top edge
    assert segment_clear((0, -2), (8, 2), b) is False
    assert segment_clear((2, -3), (8, 3), b) is False       # corner to corner through the middle
    assert segment_clear((3, -2), (7, 2), b) is False       # through two opposite corners exactly
    assert segment_clear((3, 0), (5, -2), b)                # touches the corner (4, -1) only
    assert not segment_clear((5, 0), (5, 0.5), b)           # wholly inside
    assert not segment_clear((3, 0), (4, 0), b) is False    # ends on the edge: not inside


def test_circles_and_bands_block():
    b = Blockers.build(circles=[Circle(5, 0, 1)], polylines=[Band(((0, 5), (10, 5)), 0.5)])
    assert not segment_clear((0, 0), (10, 0), b)
    assert segment_clear((0, 1), (10, 1), b)                 # tangent to the circle
    assert not segment_clear((2, 2), (2, 8), b)             # crosses the hedge
    assert segment_clear((0, 4.75), (10, 4.75), b)          # runs along its edge


def test_footprint_line_of_sight_finds_a_gap():
    v = rect_footprint(Pose(0, 0, 90), 4, 1)                # front edge facing right, 4" wide
    t = rect_footprint(Pose(12, 0, 270), 4, 1)
    screen = Blockers.build(polygons=[((5, -1.6), (6, -1.6), (6, 1.6), (5, 1.6))])
    s = line_of_sight(v, t, screen)
    assert s.clear and s.viewer_point is not None and segment_clear(s.viewer_point, s.target_point, screen)
    tall = Blockers.build(polygons=[((5, -3), (6, -3), (6, 3), (5, 3))])
    assert not line_of_sight(v, t, tall).clear


def test_standing_in_a_wood():
    v = rect_footprint(Pose(5, 0), 1, 1)                    # inside the wood
    t = rect_footprint(Pose(12, 0), 1, 1)
    b = Blockers.build(polygons=[WOOD])
    assert not line_of_sight(v, t, b).clear
    assert line_of_sight(v, t, b, ignore_under=True).clear
    assert len(b.without_overlapping([v])) == 0


def test_hidden_fraction_worked_example():
    # Iron Dawn › Cover: the share of the target covered, seen from the firer's point of view
    wall = Blockers.build(polygons=[((5, -5), (6, -5), (6, 0), (5, 0))])    # covers y < 0 near the line
    target = rect_footprint(Pose(10, 0), 2, 2)
    assert hidden_fraction([(0, 0)], target, wall) == pytest.approx(0.5)
    assert hidden_fraction([(0, 0)], target, Blockers.build()) == 0.0
    assert hidden_fraction([(0, 0), (0, 20)], target, wall) < 0.5            # a second eye sees more
    assert hidden_fraction([(0, 0)], target, Blockers.build(polygons=[((5, -5), (6, -5), (6, 5), (5, 5))])) == 1


def test_area_and_outline_samples_are_deterministic():
    fp = rect_footprint(Pose(3, 3, 17), 2, 1)
    assert area_points(fp) == area_points(fp) and len(area_points(fp)) == 32
    assert len(outline_points(fp, 0.5)) == 12
    assert len(area_points(Circle(0, 0, 1), 0.25)) == 52
    assert len(outline_points(Circle(0, 0, 0))) == 1


def test_clear_shot_share_of_a_regiment():
    # Iron Winds of War › Archery: at least half the soldiers need a clear shot
    block = RegimentBlock(files=4, models=8, base_width_mm=25.4, base_depth_mm=25.4)
    pose = Pose(0, 0, 90)                                   # files run down the table, facing right
    models = block.model_footprints(pose)
    target = rect_footprint(Pose(12, 0), 2, 2)
    centres = [m.position for m in block.model_poses(pose)]          # files at y = -1.5, -0.5, 0.5, 1.5
    hedge = Blockers.build(polygons=[((2, -0.3), (2.5, -0.3), (2.5, 6), (2, 6))])
    assert clear_shot_share(models, target, hedge) == 0.5             # the two files above the hedge
    assert clear_shot_share(centres, target, hedge) == 0.5
    assert clear_shot_share(centres, target, Blockers.build()) == 1.0


coords = st.floats(-10, 10)


@given(st.lists(st.tuples(coords, coords, st.floats(0.3, 3)), max_size=5), coords, coords, coords, coords)
@settings(max_examples=80, deadline=None)
def test_point_to_point_sight_is_symmetric(shapes, ax, ay, bx, by):
    polys = [((x - r, y - r / 2), (x + r, y - r), (x + r / 3, y + r)) for x, y, r in shapes[:3]]
    circles = [Circle(x, y, r / 2) for x, y, r in shapes[3:]]
    blockers = Blockers.build(polygons=polys, circles=circles, polylines=[Band(((-3, 7), (3, 7), (5, 9)), 0.4)])
    assert segment_clear((ax, ay), (bx, by), blockers) == segment_clear((bx, by), (ax, ay), blockers)
    pa, pb = Circle(ax, ay, 0), Circle(bx, by, 0)
    assert line_of_sight(pa, pb, blockers).clear == line_of_sight(pb, pa, blockers).clear
