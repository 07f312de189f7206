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


# -- every panel, dialog and the replay screen follow the interface size (issue 16, item 3) --------------------

IRON_WINDS = "maps/iron_winds_border_skirmish.json"
FIELDS = "maps/fields_of_iron_first_clash.json"


def _scaled_battle(play, path, size, percent, select=None):
    from game.ui.launch import open_battle

    set_ui_scale(percent)
    d = play(open_battle(path, seed=1), size=size, ui_scale=percent)
    if select:
        d.scene.select(select)
        d.step(2)
    return d


@pytest.mark.parametrize("size", [(1280, 800), (1024, 768)])
def test_at_200_percent_every_toolbar_button_is_in_the_window_clear_of_the_status_and_the_board(
        play, home, restore_scale, size):
    d = _scaled_battle(play, FIELDS, size, 200)
    scene, window = d.scene, pygame.Rect((0, 0), size)
    buttons = scene.topbar.buttons
    assert set(buttons) == {k for k, _, _ in scene.topbar.BUTTONS}   # a hex map: all eleven
    rects = {k: b.rect for k, b in buttons.items()}
    for key, r in rects.items():
        assert window.contains(r), (key, r)
        assert not r.colliderect(scene.topbar.status_rect()), (key, r)   # the status line is not covered
        assert r.bottom <= scene.board_rect.top and r.bottom <= scene.side_rect.top   # nor is the board
        assert all(not r.colliderect(o) for k, o in rects.items() if k != key), key
    # a real click on the last button reaches it: Menu opens the menu
    d.click(rects["menu"].center)
    assert type(d.scene).__name__ == "MenuScene"


def test_at_100_percent_the_toolbar_keeps_one_row_beside_the_status(play, home, restore_scale):
    from game.ui.panels.topbar import bar_h

    d = _scaled_battle(play, FIELDS, (1280, 800), 100)
    assert d.scene.board_rect.top == bar_h() == 40
    assert all(b.rect.top == 5 for b in d.scene.topbar.buttons.values())
    # at 1024 wide the status would keep too little room beside eleven buttons (who is to act was cut off)
    d = _scaled_battle(play, FIELDS, (1024, 768), 100)
    assert d.scene.topbar.status_rect().w == 1024 - 8 and d.scene.board_rect.top > 40


def test_rulings_opens_from_its_button_at_200_percent(play, home, restore_scale):
    d = _scaled_battle(play, FIELDS, (1024, 768), 200)
    d.click(d.scene.topbar.buttons["rulings"].rect.center)
    assert "rulings" in d.scene.dialogs and d.scene.dialogs["rulings"].alive()


def _ink_columns(image, background) -> int:
    """The rightmost column holding anything but the background (-1 if none)."""
    for x in range(image.get_width() - 1, -1, -1):
        if any(tuple(image.get_at((x, y)))[:3] != background for y in range(image.get_height())):
            return x
    return -1


@pytest.mark.parametrize("percent", [100, 150, 200])
def test_the_unit_cards_text_stays_inside_its_panel(play, home, restore_scale, percent):
    from game.ui.panels.card import CARD_BG, PAD, card_image
    from game.ui.ui_scale import scaled

    d = _scaled_battle(play, IRON_WINDS, (1024, 768), percent, select="h_archers1")
    scene = d.scene
    width = scene.card_rect().w
    image = card_image(scene.session, "h_archers1", width, scene.side_colour)
    assert _ink_columns(image, CARD_BG) < width - scaled(PAD) + 2
    # the card grows with the text: at 200% the same card is taller than at 100%
    set_ui_scale(100)
    assert image.get_height() > card_image(scene.session, "h_archers1", width, scene.side_colour).get_height() \
        or percent == 100


