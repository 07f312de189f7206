"""The odds of a shot for the screen: the exact distribution of hit points an infantry target loses
(every weapon group: to-hit on the chart with natural 1 and 10, the 10's extra hit point, the defence test
with its modifiers), or of hits against a vehicle (whose natural-1 re-tests and criticals follow)."""
from __future__ import annotations

from fractions import Fraction

from ...core.odds import Outcomes
from .damage import defence_ledger
from .shotplan import ShotPlan
from .state import Unit

__all__ = ["shot_outcomes"]


def _per_shot(g, target: Unit, facing: str, cover: bool, suppress: bool) -> Outcomes:
    hit = Fraction(sum(1 for v in range(2, 10) if v + g.roll.total >= g.score), 10)
    ten = Fraction(1, 10)
    if target.is_vehicle:
        return Outcomes({0: 1 - hit - ten, 1: hit + ten})
    need, _ = defence_ledger(target, g.att, facing, cover)
    fail = Fraction(sum(1 for r in range(1, 11) if r > need), 10)
    if suppress:
        return Outcomes.certain(0)
    return Outcomes({0: 1 - hit - ten + hit * (1 - fail), 1: hit * fail + ten * (1 - fail), 2: ten * fail})


def shot_outcomes(plan: ShotPlan, target: Unit, mode: str = "") -> Outcomes | None:
    if not plan.ok or not plan.groups:
        return None
    cover = plan.cover is not None and plan.cover.band in ("up to half", "over half")
    total = Outcomes.certain(0)
    for g in plan.groups:
        if g.special in ("flame", "indirect"):
            continue
        total = total + _per_shot(g, target, plan.facing, cover, mode == "suppress").sum_of(g.shots)
    label = "hits on the vehicle" if target.is_vehicle else "hit points lost (before blasts)"
    return total.labelled(label, *[f"{g.name}: {g.shots} shots needing {g.score}+" for g in plan.groups])
