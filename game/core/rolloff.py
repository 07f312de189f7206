"""Roll-offs: each side rolls, the highest wins, ties roll again.

>>> from game.core.dice import Dice
>>> r = roll_off(Dice.scripted([5, 5, 2, 9]), "d12", ("red", "blue"), why="who activates first")
>>> r.winner, [roll.value for roll in r.rolls]
('blue', [5, 5, 2, 9])
>>> r.describe()
'red 5, blue 5: tie, roll again; red 2, blue 9: blue wins'
>>> r.describe({"red": "Red Host", "blue": "Blue Host"})
'Red Host 5, Blue Host 5: tie, roll again; Red Host 2, Blue Host 9: Blue Host wins'
>>> r.describe({"red": "Reds", "blue": "Blues"}).split("; ")[-1]
'Reds 2, Blues 9: Blues win'
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping, Sequence

from .dice import Dice, Roll
from .wording import verb

__all__ = ["RollOff", "roll_off"]

MAX_ROUNDS = 1000  # a scripted Dice that ties forever would otherwise never end


@dataclass(frozen=True, slots=True)
class RollOff:
    winner: str
    rolls: tuple[Roll, ...]
    sides: tuple[str, ...]

    def rounds(self) -> list[tuple[Roll, ...]]:
        n = len(self.sides)
        return [self.rolls[i:i + n] for i in range(0, len(self.rolls), n)]

    def describe(self, names: Mapping[str, str] | None = None) -> str:
        """Each round's rolls and who won it, the sides called by `names` (their ids when not given)."""
        name = (lambda side: names.get(side, side)) if names else (lambda side: side)
        parts = []
        for rnd in self.rounds():
            shown = ", ".join(f"{name(r.purpose.side)} {r.value}" for r in rnd)
            best = max(r.value for r in rnd)
            leaders = [name(r.purpose.side) for r in rnd if r.value == best]
            parts.append(f"{shown}: tie, roll again" if len(leaders) > 1
                         else f"{shown}: {leaders[0]} {verb(leaders[0], 'wins', 'win')}")
        return "; ".join(parts)


def roll_off(dice: Dice, kind: str, sides: Sequence[str], *, why: str, rule: object | None = None) -> RollOff:
    """Every side rolls `kind`; the highest wins; a tie for the highest rolls again (all sides)."""
    rolls: list[Roll] = []
    for _ in range(MAX_ROUNDS):
        rnd = [dice.roll(kind, why=why, side=s, rule=rule) for s in sides]
        rolls.extend(rnd)
        best = max(r.value for r in rnd)
        leaders = [r for r in rnd if r.value == best]
        if len(leaders) == 1:
            return RollOff(leaders[0].purpose.side, tuple(rolls), tuple(sides))
    raise RuntimeError(f"roll-off tied {MAX_ROUNDS} times")
