"""Units drawn as what they are (issue 16, item 1): figures on table bases in ranks and files, unit-type
symbols on counters, names on tile counters, and side colours that colour-blind players tell apart."""
import dataclasses

import pygame
import pytest

from game.content.library import maps_dir
from game.core.battle import Battle
from game.core.ruleset import MOUNTED_KINDS, UNIT_KINDS
from game.ui.board.machines import MACHINE_KINDS
from game.ui.board import palette
from game.ui.board.bases import side_colour
from game.ui.board.counters import short_name
from game.ui.board.figurecache import FigureCache, local_box
from game.ui.board.figures import base_art, slots

TABLES = ["iron_winds_grey_ford", "iron_winds_border_skirmish", "forgotten_world_aldermere",
          "forgotten_world_grimtusk_pass", "iron_dawn_tessaly", "iron_dawn_pumping_station"]
CELLS = ["fields_of_iron_first_clash", "fields_of_iron_greywater", "formations_kessel_road",
         "formations_grey_line"]


def test_ranks_fill_from_the_front_and_a_short_last_rank_is_centred():
    full = slots(12, 6, 2, 6.0, 2.0)
    assert len(full) == 12 and {y for _, y, _, _ in full} == {0.5, 1.5}
    nine = slots(9, 6, 2, 6.0, 2.0)
    front = sorted(x for x, y, _, _ in nine if y == 0.5)
    back = sorted(x for x, y, _, _ in nine if y == 1.5)
    assert front == [0.5, 1.5, 2.5, 3.5, 4.5, 5.5]          # the front rank stays whole
    assert back == [2.0, 3.0, 4.0]                             # the figures removed are gone from the back rank
    assert slots(1, 0, 0, 1.0, 1.0) == [(0.5, 0.5, 1.0, 1.0)]  # a single figure in the middle of its base


def _opaque(surface) -> int:
    return sum(1 for x in range(surface.get_width()) for y in range(surface.get_height())
               if surface.get_at((x, y)).a > 128)


def test_figures_removed_leave_bare_base_and_riders_are_not_foot():
    colour = (48, 92, 184)
    whole, fewer = base_art("infantry", 12, 6, 2, colour, 96, 32), base_art("infantry", 8, 6, 2, colour, 96, 32)
    front = pygame.Rect(0, 0, 96, 16)
    assert _opaque(fewer.subsurface(front)) == _opaque(whole.subsurface(front))     # the front rank is untouched
    assert _opaque(fewer) < _opaque(whole)
    foot, riders = base_art("infantry", 6, 3, 2, colour, 60, 45), base_art("cavalry", 6, 3, 2, colour, 60, 45)
    assert pygame.image.tobytes(foot, "RGBA") != pygame.image.tobytes(riders, "RGBA")
    # a rider is longer than it is wide (the horse runs along the line of advance), a foot figure wider
    one_foot, one_rider = base_art("infantry", 1, 1, 1, colour, 40, 40), base_art("cavalry", 1, 1, 1, colour, 40, 40)
    for art, longer in ((one_rider, True), (one_foot, False)):
        box = art.get_bounding_rect(min_alpha=128)
        assert (box.h > box.w) == longer, box


@pytest.mark.parametrize("name", TABLES + CELLS)
def test_every_unit_of_every_shipped_map_says_what_it_is(name):
    from game.ui.session import BattleSession

    views = list(BattleSession(Battle.from_file(maps_dir() / f"{name}.json", seed=1)).views().values())
    assert views
    for v in views:
        assert v.kind in UNIT_KINDS, (v.id, v.kind)
        if name in TABLES and v.alive and v.kind not in MACHINE_KINDS | {"artillery"}:
            assert v.figures >= 1, v.id


def test_iron_winds_riders_and_leaders_are_drawn_as_such(play):
    d = play(Battle.from_file(maps_dir() / "iron_winds_grey_ford.json", seed=1))
    views = d.scene.session.views()
    assert views["a_elf_cavalry"].kind in MOUNTED_KINDS and views["a_elf_cavalry"].figures == 6
    assert views["a_pikes"].kind == "infantry" and (views["a_pikes"].files, views["a_pikes"].ranks) == (6, 2)
    assert views["a_king"].kind == "leader" and views["a_king"].figures == 1


