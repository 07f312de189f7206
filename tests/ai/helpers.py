"""Shared pieces of the computer-player tests: the shipped maps and a battle a few actions in."""
from __future__ import annotations

from game.content.library import shipped_scenarios
from game.core.battle import Battle
from game.core.dice import Dice
from game.core.ruleset import ruleset_names

SHIPPED = ("fields_of_iron", "iron_winds", "forgotten_world", "iron_dawn", "formations")


def shipped_maps() -> list[tuple[str, str, object]]:
    """(ruleset, file name, scenario) for every shipped map of every ruleset."""
    out = []
    for name in ruleset_names():
        for s in shipped_scenarios(name):
            if s.scenario is not None:
                out.append((name, s.path.name, s.scenario))
    return out


def scenario_of(ruleset: str):
    return next(sc for r, _, sc in shipped_maps() if r == ruleset)


def battle_at_choice(ruleset: str, seed: int = 3) -> Battle:
    """A battle of the ruleset's first map, played on at random (seeded) to a decision among at least three
    legal actions, one of which rolls dice (the odds panel has a preview for it)."""
    for attempt in range(20):
        battle = Battle.start(scenario_of(ruleset), seed + attempt)
        policy = Dice.seeded(seed * 31 + attempt)
        while battle.to_act() is not None and len(battle.log) < 400:
            options = battle.legal_actions().list()
            if len(options) >= 3 and any(battle.preview(a) is not None for a in options):
                return battle
            battle.perform(options[policy.pick(len(options))])
    raise AssertionError(f"no decision with a dice roll on offer in {ruleset}")


def checked_shortlist(ruleset, state, options: list, kept) -> list:
    """The ruleset's shortlist of `options` (`Ruleset.ai_shortlist`), checked against the hook's contract: a
    non-empty subset of the options, in their order, the same again on a second call, keeping every option
    that `kept(action)` says it must (the actions that are not plain moves)."""
    few = ruleset.ai_shortlist(state, options)
    assert few and set(few) <= set(options)
    assert few == [a for a in options if a in set(few)]                 # in the options' order
    must = [a for a in options if kept(a)]
    assert must and must == [a for a in few if a in set(must)]
    assert few == ruleset.ai_shortlist(state, list(options))            # deterministic
    return few
