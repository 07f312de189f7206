"""What the computer player fears and hopes from the next close combats: charges within reach, declared
charges and combats already joined.

For a pair of enemy units, `harm(state, a, t)` is the number of `t`'s models that `a` charging it is
expected to take out of the fight: one round of `a`'s close-combat attacks (those of its first two ranks
that can reach `t`'s front, every model's A, and an attached character's own, each hitting on `a`'s FS,
not saved on `t`'s D and wounding on `t`'s H: a 1 always fails, a 6 always succeeds), in models; and when
`a`'s combat result (its kills, complete ranks, standard, Ld and the charge) beats `t`'s, the chance that
`t` fails its morale test (2D6 needing 7 plus the margin: Morale) times `BREAK_SHARE` of the models it has
left. Spells, terrain, flanks and characters' own Ld are left out: it is a first look, not the fight.

`exposure(state, side)` sums over `side`'s units, in their worth (wounds plus attacks a model, as `ai`
counts strength):
- the harm of every enemy already in contact with it (that combat will be fought), in full;
- the harm of every enemy that has declared a charge at it, times the chance that the charge (M plus a
  D6, or 2D6 impetuous: Charges) reaches it;
- the harm of every enemy free to charge whose charge could reach it (the unit it would hurt most in
  full, the others for `OTHER_TARGETS` of it: it charges one), times that chance and `REACH_NEXT` when the
  enemy's charges come first (it is not this side's turn) or `REACH_AFTER` when this side's come first
  (the better of a charge and an impetuous one, M plus 2D6, while the enemy has stamina to spend).

The player's `assess` subtracts it from the side's strength, and the enemy's exposure from the enemy's: a
unit left where an enemy that outfights it can charge it is worth less, and one able to charge an enemy it
outfights is worth more; an even exchange cancels out.
"""
from __future__ import annotations

import math

from .geo import distance, distances_from

__all__ = ["harm", "charge_chance", "exposure", "REACH_NEXT", "REACH_AFTER", "OTHER_TARGETS", "BREAK_SHARE"]

REACH_NEXT = 0.6        # a charge the enemy makes before this side's next charges: this share of its harm
REACH_AFTER = 0.3       # one it could make only after this side has charged (and moved): this share
OTHER_TARGETS = 0.25    # an enemy charges one unit: the others it could reach count for this share
BREAK_SHARE = 0.5       # of a broken unit's models, the share counted lost (it flees; it may be caught)


_AT_LEAST_2D6 = [sum(1 for x in range(1, 7) for y in range(1, 7) if x + y >= n) / 36.0 for n in range(13)]


def _p(need: int) -> float:
    """The chance that a d6 meets a score (1 always fails, 6 always succeeds)."""
    return (7 - max(2, min(6, int(need)))) / 6.0


def charge_chance(a, gap: float, impetuous: bool = False) -> float:
    """The chance that `a`'s charge covers `gap` inches: its M plus a D6 (2D6 when impetuous)."""
    short = gap - a.M
    if short <= 1.0:
        return 1.0
    need = math.ceil(short - 1e-9)
    if impetuous:
        return _AT_LEAST_2D6[need] if need <= 12 else 0.0
    return max(0, 7 - need) / 6.0


def _characters(state) -> dict[str, tuple[int, int]]:
    """Regiment id -> (characters in its front rank, their attacks)."""
    out: dict[str, tuple[int, int]] = {}
    for c in state.units.values():
        if c.alive and c.attached:
            n, a = out.get(c.attached, (0, 0))
            out[c.attached] = (n + 1, a + c.A)
    return out


def _strikes(a, t, chars: tuple[int, int]) -> float:
    """The attacks `a` makes on `t`'s front: the bases of its first rank that face `t`, the one behind each,
    and the attacks of the characters in its front rank (`chars`: how many, their attacks)."""
    if a.single:
        return float(a.A + chars[1])
    touching = min(a.frontage, max(1, math.ceil(t.width / a.bw) + 1))
    behind = min(touching, max(0, a.figures - a.frontage))
    n = touching + behind - min(chars[0], touching)
    return float(n * a.A + chars[1])


def _round(a, t, chars: tuple[int, int]) -> float:
    wounds = _strikes(a, t, chars) * _p(a.FS) * (1.0 - _p(t.D)) * _p(t.H)
    return min(float(t.models), wounds / max(t.W, 1))


