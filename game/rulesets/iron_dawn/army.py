"""Army building: points, at least one commander, and at least 10% of the points spent on commanders
(command vehicles count)."""
from __future__ import annotations

from ...core.ruleset import ArmyReport
from .profiles import lookup

__all__ = ["army_report", "COMMANDER_SHARE"]

COMMANDER_SHARE = 0.10


def army_report(scenario, side_id: str) -> ArmyReport | None:
    try:
        side = scenario.side(side_id)
    except KeyError:
        return None
    costs, errors = {}, []
    command = 0
    has_commander = False
    for u in side.units:
        try:
            p = lookup(u.profile)
        except KeyError:
            errors.append(f"{u.id}: unknown profile {u.profile!r}")
            continue
        costs[u.id] = p.points
        if p.kind == "commander" or p.command_vehicle:
            command += p.points
            has_commander = True
    total = sum(costs.values())
    if not has_commander:
        errors.append("an army needs at least one commander (Building an Army)")
    elif total and command < COMMANDER_SHARE * total:
        errors.append(f"commanders cost {command} of {total} points: at least 10% must go on commanders "
                      "(Building an Army)")
    if side.points_limit is not None and total > side.points_limit:
        errors.append(f"{total} points is over the limit of {side.points_limit}")
    return ArmyReport(points=total, limit=side.points_limit, errors=tuple(errors), costs=costs)
