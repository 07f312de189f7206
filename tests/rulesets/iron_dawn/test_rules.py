"""Iron Dawn rules with scripted dice, each test naming its section."""
import pytest

from game.core.dice import Dice
from game.rulesets.iron_dawn import actions as A
from game.rulesets.iron_dawn.damage import defence_ledger, defence_tests
from game.rulesets.iron_dawn.morale import morale_test, passes
from game.rulesets.iron_dawn.movement import infantry_turn_cost, vehicle_turn_cost
from game.rulesets.iron_dawn.phases import roll_initiative

from .helpers import RS, act, scenario, start, texts, unit


def test_defence_tests_woruxi_against_sparaxians_gain_plus_one():
    """Defence Tests: Woruxi marauders (ATT 5) engage Sparaxian legionaries (DEF 6): +1 to their tests."""
    sc = scenario([unit("wx", "woruxi_marauders", 10, 10)], [unit("sp", "sparaxian_legionaries", 10, 13, 180)])
    state, _ = start(sc)
    need, led = defence_ledger(state.units["sp"], 5, "", False)
    assert need == 7 and [(m.name, m.value) for m in led] == [("ATT 5 below DEF 6", 1)]
    failed, passed, _o, _r, _l = defence_tests(state, state.units["sp"], 2, 5, Dice.scripted([7, 8]))
    assert (failed, passed) == (1, 1)           # a 7 passes thanks to the +1; an 8 fails


def test_defence_tests_attack_above_defence_takes_one_per_point():
    sc = scenario([unit("a", "human_line", 10, 10)], [unit("b", "human_line", 10, 20, 180)])
    state, _ = start(sc)
    need, _ = defence_ledger(state.units["b"], 7, "", False)
    assert need == 4 - 3


def test_defence_tests_a_vehicle_natural_one_costs_a_hit_point_and_another_test():
    sc = scenario([unit("t", "human_tank", 10, 10)], [unit("b", "woruxi_runts", 40, 30, 180)])
    state, _ = start(sc)
    failed, passed, ones, rolls, _ = defence_tests(state, state.units["t"], 1, 9, Dice.scripted([1, 5]), facing="front")
    assert (failed, passed, ones, len(rolls)) == (0, 1, 1, 2)


def test_initiative_double_zero_always_loses():
    """Initiative: a 00 loses whatever the modifiers; lowest otherwise acts first."""
    sc = scenario([unit("a", "human_line", 10, 10)], [unit("b", "human_line", 10, 20, 180)])
    state, events = start(sc, (10, 10, 9, 9))
    assert state.order == ["blue", "red"] and "00" in texts(events)
    state, _ = start(sc, (1, 2, 5, 5))
    assert state.order == ["red", "blue"]


def test_initiative_senior_commander_modifier_is_a_named_entry():
    sc = scenario([unit("c", "human_captain", 10, 30)], [unit("b", "human_line", 10, 5, 180)])
    state, events = start(sc, (3, 3, 3, 1))          # red 33 - 5 = 28 beats blue 31
    init = next(e for e in events if e.kind == "initiative")
    assert state.order[0] == "red" and [m.name for m in init.ledger] == ["Senior commander on the table"]


def test_morale_nine_and_ten_always_fail_and_mor_ten_rerolls_a_ten():
    """Morale: above MOR fails; 9 and 10 fail whatever; MOR 10 re-rolls 10s, MOR 11 9s."""
    assert passes(6, 6) and not passes(7, 6) and not passes(9, 12) and not passes(10, 12)
    sc = scenario([unit("j", "sparaxian_juggernaut", 10, 10)], [unit("b", "human_line", 10, 30, 180)])
    state, _ = start(sc)
    j = state.units["j"]                  # MOR 9
    ok, ev = morale_test(state, j, Dice.scripted([9]), "test")
    assert not ok and len(ev.rolls) == 1
    j.inspired_turn = state.turn          # MOR 10: a 10 is re-rolled
    ok, ev = morale_test(state, j, Dice.scripted([10, 4]), "test")
    assert ok and len(ev.rolls) == 2


