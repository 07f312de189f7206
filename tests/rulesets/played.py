"""Battles played on at random, for tests that compare kept answers with fresh ones along the way."""
from __future__ import annotations

from typing import Iterator

from game.core.battle import Battle
from game.core.dice import Dice


def played_states(scenarios, seed: int, pick_seed: int, steps: int,
                  every: int = 1) -> Iterator[tuple[int, int, Battle]]:
    """(n, step, battle) at every `every`-th of the first `steps` decisions of a battle on each scenario
    (battle n starts with seed `seed + n` and picks its legal actions with dice seeded `pick_seed + n`),
    until the battle ends. The battle plays on once the caller has looked."""
    for n, scenario in enumerate(scenarios):
        b = Battle.start(scenario, seed + n)
        pick = Dice.seeded(pick_seed + n)
        for step in range(steps):
            if b.to_act() is None:
                break
            if step % every == 0:
                yield n, step, b
            options = b.legal_actions().list()
            b.perform(options[pick.pick(len(options))])
