"""The command line: exit codes, one line per problem, never a traceback."""
import json
import subprocess
import sys
from pathlib import Path

import pytest

import tests.core.race  # noqa: F401 - registers the test-only race ruleset in this process
from game.cli.main import main
from game.core.battle import Battle
from tests.content.samples import hex_doc, table_doc
from tests.core.race import Dash, race_scenario

ROOT = Path(__file__).resolve().parents[2]


def run_cli(capsys, *argv):
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def write(tmp_path, name, doc):
    p = tmp_path / name
    p.write_text(json.dumps(doc) if not isinstance(doc, str) else doc)
    return str(p)


def test_help_lists_every_command():
    out = subprocess.run([sys.executable, "-m", "game", "--help"], cwd=ROOT, capture_output=True, text=True)
    assert out.returncode == 0
    for cmd in ("play", "validate", "schema", "simulate", "replay", "capture"):
        assert cmd in out.stdout


def test_validate_good_files_exit_0(tmp_path, capsys):
    a = write(tmp_path, "a.json", hex_doc())
    b = write(tmp_path, "b.json", table_doc())
    code, out, _ = run_cli(capsys, "validate", a, b)
    assert code == 0 and "2 file(s) valid" in out


def test_validate_bad_files_exit_2_one_line_per_problem(tmp_path, capsys):
    doc = hex_doc()
    doc["sides"][0]["units"][0]["at"] = [40, 40]
    doc["sides"][1]["units"][0]["profile"] = "ghost"
    bad_sem = write(tmp_path, "sem.json", doc)
    doc2 = hex_doc()
    doc2["board"]["cols"] = "many"
    doc2["extra"] = 1
    bad_schema = write(tmp_path, "schema.json", doc2)
    doc3 = hex_doc() | {"ruleset": "chess"}
    bad_rules = write(tmp_path, "rules.json", doc3)
    broken = write(tmp_path, "broken.json", "{not json")
    code, out, err = run_cli(capsys, "validate", bad_sem, bad_schema, bad_rules, broken)
    assert code == 2 and "Traceback" not in out + err
    lines = out.strip().splitlines()
    assert f"{bad_sem}: sides.0.units.0.at: [40, 40] is off the board (6 x 5 hexes)" in lines
    assert f"{bad_sem}: sides.1.units.0.profile: no profile 'ghost' in race or in this file's profiles" in lines
    assert any(line.startswith(f"{bad_schema}: board.cols: ") for line in lines)
    assert f"{bad_schema}: extra: unknown field (not part of this file format)" in lines
    assert any(line.startswith(f"{bad_rules}: ruleset: unknown ruleset 'chess'") for line in lines)
    assert any(line.startswith(f"{broken}: (file): not valid JSON") for line in lines)


def test_validate_checks_saves_too(tmp_path, capsys):
    b = Battle.start(race_scenario(), seed=2)
    b.perform(Dash("red"))
    path = tmp_path / "s.json"
    b.save(path)
    assert run_cli(capsys, "validate", str(path))[0] == 0
    doc = json.loads(path.read_text())
    doc["checkpoints"][0] = "f" * 16
    path.write_text(json.dumps(doc))
    code, out, _ = run_cli(capsys, "validate", str(path))
    assert code == 2 and "checkpoints.0" in out


def test_schema_writes_every_format(tmp_path, capsys):
    code, out, _ = run_cli(capsys, "schema", str(tmp_path / "schemas"))
    assert code == 0
    scenario = json.loads((tmp_path / "schemas" / "scenario.schema.json").read_text())
    assert "board" in scenario["properties"] and "$schema" in scenario["properties"]
    assert (tmp_path / "schemas" / "save.schema.json").exists()
    assert (tmp_path / "schemas" / "profile.schema.json").exists()


def test_simulate_json_and_exit_codes(tmp_path, capsys):
    sc = write(tmp_path, "race.json", race_scenario(length=30).model_dump(mode="json", exclude_unset=True))
    code, out, _ = run_cli(capsys, "simulate", "--ruleset", "race", "--games", "12", "--seed", "3",
                           "--scenario", sc, "--json")
    report = json.loads(out)
    assert code == 0
    assert set(report) >= {"ruleset", "games", "actions", "exceptions", "violations", "mean_actions", "wins", "seconds"}
    assert report["games"] == 12 and report["exceptions"] == 0 and report["violations"] == 0
    assert sum(report["wins"].values()) == 12 and report["actions"] > 12
    code2, out2, _ = run_cli(capsys, "simulate", "--ruleset", "race", "--games", "12", "--seed", "3",
                             "--scenario", sc, "--json")
    assert json.loads(out2)["actions"] == report["actions"]  # seeded: the same battles again


def test_simulate_names_the_failing_seed(tmp_path, capsys, monkeypatch):
    from tests.core.race import Race

    monkeypatch.setattr(Race, "invariants", lambda self, s: ["red is fast"] if s.position["red"] > 5 else [])
    sc = write(tmp_path, "race.json", race_scenario(length=30).model_dump(mode="json", exclude_unset=True))
    code, _, err = run_cli(capsys, "simulate", "--ruleset", "race", "--games", "3", "--seed", "40", "--scenario", sc)
    assert code == 1 and "FAILED seed 40" in err and "red is fast" in err


def test_simulate_unknown_ruleset(capsys):
    code, _, err = run_cli(capsys, "simulate", "--ruleset", "chess", "--games", "1")
    assert code == 2 and "unknown ruleset 'chess'" in err


def test_replay_verify(tmp_path, capsys):
    b = Battle.start(race_scenario(length=30), seed=9)
    for _ in range(5):
        b.perform(Dash(b.to_act()))
    path = tmp_path / "s.json"
    b.save(path)
    code, out, _ = run_cli(capsys, "replay", str(path), "--verify")
    assert code == 0 and "every checkpoint hash matches" in out
    doc = json.loads(path.read_text())
    doc["checkpoints"][3] = "0" * 16
    path.write_text(json.dumps(doc))
    code, _, err = run_cli(capsys, "replay", str(path), "--verify")
    assert code == 2 and "checkpoints.3" in err


@pytest.mark.parametrize("argv", [["capture", "nope.json", "x.png"], ["replay", "missing.json"],
                                  ["capture", "x.json", "y.png", "--size", "big"]])
def test_bad_paths_exit_2_without_traceback(capsys, argv):
    code, out, err = run_cli(capsys, *argv)
    assert code == 2 and "Traceback" not in out + err and err.strip()