def test_command_radius_junior_gives_plus_one_within_eighteen_inches():
    sc = scenario([unit("c", "woruxi_pack_elder", 10, 10), unit("s", "woruxi_runts", 10, 25)],
                  [unit("b", "human_line", 40, 30, 180)])
    state, _ = start(sc)
    from game.rulesets.iron_dawn.morale import morale_of
    mor, led = morale_of(state, state.units["s"])
    assert mor == 6 and "Within a commander's radius" in led
    state.units["s"].models[0].y = 40  # one model out of range still counts the unit in while others are in
    state.units["c"].models[0].y = -30
    mor, _ = morale_of(state, state.units["s"])
    assert mor == 5


def test_turning_ninety_costs_one_inch_less_costs_half():
    """Turning/Pivoting: 90 degrees 1", less 0.5" (the text's 45 + 4" + 45 = 5" example)."""
    assert infantry_turn_cost(90) == 1.0 and infantry_turn_cost(45) == 0.5 and infantry_turn_cost(0) == 0
    assert infantry_turn_cost(45) + 4 + infantry_turn_cost(45) == 5
    assert vehicle_turn_cost(30, 3) == 1 and vehicle_turn_cost(90, 3) == 3 and vehicle_turn_cost(135, 3) == 4


def test_movement_a_model_moves_its_speed_and_no_further():
    sc = scenario([unit("a", "human_line", 10, 20)], [unit("b", "human_line", 40, 5, 180)])
    state, _ = start(sc)
    ok = A.Move("a", ((10, 20, 0), (10, 16, 0)))
    far = A.Move("a", ((10, 20, 0), (10, 15.5, 0)))
    assert RS.check(state, ok) and not RS.check(state, far)
    turned = A.Move("a", ((10, 20, 0), (10, 20, 45), (12.6, 17.4, 45)))   # 0.5" + 3.68"
    assert not RS.check(state, turned) and "turning" in RS.check(state, turned).reason


def test_movement_expenditures_two_moves_then_no_shooting():
    """Movement expenditures / Turn sequence: two moves rule out shooting; a third move is refused."""
    sc = scenario([unit("a", "human_kommando", 10, 30)], [unit("b", "human_line", 10, 5, 180)])
    state, _ = start(sc)
    act(state, A.Move("a", ((10, 30, 0), (10, 27, 0))))
    state.units["a"].acted_phase = -1        # next phase
    act(state, A.Move("a", ((10, 27, 0), (10, 24, 0))))
    state.units["a"].acted_phase = -1
    verdict = RS.check(state, A.Shoot("a", "b"))
    assert not verdict and "twice" in verdict.reason


def test_squad_leaders_a_leaderless_squad_tests_morale_before_acting():
    """Squad Leaders: without a leader a squad must pass morale to act, and has two actions a turn."""
    sc = scenario([unit("r", "woruxi_runts", 10, 30)], [unit("b", "human_line", 40, 5, 180)])
    state, _ = start(sc)
    events, _ = act(state, A.Move("r", ((10, 30, 0), (10, 27, 0))), [9])   # fails: loses the action
    assert "hesitates" in texts(events) and state.units["r"].y == 30
    state.units["r"].acted_phase = -1
    events, _ = act(state, A.Move("r", ((10, 30, 0), (10, 27, 0))), [3])
    assert state.units["r"].y == 27
    state.units["r"].acted_phase = -1
    assert not RS.check(state, A.Move("r", ((10, 27, 0), (10, 25, 0))))


