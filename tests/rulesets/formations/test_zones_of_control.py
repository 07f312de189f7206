"""Movement and Terrain, section Movement: Zones of Control (and the zone rulings)."""
from game.rulesets.formations.zoc import enemy_zone

from .helpers import Move, order_action, battle, cell, end_move, kinds, order, script, unit, walk


def test_zone_reaches_two_tiles_in_every_direction_diagonals_count_one():
    """Zones of Control: 2 tiles every way; ruling: diagonals count as one, a 5 x 5 square."""
    b = battle([unit("n1", "inf", 0, 0), unit("s1", "inf", 8, 8)])
    zone = enemy_zone(b.state, "north")
    assert len(zone) == 25
    assert (10, 10) in zone and (6, 6) in zone and (10, 6) in zone and (11, 8) not in zone and (8, 5) not in zone


def test_air_units_have_no_zone_ruling():
    b = battle([unit("n1", "inf", 0, 0), unit("s1", "air", 8, 8)])
    assert enemy_zone(b.state, "north") == frozenset()


def test_a_move_may_not_enter_an_enemy_zone():
    """Zones of Control: units cannot enter enemy zones while moving unless engaging."""
    b = battle([unit("n1", "inf", 2, 2), unit("s1", "inf", 7, 2)])
    order(b, "n1", "move")
    v = b.check(Move("n1", ((3, 2), (4, 2), (5, 2))))
    assert not v and v.rule.section == "Movement: Zones of Control"
    assert b.check(Move("n1", ((3, 2), (4, 2))))
    r = b.ruleset.reach(b.state, "n1")
    assert (5, 2) not in r.cells and (4, 2) in r.cells


def test_an_engage_charge_may_enter_a_zone_to_make_contact():
    """Zones of Control: an engage action's charge move may enter the zone to reach contact."""
    b = battle([unit("n1", "inf", 2, 2), unit("s1", "inf", 5, 2)])
    order(b, "n1", "engage")
    assert b.check(Move("n1", ((3, 2), (4, 2))))                 # contact with s1
    v = b.check(Move("n1", ((3, 3),)))                            # in the zone, not in contact
    assert not v and "in contact" in v.reason


def test_a_unit_in_contact_with_a_charger_loses_its_zone_for_the_assault():
    """Zones of Control: a unit put in contact with an engaging enemy loses its zone for the rest of the
    assault, so other chargers may move around it; it gets it back when the action ends."""
    b = battle([unit("n1", "inf", 2, 2), unit("n2", "inf", 2, 4, f="n1"),
                unit("s1", "inf", 5, 2), unit("s2", "inf", 12, 12)])
    order(b, "n1", "engage")
    ev = walk(b, "n1", (3, 2), (4, 2))
    assert "zoc-lost" in kinds(ev) and "s1" in b.state.zoc_lost
    # n2 may now stop in s1's former zone without contact
    assert b.check(Move("n2", ((3, 4),)))
    walk(b, "n2", (3, 4))
    script(b, *[1] * 10)                                           # every assault die misses
    end_move(b, "n1")
    assert b.state.zoc_lost == set()


def test_a_unit_in_an_enemy_zone_must_charge_or_leave():
    """Zones of Control: a unit that finds itself in an enemy zone must charge or leave when it next acts
    (ruling: only move, march or engage; one still inside after its first move is destroyed)."""
    b = battle([unit("n1", "inf", 4, 4), unit("s1", "inf", 6, 4), unit("s2", "inf", 14, 14)])
    for what in ("shoot", "overwatch", "rally"):
        v = b.check(order_action("n1", what))
        assert not v and "charge" in v.reason
    order(b, "n1", "move")
    assert not b.check(Move("n1", ((4, 5),)))                      # still in the zone
    assert b.check(Move("n1", ((3, 4), (2, 4), (1, 4))))          # out of it
    ev = end_move(b, "n1")                                        # did not leave: destroyed
    assert "zone-caught" in kinds(ev) and not b.state.units["n1"].alive
    assert b.state.formations["n1"].shock == 0


def test_a_unit_in_a_zone_may_leave_through_it():
    b = battle([unit("n1", "inf", 4, 4), unit("s1", "inf", 6, 4), unit("s2", "inf", 14, 14)])
    order(b, "n1", "move")
    walk(b, "n1", (3, 4), (2, 4), (1, 4))
    ev = end_move(b, "n1")
    assert "zone-caught" not in kinds(ev) and cell(b, "n1") == (1, 4)
