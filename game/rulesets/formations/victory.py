"""Victory (Wartable's ruling): the text has none.

A side with no formation left loses at once. Otherwise, after the last turn,
each side scores the points of the enemy units it destroyed (routed units
included) plus the points of each objective it holds: a side holds an
objective when one of its ground units stands on it or next to it and no
enemy ground unit does. The higher score wins; equal scores are a draw.
"""
from __future__ import annotations

from ...core.events import RuleRef
from ...core.ruleset import Result
from ...geometry.tiles import distance
from . import refs
from .state import FmState
from .turns import wiped_side

__all__ = ["scores", "holder", "result"]


def holder(state: FmState, cell) -> str | None:
    near = {u.side for u in state.living() if not state.profile_of(u).air and distance(u.cell, cell) <= 1}
    return next(iter(near)) if len(near) == 1 else None


def scores(state: FmState) -> dict[str, int]:
    out = {s: 0 for s in state.sides}
    for u in state.units.values():
        if not u.alive:
            out[state.other(u.side)] += state.profile_of(u).points
    for _name, cell, pts in state.objectives:
        h = holder(state, cell)
        if h is not None:
            out[h] += pts
    return out


def result(state: FmState) -> Result | None:
    if not state.over:
        return None
    rule = RuleRef(refs.RULESET, refs.R_VICTORY)
    sc = scores(state)
    lost = wiped_side(state)
    if lost is not None:
        win = state.other(lost)
        return Result(win, f"{state.side_names[lost]} has no formation left", sc, rule)
    a, b = state.sides
    if sc[a] == sc[b]:
        return Result(None, f"the last turn ended level at {sc[a]} points each", sc, rule)
    win = a if sc[a] > sc[b] else b
    return Result(win, f"{state.side_names[win]} leads on points after the last turn ({sc[a]}-{sc[b]})", sc, rule)
