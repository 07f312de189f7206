"""Movement over terrain, Buildings and ruins, Trenches, Weapons mounted in terrain, coherency, solo units,
objectives and the ways a game ends — scripted dice."""
from game.core.dice import Dice
from game.rulesets.iron_dawn import actions as A
from game.rulesets.iron_dawn.shotplan import plan_shot
from game.rulesets.iron_dawn.victory import end_of_turn, update_objectives, victory_points

from .helpers import RS, act, scenario, start, texts, unit

HOUSE = [{"type": "building", "shape": "rect", "center": [20, 15], "size": [6, 6], "id": "house"},
         {"type": "door", "shape": "rect", "center": [20, 18.2], "size": [2, 0.8], "id": "door"},
         {"type": "window", "shape": "rect", "center": [17.2, 15], "size": [0.8, 1.6], "id": "win"}]


def test_movement_infantry_cross_terrain_no_higher_than_half_their_height():
    low = {"type": "light", "shape": "rect", "center": [10, 27], "size": [6, 0.5]}
    high = {"type": "heavy", "shape": "rect", "center": [30, 27], "size": [6, 0.5]}
    sc = scenario([unit("a", "human_kommando", 10, 29), unit("b", "human_kommando", 30, 29)],
                  [unit("e", "human_line", 40, 5, 180)], terrain=[low, high])
    state, _ = start(sc)
    assert RS.check(state, A.Move("a", ((10, 29, 0), (10, 25, 0))))
    v = RS.check(state, A.Move("b", ((30, 29, 0), (30, 25, 0))))
    assert not v and "high" in v.reason


def test_movement_vehicles_drive_through_light_cover_but_not_heavy():
    low = {"type": "light", "shape": "rect", "center": [10, 22], "size": [6, 0.5]}
    high = {"type": "heavy", "shape": "rect", "center": [30, 22], "size": [6, 0.5]}
    sc = scenario([unit("a", "woruxi_bike", 10, 27), unit("b", "woruxi_bike", 30, 27)],
                  [unit("e", "human_line", 40, 5, 180)], terrain=[low, high])
    state, _ = start(sc)
    assert RS.check(state, A.Move("a", ((10, 27, 0), (10, 18, 0))))
    assert not RS.check(state, A.Move("b", ((30, 27, 0), (30, 18, 0))))


def test_buildings_entered_only_through_an_entry_point_and_fire_through_openings():
    sc = scenario([unit("k", "human_kommando", 20, 20), unit("j", "sparaxian_juggernaut", 23.5, 20.5)],
                  [unit("e", "human_line", 40, 5, 180)], terrain=HOUSE)
    state, _ = start(sc)
    through_door = A.Move("k", ((20, 20, 0), (20, 15, 0)))
    through_wall = A.Move("j", ((23.5, 20.5, 0), (22, 16, 0)))
    assert RS.check(state, through_door)
    v = RS.check(state, through_wall)
    assert not v and "building" in v.reason
    act(state, through_door)
    assert state.units["k"].inside == "house"


