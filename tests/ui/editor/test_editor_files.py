"""The editor's checks, saving (atomic, asks first when there are problems), reloading, validation of
what it saves, the play-test, a new scenario, Tiled import and the settings."""
from pathlib import Path

import pygame

from game.cli.main import main as cli
from game.content import load_scenario
from game.content.files import read_json
from game.content.library import maps_dir
from game.ui.editor.document import EditorDocument

FIX = Path(__file__).parents[2] / "editor" / "fixtures"


def two_armies():
    doc = EditorDocument.new("fields_of_iron", {"kind": "hex", "cols": 10, "rows": 8}, "Test field")
    doc.apply("units", lambda d: (d["sides"][0]["units"].append({"id": "r1", "profile": "spearmen", "at": [2, 1],
                                                                 "facing": "S"}),
                                  d["sides"][1]["units"].append({"id": "b1", "profile": "bowmen", "at": [7, 6],
                                                                 "facing": "N"})))
    return doc


def window_titles(app):
    return [w.window_display_title for w in app.manager.get_window_stack().get_full_stack() if w.alive()]


def test_a_failing_check_is_listed_and_clicking_it_goes_to_the_unit(edit):
    d = edit(two_armies())
    d.scene.place_unit("knights", d.scene.view.camera.to_world(*d.cell((2, 1))))   # onto r1's hex
    d.click_button("Checks")
    assert d.button("Checks (1)")
    box = d.scene.panel.box
    assert "Red: Knights: [2, 1] already holds Spearmen" in box.html_text and "check:0" in box.html_text
    assert "r1" not in box.html_text and "sides." not in box.html_text   # names, not ids or field paths
    d.scene.select(None)
    d.scene.view.camera.center_on(0, 0)
    d.post(pygame.event.Event(d.app.gui.UI_TEXT_BOX_LINK_CLICKED, ui_element=box, link_target="check:0"))
    assert d.scene.selected == ("unit", 0, 1)
    centre = d.scene.layout.cell_center((2, 1))
    cam = d.scene.view.camera
    assert abs(cam.x0 + cam.view_w / cam.scale / 2 - centre[0]) < 0.01


def test_save_with_problems_asks_and_saving_anyway_writes_the_file(edit, home):
    d = edit(two_armies())
    d.scene.place_unit("knights", d.scene.view.camera.to_world(*d.cell((2, 1))))
    target = home / "scenarios" / "clash.json"
    d.scene._checked_save(target)
    d.step()
    assert "Save with problems?" in window_titles(d.app) and not target.exists()
    d.click_button("Save anyway")
    assert target.exists() and not d.scene.doc.dirty
    assert cli(["validate", str(target)]) == 2         # the file says what the checks said


def test_a_clean_scenario_saves_without_asking_validates_and_reloads_equal(edit, home, capsys):
    d = edit(two_armies())
    d.key(pygame.K_b)
    d.click_button("Woods")
    d.drag_path([d.cell((4, 3)), d.cell((5, 3))])
    target = home / "scenarios" / "clean.json"
    d.scene._checked_save(target)
    assert target.exists() and "Save with problems?" not in window_titles(d.app)
    assert cli(["validate", str(target)]) == 0
    again = edit(target)
    assert again.scene.doc.scenario == d.scene.doc.scenario
    assert [p.type for p in load_scenario(target).terrain] == ["woods"]


def test_save_as_goes_through_the_file_dialog(edit, home):
    d = edit(two_armies())
    d.key(pygame.K_s, pygame.KMOD_CTRL)                   # never saved: Save asks where
    dialog = d.scene.dialogs["save"]
    assert "Save the scenario" in window_titles(d.app)
    d.scene.file_picked(dialog, str(home / "scenarios" / "picked"))
    assert (home / "scenarios" / "picked.json").exists() and d.scene.doc.path.name == "picked.json"


def test_every_shipped_map_opens_in_the_editor_and_saves_back_equal(edit, tmp_path):
    for path in sorted(maps_dir().glob("*.json")):
        d = edit(path)
        d.step()
        out = tmp_path / path.name
        assert d.scene.save_to(out)
        assert read_json(out) == read_json(path), path.name
        d.app.window.destroy()


