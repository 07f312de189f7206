"""Playing a lesson step by step (refusals with the hint, Show me, Back), the lesson dice, the recorder
and the progress file (issue 14: the teaching scene's engine side, Authoring, progress)."""
import json

from game.cli.main import main as cli
from game.core.battle import Battle
from game.rulesets.iron_winds.actions import EndArchery, Shoot
from game.teaching.check import check_lesson
from game.teaching.dice import LessonDice
from game.teaching.load import load_lesson
from game.teaching.progress import Progress, load_progress, progress_path
from game.teaching.record import record_lesson
from game.teaching.run import CONTINUE_HINT, LessonRun

from .helpers import ARCHERY, archery_doc, write


def test_a_continue_step_refuses_any_action_with_its_hint_and_nothing_changes():
    run = LessonRun(load_lesson(ARCHERY))
    before = run.battle.state_hash()
    ok, hint = run.allows(Shoot("archers", "knights"))
    assert not ok and hint == CONTINUE_HINT
    assert run.battle.state_hash() == before and run.battle.log == []


def test_an_action_step_allows_only_its_action_and_gives_the_hint_otherwise():
    run = LessonRun(load_lesson(ARCHERY))
    run.next(), run.next()
    assert run.index == 2 and run.waiting and not run.can_next
    ok, hint = run.allows(EndArchery("red"))
    assert not ok and hint.startswith("This step is about the archers' shot")
    assert run.allows(Shoot("archers", "knights")) == (True, "")
    events = run.perform(Shoot("archers", "knights"))
    assert events[0].get("casualties") == 1                  # the scripted 6: Event II's worked example
    assert run.step_problems() == [] and run.can_next


def test_a_kind_step_allows_any_action_of_its_kind_by_its_unit(tmp_path):
    doc = archery_doc()
    doc["steps"][2].update(do="kind", kind="Shoot", unit="archers")
    run = LessonRun(load_lesson(write(tmp_path, doc)))
    run.next(), run.next()
    assert run.allows(EndArchery("red"))[0] is False
    assert run.allows(Shoot("archers", "knights"))[0] is True


def test_show_me_then_back_restores_the_battle_and_the_dice():
    run = LessonRun(load_lesson(ARCHERY))
    run.next(), run.next()
    start = run.battle.state_hash()
    run.show_me()
    assert run.battle.state.units["knights"].figures == 5
    run.next()
    assert run.back() and run.index == 2 and not run.performed
    assert run.battle.state_hash() == start and run.battle.state.units["knights"].figures == 6
    run.show_me()                                          # the same faces again: the lesson always teaches the same
    assert run.step_problems() == []


def test_back_at_the_first_step_and_restart():
    run = LessonRun(load_lesson(ARCHERY))
    assert not run.can_back and not run.back()
    while run.can_next or run.waiting:
        run.show_me()
        run.next() if run.can_next else None
    assert run.finished
    run.restart()
    assert run.index == 0 and run.battle.log == [] and run.battle.state_hash() == run.battle.start_hash


def test_lesson_dice_seek_each_step_and_go_on_seeded_past_the_script():
    d = LessonDice.for_lesson([1], [[2, 3], [4]], seed=5)
    assert d.roll("d6", why="setup").value == 1
    d.seek_step(1)
    assert d.roll("d6", why="x").value == 4
    state = d.get_state()
    spare = [d.roll("d6", why="spare").value for _ in range(3)]        # past the script: no error
    d.set_state(state)
    assert [d.roll("d6", why="spare").value for _ in range(3)] == spare  # and undo replays them exactly


def test_record_a_scenario_and_actions_into_a_skeleton_that_passes_check(tmp_path):
    scenario = tmp_path / "duel.json"
    scenario.write_text(json.dumps(archery_doc()["scenario"]))
    actions = tmp_path / "actions.txt"
    actions.write_text("# the archers shoot, then Red moves first\nShoot(unit='archers', target='knights')\n\n"
                       "ChooseOrder(side='red', first=True)\n")
    out = tmp_path / "recorded.json"
    assert cli(["lesson", "record", str(scenario), str(out), "--actions", str(actions), "--seed", "5"]) == 0
    doc = json.loads(out.read_text())
    assert doc["scenario"] == "duel.json" and doc["seed"] == 5 and doc["ruleset"] == "iron_winds"
    shoot = doc["steps"][1]
    assert shoot["action"] == "Shoot(unit='archers', target='knights')" and shoot["rule"] == "Event II. Archery"
    kinds = [k for k, _ in shoot["dice"]]
    assert kinds[0] == "d6" and set(kinds[1:]) == {"2d6"} and len(kinds[1:]) % 4 == 0  # the shot, then roll-off(s)
    assert {"kind": "shoot"} in shoot["expect"] and doc["steps"][2]["action"].startswith("ChooseOrder")
    assert check_lesson(out) == []                        # replays the recorded battle on scripted dice


def test_record_a_save(tmp_path):
    battle = Battle.start(load_lesson(ARCHERY).scenario, seed=9)
    battle.perform(Shoot("archers", "knights"))
    save = tmp_path / "game.json"
    battle.save(save)
    doc = record_lesson(str(save), str(tmp_path / "out.json"))
    assert doc["seed"] == 9 and isinstance(doc["scenario"], dict)
    first = battle.dice.rolls[0].faces[0]
    assert doc["steps"][1]["dice"][0] == ["d6", first]
    (tmp_path / "out.json").write_text(json.dumps(doc))
    assert check_lesson(tmp_path / "out.json") == []


def test_record_a_scenario_without_actions_says_so(tmp_path, capsys):
    scenario = write(tmp_path, archery_doc()["scenario"], "sc.json")
    assert cli(["lesson", "record", str(scenario), str(tmp_path / "o.json")]) == 2
    assert "a scenario needs --actions FILE" in capsys.readouterr().err


def test_record_an_illegal_action_names_its_line(tmp_path, capsys):
    scenario = write(tmp_path, archery_doc()["scenario"], "sc.json")
    actions = tmp_path / "a.txt"
    actions.write_text("Shoot(unit='knights', target='archers')\n")
    assert cli(["lesson", "record", str(scenario), str(tmp_path / "o.json"), "--actions", str(actions)]) == 2
    assert f"{actions}: actions.0: cannot play" in capsys.readouterr().err


def test_progress_round_trip_and_a_corrupt_file(home_dir):
    p = Progress()
    p.reached("a", 3)
    p.reached("a", 1)
    p.reached("b", 2, done=True)
    p.save()
    back = load_progress()
    assert back.step("a") == 3 and not back.done("a") and back.done("b") and back.step("zzz") == 0
    progress_path().write_text("{broken")
    bad = load_progress()
    assert bad.lessons == {} and "lesson progress unreadable" in bad.problem


def test_lenient_dice_replace_a_face_that_does_not_fit_instead_of_failing():
    """The teaching scene's dice: a learner's roll the script did not foresee (a 2d6 where a d6 face is
    scripted, a face too big) gets a seeded face; the checker's strict dice refuse it."""
    import pytest

    from game.core.dice import DiceScriptError

    strict = LessonDice.for_lesson([], [[("d6", 4), 12]], seed=3)
    with pytest.raises(DiceScriptError):
        strict.roll("2d6", why="x")
    lenient = LessonDice.for_lesson([], [[("d6", 4), 12]], seed=3, lenient=True)
    assert 2 <= lenient.roll("2d6", why="x").value <= 12      # both faces replaced (neither fits a 2d6 die)
    lenient.seek_step(0)
    assert lenient.roll("d6", why="y").value == 4              # a fitting face is used as scripted