def test_a_base_figures_are_painted_once_and_turned_from_the_cache(play):
    d = play(Battle.from_file(maps_dir() / "iron_winds_grey_ford.json", seed=1))
    cache, cam = FigureCache(), d.scene.view.camera
    cam.scale = 20.0
    v = d.scene.session.views()["a_pikes"]
    surf = pygame.Surface((400, 400), pygame.SRCALPHA)
    outline = d.scene.artist.world_outline(v)
    assert cache.draw(surf, cam, v, outline, v.pose[2], (48, 92, 184)) == "figures"
    assert cache.draw(surf, cam, v, outline, v.pose[2], (48, 92, 184)) == "figures"
    turned = d.scene.artist.world_outline(v, pose=(v.pose[0], v.pose[1], 37.0))
    assert cache.draw(surf, cam, v, turned, 37.0, (48, 92, 184)) == "figures"
    assert cache.drawn == 1                           # the same look, another heading: turned, not repainted
    cam.scale = 7.0                                   # figures under 5 px (4.7 across): the symbol instead
    assert cache.draw(surf, cam, v, outline, v.pose[2], (48, 92, 184)) == "symbol"
    cam.scale = 3.0                                   # a base too small for a symbol: nothing but the base
    assert cache.draw(surf, cam, v, outline, v.pose[2], (48, 92, 184)) == ""


def test_the_box_of_a_turned_base_is_its_width_and_depth():
    outline = [(9.0, 10.0 - 2.0), (11.0, 10.0 - 2.0), (11.0, 10.0 + 2.0), (9.0, 10.0 + 2.0)]   # 2 wide, 4 deep
    cx, cy, w, d = local_box(outline, 0.0)
    assert (round(cx, 6), round(cy, 6), round(w, 6), round(d, 6)) == (10.0, 10.0, 2.0, 4.0)
    cx, cy, w, d = local_box(outline, 90.0)          # facing east: across is down the screen
    assert (round(w, 6), round(d, 6)) == (4.0, 2.0)


def test_names_shorten_to_fit_a_small_counter():
    def fits(width):
        return lambda t: len(t) <= width
    assert short_name("Legion Rifles II", fits(16)) == ["Legion Rifles II"]
    assert short_name("Legion Rifles II", fits(9)) == ["Legion", "Rifles II"]
    assert short_name("Company Assault I", fits(9)) == ["Company", "Assault I"]
    assert short_name("Company Assault I", fits(7)) == ["Assault", "I"]
    assert short_name("Company Assault I", fits(4)) == ["CA I"]
    assert short_name("Hammer Walker", fits(6)) == ["Hammer", "Walker"]
    assert short_name("Hammer Walker", fits(3)) == ["HW"]
    assert short_name("Supercalifragilistic", fits(6))[0].endswith("…")


def _word_pixels(artist, v, scale):
    with_words = artist._make_counter(v, None, scale, False, False)
    bare = artist._make_counter(dataclasses.replace(v, name="", strength=""), None, scale, False, False)
    a, b = pygame.image.tobytes(with_words, "RGBA"), pygame.image.tobytes(bare, "RGBA")
    return sum(1 for i in range(0, len(a), 4) if a[i:i + 4] != b[i:i + 4])


def test_tile_counters_show_their_names_at_the_default_zoom(play):
    d = play(Battle.from_file(maps_dir() / "formations_kessel_road.json", seed=1))
    artist, scale = d.scene.artist, d.scene.view.camera.scale
    v = next(iter(d.scene.session.views().values()))
    assert _word_pixels(artist, dataclasses.replace(v, strength=""), scale) > 40     # the name alone shows


def test_symbols_differ_by_kind_and_a_small_counter_shows_only_its_symbol(play):
    d = play(Battle.from_file(maps_dir() / "fields_of_iron_first_clash.json", seed=1))
    artist, scale = d.scene.artist, d.scene.view.camera.scale
    v = next(iter(d.scene.session.views().values()))
    looks = {pygame.image.tobytes(artist._make_counter(dataclasses.replace(v, kind=k), None, scale, False, False),
                                  "RGBA") for k in UNIT_KINDS}
    assert len(looks) == len(UNIT_KINDS)
    assert _word_pixels(artist, v, scale * 0.3) == 0                                  # too small: no words


def _simulate(rgb, matrix):
    lin = [((c / 255) ** 2.2) for c in rgb]
    return [sum(m * x for m, x in zip(row, lin)) for row in matrix]


# Vienot, Brettel and Mollon (1999): what protanopes and deuteranopes see, in linear RGB
PROTAN = ((0.11238, 0.88762, 0.0), (0.11238, 0.88762, 0.0), (0.00401, -0.00401, 1.0))
DEUTAN = ((0.29275, 0.70725, 0.0), (0.29275, 0.70725, 0.0), (-0.02234, 0.02234, 1.0))


