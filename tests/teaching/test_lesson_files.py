"""Lesson files: a malformed lesson gives `FILE: field: problem` (issue 14, Lesson files and Checks)."""
import json
import subprocess
import sys

import pytest

from game.cli.main import main as cli
from game.content import FileError
from game.teaching.check import check_lesson
from game.teaching.load import load_lesson

from .helpers import ARCHERY, archery_doc, write


def problems(tmp_path, doc) -> list[str]:
    path = write(tmp_path, doc)
    try:
        load_lesson(path)
    except FileError as exc:
        return [str(p).replace(str(path), "FILE") for p in exc.problems]
    return []


def test_the_archery_lesson_loads_with_its_actions_parsed():
    ll = load_lesson(ARCHERY)
    assert ll.ruleset.name == "iron_winds" and ll.scenario_file is None          # an inline scenario
    assert [a.to_text() if a else None for a in ll.actions] == [None, None, "Shoot(unit='archers', target='knights')",
                                                                None]


@pytest.mark.parametrize("change, expected", [
    (lambda d: d.update(colour="red"), "FILE: colour: unknown field (not part of this file format)"),
    (lambda d: d["steps"][0].update(rule="Event II. Archerz"),
     "FILE: steps.0.rule: 'Event II. Archerz' is not a section of Iron Winds of War"),
    (lambda d: d["steps"][2].update(action="Shoot(unit='archers', target=)"),
     "FILE: steps.2.action: Iron Winds of War cannot read it"),
    (lambda d: d["steps"][2].update(action="Fly(unit='archers')"),
     "FILE: steps.2.action: Iron Winds of War cannot read it: unknown action 'Fly'"),
    (lambda d: d["steps"][1]["highlight"].update(units=["ghost"]),
     "FILE: steps.1.highlight.units.0: no unit 'ghost' in the lesson's scenario"),
    (lambda d: d["steps"][1]["highlight"]["sight"][0].update({"to": "nobody"}),
     "FILE: steps.1.highlight.sight.0.to: no unit 'nobody' in the lesson's scenario"),
    (lambda d: d["steps"][2].pop("hint"), "FILE: steps.2: a step the learner acts in needs a 'hint'"),
    (lambda d: d["steps"][2].pop("action"), "FILE: steps.2: a step with do='action' needs 'action'"),
    (lambda d: d["steps"][0].update(dice=[3]), "FILE: steps.0: a 'continue' step performs nothing"),
    (lambda d: d["steps"][2].update(do="kind", kind="Charge"), "FILE: steps.2.kind: 'Charge' is not an action of "
                                                              "Iron Winds of War"),
    (lambda d: d["steps"][2].update(dice=[0]), "FILE: steps.2.dice.0"),
    (lambda d: d.update(steps=[]), "FILE: steps: List should have at least 1 item"),
    (lambda d: d.update(ruleset="chess"), "FILE: ruleset: unknown ruleset 'chess'"),
    (lambda d: d.update(scenario="no_such.json"), "FILE: scenario: no scenario file 'no_such.json'"),
    (lambda d: d.update(schema_version=99), "FILE: schema_version: made by a newer Wartable"),
    (lambda d: d.update(format="wartable-save"), "FILE: format: not a Wartable lesson"),
    (lambda d: d["steps"][1]["highlight"].update(areas=[{"center": [1, 2]}]),
     "FILE: steps.1.highlight.areas.0: a circle needs both center and radius"),
])
def test_malformed_lesson_names_file_field_and_problem(tmp_path, change, expected):
    doc = archery_doc()
    change(doc)
    found = problems(tmp_path, doc)
    assert any(p.startswith(expected) for p in found), found


def test_not_json_at_all(tmp_path):
    found = problems(tmp_path, "{ not json")
    assert found and found[0].startswith("FILE: (file): not valid JSON")


def test_lesson_check_catches_wrong_dice_and_names_the_step(tmp_path):
    """A step whose scripted die no longer gives the promised result: `FILE: steps.2: expect.0: ...`."""
    doc = archery_doc()
    doc["steps"][2]["dice"][0] = 3
    path = write(tmp_path, doc)
    found = [str(p) for p in check_lesson(path)]
    assert found[0].startswith(f"{path}: steps.2: expect.0: no 'shoot' event saying '6 -2 = 4")
    assert "3 -2 = 1" in found[0]                          # and it says what happened instead


def test_lesson_check_catches_too_few_and_unused_faces(tmp_path):
    doc = archery_doc()
    doc["steps"][2]["dice"] = [6, 4, 3]
    found = [str(p) for p in check_lesson(write(tmp_path, doc))]
    assert any("steps.2: dice: the step rolled more dice than the 3 faces it scripts" in p for p in found)
    doc["steps"][2]["dice"] = [6, 4, 3, 2, 2, 5]
    found = [str(p) for p in check_lesson(write(tmp_path, doc))]
    assert any("steps.2: dice: 1 of the step's 6 scripted faces were not rolled" in p for p in found)