def test_playtest_opens_the_battle_and_closing_it_returns_to_the_editor(edit):
    d = edit(two_armies())
    editor = d.scene
    d.key(pygame.K_F5)
    battle = d.scene
    assert type(battle).__name__ == "PlaytestScene"
    assert battle.session.battle.scenario == editor.doc.scenario and battle.session.battle.seed == editor.playtest_seed
    d.click_button("Editor")
    assert d.scene is editor and editor.ui
    assert d.button("Play-test")


def test_new_scenario_dialog_makes_a_table_for_a_table_ruleset(edit):
    d = edit(two_armies())
    d.scene.doc.saved_version = d.scene.doc.version       # nothing unsaved: no question first
    d.key(pygame.K_n, pygame.KMOD_CTRL)
    win = d.scene.dialogs["new"]
    win._changed("ruleset", "table_skirmish")
    win.form.inputs["width"].set_text("60")
    d.click_button("Create")
    sc = d.scene.doc.scenario
    assert (sc.ruleset, sc.board.kind, sc.board.width, sc.board.height) == ("table_skirmish", "table", 60, 36)
    assert [t.name for t in d.scene.tool_classes][:2] == ["Select", "Polygon"]


def test_unsaved_changes_are_asked_about_before_they_are_dropped(edit):
    d = edit(two_armies())
    d.key(pygame.K_n, pygame.KMOD_CTRL)
    assert "Unsaved changes" in window_titles(d.app) and "new" not in d.scene.dialogs


def test_import_a_tiled_map(edit):
    d = edit(two_armies())
    assert d.scene.import_file(str(FIX / "ford_flat.tmj"))
    sc = d.scene.doc.scenario
    assert sc.title == "Ford on the Wend" and sc.board.cols == 5 and {p.type for p in sc.terrain} >= {"river", "ford"}
    assert d.scene.doc.path is None and d.scene.doc.dirty


def test_import_errors_show_in_a_dialog_and_keep_the_scenario(edit, tmp_path):
    bad = tmp_path / "bad.tmj"
    bad.write_text('{"orientation": "isometric", "width": 2, "height": 2}')
    d = edit(two_armies())
    assert not d.scene.import_file(str(bad))
    assert d.scene.doc.scenario.title == "Test field"
    assert "orientation" in d.app.messages[-1][1] and str(bad) in d.app.messages[-1][1]


def test_settings_change_in_one_undoable_step(edit):
    d = edit(two_armies())
    d.click_button("Settings")
    win = d.scene.dialogs["settings"]
    win.form.inputs["turn_limit"].set_text("4")
    win.form.inputs["side1_name"].set_text("House Varn")
    win.form.inputs["seed"].set_text("99")
    d.click_button("Apply")
    sc = d.scene.doc.scenario
    assert sc.turn_limit == 4 and sc.sides[0].name == "House Varn" and d.scene.playtest_seed == 99
    d.key(pygame.K_z, pygame.KMOD_CTRL)
    assert d.scene.doc.scenario.turn_limit is None and d.scene.doc.scenario.sides[0].name == "Red"


def test_help_lists_the_shortcuts(edit):
    d = edit(two_armies())
    d.key(pygame.K_F1)
    assert "Editor: controls and shortcuts" in window_titles(d.app)


def test_every_control_has_a_tooltip(edit):
    d = edit(two_armies())
    for tab in ("Terrain", "Armies", "Checks"):
        d.click_button(tab)
        d.scene.select(("unit", 0, 0))
        d.step()
        missing = []
        for el in d.app.manager.get_sprite_group().sprites():
            kind = type(el).__name__
            if kind in ("Button", "UIButton", "UITextEntryLine", "UIDropDownMenu", "UITextEntryBox") and el.visible \
                    and not el.tool_tip_text and el.alive() and not getattr(el, "text", "").startswith(("▲", "▼")):
                if getattr(el, "parent_element", None) is not None and type(el.parent_element).__name__.endswith(
                        ("ScrollBar", "DropDownMenu")):
                    continue
                missing.append((kind, getattr(el, "text", "")))
        assert not missing, (tab, missing)


