"""What the computer player fears and hopes from the next melee: charges within reach, and contacts.

For a pair of enemy units, `harm(state, a, t)` is the number of `t`'s figures that `a` is expected to
take out of the fight if `a`'s front strikes `t`: the casualties of one melee attack (Event IV: a d6 plus
the modifier table, divided by the target's type) plus, when those cost `t` at least one figure, the
chance that `t` then fails its morale check against `a`'s class (Event V) times the figures it has left
(a routed unit counts as lost for the army-broken test, and levy never rally on their own).

A unit not yet in melee turns to face its attacker, so a charge strikes its front; a unit already held
face to face by another enemy can be struck in the flank or rear, which both strengthens the attack
(+1 / +2) and weakens the morale check (-1 / -2). That is what makes a unit left where the enemy can
charge its flank worth less.

`exposure(state, side)` sums, over `side`'s units, the harm of every enemy already in contact with the
unit's front, flank or rear (that melee will be fought), a share of the harm of the enemies free to
move that could reach it with one full move (`reach_weight`: they may or may not charge, a larger
share while they still have to move this turn than for the next; each charges only
one unit, so an enemy's harm counts in full on the unit it would hurt most and for `OTHER_TARGETS` of
it on the rest), and `BOW_WEIGHT` times that of the volleys of enemy archers whose nearest target
(as Event II picks it) it is, within range. The
computer player's `assess` subtracts it, as a share of the way to the army's break, from the side's
strength, and the enemy's exposure from the enemy's: a unit in an enemy's charge reach is worth less,
and one able to charge an enemy worth more.
"""
from __future__ import annotations

import math

from .morale import needed
from .units import BOW_RANGE, LEVY, WARRIOR, bow_of, casualties_from, move_rate, type_modifier

__all__ = ["harm", "arrow_harm", "exposure", "REACH_NOW", "REACH_LATER", "reach_weight", "BOW_WEIGHT", "REACH_SLACK"]

REACH_NOW = 0.6         # a charge the enemy may still make this movement counts for this share of its harm
REACH_LATER = 0.35      # one it could make only next turn (it may move first, or not): this share
BOW_WEIGHT = 0.5        # nor may a volley (and the target may have moved before it)
OTHER_TARGETS = 0.25    # an enemy charges one unit: the others it could reach count for this share
REACH_SLACK = 0.5       # inches added to a move when judging reach (contacts snap into place)
_FACES = (1, 2, 3, 4, 5, 6)


def _rank_bonus(state, lead) -> int:
    if state.advanced.get("heroes") and lead.rank in ("hero", "demigod"):
        return 3 if lead.rank == "demigod" else 2
    return 1


def _bonuses(state) -> dict[str, int]:
    """Unit id -> the bonus of the leader commanding it this turn (as `State.leading` finds him)."""
    out: dict[str, int] = {}
    for lead in state.leaders.values():
        if lead.alive and lead.attached and lead.attached not in out:
            out[lead.attached] = 0 if lead.declined_turn == state.turn else _rank_bonus(state, lead)
    return out


def _held(state) -> set:
    """The units some enemy's front touches."""
    return {o.attacks for o in state.units.values() if o.alive and o.attacks}


def _side_struck(a, t, held: set) -> str:
    """Which side of `t` a charge by `a` would strike: the front of a unit free to turn and face, else
    the rear when `a` stands behind it and a flank otherwise (its front is taken)."""
    if t.routed:
        return "rear"
    if not (t.attacks or t.id in held):
        return "front"
    return "rear" if _bearing_off(t, a) >= 135.0 else "left"


def _bearing_off(t, a) -> float:
    """Degrees between `t`'s facing and the direction from `t` to `a` (0 ahead, 180 behind)."""
    hx, hy = math.sin(math.radians(t.heading)), -math.cos(math.radians(t.heading))
    dx, dy = a.x - t.x, a.y - t.y
    n = math.hypot(dx, dy) or 1.0
    c = max(-1.0, min(1.0, (hx * dx + hy * dy) / n))
    return math.degrees(math.acos(c))


def harm(state, a, t, side: str | None = None, *, held: set | None = None,
         bonus: dict[str, int] | None = None) -> float:
    """Figures of `t` expected out of the fight after `a` strikes it on `side` (default: where a charge
    would strike; see the module docstring). `held` and `bonus`: `_held(state)` and `_bonuses(state)`,
    when the caller has them."""
    bonus = _bonuses(state) if bonus is None else bonus
    side = side or _side_struck(a, t, _held(state) if held is None else held)
    flank, rear = side in ("left", "right"), side == "rear"
    mod = type_modifier(a.kind) + (1 if a.mounted else 0) + (1 if a.mounted and a.melee_rounds == 0 else 0)
    mod += (1 if flank else 0) + (2 if rear else 0) + bonus.get(a.id, 0) - a.casualties // 3
    mod += (1 if a.race in ("troll", "ogre") else 0) + (1 if t.race == "skeleton" else 0)
    mod -= 1 if "dwarven_armour" in t.options else 0
    cas = [min(casualties_from(f + mod, t.kind), t.figures) for f in _FACES]
    mean = sum(cas) / 6.0
    hit = sum(1 for c in cas if c > 0) / 6.0
    if t.routed:
        return float(t.figures) * hit
    need = needed(a.chart, t.chart)
    if need is None or not hit:
        return mean
    left = t.figures - mean
    morale = bonus.get(t.id, 0) - (1 if flank else 0) - (2 if rear else 0)
    morale -= 2 if (t.full - left) * 2 >= t.full else 0
    morale += (1 if t.race == "dwarf" else 0) + (1 if "elite" in t.options and state.advanced.get("elite") else 0)
    return mean + hit * _fail(need, morale) * max(left, 0.0)


