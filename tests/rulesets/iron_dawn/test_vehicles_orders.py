"""Orders, Manoeuvres, Vehicles (combat, transports, abandoning and re-crewing), Commanders — scripted dice."""
from game.rulesets.iron_dawn import actions as A
from game.rulesets.iron_dawn.damage import hit_model
from game.core.dice import Dice

from .helpers import RS, act, scenario, start, texts, unit


def test_orders_concentrate_fire_every_unit_in_the_radius_shoots_with_plus_one_acc():
    sc = scenario([unit("c", "human_captain", 24, 32), unit("a", "human_line", 20, 27), unit("k", "human_kommando", 30, 27)],
                  [unit("e", "sparaxian_juggernaut", 24, 20, 180)])
    state, _ = start(sc)
    # captain MOR 8 (+1 senior for orders): a 2 passes; then each unit in 24" shoots: the line squad's 8 shots
    # and the kommando's 1, all missing on 2s
    events, _ = act(state, A.Order("c", "concentrate", "e"), [2] + [2] * 9)
    shots = [e for e in events if e.kind == "shoot"]
    assert [m.name for m in events[0].ledger][:1] == ["Senior commander issuing an order"]
    assert [e.units[0] for e in shots] == ["a", "k"]
    assert all(any(m.name == "Concentrate Fire" for m in e.ledger) for e in shots)
    assert shots[0].get("score") == 5            # line ACC 4 + 1 against weapon ACC 3


def test_orders_a_failed_commander_morale_test_means_nobody_obeys():
    sc = scenario([unit("c", "human_captain", 24, 30), unit("a", "human_line", 14, 30)],
                  [unit("e", "sparaxian_juggernaut", 24, 20, 180)])
    state, _ = start(sc)
    events, _ = act(state, A.Order("c", "inspire"), [9])
    assert "not carried out" in texts(events) and state.units["a"].inspired_turn != state.turn


def test_orders_inspire_gives_plus_one_spd_and_mor_this_turn():
    sc = scenario([unit("c", "human_captain", 24, 30), unit("a", "human_line", 14, 30)],
                  [unit("e", "sparaxian_juggernaut", 24, 5, 180)])
    state, _ = start(sc)
    act(state, A.Order("c", "inspire"), [2])
    from game.rulesets.iron_dawn.movement import budget_of
    from game.rulesets.iron_dawn.morale import morale_of
    assert budget_of(state, state.units["a"])[0] == 5
    assert morale_of(state, state.units["a"])[0] == 5 + 2 + 1


def test_orders_hold_the_line_lets_units_reroll_morale():
    sc = scenario([unit("c", "woruxi_pack_elder", 24, 30), unit("r", "woruxi_runts", 14, 30)],
                  [unit("e", "sparaxian_juggernaut", 24, 5, 180)])
    state, _ = start(sc)
    act(state, A.Order("c", "hold_the_line"), [2])
    from game.rulesets.iron_dawn.morale import morale_test
    ok, ev = morale_test(state, state.units["r"], Dice.scripted([9, 3]), "test")
    assert ok and len(ev.rolls) == 2


def test_orders_fall_back_moves_units_away_at_double_speed_but_not_dug_in_ones():
    sc = scenario([unit("c", "woruxi_pack_elder", 24, 30), unit("r", "woruxi_runts", 14, 24),
                   unit("m", "woruxi_marauders", 34, 24)],
                  [unit("e", "sparaxian_juggernaut", 24, 14, 180)], height=48)
    state, _ = start(sc)
    state.units["m"].dug_in = True
    y0 = state.units["r"].y
    act(state, A.Order("c", "fall_back"), [2])
    assert state.units["r"].y > y0 + 5 and state.units["m"].y == 24


def test_orders_disable_that_vehicle_immobilises_a_damaged_vehicle():
    sc = scenario([unit("c", "sparaxian_triatarch", 24, 34), unit("l", "sparaxian_lancers", 24, 30)],
                  [unit("t", "woruxi_bike", 24, 20, 180)])
    state, _ = start(sc)
    # order passes (2); the lance team (3 models: lance + 2 carbines; only the lance can harm a vehicle):
    # ACC 5 vs 4 -> 5; roll 6 hits; bike FD 5 vs ATT 8 -> 2: a 9 fails; bike HP 2 -> 1: bail-out d10 3
    events, _ = act(state, A.Order("c", "disable", "t"), [2, 6, 9, 3])
    assert state.units["t"].immobilised and "immobilised" in texts(events)


