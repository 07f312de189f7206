"""What the battle screen shades for a unit's sight, read the way shooting reads it (Attack Phase ›
Shooting, Terrains › Hills and Forests): sight-blocking ground hides what lies beyond it, not what stands on
it, so the top of a hill and a wood's edge are seen when nothing else is in the way; more than 2" inside a
wood is hidden; ground the viewer's own block stands on hides nothing from it."""
from __future__ import annotations

import math

from ...core.ruleset import Sight
from ...core.tableterrain import band_polygons
from ...geometry.plane import Band, Circle, circle_polygon
from ...geometry.planegaps import shrink
from ...geometry.planearcs import fire_arc_polygon
from ...geometry.seeinto import seen_into
from ...geometry.visibility import Occluders, visibility_polygon
from .charge import CHARGE_REACH
from .geo import geo
from .terrain import BLOCKS_SIGHT, FOREST, FOREST_EDGE, HILL, terrain_of

__all__ = ["sight", "SEEN_INTO"]

SEEN_INTO = HILL | FOREST      # ground that hides what is beyond it but not what stands on it


def _polygons(shape) -> list:
    if isinstance(shape, Circle):
        return [circle_polygon(shape, 32)]
    if isinstance(shape, Band):
        return band_polygons(shape)
    return [shape]


def sight(state, uid):
    u = state.units.get(uid)
    if u is None or not u.alive:
        return None
    if u.attached:
        u = state.units[u.attached]
    origin = (u.x, u.y) if u.garrison else u.front_centre()     # a garrison looks out from inside its walls
    tt = terrain_of(state)
    own = {s.key for s in tt.overlapping(geo(state).fps[u.id], BLOCKS_SIGHT)}
    shapes = [s for s in tt.of(BLOCKS_SIGHT) if s.key not in own and not s.contains(origin)]
    pieces = [_polygons(s.shape) for s in shapes]
    far = math.hypot(*state.table)
    poly = visibility_polygon(origin, Occluders.build([p for piece in pieces for p in piece]), far)
    seen = seen_into(origin, pieces, [i for i, s in enumerate(shapes) if s.categories & SEEN_INTO], far)
    hidden = []
    for s in shapes:
        if s.categories & FOREST and not s.is_line:
            deep = shrink(s.shape, FOREST_EDGE)
            hidden.append(circle_polygon(deep, 32) if isinstance(deep, Circle) else deep)
    arc = fire_arc_polygon(u.pose, u.width, u.depth, u.range) if u.range and not u.garrison else ()
    ranges = ((("charge reach", CHARGE_REACH + u.M),) if not u.garrison else ()) + \
        ((("range", u.range),) if u.range else ())
    return Sight(polygon=tuple(tuple(p) for p in poly), arc=tuple(arc), origin=origin, ranges=ranges,
                 seen=tuple(seen), hidden=tuple(tuple(map(tuple, h)) for h in hidden if len(h) >= 3))
