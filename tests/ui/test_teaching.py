"""Teaching mode on screen (issue 14): a lesson driven through the teaching scene with posted events.
A wrong action gets the step's hint and nothing changes; Show me does the step; Back undoes it; the end
shows a summary and the next lesson; progress is kept in the settings folder; the menu's Learn to play and
the rules panel's lesson links open lessons."""
import json

import pygame
import pygame_gui
import pytest

from game.teaching.library import lessons_dir
from game.teaching.progress import load_progress, progress_path
from game.ui.scenes.teaching import TeachingScene, open_lesson
from tests.ui.driver import ev

ARCHERY = lessons_dir() / "iron_winds_3_archery.json"
FOI_TURN = lessons_dir() / "fields_of_iron_1_turn.json"


def to_step(d, n):
    while d.scene.run.index < n:
        if d.scene.run.waiting:
            d.click_button("Show me")
        d.click_button("Next")


def test_a_wrong_action_gets_the_hint_and_nothing_changes(lesson):
    d = lesson(ARCHERY)
    scene = d.scene
    to_step(d, 2)
    assert scene.run.waiting and d.button("Next").is_enabled is False
    before = scene.session.battle.state_hash()
    d.key(pygame.K_SPACE)                              # Space: end archery, not what the step asks
    assert scene.session.battle.state_hash() == before and scene.session.battle.log == []
    assert scene.note.startswith("This step is about the archers' shot")
    assert scene.toasts[-1][0].startswith("This step is about the archers' shot")
    assert any(line[0] == scene.note for line in scene.lesson_lines())


def test_the_learner_does_the_step_through_the_odds_panel(lesson):
    d = lesson(ARCHERY)
    scene = d.scene
    to_step(d, 2)
    scene.select("archers")
    d.step()
    d.click_button("1  Shoot")                          # the action panel; a roll shows its odds first
    assert scene.odds.active
    assert any("odds panel" in line[0] for line in scene.lesson_lines())
    d.click_button("Roll")
    assert scene.session.battle.state.units["knights"].figures == 5
    assert scene.run.performed and d.button("Next").is_enabled
    assert any(line[0].startswith("The die shows 6") for line in scene.lesson_lines())
    assert "Look for: Lost 5 figures (infantry: -1 per 2) -2" in [line[0] for line in scene.lesson_lines()]


def test_show_me_back_and_finish_with_summary_progress_and_next_lesson(lesson, home):
    d = lesson(ARCHERY)
    scene = d.scene
    to_step(d, 2)
    d.click_button("Show me")                           # a roll: Show me first shows its odds, as a player sees them
    battle = scene.session.battle
    assert scene.odds.active and battle.log == [] and scene.run.waiting
    assert any("Show me again" in line[0] for line in scene.lesson_lines())
    d.click_button("Show me")                           # ...and again: the dice are thrown
    assert battle.state.units["knights"].figures == 5 and len(battle.log) == 1
    texts = [e.text for e in battle.events]
    assert any("6 -2 = 4, divided by 3, rounding down: 1 casualty" in t for t in texts)   # the dice log's entry
    d.click_button("Back")                              # the step taken back (teaching mode undoes rolls)
    assert battle.log == [] and battle.state.units["knights"].figures == 6 and scene.run.index == 1
    d.click_button("Next")
    d.click_button("Show me")
    d.click_button("Roll")                              # Roll on the odds panel does the same
    d.click_button("Next")
    assert scene.run.finished and d.button("Finish")
    d.click_button("Finish")
    assert scene.summary and d.button("Next lesson") and d.button("Again")
    assert any(line[0].startswith("Lesson complete") for line in scene.lesson_lines())
    assert load_progress().done("iron_winds_3_archery")
    assert json.loads(progress_path().read_text())["lessons"]["iron_winds_3_archery"]["done"] is True
    d.click_button("Next lesson")
    nxt = d.app.scenes.top
    assert isinstance(nxt, TeachingScene) and nxt is not scene and nxt.run.lesson.id == "iron_winds_4_melee"


