"""The unit card (issue 19, item 3): it grows with its markers, or scrolls, so that the profile and
weapon lines stay in view; each marker shows its letter with its meaning."""
import dataclasses

import pygame

from game.content.library import default_scenario_path
from game.core.battle import Battle
from game.ui.panels.card import card_image
from game.ui.scenes.battle import CARD_H
from tests.ui.driver import play_through


def test_a_card_with_markers_grows_to_show_its_weapon_lines(play):
    d = play(Battle.from_file(default_scenario_path(), seed=3))
    scene = d.scene
    play_through(d, 30)
    v = max(scene.session.views().values(), key=lambda v: (len(v.markers), v.id))
    assert len(v.markers) >= 3 and any("shoot" in line or "fight" in line for line in v.card)
    scene.select(v.id)
    d.step()
    full = card_image(scene.session, v.id, scene.card_rect().w, scene.side_colour).get_height()
    assert full > CARD_H, "this card would not have fitted the old fixed card"
    assert scene.card_rect().h >= full, "the whole card is shown"
    buttons = [el.rect.top for el in d.app.manager.get_sprite_group().sprites()
               if type(el).__name__ == "UIButton" and el.visible and el.rect.x > scene.board_rect.right]
    assert not buttons or min(buttons) > scene.card_rect().bottom, "the action buttons sit under the card"


def test_a_card_taller_than_its_room_scrolls_under_the_wheel(play):
    d = play(Battle.from_file(default_scenario_path(), seed=3))
    scene = d.scene
    views = scene.session.views()
    many = frozenset(("moved", "shot", "fought", "charged", "engaged", "inspired", "leader", "monster", "flying",
                      "activated", "routed", "locked", "shaken", "disordered"))
    views["s_bow"] = dataclasses.replace(views["s_bow"], markers=many, card=views["s_bow"].card * 4)
    d.click(d.unit("s_bow"))
    d.step()
    rect = scene.card_rect()
    full = card_image(scene.session, "s_bow", rect.w, scene.side_colour).get_height()
    assert full > rect.h and rect.h <= scene.side_rect.h * 0.5, "the card grows only so far"
    d.move(rect.center)
    for _ in range(40):
        d.wheel(-1)
    from game.ui.panels.card import card_view_h

    view_h = card_view_h(rect.h, full)
    assert view_h < rect.h, "a line at the card's foot is kept for the note that says it scrolls"
    assert scene.card_scroll == full - view_h, "the wheel over the card reaches its last line"
    d.wheel(1)
    assert scene.card_scroll < full - view_h
    d.key(pygame.K_ESCAPE)
    assert scene.card_scroll == 0