def _fail(need: int | None, morale: int) -> float:
    return 0.0 if need is None else min(1.0, max(0.0, (need - morale - 1) / 6.0))


def arrow_harm(state, a, t, bonus: dict[str, int] | None = None) -> float:
    """Figures of `t` expected out of the fight after archers `a` shoot it once (Event II: a d6 less the
    archers' losses, divided by the target's type; levy and warriors hit check morale against bow fire)."""
    lost = a.casualties if a.mounted else a.casualties // 2
    mod = -lost + (1 if a.race == "elf" else 0) - (1 if "dwarven_armour" in t.options else 0)
    crossbow = bow_of(a.options, state.advanced) == "crossbow"
    cas = [min(casualties_from(f + mod, t.kind, crossbow=crossbow), t.figures) for f in _FACES]
    mean = sum(cas) / 6.0
    hit = sum(1 for c in cas if c > 0) / 6.0
    if t.kind not in (LEVY, WARRIOR) or not hit:
        return mean
    left = t.figures - mean
    bonus = _bonuses(state) if bonus is None else bonus
    morale = bonus.get(t.id, 0) - (2 if (t.full - left) * 2 >= t.full else 0) + (1 if t.race == "dwarf" else 0)
    return mean + hit * _fail(needed("bow", t.chart), morale) * max(left, 0.0)


def _volleys(state, side: str, mine: list, held: set, bonus: dict[str, int]) -> dict[str, float]:
    """Unit id -> figures expected lost to the next volleys: each enemy bow unit free to shoot aims at
    the nearest of `mine` not in melee (`held`: the units some enemy's front touches) and hits it if it
    is within range."""
    out: dict[str, float] = {}
    targets = [t for t in mine if not t.attacks and t.id not in held]
    if not targets:
        return out
    spots = [(t, t.x, t.y, t.depth) for t in targets]
    hypot = math.hypot
    for a in state.alive_units(state.other(side)):
        bow = bow_of(a.options, state.advanced)
        if bow is None or a.routed or a.attacks or a.id in held or (a.kind == "knight" and a.race != "elf"):
            continue
        ax, ay, ad = a.x, a.y, a.depth
        gap = t = None                              # the least (gap, id), as min by that key finds it
        for o, ox, oy, od in spots:
            g = hypot(ax - ox, ay - oy) - (ad + od) / 2.0
            if t is None or g < gap or (g == gap and o.id < t.id):
                gap, t = g, o
        if gap <= BOW_RANGE[bow]:
            out[t.id] = out.get(t.id, 0.0) + arrow_harm(state, a, t, bonus)
    return out


def _reach(state, a) -> float:
    return move_rate(a.race, a.kind, a.mounted, a.options, state.advanced) + REACH_SLACK


def reach_weight(state, side: str) -> float:
    """How much the charges `side` could make count: more while it still has to move this movement."""
    if state.phase == "movement" and side not in state.done:
        return REACH_NOW
    return REACH_LATER


def exposure(state, side: str) -> float:
    """Figures of `side` expected out of the fight from the next melee and volleys (see the module
    docstring)."""
    mine = [u for u in state.alive_units(side) if not u.routed]
    if not mine:
        return 0.0
    foes = [e for e in state.alive_units(state.other(side)) if not e.routed]
    held, bonus = _held(state), _bonuses(state)
    weight = reach_weight(state, state.other(side))
    risk = _volleys(state, side, mine, held, bonus)
    for k in risk:
        risk[k] *= BOW_WEIGHT
    spots = [(t, t.x, t.y, t.depth) for t in mine]
    hypot = math.hypot
    for e in foes:
        if e.attacks:
            t = state.units.get(e.attacks)
            if t is not None and t.side == side and t.alive and not t.routed:
                risk[t.id] = risk.get(t.id, 0.0) + harm(state, e, t, e.attack_side or "front", held=held, bonus=bonus)
            continue
        if e.id in held:
            continue
        reach = _reach(state, e)
        ex, ey, ed = e.x, e.y, e.depth
        near = [t for t, tx, ty, td in spots if hypot(ex - tx, ey - ty) - (ed + td) / 2.0 <= reach]
        if not near:
            continue
        hits = sorted((harm(state, e, t, held=held, bonus=bonus), t.id) for t in near)
        for k, (h, tid) in enumerate(reversed(hits)):
            risk[tid] = risk.get(tid, 0.0) + weight * h * (1.0 if k == 0 else OTHER_TARGETS)
    return sum(min(float(state.units[k].figures), v) for k, v in risk.items())
