"""The legal actions of a Movement decision, found without judging moves that cannot be legal.

`legal_moves` offers exactly what `candidates` offers and `check` passes, in the same order: a unit or
leader that may not move now (moved already, routed, shot, in melee, ...) is refused whatever its path,
so its sample moves are neither made nor judged; the others' moves are judged by `plan_moves` (as `check`
judges each), all the decision's sample moves together (one sweep of every base), then the short steps
of the units none of whose samples is legal (`move_candidates` offers those only then). Sample moves and
verdicts are kept across states under everything they depend on (`movecache`). Other events have few
candidates: the battle checks them.
"""
from __future__ import annotations

from . import actions as A
from .movecache import MoveContext
from .movegen import leader_candidates, sample_moves, short_steps
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
    ctx = MoveContext(state)                # first: it drops geometry built before an untold change
    units = [u for u in state.alive_units(side)
             if unit_id in (None, u.id) and mover_checks(state, u.id)[2] is None]
    leaders = [lead for lead in state.leaders.values()
               if lead.side == side and lead.alive and unit_id in (None, lead.id)
               and mover_checks(state, lead.id)[2] is None]
    offered = [sample_moves(state, u, ctx) for u in units] + [leader_candidates(state, lead) for lead in leaders]
    legal = _judged(state, offered, ctx)
    hemmed = [i for i, ok in enumerate(legal[:len(units)]) if offered[i] and not any(ok)]
    if hemmed:
        shorts = [short_steps(state, units[i], offered[i]) for i in hemmed]
        for i, moves, ok in zip(hemmed, shorts, _judged(state, shorts, ctx)):
            offered[i] = offered[i] + moves
            legal[i] = legal[i] + ok
    out: list = []
    for moves, ok in zip(offered, legal):
        out += [m for m, yes in zip(moves, ok) if yes]
    if unit_id is None:                     # as `candidates`: asked about one unit, only its own actions
        out.append(A.EndMovement(side))
    return out


def _judged(state, groups: list, ctx) -> list:
    """Whether each move of each group is legal, the moves of all the groups judged together."""
    verdicts = iter(plan_moves(state, [m for moves in groups for m in moves], ctx))
    return [[bool(next(verdicts)[1]) for _ in moves] for moves in groups]
