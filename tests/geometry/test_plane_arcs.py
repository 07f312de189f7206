"""Sides, arcs of fire, armour facings and wedges (game/geometry/planearcs.py)."""
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.geometry.plane import Circle, Pose, front_edge, rect_footprint
from game.geometry.planearcs import (Facing, Partition, Side, armour_facing, fire_arc_contains, fire_arc_polygon,
                                     in_fire_arc, side_of, side_of_point, side_shares, touching_sides,
                                     wedge_contains, wedge_polygon)
from game.geometry.plane import point_in_polygon

TARGET = Pose(20, 20, 0)           # an enemy block 6" wide, 3" deep, facing up (towards y = 0)
W, D = 6.0, 3.0


def charger(x, y, heading, w=4.0, d=2.0):
    return front_edge(Pose(x, y, heading), w, d)


# Forgotten World: Conquerors › Type of charge: the side is decided by where the charger's front edge is.
@pytest.mark.parametrize("x, y, heading, side", [
    (20, 10, 180, Side.FRONT),      # unit A: straight ahead, facing the enemy
    (27, 7, 200, Side.FRONT),       # ahead and off to the side: still in front of the front edge's line
    (30, 20, 270, Side.RIGHT),      # unit B: beside the enemy, between the front and rear lines
    (10, 20, 90, Side.LEFT),
    (20, 30, 0, Side.REAR),         # unit C: behind
])
def test_charge_side_from_the_chargers_front_edge(x, y, heading, side):
    assert side_of(TARGET, W, D, charger(x, y, heading)) == side


def test_unit_d_beside_but_with_its_front_edge_over_the_rear():
    # Unit D stands on the enemy's flank but faces along it, its front edge past the rear edge's line
    edge = charger(30, 22.5, 180)                   # facing down; front edge at y = 23.5, rear line is 21.5
    assert side_of_point(TARGET, W, D, (30, 20)) == Side.RIGHT       # its centre is on the flank
    assert side_of(TARGET, W, D, edge) == Side.REAR                   # but its front edge is in the rear


def test_shares_split_a_straddling_edge_and_ties_favour_the_front():
    edge = ((26, 17.5), (26, 19.5))                  # 1" ahead of the front line, 1" behind it, on the right
    shares = side_shares(TARGET, W, D, edge)
    assert shares[Side.FRONT] == pytest.approx(0.5) and shares[Side.RIGHT] == pytest.approx(0.5)
    assert side_of(TARGET, W, D, edge) == Side.FRONT


def test_area_shares_of_a_footprint():
    fp = rect_footprint(Pose(25, 18.5), 2, 2)       # half ahead of the front line (y < 18.5), half beside
    s = side_shares(TARGET, W, D, fp)
    assert s[Side.FRONT] == pytest.approx(0.5) and s[Side.RIGHT] == pytest.approx(0.5)
    assert sum(s.values()) == pytest.approx(1.0)


def test_diagonal_and_quadrant_partitions():
    p = Pose(0, 0, 0)
    # a 2" x 6" (deep) base: its diagonals are steep, so a point up and well to the side is a flank point
    assert side_of_point(p, 2, 6, (3, -4), Partition.DIAGONALS) == Side.RIGHT
    assert side_of_point(p, 2, 6, (3, -4), Partition.QUADRANTS) == Side.FRONT
    assert side_of_point(p, 2, 6, (3, -4), Partition.EDGES) == Side.FRONT
    assert side_of_point(p, 2, 6, (-1, 12), Partition.DIAGONALS) == Side.REAR


def test_touching_sides():
    fp = rect_footprint(Pose(20, 20), W, D)
    front_contact = rect_footprint(Pose(20, 17.5), 4, 2)          # its rear edge on our front edge
    corner = rect_footprint(Pose(24, 17.5), 2, 2)                 # corner to corner
    assert touching_sides(TARGET, W, D, front_contact) == {Side.FRONT}
    assert touching_sides(TARGET, W, D, corner) == {Side.FRONT, Side.RIGHT}
    assert touching_sides(TARGET, W, D, rect_footprint(Pose(40, 20), 2, 2)) == set()
    assert fp  # the footprint itself is unchanged by the query


