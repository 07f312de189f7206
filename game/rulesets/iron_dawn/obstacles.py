"""What stands in a moving unit's way: terrain it may not cross (by its height against half the model's
height; vehicles only through light cover), building walls away from the openings, abandoned vehicles,
and every other unit's bases and hulls."""
from __future__ import annotations

from ...core.kept import Kept
from ...geometry.plane import Circle, bounds
from ...geometry.planegaps import circles_overlap, edge_distance, overlapping
from ...geometry.polygons import edge_faces, nearest_edge, point_segment_distance
from .profiles import lookup
from .state import State, Unit
from .terrain import OPENING_CAP, VEHICLE_PASSABLE, pieces
from .decision import decision_boxes

__all__ = ["Obstacle", "obstacles_for", "openings_of", "openings_facing", "building_at", "blocked_by",
           "circle_blocked_by"]


class Obstacle:
    __slots__ = ("shape", "box", "label", "section", "building")

    def __init__(self, shape, label, section, building=None, box=None):
        self.shape, self.label, self.section, self.building = shape, label, section, building
        self.box = bounds(shape) if box is None else box


def openings_of(state: State, building) -> list:
    """The door, window and hole pieces touching a building."""
    out = []
    for p in pieces(state):
        if p.type in OPENING_CAP and p.key not in state.destroyed_terrain:
            if any(edge_distance(a, b) <= 0.3 for a in p.polys for b in building.polys):
                out.append(p)
    return out


def openings_facing(state: State, building, point) -> list:
    """The openings of `building` in a wall that faces `point` (Buildings and ruins: a wall with no window,
    door or hole cannot be fired through): an opening belongs to the building's wall nearest its centre, and
    that wall faces the point when the point lies outside the wall's line."""
    out = []
    for op in openings_of(state, building):
        x0, y0, x1, y1 = op.box
        c = ((x0 + x1) / 2, (y0 + y1) / 2)
        poly = min(building.polys, key=lambda q: min(point_segment_distance(c, q[i], q[(i + 1) % len(q)])
                                                       for i in range(len(q))))
        if edge_faces(poly, nearest_edge(poly, c), point):
            out.append(op)
    return out


def building_at(state: State, point) -> object | None:
    return next((p for p in pieces(state) if p.type == "building" and p.contains(point)), None)


_TERRAIN = Kept("iron_dawn terrain obstacles", 256)   # (terrain, destroyed, vehicle, height) -> obstacles


def obstacles_for(state: State, u: Unit, near: tuple | None = None) -> list[Obstacle]:
    """Everything in `u`'s way, terrain first, in order; with `near` (a box x0, y0, x1, y1), only those whose
    boxes meet it."""
    height = 0.0 if u.is_vehicle else lookup(u.profile).height
    out = list(_TERRAIN.ask((state.terrain_key, tuple(state.destroyed_terrain), u.is_vehicle, height),
                            lambda: _terrain_obstacles(state, u.is_vehicle, height)))
    if near is not None:
        out = [ob for ob in out if _meet(ob.box, near)]
    from . import sections as S
    for o, vehicle, ux0, ux1, uy0, uy1, _h, _pts, _entry in decision_boxes(state):
        if o.id == u.id or o.joined == u.id or u.joined == o.id:
            continue
        label = o.name + (" (abandoned)" if o.abandoned else "")
        if vehicle:         # its hull lies within its half-diagonal of its centre (1e-6: the corners' rounding)
            if near is not None and (ux0 - 1e-6 > near[2] or ux1 + 1e-6 < near[0] or uy0 - 1e-6 > near[3]
                                     or uy1 + 1e-6 < near[1]):
                continue
            fp = o.hull()
            box = bounds(fp)
            if near is None or _meet(box, near):
                out.append(Obstacle(fp, label, S.MOVEMENT, box=box))
            continue
        r = o.base / 2.0          # `Unit.footprints`: a circle per living model, boxes as `bounds` gives them
        if near is not None and (ux0 - r > near[2] or ux1 + r < near[0] or uy0 - r > near[3] or uy1 + r < near[1]):
            continue        # the box of its models' centres, grown by r, misses `near`: so does each model's box
        for m in o.models:
            if m.alive:
                box = (m.x - r, m.y - r, m.x + r, m.y + r)
                if near is None or _meet(box, near):
                    out.append(Obstacle(Circle(m.x, m.y, r), label, S.MOVEMENT, box=box))
    return out


