"""Movement and Terrain, section Terrain: Dangerous Terrain Test (and cautious movement, Watch Your Step,
See That Cliff?)."""
from fractions import Fraction

from game.rulesets.formations.dangerous import casualty_chance

from .helpers import Cautious, Move, battle, cells, kinds, order, script, unit, walk

FAR = [unit("s1", "inf", 15, 15)]


def test_entering_dangerous_terrain_rolls_a_d6_per_integrity_each_six_a_casualty():
    """Dangerous Terrain Test: a d6 per point of integrity; each 6 a casualty, no save, no Shock."""
    b = battle([unit("n1", "eng", 2, 2), *FAR], [cells("woods", (3, 2))])     # war engines: woods dangerous
    order(b, "n1", "move")
    script(b, 6, 3, 2)                                   # integrity 3: three dice, one 6
    ev = walk(b, "n1", (3, 2))
    assert "dangerous" in kinds(ev)
    assert b.state.units["n1"].wounds == 1 and b.state.formations["n1"].shock == 0
    assert len(b.dice.rolls) == 3


def test_starting_to_move_in_dangerous_terrain_tests_too_and_fives_do_not_wound():
    """Dangerous Terrain Test: a unit that starts to move while in dangerous terrain tests."""
    b = battle([unit("n1", "inf", 2, 2), *FAR], [cells("marsh", (2, 2))])
    order(b, "n1", "move")
    script(b, 5, 5)
    ev = walk(b, "n1", (3, 2))
    assert "dangerous" in kinds(ev) and b.state.units["n1"].wounds == 0


def test_units_destroyed_by_dangerous_terrain_bring_no_morale_loss():
    """Dangerous Terrain Test: units destroyed this way inflict no morale loss (Shock) on their formation."""
    b = battle([unit("n1", "inf", 2, 2), unit("n2", "inf", 2, 3, f="n1"), *FAR], [cells("river", (3, 2))])
    order(b, "n1", "move")
    script(b, 6, 6)
    walk(b, "n1", (3, 2))
    assert not b.state.units["n1"].alive and b.state.units["n1"].lost_how == "dangerous"
    assert b.state.formations["n1"].shock == 0


def test_cautious_movement_speed_one_and_the_better_of_two_tests():
    """Dangerous Terrain Test: moving cautiously reduces speed to 1 and rolls each test twice, keeping the
    better result."""
    b = battle([unit("n1", "eng", 2, 2), *FAR], [cells("woods", (3, 2))])
    order(b, "n1", "move")
    b.perform(Cautious("n1"))
    assert not b.check(Move("n1", ((3, 2), (4, 2))))
    script(b, 6, 6, 1, 6, 1, 1)                          # first roll: 2 casualties; second: 1; keep 1
    walk(b, "n1", (3, 2))
    assert b.state.units["n1"].wounds == 1


def test_watch_your_step_minefields_wound_on_five_and_allow_no_second_roll():
    """Minefield (Watch Your Step): damaged on 5 or 6, no re-roll of failed tests even when cautious."""
    b = battle([unit("n1", "eng", 2, 2), *FAR], [cells("minefield", (3, 2))])
    order(b, "n1", "move")
    b.perform(Cautious("n1"))
    script(b, 5, 6, 4)
    walk(b, "n1", (3, 2))
    assert b.state.units["n1"].wounds == 2 and len(b.dice.rolls) == 3


def test_casualty_chances_shown_to_the_player():
    assert casualty_chance(1, frozenset({"woods"}), False) == Fraction(1, 6)
    assert casualty_chance(1, frozenset({"woods"}), True) == Fraction(1, 36)
    assert casualty_chance(2, frozenset({"minefield"}), True) == 1 - Fraction(4, 6) ** 2


def test_see_that_cliff_climbing_gear_makes_cliffs_dangerous_not_impassable():
    """Cliffs (See That Cliff?): infantry with climbing gear treat cliffs as dangerous, not impassable."""
    cliff = cells("cliff", (3, 2))
    b = battle([unit("n1", "inf", 2, 2), *FAR], [cliff])
    order(b, "n1", "move")
    v = b.check(Move("n1", ((3, 2),)))
    assert not v and "impassable" in v.reason
    b = battle([unit("n1", "climber", 2, 2), *FAR], [cliff])
    order(b, "n1", "move")
    script(b, 2, 3)
    ev = walk(b, "n1", (3, 2))
    assert "dangerous" in kinds(ev) and b.state.units["n1"].cell == (3, 2)


def test_air_units_fly_over_terrain_and_take_no_tests_ruling():
    b = battle([unit("n1", "air", 2, 2), unit("s1", "inf", 4, 3)], [cells("cliff", (3, 2)), cells("minefield", (4, 2))])
    order(b, "n1", "move")
    ev = walk(b, "n1", (3, 2), (4, 2), (5, 2))          # over the enemy's zone too
    assert "dangerous" not in kinds(ev)


def test_each_dangerous_tile_entered_is_a_test_and_a_destroyed_unit_stops_there_ruling():
    b = battle([unit("n1", "inf", 2, 2), *FAR], [cells("marsh", (3, 2), (4, 2))])
    order(b, "n1", "move")
    script(b, 1, 2, 6, 6)                     # first marsh tile: no wound; second: two wounds, destroyed
    ev = walk(b, "n1", (3, 2), (4, 2), (5, 2))
    assert kinds(ev).count("dangerous") == 2 and not b.state.units["n1"].alive
    assert b.state.units["n1"].cell == (4, 2)
