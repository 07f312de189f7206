"""The Iron Winds computer player's sense of danger (game/rulesets/iron_winds/ai_threats.py): enemy charges
within reach (Event III moves, Event IV melee, Event V morale), contacts and bow fire (Event II)."""
from __future__ import annotations

import pytest

from game.ai.evaluate import Personality, value_of
from game.rulesets.iron_winds import ai_threats as T
from tests.rulesets.iron_winds.helpers import RS, engage, scenario, start, unit


def _state(red, blue, **kw):
    state, _ = start(scenario(red, blue, **kw))
    return state


def _value(state, side):
    return value_of(RS.assess(state, side), Personality())



def _knights_and_levy(levy_y: float):
    """Red knights (12" move) at y=30 facing north; Blue orc levy facing them at `levy_y`."""
    return _state([unit("kn", "human_knight_cavalry", 30, 30, 0)],
                  [unit("lv", "orc_light_infantry", 30, levy_y, 180)])


def test_a_unit_in_reach_of_an_enemy_charge_is_worth_less_than_out_of_it():
    """Levy charged by mounted knights lose a unit's worth: within the knights' 12" it counts against
    Blue, beyond it not at all; Red's value rises by as much (a unit able to charge is worth more)."""
    near, far = _knights_and_levy(22.0), _knights_and_levy(10.0)
    assert T.exposure(near, "blue") > 0 == T.exposure(far, "blue")
    assert RS.assess(near, "blue").own < RS.assess(far, "blue").own == 1.0
    assert _value(near, "blue") < _value(far, "blue")
    assert _value(near, "red") > _value(far, "red")


def test_mounted_knights_charging_levy_are_feared_more_than_levy_charging_knights():
    """Knights strike levy at +3 and levy need a 6 to stand; levy strike knights at -1 and knights
    need not check against them."""
    s = _knights_and_levy(22.0)
    kn, lv = s.units["kn"], s.units["lv"]
    assert T.harm(s, kn, lv) == pytest.approx(lv.figures)    # 4..9 casualties, then a failed morale check
    assert T.harm(s, lv, kn) == pytest.approx(0.5)            # a 4-6 less 1, divided by 3: one casualty
    assert T.exposure(s, "blue") > T.exposure(s, "red")


def test_a_unit_held_in_melee_fears_a_charge_into_its_flank():
    """A fresh unit turns to face a charge; one held face to face by another enemy is struck in the
    flank (+1 to the attack, -1 to its morale), so the same charger hurts it more."""
    red = [unit("kn", "human_knight_cavalry", 20, 30, 0), unit("hold", "human_warriors", 60, 40, 0)]
    blue = [unit("hv", "orc_heavy_infantry", 30, 30, 270)]
    s = _state(red, blue)
    kn, hv = s.units["kn"], s.units["hv"]
    fresh = T.harm(s, kn, hv)
    engage(s, "hold", "hv")
    held = T.harm(s, kn, hv)
    assert T.harm(s, kn, hv, "left") == held > fresh


def test_a_melee_in_progress_counts_in_full_and_a_charge_within_reach_only_in_part():
    s = _knights_and_levy(22.0)
    reach = T.exposure(s, "blue")
    engage(s, "kn", "lv")
    assert reach < T.exposure(s, "blue") == pytest.approx(s.units["lv"].figures)


def test_charges_count_more_while_the_charger_still_has_to_move_this_turn():
    s = _knights_and_levy(22.0)
    s.phase, s.movers, s.done = "movement", ["blue", "red"], ["blue"]
    now = T.exposure(s, "blue")
    s.done = ["blue", "red"]
    assert T.reach_weight(s, "red") == T.REACH_LATER < T.REACH_NOW
    assert T.exposure(s, "blue") < now
    s.phase, s.done = "archery", []
    assert T.exposure(s, "blue") == pytest.approx(T.REACH_LATER * s.units["lv"].figures)


def test_archers_shoot_the_nearest_unit_so_a_screen_shields_the_levy_behind_it():
    """Event II: the archers must shoot the closest enemy unit. Levy alone within range are exposed to a
    volley (a hit, then a morale check against bow fire at 3+); with warriors standing closer to the
    archers the warriors take it (they check at 2+), and Blue's exposure falls."""
    archers = [unit("ar", "human_archers", 30, 34, 0)]
    levy = unit("lv", "orc_light_infantry", 30, 24, 180)
    alone = _state(archers, [levy])
    screened = _state(archers, [levy, unit("hv", "orc_heavy_infantry", 30, 28, 180)])
    s = alone
    assert T.arrow_harm(s, s.units["ar"], s.units["lv"]) > 0
    assert T.exposure(screened, "blue") < T.exposure(alone, "blue")
    out_of_range = _state(archers, [unit("lv", "orc_light_infantry", 30, 10, 180)])
    assert T.exposure(out_of_range, "blue") == 0
