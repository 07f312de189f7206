"""The value of a position for a side: the ruleset's assessment weighed by the player's personality.

Values run from -1 (lost) to +1 (won). A finished battle is worth +1, -1 or 0 outright; an unfinished
one blends the material balance (enemy strength destroyed against own strength lost), the objective
lead and how well placed the side stands to strike, scaled into (-0.9, 0.9) so that no position in
play is worth as much as a won battle.

A `Personality` runs from aggressive (+1) to cautious (-1), in the spirit of MegaMek's bot settings:
aggressive players count the enemy's losses more than their own and value closing in; cautious ones
count their own losses more and value closing in little.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..core.assess import Assessment
from ..core.ruleset import Result

__all__ = ["Personality", "PERSONALITIES", "value_of", "terminal_value"]


@dataclass(frozen=True, slots=True)
class Personality:
    """`aggression` from -1 (cautious) to +1 (aggressive)."""

    aggression: float = 0.0

    def __post_init__(self) -> None:
        if not -1.0 <= self.aggression <= 1.0:
            raise ValueError(f"aggression must lie in -1..1, not {self.aggression}")

    @property
    def enemy_weight(self) -> float:
        return 1.0 + 0.5 * self.aggression

    @property
    def own_weight(self) -> float:
        return 1.0 - 0.5 * self.aggression

    @property
    def position_weight(self) -> float:
        return 0.12 + 0.1 * self.aggression


PERSONALITIES = {"aggressive": Personality(1.0), "bold": Personality(0.5), "balanced": Personality(0.0),
                 "careful": Personality(-0.5), "cautious": Personality(-1.0)}


def terminal_value(result: Result, side: str) -> float:
    if result.winner is None:
        return 0.0
    return 1.0 if result.winner == side else -1.0


def value_of(a: Assessment, p: Personality) -> float:
    """An unfinished position's value for the side assessed, in (-0.9, 0.9)."""
    material = p.enemy_weight * (1.0 - a.enemy) - p.own_weight * (1.0 - a.own)
    raw = material + 0.5 * a.score + p.position_weight * a.position
    return 0.9 * raw / (1.0 + abs(raw))
