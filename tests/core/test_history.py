"""History: branches of "what if" kept as a tree in the save, replayable byte for byte (issue 17)."""
import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from game.content import FileError
from game.content.save import SAVE_VERSION
from game.core.battle import Battle
from game.core.history import BranchError

from .race import Dash, Step, race_scenario

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = Path(__file__).parent / "fixtures"


def played(n=8, seed=5):
    b = Battle.start(race_scenario(length=60), seed=seed)
    for i in range(n):
        b.perform(Step(b.to_act()) if i % 3 == 0 else Dash(b.to_act()))
    return b


def extend(b, n):
    for _ in range(n):
        b.perform(Dash(b.to_act()))


@pytest.mark.parametrize("name", ["save_v1_race.json", "save_v1_fields_of_iron.json"])
def test_a_save_of_version_1_loads_and_converts_to_a_tree_of_one_line(tmp_path, name):
    if "race" not in name:
        import game.rulesets  # noqa: F401 - registers the shipped rulesets
    old = json.loads((FIXTURES / name).read_text())
    assert old["save_version"] == 1 and "lines" not in old
    b = Battle.load(FIXTURES / name)
    assert b.checkpoints == old["checkpoints"]
    assert [(ln.id, ln.parent, ln.at) for _, ln in b.history.tree()] == [("main", None, 0)]
    b.save(tmp_path / "new.json")
    new = json.loads((tmp_path / "new.json").read_text())
    assert new["save_version"] == SAVE_VERSION == 2 and new["current"] == "main"
    assert new["actions"] == old["actions"] and new["lines"] == [{"id": "main", "name": "Main line", "at": 0}]
    assert Battle.load(tmp_path / "new.json").state_hash() == b.state_hash()


@pytest.mark.parametrize("where", ["start", "one", "last"])
def test_play_from_forks_at_0_1_and_the_last_step_and_keeps_the_original_line(where):
    b = played(8)
    original, final_hash = list(b.checkpoints), b.state_hash()
    step = {"start": 0, "one": 1, "last": 8}[where]
    branch = b.play_from(step, name="What if")
    assert len(b.log) == step and b.checkpoints == original[:step]
    assert b.history.current == branch and b.history.line(branch).name == "What if"
    fresh = Battle.start(race_scenario(length=60), seed=5)
    for a in b.log:
        fresh.perform(a)
    assert b.state_hash() == fresh.state_hash() and len(b.dice.rolls) == len(fresh.dice.rolls)  # dice from the fork
    extend(b, 3)
    b.switch_branch("main")
    assert b.checkpoints == original and b.state_hash() == final_hash


def test_branch_dice_continue_from_the_fork_like_the_line_it_left():
    b = played(8)
    main_cps = list(b.checkpoints)
    b.play_from(4)
    # replaying the main line's next action on the branch gives the main line's next moment exactly
    step5 = b.history.full("main")[0][4]
    b.perform(b.ruleset.parse_action(step5))
    assert b.checkpoints == main_cps[:5]


def test_every_branch_survives_save_and_load_and_switching(tmp_path):
    b = played(8)
    b.play_from(3, "early")
    extend(b, 4)
    early = list(b.checkpoints)
    b.play_from(5, "from early")
    extend(b, 2)
    deep = list(b.checkpoints)
    b.save(tmp_path / "t.json")
    again = Battle.load(tmp_path / "t.json")
    assert again.checkpoints == deep and again.history.current == "b2"
    assert [(d, ln.id, ln.at) for d, ln in again.history.tree()] == [(0, "main", 0), (1, "b1", 3), (2, "b2", 5)]
    again.switch_branch("b1")
    assert again.checkpoints == early
    again.switch_branch("main")
    assert again.checkpoints == played(8).checkpoints


