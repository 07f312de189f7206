"""Paths, pivots, swings and turning costs (game/geometry/planemove.py)."""
import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.geometry.plane import Pose, rect_footprint
from game.geometry.planemove import (banded_turn_cost, bearing, heading_changes, heading_delta, path_length,
                                     pivot_front_corner, rotate_about, stepped_turn_cost, swing, turning_cost_of)

approx = pytest.approx


def test_path_length_and_heading_changes():
    path = [Pose(0, 0, 0), Pose(0, -4, 0), Pose(0, -4, 90), Pose(3, -4, 90)]
    assert path_length(path) == 7
    assert heading_changes(path) == [0, 90, 0]
    assert path_length([(0, 0), (3, 4)]) == 5


# Iron Dawn › Turning/Pivoting: 90 degrees costs 1"; any change less than 90 costs 1/2".
def test_iron_dawn_turn_example():
    cost = stepped_turn_cost(1.0, 0.5)
    path = [Pose(0, 0, 0), Pose(0, 0, 45), Pose(0, 0, 45).moved(4), Pose(0, 0, 45).moved(4).turned(45)]
    assert turning_cost_of(path, cost) + path_length(path) == approx(5.0)      # the rulebook's 5" example
    assert [cost(d) for d in (0, 10, 89.9, 90, 120, 180, 270)] == [0, 0.5, 0.5, 1, 1.5, 2, 3]


# Iron Dawn › Vehicle movement: TUR, a quarter turn costs the turn value; less rounds up to a quarter.
def test_vehicle_turn_bands():
    tur3 = banded_turn_cost([(90, 3)])
    assert [tur3(d) for d in (0, 30, 90, 100, 180)] == [0, 3, 3, 6, 6]
    halves = banded_turn_cost([(45, 1), (90, 2)])        # e.g. "half TUR rounded down / up" with TUR 3
    assert [halves(d) for d in (20, 45, 46, 90, 135, 225)] == [1, 1, 2, 2, 3, 5]


def test_heading_delta_and_bearing():
    assert heading_delta(10, 350) == -20 and heading_delta(350, 10) == 20 and heading_delta(0, 180) == 180
    assert bearing((0, 0), (0, 5)) == 180 and bearing((0, 0), (-5, 0)) == 270


# Forgotten World: Conquerors › Rotation: pivot on a front corner, measure the moving front corner.
def test_pivot_on_front_corner_worked_example():
    pose, w, d = Pose(10, 10, 0), 4.0, 1.0
    pv = pivot_front_corner(pose, w, d, 45)                     # wheel right: the front-right corner stays
    fl0, fr0, _, _ = rect_footprint(pose, w, d)
    fl1, fr1, _, _ = rect_footprint(pv.pose, w, d)
    assert fr1 == approx(fr0)
    assert pv.pose.heading == approx(45)
    assert pv.arc == approx(4 * math.pi / 4)                    # radius = frontage
    assert pv.chord == approx(math.dist(fl0, fl1)) == approx(2 * 4 * math.sin(math.radians(22.5)))
    assert fl1[1] < fl0[1]                                      # the outer corner went forward


def test_pivot_left_holds_the_front_left_corner():
    pose = Pose(0, 0, 90)
    pv = pivot_front_corner(pose, 3, 2, -90)
    fl0 = rect_footprint(pose, 3, 2)[0]
    assert rect_footprint(pv.pose, 3, 2)[0] == approx(fl0)
    assert pv.pose.heading == 0
    assert pv.arc == approx(3 * math.pi / 2) and pv.chord == approx(3 * math.sqrt(2))


def test_swing_about_a_turn_centre():
    sw = swing(Pose(0, 0, 0), 3, -90)                           # quarter circle to the left
    assert (sw.pose.x, sw.pose.y, sw.pose.heading) == (approx(-3), approx(-3), 270)
    assert sw.arc == approx(3 * math.pi / 2) and sw.chord == approx(3 * math.sqrt(2))


@given(st.floats(-20, 20), st.floats(-20, 20), st.floats(0, 360), st.floats(-180, 180), st.floats(0.5, 6))
@settings(max_examples=60, deadline=None)
def test_pivot_keeps_the_pivot_corner_and_moves_the_outer_one_by_the_chord(x, y, h, delta, w):
    pose = Pose(x, y, h)
    pv = pivot_front_corner(pose, w, 1.5, delta)
    before, after = rect_footprint(pose, w, 1.5), rect_footprint(pv.pose, w, 1.5)
    held, moved = (1, 0) if delta >= 0 else (0, 1)
    assert after[held] == approx(before[held], abs=1e-9)
    assert math.dist(after[moved], before[moved]) == approx(pv.chord, abs=1e-9)
    assert pv.arc >= pv.chord - 1e-12


def test_rotate_about_round_trip():
    p = Pose(3, 4, 10)
    assert rotate_about(rotate_about(p, (1, 1), 73), (1, 1), -73).x == approx(3)
