"""Issue 16, item 3: the interface size setting (fonts and panels, 100% to 200%)."""
import pygame
import pytest

from game.core.battle import Battle
from game.ui.scenes.menu import MenuScene
from game.ui.settings import Settings, load_settings, settings_path
from game.ui.text import font, set_ui_scale, ui_scale


@pytest.fixture
def restore_scale():
    yield
    set_ui_scale(100)


def test_interface_size_is_saved_and_checked(home):
    settings_path().write_text('{"ui_scale": 150}')
    assert load_settings() == (Settings(ui_scale=150), None)
    settings_path().write_text('{"ui_scale": 300}')
    settings, message = load_settings()
    assert settings == Settings() and "ui_scale: one of 100, 125, 150, 175, 200" in message


def test_fonts_grow_with_the_interface_size(restore_scale):
    pygame.font.init()
    small = font(14).get_height()
    set_ui_scale(200)
    assert ui_scale() == 2.0 and font(14).get_height() >= 1.8 * small


def test_the_settings_window_sets_the_interface_size_and_the_panels_grow(play, home, restore_scale):
    from tests.ui.rulesets import hex_scenario

    d = play(Battle.start(hex_scenario(), 1))
    side_before = d.app.scenes.top.side_rect.w
    text_before = d.app.manager.get_theme().get_font(["button"]).size("Hello")[1]
    while not isinstance(d.app.scenes.top, MenuScene):
        d.key(pygame.K_ESCAPE)
    menu = d.app.scenes.top
    d.click_button("Settings...")
    win = menu.dialogs["settings"]
    win.menus["Interface size"].selected_option = ("150%", "150")
    d.click_button("Save")
    assert load_settings()[0].ui_scale == 150 and ui_scale() == 1.5
    battle = next(s for s in d.app.scenes if hasattr(s, "side_rect"))
    assert battle.side_rect.w > side_before
    assert d.app.manager.get_theme().get_font(["button"]).size("Hello")[1] >= 1.3 * text_before
