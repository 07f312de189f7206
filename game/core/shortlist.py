"""The frame every ruleset's `ai_shortlist` shares: keep every option that is not a unit's plain move, and of
the plain moves only those the ruleset picks, unit by unit, in the options' order."""
from __future__ import annotations

from typing import Callable

from .actions import Action

__all__ = ["trimmed"]

Moves = dict[str, list[tuple[int, tuple]]]


def trimmed(options: list[Action], plain: Callable[[Action], bool], picks: Callable[[Moves], set[int]]) -> list[Action]:
    """`options` with only some of the units' plain moves: every option `plain` says is not one stays;
    `picks` gets the plain moves by unit (unit id: [(option index, the last step of its path)], in the options'
    order) and gives the indices of those to keep. Options without a plain move come back unchanged."""
    by_unit: Moves = {}
    for i, a in enumerate(options):
        if plain(a):
            by_unit.setdefault(a.unit, []).append((i, a.path[-1]))
    if not by_unit:
        return list(options)
    keep = {i for i, a in enumerate(options) if not plain(a)}
    keep.update(picks(by_unit))
    return [a for i, a in enumerate(options) if i in keep]
