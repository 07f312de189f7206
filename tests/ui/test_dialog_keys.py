"""Issue 16, item 3: every dialog can be worked from the keyboard (Tab / Shift+Tab move a ring, Enter or
Space press, the arrows change a drop-down, Esc closes). Each test drives its dialog by key events only."""
import pygame
import pytest

from game.core.battle import Battle
from game.ui.keyfocus import RING
from game.ui.scenes.battle import BattleScene
from game.ui.scenes.menu import MenuScene
from game.ui.settings import Settings, load_settings

TAB, ENTER, SPACE, ESC = pygame.K_TAB, pygame.K_RETURN, pygame.K_SPACE, pygame.K_ESCAPE


def tab_to(d, test, limit: int = 40, back: bool = False):
    """Tab (Shift+Tab with `back`) until the focused control passes `test`; returns it."""
    for _ in range(limit):
        d.key(TAB, pygame.KMOD_SHIFT if back else 0)
        el = d.app.keys.focused
        if el is not None and test(el):
            return el
    raise AssertionError("Tab never reached the control")


def labelled(text: str):
    return lambda el: getattr(el, "text", "").startswith(text)


def test_tab_in_the_menu_reaches_settings_and_the_settings_are_changed_and_saved_by_keys(menu):
    d = menu
    tab_to(d, labelled("Settings..."))
    d.key(ENTER)
    win = d.app.scenes.top.dialogs["settings"]
    assert win.window.alive() and d.app.keys.front_window() is win.window
    handover = tab_to(d, lambda el: el is win.menus["Hand-over screen"])
    d.key(pygame.K_RIGHT)                       # Never -> where the rules need it (the next option)
    d.step()
    assert handover.selected_option[1] == "rules"
    style = tab_to(d, lambda el: el is win.menus["Computer style"])
    d.key(pygame.K_UP)                          # Balanced -> Bold (the one before)
    d.key(pygame.K_LEFT)                        # -> Aggressive
    assert style.selected_option[1] == "aggressive"
    tab_to(d, labelled("Save"))
    d.key(SPACE)
    assert not win.window.alive()
    saved, problem = load_settings()
    assert problem is None and saved.handover == "rules" and saved.computer_personality == "aggressive"
    assert d.app.settings == saved


def test_shift_tab_goes_backwards_and_esc_closes_without_saving(menu):
    d = menu
    tab_to(d, labelled("Settings..."))
    d.key(ENTER)
    win = d.app.scenes.top.dialogs["settings"]
    assert tab_to(d, labelled("Cancel"), back=True).text == "Cancel"      # from nothing, back lands on the last
    d.key(TAB, pygame.KMOD_SHIFT)
    assert d.app.keys.focused.text == "Save"
    d.key(TAB, pygame.KMOD_SHIFT)
    assert d.app.keys.focused is win.menus["Computer style"]
    d.key(pygame.K_DOWN)
    d.key(ESC)
    assert not win.window.alive() and isinstance(d.app.scenes.top, MenuScene)
    assert load_settings() == (Settings(), None)


def test_the_players_dialog_starts_a_battle_with_the_seats_chosen_by_keys(menu, home):
    import json

    from tests.ui.rulesets.scenarios import hex_doc

    folder = home / "scenarios"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "hex_test.json").write_text(json.dumps(hex_doc()))
    d = menu
    d.app.resize(*d.app.size)                            # the menu lists the new file
    scene = d.app.scenes.top
    lst = tab_to(d, lambda el: el is scene.list)
    for _ in range(len(scene.by_text)):
        if scene.chosen is not None and scene.chosen.path.name == "hex_test.json":
            break
        d.key(pygame.K_DOWN)
        d.step()
    assert scene.chosen.path.name == "hex_test.json" and lst.get_single_selection() is not None
    d.key(ENTER)                                        # Enter on the list: as a double-click, the seats dialog
    d.step()
    seats = d.app.keys.front_window()
    assert seats is not None and seats.window_display_title == "Who plays each side?"
    sides = [s["id"] for s in hex_doc()["sides"]]
    names = [s["name"] for s in hex_doc()["sides"]]
    tab_to(d, lambda el: getattr(el, "tool_tip_text", "") == f"{names[1]}: computer: hard")
    d.key(SPACE)
    assert d.app.keys.focused.text == "> Computer: Hard"      # the chosen seat is marked
    d.key(pygame.K_LEFT)                                       # Left: the button before (normal)
    d.key(ENTER)
    tab_to(d, labelled("Start battle"))
    d.key(ENTER)
    battle = d.app.scenes.top
    assert isinstance(battle, BattleScene) and battle.session.battle.scenario_file.endswith("hex_test.json")
    assert battle.computer.levels == {sides[1]: "normal"}


