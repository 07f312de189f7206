"""What the computer player reads of a Formations battle ("Movement and Terrain", tile board).

`assess` follows the scoring (Wartable's victory ruling): each side's strength is the points of its units
still standing, each discounted by the casualties it has taken and by how near its formation's Shock is
to breaking it (a formation routs when its Shock reaches the number of its units left, and every unit of
it is lost); the score is the points lead as `victory.scores` counts it now (enemy units destroyed and
objectives held), a unit strayed out of its formation's chain counting as lost (as it will be when
the move ends); the position is how close the side's ground units stand to the objectives it does not
hold and to striking the enemy (within weapon range, or next to it for assault troops).
"""
from __future__ import annotations

from ...core.assess import Assessment, closeness
from ...geometry.tiles import distance
from .coherency import groups
from .state import FmState, UnitState
from .victory import holder, scores

__all__ = ["assess", "SHOCK_RISK"]

SHOCK_RISK = 0.6    # the share of a formation's worth counted lost as its Shock reaches its breaking point


def _worth(state: FmState, u: UnitState) -> float:
    """A standing unit's points, discounted by the casualties it has taken and its formation's Shock."""
    p = state.profile_of(u)
    f = state.formation_of(u)
    left = len(state.members(f.id))
    health = max(p.integrity - u.wounds, 0) / max(p.integrity, 1)
    risk = min(f.shock / left, 1.0) if left else 1.0
    return p.points * (0.5 + 0.5 * health) * (1.0 - SHOCK_RISK * risk)


def _astray(state: FmState, side: str) -> set[str]:
    """Units outside their formation's largest chain: lost out of formation when its move ends."""
    out: set[str] = set()
    for f in state.live_formations(side):
        chains = groups({u.id: u.cell for u in state.members(f.id)})
        for chain in chains[1:]:
            out.update(chain)
    return out


def _strength(state: FmState, side: str) -> tuple[float, float]:
    left = whole = 0.0
    astray = _astray(state, side)
    for u in state.units.values():
        if u.side != side:
            continue
        whole += state.profile_of(u).points
        if u.alive and not state.formation_of(u).routed and u.id not in astray:
            left += _worth(state, u)
    return left, whole


def _gaps(state: FmState, side: str) -> list[float]:
    foes = state.living(state.other(side))
    goals = [cell for _name, cell, _pts in state.objectives if holder(state, cell) != side]
    out = []
    for u in state.living(side):
        p = state.profile_of(u)
        if foes:
            reach = max((w.range for w in p.weapons), default=1)
            d = min(distance(u.cell, e.cell) for e in foes)
            out.append(max(d - reach, 0))
        if goals and not p.air:
            out.append(max(min(distance(u.cell, g) for g in goals) - 1, 0))
    return out


def assess(state: FmState, side: str) -> Assessment:
    other = state.other(side)
    own, own_whole = _strength(state, side)
    enemy, enemy_whole = _strength(state, other)
    sc = scores(state)
    total = own_whole + enemy_whole + sum(pts for _n, _c, pts in state.objectives)
    lead = (sc[side] - sc[other]) / max(total, 1.0)
    return Assessment(own / own_whole if own_whole else 0.0, enemy / enemy_whole if enemy_whole else 0.0,
                      closeness(_gaps(state, side), 3.0), max(-1.0, min(1.0, 2.0 * lead)))
