"""The action test (Wartable's ruling: the text names it, for marches, without saying what it is).

Roll a d6, -1 for each Shock on the formation: 3 or more passes. A 6 always
passes and a 1 always fails. A formation that stays on the road for its whole
march passes without rolling (Well-Travelled).
"""
from __future__ import annotations

from fractions import Fraction

from ...core.dice import Dice, Roll
from ...core.ledger import Ledger
from ...core.events import RuleRef
from . import refs
from .state import FormationState

__all__ = ["PASS", "test_ledger", "need", "roll_test", "pass_chance"]

PASS = 3


def test_ledger(f: FormationState) -> Ledger:
    return Ledger().add_if(f.shock > 0, f"Shock x{f.shock}", -f.shock, RuleRef(refs.RULESET, refs.R_SHOCK))


def need(f: FormationState) -> int:
    """The natural d6 score that passes (2..6)."""
    return min(6, max(2, PASS - test_ledger(f).total))


def roll_test(dice: Dice, f: FormationState, why: str) -> tuple[bool, Roll, Ledger]:
    led = test_ledger(f)
    n = need(f)
    roll = dice.roll("d6", why=f"action test: {why}", side=f.side, target=n, rule=RuleRef(refs.RULESET, refs.R_TEST))
    return roll.value >= n, roll, led


def pass_chance(f: FormationState) -> Fraction:
    return Fraction(7 - need(f), 6)
