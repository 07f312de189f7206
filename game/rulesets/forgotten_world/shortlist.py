"""A few sensible moves per unit for a quick look ahead (the `ai_shortlist` hook: Hard's playouts).

In the movement phase a unit is offered a dozen moves and more (advances, wheels with and without an
advance, an about face, a run, and `ai.ai_moves`' turns and steps toward the nearest enemy), for every
unit that may still move: too many to weigh at every step of a playout. The shortlist keeps every action
that is not a plain move (reforms, falling back, the end of the movement phase, charges, reactions,
spells, attacks, morale choices, and a move that joins a regiment or enters a building) and, of each
unit's plain moves, only those with a plain aim, judged by where the move ends (its last pose):

- toward the enemy: ending nearest the centre of the nearest enemy standing (not fled), or for a
  shooter, ending with that distance nearest its range (the shooting position);
- facing the enemy: ending with the unit's front turned most nearly at the nearest enemy (ties: the
  shortest move), so a regiment does not leave a flank to a charge;
- away from the enemy: ending farthest from the nearest enemy (out of a charge's reach).

Ties go to the move offered first, so the shortlist is a deterministic subset of the options, in their
order. Not moving a unit is no move: the end of the movement phase, which is kept, leaves it where it
stands.
"""
from __future__ import annotations

import math

from ...core.actions import Action
from ...core.shortlist import trimmed
from ...geometry.planemove import bearing
from .actions import Move

__all__ = ["shortlist"]


def _plain(a) -> bool:
    return type(a) is Move and bool(a.path) and not a.join and not a.enter


def shortlist(state, options: list[Action]) -> list[Action]:
    """The options worth a quick look: every one that is not a plain move, and a few moves per unit (see
    the module docstring). Options without a plain move come back unchanged."""
    foes: dict[str, list[tuple[float, float]]] = {}

    def picks(by_unit) -> set[int]:
        out: set[int] = set()
        for uid, moves in by_unit.items():
            u = state.units[uid]
            side_foes = foes.get(u.side)
            if side_foes is None:
                side_foes = foes[u.side] = [(e.x, e.y) for e in state.units.values()
                                            if e.side != u.side and e.alive and not e.fled and not e.attached]
            out.update(_unit_picks(u, moves, side_foes))
        return out
    return trimmed(options, _plain, picks)

def _unit_picks(u, moves: list[tuple[int, tuple]], foes: list[tuple[float, float]]) -> set[int]:
    """The indices of the moves kept for unit `u` (`moves`: option index and last pose)."""
    if not foes:
        return {moves[0][0]}
    rows = []   # (option index, distance to the nearest foe, turn left to face it, length of the move)
    for i, (x, y, h) in moves:
        x, y, h = float(x), float(y), float(h)
        d, fx, fy = min((math.hypot(fx - x, fy - y), fx, fy) for fx, fy in foes)
        turn = abs((bearing((x, y), (fx, fy)) - h + 180.0) % 360.0 - 180.0)
        rows.append((i, d, turn, math.hypot(x - u.x, y - u.y)))
    if u.range > 0:
        toward = min(rows, key=lambda m: (abs(m[1] - u.range), m[0]))
    else:
        toward = min(rows, key=lambda m: (m[1], m[0]))
    facing = min(rows, key=lambda m: (round(m[2], 3), m[3], m[0]))
    away = min(rows, key=lambda m: (-m[1], m[0]))
    return {toward[0], facing[0], away[0]}
