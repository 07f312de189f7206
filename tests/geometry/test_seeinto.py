"""geometry.seeinto: the parts of see-into pieces (hilltops) a viewpoint sees, each checked against the
other pieces only."""
import doctest

from game.geometry import seeinto
from game.geometry.plane import point_in_polygon
from game.geometry.seeinto import seen_into


def test_doctests():
    result = doctest.testmod(seeinto)
    assert result.attempted > 0 and result.failed == 0


def test_a_piece_behind_another_is_seen_only_where_the_first_does_not_hide_it():
    near = [((-2, 4), (2, 4), (2, 6), (-2, 6))]            # a hill straight ahead (y grows away from the eye)
    far = [((-6, 10), (6, 10), (6, 14), (-6, 14))]         # a wider hill behind it
    parts = seen_into((0, 0), [near, far], [0, 1], 50)
    seen = lambda p: any(point_in_polygon(p, q) for q in parts)   # noqa: E731
    assert seen((0, 5)) and seen((1.5, 4.5))                 # the near hill's whole top
    assert seen((5.5, 10.5)) and not seen((0, 12))           # the far one, but not in the near one's shadow


def test_no_open_piece_nothing_seen_into():
    assert seen_into((0, 0), [[((1, 1), (2, 1), (2, 2), (1, 2))]], [], 10) == []