def test_again_restarts_and_ctrl_z_walks_back(lesson):
    d = lesson(FOI_TURN)
    scene = d.scene
    to_step(d, 3)
    assert len(scene.session.battle.log) == 1
    d.key(pygame.K_z, pygame.KMOD_CTRL)
    assert scene.run.index == 2 and scene.session.battle.log == []


def test_a_kind_step_accepts_the_learners_own_move_and_refuses_another_unit(lesson):
    d = lesson(FOI_TURN)
    scene = d.scene
    to_step(d, 2)
    from game.rulesets.fields_of_iron.actions import EndActivation, Move

    assert not scene.commit(EndActivation("n_bow"))             # another unit: the hint, nothing done
    assert scene.note.startswith("Move the North Spearmen") and scene.session.battle.log == []
    assert scene.commit(Move("n_spear", ((1, 1, 4),)))           # a different hex, still a Move of the spearmen
    assert scene.run.performed and scene.session.battle.log[-1] == Move("n_spear", ((1, 1, 4),))


def test_no_handover_screen_in_a_lesson(lesson):
    d = lesson(FOI_TURN)
    to_step(d, 5)                                        # North, South, North have acted
    assert all(type(s).__name__ != "HandoverScene" for s in d.app.scenes._stack)


def test_menu_learn_to_play_picks_ruleset_then_lesson(play, home):
    from game.core.battle import Battle
    from game.ui.scenes.menu import MenuScene
    from tests.ui.rulesets import hex_scenario

    d = play(Battle.start(hex_scenario(), 1))
    d.key(pygame.K_ESCAPE)
    while not isinstance(d.app.scenes.top, MenuScene):
        d.key(pygame.K_ESCAPE)
    d.click_button("Learn to play")
    from game.teaching.library import shipped_lessons

    d.click_button(f"Iron Winds of War: {len(shipped_lessons('iron_winds'))} lessons (0 done)")
    d.click_button("3. Archery")
    scene = d.app.scenes.top
    assert isinstance(scene, TeachingScene) and scene.run.lesson.id == "iron_winds_3_archery"
    to_step(d, 1)
    d.step()
    scene.open_menu()                                     # back to the menu it came from
    assert isinstance(d.app.scenes.top, MenuScene)
    d.click_button("Learn to play")
    d.click_button("Iron Winds of War")
    d.click_button("3. Archery: warrior archers against knights  (reached step 2)")
    again = d.app.scenes.top
    assert isinstance(again, TeachingScene) and again is not scene and again.run.index == 1   # resumed there
    assert again.toasts[-1][0].startswith("Back where you left off: step 2")


def test_rules_panel_links_each_rule_to_its_lesson(play, home):
    from game.core.battle import Battle
    from game.content.library import maps_dir
    from game.ui.panels.rulings import LESSON_LINK, rulings_html

    battle = Battle.from_file(maps_dir() / "iron_winds_border_skirmish.json", seed=1)
    html = rulings_html(battle.ruleset, __import__("game.teaching.library", fromlist=["x"]).shipped_lessons(
        "iron_winds"), links=True)
    assert f"<a href='{LESSON_LINK}{ARCHERY}'>Archery: warrior archers against knights</a>" in html
    assert html.count("<b>RULINGS</b>") == 1 and "Decision:" in html
    d = play(battle)
    d.key(pygame.K_F1)
    win = d.scene.dialogs["rulings"]
    pygame.event.post(ev(pygame_gui.UI_TEXT_BOX_LINK_CLICKED, link_target=f"{LESSON_LINK}{ARCHERY}",
                         ui_element=win.box, ui_object_id=""))
    d.step(2)
    top = d.app.scenes.top
    assert isinstance(top, TeachingScene) and top.run.lesson.id == "iron_winds_3_archery"


def test_a_broken_lesson_file_shows_a_message_not_a_crash(home, tmp_path):
    from game.ui.app import App

    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "wartable-lesson", "id": "x"}')
    app = App((1024, 700))
    try:
        assert open_lesson(app, bad) is None
        assert app.messages and app.messages[-1][0] == "Cannot open that lesson"
        assert f"{bad}: ruleset: required field is missing" in app.messages[-1][1]
    finally:
        app.window.destroy()


