"""What can be done to the selected thing, on any board: move it, turn it, scale it, copy it, and
where it is (for the camera and the selection outline).

Every function returns a change for `EditorDocument.apply` (a function of the
document) plus its label, or raises `Refusal` with a message for the player.
"""
from __future__ import annotations

import copy

from . import edits, shapes
from .placement import facing_index, facing_name
from .targets import Target, item

__all__ = ["Refusal", "centre_of", "moved", "turned", "scaled", "duplicated", "deleted", "TILE_FACINGS"]

TILE_FACINGS = ("N", "E", "S", "W")


class Refusal(Exception):
    """An operation that does not apply to the selection; the message says why."""


def _cells_centre(layout, cells) -> tuple[float, float]:
    pts = [layout.cell_center(tuple(c)) for c in cells]
    return (sum(p[0] for p in pts) / len(pts), sum(p[1] for p in pts) / len(pts))


def centre_of(doc: dict, target: Target, layout, views=None) -> tuple[float, float] | None:
    """World point of a target (a side: the middle of its units)."""
    it = item(doc, target)
    if it is None:
        return None
    kind = target[0]
    if kind == "side":
        pts = [c for c in (centre_of(doc, ("unit", target[1], i), layout) for i in range(len(it.get("units", []))))
               if c is not None]
        if not pts:
            return None
        return (sum(p[0] for p in pts) / len(pts), sum(p[1] for p in pts) / len(pts))
    if kind == "unit":
        if it.get("pose") is not None:
            return (float(it["pose"][0]), float(it["pose"][1]))
        if it.get("at") is not None and layout.kind != "table":
            return layout.cell_center(tuple(it["at"]))
        return None
    if kind == "objective":
        if it.get("point") is not None:
            return tuple(it["point"])
        return layout.cell_center(tuple(it["at"])) if it.get("at") is not None and layout.kind != "table" else None
    if it.get("shape") == "cells":
        return _cells_centre(layout, it["cells"])
    return shapes.centre(it)


# -- moving ------------------------------------------------------------------------------------------
def moved(doc: dict, target: Target, *, grid=None, from_cell=None, to_cell=None, dx: float = 0.0,
          dy: float = 0.0, unit_pose=None):
    """(label, change) moving a target: by cells on cell maps (from_cell -> to_cell), by inches on
    tables (dx, dy), or a table unit to `unit_pose`."""
    it = item(doc, target)
    if it is None:
        raise Refusal("nothing selected")
    kind = target[0]
    if kind == "unit":
        if grid is not None:
            if to_cell is None or not grid.contains(to_cell):
                raise Refusal("that is off the map")
            return "Move unit", lambda d: edits.set_unit_pose(d, target, at=to_cell)
        return "Move unit", lambda d: edits.set_unit_pose(d, target, pose=unit_pose)
    if kind == "objective":
        if grid is not None:
            if to_cell is None or not grid.contains(to_cell):
                raise Refusal("that is off the map")
            return "Move objective", lambda d: edits.update_item(d, target, at=[to_cell[0], to_cell[1]])
        x, y = it["point"]
        return "Move objective", lambda d: edits.update_item(d, target, point=[edits.tidy(x + dx), edits.tidy(y + dy)])
    what = "zone" if kind == "zone" else str(it.get("type", "terrain")).replace("_", " ")
    if it.get("shape") == "cells":
        if from_cell is None or to_cell is None:
            raise Refusal("that is off the map")
        step = grid.delta(from_cell, to_cell)
        cells = [c for c in grid.translate([tuple(c) for c in it["cells"]], step) if grid.contains(c)]
        if not cells:
            raise Refusal("that would move it all off the map")
        return f"Move {what}", lambda d: edits.update_item(d, target, cells=[list(c) for c in cells])
    new = shapes.translate(it, dx, dy)
    return f"Move {what}", lambda d: edits.update_item(d, target, **{k: new[k] for k in ("points", "center") if k in new})


