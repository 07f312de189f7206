"""Checks a scenario's schema cannot express: ids unique, positions on the board,
shapes that suit the board, references that point somewhere.

Ruleset knowledge (which profiles exist, which options) comes in as arguments so
that content stays free of the rules engine.
"""
from __future__ import annotations

from typing import Iterable

from .errors import Problem
from .scenario import HEX_COMPASS, Scenario
from .shapes import CELL_SHAPES

__all__ = ["scenario_problems"]


def _points_of(shape) -> list[tuple[float, float]]:
    kind = shape.shape
    if kind in ("polygon", "polyline"):
        return list(shape.points)
    if kind == "circle":
        (x, y), r = shape.center, shape.radius
        return [(x - r, y - r), (x + r, y + r)]
    if kind == "rect":
        return [shape.center]
    return []


def _shape_problems(file: str, path: str, shape, sc: Scenario) -> Iterable[Problem]:
    board = sc.board
    on_cells = board.kind in ("hex", "tiles")
    if on_cells and shape.shape not in CELL_SHAPES:
        yield Problem(file, f"{path}.shape", f"a {board.kind} map takes `cells`, not a {shape.shape}")
        return
    if not on_cells and shape.shape in CELL_SHAPES:
        yield Problem(file, f"{path}.shape", "a table takes polygons, circles, rects or polylines, not cells")
        return
    if on_cells:
        for i, cell in enumerate(shape.cells):
            if not board.contains(cell):
                yield Problem(file, f"{path}.cells.{i}", f"{list(cell)} is off the board ({board.describe()})")
                return
    else:
        for x, y in _points_of(shape):
            if not (-0.001 <= x <= board.width + 0.001 and -0.001 <= y <= board.height + 0.001):
                yield Problem(file, path, f"reaches ({x:g}, {y:g}), off the {board.describe()}")
                return


def scenario_problems(sc: Scenario, file: str, *, known_rulesets: Iterable[str] | None = None,
                      ruleset_profiles: Iterable[str] | None = None) -> list[Problem]:
    """Every problem found; an empty list means the scenario can be played."""
    out: list[Problem] = []
    add = lambda path, msg: out.append(Problem(file, path, msg))  # noqa: E731
    board = sc.board

    if known_rulesets is not None and sc.ruleset not in set(known_rulesets):
        add("ruleset", f"unknown ruleset {sc.ruleset!r}; known: {', '.join(sorted(known_rulesets))}")

    side_ids = [s.id for s in sc.sides]
    if len(set(side_ids)) != len(side_ids):
        add("sides.1.id", f"both sides are called {side_ids[0]!r}")
    if sc.first_side is not None and sc.first_side not in side_ids:
        add("first_side", f"{sc.first_side!r} is not a side (sides: {', '.join(side_ids)})")

    profile_ids: set[str] = set(ruleset_profiles or ())
    for i, prof in enumerate(sc.profiles):
        if prof.ruleset != sc.ruleset:
            add(f"profiles.{i}.ruleset", f"profile for {prof.ruleset!r} in a {sc.ruleset!r} scenario")
        profile_ids.add(prof.id)

    seen_units: dict[str, str] = {}
    for si, side in enumerate(sc.sides):
        ids_here = {u.id for u in side.units}
        for ui, unit in enumerate(side.units):
            p = f"sides.{si}.units.{ui}"
            if unit.id in seen_units:
                add(f"{p}.id", f"unit id {unit.id!r} is used twice (also at {seen_units[unit.id]})")
            seen_units.setdefault(unit.id, p)
            if ruleset_profiles is not None and unit.profile not in profile_ids:
                add(f"{p}.profile", f"no profile {unit.profile!r} in {sc.ruleset} or in this file's profiles")
            if board.kind in ("hex", "tiles"):
                if unit.at is None:
                    add(f"{p}.at", f"a unit on a {board.kind} map needs `at` = [col, row]")
                elif not board.contains(unit.at):
                    add(f"{p}.at", f"{list(unit.at)} is off the board ({board.describe()})")
                if board.kind == "hex" and unit.facing is not None and \
                        unit.facing not in HEX_COMPASS[board.orientation]:
                    add(f"{p}.facing", f"{unit.facing!r} is not a side of a {board.orientation}-top hex "
                                       f"(one of {', '.join(HEX_COMPASS[board.orientation])})")
            else:
                if unit.pose is None:
                    add(f"{p}.pose", "a unit on a table needs `pose` = [x, y, heading]")
                elif not board.contains_point(unit.pose[0], unit.pose[1]):
                    add(f"{p}.pose", f"({unit.pose[0]:g}, {unit.pose[1]:g}) is off the {board.describe()}")
            if unit.attached_to is not None and unit.attached_to not in ids_here:
                add(f"{p}.attached_to", f"no unit {unit.attached_to!r} on side {side.id!r}")
        for zi, zone in enumerate(side.deployment):
            out.extend(_shape_problems(file, f"sides.{si}.deployment.{zi}", zone, sc))

    for ti, piece in enumerate(sc.terrain):
        out.extend(_shape_problems(file, f"terrain.{ti}", piece, sc))

    for oi, obj in enumerate(sc.objectives):
        p = f"objectives.{oi}"
        if board.kind in ("hex", "tiles"):
            if obj.at is None:
                add(f"{p}.at", "objectives on cell maps use `at` = [col, row]")
            elif not board.contains(obj.at):
                add(f"{p}.at", f"{list(obj.at)} is off the board ({board.describe()})")
        else:
            if obj.point is None:
                add(f"{p}.point", "objectives on tables use `point` = [x, y]")
            elif not board.contains_point(*obj.point):
                add(f"{p}.point", f"({obj.point[0]:g}, {obj.point[1]:g}) is off the {board.describe()}")
    return out
