"""A few sensible moves per unit for a quick look ahead (the `ai_shortlist` hook: Hard's playouts).

An Iron Dawn decision offers every order, shot, manoeuvre and, per unit, the moves that the move
generator and `ai.ai_moves` propose (toward the objective or the enemy, a run, a sample direction,
behind cover, away): too many to weigh at every step of a playout. The shortlist keeps every action that
is not a move (orders, shots, assaults, rams, manoeuvres, embarking, the end of the phase...) and, of
each unit's moves (runs included), only those whose aims are plain:

- toward the objective: the move ending nearest the nearest objective its side does not hold (not
  vehicles: they cannot take one);
- into a shooting position: the move ending fewest inches outside its best weapon's effective range
  of the nearest enemy, as far from it as that allows;
- into cover: the move ending nearest the spot behind the nearest cover from that enemy
  (`ai.cover_spot`).

Ties go to the move offered first, so the shortlist is a deterministic subset of the options, in their
order.
"""
from __future__ import annotations

import math

from ...core.actions import Action
from ...core.shortlist import trimmed
from . import actions as A
from .ai import cover_spot, reach_of
from .movement import budget_of
from .state import State

__all__ = ["shortlist"]


def shortlist(state: State, options: list[Action]) -> list[Action]:
    """The options worth a quick look: every one that is not a move, and a few moves per unit (see the
    module docstring). Options without a move come back unchanged."""
    side = state.acting()
    foes = [e for e in state.on_table(state.other(side)) if not e.abandoned and e.kind != "emplacement"] \
        if side is not None else []
    goals = [o for o in state.objectives.values() if o.owner != side]
    return trimmed(options, lambda a: type(a) is A.Move and bool(a.path),
                   lambda by_unit: {i for uid, ends in by_unit.items()
                                    for i in _unit_picks(state, uid, ends, foes, goals)})

def _unit_picks(state: State, uid: str, ends: list[tuple[int, tuple]], foes: list, goals: list) -> set[int]:
    """The indices of the moves kept for unit `uid` (`ends`: option index and where the move ends)."""
    u = state.units[uid]
    out: set[int] = set()
    if goals and not u.is_vehicle:
        def goal(m):
            return max(min(math.hypot(o.x - m[1][0], o.y - m[1][1]) - o.radius for o in goals), 0.0), m[0]
        out.add(min(ends, key=goal)[0])
    if not foes:
        return out or {ends[0][0]}
    e = min(foes, key=lambda f: (math.hypot(f.x - u.x, f.y - u.y), f.id))
    reach = reach_of(u)
    if reach > 0:
        def shot(m):
            d = math.hypot(e.x - m[1][0], e.y - m[1][1])
            return max(d - reach, 0.0), -d, m[0]
        out.add(min(ends, key=shot)[0])
    spot = cover_spot(state, u, e, budget_of(state, u)[0])
    if spot is not None:
        out.add(min(ends, key=lambda m: (math.hypot(spot[0] - m[1][0], spot[1] - m[1][1]), m[0]))[0])
    return out or {ends[0][0]}
