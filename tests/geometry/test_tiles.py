"""Square tiles: neighbours, Chebyshev distance, zones of control, lines."""
from hypothesis import given, settings, strategies as st

from game.geometry.tiles import (
    DIRS4, DIRS8, all_cells, distance, in_bounds, manhattan, neighbours4, neighbours8, tile_line, within,
)

cells = st.tuples(st.integers(-30, 30), st.integers(-30, 30))


def test_neighbours():
    assert neighbours4((3, 3)) == [(4, 3), (3, 2), (2, 3), (3, 4)]
    assert set(neighbours8((3, 3))) == {(3 + dc, 3 + dr) for dc in (-1, 0, 1) for dr in (-1, 0, 1)} - {(3, 3)}
    assert neighbours8((0, 0), 4, 4) == [(1, 0), (0, 1), (1, 1)]
    assert all(distance((0, 0), d) == 1 for d in DIRS8) and all(manhattan((0, 0), d) == 1 for d in DIRS4)


@settings(max_examples=150, deadline=None)
@given(cells, cells, cells)
def test_chebyshev_metric(a, b, c):
    assert distance(a, b) == distance(b, a)
    assert distance(a, c) <= distance(a, b) + distance(b, c)
    assert distance(a, b) <= manhattan(a, b) <= 2 * distance(a, b)


def test_zone_of_control_two_tiles_in_every_direction():
    zone = within((5, 5), 2, 20, 20)
    assert len(zone) == 25 and (3, 3) in zone and (7, 7) in zone and (8, 5) not in zone
    assert set(zone) == {c for c in all_cells(20, 20) if distance(c, (5, 5)) <= 2}
    corner = within((0, 0), 2, 20, 20, include_centre=False)
    assert len(corner) == 8 and (0, 0) not in corner and all(in_bounds(c, 20, 20) for c in corner)


@settings(max_examples=150, deadline=None)
@given(cells, cells)
def test_tile_line(a, b):
    line = tile_line(a, b)
    assert len(line) == distance(a, b) + 1 and line[0] == a and line[-1] == b
    assert all(distance(x, y) == 1 for x, y in zip(line, line[1:]))
