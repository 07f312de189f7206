"""Text that fits (issue 19, item 7): the menu's scenario list and preview maps, the status line, the
odds header, the counters' name and strength, and no internal ids or bad grammar in what players read."""
import itertools

import pygame
import pytest

from game.content.library import maps_dir
from game.ui.scenes.board_view import BoardView

SHIPPED = ["fields_of_iron_first_clash", "fields_of_iron_greywater", "iron_winds_border_skirmish",
           "iron_winds_grey_ford"]


def test_the_scenario_list_shows_every_line_whole(menu):
    items = menu.scene.list.item_list
    assert len(items) >= 4
    for item in items:
        b = item["button_element"]
        assert b.font.size(item["text"])[0] + 8 <= b.rect.w, item["text"]
    texts = [i["text"] for i in items]
    assert "The Battle of Greywater Crossing  (Fields of Iron)" in texts    # the ruleset shortened, not cut
    assert not any(t.endswith(":)") for t in texts), texts    # a shortened name drops its dangling colon


def test_a_shortened_ruleset_name_ends_on_a_word_not_on_punctuation():
    from game.ui.scenes.menu_entries import _shorter

    assert _shorter("Forgotten World: Conquerors") == ["Forgotten World: Conquerors", "Forgotten World", "Forgotten"]
    assert _shorter("Fields of Iron and Echo") == ["Fields of Iron and Echo", "Fields of Iron", "Fields"]


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
        # many units keep a label (a crowded preview, like Forgotten World's 25 units at 1280x800, drops more)
        assert len(boxes) >= len(marks) // 3
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


def _mask(a: pygame.Surface, b: pygame.Surface) -> set:
    """The pixels where two sprites of the same size differ."""
    w, h = a.get_size()
    out = set()
    for x, y in itertools.product(range(w), range(h)):
        pa, pb = a.get_at((x, y)), b.get_at((x, y))
        if (pa.a or pb.a) and pa != pb:            # a change that shows (not the colour of a clear pixel)
            out.add((x, y))
    return out


@pytest.mark.parametrize("name", ["fields_of_iron_first_clash", "fields_of_iron_greywater"])   # big and small hexes
def test_facing_pointer_and_marker_chips_never_cover_a_counters_words_nor_leave_its_cell(play, name):
    """Every facing, four chips, a long name on two lines: the pointer and the chips touch none of the
    name's or the strength's pixels, and nothing is drawn outside the unit's own hex."""
    import dataclasses
    import math

    from game.core.battle import Battle

    d = play(Battle.from_file(maps_dir() / f"{name}.json", seed=3))
    artist, scale = d.scene.artist, d.scene.view.camera.scale
    base = dataclasses.replace(next(iter(d.scene.session.views().values())), name="Varn Spearmen Guard",
                               strength="5/5 wounds")
    chips = frozenset({"leader", "activated", "engaged", "shaken"})

    def sprite(markers=frozenset(), facing=None, words=True):
        v = dataclasses.replace(base, markers=markers, name=base.name if words else "",
                                strength=base.strength if words else "")
        return artist._make_counter(v, facing, scale, False, False)

    plain, bare = sprite(), sprite(words=False)
    words = _mask(plain, bare)
    assert words
    chipped = _mask(sprite(chips), plain)
    assert not (chipped & words)
    assert chipped or name == "fields_of_iron_greywater"       # too small a counter: the card lists them
    size = artist.layout.size * scale
    c = plain.get_width() / 2
    apothem = size * 0.8 * math.sqrt(3) / 2          # the counter's, inside the cell

    def outside_counter(p):
        return max((p[0] + 0.5 - c) * math.cos(a) + (p[1] + 0.5 - c) * math.sin(a)
                   for a in (math.radians(30 + 60 * k) for k in range(6))) > apothem

    for facing in range(6):
        full = sprite(chips, facing)
        # the facing bar runs along the counter's edge, under the words (drawn before them); the pointer
        # stands outside the counter
        pointer = {p for p in _mask(sprite(facing=facing), plain) if outside_counter(p)}
        assert pointer and not (pointer & words), (facing, sorted(pointer & words))
        for x, y in itertools.product(range(full.get_width()), range(full.get_height())):
            if full.get_at((x, y)).a:
                px, py = x + 0.5 - c, y + 0.5 - c          # inside the flat-topped hex of the cell
                assert abs(py) <= size * math.sqrt(3) / 2 + 1 and \
                    abs(px) * math.sqrt(3) / 2 + abs(py) / 2 <= size * math.sqrt(3) / 2 + 1, (facing, x, y)