# -- turning ------------------------------------------------------------------------------------------------
def turned(doc: dict, target: Target, clockwise: bool, *, grid=None, orientation: str | None = None,
           step: float = 15.0):
    """(label, change) turning a target one step: a hex facing, a tile facing, `step` degrees on a
    table, a sixth (quarter) of a turn for cell pieces."""
    it = item(doc, target)
    if it is None:
        raise Refusal("nothing selected")
    kind = target[0]
    if kind == "objective":
        raise Refusal("an objective has no facing")
    if kind == "unit":
        if it.get("pose") is not None:
            x, y, h = it["pose"]
            h = (h + (step if clockwise else -step)) % 360
            h = round(h / step) * step % 360 if step >= 15 else h
            return "Turn unit", lambda d: edits.set_unit_pose(d, target, pose=(x, y, h))
        if orientation is not None:  # hex: facing indexes grow counter-clockwise on screen
            i = facing_index(it.get("facing"), orientation)
            i = 0 if i is None else (i + (-1 if clockwise else 1)) % 6
            name = facing_name(i, orientation)
        else:
            cur = it.get("facing")
            i = TILE_FACINGS.index(cur) if cur in TILE_FACINGS else 0
            name = TILE_FACINGS[(i + (1 if clockwise else -1)) % 4]
        return f"Face {name}", lambda d: edits.set_unit_pose(d, target, facing=name)
    what = "zone" if kind == "zone" else str(it.get("type", "terrain")).replace("_", " ")
    if it.get("shape") == "cells":
        cells = [tuple(c) for c in it["cells"]]
        turned_cells = [c for c in grid.rotate(cells, grid.middle(cells), 1 if clockwise else -1) if grid.contains(c)]
        if not turned_cells:
            raise Refusal("turned, it would leave the map")
        return f"Turn {what}", lambda d: edits.update_item(d, target, cells=[list(c) for c in turned_cells])
    if it.get("shape") == "circle":
        raise Refusal("a circle looks the same turned")
    new = shapes.rotate(it, step if clockwise else -step)
    return f"Turn {what}", lambda d: edits.update_item(
        d, target, **{k: new[k] for k in ("points", "center", "rotation") if k in new})


def scaled(doc: dict, target: Target, factor: float):
    it = item(doc, target)
    if it is None:
        raise Refusal("nothing selected")
    if target[0] in ("unit", "objective"):
        raise Refusal("only terrain pieces and zones scale; set a unit's figures or an objective's radius "
                      "in the panel")
    if it.get("shape") == "cells":
        raise Refusal("pieces of a hex or tile map do not scale: paint or erase hexes instead")
    new = shapes.scale(it, factor)
    what = "zone" if target[0] == "zone" else str(it.get("type", "terrain")).replace("_", " ")
    return f"{'Grow' if factor > 1 else 'Shrink'} {what}", lambda d: edits.update_item(
        d, target, **{k: new[k] for k in ("points", "center", "radius", "size") if k in new})


def duplicated(doc: dict, target: Target, *, grid=None, offset: float = 1.0):
    """(label, change) adding a copy next to the original; the change returns the copy's target."""
    it = item(doc, target)
    if it is None or target[0] == "side":
        raise Refusal("nothing selected")
    moved_fields: dict = {}
    if target[0] == "unit":
        if grid is not None:
            taken = {tuple(u.get("at", ())) for s in doc["sides"] for u in s.get("units", [])}
            start = tuple(it["at"])
            ring = [c for c in grid.neighbours(start) if c not in taken]
            if not ring:
                raise Refusal("no free hex next to it for the copy")
            moved_fields["at"] = list(ring[0])
        else:
            x, y, h = it["pose"]
            moved_fields["pose"] = [edits.tidy(x + offset * 2), y, h]
    elif target[0] == "objective":
        if grid is not None:
            ring = grid.neighbours(tuple(it["at"]))
            moved_fields["at"] = list(ring[0]) if ring else it["at"]
        else:
            moved_fields["point"] = [edits.tidy(it["point"][0] + offset), edits.tidy(it["point"][1] + offset)]
    elif it.get("shape") == "cells":
        cells = [tuple(c) for c in it["cells"]]
        step = grid.delta(cells[0], next((n for n in grid.neighbours(cells[0])), cells[0]))
        moved_fields["cells"] = [list(c) for c in grid.translate(cells, step) if grid.contains(c)] or it["cells"]
    else:
        new = shapes.translate(it, offset, offset)
        moved_fields.update({k: new[k] for k in ("points", "center") if k in new})
    return "Duplicate", lambda d: edits.duplicate_item(d, target, copy.deepcopy(moved_fields))


def deleted(doc: dict, target: Target):
    it = item(doc, target)
    if it is None or target[0] == "side":
        raise Refusal("nothing selected")
    names = {"unit": "unit", "objective": "objective", "zone": "zone"}
    what = names.get(target[0]) or str(it.get("type", "terrain")).replace("_", " ")
    return f"Delete {what}", lambda d: edits.delete_item(d, target)