def test_manoeuvres_dig_in_gives_cover_and_acc_and_halves_speed():
    sc = scenario([unit("k", "human_kommando", 10, 30)], [unit("j", "sparaxian_juggernaut", 10, 20, 180)])
    state, _ = start(sc)
    act(state, A.Manoeuvre("k", "dig_in"))
    from game.rulesets.iron_dawn.shotplan import plan_shot
    from game.rulesets.iron_dawn.movement import budget_of
    from game.rulesets.iron_dawn.damage import defence_ledger
    k = state.units["k"]
    assert [m.name for m in plan_shot(state, k, state.units["j"]).groups[0].acc] == ["Dug in"]
    assert budget_of(state, k)[0] == 2
    assert "Dug in" in defence_ledger(k, 5, "", False)[1]


def test_manoeuvres_hull_down_plus_one_def_and_stand_up_is_free():
    sc = scenario([unit("t", "human_tank", 10, 30)], [unit("j", "sparaxian_juggernaut", 40, 5, 180)])
    state, _ = start(sc)
    act(state, A.Manoeuvre("t", "hull_down"))
    from game.rulesets.iron_dawn.damage import defence_ledger
    assert defence_ledger(state.units["t"], 9, "front", False)[0] == 9 + 1
    act(state, A.StandUp("t"))
    assert not state.units["t"].hull_down


def test_manoeuvres_run_plus_one_speed_minus_one_acc_and_overdrive_plus_two_no_turret():
    sc = scenario([unit("k", "human_kommando", 10, 30), unit("t", "human_tank", 30, 30)],
                  [unit("j", "sparaxian_juggernaut", 10, 8, 180)])
    state, _ = start(sc)
    act(state, A.Move("k", ((10, 30, 0), (10, 24, 0)), "run"))
    from game.rulesets.iron_dawn.shotplan import plan_shot, turret_limit
    state.units["k"].acted_phase = -1
    assert "Ran this turn" in plan_shot(state, state.units["k"], state.units["j"]).groups[0].acc
    act(state, A.Move("t", ((30, 30, 0), (30, 22, 0)), "overdrive"))
    assert turret_limit(state, state.units["t"]) == 0


def test_manoeuvres_repair_adds_a_hit_point_per_model():
    sc = scenario([unit("t", "human_tank", 10, 30), unit("e", "human_engineers", 10, 34.5)],
                  [unit("j", "sparaxian_juggernaut", 40, 5, 180)])
    state, _ = start(sc)
    state.units["t"].models[0].hp = 2
    act(state, A.Manoeuvre("e", "repair", "t"), [1])      # engineers are leaderless: morale first
    assert state.units["t"].models[0].hp == 6


def test_manoeuvres_rig_it_to_blow_hits_the_vehicle_and_nearby_infantry():
    sc = scenario([unit("g", "human_grenadiers", 10, 28)], [unit("t", "woruxi_bike", 10, 24.5, 180)])
    state, _ = start(sc)
    # ATT 7 vs bike SD 4 -> DEF 1: a 5 fails (bail-out test: 2); then every grenadier within 3" tests ATT 7
    g = state.units["g"]
    near = [m for m in g.living if ((m.x - 10) ** 2 + (m.y - 24.5) ** 2) ** 0.5 - 0.5 <= 3 + 1.6]
    events, dice = None, Dice.scripted([5, 2] + [1] * 7)
    events = RS.apply(state, A.Manoeuvre("g", "rig", "t"), dice)
    assert state.units["t"].models[0].hp == 1 and "blows a charge" in texts(events)
    # each nearby grenadier's defence test is an event carrying its die (they were rolled but not logged)
    tests = [e for e in events if e.kind == "defence"]
    assert near and len(tests) == len(near)
    assert all(len(e.rolls) == 1 and "(rigged charge)" in e.rolls[0].purpose.why for e in tests)


def test_vehicle_combat_ramming_target_may_dodge_with_morale():
    sc = scenario([unit("t", "woruxi_crusher", 10, 30)], [unit("s", "human_line", 10, 22, 180)])
    state, _ = start(sc)
    events, _ = act(state, A.Ram("t", "s"), [2])       # the line squad passes its morale test: dodges
    assert "dodges" in texts(events) and len(state.units["s"].living) == 8
    assert state.units["t"].no_move_phase == (state.turn, state.phase + 1)


def test_transports_embark_within_move_and_destroyed_transport_hits_passengers():
    sc = scenario([unit("c", "human_carrier", 10, 20), unit("s", "human_line", 10, 24)],
                  [unit("j", "sparaxian_juggernaut", 40, 5, 180)])
    state, _ = start(sc)
    act(state, A.Embark("s", "c"))
    assert state.units["s"].inside == "c" and state.units["c"].cargo == ["s"]
    c = state.units["c"]
    c.models[0].hp = 1
    dice = Dice.scripted([10] * 8)           # every passenger fails its ATT 7 test
    hit_model(state, c, c.models[0], dice)
    assert not c.alive and not state.units["s"].alive


def test_transports_capacity_is_enforced():
    sc = scenario([unit("b", "woruxi_bike", 10, 20), unit("s", "woruxi_runts", 10, 24)],
                  [unit("j", "sparaxian_juggernaut", 40, 5, 180)])
    state, _ = start(sc)
    v = RS.check(state, A.Embark("s", "b"))
    assert not v and "transport" in v.reason


