"""What a move's walk reads (`walk_key`), the key it is kept under across states (`movement._WALKS`); the
units' boxes it reads are worked out once per decision while its legal actions are listed (`decision`)."""
from __future__ import annotations

import math

from .decision import decision_boxes, decision_movers, models_entry, one_decision, vehicle_entry
from .state import State, Unit

__all__ = ["walk_key", "one_decision"]


def walk_key(state: State, u: Unit, path) -> tuple | None:
    """All that `_walk` reads: the table, the terrain (its key, what is destroyed or burning), the mover
    (its pose, size, kind, profile, whom it joined, its living models), the path, and every other unit that
    `obstacles_for` lists and whose footprints' box comes within reach of the path: each model stands within
    `reach` of the anchor, and the anchor stays within the box of the path's points (the walk cannot meet a
    shape beyond that: `blocked_by` skips shapes whose boxes do not meet the model's)."""
    try:
        path = tuple((float(p[0]), float(p[1]), float(p[2])) for p in path)
    except (TypeError, ValueError, IndexError):
        return None
    xs, ys = [p[0] for p in path], [p[1] for p in path]
    head, reach, others = _mover(state, u)
    x0, x1, y0, y1 = min(xs) - reach, max(xs) + reach, min(ys) - reach, max(ys) + reach
    if others is None:      # asked once for this state (a move carried out): found directly
        near = _near_units(state, u.id, u.joined, x0, x1, y0, y1)
    else:
        near = []
        for vehicle, bx0, bx1, by0, by1, h, pts, entry in others:
            if vehicle:
                if bx0 > x1 or bx1 < x0 or by0 > y1 or by1 < y0:
                    continue
            else:       # a model's base within the box grown by its radius (none if the models' box misses it)
                lx, hx, ly, hy = x0 - h, x1 + h, y0 - h, y1 + h
                if bx1 < lx or bx0 > hx or by1 < ly or by0 > hy or \
                        not any(lx <= x <= hx and ly <= y <= hy for x, y in pts):
                    continue
            near.append(entry)
    return head + (path, tuple(near))


def _mover(state: State, u: Unit) -> tuple:
    """What of a walk key does not depend on the path: (the key's entries of the table, the terrain and the
    mover, its reach (its farthest footprint from its anchor, 0.01 to spare), the boxes of the units that
    are not the mover, its host or its guests (`decision_boxes`) while a decision's legal actions are
    listed, else None), worked out once per mover in a listing (`decision_movers`)."""
    movers = decision_movers(state)
    if movers is None or state.units.get(u.id) is not u:
        return _mover_afresh(state, u, False)
    got = movers.get(u.id)
    if got is None:
        got = movers[u.id] = _mover_afresh(state, u, True)
    return got


def _mover_afresh(state: State, u: Unit, listing: bool) -> tuple:
    living = tuple((m.x, m.y) for m in u.living)
    if u.is_vehicle:
        reach = math.hypot(u.width, u.depth) / 2.0
    else:
        reach = max((math.hypot(x - u.x, y - u.y) for x, y in living), default=0.0) + u.base / 2.0
    head = (state.terrain_key, tuple(state.destroyed_terrain), tuple(state.burning), state.width, state.height,
            u.id, u.kind, u.profile, u.joined, u.x, u.y, u.heading, u.width, u.depth, u.base, living)
    uid, ujoined = u.id, u.joined
    others = [box[1:] for box in decision_boxes(state)
              if not (box[0].id == uid or box[0].joined == uid or ujoined == box[0].id)] if listing else None
    return head, reach + 0.01, others


def _near_units(state: State, uid: str, ujoined: str, x0: float, x1: float, y0: float, y1: float) -> list:
    """`walk_key`'s near entries worked out without the boxes of every unit (`_boxes`): the same units, the
    same tests (a unit's models' box meets the grown box whenever one of its models stands inside it), the
    same entries, in the same order."""
    units = state.units
    out = []
    for o in units.values():
        if not o.alive or (o.inside and o.inside in units) or o.id == uid or o.joined == uid or ujoined == o.id:
            continue
        if o.kind == "vehicle":
            h = math.hypot(o.width, o.depth) / 2.0
            if not (o.x - h > x1 or o.x + h < x0 or o.y - h > y1 or o.y + h < y0):
                out.append(vehicle_entry(o))
            continue
        h = o.base / 2.0
        lx, hx, ly, hy = x0 - h, x1 + h, y0 - h, y1 + h
        if any(m.alive and lx <= m.x <= hx and ly <= m.y <= hy for m in o.models):
            out.append(models_entry(o, tuple((m.x, m.y) for m in o.models if m.alive)))
    return out
