"""What the scenario editor asks: the profiles a scenario may field, each unit's block outline where the
scenario places it (ranks and files; a character in a regiment stands in its front rank), the army
report (models, formations checked live: the text prices no points) and scenario problems."""
from __future__ import annotations

from ...content.errors import Problem
from ...core.ruleset import ArmyReport, ProfileInfo
from ...geometry.plane import Pose, rect_footprint
from .setup import profiles_for
from .state import Unit
from .units import base_inches, rank_widths

__all__ = ["catalogue", "base_outline", "army_report", "scenario_problems", "formation_problem"]


def catalogue(scenario) -> list[ProfileInfo]:
    out = []
    for p in profiles_for(scenario).values():
        about = (f"{p.kind}, M{p.M} SS{p.SS}+ FS{p.FS}+ D{p.D}+ H{p.H}+ W{p.W} A{p.A} Ld{p.Ld}"
                 + (f", range {p.range:g}\"" if p.range else "") + (", standard" if p.standard else "")
                 + (", mage" if p.mage else ""))
        fields = ("attached_to",) if p.kind == "character" else (() if p.single else ("figures", "files"))
        out.append(ProfileInfo(p.id, p.name, None, p.kind, leader=p.kind == "character",
                               options=("general",) if p.kind == "character" else (), fields=fields,
                               figures=p.models, summary=about))
    return sorted(out, key=lambda i: (not i.leader, i.name))


def _block(prof, placement):
    bw, bd = base_inches(prof.base)
    if prof.single:
        return 1, 1, bw, bd
    models = placement.figures or prof.models
    files = placement.files or prof.files or min(models, 5)
    return models, files, bw, bd


def formation_problem(prof, placement) -> str:
    if prof.single:
        return ""
    models, files, _, _ = _block(prof, placement)
    widths = rank_widths(prof.base)
    if widths is None:
        return f"{prof.name}: a {prof.base} never forms a regiment"
    front = min(files, models)
    if front not in widths:
        return f"{prof.name}: a {prof.base} rank holds {widths.start}-{widths.stop - 1} models, not {front}"
    return ""


def base_outline(scenario, unit_id):
    profiles = profiles_for(scenario)
    placed = {u.id: u for _, u in scenario.all_units()}
    u = placed.get(unit_id)
    prof = profiles.get(u.profile) if u is not None else None
    if u is None or u.pose is None or prof is None:
        return None
    models, files, bw, bd = _block(prof, u)
    pose = Pose(*u.pose)
    inside = _in_building(scenario, prof, pose)
    if inside is not None:
        return inside
    host = placed.get(u.attached_to) if u.attached_to else None
    if host is not None and host.pose is not None and host.profile in profiles and not profiles[host.profile].single:
        return rect_footprint(_block_unit(profiles[host.profile], host, placed).front_place(), bw, bd)
    if prof.single:
        return rect_footprint(Pose(*u.pose), bw, bd)
    b = _block_unit(prof, u, placed)
    return rect_footprint(b.pose, b.width, b.depth)


def _block_unit(prof, placement, placed):
    """The regiment as the battle will stand it: its models, and the characters placed in its front rank
    (each pushing a model back; the front edge where the scenario puts it without them)."""
    models, files, bw, bd = _block(prof, placement)
    joined = sum(1 for o in placed.values() if o.attached_to == placement.id)
    x, y, h = placement.pose
    b = Unit(placement.id, "", "", prof.id, prof.kind, prof.base, False, models, models, files, float(x), float(y),
             float(h) % 360.0, bw, bd, 0, 0, 0, 0, 0, 0, 0, 0)
    b.shrink_to(models, joined)
    return b


def _in_building(scenario, prof, pose):
    """A unit deployed inside a building it will garrison is drawn inside it, as on the battle screen."""
    if not (prof.kind == "warmachine" or (prof.base == "infantry" and prof.kind in ("infantry", "character"))):
        return None
    from ...core.tableterrain import piece_geometry, shape_contains
    from ...geometry.polygons import centroid
    from ...geometry.sweep import convex_cover
    from .garrison import hull
    from .garrison_views import SCALE
    for piece in scenario.terrain:
        if piece.type in ("building", "tower") and shape_contains(piece_geometry(piece), (pose.x, pose.y)):
            poly = hull([p for part in convex_cover(piece_geometry(piece)) for p in part])
            cx, cy = centroid(poly)
            return tuple((cx + (x - cx) * SCALE, cy + (y - cy) * SCALE) for x, y in poly)
    return None


def army_report(scenario, side_id):
    side = next((s for s in scenario.sides if s.id == side_id), None)
    if side is None:
        return None
    profiles = profiles_for(scenario)
    errors, warnings, models = [], [], 0
    chars = 0
    for u in side.units:
        prof = profiles.get(u.profile)
        if prof is None:
            errors.append(f"{u.id}: unknown profile {u.profile!r}")
            continue
        m, f, _, _ = _block(prof, u)
        models += m
        why = formation_problem(prof, u)
        if why:
            errors.append(f"{u.id}: {why}")
        if prof.kind == "character":
            chars += 1
            if u.attached_to:
                host = next((h for h in side.units if h.id == u.attached_to), None)
                hp = profiles.get(host.profile) if host else None
                if hp is None or hp.single or hp.base != prof.base:
                    errors.append(f"{u.id}: joins a regiment on bases the size of his own")
    if not chars:
        warnings.append("no character to be the army's General")
    return ArmyReport(points=models, limit=None, errors=tuple(errors), warnings=tuple(warnings))


def scenario_problems(scenario, file):
    out = []
    profiles = profiles_for(scenario)
    for si, side in enumerate(scenario.sides):
        for ui, u in enumerate(side.units):
            prof = profiles.get(u.profile)
            where = f"sides[{si}].units[{ui}]"
            if prof is None:
                out.append(Problem(file, f"{where}.profile", f"unknown profile {u.profile!r}"))
                continue
            if u.pose is None:
                out.append(Problem(file, f"{where}.pose", "table units need a pose"))
            why = formation_problem(prof, u)
            if why:
                out.append(Problem(file, f"{where}.files", why))
    out += _building_problems(scenario, file)
    return out


def _building_problems(scenario, file):
    """Units deployed inside a building they may not garrison (Terrains › Buildings)."""
    try:
        from .garrison import deploy_problems
        from .setup import build_state
        state = build_state(scenario)
    except Exception:                   # noqa: BLE001 - other problems are reported above
        return []
    where = {u.id: f"sides[{si}].units[{ui}].pose" for si, s in enumerate(scenario.sides)
             for ui, u in enumerate(s.units)}
    return [Problem(file, where.get(uid, uid), why) for uid, why in deploy_problems(state)]
