"""Ruleset.legal_actions (the optional fast path) offers exactly what the two tiers give: the
candidates that `check` passes, in the same order, for the whole decision and for each unit."""
from __future__ import annotations

import pytest

from game.content.library import shipped_scenarios
from game.core.battle import Battle
from game.core.dice import Dice
from game.core.ruleset import Ruleset, get_ruleset, ruleset_names

FAST = [n for n in ruleset_names() if type(get_ruleset(n)).legal_actions is not Ruleset.legal_actions]


def two_tiers(battle: Battle, unit_id: str | None) -> list:
    return [a for a in battle.ruleset.candidates(battle.state, unit_id) if battle.check(a)]


def unit_ids(battle: Battle) -> list[str]:
    return sorted(getattr(battle.state, "units", {}))


def test_the_default_hook_leaves_the_battle_to_filter_candidates():
    assert "fields_of_iron" in FAST
    assert Ruleset.legal_actions(get_ruleset(ruleset_names()[0]), None) is None


@pytest.mark.parametrize("name", FAST)
def test_fast_legal_actions_equal_checked_candidates_along_random_battles(name):
    """Where the hook answers (it may return None, leaving a decision to the two tiers), its answer is
    the two tiers' answer; the battle's own list is the same either way."""
    scenarios = [s.scenario for s in shipped_scenarios(name) if s.scenario]
    assert scenarios
    answered = 0
    for k, scenario in enumerate(scenarios):
        for seed in (1, 2):
            b = Battle.start(scenario, seed)
            pick = Dice.seeded(100 + seed)
            steps = 0
            while b.to_act() is not None and steps < 80:
                fast = b.ruleset.legal_actions(b.state, None)
                if fast is not None:
                    answered += 1
                    assert list(fast) == two_tiers(b, None), f"{name} {k} seed {seed} step {steps}"
                    if steps % 5 == 0:
                        for uid in unit_ids(b):
                            got = b.ruleset.legal_actions(b.state, uid)
                            assert got is not None and list(got) == two_tiers(b, uid), f"{name} step {steps} {uid}"
                options = b.legal_actions().list()
                assert options == two_tiers(b, None)
                b.perform(options[pick.pick(len(options))])
                steps += 1
    assert answered >= 20