def test_capture_renders_a_lesson_step(tmp_path, home):
    from game.cli.main import main as cli

    out = tmp_path / "step.png"
    assert cli(["capture", str(ARCHERY), str(out), "--step", "3", "--show-me", "--size", "1024x700"]) == 0
    img = pygame.image.load(str(out))
    assert img.get_size() == (1024, 700)
    assert cli(["capture", str(ARCHERY), str(out), "--step", "9"]) == 2
    assert not progress_path().exists()                  # a screenshot is not the player learning


def test_play_on_a_lesson_file_opens_the_teaching_scene(home):
    from game.ui.app import App
    from game.ui.launch import first_scene

    app = App((1024, 700))
    try:
        scene = first_scene(app, str(FOI_TURN))
        assert isinstance(scene, TeachingScene) and scene.run.lesson.id == "fields_of_iron_1_turn"
    finally:
        app.window.destroy()


def test_play_on_a_broken_lesson_says_so_and_opens_the_menu(home, tmp_path):
    import json

    from game.ui.app import App
    from game.ui.launch import first_scene
    from game.ui.scenes.menu import MenuScene

    bad = tmp_path / "bad_lesson.json"
    bad.write_text(json.dumps(json.loads(FOI_TURN.read_text()) | {"steps": "not a list"}))
    app = App((1024, 700))
    try:
        scene = first_scene(app, str(bad))
        assert isinstance(scene, MenuScene)
        assert [title for title, _ in app.messages] == ["Cannot open that lesson"]
    finally:
        app.window.destroy()


@pytest.mark.parametrize("path", sorted(lessons_dir().glob("*.json")), ids=lambda p: p.stem)
def test_every_shipped_lesson_walks_through_the_scene_to_its_summary(lesson, path):
    """Each step drawn with its highlights, done by Show me (or read), then Next; the end is the summary."""
    d = lesson(path, size=(1024, 700))
    scene = d.scene
    for _ in range(scene.run.count):
        if scene.run.waiting:
            d.click_button("Show me")
            if scene.odds.active:                        # a roll: its odds first, then Show me again rolls
                d.click_button("Show me")
            assert not scene.run.waiting, scene.run.step.title
        d.click_button("Finish" if scene.run.index == scene.run.count - 1 else "Next")
    assert scene.summary and scene.run.finished


def test_an_action_the_rules_forbid_shows_the_rule_and_the_step_hint(lesson):
    """Iron Winds terrain lesson, the levy's step: knights into the wood are refused by the rules (the toast
    names Terrain Effects); the panel keeps the step's hint; nothing changes."""
    from game.rulesets.iron_winds.actions import Move

    d = lesson(lessons_dir() / "iron_winds_2_terrain.json")
    scene = d.scene
    to_step(d, 3)
    before = scene.session.battle.state_hash()
    assert not scene.commit(Move("h_knights", ((31, 24, 0),)))
    assert scene.toasts[-1][0].startswith("Refused: only levy units (and elves) may move in or through woods")
    assert "Terrain Effects" in scene.toasts[-1][0] and scene.note.startswith("Move the Levy Archers")
    assert scene.session.battle.state_hash() == before


def test_keys_n_b_m_walk_the_lesson(lesson):
    d = lesson(ARCHERY)
    scene = d.scene
    d.key(pygame.K_n)
    d.key(pygame.K_n)
    assert scene.run.index == 2 and scene.run.waiting
    d.key(pygame.K_n)                                    # Next is disabled while the step waits: nothing
    assert scene.run.index == 2
    d.key(pygame.K_m)                                    # Show me: the shot's odds first
    assert scene.odds.active and not scene.run.performed
    d.key(pygame.K_m)                                    # again: the shot
    assert scene.run.performed and scene.session.battle.state.units["knights"].figures == 5
    d.key(pygame.K_b)                                    # Back
    assert scene.run.index == 1 and scene.session.battle.log == []
