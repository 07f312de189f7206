"""What the computer player reads of a Fields of Iron battle: each side's strength in card points,
how its units stand to strike (adjacent for fighters, in range for shooters), and the victory-point lead.
"""
from __future__ import annotations

from ...core.assess import Assessment, closeness
from ...geometry.hexes import distance
from .state import FoiState
from .victory import scores

__all__ = ["assess"]


def _strength(state: FoiState, side: str) -> tuple[float, float]:
    left = whole = 0.0
    for u in state.units.values():
        if u.side != side:
            continue
        card = state.cards[u.card]
        whole += card.points
        if u.alive:
            left += card.points * max(card.wounds - u.damage, 0) / max(card.wounds, 1)
    return left, whole


def assess(state: FoiState, side: str) -> Assessment:
    other = state.other(side)
    own, own_whole = _strength(state, side)
    enemy, enemy_whole = _strength(state, other)
    foes = state.living(other)
    gaps = []
    for u in state.living(side):
        if not foes:
            break
        d = min(distance(u.hex, e.hex) for e in foes)
        reach = max((w.range for w in state.cards[u.card].weapons_of("shoot")), default=1)
        gaps.append(max(d - reach, 0))
    vp = scores(state)
    lead = (vp[side] - vp[other]) / max(own_whole + enemy_whole, 1.0)
    return Assessment(own / own_whole if own_whole else 0.0, enemy / enemy_whole if enemy_whole else 0.0,
                      closeness(gaps, 3.0), max(-1.0, min(1.0, lead)))
