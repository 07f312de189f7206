"""What the computer player reads of an Iron Winds battle, and the moves it weighs on the open table.

`assess`: each side's standing strength (figures not lost, fled or routed, as the army-broken test
counts them), the points-scored lead, and how well its units stand to strike (archers within bow
range of the nearest enemy, the rest in contact). Where the scenario plays `army_broken`, strength is
measured against the break: the share of the way to the threshold not yet lost (an army one figure
short of breaking is nearly spent, however many it has left), since the first army to break loses.
The figures the next melee and volleys are expected to cost a side (`ai_threats.exposure`: enemies in
contact, enemy charges within reach, enemy archers in range) count as lost already, in part, so a unit
left where the enemy can charge it is worth less and one able to charge an enemy worth more.

`ai_moves`: besides the moves every player is offered (`movegen.move_candidates`: into contact, toward,
straight on, wheeling, away), an archer's move to just inside bow range of the nearest enemy (a shooting
position for the next archery phase) and a move onto the nearest hill, or into the nearest woods for
levy and elves (cover). The battle's `check` still decides each.
"""
from __future__ import annotations

import math

from ...core.assess import Assessment, closeness
from ...geometry.plane import Pose
from ...geometry.planemove import bearing
from .actions import Move
from .ai_threats import exposure
from .movegen import round_pose
from .movement import unit_budget
from .terrain import HILL, WOODS, terrain_of
from .units import BOW_RANGE, bow_of
from .victory import loss_share

__all__ = ["assess", "ai_moves"]

STEP_MIN = 0.5          # inches: shorter moves are not worth offering


def assess(state, side: str) -> Assessment:
    other = state.other(side)
    foes = [e for e in state.alive_units(other) if not e.routed]
    gaps = []
    spots = [(e.x, e.y, e.depth) for e in foes]
    hypot = math.hypot
    for u in state.alive_units(side):
        if u.routed or not foes:
            continue
        ux, uy, ud = u.x, u.y, u.depth
        d = min([hypot(ex - ux, ey - uy) - (ed + ud) / 2.0 for ex, ey, ed in spots])
        bow = bow_of(u.options, state.advanced)
        reach = BOW_RANGE[bow] - 1.0 if bow else 0.0
        gaps.append(max(d - reach, 0.0))
    total = sum(state.start_points.values()) or 1.0
    lead = (state.kills.get(side, 0.0) - state.kills.get(other, 0.0)) / total
    return Assessment(_standing(state, side), _standing(state, other), closeness(gaps, 12.0),
                      max(-1.0, min(1.0, lead)))


def _standing(state, side: str) -> float:
    """The share of the side's strength left: against the break threshold where the scenario has one,
    less the figures the next melee is expected to cost it (`ai_threats.exposure`)."""
    start = state.start_figures.get(side, 0)
    lost = loss_share(state, side)
    if start:
        lost += exposure(state, side) / start
    kinds = dict(state.victory)
    if "army_broken" in kinds:
        t = kinds["army_broken"] or 0.5
        return max(0.0, 1.0 - lost / t)
    return max(0.0, 1.0 - lost)


def _toward(u, point, budget: float, stop_short: float = 0.0) -> Move | None:
    d = math.hypot(point[0] - u.x, point[1] - u.y) - stop_short
    step = min(budget, d)
    if step < STEP_MIN:
        return None
    pose = Pose(u.x, u.y, bearing((u.x, u.y), point)).moved(step)
    return Move(u.id, (round_pose(pose),))


def _centre(box) -> tuple[float, float]:
    return ((box[0] + box[2]) / 2.0, (box[1] + box[3]) / 2.0)


def ai_moves(state, unit_id: str | None = None) -> list[Move]:
    if state.phase != "movement" or not state.movers or state.result:
        return []
    side = state.step
    out: list[Move] = []
    tt = terrain_of(state)
    foes = [e for e in state.alive_units(state.other(side))]
    for u in state.alive_units(side):
        if unit_id not in (None, u.id) or u.routed or state.engaged(u.id):
            continue
        budget = unit_budget(state, u)
        if budget < STEP_MIN:
            continue
        bow = bow_of(u.options, state.advanced)
        if bow and foes:
            e = min(foes, key=lambda f: (math.hypot(f.x - u.x, f.y - u.y), f.id))
            m = _toward(u, (e.x, e.y), budget, BOW_RANGE[bow] - 1.0 + (e.depth + u.depth) / 2.0)
            if m:
                out.append(m)
        mask = HILL | (WOODS if (u.kind == "levy" or u.race == "elf") else 0)
        spots = sorted((math.hypot(c[0] - u.x, c[1] - u.y), s.key, c) for s in tt.of(mask)
                       for c in [_centre(s.box)] if not s.contains((u.x, u.y)))
        for d, _, c in spots[:1]:
            if d <= budget + max(u.width, u.depth):
                m = _toward(u, c, budget)
                if m:
                    out.append(m)
    return out
