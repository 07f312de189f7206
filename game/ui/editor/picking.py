"""What lies under a point of the board, topmost first: units, objectives, terrain, zones.

Clicking the same spot again selects the next thing down (a wood under a unit,
the zone under the wood).
"""
from __future__ import annotations

import math

from . import shapes
from .targets import Target

__all__ = ["things_at", "terrain_order"]

OBJECTIVE_PICK_PX = 12
LINE_PICK_PX = 5


def terrain_order(terrain: list[dict]) -> list[int]:
    """Indexes of pieces in drawing order (areas, then lines, then crossings; file order within), as the
    board renderer draws them."""
    return sorted(range(len(terrain)), key=lambda i: (terrain[i].get("type") in ("bridge", "ford"),
                                                      terrain[i].get("shape") == "polyline", i))


def things_at(doc: dict, views: dict, artist, layout, camera, wx: float, wy: float) -> list[Target]:
    out: list[Target] = []
    cell_map = layout.kind != "table"
    cell = layout.cell_at(wx, wy) if cell_map else None
    ids = {}
    for si, side in enumerate(doc["sides"]):
        for ui, u in enumerate(side.get("units", [])):
            ids[u.get("id")] = (si, ui)
    unit_hits = []
    for v in views.values():
        if cell_map:
            at = ids.get(v.id)
            u = doc["sides"][at[0]]["units"][at[1]] if at else None
            if u is not None and cell is not None and tuple(u.get("at", ())) == cell:
                unit_hits.append(v.id)
        elif artist.hit(v, wx, wy):
            unit_hits.append(v.id)
    for uid in reversed(unit_hits):
        out.append(("unit", *ids[uid]))
    tol = OBJECTIVE_PICK_PX / camera.scale
    for oi, obj in enumerate(doc.get("objectives", [])):
        if obj.get("point") is not None:
            ox, oy = obj["point"]
        elif obj.get("at") is not None and cell_map:
            if cell is not None and tuple(obj["at"]) == cell:
                out.append(("objective", oi))
            continue
        else:
            continue
        if math.hypot(wx - ox, wy - oy) <= tol:
            out.append(("objective", oi))
    terrain = doc.get("terrain", [])
    for ti in reversed(terrain_order(terrain)):
        piece = terrain[ti]
        if piece.get("shape") == "cells":
            if cell is not None and any(tuple(c) == cell for c in piece["cells"]):
                out.append(("terrain", ti))
        elif not cell_map and shapes.hit(piece, wx, wy, LINE_PICK_PX / camera.scale):
            out.append(("terrain", ti))
    for si, side in enumerate(doc["sides"]):
        for zi, zone in enumerate(side.get("deployment", [])):
            if zone.get("shape") == "cells":
                if cell is not None and any(tuple(c) == cell for c in zone["cells"]):
                    out.append(("zone", si, zi))
            elif not cell_map and shapes.hit(zone, wx, wy, LINE_PICK_PX / camera.scale):
                out.append(("zone", si, zi))
    return out
