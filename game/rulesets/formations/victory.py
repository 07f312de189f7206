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
from . import refs
from .state import FmState
from .turns import wiped_side

__all__ = ["scores", "holder", "holders", "result"]


def holder(state: FmState, cell) -> str | None:
    return _held(_ground(state), cell)


def holders(state: FmState) -> list[str | None]:
    """`holder` of each objective, in the scenario's order, the living ground units gathered once."""
    ground = _ground(state)
    return [_held(ground, cell) for _name, cell, _pts in state.objectives]


def _ground(state: FmState) -> list[tuple[str, int, int]]:
    """(side, col, row) of each living ground unit (air units hold nothing)."""
    profiles = state.profiles
    return [(u.side, u.col, u.row) for u in state.units.values() if u.alive and not profiles[u.profile].air]


def _held(ground: list, cell) -> str | None:
    """The one side with a ground unit on `cell` or next to it (king moves), else None."""
    c, r = cell
    near = {s for s, x, y in ground if -1 <= x - c <= 1 and -1 <= y - r <= 1}
    return next(iter(near)) if len(near) == 1 else None


def scores(state: FmState, held: list[str | None] | None = None) -> dict[str, int]:
    """Each side's points now; `held` is `holders(state)` when the caller has it already."""
    out = {s: 0 for s in state.sides}
    for u in state.units.values():
        if not u.alive:
            out[state.other(u.side)] += state.profile_of(u).points
    for (_name, _cell, pts), h in zip(state.objectives, holders(state) if held is None else held):
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