def test_shooting_natural_one_misses_natural_ten_costs_an_extra_hit_point_closest_first():
    """Accuracy Tests / Removing models: 1 misses, 10 adds a hit point lost; closest models go first."""
    sc = scenario([unit("a", "human_kommando", 10, 30)], [unit("b", "human_line", 10, 18, 180)])
    state, _ = start(sc)
    b = state.units["b"]
    closest = min(b.living, key=lambda m: ((m.x - 10) ** 2 + (m.y - 30) ** 2, m.id))
    # Kommando ACC 7, rifle ACC 4 -> needs 3; rolls 1 (miss), 10 (hit +1); defence d10 9 fails (DEF 4 vs ATT 5 -> 3)
    events, _ = act(state, A.Shoot("a", "b"), [10, 9])
    assert len(b.living) == 6 and not closest.alive


def test_shooting_infantry_class_weapons_cannot_harm_vehicles():
    """Weapon Classes: infantry class weapons cannot harm vehicles."""
    sc = scenario([unit("a", "human_line", 10, 30)], [unit("t", "woruxi_crusher", 10, 15, 180)])
    state, _ = start(sc)
    v = RS.check(state, A.Shoot("a", "t"))
    assert not v and "infantry class" in v.reason


def test_suppression_half_or_more_tests_passed_suppresses():
    sc = scenario([unit("a", "human_kommando", 10, 30)], [unit("b", "sparaxian_juggernaut", 10, 20, 180)])
    state, _ = start(sc)
    act(state, A.Shoot("a", "b"), [5, 2])     # 1 shot (ROF 1) hits; defence 2 passes -> suppressed
    assert state.units["b"].suppressed(state.turn)


def test_suppressing_fire_pins_and_takes_no_hit_points():
    sc = scenario([unit("a", "human_kommando", 10, 30)], [unit("b", "human_line", 10, 20, 180)])
    state, _ = start(sc)
    b = state.units["b"]
    act(state, A.Shoot("a", "b", mode="suppress"), [10, 1])
    assert len(b.living) == 8 and b.pinned_turn == state.turn


def test_cover_fully_hidden_target_cannot_be_shot():
    wall = {"type": "building", "shape": "rect", "center": [10, 24], "size": [8, 3]}
    sc = scenario([unit("a", "human_kommando", 10, 30)], [unit("b", "sparaxian_juggernaut", 10, 20, 180)],
                  terrain=[wall])
    state, _ = start(sc)
    v = RS.check(state, A.Shoot("a", "b"))
    assert not v and "hidden" in v.reason


def test_cover_low_wall_gives_plus_one_defence_and_shows_on_hover():
    wall = {"type": "light", "shape": "rect", "center": [10, 21.5], "size": [4, 0.5]}
    sc = scenario([unit("a", "human_kommando", 10, 30)], [unit("b", "sparaxian_juggernaut", 10, 20, 180)],
                  terrain=[wall])
    state, _ = start(sc)
    info = RS.target_info(state, "a", "b")
    assert info.in_sight and "hidden" in info.reason and "light cover" in info.reason


def test_combat_groups_seven_models_split_four_and_three_leader_last():
    sc = scenario([unit("g", "human_grenadiers", 10, 30)], [unit("b", "human_line", 40, 5, 180)])
    state, _ = start(sc)
    act(state, A.Split("g"))
    a, b = state.units["g"], state.units["g_b"]
    assert (len(a.living), len(b.living)) == (4, 3) and a.has_leader and not b.has_leader


def test_phases_end_of_three_phases_rolls_a_new_initiative():
    sc = scenario([unit("a", "human_line", 10, 30)], [unit("b", "human_line", 40, 5, 180)])
    state, _ = start(sc)
    for _ in range(5):
        act(state, A.EndPhase(state.acting()))
    assert state.phase == 3
    act(state, A.EndPhase(state.acting()), [1, 1, 5, 5])
    assert state.turn == 2 and state.phase == 1


