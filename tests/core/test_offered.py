"""core.offered: an offered action is made once, equals one made afresh, and forget_all lets it go."""
from game.core.kept import forget_all
from game.core.offered import Offered
from game.rulesets.fields_of_iron.actions import EndActivation, Move


def test_an_offered_action_is_made_once_and_equals_a_fresh_one():
    offer = Offered("test offered actions")
    end = offer(EndActivation, "u1")
    assert end == EndActivation("u1") and offer(EndActivation, "u1") is end
    move = offer(Move, "u1", ((3, 4, 2),))
    assert move == Move("u1", ((3, 4, 2),)) and offer(Move, "u1", ((3, 4, 2),)) is move
    assert offer(Move, "u1", ((3, 4, 1),)) != move          # other fields: another action
    forget_all()
    assert offer(EndActivation, "u1") is not end and offer(EndActivation, "u1") == end
