"""The plane movement envelope (game/geometry/envelope.py)."""
import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.geometry.envelope import movement_envelope
from game.geometry.plane import Band, Circle, point_in_polygon, signed_area

WALL = ((11, 4), (12, 4), (12, 16), (11, 16))


def test_open_ground_is_nearly_a_disc():
    env = movement_envelope((10, 10), 6)
    assert env.cost_at((10, 10)) == 0
    assert env.cost_at((16, 10)) == pytest.approx(6)
    assert env.cost_at((14, 13)) == pytest.approx(5, rel=0.03)          # 16 directions: within 2.7%
    (outline,) = env.outlines()
    assert signed_area(outline) > 0
    assert signed_area(outline) == pytest.approx(math.pi * 36, rel=0.05)


def test_impassable_wall_must_be_walked_round():
    env = movement_envelope((10, 10), 10, impassable=[WALL])
    assert not env.reachable((13, 10))                                   # 3" away, but 13" round the wall
    assert env.reachable((9, 10)) and env.reachable((13, 2))           # 9" round the end
    assert math.isinf(env.cost_at((11.5, 10)))


def test_clearance_keeps_the_centre_away_and_closes_narrow_gaps():
    gap = [((0, 0), (9, 0), (9, 1), (0, 1)), ((10, 0), (20, 0), (20, 1), (10, 1))]   # a 1" gap at x = 9..10
    thin = movement_envelope((9.5, 4), 6, impassable=gap, clearance=0.4)
    wide = movement_envelope((9.5, 4), 6, impassable=gap, clearance=0.6)
    assert thin.reachable((9.5, -2)) and not wide.reachable((9.5, -2))
    assert not thin.reachable((5, 1.3))                                  # within 0.4" of the wood's edge


def test_slow_ground_costs_double():
    mud = ((12, 0), (30, 0), (30, 20), (12, 20))
    env = movement_envelope((10, 10), 6, slow=[(mud, 2.0)])
    # a step costs its length times the mean multiplier of its two ends, so the edge is blurred by a cell
    assert env.cost_at((11.5, 10)) == pytest.approx(1.5)
    assert env.cost_at((14, 10)) == pytest.approx(2 + 4, abs=0.5)
    assert env.reachable((13.5, 10)) and not env.reachable((15, 10))


# Iron Winds of War › Terrain effects: crossing a wall or hedge costs 2"; a river stops the move.
def test_wall_penalty_and_river_stop():
    hedge = Band(((12, 0), (12, 20)), 0.2)
    env = movement_envelope((10, 10), 6, penalties=[(hedge, 2.0)])
    assert env.cost_at((11.5, 10)) == pytest.approx(1.5)
    assert env.cost_at((13, 10)) == pytest.approx(5, abs=1e-9)
    assert not env.reachable((14.5, 10))
    river = Band(((12, 0), (12, 20)), 1.0)
    env = movement_envelope((10, 10), 8, stops=[river])
    assert env.reachable((12, 10))                                       # into the river...
    assert not env.reachable((13, 10))                                   # ...and no further this turn
    assert env.reachable((9, 10)) and env.reachable((10, 3))


def test_table_bounds_and_start_blocked():
    env = movement_envelope((1, 1), 5, bounds=(0, 0, 48, 48), clearance=0.5)
    assert not env.reachable((0.2, 3)) and env.reachable((0.5, 3))
    (outline,) = env.outlines()
    assert min(x for x, _ in outline) >= 0.5 - 1e-9
    stuck = movement_envelope((11.5, 10), 4, impassable=[WALL])
    assert not stuck.reachable((11.5, 10.5)) and stuck.nodes().tolist() == [[11.5, 10.0]]   # may stay put


def test_holes_wind_the_other_way():
    pillar = Circle(10, 10, 1.5)
    env = movement_envelope((6, 10), 9, impassable=[pillar])
    areas = sorted(signed_area(o) for o in env.outlines())
    assert len(areas) == 2 and areas[0] < 0 < areas[1]
    hole = min(env.outlines(), key=signed_area)
    assert point_in_polygon((10, 10), hole)


obstacle = st.tuples(st.floats(2, 18), st.floats(2, 18), st.floats(0.3, 2.5))


@given(st.lists(obstacle, max_size=4), st.floats(1, 5), st.floats(0.5, 4))
@settings(max_examples=20, deadline=None)
def test_envelope_grows_with_budget(obstacles, small, more):
    shapes = [((x - r, y - r / 2), (x + r, y - r / 2), (x + r / 2, y + r)) for x, y, r in obstacles]
    shapes = [s for s in shapes if not point_in_polygon((10, 10), s)]
    a = movement_envelope((10, 10), small, impassable=shapes, cell=0.5)
    b = movement_envelope((10, 10), small + more, impassable=shapes, cell=0.5)
    reached_a = {tuple(np.round(p, 6)) for p in a.nodes()}
    reached_b = {tuple(np.round(p, 6)) for p in b.nodes()}
    assert reached_a <= reached_b
    for p in a.nodes():
        assert b.cost_at(tuple(p)) == pytest.approx(a.cost_at(tuple(p)))
    area = lambda env: sum(signed_area(o) for o in env.outlines())      # noqa: E731
    assert area(a) <= area(b) + 1e-9
