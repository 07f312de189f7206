"""Forgotten World's computer player fears the enemy's next charges (`ai_threats`): Charges (M plus a D6,
or 2D6 impetuous), Attack phase (FS to hit, D to save, H to wound) and Morale (2D6 against 7 plus the
margin) as a first look. Positions are set by hand on the Grimtusk Pass map, with no dice rolled."""
from __future__ import annotations

import pytest

from game.core.battle import Battle
from game.rulesets.forgotten_world import ai as fw_ai
from game.rulesets.forgotten_world.ai_threats import charge_chance, exposure, harm
from game.rulesets.forgotten_world.geo import distance

from .helpers import shipped_maps


def _grimtusk():
    scenario = next(sc for r, f, sc in shipped_maps() if f == "forgotten_world_grimtusk_pass.json")
    battle = Battle.start(scenario, 1)
    return battle, battle.ruleset.clone(battle.state)


def _place(state, uid: str, x: float, y: float, heading: float) -> None:
    u = state.units[uid]
    u.x, u.y, u.heading = x, y, heading
    for c in state.attached_to(uid):
        c.x, c.y, c.heading = x, y, heading
    state.touch()


def test_charge_chance_is_the_move_plus_a_d6_or_2d6_impetuous():
    _, state = _grimtusk()
    boars = state.units["h_boars"]              # M 7
    assert charge_chance(boars, 7.5) == 1.0     # within M + 1: any die will do
    assert charge_chance(boars, 11.0) == pytest.approx(3 / 6)   # needs 4+
    assert charge_chance(boars, 13.0) == pytest.approx(1 / 6)   # needs a 6
    assert charge_chance(boars, 13.5) == 0.0
    assert charge_chance(boars, 13.5, True) == pytest.approx(21 / 36)   # 2D6 >= 7
    assert charge_chance(boars, 19.5, True) == 0.0


def test_knights_charging_goblin_archers_harm_more_than_archers_charging_knights():
    _, state = _grimtusk()
    knights, archers = state.units["a_knights"], state.units["h_archers"]
    assert harm(state, knights, archers) > 2 * harm(state, archers, knights)
    assert harm(state, archers, knights) > 0.0


def test_a_unit_in_reach_of_an_enemy_that_outfights_it_is_worth_less():
    """Aurel's Yeomen (archers) 10" in front of the orc warriors (M 5: an impetuous charge reaches them, 2D6 >= 5)
    stand worse than 30" away; the orcs' own exposure is unchanged by it (the archers cannot hurt them
    as much in return)."""
    battle, state = _grimtusk()
    side = "aurel"
    far = battle.ruleset.clone(state)
    _place(far, "h_warriors", 30.0, 10.0, 180.0)
    _place(far, "a_archers2", 10.0, 44.0, 0.0)
    near = battle.ruleset.clone(far)
    orcs = near.units["h_warriors"]
    _place(near, "a_archers2", 30.0, orcs.y + orcs.depth / 2 + 10.0 + near.units["a_archers2"].depth / 2, 0.0)
    assert 9.0 < distance(near, "a_archers2", "h_warriors") < 11.0
    assert exposure(far, side) == 0.0
    assert exposure(near, side) > exposure(near, "horde")
    assert fw_ai.assess(near, side).own < fw_ai.assess(far, side).own


def test_whose_charges_come_next_weighs_the_threat():
    """The same reach counts for more when the enemy charges next (after this side's movement) than
    when this side is about to declare its own charges."""
    battle, state = _grimtusk()
    orcs = state.units["h_warriors"]
    _place(state, "a_archers2", orcs.x, orcs.y + orcs.depth / 2 + 8.0 + state.units["a_archers2"].depth / 2, 0.0)
    state.active, state.phase = "aurel", "movement"
    later = exposure(state, "aurel")
    state.phase = "charges"
    assert 0.0 < exposure(state, "aurel") < later


def test_a_declared_charge_counts_with_its_chance_of_reaching():
    battle, state = _grimtusk()
    orcs = state.units["h_warriors"]
    for gap, chance in ((5.5, 1.0), (9.0, 3 / 6)):            # orcs M 5: in reach, needs 4+
        s = battle.ruleset.clone(state)
        y = orcs.y + orcs.depth / 2 + gap + s.units["a_archers2"].depth / 2
        _place(s, "a_archers2", orcs.x, y, 0.0)
        for e in s.alive_units("horde"):                        # no other enemy on the table
            if e.id != "h_warriors":
                e.removed = "destroyed"
        s.touch()
        s.charges = [["h_warriors", "a_archers2", "front", False, "declared", 0]]
        s.units["h_warriors"].charging = "a_archers2"
        expected = chance * harm(s, s.units["h_warriors"], s.units["a_archers2"]) * 2.0  # archers: W 1 + A 1
        assert exposure(s, "aurel") == pytest.approx(expected, rel=1e-6)
