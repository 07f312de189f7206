"""The scenario editor's hooks: the profile catalogue, each placed unit's outline (models in formation,
or a vehicle's hull) and its models' round bases where the battle will start them."""
from __future__ import annotations

from ...core.ruleset import ProfileInfo
from ...geometry.plane import Circle, Pose, circle_polygon, rect_footprint
from .profiles import catalogue, has_turret, lookup, register_extra
from .setup import MODEL_GAP

PER_RANK = 5      # the formation's models a rank (geometry.coherency.formation's default)

__all__ = ["profile_catalogue", "base_outline", "model_outlines"]


def profile_catalogue(scenario=None) -> list[ProfileInfo]:
    register_extra(getattr(scenario, "profiles", None))
    ids = sorted(set(catalogue()) | {p.id for p in (getattr(scenario, "profiles", None) or ())
                                     if getattr(p, "ruleset", "") == "iron_dawn"})
    out = []
    for pid in ids:
        p = lookup(pid)
        out.append(ProfileInfo(pid, p.name, p.points, p.kind, leader=p.kind == "commander",
                               fields=("figures", "attached_to") if p.kind == "squad" else
                               ("attached_to", "turret") if has_turret(p) else ("attached_to",),
                               figures=p.models, summary=f"{p.faction.replace('_', ' ').title()} {p.kind}"))
    return out


def base_outline(scenario, unit_id: str):
    for _s, u in scenario.all_units():
        if u.id != unit_id or u.pose is None:
            continue
        try:
            p = lookup(u.profile)
        except KeyError:
            return None
        x, y, h = u.pose
        if p.kind in ("vehicle",):
            return tuple(rect_footprint(Pose(x, y, h), *p.size))
        n = min(u.figures or p.models, p.models)
        if n == 1:
            return tuple(circle_polygon(Circle(x, y, p.base / 2), 12))
        step = max(MODEL_GAP, p.base)
        files, ranks = min(PER_RANK, n), -(-n // PER_RANK)
        return tuple(rect_footprint(Pose(x, y, h), (files - 1) * step + p.base, (ranks - 1) * step + p.base))
    return None


def model_outlines(scenario, unit_id: str):
    """A squad's round bases as the battle places them (setup.make_unit's formation); None for a vehicle,
    a single model, or a unit the scenario does not place."""
    from .setup import make_unit
    for _s, u in scenario.all_units():
        if u.id != unit_id or u.pose is None:
            continue
        try:
            p = lookup(u.profile)
        except KeyError:
            return None
        if p.kind != "squad":
            return None
        built = make_unit(u.id, "", "", u.profile, *u.pose, u.figures)
        if len(built.models) < 2:
            return None
        return tuple(tuple(circle_polygon(Circle(m.x, m.y, p.base / 2), 12)) for m in built.models)
    return None
