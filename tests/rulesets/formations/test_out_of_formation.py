"""Movement and Terrain, section Movement: Out of Formation (and the formation ruling)."""
from game.rulesets.formations.coherency import groups, keep_options

from .helpers import EndMove, Move, battle, end_move, kinds, order, unit, walk

FAR = [unit("s1", "inf", 15, 15)]


def test_formation_ruling_links_of_at_most_two_tiles():
    assert groups({"a": (0, 0), "b": (2, 2), "c": (4, 0)}) == [["a", "b", "c"]]
    assert len(groups({"a": (0, 0), "b": (3, 0)})) == 2
    assert keep_options({"a": (0, 0), "b": (1, 0), "c": (9, 9)}) == [("c",), ("a", "b")]


def test_units_out_of_formation_are_destroyed_after_the_move_without_shock():
    """Out of Formation: after a move, units out of formation are destroyed; no Shock."""
    b = battle([unit("n1", "inf", 2, 2), unit("n2", "inf", 3, 2, f="n1"), unit("n3", "inf", 4, 2, f="n1"), *FAR])
    order(b, "n1", "move")
    walk(b, "n3", (5, 2), (6, 2), (7, 2))
    assert "Out of formation" in " ".join(b.check(Move("n2", ((2, 3),))).info["notes"])
    v = b.check(EndMove("n1", ()))
    assert not v and "n3" in v.reason
    ev = end_move(b, "n1", "n3")
    assert "out-of-formation" in kinds(ev) and not b.state.units["n3"].alive
    assert b.state.formations["n1"].shock == 0


def test_the_controlling_player_chooses_which_units_are_out_of_formation():
    """Out of Formation: the controlling army decides which units count as out of formation."""
    b = battle([unit("n1", "inf", 2, 2), unit("n2", "inf", 3, 2, f="n1"), *FAR])
    order(b, "n1", "move")
    walk(b, "n2", (4, 2), (5, 2), (6, 2))
    assert b.check(EndMove("n1", ("n1",))) and b.check(EndMove("n1", ("n2",)))
    assert not b.check(EndMove("n1", ("n1", "n2")))
    end_move(b, "n1", "n1")
    assert b.state.units["n2"].alive and not b.state.units["n1"].alive


def test_the_check_is_made_after_each_move_of_a_march():
    """Out of Formation: a march enacts the rule three times, once after each move."""
    b = battle([unit("n1", "inf", 2, 2), unit("n2", "inf", 3, 2, f="n1"), unit("n3", "inf", 4, 2, f="n1"), *FAR])
    order(b, "n1", "march", False, 5)
    walk(b, "n3", (5, 2))
    end_move(b, "n1")                                     # all in formation
    walk(b, "n3", (6, 2), (7, 2), (8, 2))
    ev = end_move(b, "n1", "n3")                          # second move: n3 lost here
    assert "out-of-formation" in kinds(ev)
    assert b.state.active.moves_left == 1
