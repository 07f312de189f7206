"""What a scenario or army list must satisfy beyond its file format: a table, known terrain and
options, leaders attached to units, armies built by the rules, bases on the table and apart."""
from __future__ import annotations

from ...content.errors import Problem
from ...core.ruleset import ArmyReport
from ...geometry.plane import Pose, rect_footprint
from ...geometry.planegaps import overlapping
from .army import Assessment, Entry, assess
from .setup import ADVANCED_KEYS, profiles_for
from .terrain import AREA_TYPES, CATEGORIES, LINE_TYPES

__all__ = ["scenario_problems", "army_assessment", "army_report", "army_list_problems", "advanced_of"]


def advanced_of(options) -> dict[str, bool]:
    return {k: bool(options.get(k, False)) for k in ADVANCED_KEYS}


def _side_entries(scenario, si: int) -> list[Entry]:
    profiles = profiles_for(scenario)
    side = scenario.sides[si]
    return [Entry(f"sides.{si}.units.{ui}", p.id, p.name or (profiles[p.profile].name if p.profile in profiles else p.id),
                  profiles.get(p.profile), p.figures, tuple(p.options), p.attached_to)
            for ui, p in enumerate(side.units)]


def army_assessment(scenario, side_id: str) -> Assessment:
    si = next(i for i, s in enumerate(scenario.sides) if s.id == side_id)
    other = _side_entries(scenario, 1 - si)
    others = sum(1 for e in other if e.profile is not None and e.profile.is_leader)
    return assess(_side_entries(scenario, si), advanced_of(scenario.options), scenario.sides[si].points_limit,
                  other_leaders=others)


def army_report(scenario, side_id: str) -> ArmyReport:
    a = army_assessment(scenario, side_id)
    return ArmyReport(a.points, a.limit, tuple(msg for _, msg in a.errors), tuple(a.warnings), costs=dict(a.costs))


def army_list_problems(army, file: str) -> list[Problem]:
    """Problems with an army list file (`content.armies.ArmyList`)."""
    out = []
    if army.ruleset != "iron_winds":
        return [Problem(file, "ruleset", f"{army.ruleset!r} is not iron_winds")]
    for key in army.options:
        if key not in ADVANCED_KEYS:
            out.append(Problem(file, f"options.{key}", f"unknown option; known: {', '.join(ADVANCED_KEYS)}"))
    profiles = profiles_for(None)
    entries = []
    for group in ("units", "leaders"):
        for i, e in enumerate(getattr(army, group)):
            prof = profiles.get(e.profile)
            if prof is None:
                out.append(Problem(file, f"{group}.{i}.profile", f"no profile {e.profile!r} in iron_winds"))
            elif prof.is_leader != (group == "leaders"):
                out.append(Problem(file, f"{group}.{i}.profile", f"{prof.name} is {'a leader' if prof.is_leader else 'a unit'}: "
                                                               f"list it under {'leaders' if prof.is_leader else 'units'}"))
            entries.append(Entry(f"{group}.{i}", e.id, e.name or (prof.name if prof else e.id), prof, e.figures,
                                 tuple(e.options), e.attached_to))
    a = assess(entries, advanced_of(army.options), army.points_limit)
    out += [Problem(file, path, msg) for path, msg in a.errors]
    return out


def scenario_problems(scenario, file: str) -> list[Problem]:
    out: list[Problem] = []
    add = lambda path, msg: out.append(Problem(file, path, msg))  # noqa: E731
    if scenario.board.kind != "table":
        add("board.kind", f"Iron Winds of War is played on a table, not a {scenario.board.kind} map")
        return out
    for key, value in scenario.options.items():
        if key not in ADVANCED_KEYS:
            add(f"options.{key}", f"unknown option; known: {', '.join(ADVANCED_KEYS)}")
        elif not isinstance(value, bool):
            add(f"options.{key}", f"must be true or false, not {value!r}")
    for i, v in enumerate(scenario.victory):
        if v.kind == "objectives":
            add(f"victory.{i}.kind", "Iron Winds of War scores no objectives (use score_at_end, army_broken or "
                                     "last_side_standing)")
    for i, piece in enumerate(scenario.terrain):
        if piece.type not in CATEGORIES:
            add(f"terrain.{i}.type", f"unknown terrain type {piece.type!r}; known: {', '.join(CATEGORIES)}")
        elif piece.type in LINE_TYPES and piece.shape != "polyline":
            add(f"terrain.{i}.shape", f"a {piece.type} is a line: give it as a polyline")
        elif piece.type in AREA_TYPES and piece.shape == "polyline":
            add(f"terrain.{i}.shape", f"a {piece.type} is an area: give it as a polygon, circle or rect")
        if piece.level is not None and piece.type != "hill":
            add(f"terrain.{i}.level", "only hills have levels")
    profiles = profiles_for(scenario)
    W, H = scenario.board.width, scenario.board.height
    bases = []
    for si, side in enumerate(scenario.sides):
        ids = {p.id: p for p in side.units}
        commanded: dict[str, str] = {}
        for ui, p in enumerate(side.units):
            path = f"sides.{si}.units.{ui}"
            prof = profiles.get(p.profile)
            if prof is None or p.pose is None:
                continue
            if p.attached_to is not None:
                if not prof.is_leader:
                    add(f"{path}.attached_to", "only a leader is attached to a unit")
                else:
                    target = ids.get(p.attached_to)
                    tprof = profiles.get(target.profile) if target else None
                    if tprof is not None and tprof.is_leader:
                        add(f"{path}.attached_to", f"{p.attached_to!r} is a leader, not a unit")
                    elif p.attached_to in commanded:
                        add(f"{path}.attached_to", f"{p.attached_to!r} already has a leader ({commanded[p.attached_to]})")
                    commanded.setdefault(p.attached_to, p.id)
                continue
            if prof.is_leader:
                fp = _circle(p.pose, prof.base_size[0])
            else:
                w, d = prof.base_size
                fp = rect_footprint(Pose(*p.pose), w, d)
            pts = fp if isinstance(fp, tuple) else ((fp.x - fp.r, fp.y - fp.r), (fp.x + fp.r, fp.y + fp.r))
            if any(not (-1e-6 <= x <= W + 1e-6 and -1e-6 <= y <= H + 1e-6) for x, y in pts):
                add(f"{path}.pose", f"{p.id}'s base reaches off the {W:g}\" x {H:g}\" table")
            for other_path, other_id, other_fp in bases:
                if overlapping(fp, other_fp, 1e-3):
                    add(f"{path}.pose", f"{p.id}'s base overlaps {other_id} ({other_path})")
                    break
            bases.append((path, p.id, fp))
        a = army_assessment(scenario, side.id)
        for epath, msg in a.errors:
            add(epath if epath.startswith("sides.") else f"sides.{si}.{epath}", msg)
    return out


def _circle(pose, diameter):
    from ...geometry.plane import Circle

    return Circle(pose[0], pose[1], diameter / 2.0)
