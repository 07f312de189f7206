"""The menu (scenarios, rulings, autosave, settings) and the settings file."""
import json

import pygame
import pytest

from game.core.battle import Battle
from game.ui.scenes.battle import BattleScene
from game.ui.scenes.menu import MenuScene
from game.ui.settings import Settings, load_settings, save_settings, settings_path
from tests.ui.rulesets.scenarios import hex_doc, table_doc


@pytest.fixture
def user_scenarios(home):
    folder = home / "scenarios"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "hex_test.json").write_text(json.dumps(hex_doc()))
    (folder / "table_test.json").write_text(json.dumps(table_doc()))
    return folder


def open_menu(d):
    while not isinstance(d.app.scenes.top, MenuScene):
        d.key(pygame.K_ESCAPE)
    menu = d.app.scenes.top
    assert isinstance(menu, MenuScene)
    return menu


def test_the_menu_shows_each_scenario_with_its_ruleset_board_and_briefing(play, user_scenarios):
    from tests.ui.rulesets import hex_scenario

    d = play(Battle.start(hex_scenario(), 1))
    menu = open_menu(d)
    texts = list(menu.by_text)
    assert "Table test battle  (Table Skirmish (test ruleset))" in texts
    assert any(t.startswith("First Clash at Harrow Ford") for t in texts)         # the shipped maps too
    item = next(i for i in menu.list.item_list if i["text"].startswith("Table test battle"))
    d.click(item["button_element"].rect.center)
    d.step(3)                                    # the list posts its selection as events
    html = menu.details.html_text
    assert "Table Skirmish (test ruleset)" in html and '48" x 36" table' in html and "A skirmish across a river." in html
    assert menu.buttons["start"].is_enabled
    d.click_button("Rulings")
    win = menu.dialogs["rulings"]
    assert win.window_display_title == "Rulings - Table Skirmish (test ruleset)"
    win.kill()
    d.click_button("Start this battle")
    d.click_button("Start battle")               # the seats dialog: both sides played by people
    scene = d.app.scenes.top
    assert isinstance(scene, BattleScene) and scene.session.scenario.title == "Table test battle"
    assert scene.computer.levels == {}
    assert scene.session.battle.scenario_file == str(user_scenarios / "table_test.json")
    assert len(d.app.scenes) == 1


def test_escape_in_the_menu_goes_back_to_the_same_battle(play):
    from tests.ui.rulesets import table_scenario

    d = play(Battle.start(table_scenario(), 1))
    scene = d.scene
    open_menu(d)
    assert not scene.topbar.buttons["undo"].visible                     # the battle's panels hide
    d.key(pygame.K_ESCAPE)
    assert d.app.scenes.top is scene and scene.topbar.buttons["undo"].visible


def test_a_scenario_whose_ruleset_is_missing_cannot_start_and_says_why(play, home):
    from tests.ui.rulesets import hex_scenario

    folder = home / "scenarios"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "x.json").write_text(json.dumps(hex_doc() | {"ruleset": "no_such_rules", "title": "Nope"}))
    d = play(Battle.start(hex_scenario(), 1))
    menu = open_menu(d)
    menu.choose(next(t for t in menu.by_text if t.startswith("Nope")))
    assert not menu.buttons["start"].is_enabled
    assert "not installed" in menu.details.html_text


def test_settings_round_trip_atomically_and_apply(play, home):
    from tests.ui.rulesets import hex_scenario

    d = play(Battle.start(hex_scenario(), 1))
    menu = open_menu(d)
    d.click_button("Settings...")
    win = menu.dialogs["settings"]
    win.menus["Window size"].selected_option = ("1024 x 700", "1024x700")
    win.menus["Dice animation"].selected_option = ("Slow", "slow")
    win.menus["Hand-over screen"].selected_option = ("Whenever the side to act changes", "always")
    win.menus["Computer pace"].selected_option = ("Fast (a quarter second)", "fast")
    win.menus["Computer style"].selected_option = ("Aggressive", "aggressive")
    d.click_button("Save")
    assert load_settings() == (Settings(window=(1024, 700), animation="slow", handover="always", computer_pace="fast",
                                        computer_personality="aggressive"), None)
    assert d.app.size == (1024, 700) and d.app.settings.animation_factor == 0.5
    assert not list(settings_path().parent.glob(".settings.json.*"))      # no temp files left behind


@pytest.mark.parametrize("text, says", [
    ("{not json", "not valid JSON (line 1"),
    ('{"window": [10, 10]}', "window: must be [width, height]"),
    ('{"animation": "ludicrous"}', "animation: one of off, fast, normal, slow"),
    ('{"colour": "red"}', "colour: unknown setting"),
    ('{"computer_pace": "instant"}', "computer_pace: one of slow, steady, fast"),
    ('{"computer_personality": "reckless"}', "computer_personality: one of aggressive, bold, balanced"),
    ('{"handover": ["rules"]}', "handover: one of off, rules, always"),              # a list: no crash
    ('{"ui_scale": 120}', "ui_scale: one of 100, 125, 150, 175, 200 (per cent)"),
    ('{"ui_scale": true}', "ui_scale: one of 100"),
])
def test_a_corrupt_settings_file_falls_back_to_the_defaults_with_a_message(home, text, says):
    path = settings_path()
    path.write_text(text)
    settings, message = load_settings()
    assert settings == Settings() and str(path) in message and says in message


def test_the_app_starts_with_a_corrupt_settings_file_and_shows_why(home):
    from game.ui.launch import build_app

    settings_path().write_text("[1, 2")
    app = build_app(None, (1000, 700))
    try:
        assert app.settings == Settings()
        assert app.messages[-1][0] == "Settings reset"
    finally:
        app.window.destroy()
        pygame.event.clear()


def test_saved_settings_are_what_the_next_start_reads(home):
    save_settings(Settings(window=(1440, 900), animation="fast", handover="off"))
    assert load_settings()[0] == Settings(window=(1440, 900), animation="fast", handover="off")


def test_escape_closes_an_open_window_before_anything_else(play):
    from tests.ui.rulesets import hex_scenario

    d = play(Battle.start(hex_scenario(), 1))
    scene = d.scene
    d.click(d.unit("r1"))
    d.key(pygame.K_F1)
    assert scene.dialogs["rulings"].alive()
    d.key(pygame.K_ESCAPE)
    assert not scene.dialogs["rulings"].alive() and scene.selected == "r1"