def test_every_branch_replays_byte_for_byte_in_a_fresh_process(tmp_path):
    b = played(10)
    b.play_from(0)
    extend(b, 5)
    b.play_from(1)
    extend(b, 3)
    b.switch_branch("main")
    b.play_from(10)
    extend(b, 2)
    expected = {}
    for line_id in ("main", "b1", "b2", "b3"):
        b.switch_branch(line_id)
        expected[line_id] = [b.checkpoints, b.state_hash(), b.save_text()]
    path = tmp_path / "tree.json"
    b.save(path)
    code = textwrap.dedent(f"""
        import json
        import tests.core.race
        from game.core.battle import Battle
        b = Battle.load({str(path)!r})
        out = {{}}
        for line_id in ("main", "b1", "b2", "b3"):
            b.switch_branch(line_id)
            out[line_id] = [b.checkpoints, b.state_hash(), b.save_text()]
        print(json.dumps(out))
    """)
    run = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert json.loads(run.stdout) == expected


def test_undo_below_a_fork_point_keeps_the_branch_whole():
    b = Battle.start(race_scenario(length=60), seed=3, teaching=True)  # teaching: undo through dice
    extend(b, 6)
    b.play_from(4)
    extend(b, 1)
    b.switch_branch("main")
    child_full = b.history.full("b1")
    for _ in range(3):
        assert b.undo()
    b.perform(Step(b.to_act()))  # the main line now differs after step 3
    history = b.history
    assert history.full("b1") == child_full and history.line("b1").at == 3


def test_rename_and_delete_branches_and_refusals():
    b = played(6)
    b.play_from(2)
    extend(b, 2)
    b.play_from(3)
    extend(b, 1)
    b2_full = b.history.full("b2")
    b.switch_branch("main")
    b.rename_branch("b2", "  Charge   instead ")
    assert b.history.line("b2").name == "Charge instead"
    b.delete_branch("b1")  # b2 forked from b1: it keeps its whole line, re-forked from main
    assert "b1" not in b.history.lines and b.history.line("b2").parent == "main"
    assert b.history.full("b2") == b2_full
    with pytest.raises(BranchError, match="main line"):
        b.delete_branch("main")
    with pytest.raises(BranchError, match="no branch"):
        b.switch_branch("nope")
    with pytest.raises(BranchError, match="outside"):
        b.play_from(99)
    with pytest.raises(BranchError, match="name"):
        b.rename_branch("b2", "   ")
    b.switch_branch("b2")
    with pytest.raises(BranchError, match="switch to another"):
        b.delete_branch("b2")
    b.switch_branch("b2")
    assert b.history.full("b2") == b2_full


def tree_doc():
    b = played(6)
    b.play_from(2)
    extend(b, 2)
    b.switch_branch("main")
    return json.loads(b.save_text())


@pytest.mark.parametrize("mutate,field", [
    (lambda d: d.update(current="zz"), "current"),
    (lambda d: d["lines"][1].update(parent="zz"), "lines.1.parent"),
    (lambda d: d["lines"][1].update(at=40), "lines.1.at"),
    (lambda d: d["lines"][1].update(id="main"), "lines.1.id"),
    (lambda d: d["lines"][1]["checkpoints"].pop(), "lines.1.checkpoints"),
    (lambda d: d["lines"][0].update(actions=[]), "lines.0.actions"),
    (lambda d: d["lines"][1].update(name=""), "lines.1.name"),
])
def test_a_bad_tree_names_the_field(tmp_path, mutate, field):
    doc = tree_doc()
    mutate(doc)
    (tmp_path / "bad.json").write_text(json.dumps(doc))
    with pytest.raises(FileError) as err:
        Battle.load(tmp_path / "bad.json")
    assert any(p.path == field for p in err.value.problems), str(err.value)


def test_verify_replays_every_branch_and_names_a_diverging_one(tmp_path):
    doc = tree_doc()
    path = tmp_path / "t.json"
    path.write_text(json.dumps(doc))
    b = Battle.load(path)
    assert b.history.verify(b, str(path)) == 1
    doc["lines"][1]["checkpoints"][1] = "0" * 16
    path.write_text(json.dumps(doc))
    b = Battle.load(path)  # loading checks the current line only
    with pytest.raises(FileError) as err:
        b.history.verify(b, str(path))
    assert [p.path for p in err.value.problems] == ["lines.1.checkpoints.1"]