def _line_in_the_house(target_at):
    sc = scenario([unit("s", "human_line", 20, 15)], [unit("e", "woruxi_marauders", *target_at, 180)],
                  terrain=HOUSE)
    state, _ = start(sc)
    s = state.units["s"]
    for m, (x, y) in zip(s.living, [(18.5 + 0.8 * (i % 4), 13 + 1.2 * (i // 4)) for i in range(8)]):
        m.x, m.y = x, y
    s.inside = "house"
    return state, plan_shot(state, s, state.units["e"])


def test_buildings_openings_in_the_walls_facing_the_target_window_two_models_door_five():
    """Buildings and ruins: a window lets 2 models fire, a door 5, counted on the walls facing the target: to
    the south only the door's wall faces it (5), to the south-west the door's and the window's (2 + 5)."""
    _state, south = _line_in_the_house((20, 28))
    assert sum(len(g.models) for g in south.groups) == 5
    _state, south_west = _line_in_the_house((9, 26))
    assert sum(len(g.models) for g in south_west.groups) == 7


def test_buildings_a_wall_with_no_opening_cannot_be_fired_through():
    """Buildings and ruins: the house's north and east walls have no window, door or hole."""
    _state, north = _line_in_the_house((20, 4))
    assert not north.ok and "no door, window or hole in a wall facing the target" in north.reason
    assert north.section == "Buildings and ruins"


def test_trenches_a_unit_in_the_system_moves_up_to_ten_inches_within_it():
    trench = [{"type": "trench", "shape": "rect", "center": [20, 20], "size": [30, 2], "id": "t1"}]
    sc = scenario([unit("k", "human_kommando", 8, 20)], [unit("e", "human_line", 40, 5, 180)], terrain=trench)
    state, _ = start(sc)
    inside = A.Move("k", ((8, 20, 0), (8, 20, 90), (16.5, 20, 90)))     # 1" turn + 8.5"
    outside = A.Move("k", ((8, 20, 0), (8, 14, 0)))
    assert RS.check(state, inside) and not RS.check(state, outside)


def test_buildings_enemies_in_the_same_building_fight_at_the_end_of_the_phase():
    sc = scenario([unit("k", "human_kommando", 19, 14)], [unit("j", "sparaxian_juggernaut", 21, 16, 180)],
                  terrain=HOUSE)
    state, _ = start(sc)
    state.units["k"].inside = state.units["j"].inside = "house"
    act(state, A.EndPhase("red"))
    # kommando MEL 6 needs 4: rolls 2 (miss); juggernaut MEL 7 needs 3: rolls 5 hits; kommando DEF 5 vs ATT 7 -> 3:
    # rolls 2 passes
    events, _ = act(state, A.EndPhase("blue"), [2, 5, 2])
    assert "fight hand to hand in the same building" in texts(events)


def test_weapons_mounted_in_terrain_crewed_by_three_models_and_a_45_degree_arc():
    sc = scenario([unit("g", "human_at_gun", 20, 20, 0), unit("s", "human_line", 20, 21.8)],
                  [unit("t", "woruxi_crusher", 20, 4, 180), unit("u", "woruxi_bike", 40, 20, 270)])
    state, _ = start(sc)
    plan = plan_shot(state, state.units["s"], state.units["t"], emplacement="g")
    assert plan.ok and [g.name for g in plan.groups] == ["Anti-tank gun"]
    side = plan_shot(state, state.units["s"], state.units["u"], emplacement="g")
    assert not side.ok and any("45-degree" in n for n in side.notes)


def test_tactical_spacing_a_stray_model_rejoins_its_unit_when_it_moves():
    sc = scenario([unit("k", "human_line", 10, 30)], [unit("e", "human_line", 40, 5, 180)])
    state, _ = start(sc)
    stray = state.units["k"].living[-1]
    stray.x, stray.y = 20, 33
    events, _ = act(state, A.Move("k", ((10, 30, 0), (10, 29, 0))))
    assert "rejoins" in texts(events)
    from game.geometry.coherency import groups
    assert len(groups([(m.x, m.y) for m in state.units["k"].living], 3.0)) == 1


def test_solo_units_the_last_survivor_merges_into_a_squad_of_the_same_kind():
    sc = scenario([unit("a", "human_line", 10, 30), unit("b", "human_line", 16, 24)],
                  [unit("e", "human_line", 40, 5, 180)])
    state, _ = start(sc)
    b = state.units["b"]
    for m in b.living[1:]:
        m.alive = False
    survivor = b.living[0]
    survivor.x, survivor.y = 16, 24
    b.x, b.y = 16, 24
    act(state, A.Move("b", ((16, 24, 0), (13.5, 26.8, 0))))          # the survivor is the squad leader
    assert not b.alive and len(state.units["a"].living) == 9 and state.units["a"].has_leader


def test_objectives_a_suppressed_holder_forfeits_to_an_enemy_that_is_not():
    obj = [{"id": "o", "name": "Obj", "point": [20, 20], "radius": 3}]
    sc = scenario([unit("a", "human_kommando", 20, 22)], [unit("b", "sparaxian_juggernaut", 40, 5, 180)],
                  objectives=obj)
    state, _ = start(sc)
    update_objectives(state)
    state.units["a"].suppressed_turn = state.turn
    state.units["b"].models[0].x, state.units["b"].models[0].y = 20, 17.5
    update_objectives(state)
    assert state.objectives["o"].owner == "blue"


def test_objectives_only_infantry_capture():
    obj = [{"id": "o", "name": "Obj", "point": [20, 20], "radius": 3}]
    sc = scenario([unit("t", "woruxi_bike", 20, 21)], [unit("b", "sparaxian_juggernaut", 40, 5, 180)],
                  objectives=obj)
    state, _ = start(sc)
    update_objectives(state)
    assert state.objectives["o"].owner == ""


def test_game_length_victory_points_at_the_turn_limit():
    sc = scenario([unit("a", "human_line", 10, 30)], [unit("b", "human_line", 30, 5, 180),
                                                      unit("c", "woruxi_runts", 40, 5, 180)], turn_limit=1)
    state, _ = start(sc)
    state.units["c"].alive = False
    for m in state.units["c"].models:
        m.alive = False
    assert victory_points(state) == {"red": 35, "blue": 0}
    end_of_turn(state, Dice.scripted([]))
    assert state.result[0] == "red" and "victory points" in state.result[1]


def test_game_length_outnumbering_two_to_one_wins_when_the_option_is_on():
    sc = scenario([unit("a", "human_line", 10, 30), unit("b", "human_line", 20, 30)],
                  [unit("c", "woruxi_runts", 40, 5, 180)], options={"outnumber": True})
    state, _ = start(sc)
    end_of_turn(state, Dice.scripted([]))
    assert state.result[0] == "red" and "two to one" in state.result[1]


def test_game_length_eliminating_the_enemy_wins():
    sc = scenario([unit("a", "human_line", 10, 30)], [unit("c", "woruxi_runts", 40, 5, 180)])
    state, _ = start(sc)
    for m in state.units["c"].models:
        m.alive = False
    state.units["c"].alive = False
    events = RS.apply(state, A.EndPhase("red"), Dice.scripted([]))
    assert state.result and state.result[0] == "red"


def test_vehicle_combat_ram_drives_into_contact_and_hits_models_near_the_hull():
    sc = scenario([unit("t", "woruxi_crusher", 10, 30)], [unit("s", "human_line", 10, 18, 180)])
    state, _ = start(sc)
    y0 = state.units["t"].y
    events, _ = act(state, A.Ram("t", "s"), [8] + [9] * 8)      # fails to dodge; every test fails
    assert state.units["t"].y < y0 - 3 and len(state.units["s"].living) < 8


def test_weapons_mounted_in_terrain_are_not_targets():
    sc = scenario([unit("k", "human_kommando", 20, 30)], [unit("g", "human_at_gun", 20, 20, 180)])
    state, _ = start(sc)
    v = RS.check(state, A.Shoot("k", "g"))
    assert not v and "not a target" in v.reason
