"""Scenario settings in the editor, set as a designer does: objectives placed on the board and named
and scored in the panel; the turn limit, victory conditions, the side that deploys and moves first
and the briefing in the settings window; all of it saved to a file that validates and reads back."""
import pygame

from game.cli.main import main as cli
from game.content import load_scenario
from tests.ui.editor.test_editor_files import two_armies


def choose(d, dropdown, text: str) -> None:
    """Open a drop-down with a click and click one of its options."""
    d.click(dropdown.rect.center)
    d.step(2)
    option = next(b for b in d.app.manager.get_sprite_group().sprites()
                  if type(b).__name__ == "UIButton" and getattr(b, "text", "") == text and b.visible
                  and b is not dropdown and b.rect.top > dropdown.rect.top)
    d.click(option.rect.center)
    d.step(2)


def test_objectives_are_placed_on_the_board_and_set_in_the_panel(edit):
    d = edit(two_armies())
    d.key(pygame.K_t)
    d.click(d.cell((5, 4)))
    assert d.scene.selected == ("objective", 0)
    d.scene.props._changed("name", "The Old Mill")
    d.scene.props._changed("points", 3)
    d.key(pygame.K_v)
    d.drag_path([d.cell((5, 4)), d.cell((4, 4))])
    (obj,) = d.scene.doc.scenario.objectives
    assert (obj.id, obj.name, obj.points, tuple(obj.at)) == ("obj_1", "The Old Mill", 3, (4, 4))
    d.scene.props._changed("name", "")                    # an objective keeps a name
    assert d.scene.doc.scenario.objectives[0].name == "The Old Mill"
    # Fields of Iron and Echo scores no objectives: the checks say so and lead to it
    d.scene.select(None)
    check = next(i for i, c in enumerate(d.scene.checks()) if c.path == "objectives.0")
    d.scene.jump(check)
    assert d.scene.selected == ("objective", 0)


def test_turn_limit_victory_first_side_and_briefing_in_the_settings(edit, home):
    d = edit(two_armies())
    d.click_button("Settings")
    win = d.scene.dialogs["settings"]
    form = win.form
    form.inputs["turn_limit"].set_text("4")
    form.inputs["briefing"].set_text("Hold the mill until nightfall.")
    choose(d, form.inputs["first_side"], "Blue")
    for flag in ("last_side_standing", "score_at_end"):
        d.click(form.flag_buttons["victory"][flag].rect.center)
    d.click_button("Apply")
    assert "settings" not in [w.window_display_title for w in d.app.manager.get_window_stack().get_full_stack()
                              if w.alive()]
    sc = d.scene.doc.scenario
    assert (sc.turn_limit, sc.first_side, sc.briefing) == (4, "blue", "Hold the mill until nightfall.")
    assert [v.kind for v in sc.victory] == ["score_at_end", "last_side_standing"]
    assert not d.scene.problems(), d.scene.problems()
    target = home / "scenarios" / "mill.json"
    d.scene._checked_save(target)
    assert cli(["validate", str(target)]) == 0
    back = load_scenario(target)
    assert (back.turn_limit, back.first_side, back.briefing, [v.kind for v in back.victory]) == \
        (4, "blue", "Hold the mill until nightfall.", ["score_at_end", "last_side_standing"])


def test_army_broken_takes_its_threshold_and_a_ruleset_that_does_not_use_it_says_so(edit):
    d = edit(two_armies())
    d.click_button("Settings")
    form = d.scene.dialogs["settings"].form
    d.click(form.flag_buttons["victory"]["army_broken"].rect.center)
    form.inputs["threshold"].set_text("0.4")
    d.click_button("Apply")
    assert [(v.kind, v.threshold) for v in d.scene.doc.scenario.victory] == [("army_broken", 0.4)]
    assert any(c.path == "victory.0.kind" for c in d.scene.problems())


def test_a_bad_value_in_the_settings_says_why_and_changes_nothing(edit):
    d = edit(two_armies())
    d.click_button("Settings")
    win = d.scene.dialogs["settings"]
    version = d.scene.doc.version
    win.form.inputs["turn_limit"].set_text("0")
    d.click_button("Apply")
    assert "Turn limit" in win.error.text and win.window.alive()
    assert d.scene.doc.scenario.turn_limit is None and d.scene.doc.version == version


def test_a_board_made_smaller_leaves_a_unit_off_it_and_the_checks_lead_there(edit):
    d = edit(two_armies())                                # b1 stands at [7, 6]
    d.click_button("Settings")
    form = d.scene.dialogs["settings"].form
    form.inputs["cols"].set_text("6")
    d.click_button("Apply")
    d.step(2)
    assert d.scene.doc.scenario.board.cols == 6
    d.click_button("Checks")
    off = next(i for i, c in enumerate(d.scene.checks()) if c.path == "sides.1.units.0.at")
    assert "off the board" in d.scene.checks()[off].message
    d.scene.jump(off)
    d.step()
    assert d.scene.selected == ("unit", 1, 0)
    d.key(pygame.K_z, pygame.KMOD_CTRL)                   # the board grows back
    assert d.scene.doc.scenario.board.cols == 10 and not d.scene.problems()
