"""What the computer player reads of a Forgotten World battle (regiments: charges, flank and rear, ranks,
morale).

`assess`:
- strength: each side's models still standing, every model worth its wounds and attacks (a regiment of
  twenty goblins against a lone giant), wounds on a front model taken off; a unit fleeing this turn
  counts for half (it may rally, or run off the table); less what the next close combats are expected
  to cost it (`ai_threats.exposure`: combats joined, charges declared, enemy charges within reach), so a
  unit left where an enemy that outfights it can charge it is worth less;
- score: the lead in enemy models removed, which is how the battle is won after the last turn (Wartable's
  victory ruling);
- position: how close each unit stands to striking (edge to edge, shooters from their range; a declared
  charge counts as contact), raised for every combat or charge in which the side strikes an enemy's flank
  or rear and lowered for every one in which an enemy strikes its own, and raised by the side's complete
  ranks behind the front of regiments in combat (the combat result counts them).

`ai_moves`: besides the sample moves `movegen` offers (advances, wheels, about face, a run), for each
unit free to move: a turn to face the nearest enemy, and moves toward it facing it (the whole move and
about half), which bring a unit within charge reach or, for a shooter, stop just inside its range (a
shooting position). A regiment wheels about its front corner (up to 60 degrees) then advances, as
`movegen` builds its wheels; a single model turns freely. The battle's `check` still decides each.
"""
from __future__ import annotations

import math

from ...core.assess import Assessment, closeness
from ...geometry.plane import Pose
from ...geometry.planemove import bearing, pivot_front_corner
from .actions import Move
from .ai_threats import exposure
from .geo import distance, distances_from
from .victory import scores

__all__ = ["assess", "ai_moves", "FACE_BONUS", "RANK_BONUS"]

FACE_BONUS = {"left": 0.08, "right": 0.08, "rear": 0.15}   # position gained (lost) per flank/rear attack
RANK_BONUS = 0.02                                           # position per complete rank in a combat
MAX_WHEEL = 60.0                                            # degrees a regiment wheels to face an enemy


def _worth(u) -> float:
    return float(u.W + u.A)


def _strength(state, side: str) -> tuple[float, float]:
    left = whole = 0.0
    for u in state.units.values():
        if u.side != side:
            continue
        w = _worth(u)
        whole += u.start * w
        if u.alive:
            have = u.models * w - min(u.wounds, u.W - 1) * (w / max(u.W, 1))
            left += have * (0.5 if u.fled else 1.0)
    return left, whole


def _gaps(state, side: str) -> list[float]:
    foes = [e for e in state.alive_units(state.other(side)) if not e.fled]
    charging = {c[0] for c in state.charges}
    out = []
    for u in state.alive_units(side):
        if not foes or u.fled:
            continue
        if u.id in charging or state.engaged(u.id):
            out.append(0.0)
            continue
        row = distances_from(state, u.id)                # u and its foes are on the table
        d = min(row[e.id] for e in foes)
        out.append(max(d - u.range, 0.0))
    return out


def _attacks(state, side: str) -> float:
    """Flank and rear attacks made (+) and suffered (-), from combats and declared charges."""
    total = 0.0
    faces = [(a, b, f) for a, b, f in state.contacts] + [(c[0], c[1], c[2]) for c in state.charges]
    for a, b, face in faces:
        if a not in state.units or b not in state.units:
            continue
        bonus = FACE_BONUS.get(face, 0.0)
        if state.units[a].side == side:
            total += bonus
        elif state.units[b].side == side:
            total -= bonus
    for u in state.alive_units(side):
        if u.regiment and state.engaged(u.id):
            total += RANK_BONUS * max(u.complete_ranks - 1, 0)
    return total


def assess(state, side: str) -> Assessment:
    other = state.other(side)
    own, own_whole = _strength(state, side)
    enemy, enemy_whole = _strength(state, other)
    own, enemy = max(0.0, own - exposure(state, side)), max(0.0, enemy - exposure(state, other))
    sc = scores(state)
    models = sum(u.start for u in state.units.values()) or 1
    lead = 2.0 * (sc[side] - sc[other]) / models
    position = closeness(_gaps(state, side), 6.0) + _attacks(state, side)
    return Assessment(own / own_whole if own_whole else 0.0, enemy / enemy_whole if enemy_whole else 0.0,
                      max(0.0, min(1.0, position)), max(-1.0, min(1.0, lead)))


def _pose(p: Pose) -> tuple:
    return (round(p.x, 3), round(p.y, 3), round(p.heading % 360.0, 3))


def ai_moves(state, unit_id: str | None = None) -> list:
    if state.phase != "movement" or state.result:
        return []
    side = state.active
    out = []
    foes = [e for e in state.alive_units(state.other(side)) if not e.fled]
    if not foes:
        return []
    for u in state.alive_units(side):
        if unit_id not in (None, u.id) or u.moved or u.fled or state.engaged(u.id):
            continue
        e = min(foes, key=lambda f: (distance(state, u.id, f.id), f.id))
        gap = distance(state, u.id, e.id)
        dh = (bearing((u.x, u.y), (e.x, e.y)) - u.heading + 180.0) % 360.0 - 180.0
        if u.single:
            turned, used = Pose(u.x, u.y, u.heading + dh), 0.0
        else:                       # a regiment wheels about its front corner (the outer corner's arc)
            dh = max(-MAX_WHEEL, min(MAX_WHEEL, dh))
            turned, used = pivot_front_corner(u.pose, u.width, u.depth, dh).pose, u.width * math.radians(abs(dh))
        left = u.M - used - 0.05     # rounding the poses must not take the move past its allowance
        steps = [left, left * 0.5]
        if u.range > 0:
            steps = [min(left, gap - (u.range - 1.0))] if gap > u.range - 1.0 else []
        paths = [[turned]] if abs(dh) > 1.0 else []
        paths += [[turned, turned.moved(st)] if abs(dh) > 1.0 else [turned.moved(st)]
                  for st in steps if 0.5 <= st < gap - 0.5]
        for path in paths:
            if u.single and len(path) == 2:
                path = path[1:]
            out.append(Move(u.id, tuple(_pose(p) for p in path)))
    return out
