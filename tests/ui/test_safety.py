"""Safety: save and load through the file dialogs, bad files, ruleset errors, autosave and continue."""
import json

import pygame
import pygame_gui
import pytest

from game.core.autosave import Autosaver
from game.core.battle import Battle
from game.ui.scenes.battle import BattleScene
from game.ui.scenes.menu import MenuScene
from tests.ui.driver import ev
from tests.ui.rulesets import hex_scenario, table_scenario


def pick_in_dialog(d, dialog, path) -> None:
    """Type a path into a pygame_gui file dialog and press its OK button."""
    line = dialog.file_path_text_line
    line.set_text(str(path))
    d.post(ev(pygame_gui.UI_TEXT_ENTRY_CHANGED, ui_element=line, text=str(path), ui_object_id=""))
    assert dialog.ok_button.is_enabled
    d.click(dialog.ok_button.rect.center)
    d.step(2)


def messages(d):
    return [title for title, _ in d.app.messages]


def test_save_with_ctrl_s_and_load_with_ctrl_o_through_the_file_dialogs(play, home, tmp_path):
    d = play(Battle.start(table_scenario(), 5))
    d.drag(d.unit("r1"), d.world(14, 26))
    d.key(pygame.K_SPACE)
    before = d.scene.session.battle
    saved = list(before.checkpoints)
    assert len(saved) == 2
    d.key(pygame.K_s, mod=pygame.KMOD_CTRL)
    d.click_button("Browse files")                                        # the file browser, for elsewhere
    dialog = d.scene.dialogs["save"].browser
    assert isinstance(dialog, pygame_gui.windows.UIFileDialog)
    assert str(home / "saves") in dialog.file_path_text_line.get_text()      # starts in the saves folder
    target = tmp_path / "mine.json"
    pick_in_dialog(d, dialog, target)
    assert target.exists() and d.scene.toasts[-1][0] == f"Saved to {target}"
    d.key(pygame.K_z, mod=pygame.KMOD_CTRL)                                  # change the battle on screen
    d.click_button("Undo it")                                                # (the other side's action: asked)
    assert len(d.scene.session.battle.log) == 1
    d.key(pygame.K_o, mod=pygame.KMOD_CTRL)
    d.click_button("Browse files")
    pick_in_dialog(d, d.scene.dialogs["load"].browser, target)
    d.click_button("Load the save")                                          # over a battle in progress: asked
    scene = d.app.scenes.top
    assert isinstance(scene, BattleScene) and scene.session.battle is not before
    assert scene.session.battle.checkpoints == saved
    assert scene.toasts[-1][0] == f"Loaded {target}"


def test_a_bad_save_shows_a_dialog_and_keeps_the_battle(play, tmp_path):
    d = play(Battle.start(hex_scenario(), 5))
    d.key(pygame.K_TAB)
    d.key(pygame.K_SPACE)
    battle = d.scene.session.battle
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "wartable-save", "save_version": 1, "seed": "x"')
    d.scene.load_from(str(bad))
    d.step()
    assert d.app.scenes.top.session.battle is battle and len(battle.log) == 1
    title, text = d.app.messages[-1]
    assert title == "Cannot load that save" and str(bad) in text and "unchanged" in text


def test_saving_where_it_cannot_write_says_so_and_keeps_playing(play, tmp_path):
    d = play(Battle.start(hex_scenario(), 5))
    (tmp_path / "a-file").write_text("")
    assert not d.scene.save_to(str(tmp_path / "a-file" / "x.json"))
    assert messages(d)[-1] == "Cannot save"
    d.key(pygame.K_TAB)
    d.key(pygame.K_SPACE)
    assert len(d.scene.session.battle.log) == 1


def test_a_ruleset_error_shows_a_dialog_and_the_battle_is_as_it_was(play, monkeypatch):
    d = play(Battle.start(table_scenario(), 5))
    battle = d.scene.session.battle
    ruleset = battle.ruleset
    original = type(ruleset).apply

    def broken(self, state, action, dice):
        state.units["r1"].x = 999.0          # half way through...
        raise ZeroDivisionError("a bug")

    monkeypatch.setattr(type(ruleset), "apply", broken)
    d.key(pygame.K_TAB)
    d.key(pygame.K_SPACE)
    assert messages(d)[-1] == "Something went wrong"
    assert "ZeroDivisionError: a bug" in d.app.messages[-1][1]
    assert battle.state.units["r1"].x == 14 and battle.log == []
    monkeypatch.setattr(type(ruleset), "apply", original)
    d.step(3)
    d.key(pygame.K_SPACE)                    # still playing
    assert len(battle.log) == 1


