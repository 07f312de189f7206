"""What the computer player reads of an Iron Dawn battle (squads, vehicles, objectives).

`assess`:
- strength: each unit's points scaled by the hit points it has left (a squad's models, a vehicle's
  hull), a suppressed or pinned unit worth a little less while it lasts; units that can take objectives
  (not vehicles) weigh double where the scenario is played for objectives;
- score: the victory points lead as `victory.victory_points` counts it, plus the share of objectives the
  side holds over the enemy and its run of turns holding the majority (three in a row win);
- position: how close the side's infantry stands to the objectives it does not hold (within the
  capture radius counts as there), and every unit to the nearest enemy within its longest weapon's
  effective range.
"""
from __future__ import annotations

import math

from ...core.assess import Assessment, closeness
from .profiles import lookup
from .state import State, Unit
from .victory import HOLD_TURNS, victory_points

__all__ = ["assess", "SUPPRESSED"]

SUPPRESSED = 0.85     # the worth left to a suppressed or pinned unit


def _reach(u: Unit) -> float:
    try:
        p = lookup(u.profile)
    except (KeyError, ValueError):
        return 0.0
    return max((w.effective for w in p.weapons), default=0.0)


def _full(u: Unit) -> int:
    return sum(m.hp_max for m in u.models) or 1


def _strength(state: State, side: str, objectives: bool) -> tuple[float, float]:
    left = whole = 0.0
    for u in state.units.values():
        if u.side != side or u.kind == "emplacement":
            continue
        w = float(u.points or 1) * (2.0 if objectives and not u.is_vehicle else 1.0)
        whole += w
        if u.alive and not u.abandoned:
            share = u.hp / _full(u)
            if u.suppressed(state.turn) or u.pinned_turn == state.turn:
                share *= SUPPRESSED
            left += w * share
    return left, whole


def _gaps(state: State, side: str) -> list[float]:
    foes = [e for e in state.on_table(state.other(side)) if not e.abandoned]
    goals = [o for o in state.objectives.values() if o.owner != side]
    out = []
    for u in state.on_table(side):
        if u.kind == "emplacement" or u.abandoned or not u.living:
            continue
        if goals and not u.is_vehicle:
            d = min(math.hypot(o.x - u.x, o.y - u.y) - o.radius for o in goals)
            out.append(max(d, 0.0))
        if foes:
            d = min(math.hypot(e.x - u.x, e.y - u.y) for e in foes)
            out.append(max(d - _reach(u), 0.0))
    return out


def assess(state: State, side: str) -> Assessment:
    other = state.other(side)
    objectives = "objectives" in state.victory and bool(state.objectives)
    own, own_whole = _strength(state, side, objectives)
    enemy, enemy_whole = _strength(state, other, objectives)
    vp = victory_points(state)
    total = float(sum(state.start_points.values()) or (own_whole + enemy_whole) or 1.0)
    lead = (vp[side] - vp[other]) / total
    if objectives:
        n = len(state.objectives)
        mine = sum(1 for o in state.objectives.values() if o.owner == side)
        theirs = sum(1 for o in state.objectives.values() if o.owner == other)
        lead += 0.5 * (mine - theirs) / n
        lead += 0.3 * (state.held.get(side, 0) - state.held.get(other, 0)) / HOLD_TURNS
    return Assessment(own / own_whole if own_whole else 0.0, enemy / enemy_whole if enemy_whole else 0.0,
                      closeness(_gaps(state, side), 8.0), max(-1.0, min(1.0, lead)))
