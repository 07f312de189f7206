"""More Iron Dawn rule sentences with scripted dice: initiative ties, models in range times ROF, explosions
of a critical, commanders' bonus not given to commanders, solo units leaving, Armour Penetrating Round."""
from game.core.dice import Dice
from game.rulesets.iron_dawn import actions as A
from game.rulesets.iron_dawn.critical import critical_hit
from game.rulesets.iron_dawn.morale import morale_of
from game.rulesets.iron_dawn.shotplan import plan_shot

from .helpers import RS, act, scenario, start, texts, unit


def test_initiative_a_tie_is_rolled_again():
    sc = scenario([unit("a", "human_line", 10, 30)], [unit("b", "human_line", 10, 5, 180)])
    state, events = start(sc, (4, 4, 4, 4, 9, 9, 1, 1))
    assert "tied" in texts(events) and state.order == ["blue", "red"]


def test_shooting_models_in_range_times_rof():
    """Combat › Shooting: only models in range fire, each with its weapon's ROF."""
    sc = scenario([unit("p", "human_line", 10, 30)], [unit("e", "sparaxian_juggernaut", 10, 5.5, 180)])
    state, _ = start(sc)
    g = plan_shot(state, state.units["p"], state.units["e"]).groups
    in_range = sum(len(x.models) for x in g)
    assert 0 < in_range < 8 and sum(x.shots for x in g) == in_range * 1      # the loch: ROF 1
    sc = scenario([unit("c", "human_captain", 10, 30)], [unit("e", "sparaxian_juggernaut", 10, 20, 180)])
    state, _ = start(sc)
    assert plan_shot(state, state.units["c"], state.units["e"]).groups[0].shots == 2   # pistol ROF 2


def test_critical_nine_the_explosion_hits_infantry_within_six_inches():
    sc = scenario([unit("t", "human_tank", 10, 30), unit("s", "human_kommando", 10, 35.5)],
                  [unit("far", "woruxi_runts", 40, 5, 180)])
    state, _ = start(sc)
    # 9: explodes; D5 face 10 -> ATT 5; the kommando (DEF 5) tests: 9 fails, one hit point lost
    events = critical_hit(state, state.units["t"], "front", Dice.scripted([9, 10, 9]))
    assert not state.units["t"].alive and state.units["s"].models[0].hp == 1
    assert len(state.units["far"].living) == 6 and "explodes" in texts(events)      # too far to be hit


def test_command_radius_commanders_get_no_bonus_from_other_commanders():
    sc = scenario([unit("c", "human_captain", 10, 30), unit("l", "human_lieutenant", 14, 30)],
                  [unit("e", "woruxi_runts", 40, 5, 180)])
    state, _ = start(sc)
    mor, led = morale_of(state, state.units["l"])
    assert mor == 7 and "Within a commander's radius" not in led


def test_solo_units_moving_away_leaves_the_unit():
    sc = scenario([unit("k", "human_kommando", 10, 27.5), unit("s", "human_line", 10, 25)],
                  [unit("e", "woruxi_runts", 40, 5, 180)])
    state, _ = start(sc)
    state.units["k"].joined = "s"
    events, _ = act(state, A.Move("k", ((10, 27.5, 0), (10, 31.5, 0))))      # stepping back, no turn
    assert state.units["k"].joined == "" and "leaves" in texts(events)


def test_armour_penetrating_round_one_att_9_vehicle_shot_by_the_leader():
    sc = scenario([unit("g", "human_grenadiers", 10, 30)], [unit("t", "woruxi_bike", 10, 20, 180)])
    state, _ = start(sc)
    assert not RS.check(state, A.Shoot("g", "t"))                     # rifles cannot harm vehicles
    plan = plan_shot(state, state.units["g"], state.units["t"], "ap_round")
    assert plan.ok and [(g.shots, g.att, g.cls) for g in plan.groups] == [(1, 9, "vehicle")]
    sc = scenario([unit("r", "woruxi_runts", 10, 30)], [unit("t", "woruxi_bike", 10, 20, 180)])
    state, _ = start(sc)
    assert not RS.check(state, A.Shoot("r", "t", mode="ap_round"))     # no squad leader
