"""The checks before saving: everything that would stop the scenario from being played, each with
the thing it is about, so clicking it in the list selects that and moves the camera there.

Sources, in order: the file-format checks everyone runs (`content.check.scenario_problems`), the
ruleset's own (`validate_scenario`, `army_report`), and the editor's placement checks that need the
drawing geometry (bases overlapping or off a table, units outside their deployment zone, units
trapped by terrain as the ruleset judges it). A problem already reported for a field is not
reported again in other words. Army advice (the ruleset's warnings) is listed, but does not count
as a problem when saving.
"""
from __future__ import annotations

from dataclasses import dataclass

from ...content.check import scenario_problems
from ...core.ruleset import ruleset_names
from ...geometry.plane import clockwise
from ...geometry.planegaps import overlapping
from . import shapes
from .targets import Target, target_of_path
from .wording import possessive

__all__ = ["Check", "run_checks"]


@dataclass(frozen=True)
class Check:
    path: str
    message: str
    advice: bool = False           # a warning (army advice): listed, not a problem
    target: Target | None = None   # what clicking it selects
    settings: bool = False         # about a scenario-wide setting (the settings dialog)

    @property
    def text(self) -> str:
        return self.message


def _unit_name(unit, view=None) -> str:
    """A unit as players know it: its name, else its profile's (as the board shows it)."""
    return unit.name or (view.name if view is not None else unit.id)


def _in_zone(zone, unit, outline, layout) -> bool:
    if zone.shape == "cells":
        return unit.at is not None and any(tuple(c) == tuple(unit.at) for c in zone.cells)
    return shapes.contains_outline(zone.model_dump(mode="json"), outline, 1e-3)


def _box(outline) -> tuple[float, float, float, float]:
    xs, ys = [p[0] for p in outline], [p[1] for p in outline]
    return (min(xs), min(ys), max(xs), max(ys))


def _apart(a, b) -> bool:
    """Bounding boxes that do not meet (then the bases cannot overlap: no exact test needed)."""
    return a[2] < b[0] or b[2] < a[0] or a[3] < b[1] or b[3] < a[1]


BUCKET = 6.0  # inches: the square buckets bases are filed in, so each is tested only against its neighbours


def _buckets(box) -> list[tuple[int, int]]:
    x0, y0, x1, y1 = (int(v // BUCKET) for v in box)
    return [(i, j) for i in range(x0, x1 + 1) for j in range(y0, y1 + 1)]


def _placement_checks(scenario, rules, views, layout) -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    table = layout.kind == "table"
    seen_cells: dict[tuple, str] = {}
    bases: list[tuple[str, str, tuple, str, tuple]] = []  # (path, unit id, outline, attached_to, box)
    filed: dict[tuple[int, int], list[int]] = {}           # bucket -> indexes into `bases`
    for si, side in enumerate(scenario.sides):
        for ui, unit in enumerate(side.units):
            path = f"sides.{si}.units.{ui}"
            v = views.get(unit.id)
            if table:
                if unit.pose is None or v is None:
                    continue
                outline = v.footprint
                w, h = scenario.board.width, scenario.board.height
                if any(not (-1e-3 <= x <= w + 1e-3 and -1e-3 <= y <= h + 1e-3) for x, y in outline):
                    out.append((f"{path}.pose", f"{possessive(_unit_name(unit, v))} base reaches off the table"))
                box = _box(outline)
                near = sorted({i for b in _buckets(box) for i in filed.get(b, ())})   # in file order
                for opath, oid, other, oatt, obox in (bases[i] for i in near):
                    if unit.attached_to == oid or oatt == unit.id or (unit.attached_to and unit.attached_to == oatt):
                        continue
                    if not _apart(box, obox) and overlapping(clockwise(outline), clockwise(other), 1e-3):
                        other_name = views[oid].name if oid in views else oid
                        out.append((f"{path}.pose", f"{possessive(_unit_name(unit, v))} base overlaps {other_name}"))
                        break
                for b in _buckets(box):
                    filed.setdefault(b, []).append(len(bases))
                bases.append((path, unit.id, outline, unit.attached_to or "", box))
            elif unit.at is not None:
                cell = tuple(unit.at)
                if cell in seen_cells and not unit.attached_to:
                    out.append((f"{path}.at", f"{_unit_name(unit, v)} shares its {layout.kind == 'hex' and 'hex' or 'tile'} "
                                              f"with {seen_cells[cell]}"))
                if not unit.attached_to:
                    seen_cells.setdefault(cell, _unit_name(unit, v))
            if side.deployment and not unit.attached_to:
                outline = v.footprint if (table and v is not None) else ()
                if not any(_in_zone(z, unit, outline, layout) for z in side.deployment):
                    where = "pose" if table else "at"
                    out.append((f"{path}.{where}", f"{_unit_name(unit, v)} stands outside {possessive(side.name)} deployment zone"))
            why = rules.trapped(scenario, unit.id)
            if why:
                out.append((f"{path}.{'pose' if table else 'at'}", why))
    return out


def run_checks(scenario, rules, views, layout, file: str) -> list[Check]:
    """Every problem and piece of army advice, problems first."""
    found: list[Check] = []
    paths: set[str] = set()
    messages: set[tuple[str, str]] = set()

    def add(path: str, message: str, advice: bool = False) -> None:
        scope = ".".join(path.split(".")[:2]) if path.startswith("sides.") else path.split(".")[0]
        if (scope, message) in messages or (path in paths and not advice and path.count(".") >= 3):
            return
        messages.add((scope, message))
        paths.add(path)
        target, what = target_of_path(path)
        found.append(Check(path, message, advice, target, what == "settings"))

    known = ruleset_names()
    for p in scenario_problems(scenario, file, known_rulesets=known, ruleset_profiles=rules.profile_ids()):
        add(p.path, p.message)
    for p in rules.validate(scenario, file):
        add(p.path, p.message)
    for si, side in enumerate(scenario.sides):
        report = rules.army_report(scenario, side.id)
        if report is None:
            continue
        for msg in report.errors:
            add(f"sides.{si}.points_limit" if "limit" in msg else f"sides.{si}", msg)
    for path, msg in _placement_checks(scenario, rules, views, layout):
        add(path, msg)
    for si, side in enumerate(scenario.sides):
        report = rules.army_report(scenario, side.id)
        for msg in (report.warnings if report is not None else ()):
            add(f"sides.{si}", msg, advice=True)
    for msg in rules.errors:
        add("ruleset", msg)
    return sorted(found, key=lambda c: c.advice)