def test_objectives_first_there_keeps_a_contested_objective_and_three_turns_win():
    obj = [{"id": "o", "name": "Obj", "point": [20, 20], "radius": 3}]
    sc = scenario([unit("a", "human_line", 20, 22)], [unit("b", "woruxi_runts", 20, 40 - 24, 180)],
                  objectives=obj, height=40)
    state, _ = start(sc)
    from game.rulesets.iron_dawn.victory import update_objectives
    update_objectives(state)
    assert state.objectives["o"].owner == "red"
    for m in state.units["b"].living:
        m.y = 18.5
    update_objectives(state)
    assert state.objectives["o"].owner == "red"      # contested: the first there keeps it
    for turn in range(3):
        for _ in range(6):
            if state.result:
                break
            RS.apply(state, A.EndPhase(state.acting()), Dice.scripted([1, 1, 5, 5]))
    assert state.result and state.result[0] == "red"


def test_army_building_needs_a_commander_with_ten_percent_of_the_points():
    sc = scenario([unit("a", "human_line", 10, 30), unit("t", "human_tank", 20, 30)],
                  [unit("c", "woruxi_pack_elder", 10, 5, 180), unit("b", "woruxi_runts", 20, 5, 180)])
    red, blue = RS.army_report(sc, "red"), RS.army_report(sc, "blue")
    assert red.points == 210 and any("commander" in e for e in red.errors)
    assert blue.points == 80 and not blue.errors


def test_natural_one_always_misses():
    """Accuracy Tests: a natural 1 misses whatever the modifiers."""
    sc = scenario([unit("a", "human_kommando", 10, 30)], [unit("b", "human_line", 10, 18, 180)])
    state, _ = start(sc)
    events, _ = act(state, A.Shoot("a", "b"), [1])
    assert len(state.units["b"].living) == 8 and "0 hit" in texts(events)


def test_combat_groups_share_the_special_weapons_up_to_half_each():
    from game.content import scenario_from_data
    doc = {"ruleset": "iron_dawn", "title": "t", "board": {"kind": "table", "width": 48, "height": 36},
           "profiles": [{"ruleset": "iron_dawn", "id": "flamers", "name": "Flamer squad", "faction": "humans",
                         "kind": "squad", "points": 90, "models": 8, "leader": True, "spd": 4, "acc": 5, "mel": 4,
                         "att": 4, "defence": 4, "hp": 1, "mor": 6,
                         "weapons": [{"name": "Rifle", "effective": 12, "maximum": 24, "acc": 3, "att": 4},
                                     {"name": "Flamer", "effective": 6, "maximum": 8, "acc": 1, "att": 5,
                                      "special": "flame", "models": 2}]}],
           "sides": [{"id": "red", "name": "Red", "units": [unit("f", "flamers", 10, 30)]},
                     {"id": "blue", "name": "Blue", "units": [unit("b", "human_line", 40, 5, 180)]}]}
    state, _ = start(scenario_from_data(doc, "<t>"))
    act(state, A.Split("f"))
    a, b = state.units["f"], state.units["f_b"]
    assert (len(a.living), len(b.living)) == (4, 4)
    assert [sum(m.weapon == 1 for m in u.living) for u in (a, b)] == [1, 1]


def test_preview_odds_of_a_shot_are_exact_hit_points_lost():
    """Accuracy Tests + Defence Tests: one shot needing 3+ (ACC 7 vs 4) at DEF 4 against ATT 5 (3 or less
    passes), conscript target +1 to the roll: hits on 2..9 (8/10) fail 7/10; a 10 costs 1 + a failed test."""
    from fractions import Fraction
    sc = scenario([unit("a", "human_kommando", 10, 30)], [unit("b", "human_line", 10, 18, 180)])
    state, _ = start(sc)
    odds = RS.preview(state, A.Shoot("a", "b"))
    assert odds.p(2) == Fraction(1, 10) * Fraction(7, 10)
    assert odds.p(1) == Fraction(8, 10) * Fraction(7, 10) + Fraction(1, 10) * Fraction(3, 10)
    assert odds.total() == 1
