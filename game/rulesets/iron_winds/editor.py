"""What the scenario editor asks of Iron Winds of War: the profiles it offers (points, the options
a unit of each may buy under the scenario's advanced rules, the fields it reads), and the outline
of each base where the scenario places it (an attached leader stands just behind his unit's centre)."""
from __future__ import annotations

from ...core.ruleset import ProfileInfo
from ...geometry.plane import Pose, circle_polygon, rect_footprint
from .army import _option_problems, unit_cost
from .checks import advanced_of
from .setup import profiles_for
from .state import ATTACHED_OFFSET

__all__ = ["catalogue", "base_outline"]

IW_OPTION_ORDER = ("bows", "longbows", "crossbows", "elite", "pikes", "dwarven_armour", "hero", "demigod")


def _buyable(prof, advanced) -> tuple[str, ...]:
    """Options a unit of this profile may buy now (the scenario's advanced rules decide some)."""
    return tuple(o for o in IW_OPTION_ORDER
                 if o not in prof.equipment and not _option_problems(prof, (o,), advanced))


def catalogue(scenario) -> list[ProfileInfo]:
    advanced = advanced_of(getattr(scenario, "options", None) or {})
    out = []
    for prof in profiles_for(scenario).values():
        kit = f", {', '.join(prof.equipment)}" if prof.equipment else ""
        mounted = " cavalry" if prof.mounted else ""
        about = f"{prof.race} {prof.type}{mounted}{kit}; {prof.full_strength} figure{'s' * (prof.full_strength > 1)}"
        out.append(ProfileInfo(prof.id, prof.name, points=unit_cost(prof, prof.strength, ()), kind=prof.type,
                               leader=prof.is_leader, options=_buyable(prof, advanced),
                               fields=("attached_to",) if prof.is_leader else ("figures",),
                               figures=prof.full_strength, summary=about))
    return sorted(out, key=lambda p: (not p.leader, p.name))


def base_outline(scenario, unit_id: str):
    profiles = profiles_for(scenario)
    placed = {u.id: u for _, u in scenario.all_units()}
    u = placed.get(unit_id)
    prof = profiles.get(u.profile) if u is not None else None
    if u is None or u.pose is None or prof is None:
        return None
    if not prof.is_leader:
        w, d = prof.base_size
        return rect_footprint(Pose(*u.pose), w, d)
    size = prof.base_size[0]
    pose = Pose(*u.pose)
    host = placed.get(u.attached_to) if u.attached_to else None
    host_prof = profiles.get(host.profile) if host is not None else None
    if host is not None and host.pose is not None and host_prof is not None and not host_prof.is_leader:
        depth = host_prof.base_size[1]
        pose = Pose(*host.pose).moved(-min(ATTACHED_OFFSET, max(depth / 2.0 - size / 2.0, 0.0)))
    from ...geometry.plane import Circle

    return circle_polygon(Circle(pose.x, pose.y, size / 2.0), 16)
