"""Computer players: always legal, deterministic for a seed, whole battles on every shipped map."""
from __future__ import annotations

import pytest

from game.ai import LEVELS, make_player
from game.ai.match import play_match
from game.ai.search import ARMS
from game.core.battle import Battle

from .helpers import SHIPPED, battle_at_choice, scenario_of, shipped_maps


@pytest.mark.parametrize("ruleset,file,scenario", shipped_maps(), ids=lambda v: v if isinstance(v, str) else "")
def test_easy_and_normal_finish_a_whole_battle_with_only_legal_actions(ruleset, file, scenario):
    """Every action either player hands over passes the battle's check, and the battle ends."""
    out = play_match(scenario, 11, ["easy", "normal"], scenario_name=file)
    assert out.exception is None, out.exception
    assert out.illegal == []
    assert out.actions > 0
    assert out.reason  # the battle reached a result (a win or a draw, with its reason)


@pytest.mark.parametrize("ruleset", SHIPPED)
@pytest.mark.parametrize("level", sorted(LEVELS))
def test_every_level_hands_over_a_checked_legal_action(ruleset, level):
    battle = battle_at_choice(ruleset)
    for step in range(4):
        if battle.over:
            break
        opts = {"budget": 30.0, "playouts": ARMS} if level == "hard" else {}   # one round of the search
        action = make_player(level, seed=step, **opts).choose(battle)
        assert battle.check(action), f"{level} chose {action.to_text()}: {battle.check(action).reason}"
        battle.perform(action)


def _choices(ruleset: str, level: str, seed: int, n: int = 5) -> list[str]:
    battle = battle_at_choice(ruleset)
    opts = {"budget": 60.0, "playouts": ARMS} if level == "hard" else {}
    player = make_player(level, seed=seed, **opts)
    out = []
    for _ in range(n):
        if battle.over:
            break
        action = player.choose(battle)
        out.append(action.to_text())
        battle.perform(action)
    return out


@pytest.mark.parametrize("ruleset", SHIPPED)
@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_the_same_seed_gives_the_same_choices(ruleset, level):
    n = 2 if level == "hard" else 5     # Hard: two decisions, each a whole round of the search
    assert _choices(ruleset, level, 5, n) == _choices(ruleset, level, 5, n)


def test_random_play_depends_on_the_seed():
    """The determinism test above can fail: players with different seeds choose differently."""
    battle = battle_at_choice("fields_of_iron")
    picks = {make_player("random", seed=s).choose(battle).to_text() for s in range(12)}
    assert len(picks) > 1


def test_thinking_leaves_the_battle_untouched():
    battle = battle_at_choice("iron_winds")
    before, dice, log = battle.state_hash(), battle.dice.get_state(), list(battle.log)
    make_player("normal", seed=1).choose(battle)
    assert battle.state_hash() == before
    assert battle.dice.get_state() == dice
    assert battle.log == log


def test_a_finished_battle_has_nothing_to_choose():
    battle = Battle.start(scenario_of("fields_of_iron"), 1)
    from game.core.actions import Concede

    battle.perform(Concede(battle.scenario.sides[0].id))
    with pytest.raises(ValueError, match="over"):
        make_player("easy").choose(battle)


def test_unknown_level_is_named():
    with pytest.raises(ValueError, match="unknown computer level 'genius'"):
        make_player("genius")
