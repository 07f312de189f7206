"""Battle: the engine boundary, proved with the test-only race ruleset."""
from dataclasses import dataclass

import pytest

from game.core.actions import Action, Concede, IllegalActionError, InvalidActionError
from game.core.battle import Battle
from game.core.dice import Dice
from game.core.odds import enumerate_dice

from .race import Dash, Step, race_scenario


def test_start_and_to_act(race):
    assert race.to_act() == "red"
    assert race.events[0].kind == "start" and race.result() is None
    assert race.status().phase == "step"


def test_legal_actions_is_a_lazy_filtered_view(race):
    view = race.legal_actions()
    assert list(view) == [Step("red"), Dash("red")]          # Dash("blue") was offered and filtered out
    assert Dash("red") in view and Dash("blue") not in view
    assert len(view) == 2
    race.perform(Step("red"))
    assert list(view) == [Dash("red")]                        # the view reads the battle as it is now


def test_check_never_raises(race):
    assert race.check(Dash("blue")).reason == "it is red's turn"
    assert race.check(Dash("green")).reason.startswith("malformed")

    @dataclass(frozen=True, slots=True)
    class Fly(Action):
        side: str

    assert "not an action of" in race.check(Fly("red")).reason
    assert not race.check("Dash(side='red')")


def test_perform_refuses_with_the_rule(race):
    with pytest.raises(IllegalActionError) as err:
        race.perform(Dash("blue"))
    assert err.value.rule.section == "Turns"
    with pytest.raises(InvalidActionError):
        race.perform(Dash("green"))
    assert race.log == []


def test_perform_rolls_logs_and_hashes(race):
    events = race.perform(Dash("red"))
    assert events[0].rolls[0].purpose.why == "dash" and events[0].rolls[0].purpose.side == "red"
    assert race.log == [Dash("red")] and len(race.checkpoints) == 1
    assert race.to_act() == "blue"


def test_undo_stops_at_the_last_die_roll(race):
    race.perform(Dash("red"))
    race.perform(Step("blue"))
    assert race.can_undo
    assert race.undo() and race.log == [Dash("red")]
    assert not race.can_undo and not race.undo()             # the dash rolled a die
    assert race.redo() is not None and race.log == [Dash("red"), Step("blue")]


def test_teaching_mode_undoes_past_rolls_and_redo_repeats_them():
    b = Battle.start(race_scenario(), seed=3, teaching=True)
    b.perform(Dash("red"))
    pos, h = dict(b.state.position), b.state_hash()
    assert b.undo() and b.state.position == {"red": 0, "blue": 0}
    b.redo()
    assert b.state.position == pos and b.state_hash() == h


def test_new_action_clears_redo(race):
    race.perform(Step("red"))
    race.undo()
    race.perform(Dash("red"))
    assert not race.can_redo


def test_preview_is_exact_and_touches_nothing(race):
    h = race.state_hash()
    odds = race.preview(Dash("red"))
    assert race.state_hash() == h and sum(odds.probs.values()) == 1

    def brute(dice: Dice):
        clone = race.ruleset.clone(race.state)
        race.ruleset.apply(clone, Dash("red"), dice)
        return clone.position["red"]

    assert enumerate_dice(brute).probs == odds.probs
    assert race.preview(Dash("blue")) is None


def test_same_seed_same_battle_byte_for_byte():
    def play(seed):
        b = Battle.start(race_scenario(), seed=seed)
        while b.to_act():
            b.perform(Dash(b.to_act()))
        return b.checkpoints, b.save_text()

    assert play(11) == play(11)
    assert play(11)[0] != play(12)[0]


def test_concession_ends_the_battle(race):
    race.perform(Concede("red"))
    assert race.result().winner == "blue" and "conceded" in race.result().reason
    assert race.to_act() is None and list(race.legal_actions()) == []
    assert race.undo() and race.result() is None                # conceding rolls no dice


def test_turn_limit_result():
    b = Battle.start(race_scenario(length=200, turn_limit=2), seed=1)
    while b.to_act():
        b.perform(Dash(b.to_act()))
    assert b.result().reason == "turn limit reached"