def test_abandoning_the_bail_out_test_on_the_final_hit_point_and_recrewing():
    sc = scenario([unit("b", "woruxi_bike", 10, 20)], [unit("s", "human_line", 10, 24, 180),
                                                        unit("k", "human_kommando", 40, 5)])
    state, _ = start(sc)
    b = state.units["b"]
    hit_model(state, b, b.models[0], Dice.scripted([10]))
    assert b.abandoned and b.models[0].hp == 1
    state.order = ["blue", "red"]
    v = RS.check(state, A.Recrew("s", "b"))
    assert v, v
    act(state, A.Recrew("s", "b"), [3])
    assert b.side == "blue" and b.rank == "conscript" and not b.abandoned and len(state.units["s"].living) == 7


def test_commanders_a_joined_commander_lends_its_morale():
    sc = scenario([unit("c", "sparaxian_triatarch", 10, 31), unit("s", "woruxi_runts", 10, 26)],
                  [unit("j", "sparaxian_juggernaut", 40, 5, 180)])
    state, _ = start(sc)
    act(state, A.Move("c", ((10, 31, 0), (10, 29.5, 0))))
    assert state.units["c"].joined == "s"
    from game.rulesets.iron_dawn.morale import morale_of
    assert morale_of(state, state.units["s"])[0] == 9 + 2


def test_manoeuvres_hull_down_vehicle_may_not_move_until_it_stands_up():
    sc = scenario([unit("t", "human_tank", 10, 30)], [unit("j", "sparaxian_juggernaut", 40, 5, 180)])
    state, _ = start(sc)
    state.units["t"].hull_down = True
    move = A.Move("t", ((10, 30, 0), (10, 27, 0)))
    v = RS.check(state, move)
    assert not v and "hull-down" in v.reason
    act(state, A.StandUp("t"))
    assert RS.check(state, move)


def test_critical_a_natural_ten_against_a_vehicle_rolls_the_chart_and_passengers_bail_out():
    sc = scenario([unit("l", "sparaxian_lancers", 10, 30), unit("x", "woruxi_runts", 40, 34, 0)],
                  [unit("c", "human_carrier", 10, 18, 180), unit("s", "human_line", 10, 12, 180)])
    state, _ = start(sc)
    act_state = state
    c, s = state.units["c"], state.units["s"]
    s.inside, c.cargo = "c", ["s"]
    for m in state.units["l"].living:
        if m.weapon != 0:
            m.weapon = -1                      # only the rail lance
    # morale (leaderless) 1; lance hits on a natural 10; defence vs FD 7 with ATT 8 -> 6: a 3 passes;
    # the 10's extra hit point (4 -> 3); the critical: 3 = engine damaged; passengers bail out
    events, _ = act(act_state, A.Shoot("l", "c"), [1, 10, 3, 3])
    assert c.models[0].hp == 3 and c.engine_until == state.turn + 1
    assert s.inside == "" and "bails out" in texts(events)


def test_critical_every_hit_on_a_penetrated_side_is_critical():
    sc = scenario([unit("l", "sparaxian_lancers", 10, 30)], [unit("c", "human_carrier", 10, 18, 180)])
    state, _ = start(sc)
    c = state.units["c"]
    c.penetrated = ["front"]                  # it faces the lancers
    for m in state.units["l"].living:
        if m.weapon != 0:
            m.weapon = -1
    events, _ = act(state, A.Shoot("l", "c"), [1, 6, 3, 8])   # hit (6), defence passes (3), critical 8
    assert c.immobilised


def test_cover_vehicles_get_no_cover_against_indirect_fire_unless_hull_down():
    from game.rulesets.iron_dawn.damage import defence_ledger
    sc = scenario([unit("t", "human_tank", 10, 30)], [unit("j", "sparaxian_juggernaut", 40, 5, 180)])
    state, _ = start(sc)
    t = state.units["t"]
    assert "Cover" not in defence_ledger(t, 5, "top", True, indirect=True)[1]
    t.hull_down = True
    assert "Cover" in defence_ledger(t, 5, "top", True, indirect=True)[1]


def test_transports_disembark_within_move_of_the_entry_point_counts_as_moving():
    sc = scenario([unit("c", "human_carrier", 10, 20), unit("s", "human_line", 10, 24)],
                  [unit("j", "sparaxian_juggernaut", 40, 5, 180)])
    state, _ = start(sc)
    act(state, A.Embark("s", "c"))
    state.units["s"].acted_phase = -1
    far = A.Disembark("s", (30, 30, 0))
    assert not RS.check(state, far)
    act(state, A.Disembark("s", (10, 26, 180)))
    s = state.units["s"]
    assert s.inside == "" and s.moves == 1 and s.moved_turn == state.turn