def test_edit_command_opens_a_scenario_and_a_bad_file_says_why(home, tmp_path):
    from game.ui.editor.launch import launch_editor

    app = launch_editor(str(maps_dir() / "fields_of_iron_first_clash.json"), (1024, 700), frames=2)
    try:
        assert app.scenes.top.doc.scenario.title == "First Clash at Harrow Ford" and not app.messages
    finally:
        app.window.destroy()
    bad = tmp_path / "bad.json"
    bad.write_text('{"ruleset": "fields_of_iron"}')
    app = launch_editor(str(bad), (1024, 700), frames=2)
    try:
        assert app.messages and "bad.json" in app.messages[0][1] and app.scenes.top.doc.path is None
    finally:
        app.window.destroy()


def test_python_m_game_edit_is_a_command(home):
    from game.cli.main import COMMANDS, build_parser

    assert "edit" in COMMANDS
    args = build_parser().parse_args(["edit", "maps/x.json", "--size", "1024x700"])
    assert (args.command, args.scenario, args.size) == ("edit", "maps/x.json", "1024x700")
    assert cli(["edit", str(maps_dir() / "fields_of_iron_greywater.json"), "--size", "1024x700", "--frames", "2"]) == 0


def test_typing_in_a_field_is_not_a_shortcut(edit):
    d = edit(two_armies())
    d.click_button("Armies")
    d.scene.select(("unit", 0, 0))
    d.step()
    field = d.scene.props.form.inputs["name"]
    d.click(field.rect.center)
    fit_scale = d.scene.view.camera.scale
    d.scene.view.camera.zoom_at(1.5, 400, 400)
    for ch in "bfc":
        d.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
        d.key(getattr(pygame, f"K_{ch}"), unicode=ch)
    assert field.get_text() == "bfc" and d.scene.tool.name == "Select"
    assert d.scene.view.camera.scale != fit_scale and not d.scene.view.renderer.show_coords
    d.key(pygame.K_RETURN)
    d.step()
    assert d.scene.doc.scenario.sides[0].units[0].name == "bfc"


def _untipped(app) -> list:
    """Visible controls with no tooltip (a window's own title bar and close button, scroll bars and the
    open list of a drop-down aside)."""
    frame = set()
    for w in app.manager.get_window_stack().get_full_stack():
        frame.update(el for el in (getattr(w, "title_bar", None), getattr(w, "close_window_button", None)) if el)
    missing = []
    for el in app.manager.get_sprite_group().sprites():
        kind = type(el).__name__
        if kind not in ("Button", "UIButton", "UITextEntryLine", "UIDropDownMenu", "UITextEntryBox") or el in frame:
            continue
        if not el.visible or not el.alive() or el.tool_tip_text or getattr(el, "text", "").startswith(("▲", "▼")):
            continue
        if type(getattr(el, "parent_element", None)).__name__.endswith(("ScrollBar", "DropDownMenu")):
            continue
        missing.append((kind, getattr(el, "text", "")))
    return missing


def test_every_control_has_a_tooltip_on_a_table_and_in_the_windows(edit):
    from tests.ui.rulesets.scenarios import table_doc

    doc = table_doc()
    doc["objectives"] = [{"id": "o1", "name": "Well", "point": [24, 18]}]
    doc["sides"][0]["deployment"] = [{"shape": "rect", "center": [24, 31], "size": [48, 8]}]
    d = edit(EditorDocument(doc))
    for tab, target in (("Terrain", ("terrain", 2)), ("Terrain", ("terrain", 0)), ("Armies", ("objective", 0)),
                        ("Armies", ("zone", 0, 0)), ("Armies", ("unit", 0, 0))):
        d.click_button(tab)
        d.scene.select(target)
        d.step()
        assert not _untipped(d.app), (tab, target, _untipped(d.app))
    for key, opener in (("settings", d.scene.open_settings), ("new", d.scene.ask_new), ("help", d.scene.show_help)):
        d.scene.doc.saved_version = d.scene.doc.version
        opener()
        d.step()
        assert not _untipped(d.app), (key, _untipped(d.app))
        d.key(pygame.K_ESCAPE)


