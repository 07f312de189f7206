"""The evaluation: the ruleset's assess hook (and its generic default), weighed by a personality."""
from __future__ import annotations

import math

import pytest

import tests.core.race  # noqa: F401 - registers the test-only race ruleset (no assess hook of its own)
from game.ai.evaluate import PERSONALITIES, Personality, value_of
from game.ai.match import play_match
from game.core.assess import Assessment, generic_assessment, strength_share
from game.core.battle import Battle
from game.rulesets.iron_winds import ai as iw_ai
from game.rulesets.iron_winds.units import BOW_RANGE, bow_of
from tests.core.race import race_scenario

from .helpers import scenario_of


def test_strength_share_reads_a_strength_line():
    assert strength_share("3/4 wounds", True) == 0.75
    assert strength_share("7/12 figures", True) == pytest.approx(7 / 12)
    assert strength_share("3/4 wounds", False) == 0.0
    assert strength_share("hero", True) == 1.0


def test_personality_shifts_the_value_of_an_even_trade():
    """Both sides lose half their strength: the aggressive player likes it, the cautious one does not."""
    trade = Assessment(own=0.5, enemy=0.5)
    assert value_of(trade, PERSONALITIES["aggressive"]) > 0 > value_of(trade, PERSONALITIES["cautious"])
    assert value_of(trade, PERSONALITIES["balanced"]) == 0
    close, far = Assessment(1.0, 1.0, position=1.0), Assessment(1.0, 1.0, position=0.0)
    gain = {k: value_of(close, p) - value_of(far, p) for k, p in PERSONALITIES.items()}
    assert gain["aggressive"] > gain["balanced"] > gain["cautious"] > 0
    with pytest.raises(ValueError, match="aggression"):
        Personality(1.5)


def test_a_position_in_play_is_worth_less_than_a_won_battle():
    best = Assessment(own=1.0, enemy=0.0, position=1.0, score=1.0)
    assert value_of(best, PERSONALITIES["aggressive"]) < 0.9


def test_generic_assessment_reads_the_unit_views():
    """Fields of Iron's views say "n/m wounds": damaging an enemy lowers its share as the views read it."""
    battle = Battle.start(scenario_of("fields_of_iron"), 1)
    ruleset, state = battle.ruleset, battle.ruleset.clone(battle.state)
    side = state.sides[0]
    before = generic_assessment(ruleset, state, side)
    assert before.own == before.enemy == 1.0
    foe = next(u for u in state.units.values() if u.side != side and state.cards[u.card].wounds >= 2)
    foe.damage = 1
    after = generic_assessment(ruleset, state, side)
    enemies = sum(1 for u in state.units.values() if u.side != side)
    wounds = state.cards[foe.card].wounds
    assert after.enemy == pytest.approx(1.0 - (1 / wounds) / enemies)
    assert after.own == 1.0


def test_fields_of_iron_assess_weighs_losses_by_card_points():
    battle = Battle.start(scenario_of("fields_of_iron"), 1)
    state = battle.ruleset.clone(battle.state)
    side = state.sides[0]
    foe = next(u for u in state.units.values() if u.side != side)
    foe.alive = False
    whole = sum(state.cards[u.card].points for u in state.units.values() if u.side != side)
    a = battle.ruleset.assess(state, side)
    assert a.enemy == pytest.approx(1.0 - state.cards[foe.card].points / whole)
    assert a.score > 0  # the destroyed unit's points are a victory-point lead


def test_a_ruleset_with_no_assess_hook_plays_with_the_default():
    """The test-only race ruleset defines no assess: the computer still plays it to the finish."""
    out = play_match(race_scenario(length=20, turn_limit=30), 5, ["normal", "easy"])
    assert out.exception is None and out.illegal == [] and out.reason


def _movement_state(seed: int = 3):
    from game.core.dice import Dice

    b = Battle.start(scenario_of("iron_winds"), seed)
    policy = Dice.seeded(1)
    while b.to_act():
        s = b.state
        if s.phase == "movement" and s.movers:
            return b
        options = b.legal_actions().list()
        b.perform(options[policy.pick(len(options))])
    raise AssertionError("no movement phase")


def test_iron_winds_offers_archers_a_shooting_position():
    """An archer's move ends just inside bow range of the nearest enemy, facing it (a legal move)."""
    battle = _movement_state()
    state = battle.state
    archers = [u for u in state.alive_units(state.step) if bow_of(u.options, state.advanced)]
    assert archers
    found = 0
    for u in archers:
        e = min(state.alive_units(state.other(u.side)), key=lambda f: (math.hypot(f.x - u.x, f.y - u.y), f.id))
        stop = BOW_RANGE[bow_of(u.options, state.advanced)] - 1.0 + (e.depth + u.depth) / 2.0
        for m in iw_ai.ai_moves(state, u.id):
            x, y, _ = m.path[-1]
            if abs(math.hypot(e.x - x, e.y - y) - stop) < 0.01 and battle.check(m):
                found += 1
    assert found >= 1


def test_iron_winds_ai_moves_belong_to_the_side_moving_now():
    battle = _movement_state()
    state = battle.state
    moves = iw_ai.ai_moves(state)
    assert moves and all(state.units[m.unit].side == state.step for m in moves)
    assert iw_ai.ai_moves(battle.ruleset.clone(state), "no-such-unit") == []


def test_iron_winds_assess_measures_strength_against_the_break_threshold():
    """Army broken (Wartable's victory conditions): the first army to lose its threshold share loses, so a
    side's strength is the share of the way to its break not yet lost."""
    from game.rulesets.iron_winds.victory import loss_share

    battle = Battle.start(scenario_of("iron_winds"), 1)
    state = battle.ruleset.clone(battle.state)
    side = state.sides[0]
    t = dict(state.victory)["army_broken"]
    unit = max(state.alive_units(side), key=lambda u: u.figures)
    unit.routed = True                       # routed figures count as lost while they stay routed
    lost = loss_share(state, side)
    assert 0 < lost < t
    a = battle.ruleset.assess(state, side)
    assert a.own == pytest.approx(1.0 - lost / t) and a.enemy == 1.0
    state.victory = tuple(v for v in state.victory if v[0] != "army_broken")
    assert battle.ruleset.assess(state, side).own == pytest.approx(1.0 - lost)
