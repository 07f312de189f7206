"""The expected value of an action: over every way its dice can fall when there are few, else sampled.

The odds panel's `preview` reports an outcome distribution in the ruleset's own terms (hits, damage,
a test passed); what the computer player needs is the distribution of the *positions* that follow. It
walks the same dice the preview is computed from with `core.odds.enumerate_dice` (exact, the walk the
previews are tested against) when the action's dice have at most `EXACT_LIMIT` face sequences, and
otherwise averages `SAMPLES` plays with its own seeded dice. Never the battle's dice.
"""
from __future__ import annotations

from ..core.actions import Action
from ..core.dice import DIE_KINDS, Dice
from ..core.odds import enumerate_dice
from .evaluate import Personality, terminal_value, value_of
from .sim import Sim

__all__ = ["position_value", "expected_value", "EXACT_LIMIT", "SAMPLES"]

EXACT_LIMIT = 36
SAMPLES = 6


def position_value(sim: Sim, side: str, personality: Personality) -> float:
    result = sim.result()
    if result is not None:
        return terminal_value(result, side)
    return value_of(sim.assess(side), personality)


def _ways(dice: Dice) -> int:
    n = 1
    for roll in dice.rolls:
        count, sides = DIE_KINDS.get(roll.kind, (1, 6))
        n *= sides ** count
        if n > EXACT_LIMIT:
            break
    return n


def expected_value(sim: Sim, action: Action, side: str, personality: Personality, seed: int, *,
                   samples: int = SAMPLES, exact: bool = True) -> float:
    """The mean value for `side` of the positions `action` leads to (see the module docstring)."""
    first_dice = Dice.seeded(seed)
    first = sim.after(action, first_dice)
    v0 = position_value(first, side, personality)
    if not first_dice.rolls:
        return v0
    if exact and _ways(first_dice) <= EXACT_LIMIT:
        try:
            dist = enumerate_dice(lambda d: position_value(sim.after(action, d), side, personality),
                                  limit=EXACT_LIMIT * 2)
            return float(sum(float(v) * p for v, p in dist.items()))
        except RuntimeError:  # a branch rolled more than the first play did: sample instead
            pass
    total = v0
    for k in range(1, samples):
        total += position_value(sim.after(action, Dice.seeded(seed + 7919 * k)), side, personality)
    return total / samples