def test_open_goes_through_the_file_dialog(edit):
    d = edit(two_armies())
    d.scene.doc.saved_version = d.scene.doc.version
    d.key(pygame.K_o, pygame.KMOD_CTRL)
    assert "Open a scenario" in window_titles(d.app)
    path = maps_dir() / "iron_winds_grey_ford.json"
    d.scene.file_picked(d.scene.dialogs["open"], str(path))
    d.step()
    assert d.scene.doc.path == path and d.scene.doc.scenario.ruleset == "iron_winds"
    assert [t.name for t in d.scene.tool_classes][:2] == ["Select", "Polygon"]      # the table's tools now


def test_import_a_tiled_map_written_here_through_the_dialog(edit, tmp_path):
    import json

    tmj = {"type": "map", "orientation": "hexagonal", "width": 4, "height": 3, "tilewidth": 32, "tileheight": 28,
           "hexsidelength": 16, "staggeraxis": "y", "staggerindex": "even", "infinite": False,
           "tilesets": [{"firstgid": 1, "tiles": [
               {"id": 0, "properties": [{"name": "terrain", "type": "string", "value": "river"}]},
               {"id": 1, "properties": [{"name": "terrain", "type": "string", "value": "bridge"}]},
               {"id": 2, "properties": [{"name": "terrain", "type": "string", "value": "hill"},
                                        {"name": "level", "type": "int", "value": 2}]}]}],
           "layers": [{"type": "tilelayer", "name": "ground", "width": 4, "height": 3,
                       "data": [0, 3, 3, 0, 1, 1, 1, 1, 0, 0, 0, 0]},
                      {"type": "group", "layers": [{"type": "tilelayer", "name": "crossings", "width": 4, "height": 3,
                                                    "data": [0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0]}]}]}
    path = tmp_path / "crossing.tmj"
    path.write_text(json.dumps(tmj))
    d = edit(two_armies())
    d.scene.doc.saved_version = d.scene.doc.version
    d.key(pygame.K_i, pygame.KMOD_CTRL)
    assert "Import a Tiled map (.tmx, .tmj)" in window_titles(d.app)
    d.scene.file_picked(d.scene.dialogs["import"], str(path))
    d.step()
    sc = d.scene.doc.scenario
    assert (sc.title, sc.board.cols, sc.board.rows, sc.board.orientation, sc.board.offset) == \
        ("crossing", 4, 3, "pointy", "even")
    got = {(p.type, p.level): sorted(tuple(c) for c in p.cells) for p in sc.terrain}
    assert got == {("river", None): [(0, 1), (1, 1), (2, 1), (3, 1)], ("bridge", None): [(1, 1)],
                   ("hill", 2): [(1, 0), (2, 0)]}
    d.key(pygame.K_b)                                     # and it is edited like any other map
    d.click_button("Woods")
    d.click(d.cell((0, 2)))
    assert any(p.type == "woods" for p in d.scene.doc.scenario.terrain)


def test_open_and_save_as_list_the_scenarios_folder_with_title_ruleset_and_board(edit, home):
    """The editor's Open and Save as windows list scenarios as the battle's windows list saves, with a
    plain file browser one click away; a file there that is not a scenario is listed and marked."""
    from game.ui.dialogs.saves import SavesWindow

    d = edit(two_armies())
    d.key(pygame.K_s, pygame.KMOD_CTRL | pygame.KMOD_SHIFT)
    win = d.scene.dialogs["save"]
    assert isinstance(win, SavesWindow) and win.window_display_title == "Save the scenario"
    win.name.set_text("my first map")
    win.confirm()
    d.step()
    saved = home / "scenarios" / "my first map.json"
    assert saved.exists() and d.scene.doc.path == saved
    (home / "scenarios" / "notes.json").write_text("[1, 2]", encoding="utf-8")
    d.key(pygame.K_o, pygame.KMOD_CTRL)
    win = d.scene.dialogs["open"]
    assert isinstance(win, SavesWindow) and win.window_display_title == "Open a scenario"
    texts = {e.path.name: e.text for e in win.entries}
    rules = d.scene.rules.title
    assert rules in texts["my first map.json"] and d.scene.doc.scenario.title in texts["my first map.json"]
    assert "not a scenario" in texts["notes.json"]
    win.choose(texts["notes.json"])
    assert not win.ok.is_enabled                                  # a file that is not a scenario cannot open
    win.choose(texts["my first map.json"])
    win.confirm()
    d.step()
    assert d.scene.doc.path == saved and d.scene.doc.scenario.title == load_scenario(saved).title
