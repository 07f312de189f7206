"""A battle as the computer player may think about it: a clone of the state with dice of its own.

`Sim.of(battle, seed)` copies the battle's state (through the ruleset's `clone`) and gives it fresh dice
seeded by the player, never the battle's: what a sim rolls says nothing about what the battle will roll.
A sim offers what the battle offers a player (legal actions, check, preview, perform, result, whose turn)
without the log, undo and checkpoint hashes the battle keeps, so a search can play thousands of them.
"""
from __future__ import annotations

from typing import Any

from ..core.actions import Action, Concede, Verdict
from ..core.assess import Assessment
from ..core.battle import Battle
from ..core.dice import Dice
from ..core.events import Event
from ..core.odds import Outcomes
from ..core.ruleset import Result, Ruleset

__all__ = ["Sim"]


class Sim:
    """A throwaway copy of a battle's state with the player's own dice."""

    __slots__ = ("ruleset", "state", "dice")

    def __init__(self, ruleset: Ruleset, state: Any, dice: Dice) -> None:
        self.ruleset = ruleset
        self.state = state
        self.dice = dice

    @classmethod
    def of(cls, battle: Battle, seed: int) -> "Sim":
        """A copy of `battle` now, with dice seeded by `seed` (re-seeded: never the battle's dice)."""
        if battle.result() is not None:
            raise ValueError("the battle is over")
        return cls(battle.ruleset, battle.ruleset.clone(battle.state), Dice.seeded(seed))

    def copy(self, seed: int) -> "Sim":
        return Sim(self.ruleset, self.ruleset.clone(self.state), Dice.seeded(seed))

    # -- what a player sees ------------------------------------------------------------------
    def result(self) -> Result | None:
        return self.ruleset.result(self.state)

    def to_act(self) -> str | None:
        if self.ruleset.result(self.state) is not None:
            return None
        return self.ruleset.to_act(self.state)

    def check(self, action: Action) -> Verdict:
        return self.ruleset.check(self.state, action)

    def ok(self, action: Action) -> bool:
        """Whether `action` passes `check` (a malformed one is simply not legal)."""
        try:
            return bool(self.ruleset.check(self.state, action))
        except Exception:  # InvalidActionError, or a ruleset bug: not an action to take
            return False

    def legal(self) -> list[Action]:
        """The legal actions now, and the ruleset's sensible moves for free-movement tables (checked)."""
        if self.to_act() is None:
            return []
        fast = self.ruleset.legal_actions(self.state, None)
        if fast is not None:
            out = list(fast)
        else:
            out = [a for a in self.ruleset.candidates(self.state, None) if self.check(a)]
        extra = self.ruleset.ai_moves(self.state, None)
        if extra:
            seen = set(out)
            for a in extra:
                if a not in seen and self.ok(a):
                    seen.add(a)
                    out.append(a)
        return [a for a in out if not isinstance(a, Concede)]

    def shortlist(self, options: list[Action]) -> list[Action] | None:
        """A few sensible ones of the legal `options` for a quick look ahead: the ruleset's `ai_shortlist`
        (a non-empty subset of them); None when the ruleset offers none (every option is to be weighed)."""
        few = self.ruleset.ai_shortlist(self.state, options)
        return list(few) if few else None

    def preview(self, action: Action) -> Outcomes | None:
        return self.ruleset.preview(self.state, action)

    def assess(self, side: str) -> Assessment:
        return self.ruleset.assess(self.state, side)

    # -- doing -------------------------------------------------------------------------------
    def perform(self, action: Action, dice: Dice | None = None) -> list[Event]:
        """Apply a legal action, rolling this sim's dice (or `dice`)."""
        return self.ruleset.apply(self.state, action, dice if dice is not None else self.dice)

    def after(self, action: Action, dice: Dice) -> "Sim":
        """A new sim: this one's state with `action` applied, rolling `dice`."""
        nxt = Sim(self.ruleset, self.ruleset.clone(self.state), dice)
        nxt.perform(action)
        return nxt

