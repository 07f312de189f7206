"""Victory (Wartable's ruling: the text gives none).

The battle ends after turn 5, or at once when a side has no units left (that
side loses). At the end of turn 5 each side scores victory points: the card
points of every enemy unit it destroyed, plus 1 for each point of damage on
enemy units still standing. The higher score wins; equal scores are a draw.
"""
from __future__ import annotations

from ...core.ruleset import Result
from ...core.wording import verb
from .refs import VICTORY, ref
from .state import FoiState

__all__ = ["scores", "result"]


def scores(state: FoiState) -> dict[str, int]:
    """Victory points of each side so far."""
    out = {s: 0 for s in state.sides}
    for u in state.units.values():
        enemy = state.other(u.side)
        if not u.alive:
            out[enemy] += state.cards[u.card].points
        else:
            out[enemy] += u.damage
    return out


def result(state: FoiState) -> Result | None:
    if not state.over:
        return None
    pts = scores(state)
    a, b = state.sides
    names = state.side_names
    tally = f"{names[a]} {pts[a]}, {names[b]} {pts[b]} victory points"
    gone = [s for s in state.sides if not state.living(s)]
    if len(gone) == 1:
        winner = state.other(gone[0])
        return Result(winner, f"{names[gone[0]]} {verb(names[gone[0]], 'has', 'have')} no units left on the field; "
                               f"{names[winner]} {verb(names[winner], 'wins', 'win')} ({tally})",
                      pts, ref(VICTORY))
    if pts[a] == pts[b]:
        return Result(None, f"After turn {state.turn}: a draw, {tally}", pts, ref(VICTORY))
    winner = a if pts[a] > pts[b] else b
    won = f"{names[winner]} {verb(names[winner], 'wins', 'win')}"
    return Result(winner, f"After turn {state.turn}: {won} on points, {tally}", pts, ref(VICTORY))
