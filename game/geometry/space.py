"""A pymunk spatial index of terrain and unit bases, used only for queries (never `space.step()`).

Terrain lives on the space's static body: polygons (concave ones split with
`pymunk.autogeometry.convex_decomposition`), circles, and thick polylines (one `Segment` with radius
width/2 per piece). Each unit base is a KINEMATIC body carrying one box or circle; `move_base` sets its
position and angle and calls `space.reindex_shapes_for_body`. Every shape carries the caller's category
bits (e.g. BLOCKS_SIGHT | BLOCKS_MOVE, or BASE) as a `pymunk.ShapeFilter`; queries take a `mask` of the
categories they look at. Results are the caller's keys (any hashable), never pymunk shapes.

Queries take candidates from the index (`bb_query`, `segment_query`, `point_query`) and decide overlap and
distance exactly with `plane` (pymunk's contact depths are unreliable for deeply nested shapes). "Overlap"
means interiors overlapping by more than `tol` (bases merely touching do not overlap); `near` finds shapes
closer than a distance, edge to edge.

>>> BLOCKS_MOVE, BASE = 1, 2
>>> ix = SpatialIndex()
>>> ix.add_polygon("wood", ((0, 0), (4, 0), (4, 4), (0, 4)), BLOCKS_MOVE)
>>> ix.add_base("b1", Pose(6, 2, 0), BASE, size=(1, 1))
>>> ix.overlaps(rect_footprint(Pose(5, 2), 2, 1), BLOCKS_MOVE | BASE)       # touches the wood only
['b1']
>>> sorted(ix.overlaps(rect_footprint(Pose(5, 2), 2.2, 1), BLOCKS_MOVE | BASE))
['b1', 'wood']
>>> ix.near(rect_footprint(Pose(8, 2), 1, 1), 1.5, BASE), ix.near(rect_footprint(Pose(8, 2), 1, 1), 0.5, BASE)
(['b1'], [])
>>> ix.ray_first((-2, 2), (10, 2), BASE).key
'b1'
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Hashable, Iterable, Sequence

import pymunk
from pymunk import autogeometry

from .plane import Circle, Footprint, Point, Pose, bounds, clockwise
from .planegaps import edge_distance, overlapping
from .plane import rect_footprint  # noqa: F401  (used by the examples)

__all__ = ["SpatialIndex", "RayHit", "ALL", "is_convex", "convex_pieces"]

ALL = pymunk.ShapeFilter.ALL_MASKS()


@dataclass(frozen=True, slots=True)
class RayHit:
    """The first shape along a segment: its key, the hit point, the fraction of the way (0..1), the normal."""

    key: Hashable
    point: Point
    alpha: float
    normal: Point


def is_convex(poly: Sequence[Point]) -> bool:
    """Whether a polygon (either winding) is convex; collinear vertices allowed."""
    n = len(poly)
    sign = 0
    for i in range(n):
        (ax, ay), (bx, by), (cx, cy) = poly[i], poly[(i + 1) % n], poly[(i + 2) % n]
        z = (bx - ax) * (cy - by) - (by - ay) * (cx - bx)
        if abs(z) > 1e-12:
            s = 1 if z > 0 else -1
            if sign and s != sign:
                return False
            sign = s
    return True


def convex_pieces(poly: Sequence[Point], tolerance: float = 0.0) -> list[tuple[Point, ...]]:
    """`poly` itself if convex, else its convex decomposition (pieces wind clockwise on screen)."""
    pts = clockwise(poly)
    if is_convex(pts):
        return [pts]
    hulls = autogeometry.convex_decomposition(list(pts) + [pts[0]], tolerance)
    out = []
    for h in hulls:
        piece = [(float(p.x), float(p.y)) for p in h]
        if len(piece) > 3 and piece[0] == piece[-1]:
            piece.pop()
        out.append(tuple(piece))
    return out


class SpatialIndex:
    """Terrain and bases in one `pymunk.Space`, keyed by the caller's ids."""

    def __init__(self) -> None:
        self.space = pymunk.Space()
        self._shapes: dict[Hashable, list[pymunk.Shape]] = {}
        self._bodies: dict[Hashable, pymunk.Body] = {}
        self._key: dict[pymunk.Shape, Hashable] = {}

    # --- building --------------------------------------------------------------------------------

    def _register(self, key: Hashable, shapes: list[pymunk.Shape], categories: int, body=None) -> None:
        if key in self._shapes:
            raise KeyError(f"{key!r} is already in the index")
        for s in shapes:
            s.filter = pymunk.ShapeFilter(categories=categories)
            self._key[s] = key
        if body is not None:
            self._bodies[key] = body
            self.space.add(body, *shapes)
        else:
            self.space.add(*shapes)
        self._shapes[key] = shapes

    def add_polygon(self, key: Hashable, points: Sequence[Point], categories: int, tolerance: float = 0.0) -> None:
        """A terrain polygon (any winding; concave ones are split into convex pieces)."""
        sb = self.space.static_body
        self._register(key, [pymunk.Poly(sb, piece) for piece in convex_pieces(points, tolerance)], categories)

    def add_circle(self, key: Hashable, center: Point, radius: float, categories: int) -> None:
        self._register(key, [pymunk.Circle(self.space.static_body, radius, tuple(center))], categories)

    def add_polyline(self, key: Hashable, points: Sequence[Point], width: float, categories: int) -> None:
        """A wall, hedge or river: each piece a segment with radius width/2 (round ends)."""
        sb = self.space.static_body
        segs = [pymunk.Segment(sb, tuple(points[i]), tuple(points[i + 1]), width / 2.0)
                for i in range(len(points) - 1) if tuple(points[i]) != tuple(points[i + 1])]
        self._register(key, segs, categories)

    def add_base(self, key: Hashable, pose: Pose, categories: int, *, size: tuple[float, float] | None = None,
                 diameter: float | None = None) -> None:
        """A unit base: a width x depth box (`size`) or a round base (`diameter`) on a kinematic body."""
        body = pymunk.Body(body_type=pymunk.Body.KINEMATIC)
        if diameter is not None:
            shape = pymunk.Circle(body, diameter / 2.0)
        elif size is not None:
            hw, hd = size[0] / 2.0, size[1] / 2.0
            # body frame: x to the base's right, y to its rear (heading 0 = table axes)
            shape = pymunk.Poly(body, [(-hw, -hd), (hw, -hd), (hw, hd), (-hw, hd)])
        else:
            raise ValueError("add_base needs size=(width, depth) or diameter=")
        self._register(key, [shape], categories, body)
        self.move_base(key, pose)

    def move_base(self, key: Hashable, pose: Pose) -> None:
        body = self._bodies[key]
        body.position = (pose.x, pose.y)
        body.angle = math.radians(pose.heading)
        self.space.reindex_shapes_for_body(body)

    def remove(self, key: Hashable) -> None:
        shapes = self._shapes.pop(key)
        for s in shapes:
            del self._key[s]
        body = self._bodies.pop(key, None)
        if body is not None:
            self.space.remove(body, *shapes)
        else:
            self.space.remove(*shapes)

    def __contains__(self, key: Hashable) -> bool:
        return key in self._shapes

    def keys(self) -> list[Hashable]:
        return list(self._shapes)

    def categories(self, key: Hashable) -> int:
        return self._shapes[key][0].filter.categories

    def key_of(self, shape: pymunk.Shape) -> Hashable:
        return self._key[shape]

    # --- queries ---------------------------------------------------------------------------------

    def _geometry(self, shape: pymunk.Shape):
        """The shape in table coordinates: a polygon, a Circle, or (a, b, radius) for a segment."""
        body = shape.body
        if isinstance(shape, pymunk.Poly):
            return tuple((v.x, v.y) for v in (body.local_to_world(p) for p in shape.get_vertices()))
        if isinstance(shape, pymunk.Circle):
            c = body.local_to_world(shape.offset)
            return Circle(c.x, c.y, shape.radius)
        a, b = body.local_to_world(shape.a), body.local_to_world(shape.b)
        return ((a.x, a.y), (b.x, b.y), shape.radius)

    def _distance(self, shape: pymunk.Shape, footprint: Footprint) -> float:
        """Edge-to-edge distance from a stored shape to a footprint; negative inside a thick segment."""
        g = self._geometry(shape)
        if isinstance(g, tuple) and len(g) == 3 and not isinstance(g[2], tuple):
            a, b, r = g
            return edge_distance((a, b, b, a), footprint) - r
        return edge_distance(g, footprint)

    def _candidates(self, footprint: Footprint, grow: float, mask: int, exclude) -> Iterable:
        x0, y0, x1, y1 = bounds(footprint)
        bb = pymunk.BB(x0 - grow, y0 - grow, x1 + grow, y1 + grow)
        excl = set(exclude)
        for shape in self.space.bb_query(bb, pymunk.ShapeFilter(mask=mask)):
            key = self._key.get(shape)
            if key is not None and key not in excl:
                yield key, shape

    def overlaps(self, footprint: Footprint, mask: int = ALL, exclude: Iterable[Hashable] = (),
                 tol: float = 1e-6) -> list[Hashable]:
        """Keys whose shapes overlap `footprint` (a polygon or Circle in table coordinates) by more than
        `tol`; touching does not count. Candidates come from the index, the test is exact
        (`planegaps.overlapping`)."""
        out: list[Hashable] = []
        for key, shape in self._candidates(footprint, 0.0, mask, exclude):
            if key in out:
                continue
            g = self._geometry(shape)
            if isinstance(g, tuple) and len(g) == 3 and not isinstance(g[2], tuple):
                a, b, r = g                                  # a thick polyline piece: a capsule
                hit = edge_distance((a, b, b, a), footprint) < r - tol
            else:
                hit = overlapping(g, footprint, tol)
            if hit:
                out.append(key)
        return out

    def near(self, footprint: Footprint, distance: float, mask: int = ALL, exclude: Iterable[Hashable] = ()) \
            -> list[Hashable]:
        """Keys whose shapes come closer than `distance` inches to `footprint` (edge to edge)."""
        out: list[Hashable] = []
        for key, shape in self._candidates(footprint, distance, mask, exclude):
            if key not in out and self._distance(shape, footprint) < distance:
                out.append(key)
        return out

    def clear_of(self, footprint: Footprint, distance: float, mask: int = ALL,
                 exclude: Iterable[Hashable] = ()) -> bool:
        """Whether `footprint` is at least `distance` inches from every shape in `mask`."""
        return not self.near(footprint, distance, mask, exclude)

    def ray_first(self, start: Point, end: Point, mask: int = ALL, exclude: Iterable[Hashable] = (),
                  radius: float = 0.0) -> RayHit | None:
        """The first shape hit going from `start` to `end` (a shape holding `start` is hit at alpha 0)."""
        flt = pymunk.ShapeFilter(mask=mask)
        excl = set(exclude)
        if not excl:
            info = self.space.segment_query_first(tuple(start), tuple(end), radius, flt)
            hits = [info] if info is not None and info.shape in self._key else []
        else:
            hits = [h for h in self.space.segment_query(tuple(start), tuple(end), radius, flt)
                    if h.shape in self._key and self._key[h.shape] not in excl]
        if not hits:
            return None
        h = min(hits, key=lambda q: q.alpha)
        point = (float(start[0]), float(start[1])) if h.alpha <= 0.0 else (h.point.x, h.point.y)
        return RayHit(self._key[h.shape], point, h.alpha, (h.normal.x, h.normal.y))

    def at_point(self, point: Point, mask: int = ALL, max_distance: float = 0.0) -> list[Hashable]:
        """Keys of shapes within `max_distance` of `point` (0: containing it), nearest first."""
        hits = self.space.point_query(tuple(point), max_distance, pymunk.ShapeFilter(mask=mask))
        out: list[Hashable] = []
        for h in sorted(hits, key=lambda q: q.distance):
            key = self._key.get(h.shape)
            if key is not None and key not in out:
                out.append(key)
        return out

    def pick(self, point: Point, mask: int = ALL, max_distance: float = 0.0,
             exclude: Iterable[Hashable] = ()) -> Hashable | None:
        """The key of the shape nearest to `point` within `max_distance` (a shape holding it wins)."""
        excl = set(exclude)
        if not excl:
            info = self.space.point_query_nearest(tuple(point), max_distance, pymunk.ShapeFilter(mask=mask))
            return None if info is None else self._key.get(info.shape)
        for key in self.at_point(point, mask, max_distance):
            if key not in excl:
                return key
        return None

    def in_box(self, x0: float, y0: float, x1: float, y1: float, mask: int = ALL, exact: bool = True) -> list[Hashable]:
        """Keys of shapes touching the box (rubber-band selection); `exact=False` tests bounding boxes only."""
        left, right, top, bottom = min(x0, x1), max(x0, x1), min(y0, y1), max(y0, y1)
        if exact:
            box = ((left, top), (right, top), (right, bottom), (left, bottom))
            return self.near(box, 1e-9, mask)
        out: list[Hashable] = []
        for s in self.space.bb_query(pymunk.BB(left, top, right, bottom), pymunk.ShapeFilter(mask=mask)):
            key = self._key.get(s)
            if key is not None and key not in out:
                out.append(key)
        return out

    def footprint(self, key: Hashable) -> list:
        """The current table-space pieces of `key`: polygons, Circles, or (a, b, radius) for a thick
        polyline's segments."""
        return [self._geometry(s) for s in self._shapes[key]]