def test_plural_side_names_take_plural_verbs(play):
    """Iron Winds' Border Skirmish is fought by Humans and Orcs."""
    from game.core.battle import Battle

    d = play(Battle.from_file(maps_dir() / "iron_winds_border_skirmish.json", seed=3))
    texts = [e.text for e in d.scene.session.battle.events]
    assert any(t.endswith("Humans choose who moves first.") or t.endswith("Orcs choose who moves first.")
               for t in texts), texts
    assert not any(" chooses " in t for t in texts)
    who = d.scene.session.side_name(d.scene.session.to_act())
    assert d.scene._no_actions_text() == "Select a unit."
    d.scene.select(next(v.id for v in d.scene.session.views().values() if v.side != d.scene.session.to_act()))
    assert d.scene._no_actions_text().endswith("are not acting now.")
    assert who in ("Humans", "Orcs")


def test_the_unit_card_names_the_profile_not_its_key(play, monkeypatch):
    from game.core.battle import Battle
    from game.ui.panels import card

    d = play(Battle.from_file(maps_dir() / "iron_winds_border_skirmish.json", seed=3))
    shown = []
    real = card.render
    monkeypatch.setattr(card, "render", lambda text, *a, **k: (shown.append(text), real(text, *a, **k))[1])
    d.scene.select("h_knights1")
    d.step(2)
    assert "Humans · Human Knight Cavalry" in shown
    assert not any("human_knight_cavalry" in t for t in shown)


def test_the_odds_header_wraps_instead_of_being_cut(play):
    from fractions import Fraction

    from game.core.battle import Battle
    from game.core.odds import Outcomes
    from game.ui.panels import odds

    d = play(Battle.from_file(maps_dir() / "iron_winds_border_skirmish.json", seed=3))
    action = d.scene.session.battle.legal_actions().list()[0]
    title = "Knights of the Rose charge the Orc Archers (west) in the flank with a hero at their head"
    label = "casualties inflicted on the Orc Archers (west) and the Humans' knights"
    d.scene.odds.open(action, title, Outcomes({0: Fraction(1, 3), 1: Fraction(1, 3), 2: Fraction(1, 3)}, label))
    d.step(2)
    panel = d.scene.odds
    title_lines, sub_lines = panel._head(panel.rect.w - 20)
    assert len(title_lines) == 2 and len(sub_lines) == 2
    words = " ".join(title_lines + sub_lines)
    assert "Knights of the Rose charge" in words and "flank" in words and "casualties inflicted" in words
    for line in title_lines:
        assert odds.render(line, 15, bold=True).get_width() <= panel.rect.w - 20, line
    for line in sub_lines:
        assert odds.render(line, 13).get_width() <= panel.rect.w - 20, line
    roll = d.button("Roll")
    assert roll.rect.top >= panel.rect.top + 8 + 20 * 2 + 17 * 2 + 3 * 19   # below the header and the bars


def test_a_choice_of_actions_shows_each_choice_whole(play):
    from game.core.battle import Battle
    from game.ui.dialogs.choice import open_choice

    d = play(Battle.from_file(maps_dir() / "fields_of_iron_first_clash.json", seed=3))
    action = d.scene.session.battle.legal_actions().list()[0]
    labels = ["Shoot the League Outriders with the Varn Bowmen's longbows at long range",
              "Shoot the League Outriders with the crossbow of Captain Orrin's bodyguard"]
    win = open_choice(d.app.manager, d.app.size, "Which one?", [(lbl, action) for lbl in labels], lambda a: None)
    d.step()
    for label in labels:
        b = next(e for e in d.app.manager.get_sprite_group().sprites() if getattr(e, "text", None) == label)
        assert b.text == label and b.font.size(b.text)[0] + 8 <= b.rect.w
    assert win.rect.w <= d.app.size[0]


def test_iron_winds_status_line_shows_the_points(play):
    """Scenarios scored at the end keep the score on the status line (not only on the hand-over screen)."""
    from game.core.battle import Battle

    d = play(Battle.from_file(maps_dir() / "iron_winds_grey_ford.json", seed=3))
    names = [s.name for s in d.scene.session.scenario.sides]
    assert f"Points: {names[0]} 0, {names[1]} 0." in d.scene.topbar.sentence


def clipped_buttons(app) -> list[str]:
    out = []
    for el in app.manager.get_sprite_group().sprites():
        if type(el).__name__ in ("Button", "UIButton") and el.visible and len(getattr(el, "text", "").strip()) > 1 and \
                el.font.size(el.text)[0] + 8 > el.rect.w:
            out.append(f"{el.text!r} ({el.rect.w}px)")
    return out


@pytest.mark.parametrize("name", SHIPPED)
def test_no_button_of_the_battle_screen_or_its_windows_is_clipped(play, name):
    from game.core.battle import Battle

    d = play(Battle.from_file(maps_dir() / f"{name}.json", seed=3))
    d.scene.cycle_units()
    d.step(2)
    assert clipped_buttons(d.app) == []
    for key in ("s", "o"):
        d.key(getattr(pygame, f"K_{key}"), mod=pygame.KMOD_CTRL)
        d.step()
        assert clipped_buttons(d.app) == [], key
        d.app.close_top_window()
        d.step()


def test_no_button_of_the_menu_is_clipped(menu):
    assert clipped_buttons(menu.app) == []
