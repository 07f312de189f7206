"""Maneuvers › Run in the battle screen: a block dragged further than its move, but within twice it, is read as a run
(a stamina point); within the move it stays a plain move; beyond twice, or with no stamina left, it is not a run."""
from game.rulesets.forgotten_world.actions import Move

from .helpers import RS, at, scenario, start, unit


def _s():
    s = start(scenario([unit("r", "aurel_outriders", 24, 40, 0, files=3)], [unit("o", "orc_warriors", 24, 4, 180)]))
    return at(s, "movement")


def test_a_drag_past_the_move_is_a_run_and_the_ruler_says_so_run():
    s = _s()
    move = RS.move_action(s, "r", [(24.0, 28.0, 0.0)])          # 12" for an 8" rider
    assert isinstance(move, Move) and move.run
    verdict = RS.check(s, move)
    assert verdict and "running" in verdict.info["note"] and verdict.info["budget"] == 16.0


def test_a_drag_within_the_move_is_not_a_run_run():
    s = _s()
    assert not RS.move_action(s, "r", [(24.0, 34.0, 0.0)]).run


def test_no_run_beyond_twice_the_move_nor_without_stamina_run():
    s = _s()
    too_far = RS.move_action(s, "r", [(24.0, 22.0, 0.0)])         # 18" > 16"
    assert not too_far.run and not RS.check(s, too_far)
    s.units["r"].stamina = 0
    s.touch()
    tired = RS.move_action(s, "r", [(24.0, 28.0, 0.0)])
    assert not tired.run and "may move 8.0" in RS.check(s, tired).reason
