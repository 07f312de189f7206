"""What the scenario editor asks of Movement and Terrain: the profiles it offers (a unit joins a
formation through `attached_to`), the points of a side, and whether a placed unit could ever move."""
from __future__ import annotations

from ...core.cellmap import CellMap
from ...core.ruleset import ArmyReport, ProfileInfo
from ...geometry.tiles import neighbours8
from .profiles import profiles_for
from .terrain import IMPASSABLE, movement_effect, tile_types

__all__ = ["catalogue", "trapped", "army_report"]


def catalogue(scenario) -> list[ProfileInfo]:
    out = []
    for p in sorted(profiles_for(getattr(scenario, "profiles", None) or ()).values(),
                    key=lambda p: (p.air, p.unit_class, p.name)):
        out.append(ProfileInfo(p.id, p.name, points=p.points, kind=p.kind, fields=("attached_to",),
                               summary=" ".join(p.lines()[1:2])))
    return out


def trapped(scenario, unit_id: str) -> str | None:
    if scenario.board.kind != "tiles":
        return None
    found = next((u for _s, u in scenario.all_units() if u.id == unit_id), None)
    if found is None or found.at is None or not scenario.board.contains(found.at):
        return None
    p = profiles_for(scenario.profiles).get(found.profile)
    if p is None or p.air:
        return None
    cm = CellMap.from_scenario(scenario)
    for n in neighbours8(tuple(found.at), cm.cols, cm.rows):
        if movement_effect(tile_types(cm.types(n), n), p.unit_class, p.climbing_gear) != IMPASSABLE:
            return None
    return f"{found.name or p.name} cannot move: every tile around it is impassable to it or off the map"


def army_report(scenario, side_id: str) -> ArmyReport | None:
    side = next((s for s in scenario.sides if s.id == side_id), None)
    if side is None:
        return None
    profiles = profiles_for(scenario.profiles)
    points, errors, costs = 0, [], {}
    for u in side.units:
        p = profiles.get(u.profile)
        if p is None:
            errors.append(f"{u.id}: no profile {u.profile!r}")
            continue
        points += p.points
        costs[u.id] = p.points
    if side.points_limit is not None and points > side.points_limit:
        errors.append(f"{points} points is over the limit of {side.points_limit}")
    return ArmyReport(points, side.points_limit, tuple(errors), costs=costs)
