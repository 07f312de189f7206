"""The legal actions of a Movement decision, found without judging moves that cannot be legal.

`legal_moves` offers exactly what `candidates` offers and `check` passes, in the same order: a unit or
leader that may not move now (moved already, routed, shot, in melee, ...) is refused whatever its path,
so its sample moves are neither made nor judged; the others' moves are judged by `plan_moves` (as `check`
judges each, with one sweep for all of a mover's moves). Sample moves and verdicts are kept across states
under everything they depend on (`movecache`). Other events have few candidates: the battle checks them.
"""
from __future__ import annotations

from . import actions as A
from .movecache import MoveContext
from .movegen import leader_candidates, move_candidates
from .movement import mover_checks, plan_moves
from .phases import to_act

__all__ = ["legal_moves"]


def legal_moves(state, unit_id: str | None = None) -> list | None:
    """The legal actions of a Movement step once the order is chosen; None in any other decision."""
    if state.result or state.phase != "movement" or not state.movers:
        return None
    side = to_act(state)
    if side is None:
        return None
    out: list = []
    ctx = MoveContext(state)                # first: it drops geometry built before an untold change
    for u in state.alive_units(side):
        if unit_id in (None, u.id) and mover_checks(state, u.id)[2] is None:
            moves = move_candidates(state, u, ctx)
            out += [m for m, (_, verdict) in zip(moves, plan_moves(state, moves, ctx)) if verdict]
    for lead in state.leaders.values():
        if lead.side == side and lead.alive and unit_id in (None, lead.id) and mover_checks(state, lead.id)[2] is None:
            moves = leader_candidates(state, lead)
            out += [m for m, (_, verdict) in zip(moves, plan_moves(state, moves, ctx)) if verdict]
    if unit_id is None:                     # as `candidates`: asked about one unit, only its own actions
        out.append(A.EndMovement(side))
    return out