# Forgotten World: Conquerors › Arc of fire: 45-degree lines from the two front corners, out to range.
def test_arc_of_fire_membership():
    p, w, d = Pose(0, 0, 0), 4.0, 2.0               # front edge from (-2, -1) to (2, -1)
    assert fire_arc_contains(p, w, d, (0, -10), 12)
    assert fire_arc_contains(p, w, d, (6, -5), 12)             # exactly on the 45-degree line
    assert not fire_arc_contains(p, w, d, (6.1, -5), 12)
    assert not fire_arc_contains(p, w, d, (0, 1), 12)          # behind
    assert not fire_arc_contains(p, w, d, (0, -13.5), 12)      # out of range (12.5" from the front edge)
    assert fire_arc_contains(p, w, d, (2 + 8, -1 - 8), 12)     # 11.3" from the front-right corner
    assert not fire_arc_contains(p, w, d, (2 + 9, -1 - 9), 12)  # 12.7" from it


def test_arc_polygon_matches_membership():
    p, w, d, r = Pose(10, 10, 60), 4.0, 2.0, 12.0
    poly = fire_arc_polygon(p, w, d, r, segments=32)
    for fx in range(-20, 21, 2):
        for fy in range(-20, 21, 2):
            pt = (10 + fx * 0.7, 10 + fy * 0.7)
            if fire_arc_contains(p, w, d, pt, r * 0.98):
                assert point_in_polygon(pt, poly)
            if point_in_polygon(pt, poly):
                assert fire_arc_contains(p, w, d, pt, r)


def test_footprint_in_arc_partly_and_wholly():
    p = Pose(0, 0, 0)
    assert in_fire_arc(p, 4, 2, rect_footprint(Pose(8, -6), 2, 2), 12)                # straddles the line
    assert not in_fire_arc(p, 4, 2, rect_footprint(Pose(8, -6), 2, 2), 12, whole=True)
    assert in_fire_arc(p, 4, 2, rect_footprint(Pose(0, -6), 2, 2), 12, whole=True)
    assert not in_fire_arc(p, 4, 2, rect_footprint(Pose(10, -2), 2, 2), 12)             # off to the side
    assert in_fire_arc(p, 4, 2, Circle(0, -13.5, 1), 12)                                 # partly in range
    assert not in_fire_arc(p, 4, 2, Circle(0, -14.5, 1), 12)


# Iron Dawn › Vehicles: front, side and rear armour facings.
@pytest.mark.parametrize("point, facing", [
    ((0, -10), Facing.FRONT), ((10, 0), Facing.SIDE), ((-10, 0), Facing.SIDE), ((0, 10), Facing.REAR),
    ((3, -5), Facing.FRONT), ((5, -3), Facing.SIDE),
])
def test_armour_facing_by_diagonals(point, facing):
    assert armour_facing(Pose(0, 0, 0), 3, 5, point) == facing     # 3" wide, 5" long vehicle


def test_armour_facing_partition_is_a_parameter():
    tank = Pose(0, 0, 0)
    # a long vehicle's diagonals are steep: (4, -5) is a side shot by diagonals, a front shot by quadrants
    assert armour_facing(tank, 2, 6, (4, -5)) == Facing.SIDE
    assert armour_facing(tank, 2, 6, (4, -5), Partition.QUADRANTS) == Facing.FRONT
    assert armour_facing(tank, 2, 6, rect_footprint(Pose(0, -12), 3, 3)) == Facing.FRONT


def test_wedges():
    assert wedge_contains((0, 0), 90, 45, (5, 1), 10)
    assert not wedge_contains((0, 0), 90, 45, (1, 5), 10)
    assert wedge_contains((0, 0), 0, 180, (0, 9), 10)
    poly = wedge_polygon((0, 0), 90, 45, 10, 16)
    assert poly[0] == (0, 0) and point_in_polygon((5, 0), poly) and not point_in_polygon((-1, 0), poly)


@given(st.floats(-20, 20), st.floats(-20, 20), st.sampled_from(list(Partition)))
@settings(max_examples=60, deadline=None)
def test_every_point_has_exactly_one_side(x, y, partition):
    p = Pose(1, 2, 33)
    side = side_of_point(p, 4, 2, (x, y), partition)
    shares = side_shares(p, 4, 2, (x, y), partition)
    assert shares[side] == 1.0 and sum(shares.values()) == 1.0
