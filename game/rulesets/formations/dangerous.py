"""Dangerous terrain tests.

A unit entering dangerous terrain, or starting to move while in it, rolls a d6
for each point of integrity it has left; each 6 is a casualty (no save, no
Shock, no morale loss). Minefields (Watch Your Step) wound on 5 or 6 and allow
no second roll. A unit moving cautiously rolls the whole test twice and keeps
the better (fewer casualties).
"""
from __future__ import annotations

from fractions import Fraction

from ...core.dice import Dice, Roll
from ...core.events import RuleRef
from . import refs
from .terrain import MINEFIELD

__all__ = ["wound_on", "may_reroll", "roll_test", "casualty_chance"]


def wound_on(types: frozenset[str]) -> int:
    return 5 if MINEFIELD in types else 6


def may_reroll(types: frozenset[str], cautious: bool) -> bool:
    return cautious and MINEFIELD not in types


def roll_test(dice: Dice, n: int, types: frozenset[str], cautious: bool, *, side: str, unit: str,
              name: str) -> tuple[int, tuple[Roll, ...], str]:
    """(casualties, rolls, text) of one test of `n` dice."""
    target = wound_on(types)
    rule = RuleRef(refs.RULESET, refs.DANGEROUS)
    first = dice.roll_many("d6", n, why=f"dangerous terrain: {name} (a casualty on {target}+)", side=side,
                           unit=unit, target=target, rule=rule)
    hits = sum(1 for r in first if r.value >= target)
    rolls = tuple(first)
    text = f"{hits} of {n}"
    if hits and may_reroll(types, cautious):
        second = dice.roll_many("d6", n, why=f"moving cautiously: the test again, the better kept", side=side,
                                unit=unit, target=target, rule=RuleRef(refs.RULESET, refs.CAUTIOUS))
        again = sum(1 for r in second if r.value >= target)
        rolls += tuple(second)
        text += f", then {again} of {n} moving cautiously"
        hits = min(hits, again)
    return hits, rolls, text


def casualty_chance(n: int, types: frozenset[str], cautious: bool) -> Fraction:
    """The chance that one test of `n` dice inflicts at least one casualty."""
    p_safe_die = Fraction(wound_on(types) - 1, 6)
    p_hit = 1 - p_safe_die ** n
    if may_reroll(types, cautious):
        p_hit = p_hit * p_hit
    return p_hit