def test_lesson_check_catches_a_refused_action_and_a_missing_modifier(tmp_path):
    doc = archery_doc()
    doc["steps"][2]["modifiers"] = ["Uphill"]
    found = [str(p) for p in check_lesson(write(tmp_path, doc))]
    assert any("steps.2: modifiers.0: no modifier named 'Uphill' applied (applied: Lost 5 figures" in p for p in found)
    doc = archery_doc()
    doc["steps"][2]["action"] = "Shoot(unit='knights', target='archers')"
    found = [str(p) for p in check_lesson(write(tmp_path, doc))]
    assert len(found) == 1 and "steps.2: the rules refuse its action" in found[0]


def test_cli_lesson_check_exit_codes(tmp_path, capsys):
    good = ARCHERY
    assert cli(["lesson", "check", str(good)]) == 0
    doc = archery_doc()
    doc["steps"][2]["dice"][0] = 5
    bad = write(tmp_path, doc)
    assert cli(["lesson", "check", str(good), str(bad)]) == 2
    out = capsys.readouterr()
    assert f"{bad}: steps.2: expect.0" in out.out and "1 of 2 lesson(s) have problems" in out.err


def test_cli_validate_and_schema_know_lessons(tmp_path, capsys):
    doc = archery_doc()
    doc["steps"][0]["rule"] = "Nope"
    bad = write(tmp_path, doc)
    assert cli(["validate", str(ARCHERY)]) == 0
    assert cli(["validate", str(bad)]) == 2
    assert f"{bad}: steps.0.rule: 'Nope' is not a section" in capsys.readouterr().out
    assert cli(["schema", str(tmp_path / "schemas")]) == 0
    schema = json.loads((tmp_path / "schemas" / "lesson.schema.json").read_text())
    assert schema["additionalProperties"] is False and "steps" in schema["required"]


def test_cli_bad_lesson_is_not_a_traceback(tmp_path):
    bad = write(tmp_path, "[1, 2]")
    proc = subprocess.run([sys.executable, "-m", "game", "lesson", "check", str(bad)], capture_output=True, text=True)
    assert proc.returncode == 2 and "Traceback" not in proc.stderr + proc.stdout
    assert f"{bad}: (file): must hold a JSON object" in proc.stdout


def test_lesson_check_verifies_what_a_step_says_the_rules_refuse(tmp_path):
    """A step's `refused` actions must be refused before its own action, for the reason it gives."""
    doc = archery_doc()
    doc["steps"][2]["refused"] = [{"action": "Shoot(unit='knights', target='archers')", "reason": "red's turn"}]
    assert check_lesson(write(tmp_path, doc)) == []                 # not Blue's turn to shoot
    doc["steps"][2]["refused"] = [{"action": "EndArchery(side='red')"}]
    found = [str(p) for p in check_lesson(write(tmp_path, doc))]
    assert any("steps.2: refused.0: the rules allow EndArchery(side='red') here" in p for p in found)
    doc["steps"][2]["refused"] = [{"action": "Shoot(unit='knights', target='archers')", "reason": "too far"}]
    found = [str(p) for p in check_lesson(write(tmp_path, doc))]
    assert any("steps.2: refused.0: refused, but for another reason" in p for p in found)
    doc["steps"][2]["refused"] = [{"action": "Shoot(unit='knights'"}]
    assert any(p.startswith("FILE: steps.2.refused.0.action: Iron Winds of War cannot read it")
               for p in problems(tmp_path, doc))


def test_faces_no_die_of_the_ruleset_shows_are_named_at_load(tmp_path):
    doc = archery_doc()
    doc["steps"][2]["dice"][0] = 7                                   # Iron Winds rolls d6 and 2d6 only
    assert "FILE: steps.2.dice.0: 7 is not a face of any die Iron Winds of War rolls (d6, 2d6: faces 1 to 6)" in \
        problems(tmp_path, doc)
    doc = archery_doc()
    doc["setup_dice"] = [["d12", 3]]
    assert "FILE: setup_dice.0: Iron Winds of War rolls no 'd12'; it rolls d6, 2d6" in problems(tmp_path, doc)


def test_a_face_of_the_wrong_kind_is_a_step_problem_not_a_crash(tmp_path):
    doc = archery_doc()
    doc["steps"][2]["dice"][0] = ["2d6", 6]                          # the shot rolls a d6
    found = [str(p) for p in check_lesson(write(tmp_path, doc))]
    assert found == [f"{tmp_path / 'lesson.json'}: steps.2.dice: the scripted dice do not fit the rolls: scripted "
                     f"dice expected a 2d6 at position 0 but a d6 was rolled"]
