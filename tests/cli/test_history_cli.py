"""`replay --verify` checks every branch; `branch SAVE --at N --out NEW` forks a save (issue 17)."""
import json
import subprocess
import sys
from pathlib import Path

import pytest

import tests.core.race  # noqa: F401 - registers the test-only race ruleset in this process
from game.cli.main import main
from game.core.battle import Battle
from tests.core.race import Dash, race_scenario

ROOT = Path(__file__).resolve().parents[2]
FIXTURE = ROOT / "tests" / "core" / "fixtures" / "save_v1_fields_of_iron.json"


def run_cli(capsys, *argv):
    code = main([str(a) for a in argv])
    out = capsys.readouterr()
    return code, out.out, out.err


def saved(tmp_path, n=6):
    b = Battle.start(race_scenario(length=40), seed=4)
    for _ in range(n):
        b.perform(Dash(b.to_act()))
    path = tmp_path / "s.json"
    b.save(path)
    return b, path


@pytest.mark.parametrize("at", [0, 1, 6])
def test_branch_at_0_1_and_the_last_step_keeps_the_rest(tmp_path, capsys, at):
    b, path = saved(tmp_path)
    out = tmp_path / "new.json"
    code, text, err = run_cli(capsys, "branch", path, "--at", at, "--out", out, "--name", "Try again")
    assert code == 0, err
    assert f"first {at} of 6 actions" in text
    new = Battle.load(out)
    assert new.checkpoints == b.checkpoints[:at] and new.history.line(new.history.current).name == "Try again"
    assert new.history.full("main")[1] == b.checkpoints  # the line it left, whole
    code, text, _ = run_cli(capsys, "replay", out, "--verify")
    assert code == 0 and "1 other line of its history replayed" in text


def test_branch_refuses_a_step_outside_the_line_and_an_existing_out(tmp_path, capsys):
    _, path = saved(tmp_path)
    code, _, err = run_cli(capsys, "branch", path, "--at", 7, "--out", tmp_path / "x.json")
    assert code == 2 and f"{path}: actions: --at 7 is outside its current line (keep 0..6" in err
    code, _, err = run_cli(capsys, "branch", path, "--at", 2, "--out", path)
    assert code == 2 and "already exists; pass --force" in err


def test_replay_verify_names_a_diverging_branch(tmp_path, capsys):
    b, path = saved(tmp_path)
    b.play_from(2)
    b.perform(Dash(b.to_act()))
    b.perform(Dash(b.to_act()))
    b.switch_branch("main")
    doc = json.loads(b.save_text())
    doc["lines"][1]["checkpoints"][1] = "0" * 16
    path.write_text(json.dumps(doc))
    code, _, err = run_cli(capsys, "replay", path)  # without --verify only the current line is replayed
    assert code == 0
    code, _, err = run_cli(capsys, "replay", path, "--verify")
    assert code == 2 and f"{path}: lines.1.checkpoints.1: branch 'b1'" in err
    code, out, _ = run_cli(capsys, "validate", path)                 # validate checks every branch too
    assert code == 2 and f"{path}: lines.1.checkpoints.1: branch 'b1'" in out


def test_branch_and_verify_in_fresh_processes_on_a_version_1_save(tmp_path):
    """The shipped-ruleset fixture (save version 1) is forked and every line re-verified by `python -m game`."""
    out = tmp_path / "fork.json"
    done = subprocess.run([sys.executable, "-m", "game", "branch", str(FIXTURE), "--at", "5", "--out", str(out)],
                          cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    doc = json.loads(out.read_text())
    old = json.loads(FIXTURE.read_text())
    assert doc["save_version"] == 2 and doc["actions"] == old["actions"][:5]
    assert [(ln["id"], ln.get("parent"), ln["at"]) for ln in doc["lines"]] == [("main", None, 0), ("b1", "main", 5)]
    assert doc["lines"][0]["actions"] == old["actions"] and doc["lines"][0]["checkpoints"] == old["checkpoints"]
    check = subprocess.run([sys.executable, "-m", "game", "replay", str(out), "--verify"], cwd=ROOT,
                           capture_output=True, text=True)
    assert check.returncode == 0, check.stderr
    assert "5 actions replayed, every checkpoint hash matches" in check.stdout
    assert "1 other line of its history replayed" in check.stdout
