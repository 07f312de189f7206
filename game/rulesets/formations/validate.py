"""Problems with a scenario that only Movement and Terrain knows about."""
from __future__ import annotations

from ...content.errors import Problem
from .coherency import groups
from .profiles import profiles_for
from .terrain import TABLE

__all__ = ["scenario_problems"]


def scenario_problems(sc, file: str) -> list[Problem]:
    out: list[Problem] = []
    add = lambda path, msg: out.append(Problem(file, path, msg))  # noqa: E731
    if sc.board.kind != "tiles":
        add("board.kind", f"Movement and Terrain is played on a map of square tiles, not on {sc.board.kind}")
        return out
    for i, piece in enumerate(sc.terrain):
        if piece.type not in TABLE:
            add(f"terrain.{i}.type", f"unknown terrain type {piece.type!r}; known: {', '.join(TABLE)}")
        if piece.shape != "cells":
            add(f"terrain.{i}.shape", "a tile map takes terrain as cells")
    for key in sc.options:
        add(f"options.{key}", "Movement and Terrain has no scenario options")
    profiles = profiles_for(sc.profiles)
    ids = {u.id: (si, u) for si, side in enumerate(sc.sides) for u in side.units}
    seen: dict = {}
    for si, side in enumerate(sc.sides):
        if not side.units:
            add(f"sides.{si}.units", "each side needs at least one unit")
        cells: dict[str, dict] = {}
        for ui, u in enumerate(side.units):
            p = f"sides.{si}.units.{ui}"
            for field in ("figures", "ranks", "files", "pose", "facing"):
                if getattr(u, field) is not None:
                    add(f"{p}.{field}", "not used by Movement and Terrain")
            if u.options:
                add(f"{p}.options", "Movement and Terrain units take no options")
            head = u.attached_to or u.id
            if u.attached_to is not None:
                other = ids.get(u.attached_to)
                if other is None or other[0] != si:
                    add(f"{p}.attached_to", f"{u.attached_to!r} is not a unit of this side")
                    continue
                if other[1].attached_to:
                    add(f"{p}.attached_to", f"{u.attached_to!r} is itself in {other[1].attached_to!r}'s formation: "
                                            f"name the first unit of the formation")
                    continue
            if u.profile not in profiles:
                continue
            if u.at is None or not sc.board.contains(u.at):
                continue
            cell = tuple(u.at)
            if cell in seen:
                add(f"{p}.at", f"{list(cell)} already holds {seen[cell]} (one unit to a tile)")
            seen.setdefault(cell, u.id)
            cells.setdefault(head, {})[u.id] = cell
        for head, members in cells.items():
            gs = groups(members)
            if len(gs) > 1:
                add(f"sides.{si}.units", f"the formation of {head!r} starts out of formation: "
                                         f"{' / '.join(', '.join(g) for g in gs)} are more than 2 tiles apart")
    return out
