"""Rule-free geometry for squads of round bases: partial cover by height, blast and line templates,
scatter, coherency groups, formations and the turn-then-move envelope."""
import doctest
import importlib
import math

import pytest

from game.geometry.coherency import formation, groups, stray
from game.geometry.partialcover import hidden_share
from game.geometry.plane import Circle
from game.geometry.planesight import Blockers
from game.geometry.templates import scatter, segment_distance, within_of_segment
from game.geometry.turnreach import turn_envelope

MODULES = ["partialcover", "templates", "coherency", "turnreach"]


@pytest.mark.parametrize("name", MODULES)
def test_doctests(name):
    result = doctest.testmod(importlib.import_module(f"game.geometry.{name}"))
    assert result.attempted > 0 and result.failed == 0


def test_low_cover_hides_a_share_that_grows_with_its_height():
    wall = Blockers.build(polygons=[((4, -5), (5, -5), (5, 5), (4, 5))])
    shares = [hidden_share([(0, 0)], [Circle(10, 0, 0.5)], [("c", wall, h)], 1.0).fraction for h in (0.25, 0.5, 1.0)]
    assert shares == sorted(shares) and shares[0] > 0 and shares[-1] == 1.0


def test_a_second_eye_that_sees_round_the_cover_lowers_the_share():
    wall = Blockers.build(polygons=[((4, -1), (5, -1), (5, 1), (4, 1))])
    one = hidden_share([(0, 0)], [Circle(10, 0, 0.5)], [("c", wall, 5.0)], 1.0).fraction
    two = hidden_share([(0, 0), (0, 8)], [Circle(10, 0, 0.5)], [("c", wall, 5.0)], 1.0).fraction
    assert one == 1.0 and two == 0.0


def test_the_deciding_key_is_the_piece_that_hides_most():
    low = Blockers.build(polygons=[((4, -5), (5, -5), (5, 5), (4, 5))])
    tall = Blockers.build(polygons=[((7, -5), (8, -5), (8, 0), (7, 0))])
    cov = hidden_share([(0, 0)], [Circle(10, 0, 0.5)], [("light", low, 0.25), ("heavy", tall, 3.0)], 1.0)
    assert cov.main == "heavy" and 0.25 < cov.fraction < 1.0


def test_segment_distance_and_line_template():
    assert segment_distance((5, 2), (0, 0), (10, 0)) == 2.0
    assert segment_distance((-3, 4), (0, 0), (10, 0)) == 5.0
    assert within_of_segment([(5, 2.4)], (0, 0), (10, 0), 2.0, pad=[0.5]) == [True]


def test_scatter_directions_are_relative_to_the_line_of_fire():
    assert scatter((0, 10), (0, 0), "forward", 3) == (0.0, 7.0)
    assert scatter((0, 10), (0, 0), "behind", 3) == (0.0, 13.0)
    left, right = scatter((0, 10), (0, 0), "left", 3), scatter((0, 10), (0, 0), "right", 3)
    assert left[0] == -right[0] and abs(left[0]) == 3.0


def test_coherency_groups_chain_through_neighbours():
    assert groups([(0, 0), (3, 0), (6, 0)], 3.0) == [[0, 1, 2]]
    assert stray([(0, 0), (3, 0), (6.1, 0), (20, 0)], 3.0) == [2, 3]


def test_formation_keeps_every_base_within_the_gap_of_another():
    pts = formation(10, 10, 45, 8, 1.0, 1.5)
    assert len(pts) == 8 and groups(pts, 1.5 + 1e-6) == [list(range(8))]
    assert all(math.dist(a, b) >= 1.0 - 1e-9 for i, a in enumerate(pts) for b in pts[i + 1:])


def test_turn_envelope_is_shorter_where_the_turn_costs_more():
    env = turn_envelope((0, 0), 90, 6, lambda d: 0 if d < 1e-9 else (0.5 if d < 90 else 1 + (d > 90)), rays=4)
    ahead, right, behind, left = (math.dist((0, 0), p) for p in env)
    assert ahead == 6 and right == 5 and behind == 4 and left == 5
