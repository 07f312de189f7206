"""Fields of Iron and Echo › Victory (Wartable's ruling; the text gives none)."""
from game.core.dice import Dice

from .helpers import EndActivation, Fight, script, start, unit


def play_out_holding(b):
    b.dice = Dice.seeded(1)
    while b.to_act() is not None:
        b.perform(EndActivation(next(u.id for u in b.state.ready(b.to_act()))))


def test_victory_after_turn_five_points_for_units_destroyed_and_damage_dealt():
    """Victory: after turn 5, the card points of enemy units destroyed plus the damage on those still standing."""
    b = start([unit("n1", "spearmen", 1, 1), unit("n2", "bowmen", 3, 1), unit("s1", "knights", 9, 9),
               unit("s2", "spearmen", 7, 9)])
    b.state.units["n1"].damage = 3
    b.state.units["s2"].damage = 1
    b.state.units["n2"].alive = False  # bowmen lost: 7 points to the south
    play_out_holding(b)
    result = b.result()
    assert result.scores == {"north": 1, "south": 10} and result.winner == "south"
    assert "After turn 5" in result.reason and "South wins on points" in result.reason
    assert str(result.rule) == "Fields of Iron and Echo › Victory"
    assert b.status().phase == "Battle over" and result.reason in b.status().text


def test_victory_equal_scores_draw():
    """Victory: equal scores after turn 5 are a draw."""
    b = start([unit("n1", "spearmen", 1, 1), unit("s1", "spearmen", 9, 9)])
    play_out_holding(b)
    assert b.result().winner is None and "draw" in b.result().reason


def test_victory_a_side_with_no_units_left_loses_at_once():
    """Victory: the battle ends as soon as a side has no units left."""
    b = start([unit("n1", "knights", 5, 6, "N"), unit("n2", "spearmen", 1, 1), unit("s1", "spearmen", 5, 5, "S")])
    b.state.units["s1"].damage = 5
    script(b, 5, 1, 1, 1, 1)
    events = b.perform(Fight("n1", "s1"))
    assert b.to_act() is None and b.state.turn == 1
    result = b.result()
    assert result.winner == "north" and "no units left" in result.reason
    assert not any(e.kind == "roll-off" for e in events)