def test_a_question_is_answered_by_keys(menu):
    from game.ui.dialogs.ask import ask

    d = menu
    answered = []
    ask(d.app.manager, d.app.size, "Sure?", "Really?", "Yes, do it", lambda: answered.append("yes"), "No",
        lambda: answered.append("no"))
    d.step()
    tab_to(d, labelled("No"))
    d.key(pygame.K_LEFT)
    assert d.app.keys.focused.text == "Yes, do it"
    d.key(ENTER)
    assert answered == ["yes"] and d.app.keys.front_window() is None


def test_a_message_leaves_the_keys_to_what_is_under_it_and_esc_closes_it(menu):
    d = menu
    d.app.show_message("Note", "Something to read.")
    d.step()
    note = d.app.keys.front_window()
    assert note is not None
    assert tab_to(d, lambda el: True) is d.app.scenes.top.list          # Tab: the menu's list, under the note
    d.key(ESC)
    assert not note.alive() and isinstance(d.app.scenes.top, MenuScene)


def test_the_lessons_choice_is_worked_by_keys(menu):
    d = menu
    tab_to(d, labelled("Learn to play"))
    d.key(ENTER)
    win = d.app.keys.front_window()
    assert win.window_display_title == "Learn to play: pick a ruleset"
    tab_to(d, lambda el: "lessons" in getattr(el, "text", ""))
    d.key(ENTER)
    assert d.app.keys.front_window().window_display_title.startswith("Learn to play: ")
    assert d.app.keys.front_window() is not win
    tab_to(d, lambda el: getattr(el, "text", "").startswith("1. "))
    d.key(ENTER)
    assert type(d.app.scenes.top).__name__ == "TeachingScene"


def test_the_rulings_text_scrolls_by_keys(menu):
    d = menu
    tab_to(d, labelled("Rulings"))
    d.key(ENTER)
    win = d.app.scenes.top.dialogs["rulings"]
    box = tab_to(d, lambda el: el is win.box)
    before = box.scroll_bar.start_percentage
    d.key(pygame.K_PAGEDOWN)
    d.step()
    assert box.scroll_bar.start_percentage > before
    d.key(ESC)
    assert not win.alive()


@pytest.mark.parametrize("percent", [100, 200])
def test_the_focus_ring_is_drawn_round_the_focused_control(menu, percent):
    from game.ui.ui_scale import apply_ui_scale

    d = menu
    apply_ui_scale(d.app, percent)
    d.step()
    b = tab_to(d, labelled("Settings..."))
    d.step()
    width = max(2, int(3 * percent / 100))
    ring = b.rect.inflate(2 * width, 2 * width)
    surface = d.app.surface
    for x, y in [(ring.centerx, ring.top), (ring.centerx, ring.bottom - 1), (ring.left, ring.centery),
                 (ring.right - 1, ring.centery)]:
        assert tuple(surface.get_at((x, y)))[:3] == RING, (x, y)
    d.key(TAB)
    d.step()
    assert tuple(surface.get_at((ring.centerx, ring.top)))[:3] != RING       # the ring moved on


def test_a_save_is_loaded_from_the_menu_by_keys_and_tab_reads_the_window_row_by_row(menu, home):
    from game.content.paths import saves_dir
    from tests.ui.rulesets import hex_scenario

    folder = saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    Battle.start(hex_scenario(), 3).save(folder / "kept.json")
    d = menu
    tab_to(d, labelled("Load a save..."))
    d.key(ENTER)
    win = d.app.keys.front_window()
    assert win.window_display_title == "Load a saved battle"
    d.key(TAB)
    assert d.app.keys.focused is win.list
    d.key(pygame.K_DOWN)
    d.step()
    assert win.chosen is not None and win.chosen.path.name == "kept.json"
    order = []
    for _ in range(4):
        d.key(TAB)
        order.append(d.app.keys.focused)
    assert order == [win.browse, win.ok, win.cancel, win.list]        # the buttons left to right, then round
    d.key(ENTER)
    d.step()
    scene = d.app.scenes.top
    assert isinstance(scene, BattleScene) and scene.session.scenario.title == hex_scenario().title
