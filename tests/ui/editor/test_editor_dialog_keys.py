"""Issue 16, item 3: the editor's new-scenario dialog worked by key events only (Tab, the arrows, typing,
Enter)."""
import pygame

from tests.ui.test_dialog_keys import ENTER, labelled, tab_to


def test_the_editor_new_scenario_dialog_makes_a_scenario_by_keys(edit):
    from game.core.ruleset import get_ruleset

    d = edit()
    scene = d.app.scenes.top
    d.key(pygame.K_n, pygame.KMOD_CTRL)
    dialog = scene.dialogs["new"]
    assert d.app.keys.front_window() is dialog.window
    ruleset = tab_to(d, lambda el: el is dialog.form.inputs["ruleset"])
    start = dialog.ruleset
    for _ in range(len(dialog.rulesets)):           # to a ruleset that plays on a table
        if "table" in get_ruleset(dialog.ruleset).meta.boards:
            break
        d.key(pygame.K_RIGHT)
        d.step()
    assert dialog.ruleset != start or "table" in get_ruleset(start).meta.boards
    assert d.app.keys.focused is dialog.form.inputs["ruleset"]     # the form was rebuilt: the focus stays put
    assert ruleset is not d.app.keys.focused or ruleset.alive()
    width = tab_to(d, lambda el: el is dialog.form.inputs["width"])
    for _ in range(4):
        d.key(pygame.K_BACKSPACE)
    d.post(pygame.event.Event(pygame.TEXTINPUT, text="60"))
    assert width.get_text() == "60"
    tab_to(d, labelled("Create"))
    d.key(ENTER)
    assert not dialog.window.alive()
    board = scene.doc.scenario.board if d.app.scenes.top is scene else d.app.scenes.top.doc.scenario.board
    assert board.kind == "table" and board.width == 60 and board.height == 36
    assert d.app.scenes.top.doc.scenario.ruleset == dialog.ruleset


def test_the_scenario_settings_flags_are_switched_and_applied_by_keys_and_the_focus_scrolls_into_view(edit):
    d = edit("maps/formations_grey_line.json", size=(1024, 600))
    scene = d.app.scenes.top
    scene.open_settings()
    d.step()
    win = scene.dialogs["settings"]
    had = {c.kind for c in scene.doc.scenario.victory}
    flag = tab_to(d, lambda el: el is win.form.flag_buttons["victory"]["last_side_standing"])
    d.key(pygame.K_SPACE)                      # switched on (or off)
    assert flag.is_selected == ("last_side_standing" not in had)
    rows = tab_to(d, lambda el: el is win.form.inputs["rows"])   # far down the form: scrolled to
    area = rows.focus_area
    assert area is not None and area.rect.top <= rows.rect.top and rows.rect.bottom <= area.rect.bottom
    tab_to(d, labelled("Apply"))
    d.key(ENTER)
    assert not win.window.alive()
    assert {c.kind for c in scene.doc.scenario.victory} == had ^ {"last_side_standing"}
