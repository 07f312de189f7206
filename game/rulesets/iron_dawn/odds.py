"""The odds of a shot for the screen, exact (see shotodds): the hit points the target loses (its models hit
directly, by an explosive's blast, a flamethrower's line or an indirect round), and as further parts: the
chance the target is suppressed (or pinned), the hit points other units lose (friend or foe, caught by a
blast, the flames or a scattered round), and against a vehicle its criticals and the chance it is destroyed."""
from __future__ import annotations

from ...core.odds import Outcomes
from .charts import CRITICAL
from .shotodds import CRIT_WRECKS, walk_shot
from .shotplan import ShotPlan
from .state import State, Unit

__all__ = ["shot_outcomes", "CRITICAL_NOTE"]

CRITICAL_NOTE = ("A critical: a natural 10, or any hit on a penetrated side. Each rolls the chart (10% each): " + "; ".join(f"{k} {v.split(':')[0].split(' (')[0]}"
                                                                           for k, v in CRITICAL.items())
                 + f"; {float(CRIT_WRECKS) * 100:.0f}% of criticals destroy the vehicle.")
NOT_COUNTED = ("Not counted: the hits of a vehicle exploding on the critical chart, the passengers of a wreck, "
               "and the morale test a leaderless squad takes before it acts.")


def _group_note(g) -> str:
    if g.special == "flame":
        return f"{g.name}: one hit on every unit within 2\" of the line, friend or foe (no roll to hit)"
    what = f"{g.name}: {g.shots} shot{'s' * (g.shots != 1)} needing {g.score}+"
    if g.special == "explosive":
        return what + ", each hit also hits every model within 3\" of the closest model hit"
    if g.special == "indirect":
        return what + ", misses scatter (D5, D10\"), a 10 kills a model outright"
    return what


def shot_outcomes(plan: ShotPlan, target: Unit, mode: str = "", *, state: State | None = None,
                  shooter: Unit | None = None, src=None) -> Outcomes | None:
    if not plan.ok or not plan.groups or state is None or shooter is None:
        return None
    shot, dist = walk_shot(state, shooter, target, plan, src, mode)
    lost: dict = {}
    suppressed: dict = {}
    own: dict = {}
    others: dict = {}
    crits: dict = {}
    wrecked: dict = {}
    for key, p in dist.items():
        hp, tests, passed, near, ncrit, _pen, wreck = key
        gone = sum(shot.hp0[i] - hp[i] for i in shot.mine)
        if wreck:
            gone = sum(shot.hp0[i] for i in shot.mine)
        alive = shot.alive(key)
        lost[gone] = lost.get(gone, 0) + p
        sup = alive and ((tests > 0 and passed * 2 >= tests) or (near and mode != "suppress"))
        suppressed[sup] = suppressed.get(sup, 0) + p
        mine = sum(shot.hp0[i] - hp[i] for i, (o, _m) in enumerate(shot.models) if o.side == shooter.side)
        theirs = sum(shot.hp0[i] - hp[i] for i, (o, _m) in enumerate(shot.models)
                     if o.side != shooter.side and o.id != target.id)
        own[mine] = own.get(mine, 0) + p
        others[theirs] = others.get(theirs, 0) + p
        crits[ncrit > 0] = crits.get(ncrit > 0, 0) + p
        wrecked[not alive] = wrecked.get(not alive, 0) + p
    hp_total = sum(shot.hp0[i] for i in shot.mine)
    label = (f"hit points lost by {target.name} (of {hp_total})")
    notes = [_group_note(g) for g in plan.groups]
    parts = [Outcomes(suppressed, "pinned (Suppressing Fire)" if mode == "suppress" else "suppressed")]
    if target.is_vehicle:
        parts.append(Outcomes(wrecked, "target destroyed"))
        parts.append(Outcomes(crits, "critical hit (1 or more)"))
        notes.append(CRITICAL_NOTE)
    elif len(shot.mine) > 1 or hp_total > 1:
        parts.append(Outcomes(wrecked, "target wiped out"))
    if set(own) != {0}:
        parts.append(Outcomes(own, "hit points lost by your own units"))
    if set(others) != {0}:
        parts.append(Outcomes(others, "hit points lost by other enemy units"))
    if any(g.special for g in plan.groups) or target.is_vehicle:
        notes.append(NOT_COUNTED)
    return Outcomes(lost, label, tuple(notes)).with_parts(*parts)

