"""A judged move (`Plan`): the poses, the inches used and allowed, and what happens where it ends; and
the verdicts that carry its inches."""
from __future__ import annotations

from dataclasses import dataclass, field

from ...core.actions import Illegal, Verdict
from . import sections as S

__all__ = ["Plan", "plan_ok", "plan_refused", "too_far", "EPS", "WOODS_REFUSED"]

EPS = 1e-6
WOODS_REFUSED = "only levy units (and elves) may move in or through woods"


@dataclass
class Plan:
    """A judged move: the poses, the inches used and allowed, and what happens where it ends."""

    mover: str
    is_leader: bool
    poses: list
    used: float = 0.0
    budget: float = 0.0
    length: float = 0.0
    costs: list = field(default_factory=list)        # (what, inches)
    contact: tuple = ()                              # (target, side, turned target pose or None)
    join: str = ""                                   # the unit a leader joins
    disengage: bool = False
    river_stop: str = ""                             # a river the base ended touching
    crossed: tuple = ()                              # rivers crossed
    cut: tuple = ()                                  # (segment, Pose) where a refused path first reaches a river

    def info(self) -> dict:
        return {"used": round(self.used, 3), "budget": round(self.budget, 3)}


def plan_ok(plan: Plan, **extra) -> Verdict:
    """OK with the plan's inches (and `extra`) as info (`OK.with_info`, without its copying)."""
    return Verdict(True, info={**plan.info(), **extra})


def plan_refused(plan: Plan, reason: str, section: str, **extra) -> tuple[Plan, Verdict]:
    return plan, Illegal(reason, S.ref(section), **plan.info(), **extra)


def too_far(plan: Plan, who, budget: float) -> tuple[Plan, Verdict]:
    """The refusal of a path that costs more inches than the mover has (`plan.used` over `budget`)."""
    why = f"{who.name} may move {budget:g}\" and this path costs {plan.used:.1f}\""
    if plan.costs:
        why += " (" + ", ".join(f"{what} +{inches:g}\"" for what, inches in plan.costs) + ")"
    return plan_refused(plan, why, S.TERRAIN if plan.costs else S.MOVEMENT)