def _meet(box, near) -> bool:
    return not (box[0] > near[2] or box[2] < near[0] or box[1] > near[3] or box[3] < near[1])


def _terrain_obstacles(state: State, vehicle: bool, height: float) -> tuple[Obstacle, ...]:
    """The terrain in the way of a vehicle or of a model of `height` (the pieces' order, polygon by polygon):
    all that it reads is the terrain, what of it is destroyed, and those two."""
    from . import sections as S
    out: list[Obstacle] = []
    for p in pieces(state):
        if p.key in state.destroyed_terrain or p.type in OPENING_CAP or p.type == "trench":
            continue
        if p.type == "building":
            for poly in p.polys:
                out.append(Obstacle(poly, p.name, S.BUILDINGS, building=p))
            continue
        if vehicle:
            if p.type not in VEHICLE_PASSABLE:
                for poly in p.polys:
                    out.append(Obstacle(poly, p.name, S.VEHICLE_MOVEMENT))
        elif p.type != "trees" and p.height > height / 2.0 + 1e-9:
            for poly in p.polys:
                out.append(Obstacle(poly, f"{p.name} ({p.height:g}\" high)", S.MOVEMENT))
    return tuple(out)


def blocked_by(state: State, fp, obstacles: list[Obstacle], *, centre=None, openings=None) -> Obstacle | None:
    """The first obstacle `fp` (a circle or hull polygon) overlaps; a building does not block a base that
    stands inside it or on one of its openings."""
    if type(fp) is Circle:
        return circle_blocked_by(state, fp.x, fp.y, fp.r, obstacles, openings)
    x0, y0, x1, y1 = bounds(fp)
    for ob in obstacles:
        bx0, by0, bx1, by1 = ob.box
        if bx0 > x1 or bx1 < x0 or by0 > y1 or by1 < y0:
            continue
        if overlapping(fp, ob.shape, 1e-6):
            return ob
    return None


def circle_blocked_by(state: State, x: float, y: float, r: float, obstacles: list[Obstacle],
                      openings: dict | None = None) -> Obstacle | None:
    """`blocked_by` of the round base `Circle(x, y, r)`, made only if a building is met: its box as `bounds`
    gives it, and a round obstacle tested with `circles_overlap` (tol 1e-6)."""
    x0, y0, x1, y1 = x - r, y - r, x + r, y + r
    for ob in obstacles:
        bx0, by0, bx1, by1 = ob.box
        if bx0 > x1 or bx1 < x0 or by0 > y1 or by1 < y0:
            continue
        shape = ob.shape
        if type(shape) is Circle:
            if not circles_overlap(x, y, r, shape.x, shape.y, shape.r, 1e-6):
                continue
        elif not overlapping(Circle(x, y, r), shape, 1e-6):
            continue
        if ob.building is not None:
            if ob.building.contains((x, y)):
                continue
            if ob.building.key in state.burning:
                return ob
            ops = openings.get(ob.building.key) if openings is not None else None
            if ops is None:
                ops = openings_of(state, ob.building)
                if openings is not None:
                    openings[ob.building.key] = ops
            wide = [op for op in ops if max(op.box[2] - op.box[0], op.box[3] - op.box[1]) >= 0.75 * 2 * r - 1e-9]
            fp = Circle(x, y, r)
            if any(overlapping(fp, poly, 1e-6) for op in wide for poly in op.polys):
                continue
        return ob
    return None
