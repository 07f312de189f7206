"""What the computer player reads of a Forgotten World battle (regiments: charges, flank and rear, ranks,
morale).

`assess`:
- strength: each side's models still standing, every model worth its wounds and attacks (a regiment of
  twenty goblins against a lone giant), wounds on a front model taken off; a unit fleeing this turn
  counts for half (it may rally, or run off the table);
- score: the lead in enemy models removed, which is how the battle is won after the last turn (Wartable's
  victory ruling);
- position: how close each unit stands to striking (edge to edge, shooters from their range; a declared
  charge counts as contact), raised for every combat or charge in which the side strikes an enemy's flank
  or rear and lowered for every one in which an enemy strikes its own, and raised by the side's complete
  ranks behind the front of regiments in combat (the combat result counts them).
"""
from __future__ import annotations

from ...core.assess import Assessment, closeness
from .geo import distance
from .victory import scores

__all__ = ["assess", "FACE_BONUS", "RANK_BONUS"]

FACE_BONUS = {"left": 0.08, "right": 0.08, "rear": 0.15}   # position gained (lost) per flank/rear attack
RANK_BONUS = 0.02                                           # position per complete rank in a combat


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
        d = min(distance(state, u.id, e.id) for e in foes)
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
    sc = scores(state)
    models = sum(u.start for u in state.units.values()) or 1
    lead = 2.0 * (sc[side] - sc[other]) / models
    position = closeness(_gaps(state, side), 6.0) + _attacks(state, side)
    return Assessment(own / own_whole if own_whole else 0.0, enemy / enemy_whole if enemy_whole else 0.0,
                      max(0.0, min(1.0, position)), max(-1.0, min(1.0, lead)))
