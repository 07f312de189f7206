"""A few sensible moves for a quick look ahead (the `ai_shortlist` hook: Hard's playouts).

A Movement decision offers each unit that may move its sample moves (into contact, toward, straight on,
wheeling, away, across a river) and the computer player's own (a shooting position, a hill or a wood):
twenty to forty options for an army, each of them dear to judge and play on a table. The shortlist keeps
every action that is not a unit's move (the end of the movement, leaders' moves, orders, shots, melee,
rallies...) and, of the units' moves, only those whose aims are plain:

- charges: for every unit, one move into contact with each enemy it can reach (the rear before a flank,
  a flank before the front, the front before a target turned to face it; ties to the first offered);
- for the first `WINDOW` units with moves on offer (in the options' order, which is the army's):
  - toward the enemy: the move that ends fewest inches short of striking the nearest standing enemy
    (within bow range, less an inch, for archers; in contact for the rest), as far from it as that
    allows;
  - into cover: the first move that ends on a hill (or in a wood, for levy and elves), if any.

The window makes a playout move the army about in its order: a unit passed over (another moved, or the
side ended its movement) stays where it is, as a unit left alone does, and the next unit comes into the
window. Distances are gaps between bases as the AI's `assess` measures them (centre to centre, less half
of each depth). Ties go to the move offered first, so the shortlist is a deterministic subset of the
options, in their order.
"""
from __future__ import annotations

import math

from ...core.actions import Action
from ...core.shortlist import trimmed
from .actions import Move
from .movement import plan_moves
from .terrain import HILL, WOODS, terrain_of
from .units import BOW_RANGE, bow_of

__all__ = ["shortlist", "WINDOW"]

WINDOW = 2                      # units whose moves toward the enemy and into cover are offered
SIDE_ORDER = {"rear": 0, "left": 1, "right": 1, "front": 2}     # a contact's side, best first (else: turn)


def shortlist(state, options: list[Action]) -> list[Action]:
    """The options worth a quick look: every one that is not a unit's move, each unit's charges, and the
    first `WINDOW` units' moves toward the enemy and into cover (see the module docstring). Options
    without a unit's move come back unchanged."""
    def picks(by_unit) -> set[int]:
        keep: set[int] = set()
        moves = [i for ends in by_unit.values() for i, _end in ends]
        plans = dict(zip(moves, plan_moves(state, [options[i] for i in moves])))   # judged by `legal` already
        for k, (uid, ends) in enumerate(by_unit.items()):
            rest = _charges([i for i, _end in ends], plans, keep)
            if k < WINDOW and rest:
                keep.update(_aims(state, state.units[uid], rest, options))
        return keep
    return trimmed(options, lambda a: type(a) is Move and a.unit in state.units and bool(a.path), picks)

def _charges(ids: list[int], plans: dict, keep: set[int]) -> list[int]:
    """Adds to `keep` the unit's best move into contact with each enemy; returns its other moves."""
    best: dict[str, tuple[int, int]] = {}
    rest = []
    for i in ids:
        plan = plans[i][0]
        if plan is not None and plan.contact:
            target, side = plan.contact[0], plan.contact[1]
            rank = SIDE_ORDER.get(side, len(SIDE_ORDER))
            if target not in best or rank < best[target][0]:
                best[target] = (rank, i)
        else:
            rest.append(i)
    keep.update(i for _rank, i in best.values())
    return rest


def _aims(state, u, rest: list[int], options: list[Action]) -> set[int]:
    """Of unit `u`'s moves `rest` (indices into `options`), the one toward the enemy and the one into cover."""
    out: set[int] = set()
    foes = [(e.x, e.y, e.depth) for e in state.alive_units(state.other(u.side)) if not e.routed]
    if foes:
        bow = bow_of(u.options, state.advanced)
        reach = BOW_RANGE[bow] - 1.0 if bow else 0.0
        half, hypot = u.depth / 2.0, math.hypot
        gaps = {}
        for i in rest:
            x, y, _h = options[i].path[-1]
            gaps[i] = min([hypot(ex - x, ey - y) - ed / 2.0 - half for ex, ey, ed in foes])
        out.add(min(rest, key=lambda i: (max(gaps[i] - reach, 0.0), -gaps[i], i)))
    cover = terrain_of(state).of(HILL | (WOODS if (u.kind == "levy" or u.race == "elf") else 0))
    for i in rest:
        x, y, _h = options[i].path[-1]
        if any(s.box[0] <= x <= s.box[2] and s.box[1] <= y <= s.box[3] and s.contains((x, y)) for s in cover):
            out.add(i)
            break
    return out
