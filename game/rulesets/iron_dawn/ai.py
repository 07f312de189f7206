"""What the computer player reads of an Iron Dawn battle (squads, vehicles, objectives).

`assess`:
- strength: each unit's points scaled by the hit points it has left (a squad's models, a vehicle's
  hull), a suppressed or pinned unit worth a little less while it lasts; units that can take objectives
  (not vehicles) weigh double where the scenario is played for objectives;
- score: the victory points lead as `victory.victory_points` counts it, plus the share of objectives the
  side holds over the enemy and its run of turns holding the majority as the end of this turn will count
  it (the run goes on while the side holds the majority and ends when it does not; three in a row win:
  the enemy's third turn coming is a near loss, and taking one objective back breaks it), plus, where
  the scenario plays the outnumbering option (a side with twice the enemy's units wins), the ratio of
  units on a scale where -1 and +1 are the two thresholds (so a unit lost or split off counts);
- position: how close the side's infantry stands to the objectives it does not hold (within the
  capture radius counts as there), and every unit to the nearest enemy within its longest weapon's
  effective range.

`ai_moves`: besides the moves `movegen.candidates` offers (toward the nearest objective or enemy, a
sample direction, a run), for each unit free to act: a move into the nearest objective's capture
radius it does not hold, one to just inside its best weapon's effective range of the nearest enemy (a
shooting position), one behind the nearest piece of cover as seen from that enemy, and one straight
away from it. The battle's `check` still decides each.
"""
from __future__ import annotations

import math

from ...core.assess import Assessment, closeness
from . import actions as A
from .movegen import path_to
from .movement import budget_of
from .profiles import lookup
from .state import State, Unit
from .terrain import COVER_CLASS, pieces
from .victory import HOLD_TURNS, victory_points

__all__ = ["assess", "ai_moves", "cover_spot", "reach_of", "SUPPRESSED"]

SUPPRESSED = 0.85     # the worth left to a suppressed or pinned unit
OUTNUMBER = 0.6       # score weight of the unit ratio where outnumbering the enemy two to one wins
HOLDING = 0.4        # score weight of the run of turns holding the majority (three in a row win)
TURNING = 2.0         # inches kept back from a move for turning to face the way (1.5" covers a half turn)


def reach_of(u: Unit) -> float:
    """The unit's longest effective weapon range (0 if it has no weapon or no known profile)."""
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


def _count(state: State, side: str) -> int:
    """Units as the outnumbering condition counts them (no emplacements, none abandoned)."""
    return sum(1 for u in state.alive_units(side) if u.kind != "emplacement" and not u.abandoned)


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
            out.append(max(d - reach_of(u), 0.0))
    return out


def _hold_run(state: State, side: str, held_now: int, total: int) -> float:
    """The side's run of turns holding the majority as the end of this turn will count it (one more if it
    holds the majority now, none if not), 1.0 where that run wins the battle."""
    run = state.held.get(side, 0) + 1 if held_now * 2 > total else 0
    return min(run, HOLD_TURNS) / HOLD_TURNS


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
        lead += HOLDING * (_hold_run(state, side, mine, n) - _hold_run(state, other, theirs, n))
    if state.options.get("outnumber"):
        mine, theirs = _count(state, side), _count(state, other)
        lead += OUTNUMBER * max(-1.0, min(1.0, math.log(max(mine, 0.5) / max(theirs, 0.5), 2.0)))
    return Assessment(own / own_whole if own_whole else 0.0, enemy / enemy_whole if enemy_whole else 0.0,
                      closeness(_gaps(state, side), 8.0), max(-1.0, min(1.0, lead)))


def _toward(state: State, u: Unit, point, budget: float, stop: float = 0.0) -> A.Move | None:
    d = math.hypot(point[0] - u.x, point[1] - u.y)
    step = min(budget - TURNING, d - stop)
    if step < 0.5 or d < 1e-6:
        return None
    x, y = u.x + (point[0] - u.x) / d * step, u.y + (point[1] - u.y) / d * step
    if not (1.0 <= x <= state.width - 1.0 and 1.0 <= y <= state.height - 1.0):
        return None
    return A.Move(u.id, path_to(u, round(x, 3), round(y, 3)))


def cover_spot(state: State, u: Unit, foe: Unit, budget: float):
    """The spot behind the nearest piece of cover (not a building) within reach of `budget`, as seen from
    `foe`; None if there is none."""
    best = None
    for p in pieces(state):
        if p.type not in COVER_CLASS or p.type == "building" or p.box is None:
            continue
        cx, cy = (p.box[0] + p.box[2]) / 2.0, (p.box[1] + p.box[3]) / 2.0
        d = math.hypot(cx - u.x, cy - u.y)
        if d > budget + 4.0:
            continue
        away = math.hypot(cx - foe.x, cy - foe.y) or 1.0
        off = max(p.box[2] - p.box[0], p.box[3] - p.box[1]) / 2.0 + u.base + 0.5
        spot = (cx + (cx - foe.x) / away * off, cy + (cy - foe.y) / away * off)
        if best is None or d < best[0]:
            best = (d, spot)
    return best[1] if best else None


def ai_moves(state: State, unit_id: str | None = None) -> list[A.Move]:
    side = state.acting()
    if side is None:
        return []
    out: list[A.Move] = []
    foes = [e for e in state.on_table(state.other(side)) if not e.abandoned and e.kind != "emplacement"]
    for u in state.on_table(side):
        if unit_id not in (None, u.id) or u.kind == "emplacement" or u.acted_phase == state.phase \
                or u.abandoned or u.immobilised or not u.living:
            continue
        budget, _ = budget_of(state, u)
        if budget <= 1.0:
            continue
        moves = []
        goals = sorted((math.hypot(o.x - u.x, o.y - u.y), o.id, o) for o in state.objectives.values()
                       if o.owner != side)
        if goals and not u.is_vehicle:
            o = goals[0][2]
            moves.append(_toward(state, u, (o.x, o.y), budget, max(o.radius - 1.5, 0.0)))
        if foes:
            e = min(foes, key=lambda f: (math.hypot(f.x - u.x, f.y - u.y), f.id))
            reach = reach_of(u)
            if reach > 0:
                moves.append(_toward(state, u, (e.x, e.y), budget, reach - 1.0))
            spot = cover_spot(state, u, e, budget)
            if spot is not None:
                moves.append(_toward(state, u, spot, budget))
            d = math.hypot(e.x - u.x, e.y - u.y) or 1.0
            moves.append(_toward(state, u, (u.x - (e.x - u.x) / d * budget, u.y - (e.y - u.y) / d * budget), budget))
        out += [m for m in moves if m is not None]
    return out
