"""Changes to a scenario document (plain JSON data), one function each.

The editor runs them through `EditorDocument.apply`, which makes them undoable
and checks the result against the file format. They mutate the `doc` they are
given and return what the caller needs (a new item's index, whether anything
changed). No pygame here.
"""
from __future__ import annotations

import copy
import re
from typing import Any, Iterable

from .targets import Target, item, item_list

__all__ = ["paint_cells", "erase_cells", "cell_terrain", "add_item", "update_item", "delete_item",
           "duplicate_item", "new_unit_id", "paint_zone_cells", "set_settings", "tidy", "unit_index",
           "set_unit_pose"]

Cell = tuple[int, int]


def tidy(v: float) -> float | int:
    """A number as a file shows it: 3 decimals, whole numbers as ints."""
    v = round(float(v), 3)
    return int(v) if v == int(v) and abs(v) < 1e9 else v


# -- terrain on cell maps --------------------------------------------------------------------------
def cell_terrain(doc: dict) -> dict[Cell, set[tuple[str, int | None]]]:
    """Each covered cell's (type, level) pairs."""
    out: dict[Cell, set] = {}
    for piece in doc.get("terrain", []):
        if piece.get("shape") == "cells":
            for c in piece["cells"]:
                out.setdefault((c[0], c[1]), set()).add((piece["type"], piece.get("level")))
    return out


def _drop_cells(doc: dict, cells: set[Cell], keep=lambda piece: False) -> bool:
    """Remove `cells` from every cell piece not kept; pieces left empty go."""
    changed = False
    out = []
    for piece in doc.get("terrain", []):
        if piece.get("shape") == "cells" and not keep(piece):
            left = [c for c in piece["cells"] if (c[0], c[1]) not in cells]
            if len(left) != len(piece["cells"]):
                changed = True
                if not left:
                    continue
                piece["cells"] = left
        out.append(piece)
    doc["terrain"] = out
    return changed


def paint_cells(doc: dict, cells: Iterable[Cell], kind: str, level: int | None = None, *, replace: bool = True,
                neighbours=None, under: Iterable[str] = ()) -> bool:
    """Give `cells` the terrain `kind` (at `level`). Replace clears what else lies there, except the
    types in `under` (the river beneath a painted ford); layer keeps it all (a ford over a river, a
    village on a hill). The cells join a piece of the same type and level that touches them (so a
    named wood grows), or a new piece. Returns whether anything changed."""
    cells = {(c[0], c[1]) for c in cells}
    if not cells:
        return False
    same = lambda p: p.get("type") == kind and p.get("level") == level  # noqa: E731
    under = set(under)
    if replace:
        changed = _drop_cells(doc, cells, keep=lambda p: same(p) or p.get("type") in under)
    else:  # a cell holds one level of a type
        changed = _drop_cells(doc, cells, keep=lambda p: p.get("type") != kind or p.get("level") == level)
    pieces = [p for p in doc.setdefault("terrain", []) if p.get("shape") == "cells" and same(p)]
    have = {(c[0], c[1]) for p in pieces for c in p["cells"]}
    todo = sorted(cells - have)
    if not todo:
        return changed
    near = set(todo)
    if neighbours is not None:
        for c in todo:
            near.update(neighbours(c))
    target = next((p for p in pieces if any((c[0], c[1]) in near for c in p["cells"])), None)
    if target is None:
        target = {"type": kind, "shape": "cells", "cells": []}
        if level is not None:
            target["level"] = level
        doc["terrain"].append(target)
    target["cells"].extend([list(c) for c in todo])
    return True


def erase_cells(doc: dict, cells: Iterable[Cell], kind: str | None = None) -> bool:
    """Clear `cells` of all terrain, or of one type only."""
    cells = {(c[0], c[1]) for c in cells}
    return _drop_cells(doc, cells, keep=(lambda p: p.get("type") != kind) if kind else (lambda p: False))


# -- items: terrain pieces, units, zones, objectives ----------------------------------------------------
def add_item(doc: dict, target_kind: Target, value: dict) -> int:
    """Append `value` to the list `target_kind` names (("terrain",), ("unit", side), ...); its index."""
    items = item_list(doc, (*target_kind, 0))
    items.append(value)
    return len(items) - 1


def update_item(doc: dict, target: Target, **fields: Any) -> None:
    """Set fields of an item; a value of None removes the field."""
    it = item(doc, target)
    if it is None:
        raise KeyError(target)
    for key, value in fields.items():
        if value is None:
            it.pop(key, None)
        else:
            it[key] = value


