"""Terrains: forests hide units more than 2" inside, walls give defenders cover and +1 FS to attackers,
fighting in a river worsens FS and D, buildings block movement and sight."""
from game.rulesets.forgotten_world.actions import DeclareCharge, Fight, Shoot
from game.rulesets.forgotten_world.obstacles import defends_obstacle

from .helpers import RS, act, at, place_in_contact, refused, scenario, start, unit


def test_units_deep_in_a_forest_are_hidden_terrains_forests():
    wood = {"type": "forest", "shape": "rect", "center": [24, 14], "size": [14, 12]}
    s = start(scenario([unit("a", "aurel_archers", 24, 36, 0, files=6)], [unit("o", "orc_warriors", 24, 14, 180, files=6)],
                       terrain=[wood]))
    assert "hidden" in refused(s, DeclareCharge("a", "o")).reason
    at(s, "attack")
    assert "hidden" in refused(s, Shoot("a", "o")).reason


def test_shooting_into_a_forest_edge_is_at_plus_1_ss_terrains_forests():
    wood = {"type": "forest", "shape": "rect", "center": [24, 18], "size": [14, 5]}
    s = at(start(scenario([unit("a", "aurel_archers", 24, 36, 0, files=6)],
                          [unit("o", "orc_warriors", 24, 18, 180, files=6)], terrain=[wood])), "attack")
    events = act(s, Shoot("a", "o"), [1] * 12)
    names = {m.name for m in events[0].ledger}
    assert "Target within 2\" of a forest edge" in names or "Cover" in names


def _wall_fight():
    wall = {"type": "wall", "shape": "polyline", "points": [[10, 21.2], [38, 21.2]], "width": 0.3}
    s = start(scenario([unit("k", "aurel_knights", 24, 10, 180, files=3)], [unit("w", "orc_warriors", 24, 23, 0, files=6)],
                       terrain=[wall]))
    w = s.units["w"]
    place_in_contact(s, "k", "w")
    s.units["k"].charging = "w"
    return at(s, "attack")


def test_infantry_behind_a_wall_defends_it_terrains_walls():
    s = _wall_fight()
    assert defends_obstacle(s, s.units["w"], s.units["k"])
    events = act(s, Fight("k", "w"), [1] * 6)
    assert "Enemy defends an obstacle" in {m.name for m in events[0].ledger} and "need 4+" in events[0].text


def test_fighting_in_a_river_worsens_fs_and_d_terrains_rivers():
    river = {"type": "river", "shape": "polyline", "points": [[0, 20.5], [48, 20.5]], "width": 3}
    s = start(scenario([unit("k", "aurel_knights", 24, 10, 180, files=3)], [unit("w", "orc_warriors", 24, 24, 0, files=6)],
                       terrain=[river]))
    place_in_contact(s, "k", "w")
    s.units["k"].charging = "w"
    at(s, "attack")
    events = act(s, Fight("k", "w"), [6] + [1] * 5 + [1] + [1])
    assert "Fighting in a river" in {m.name for m in events[0].ledger}


def test_buildings_and_impassable_terrain_block_sight_per_piece_terrains_impassable():
    from game.rulesets.forgotten_world.terrain import BLOCKS_SIGHT, CATEGORIES
    assert CATEGORIES["impassable"] & BLOCKS_SIGHT and not CATEGORIES["impassable_open"] & BLOCKS_SIGHT
    assert CATEGORIES["building"] & BLOCKS_SIGHT and not CATEGORIES["river"] & BLOCKS_SIGHT
    wall = {"type": "impassable", "shape": "rect", "center": [24, 26], "size": [20, 2]}
    s = at(start(scenario([unit("a", "aurel_archers", 24, 36, 0, files=6)],
                          [unit("o", "orc_warriors", 24, 18, 180, files=6)], terrain=[wall])), "attack")
    assert "out of sight" in refused(s, Shoot("a", "o")).reason
    low = dict(wall, type="impassable_open")
    s = at(start(scenario([unit("a", "aurel_archers", 24, 36, 0, files=6)],
                          [unit("o", "orc_warriors", 24, 18, 180, files=6)], terrain=[low])), "attack")
    assert RS.check(s, Shoot("a", "o"))


def test_cavalry_charging_into_a_forest_halves_its_move_terrains_forests():
    from game.rulesets.forgotten_world.actions import ChargeMove, EndCharges, React
    wood = {"type": "forest", "shape": "rect", "center": [24, 19], "size": [14, 3]}
    s = start(scenario([unit("k", "aurel_knights", 24, 30, 0, files=3)], [unit("o", "orc_warriors", 24, 19, 180, files=6)],
                       terrain=[wood]))
    act(s, DeclareCharge("k", "o"))
    act(s, EndCharges("red"))
    act(s, React("o", "hold"))
    events = act(s, ChargeMove("k"), [5])                      # (7 + 5) / 2 = 6" against 7.5": short
    assert "falls short (6.0\"" in events[0].text


def test_hidden_units_cannot_act_against_enemies_outside_terrains_forests():
    wood = {"type": "forest", "shape": "rect", "center": [24, 36], "size": [16, 10]}
    s = start(scenario([unit("a", "aurel_archers", 24, 36, 0, files=6)], [unit("o", "orc_warriors", 24, 20, 180, files=6)],
                       terrain=[wood]))
    assert "cannot act against enemies" in refused(s, DeclareCharge("a", "o")).reason
    at(s, "attack")
    assert "cannot act against enemies" in refused(s, Shoot("a", "o")).reason