@pytest.mark.parametrize("size", [(1280, 800), (1024, 768)])
def test_at_200_percent_dialogs_fit_the_window_and_their_parts_fit_the_dialog(play, home, restore_scale, size):
    from game.ui.capture import open_dialog

    d = _scaled_battle(play, FIELDS, size, 200)
    window = pygame.Rect((0, 0), size)
    for name in ("settings", "players", "save", "rulings"):
        before = set(d.app.manager.get_window_stack().get_full_stack())
        open_dialog(d.scene, name)
        d.step(2)
        (win,) = [w for w in d.app.manager.get_window_stack().get_full_stack() if w not in before]
        outline = win.rect.inflate(-2 * win.shadow_width, -2 * win.shadow_width)   # less its drop shadow
        assert window.contains(outline), (name, outline)
        inner = win.get_container().rect
        title_font = d.app.manager.get_theme().get_font(["window", "title_bar"])
        assert win.title_bar_height >= title_font.get_sized_height() if hasattr(title_font, "get_sized_height") \
            else win.title_bar_height >= 2 * 28 - 1, name
        for element in win.get_container().elements:
            assert inner.contains(element.rect), (name, type(element).__name__, element.rect, inner)
        win.kill()
        d.step()


def test_range_rings_stop_at_the_tables_edge(play, home):
    from game.ui.board.layer import Overlays

    d = _scaled_battle(play, IRON_WINDS, (1280, 800), 100, select="h_archers1")   # 12" bow ring over the edge
    scene = d.scene
    table = scene.layer.board_clip()
    assert table.w < scene.board_rect.w   # the table does not fill the view: there is background beside it
    shots = []
    for rings in (False, True):
        scene.overlays = Overlays(los=False, arcs=False, reach=False, rings=rings)
        surface = pygame.Surface(d.app.size)
        scene.layer.draw(surface, scene.session, selected="h_archers1", overlays=scene.overlays, show_reach=False)
        shots.append(surface)
    plain, ringed = shots
    inside = outside = 0
    for x in range(scene.board_rect.left, scene.board_rect.right, 2):
        for y in range(scene.board_rect.top, scene.board_rect.bottom, 2):
            if plain.get_at((x, y)) != ringed.get_at((x, y)):
                if table.collidepoint(x, y):
                    inside += 1
                else:
                    outside += 1
    assert inside > 0 and outside == 0


def test_capture_takes_an_interface_size_and_refuses_a_wrong_one(tmp_path, home, restore_scale):
    from game.content import FileError
    from game.ui.capture import capture_scenario

    out = capture_scenario(FIELDS, str(tmp_path / "big.png"), (1024, 768), select="s_bow", ui_scale=200,
                           dialog="settings")
    assert pygame.image.load(out).get_size() == (1024, 768)
    assert ui_scale() == 1.0    # as it was before the capture
    with pytest.raises(FileError, match="--ui-scale.*one of 100, 125, 150, 175, 200, not 300"):
        capture_scenario(FIELDS, str(tmp_path / "x.png"), (1024, 768), ui_scale=300)
    with pytest.raises(FileError, match="--dialog"):
        capture_scenario(FIELDS, str(tmp_path / "x.png"), (1024, 768), dialog="nope")


@pytest.mark.parametrize("size", [(1280, 800), (1024, 768)])
def test_the_replay_viewer_follows_the_interface_size(home, restore_scale, size):
    from game.ui.app import App
    from game.ui.launch import open_battle
    from game.ui.scene_registry import open_scene

    battle = open_battle(FIELDS, seed=3)
    for _ in range(4):
        battle.perform(battle.legal_actions().list()[-1])
    rows = {}
    for percent in (100, 200):
        set_ui_scale(percent)
        app = App(size, settings=Settings(animation="off", ui_scale=percent))
        try:
            scene = open_scene("replay", app, battle, None)
            app.push(scene)
            app.step(0.0)
            window = pygame.Rect((0, 0), size)
            rects = {k: b.rect for k, b in scene.buttons.items()}
            for key, r in rects.items():
                assert window.contains(r), (percent, key, r)
                assert r.bottom <= scene.board_rect.top
                assert all(not r.colliderect(o) for k, o in rects.items() if k != key), key
                assert not r.colliderect(scene.text_rect.inflate(0, -4)), key   # the status text has its room
            assert window.contains(scene.log.box.rect) and window.contains(scene.timeline.rect)
            rows[percent] = scene.bar_h
        finally:
            app.window.destroy()
    assert rows[200] >= 2 * rows[100]