def delete_item(doc: dict, target: Target) -> None:
    items = item_list(doc, target)
    gone = items.pop(target[-1])
    if target[0] == "unit":  # leaders attached to it stand alone now
        for u in items:
            if u.get("attached_to") == gone.get("id"):
                u.pop("attached_to", None)


def unit_ids(doc: dict) -> set[str]:
    return {u.get("id") for s in doc["sides"] for u in s.get("units", [])}


def new_unit_id(doc: dict, side: int, hint: str = "") -> str:
    """A unit id no unit has yet: the side's id and a number (`red_3`)."""
    base = re.sub(r"[^A-Za-z0-9_.-]", "", doc["sides"][side].get("id", "u"))[:30] or "u"
    taken = unit_ids(doc)
    n = len(doc["sides"][side].get("units", [])) + 1
    while f"{base}_{n}" in taken:
        n += 1
    return f"{base}_{n}"


def duplicate_item(doc: dict, target: Target, moved: dict) -> Target:
    """Append a copy of an item with `moved` fields replaced; returns the copy's target."""
    it = copy.deepcopy(item(doc, target))
    it.update(moved)
    if target[0] == "unit":
        it["id"] = new_unit_id(doc, target[1])
        it.pop("attached_to", None)
    if target[0] == "objective":
        taken = {o.get("id") for o in doc.get("objectives", [])}
        n = len(taken) + 1
        while f"obj_{n}" in taken:
            n += 1
        it["id"] = f"obj_{n}"
    if target[0] == "terrain":
        it.pop("id", None)
    index = add_item(doc, target[:-1], it)
    return (*target[:-1], index)


def unit_index(doc: dict, unit_id: str) -> Target | None:
    for si, side in enumerate(doc["sides"]):
        for ui, u in enumerate(side.get("units", [])):
            if u.get("id") == unit_id:
                return ("unit", si, ui)
    return None


def set_unit_pose(doc: dict, target: Target, *, at: Cell | None = None, facing: str | None = None,
                  pose: tuple[float, float, float] | None = None) -> None:
    """Move a unit; leaders attached to it go with it (they stand where their unit stands)."""
    unit = item(doc, target)
    fields: dict[str, Any] = {}
    if at is not None:
        fields["at"] = [int(at[0]), int(at[1])]
    if facing is not None:
        fields["facing"] = facing
    if pose is not None:
        fields["pose"] = [tidy(pose[0]), tidy(pose[1]), tidy(pose[2] % 360)]
    update_item(doc, target, **fields)
    for u in doc["sides"][target[1]].get("units", []):
        if u.get("attached_to") == unit.get("id") and u is not unit:
            for key in ("at", "pose", "facing"):
                if key in fields:
                    u[key] = copy.deepcopy(fields[key])


# -- deployment zones on cell maps ------------------------------------------------------------------------
def paint_zone_cells(doc: dict, side: int, cells: Iterable[Cell], erase: bool = False) -> bool:
    """Add cells to the side's deployment zone (its first `cells` zone), or take them out of every one."""
    cells = {(c[0], c[1]) for c in cells}
    zones = doc["sides"][side].setdefault("deployment", [])
    changed = False
    if erase:
        keep = []
        for z in zones:
            if z.get("shape") == "cells":
                left = [c for c in z["cells"] if (c[0], c[1]) not in cells]
                changed |= len(left) != len(z["cells"])
                if not left:
                    continue
                z["cells"] = left
            keep.append(z)
        doc["sides"][side]["deployment"] = keep
        return changed
    have = {(c[0], c[1]) for z in zones if z.get("shape") == "cells" for c in z["cells"]}
    todo = sorted(cells - have)
    if not todo:
        return False
    zone = next((z for z in zones if z.get("shape") == "cells"), None)
    if zone is None:
        zone = {"shape": "cells", "cells": []}
        zones.append(zone)
    zone["cells"].extend([list(c) for c in todo])
    return True


# -- scenario settings -----------------------------------------------------------------------------------------
def set_settings(doc: dict, fields: dict[str, Any], sides: list[dict[str, Any]] | None = None) -> None:
    """Top-level fields (None removes one) and each side's fields."""
    for key, value in fields.items():
        if value is None:
            doc.pop(key, None)
        else:
            doc[key] = value
    for side, changes in zip(doc["sides"], sides or []):
        for key, value in changes.items():
            if value is None:
                side.pop(key, None)
            else:
                side[key] = value
