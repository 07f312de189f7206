"""Issue 16, item 3: the menu and the hand-over screen at every interface size down to 1024x768: every
button whole and in the window, nothing overlapping, the title clear of the list."""
import pygame
import pytest

from game.ui.settings import Settings
from game.ui.text import render, set_ui_scale

SIZES = [(1024, 768), (1280, 800)]
SCALES = [100, 150, 200]


@pytest.fixture
def scaled_app(home):
    apps = []

    def start(size, percent):
        from game.ui.app import App

        set_ui_scale(percent)
        app = App(size, settings=Settings(animation="off", handover="off", ui_scale=percent))
        apps.append(app)
        return app

    yield start
    set_ui_scale(100)
    pygame.event.clear()
    for app in apps:
        app.window.destroy()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("percent", SCALES)
@pytest.mark.parametrize("over_battle", [False, True])
def test_the_menu_lays_out_whole_at_every_size(scaled_app, size, percent, over_battle):
    from game.ui.scenes.menu import MenuScene

    app = scaled_app(size, percent)
    menu = MenuScene(app, battle_scene=object() if over_battle else None)   # a battle behind: a Back button too
    app.push(menu)
    app.step(0.0)
    window = pygame.Rect((0, 0), size)
    rects = {k: b.rect for k, b in menu.buttons.items()}
    assert ("back" in rects) == over_battle and len(rects) == 10 + over_battle
    font = app.manager.get_theme().get_font(["button"])
    for key, r in rects.items():
        assert window.contains(r), (key, r)
        assert font.size(menu.buttons[key].text)[0] <= r.w - 8, key            # the words show whole
        assert not any(r.colliderect(o) for k, o in rects.items() if k != key), key
        for part in (menu.list.rect, menu.details.rect, menu.preview_rect):
            assert not r.colliderect(part), (key, part)
    head = menu._head
    title = render("Wartable", 30, bold=True).get_rect(topleft=head.title)
    assert title.bottom <= menu.list.rect.top and window.contains(title)
    for line, at in zip(head.lines, head.sub):
        sub = render(line, 15).get_rect(topleft=at)
        assert window.contains(sub) and sub.bottom <= menu.list.rect.top
        assert not sub.colliderect(title)
    assert menu.list.rect.h >= 3 * menu.list.list_item_height and menu.details.rect.h >= 60


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("percent", SCALES)
def test_the_hand_over_screen_lays_out_whole_at_every_size(scaled_app, size, percent):
    from game.ui.scenes.handover import HandoverScene

    app = scaled_app(size, percent)
    scene = HandoverScene(app, "The Free Companies of the Northern March", (60, 90, 200),
                          "Iron Legion 40 pts - Free Companies 0 pts: the roll-off is won, the winner acts first")
    band, lines = scene.layout(*size)
    window = pygame.Rect((0, 0), size)
    assert window.contains(band) and len(lines) >= 3
    for i, (_, r) in enumerate(lines):
        assert band.contains(r) and window.contains(r), r
        assert all(not r.colliderect(o) for j, (_, o) in enumerate(lines) if j != i), r
