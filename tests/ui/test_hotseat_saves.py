"""Hot-seat fairness and the saves windows (issue 19, items 6 and 9): undo does not take back the
other player's action without their consent; loading over a battle in progress asks first; the save
and load windows list the saves with scenario, turn and date, with labelled buttons."""
import pygame
import pygame_gui

from game.core.battle import Battle
from game.core.wording import possessive
from game.ui.dialogs.saves import SavesWindow
from game.ui.scenes.battle import BattleScene
from game.ui.scenes.handover import HandoverScene
from tests.ui.driver import ev
from tests.ui.rulesets import hex_scenario, table_scenario


def windows(d):
    return [w for w in d.app.manager.get_window_stack().get_full_stack() if w.alive()]


def window(d, title_start):
    return next(w for w in windows(d) if w.window_display_title.startswith(title_start))


def fits(b) -> bool:
    """The button's words are not clipped."""
    return b.font.size(b.text)[0] + 8 <= b.rect.w


def hand_over(d):
    """Play end-activations until the other side is to act; the side that played."""
    first = d.scene.session.to_act()
    for _ in range(6):
        d.key(pygame.K_TAB)
        d.key(pygame.K_SPACE)
        if d.scene.session.to_act() != first:
            return first
    raise AssertionError("the side to act never changed")


def test_undo_after_a_hand_over_asks_the_other_player_and_names_the_action(play):
    d = play(Battle.start(hex_scenario(), 5))
    actor = hand_over(d)
    battle = d.scene.session.battle
    played = len(battle.log)
    d.key(pygame.K_z, mod=pygame.KMOD_CTRL)
    name = d.scene.session.side_name(actor)
    win = window(d, f"Take back {possessive(name)} action?")
    assert len(battle.log) == played                        # nothing taken back yet
    label = d.scene.session.describe(battle.log[-1])
    assert label in win.get_container().elements[0].html_text or label in str(
        [getattr(e, "html_text", "") for e in win.get_container().elements])
    assert fits(win.yes) and fits(win.no) and win.yes.text == f"Undo it: {name} agrees"
    d.click(win.no.rect.center)                             # "Keep it"
    assert len(battle.log) == played and not win.alive()
    d.key(pygame.K_z, mod=pygame.KMOD_CTRL)
    d.click(window(d, "Take back").yes.rect.center)
    assert len(battle.log) == played - 1 and d.scene.session.to_act() == actor


def test_undo_of_the_side_to_acts_own_action_needs_no_question(play):
    d = play(Battle.start(table_scenario(), 5))
    d.drag(d.unit("r1"), d.world(14, 26))
    battle = d.scene.session.battle
    assert len(battle.log) == 1 and battle.undo_side() == d.scene.session.to_act()
    d.key(pygame.K_z, mod=pygame.KMOD_CTRL)
    assert battle.log == [] and not [w for w in windows(d) if "Take back" in w.window_display_title]


def test_the_save_window_names_the_save_and_the_load_window_lists_it_with_scenario_turn_and_date(play, home):
    d = play(Battle.start(table_scenario(), 5))
    d.drag(d.unit("r1"), d.world(14, 26))
    d.key(pygame.K_s, mod=pygame.KMOD_CTRL)
    win = d.scene.dialogs["save"]
    assert isinstance(win, SavesWindow) and win.window_display_title == "Save the battle"
    assert win.name.get_text().startswith("table-test-battle")
    assert win.ok.text == "Save" and win.cancel.text == "Cancel" and fits(win.ok) and fits(win.browse)
    win.name.set_text("my battle")
    d.click(win.ok.rect.center)
    target = home / "saves" / "my battle.json"
    assert target.exists() and d.scene.toasts[-1][0] == f"Saved to {target}"
    d.key(pygame.K_o, mod=pygame.KMOD_CTRL)
    win = d.scene.dialogs["load"]
    assert win.window_display_title == "Load a saved battle"
    rows = win.texts
    assert len(rows) == 1 and rows[0].startswith("Table test battle  ·  turn 1  ·  20")
    assert not win.ok.is_enabled                             # nothing picked yet
    assert win.ok.text == "Load this save" and fits(win.ok)


def test_loading_over_a_battle_in_progress_asks_first(play, home):
    d = play(Battle.start(table_scenario(), 5))
    saved = Battle.start(table_scenario(), 9)
    (home / "saves").mkdir(parents=True, exist_ok=True)
    saved.save(home / "saves" / "other.json")
    d.drag(d.unit("r1"), d.world(14, 26))                   # the battle on screen is in progress
    before = d.scene.session.battle
    d.key(pygame.K_o, mod=pygame.KMOD_CTRL)
    win = d.scene.dialogs["load"]
    item = win.list.item_list[0]["button_element"]
    d.click(item.rect.center)                                # pick the save in the list
    d.step()
    assert win.ok.is_enabled
    d.click(win.ok.rect.center)
    ask = window(d, "Leave the battle in progress?")
    assert d.scene.session.battle is before                  # not yet
    assert "other.json" in ask.get_container().elements[0].html_text and fits(ask.yes) and fits(ask.no)
    d.click(ask.no.rect.center)                              # "Keep playing"
    assert d.scene.session.battle is before
    d.key(pygame.K_o, mod=pygame.KMOD_CTRL)
    win = d.scene.dialogs["load"]
    d.click(win.list.item_list[0]["button_element"].rect.center)
    d.step()
    d.click(win.ok.rect.center)
    d.click(window(d, "Leave the battle").yes.rect.center)
    scene = d.app.scenes.top
    assert isinstance(scene, BattleScene) and scene.session.battle.seed == 9