@pytest.mark.parametrize("name", ["blue_orange", "blue_yellow"])
def test_the_colour_blind_palettes_stay_apart_for_protanopes_and_deuteranopes(name):
    a, b = palette.PALETTES[name]
    for matrix in (PROTAN, DEUTAN):
        sa, sb = _simulate(a, matrix), _simulate(b, matrix)
        assert sum((x - y) ** 2 for x, y in zip(sa, sb)) ** 0.5 > 0.35, (name, sa, sb)
    red, green = (184, 57, 46), (63, 127, 58)          # Border Skirmish's own colours, for contrast: they merge
    assert sum((x - y) ** 2 for x, y in zip(_simulate(red, DEUTAN), _simulate(green, DEUTAN))) ** 0.5 < 0.1


def test_the_palette_setting_recolours_the_sides_and_round_trips(home):
    from game.ui.app import App
    from game.ui.settings import Settings, load_settings, save_settings

    battle = Battle.from_file(maps_dir() / "iron_winds_border_skirmish.json", seed=1)
    sc = battle.scenario
    own = [side_colour(sc, s.id) for s in sc.sides]
    app = App((800, 600), settings=Settings(palette="blue_orange"))
    try:
        assert [side_colour(sc, s.id) for s in sc.sides] == list(palette.PALETTES["blue_orange"])
        app.settings = Settings()
        assert [side_colour(sc, s.id) for s in sc.sides] == own
    finally:
        app.window.destroy()
    save_settings(Settings(palette="blue_yellow"))
    assert load_settings()[0].palette == "blue_yellow"
    from game.ui.settings import settings_path

    settings_path().write_text('{"palette": "rainbow"}')
    settings, message = load_settings()
    assert settings == Settings() and "palette: one of scenario, blue_orange, blue_yellow" in message


def test_the_settings_window_offers_the_side_colours_and_saving_recolours_the_battle(play, home):
    from game.ui.settings import Settings, load_settings
    from tests.ui.test_menu_settings import open_menu

    d = play(Battle.from_file(maps_dir() / "iron_winds_border_skirmish.json", seed=1))
    battle_scene = d.scene
    before = battle_scene.side_colour("humans")
    menu = open_menu(d)
    d.click_button("Settings...")
    win = menu.dialogs["settings"]
    win.menus["Side colours"].selected_option = (palette.PALETTE_NAMES["blue_orange"], "blue_orange")
    d.click_button("Save")
    assert load_settings()[0] == Settings(animation="off", handover="off", palette="blue_orange")
    assert battle_scene.side_colour("humans") == palette.PALETTES["blue_orange"][0] != before


def test_a_vehicle_is_a_hull_whose_turret_turns_with_the_state():
    colour = (48, 92, 184)
    ahead, right = base_art("vehicle", 1, 0, 0, colour, 60, 100, 0.0), base_art("vehicle", 1, 0, 0, colour, 60, 100, 90.0)

    def barrel_at(art, x, y):   # the gun's dark metal, not the ground nor the hull
        c = art.get_at((x, y))
        return c.a > 200 and c.b < 140
    assert barrel_at(ahead, 30, 3) and not barrel_at(right, 30, 3)          # through the front edge, or not
    assert barrel_at(right, 48, 52) and not barrel_at(ahead, 48, 52)        # out to the right side
    from game.ui.session import BattleSession

    views = BattleSession(Battle.from_file(maps_dir() / "iron_dawn_pumping_station.json", seed=1)).views()
    tanks = [v for v in views.values() if v.kind == "vehicle"]
    assert tanks and any(v.turret is not None for v in tanks)


def test_the_figure_cache_keeps_within_its_pixel_budget(monkeypatch):
    from game.ui.board import figurecache

    monkeypatch.setattr(figurecache, "PIXELS", 100 * 100 * 3)
    cache = FigureCache()
    for i in range(10):
        cache._get(cache._art, i, lambda: pygame.Surface((100, 100)))
    assert list(cache._art) == [7, 8, 9]                 # the least recently used went first
    cache._get(cache._art, 7, lambda: pygame.Surface((1, 1)))
    cache._get(cache._art, 10, lambda: pygame.Surface((100, 100)))
    assert list(cache._art) == [9, 7, 10]


def test_the_legend_names_every_unit_symbol():
    from game.ui.overlays.legend import legend_entries

    named = {style[len("symbol:"):]: words for style, _, words in legend_entries("tiles") if style.startswith("symbol:")}
    assert set(named) == set(UNIT_KINDS) and named["heavy_cavalry"] == "heavy cavalry"