def test_continue_from_the_autosave_skips_corrupt_ones_and_says_which(play, home):
    d = play(Battle.start(hex_scenario(), 5))
    for _ in range(2):
        d.key(pygame.K_TAB)
        d.key(pygame.K_SPACE)
    checkpoints = list(d.scene.session.battle.checkpoints)
    folder = home / "autosave"
    newest = sorted(folder.glob("autosave-*.json"))[-1]
    corrupt = folder / "autosave-999999.json"
    corrupt.write_text("{ not json")
    d.key(pygame.K_ESCAPE)
    menu = d.app.scenes.top
    assert isinstance(menu, MenuScene)
    d.click_button("Continue (autosave)")
    scene = d.app.scenes.top
    assert isinstance(scene, BattleScene) and scene.session.battle.checkpoints == checkpoints
    title, text = d.app.messages[-1]
    assert title == "Some autosaves were skipped" and "autosave-999999.json" in text
    assert newest.exists()


def test_autosaver_failure_warns_once_and_the_battle_goes_on(play, home, monkeypatch):
    d = play(Battle.start(hex_scenario(), 5))
    monkeypatch.setattr(Autosaver, "save", lambda self, battle: (_ for _ in ()).throw(PermissionError("read-only")))
    d.key(pygame.K_TAB)
    d.key(pygame.K_SPACE)
    d.step()
    assert messages(d)[-1] == "Autosave failed" and "read-only" in d.app.messages[-1][1]
    d.key(pygame.K_TAB)
    d.key(pygame.K_SPACE)
    d.step()
    assert messages(d).count("Autosave failed") == 1 and len(d.scene.session.battle.log) == 2


def test_play_opens_a_save_or_a_scenario_and_a_bad_one_opens_the_menu_with_a_dialog(home, tmp_path):
    from game.ui.app import App
    from game.ui.launch import first_scene

    b = Battle.start(hex_scenario(), 3)
    b.perform(b.legal_actions().list()[-1])
    save = tmp_path / "s.json"
    b.save(save)
    app = App((1000, 700))
    try:
        scene = first_scene(app, str(save))
        assert isinstance(scene, BattleScene) and scene.session.battle.checkpoints == b.checkpoints
        bad = tmp_path / "bad.json"
        bad.write_text(json.dumps({"ruleset": "hex_skirmish"}))
        assert isinstance(first_scene(app, str(bad)), MenuScene)
        assert app.messages[-1][0] == "Cannot open that file" and "title" in app.messages[-1][1]
    finally:
        app.window.destroy()
        pygame.event.clear()


@pytest.mark.parametrize("size", [(1600, 1000), (1024, 700)])
def test_the_layout_reflows_when_the_window_is_resized(play, size):
    d = play(Battle.start(table_scenario(), 5))
    d.click(d.unit("r1"))
    d.app.set_window_size(size)
    d.step(2)
    scene = d.scene
    w, h = d.app.size
    assert scene.board_rect.right == scene.side_rect.x and scene.side_rect.right == w
    for b in scene.actions.buttons + list(scene.topbar.buttons.values()):
        assert 0 <= b.rect.x and b.rect.right <= w and b.rect.bottom <= h
    assert scene.log.box.rect.bottom <= h
    d.click(d.unit("r1"))
    assert scene.selected == "r1"


def test_a_view_hook_that_fails_every_frame_says_so_once_and_the_app_keeps_running(play, monkeypatch):
    d = play(Battle.start(hex_scenario(), 5))
    ruleset = d.scene.session.battle.ruleset
    monkeypatch.setattr(type(ruleset), "unit_views", lambda self, state: 1 / 0)
    d.key(pygame.K_TAB)          # changes nothing in the battle; the next actions redraw everything
    d.scene.session._changed(d.scene.session.battle)
    d.step(5)
    assert messages(d).count("Something went wrong") == 1
    monkeypatch.undo()
    d.scene.session._changed(d.scene.session.battle)
    d.step(2)
    d.key(pygame.K_TAB)
    d.key(pygame.K_SPACE)
    assert len(d.scene.session.battle.log) == 1