def _standing(u, charging: bool) -> int:
    """The combat result a unit brings besides its kills: complete ranks, standard, Ld, a charge."""
    return u.complete_ranks + (1 if u.standard else 0) + u.Ld + (1 if charging else 0)


def _breaks(margin: float) -> float:
    """The chance that a loser by `margin` fails its morale test (2D6 needing 7 plus the margin)."""
    if margin <= 0.0:
        return 0.0
    need = 7 + math.ceil(margin - 1e-9)
    return 1.0 - _AT_LEAST_2D6[need] if need <= 12 else 1.0


def harm(state, a, t, charging: bool = True, chars: dict | None = None) -> float:
    """Models of `t` that `a` is expected to take out of the fight (see the module docstring): one round of
    its attacks, and when `a`'s combat result beats `t`'s, the chance that `t` then breaks times
    `BREAK_SHARE` of the models it has left. `chars`: `_characters(state)`, when the caller has it."""
    chars = _characters(state) if chars is None else chars
    dealt, taken = _round(a, t, chars.get(a.id, (0, 0))), _round(t, a, chars.get(t.id, (0, 0)))
    margin = dealt + _standing(a, charging) - taken - _standing(t, False)
    return min(float(t.models), dealt + _breaks(margin) * BREAK_SHARE * (t.models - dealt))


def _worth(u) -> float:
    return float(u.W + u.A)


def _can_charge(e, engaged: set) -> bool:
    return e.alive and not e.attached and not e.fled and not e.garrison and not e.charging \
        and e.id not in engaged and e.M > 0


def exposure(state, side: str) -> float:
    """The worth of `side`'s models the next close combats are expected to cost it (see the module
    docstring)."""
    mine = [u for u in state.alive_units(side) if not u.fled and not u.garrison]
    if not mine:
        return 0.0
    other = state.other(side)
    foes = [e for e in state.alive_units(other)]
    weight = REACH_AFTER if state.active == side and state.phase in ("roles", "charges") else REACH_NEXT
    if state.active == other and state.phase not in ("roles", "charges"):
        weight = REACH_AFTER               # the enemy has charged this turn: its next charges come after ours
    risk: dict[str, float] = {}
    ids = {u.id for u in mine}
    chars = _characters(state)
    engaged = {x for c in state.contacts for x in c[:2]}
    for a, b, _ in state.contacts:
        for x, y in ((a, b), (b, a)):
            if y in ids and x in state.units and state.units[x].side == other and state.units[x].alive:
                x_u = state.units[x]
                risk[y] = risk.get(y, 0.0) + harm(state, x_u, state.units[y], x_u.charging == y, chars)
    declared = {c[0]: c for c in state.charges}
    # each of mine that a free enemy may charge, with its place and size read once
    free = [(t, t.id, t.x, t.y, t.width, t.depth) for t in mine if t.id not in engaged]
    rows: dict = {}                                         # distances from each of mine, read once
    for e in foes:
        c = declared.get(e.id)
        if c is not None:
            t = state.units.get(c[1])
            if t is not None and t.id in ids:
                gap = distance(state, t.id, e.id)
                imp = bool(c[3]) if len(c) > 3 and isinstance(c[3], bool) else False
                risk[t.id] = risk.get(t.id, 0.0) + charge_chance(e, gap, imp) * harm(state, e, t, True, chars)
            continue
        if not _can_charge(e, engaged):
            continue
        hits = []
        reach = e.M + 12.0 + e.width + e.depth
        ex, ey, eid = e.x, e.y, e.id
        for t, tid, tx, ty, tw, td in free:
            far = reach + tw + td
            if abs(tx - ex) > far or abs(ty - ey) > far:
                continue
            row = rows.get(tid)
            if row is None:
                row = rows[tid] = distances_from(state, tid)
            gap = row[eid]                                  # both on the table: distance(state, t.id, e.id)
            if gap - e.M - 1e-9 > 12.0:
                continue                                    # charge_chance is 0 even impetuous: need > 12
            p = max(charge_chance(e, gap), charge_chance(e, gap, True) if e.stamina > 0 else 0.0)
            if p > 0.0:
                hits.append((p * harm(state, e, t, True, chars), tid))
        hits.sort(reverse=True)
        for k, (h, tid) in enumerate(hits):
            risk[tid] = risk.get(tid, 0.0) + weight * h * (1.0 if k == 0 else OTHER_TARGETS)
    units = state.units
    return sum(min(float(units[k].models), v) * _worth(units[k]) for k, v in risk.items())