def test_at_200_percent_on_a_low_window_every_action_button_stays_in_the_window(play, home, restore_scale):
    """Six actions under a card at 200% in 1024x768: the card gives way, the buttons close up, and those
    with no room fold behind a More button, so the dice log keeps three lines (issue 16)."""
    from game.ui.text import font

    d = _scaled_battle(play, "maps/formations_kessel_road.json", (1024, 768), 200, select="s_m1")
    d.step(2)   # the card takes the actions of the frame before into account
    scene, window = d.scene, pygame.Rect(0, 0, 1024, 768)
    assert len(scene.actions.entries) >= 6
    assert scene.actions.folded and scene.actions.more is scene.actions.buttons[-1]
    assert len(scene.actions.buttons) - 1 + scene.actions.folded == len(scene.actions.entries)
    for b in scene.actions.buttons:
        assert window.contains(b.rect), b.rect
        assert b.rect.top >= scene.card_rect().bottom
        assert b.rect.h >= scene.actions.fitted_h(99, 1)   # never shorter than a line of its text
        assert b.rect.bottom <= scene.log.box.rect.top
    log = scene.log.box.rect
    assert window.contains(log) and log.h >= 3 * font(13).get_linesize()


@pytest.mark.parametrize("size", [(1024, 768), (1280, 800)])
@pytest.mark.parametrize("percent", [100, 150, 200])
def test_the_dice_log_keeps_three_lines_at_every_size(play, home, restore_scale, size, percent):
    from game.ui.text import font

    d = _scaled_battle(play, "maps/formations_grey_line.json", size, percent, select="s_a1")
    d.step(2)
    log = d.scene.log.box.rect
    assert pygame.Rect((0, 0), size).contains(log) and log.h >= 3 * font(13).get_linesize(), log


def test_a_folded_action_is_picked_from_the_more_list_by_keys(play, home, restore_scale):
    d = _scaled_battle(play, "maps/formations_grey_line.json", (1024, 768), 200, select="s_a1")
    d.step(2)
    scene = d.scene
    entries = list(scene.actions.entries)
    shown = len(scene.actions.buttons) - 1
    index = len(entries) - 1                      # the last, folded
    before = len(scene.session.battle.log)
    d.click(scene.actions.more.rect.center)       # the More button (the board keeps Tab for its units)...
    win = d.app.keys.front_window()
    assert win is not None and win.window_display_title == "More actions"
    for _ in range(index - shown + 1):            # ... and its list worked by keys: Tab to the action, Enter
        d.key(pygame.K_TAB)
    assert d.app.keys.focused.text.startswith(f"{index + 1}  ")
    d.key(pygame.K_RETURN)
    d.step(2)
    assert d.app.keys.front_window() is None
    action = entries[index][1]
    if getattr(action, "rolls_dice", False):      # its odds show first, as from its own button
        assert scene.odds.active and scene.odds.action == action and len(scene.session.battle.log) == before
    else:
        assert len(scene.session.battle.log) == before + 1 and scene.session.battle.log[-1] == action


def test_at_200_percent_the_odds_panel_and_its_roll_button_stay_in_the_window(home, restore_scale):
    """The archery lesson's shot with its odds open, 200% in 1280x800: card and kept room give way."""
    from game.ui.app import App
    from game.ui.scenes.teaching import open_lesson

    set_ui_scale(200)
    app = App((1280, 800), settings=Settings(animation="off", ui_scale=200))
    try:
        scene = open_lesson(app, "maps/lessons/iron_winds_3_archery.json", step=2)
        app.push(scene)
        scene.show_me()   # the first press shows the odds of the shot
        for _ in range(3):
            app.step(0.0)
        assert scene.odds.active
        window = pygame.Rect(0, 0, 1280, 800)
        assert window.contains(scene.odds.rect)
        for b in scene.odds.buttons + scene.actions.buttons:
            assert window.contains(b.rect), b.text
    finally:
        app.window.destroy()
