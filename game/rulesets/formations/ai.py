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
from .coherency import groups
from .state import FmState
from .victory import holders, scores

__all__ = ["assess", "SHOCK_RISK"]

SHOCK_RISK = 0.6    # the share of a formation's worth counted lost as its Shock reaches its breaking point


def _worth(p, wounds: int, shock: int, left: int) -> float:
    """A standing unit's points, discounted by the casualties it has taken and its formation's Shock
    (`left`: its formation's living units)."""
    health = max(p.integrity - wounds, 0) / max(p.integrity, 1)
    risk = min(shock / left, 1.0) if left else 1.0
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
    units, profiles, formations = state.units, state.profiles, state.formations
    living: dict[str, int] = {}     # a formation's living units, counted once
    for u in units.values():
        if u.side != side:
            continue
        p = profiles[u.profile]
        whole += p.points
        if u.alive and u.id not in astray:
            f = formations[u.formation]
            if f.routed:
                continue
            n = living.get(f.id)
            if n is None:
                n = living[f.id] = sum(1 for i in f.units if units[i].alive)
            left += _worth(p, u.wounds, f.shock, n)
    return left, whole


def _gaps(state: FmState, side: str, held: list[str | None]) -> list[float]:
    """Each of `side`'s living units' tiles short of striking its nearest enemy, and (ground units) of
    standing by the nearest objective it does not hold (`held`: `victory.holders`)."""
    other = state.other(side)
    units = state.units.values()
    foes = [(u.col, u.row) for u in units if u.alive and u.side == other]
    goals = [cell for (_name, cell, _pts), h in zip(state.objectives, held) if h != side]
    out = []
    for u in units:
        if not u.alive or u.side != side:
            continue
        p = state.profiles[u.profile]
        c, r = u.col, u.row
        if foes:
            reach = max((w.range for w in p.weapons), default=1)
            d = min([max(abs(c - x), abs(r - y)) for x, y in foes])   # tiles.distance, inline
            out.append(max(d - reach, 0))
        if goals and not p.air:
            out.append(max(min([max(abs(c - x), abs(r - y)) for x, y in goals]) - 1, 0))
    return out


def assess(state: FmState, side: str) -> Assessment:
    other = state.other(side)
    own, own_whole = _strength(state, side)
    enemy, enemy_whole = _strength(state, other)
    held = holders(state)
    sc = scores(state, held)
    total = own_whole + enemy_whole + sum(pts for _n, _c, pts in state.objectives)
    lead = (sc[side] - sc[other]) / max(total, 1.0)
    return Assessment(own / own_whole if own_whole else 0.0, enemy / enemy_whole if enemy_whole else 0.0,
                      closeness(_gaps(state, side, held), 3.0), max(-1.0, min(1.0, 2.0 * lead)))
