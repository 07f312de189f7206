"""Text that fits (issue 19, item 7): the menu's scenario list and preview maps, the status line, the
odds header, the counters' name and strength, and no internal ids or bad grammar in what players read."""
import itertools

import pygame
import pytest

from game.content.library import maps_dir
from game.ui.scenes.board_view import BoardView
from game.ui.scenes.menu import MenuScene
from tests.ui.driver import Driver

SHIPPED = ["fields_of_iron_first_clash", "fields_of_iron_greywater", "iron_winds_border_skirmish",
           "iron_winds_grey_ford"]


@pytest.fixture
def menu(home):
    from game.ui.app import App
    from game.ui.settings import Settings

    app = App((1280, 800), settings=Settings(animation="off", handover="off"))
    app.push(MenuScene(app))
    d = Driver(app)
    d.step(2)
    yield d
    app.window.destroy()


def test_the_scenario_list_shows_every_line_whole(menu):
    items = menu.scene.list.item_list
    assert len(items) >= 4
    for item in items:
        b = item["button_element"]
        assert b.font.size(item["text"])[0] + 8 <= b.rect.w, item["text"]
    texts = [i["text"] for i in items]
    assert "The Battle of Greywater Crossing  (Fields of Iron)" in texts    # the ruleset shortened, not cut


def test_the_preview_maps_labels_never_overlap(menu, monkeypatch):
    placed = []
    real = BoardView._labels

    def spy(marks, font, bounds):
        out = real(marks, font, bounds)
        placed.append((marks, [box for _, box in out], bounds))
        return out

    monkeypatch.setattr(BoardView, "_labels", staticmethod(spy))
    for text in list(menu.scene.by_text):
        menu.scene.choose(text)
        menu.step(2)
    assert len(placed) == len(menu.scene.by_text)
    for marks, boxes, bounds in placed:
        assert len(boxes) >= len(marks) // 2                 # most units keep a label
        for a, b in itertools.combinations(boxes, 2):
            assert not a.colliderect(b)
        assert all(bounds.contains(b) for b in boxes)


@pytest.mark.parametrize("name", ["fields_of_iron_first_clash", "fields_of_iron_greywater"])
def test_the_status_line_keeps_the_victory_points_and_hovering_it_shows_it_all(play, name):
    from game.core.battle import Battle
    from game.ui.text import render

    d = play(Battle.from_file(maps_dir() / f"{name}.json", seed=3))
    bar = d.scene.topbar
    full = d.scene.session.status().text
    assert "Victory points" in full and bar.shortened          # too long for the line at 1280 x 800
    assert "Victory points: " in bar.sentence and full.endswith(bar.sentence.split(" … ")[-1])
    assert render(bar.sentence, 12).get_width() <= bar.left_of_buttons
    d.move((300, 400))
    before = d.app.surface.copy()
    d.move((200, 25))                                          # over the status line: the whole sentence
    area = pygame.Rect(0, 40, 900, 120)
    assert any(before.get_at(p) != d.app.surface.get_at(p) for p in itertools.product(range(area.x, area.right, 7),
                                                                                      range(area.y, area.bottom, 7)))
