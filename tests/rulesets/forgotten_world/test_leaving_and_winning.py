"""Maneuvers › Reform, Fall Back and Withdrawal; Morale Phase › Winning the combat; models in contact
with several enemies striking each."""
import pytest

from game.rulesets.forgotten_world.actions import (FallBack, Fight, MoraleTest, Move, PassAttack, Reform, WinnerChoice,
                                                   Withdraw)

from .helpers import RS, act, at, place_in_contact, refused, scenario, start, unit


def _s(red, blue):
    return at(start(scenario(red, blue)), "movement")


def test_reform_changes_the_rank_width_for_the_whole_move_maneuvers_reform():
    s = _s([unit("a", "aurel_archers", 24, 36, 0, files=6)], [unit("o", "orc_warriors", 24, 8, 180, files=6)])
    a = s.units["a"]
    front = a.front_centre()
    act(s, Reform("a", 4))                                      # 12 archers: 2 ranks of 6 -> 3 ranks of 4
    assert (a.frontage, a.ranks) == (4, 3) and a.front_centre() == pytest.approx(front) and a.moved
    p = a.pose.moved(1)
    assert "already moved" in refused(s, Move("a", ((p.x, p.y, p.heading),))).reason


def test_reform_needs_a_valid_rank_and_an_unmoved_unit_maneuvers_reform():
    s = _s([unit("a", "aurel_archers", 24, 36, 0, files=6)], [unit("o", "orc_warriors", 24, 8, 180, files=6)])
    assert "4-12" in refused(s, Reform("a", 3)).reason
    p = s.units["a"].pose.moved(1)
    act(s, Move("a", ((p.x, p.y, p.heading),)))
    assert "before moving" in refused(s, Reform("a", 4)).reason


def test_no_model_moves_more_than_its_move_in_a_reform_maneuvers_reform():
    """24 warriors in 2 ranks of 12 reforming into 6 ranks of 4: however the models are matched to their new
    places, one walks 4 bases (3.15"); a chained unit (Chains -4": 1" left) may not, a free one (5") may."""
    from game.geometry.formation import block_places, farthest_move
    s = _s([unit("w", "aurel_warriors", 24, 36, 0, files=12)], [unit("o", "orc_warriors", 24, 8, 180, files=6)])
    w = s.units["w"]
    assert farthest_move(block_places(24, 12, w.bw, w.bd), block_places(24, 4, w.bw, w.bd)) == pytest.approx(4 * w.bd)
    w.effects.append(["chains", "blue", 99, 4])
    v = refused(s, Reform("w", 4))
    assert v.rule.section == "Maneuvers › Reform"
    assert "would move a model 3.1\"" in v.reason and "(1\"" in v.reason
    assert RS.check(s, Reform("w", 10))                        # a shorter shuffle is within 1"
    w.effects.clear()
    act(s, Reform("w", 4))
    assert (w.frontage, w.ranks) == (4, 6)


def _engaged(face="front"):
    s = start(scenario([unit("w", "aurel_warriors", 24, 30, 0, files=6)], [unit("o", "orc_warriors", 24, 8, 180, files=6)]))
    place_in_contact(s, "o", "w", face)
    return at(s, "movement")


def test_fall_back_moves_half_the_move_away_facing_the_enemy_fall_back():
    s = _engaged()
    w = s.units["w"]
    y0 = w.y
    act(s, FallBack("w"))
    assert w.heading == 0.0 and w.y - y0 == pytest.approx(2.5, abs=0.11) and not s.engaged("w") and w.stamina == 2


def test_withdrawal_turns_about_moves_m_plus_d6_and_costs_d6_wounds_withdrawal():
    s = _engaged()
    w = s.units["w"]
    y0 = w.y
    act(s, Withdraw("w"), [3, 2])                               # 5 + 3 = 8", 2 wounds
    assert w.heading == 180.0 and w.models == 22 and not s.engaged("w") and w.stamina == 2
    assert w.y > y0 + 7.5


def test_units_engaged_on_a_flank_or_rear_cannot_leave_fall_back():
    s = _engaged("left")
    assert "flank or the rear" in refused(s, FallBack("w")).reason
    assert "flank or the rear" in refused(s, Withdraw("w")).reason


def _won():
    s = start(scenario([unit("k", "aurel_knights", 24, 10, 180, files=3)], [unit("w", "orc_warriors", 24, 24, 0, files=6),
                                                                           unit("far", "orc_ironguts", 24, 40, 0, files=4)]))
    place_in_contact(s, "k", "w")
    s.units["k"].charging = "w"
    at(s, "attack")
    act(s, Fight("k", "w"), [6] * 6 + [1] * 6 + [6] * 6)
    act(s, Fight("w", "k"), [1] * 8)
    act(s, PassAttack("red"))
    act(s, PassAttack("blue"))
    act(s, MoraleTest("w"), [1, 1, 1, 1])                      # flees 2"
    return s


def test_the_winner_of_a_fled_enemy_chooses_keep_or_pursue_winning_the_combat():
    s = _won()
    assert s.order and s.order[0] == ["k", 0, "winner"] and RS.to_act(s) == "red"
    assert not RS.check(s, MoraleTest("k"))
    k = s.units["k"]
    y0 = k.y
    act(s, WinnerChoice("k", "keep"))
    assert k.y == y0


def test_a_pursuing_winner_that_meets_an_enemy_is_in_charge_winning_the_combat():
    s = _won()
    k = s.units["k"]
    events = act(s, WinnerChoice("k", "pursue"), [6, 6])        # 12": through the fled warriors' old ground
    text = events[0].text
    assert "pursues" in text
    if "crashes into" in text:
        assert any(c[0] == "k" for c in s.contacts) and k.charging


def test_a_unit_in_contact_with_two_enemies_strikes_each_close_combat_attacks():
    s = start(scenario([unit("k", "aurel_knights", 24, 10, 180, files=3), unit("k2", "aurel_knights", 40, 20, 270, files=3)],
                       [unit("w", "orc_warriors", 24, 24, 0, files=6)]))
    place_in_contact(s, "k", "w")
    place_in_contact(s, "k2", "w", "right")
    at(s, "attack", active="blue")
    s.units["k"].acted = s.units["k2"].acted = True
    s.passed = ["red"]                                         # Red is done: Blue goes on alone
    act(s, Fight("w", "k"), [1] * 8)
    assert not s.units["w"].acted and RS.check(s, Fight("w", "k2")) is not None
    assert "already attacked" in refused(s, Fight("w", "k")).reason


def test_a_winner_may_reform_winning_the_combat():
    s = _won()
    k = s.units["k"]
    front = k.front_centre()
    assert "3-6" in refused(s, WinnerChoice("k", "reform", 2)).reason
    act(s, WinnerChoice("k", "reform", 4))                      # 6 knights: a rank of 4, then 2
    assert (k.frontage, k.ranks) == (4, 2) and k.front_centre() == pytest.approx(front)


def test_checking_a_reform_leaves_the_table_geometry_as_it_stands_maneuvers_reform():
    """Asking whether a reform fits tries the new ranks on the table; the cached geometry must still be the
    block as it stands afterwards (a stale footprint would skew every later check)."""
    from game.rulesets.forgotten_world.geo import geo
    s = _s([unit("a", "aurel_archers", 24, 36, 0, files=6)], [unit("o", "orc_warriors", 24, 8, 180, files=6)])
    a = s.units["a"]
    s.touch()
    assert RS.check(s, Reform("a", 4))
    fp = geo(s).fps["a"]
    assert [c for p in fp for c in p] == pytest.approx([c for p in a.footprint() for c in p])
