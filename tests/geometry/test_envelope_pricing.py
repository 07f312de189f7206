"""Path pricing primitives (game/geometry/pathprice.py)."""
import pytest

from game.geometry.pathprice import line_crossings, path_pieces, price_path, segment_intervals, spans
from game.geometry.plane import Band, Circle

HILL = ((4, -2), (8, -2), (8, 2), (4, 2))
U = ((0, 0), (6, 0), (6, 6), (4, 6), (4, 2), (2, 2), (2, 6), (0, 6))


def test_segment_intervals_for_each_kind_of_shape():
    assert segment_intervals((0, 0), (10, 0), HILL) == [(0.4, 0.8)]
    assert segment_intervals((0, 4), (6, 4), U) == [(0.0, pytest.approx(2 / 6)), (pytest.approx(4 / 6), 1.0)]
    assert segment_intervals((0, 3), (10, 3), HILL) == []
    assert segment_intervals((0, 2), (10, 2), HILL) == [(0.4, 0.8)]           # along an edge counts as in
    assert segment_intervals((0, 0), (10, 0), Circle(5, 1, 1)) == [(0.5, 0.5)]  # tangent: a point
    band = Band(((5, -5), (5, 5), (9, 5)), 1.0)
    assert segment_intervals((0, 0), (10, 0), band) == [(pytest.approx(0.45), pytest.approx(0.55))]
    assert segment_intervals((0, 5), (10, 5), band) == [(pytest.approx(0.45), pytest.approx(0.95))]


# Iron Winds of War › Terrain effects: hills cost 2" to climb; the path is priced piece by piece.
def test_spans_and_pieces_along_a_dragged_path():
    path = [(0, 0), (6, 0), (6, 6)]
    shapes = {"hill": HILL, "pond": Circle(6, 5, 0.5)}
    got = spans(path, shapes)
    assert [(s.key, s.enter, s.exit) for s in got] == [("hill", 4.0, 8.0), ("pond", pytest.approx(10.5),
                                                                                  pytest.approx(11.5))]
    assert got[0].enter_point == (4.0, 0.0) and got[0].exit_point == (6.0, 2.0)
    pieces = path_pieces(path, shapes)
    assert [(p.start, p.length, sorted(p.inside)) for p in pieces] == [
        (0, 4, []), (4, 2, ["hill"]), (6, 2, ["hill"]), (8, pytest.approx(2.5), []),
        (pytest.approx(10.5), pytest.approx(1), ["pond"]), (pytest.approx(11.5), pytest.approx(0.5), [])]
    climbs = sum(1 for s in got if s.key == "hill")
    cost = price_path(path, shapes, lambda p: p.length) + 2 * climbs
    assert cost == pytest.approx(14)


def test_line_crossings_of_a_wall():
    wall = [(3, -5), (3, 5)]
    assert line_crossings([(0, 0), (6, 0), (0, 1)], wall) == [3.0, pytest.approx(6 + 37 ** 0.5 / 2)]
    assert line_crossings([(0, 0), (3, 0), (0, 1)], wall) == []              # touched and went back
    assert line_crossings([(0, 0), (3, 0), (6, 0)], wall) == [3.0]           # a corner on the wall
    assert line_crossings([(3, 0), (6, 0)], wall) == []                       # starting on it
