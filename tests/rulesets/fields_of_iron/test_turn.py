"""Fields of Iron and Echo › The Turn: roll-offs, alternation, order of an activation, five turns."""
from game.content import scenario_from_data
from game.core.dice import Dice
from game.core.ruleset import get_ruleset

from .helpers import EndActivation, Lead, Shoot, doc, script, start, step, unit, where

UNITS = [unit("n1", "spearmen", 1, 1, "S"), unit("n2", "spearmen", 3, 1, "S"),
         unit("s1", "spearmen", 1, 9, "N"), unit("s2", "spearmen", 3, 9, "N"), unit("s3", "spearmen", 5, 9, "N")]


def test_the_turn_roll_off_higher_d12_activates_first_and_ties_roll_again():
    """The Turn: a d12 roll-off at the start; the higher roll activates first; a tie is rolled again."""
    rules = get_ruleset("fields_of_iron")
    sc = scenario_from_data(doc(UNITS))
    state, events = rules.setup(sc, Dice.scripted([("d12", 7), ("d12", 7), ("d12", 3), ("d12", 11)]))
    assert state.first == "south" and rules.to_act(state) == "south"
    assert [r.value for r in events[0].rolls] == [7, 7, 3, 11]
    assert all(r.kind == "d12" for r in events[0].rolls)
    assert "tie" in events[0].text and "South activates first" in events[0].text


def test_the_turn_sides_alternate_one_activation_each():
    """The Turn: the winner activates a unit, then the other side, and so on."""
    b = start(UNITS, first="north")
    b.perform(EndActivation("n1"))
    assert b.to_act() == "south"
    b.perform(EndActivation("s1"))
    assert b.to_act() == "north"
    assert not b.check(EndActivation("s2"))  # not south's turn
    assert "North's turn" in b.check(EndActivation("s2")).reason


def test_the_turn_a_side_with_no_unit_left_to_activate_lets_the_other_activate_the_rest():
    """The Turn: once one side has activated everything, the other activates all the rest."""
    b = start(UNITS, first="north")
    for uid in ("n1", "s1", "n2"):
        b.perform(EndActivation(uid))
    events = b.perform(EndActivation("s2"))
    assert b.to_act() == "south"
    assert any(e.kind == "pass" for e in events)
    script(b, 9, 2)  # the next turn's roll-off: north 9, south 2
    events = b.perform(EndActivation("s3"))
    assert b.state.turn == 2 and b.to_act() == "north"
    assert [e.kind for e in events][-2:] == ["turn-end", "roll-off"]
    assert not any(u.activated for u in b.state.units.values())


def test_the_turn_game_lasts_five_turns():
    """The Turn: a game lasts 5 turns; after the fifth the battle is over."""
    b = start(UNITS[:1] + UNITS[2:3])
    b.dice = Dice.seeded(3)
    while b.to_act() is not None:
        b.perform(EndActivation(next(u.id for u in b.state.ready(b.to_act()))))
        assert b.state.turn <= 5
    assert b.state.turn == 5 and b.result() is not None
    assert sum(1 for e in b.events if e.kind == "roll-off") == 5


def test_activation_one_unit_at_a_time_and_only_once_a_turn():
    """The Turn › Activation: the unit being activated finishes before another acts; each activates once."""
    b = start(UNITS, first="north")
    b.perform(step(b, "n1", 1, 2, "S"))
    v = b.check(EndActivation("n2"))
    assert not v and "finish its activation" in v.reason
    b.perform(EndActivation("n1"))
    b.perform(EndActivation("s1"))
    v = b.check(EndActivation("n1"))
    assert not v and "already activated" in v.reason


def test_activation_order_move_then_shoot_and_no_moving_after_shooting():
    """The Turn › Activation: move, then shoot; a shot ends the activation (nothing may follow)."""
    b = start([unit("n1", "bowmen", 4, 1, "S"), unit("n2", "spearmen", 8, 1, "S"),
               unit("s1", "spearmen", 4, 6, "N")])
    b.perform(step(b, "n1", 4, 2, "S"))
    script(b, 1, 1, 1, 1)
    b.perform(Shoot("n1", "s1"))
    assert b.state.active is None and b.to_act() == "south"
    assert where(b, "n1") == (4, 2, "S")


def test_leadership_skills_at_the_start_of_the_activation_only():
    """Move › Leadership skills: used at the start of the leader's activation, before it moves."""
    units = [unit("n1", "captain", 4, 1, "S"), unit("n2", "spearmen", 5, 1, "S"), unit("s1", "spearmen", 4, 9)]
    b = start(units)
    late = start(units)
    late.perform(step(late, "n1", 4, 2, "S"))
    v = late.check(Lead("n1", "inspire", "n2"))
    assert not v and "start of" in v.reason
    b.perform(Lead("n1", "inspire", "n2"))
    assert b.state.units["n2"].hit_bonus == 1
    v = b.check(Lead("n1", "inspire", "n2"))
    assert not v and "already used" in v.reason
    b.perform(step(b, "n1", 4, 2, "S"))  # the leader still moves afterwards
    assert where(b, "n1")[:2] == (4, 2)