def test_a_battle_not_yet_begun_loads_without_a_question(play, home):
    d = play(Battle.start(table_scenario(), 5))
    (home / "saves").mkdir(parents=True, exist_ok=True)
    Battle.start(table_scenario(), 9).save(home / "saves" / "other.json")
    d.key(pygame.K_o, mod=pygame.KMOD_CTRL)
    win = d.scene.dialogs["load"]
    d.post(ev(pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION, ui_element=win.list, text=win.texts[0]))
    d.step(2)
    assert d.app.scenes.top.session.battle.seed == 9


def test_loading_from_the_menu_over_a_battle_in_progress_asks_too(play, home):
    d = play(Battle.start(table_scenario(), 5))
    (home / "saves").mkdir(parents=True, exist_ok=True)
    Battle.start(table_scenario(), 9).save(home / "saves" / "other.json")
    d.drag(d.unit("r1"), d.world(14, 26))
    before = d.scene.session.battle
    d.click_button("Menu")
    d.click_button("Load a save")
    win = window(d, "Load a saved battle")
    d.click(win.list.item_list[0]["button_element"].rect.center)
    d.step()
    d.click(win.ok.rect.center)
    ask = window(d, "Leave the battle in progress?")
    assert d.app.scenes.top.session.battle is before
    d.click(ask.yes.rect.center)
    assert d.app.scenes.top.session.battle.seed == 9


def dismiss_hand_overs(d):
    while isinstance(d.scene, HandoverScene):
        d.key(pygame.K_RETURN)


def test_an_agreed_undo_hands_the_controls_back_with_the_hand_over_screen(play):
    """Undoing the other side's action (with its player's consent) passes the controls back to that
    side: the hand-over screen covers the board for them, as after any action that hands over."""
    d = play(Battle.start(hex_scenario(), 5), handover="rules")
    scene = d.scene
    first = scene.session.to_act()
    for _ in range(6):
        d.key(pygame.K_TAB)
        d.key(pygame.K_SPACE)
        dismiss_hand_overs(d)
        if scene.session.to_act() != first:
            break
    assert scene.session.to_act() != first and d.app.scenes.top is scene
    label = scene.session.describe(scene.session.battle.log[-1])
    d.key(pygame.K_z, mod=pygame.KMOD_CTRL)
    d.click(window(d, "Take back").yes.rect.center)
    top = d.app.scenes.top
    assert isinstance(top, HandoverScene), top
    assert top.side_name == scene.session.side_name(first) and top.reason == f"Undone: {label}. The controls are back with you."
    d.key(pygame.K_RETURN)
    assert d.app.scenes.top is scene and scene.session.to_act() == first


def test_an_undo_that_keeps_the_side_to_act_shows_no_hand_over_screen(play):
    """The side to act taking back its own move keeps the controls: no hand-over screen, even when the
    setting asks for one at every change of side."""
    d = play(Battle.start(table_scenario(), 5), handover="always")
    scene = d.scene
    d.drag(d.unit("r1"), d.world(14, 26))
    assert len(scene.session.battle.log) == 1 and d.app.scenes.top is scene
    d.key(pygame.K_z, mod=pygame.KMOD_CTRL)
    assert scene.session.battle.log == [] and d.app.scenes.top is scene


def test_the_saves_windows_work_from_the_keyboard_alone(play, home):
    """Save: the name field has the keys at once and Enter saves; load: Down picks a save, Enter loads it."""
    d = play(Battle.start(table_scenario(), 5))
    d.key(pygame.K_s, mod=pygame.KMOD_CTRL)
    win = d.scene.dialogs["save"]
    assert d.app.manager.get_focus_set() and win.name in d.app.manager.get_focus_set()
    d.key(pygame.K_a, mod=pygame.KMOD_CTRL)                  # select the suggested name, then type over it
    d.post(ev(pygame.TEXTINPUT, text="by keys"))
    d.key(pygame.K_RETURN)
    d.step()
    target = home / "saves" / "by keys.json"
    assert target.exists() and not win.alive()
    Battle.start(table_scenario(), 9).save(home / "saves" / "other.json")
    d.key(pygame.K_o, mod=pygame.KMOD_CTRL)
    win = d.scene.dialogs["load"]
    assert win.chosen is None
    d.key(pygame.K_DOWN)
    first = win.chosen
    d.key(pygame.K_DOWN)
    assert first is not None and win.chosen is not first     # Down walks the list
    d.key(pygame.K_UP)
    assert win.chosen is first and win.ok.is_enabled
    d.key(pygame.K_RETURN)
    d.step(2)
    assert d.app.scenes.top.session.battle.seed == Battle.load(first.path).seed
