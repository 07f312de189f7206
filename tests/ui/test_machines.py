"""Issue 16: Iron Dawn walkers, skiffs and bikes, and mounted leaders and characters, each drawn as itself (not as a
tank or a man on foot), told apart from one another and from their neighbours."""
import json

import pygame

from game.content.library import maps_dir
from game.core.battle import Battle
from game.ui.board.figures import base_art


def _views(path):
    from game.ui.session import BattleSession

    return BattleSession(Battle.from_file(path, seed=1)).views()


def test_iron_dawn_walkers_skiffs_and_bikes_say_what_they_are():
    tessaly = _views(maps_dir() / "iron_dawn_tessaly.json")
    assert tessaly["s_walker"].kind == "war_engine" and tessaly["s_skiff"].kind == "skiff"
    assert _views(maps_dir() / "iron_dawn_pumping_station.json")["w_bike"].kind == "bike"
    assert _views(maps_dir() / "iron_dawn_pumping_station.json")["h_tank"].kind == "vehicle"


def test_a_forgotten_world_knight_character_rides():
    views = _views(maps_dir() / "forgotten_world_grimtusk_pass.json")
    assert views["a_champion"].kind == "mounted_leader"      # a character on a cavalry base
    assert all(v.kind != "mounted_leader" for k, v in views.items() if k != "a_champion")


def test_an_iron_winds_leader_on_a_mounted_profile_rides(tmp_path):
    data = json.loads((maps_dir() / "iron_winds_grey_ford.json").read_text())
    data["profiles"] = [{"ruleset": "iron_winds", "id": "elf_lord_mounted", "name": "Elf Lord on horse", "race": "elf",
                         "type": "leader", "mounted": True}]
    lead = next(u for s in data["sides"] for u in s.get("units", []) if u["id"] == "a_general")
    lead["profile"] = "elf_lord_mounted"
    path = tmp_path / "mounted.json"
    path.write_text(json.dumps(data))
    views = _views(path)
    assert views["a_general"].kind == "mounted_leader" and views["a_king"].kind == "leader"


def test_each_machine_and_rider_looks_unlike_the_others():
    """Same base, same colour: the tank, walker, skiff, bike, leader, mounted leader and cavalryman differ."""
    looks = {}
    for kind in ("vehicle", "war_engine", "skiff", "bike"):
        looks[kind] = pygame.image.tobytes(base_art(kind, 1, 0, 0, (60, 90, 160), 40, 64, 0.0), "RGBA")
    for kind in ("leader", "mounted_leader", "cavalry"):
        looks[kind] = pygame.image.tobytes(base_art(kind, 1, 1, 1, (60, 90, 160), 40, 64), "RGBA")
    assert len(set(looks.values())) == len(looks)
    # a mounted leader rides a pale charger: far more light pixels than a cavalryman's brown horse
    def light(kind):
        art = base_art(kind, 1, 1, 1, (60, 90, 160), 40, 64)
        return sum(1 for x in range(40) for y in range(64) if sum(art.get_at((x, y))[:3]) > 560 and art.get_at((x, y))[3])
    assert light("mounted_leader") > 3 * max(1, light("cavalry"))


def test_only_the_tank_runs_on_tracks():
    """Tracks down both sides are the tank's; the walker stands on legs, the skiff floats, the bike has wheels."""
    from game.ui.board.machines import TRACK

    def track_pixels(kind):
        art = base_art(kind, 1, 0, 0, (60, 90, 160), 80, 120, 0.0)
        return sum(1 for y in range(10, 110, 4) for x in (6, 8, 10, 12) if art.get_at((x, y))[:3] == TRACK)
    assert track_pixels("vehicle") > 50
    assert track_pixels("war_engine") == track_pixels("skiff") == track_pixels("bike") == 0
