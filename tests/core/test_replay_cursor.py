"""The replay viewer's model: step forward and back, jump to a turn, each moment checked (issue 17)."""
import json

from game.core.battle import Battle
from game.core.replay import ReplayCursor

from .race import Dash, Step, race_scenario


def played(n=9, seed=5):
    b = Battle.start(race_scenario(length=80), seed=seed)
    for i in range(n):
        b.perform(Step(b.to_act()) if i % 3 == 0 else Dash(b.to_act()))
    return b


def test_each_moment_is_the_battle_as_it_was_then():
    b = played()
    moments = []
    fresh = Battle.start(race_scenario(length=80), seed=5)
    moments.append((fresh.state_hash(), len(fresh.events)))
    for a in b.log:
        fresh.perform(a)
        moments.append((fresh.state_hash(), len(fresh.events)))
    cur = ReplayCursor(b)
    assert cur.step == cur.length == 9 and cur.mismatch is None
    for target in (0, 4, 9, 1, 8, 3):
        cur.goto(target)
        assert (cur.battle.state_hash(), len(cur.battle.events)) == moments[target] and cur.matches()
    cur.goto(5)
    cur.back()
    assert cur.step == 4
    cur.forward()
    cur.forward()
    assert cur.step == 6 and cur.battle.state_hash() == moments[6][0]
    assert cur.goto(99) == 9 and cur.goto(-3) == 0


def test_turns_jump_to_their_first_step():
    b = played()
    cur = ReplayCursor(b)
    turns = cur.turns
    assert turns[0] == 1 and turns[-1] > turns[0]
    second = turns.index(2)
    assert cur.goto_turn(2) == second and cur.turn == 2
    cur.goto(second + 1)
    assert cur.previous_turn() == second and cur.previous_turn() == 0
    assert cur.next_turn() == second


def test_a_line_that_does_not_match_its_checkpoints_is_named(tmp_path):
    b = played()
    b.play_from(2)
    for _ in range(4):
        b.perform(Dash(b.to_act()))
    b.switch_branch("main")
    doc = json.loads(b.save_text())
    doc["lines"][1]["checkpoints"][1] = "0" * 16  # step 4 of branch b1 (2 shared + its second)
    (tmp_path / "s.json").write_text(json.dumps(doc))
    cur = ReplayCursor(Battle.load(tmp_path / "s.json"), "b1")
    assert cur.mismatch == 4 and "step 4 does not match the save" in cur.problem
    cur.goto(3)
    assert cur.matches()
    cur.goto(4)
    assert not cur.matches()


def test_play_from_here_forks_the_source_on_the_viewed_line():
    b = played()
    b.play_from(2, "other")
    b.perform(Dash(b.to_act()))
    cur = ReplayCursor(b, "main")
    cur.goto(6)
    line = cur.play_from_here("from six")
    assert b.history.current == line and b.history.line(line).parent == "main"
    assert b.checkpoints == played().checkpoints[:6]
    assert set(b.history.lines) == {"main", "b1", line}


def test_each_step_is_worded_by_its_last_event():
    b = played(4)
    fresh = Battle.start(race_scenario(length=80), seed=5)
    words = [""]
    for a in b.log:
        words.append(fresh.perform(a)[-1].text)
    assert ReplayCursor(b).words == words
