"""Inch-scale table geometry: poses, base footprints and polygons (how far apart footprints are: `planegaps`).

Conventions (fixed for the whole project):

- Inches; x to the right, y DOWN, origin at the table's top-left corner.
- Heading in degrees clockwise from "up" (-y): forward = (sin h, -cos h), right = (cos h, sin h).
- A polygon is a tuple of (x, y) points, not closed (the last point is not repeated). Polygons made here
  wind **clockwise on screen**, which is a *positive* shoelace area in table coordinates (y down) and the
  winding pymunk expects. `clockwise()` puts any simple polygon into that winding.
- A rectangular base of `width` (frontage) by `depth` is centred on its pose; its corners come in the order
  front-left, front-right, rear-right, rear-left ("left" as the unit sees it).
- A round base is a `Circle`. A footprint is a polygon or a Circle (a point is `Circle(x, y, 0)`).
- A thick polyline (wall, hedge, river) is a `Band(points, width)`.

>>> p = Pose(10, 10, 90)                       # facing right
>>> p.forward == (1.0, 0.0), p.moved(2).x
(True, 12.0)
>>> rect_footprint(Pose(0, 0, 0), 2, 1)
((-1.0, -0.5), (1.0, -0.5), (1.0, 0.5), (-1.0, 0.5))
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import NamedTuple, Union

from .memo import remember
from .polygons import (centroid, clockwise, closest_on_segment, point_in_polygon, point_segment_distance,
                       segments_intersect, signed_area)

__all__ = [
    "Point", "Polygon", "Pose", "Circle", "Band", "Footprint", "MM_PER_INCH",
    "rect_footprint", "round_footprint", "front_edge", "RegimentBlock",
    "signed_area", "clockwise", "centroid", "point_in_polygon", "circle_polygon", "bounds",
    "point_segment_distance", "closest_on_segment", "segments_intersect",
]

Point = tuple[float, float]
Polygon = tuple[Point, ...]
MM_PER_INCH = 25.4


@dataclass(frozen=True, slots=True)
class Pose:
    """A position (inches) and a heading (degrees clockwise from up, kept in [0, 360))."""

    x: float
    y: float
    heading: float = 0.0

    def __post_init__(self) -> None:
        h = float(self.heading) % 360.0
        object.__setattr__(self, "heading", 0.0 if h == 360.0 else h)

    @property
    def position(self) -> Point:
        return (self.x, self.y)

    @property
    def forward(self) -> Point:
        """Unit vector the pose faces.

        >>> Pose(0, 0, 180).forward
        (0.0, 1.0)
        """
        return _vectors(self.heading)[0]

    @property
    def right(self) -> Point:
        """Unit vector to the pose's right (forward turned 90 degrees clockwise)."""
        return _vectors(self.heading)[1]

    def moved(self, forward: float = 0.0, right: float = 0.0) -> Pose:
        """This pose shifted `forward` inches ahead and `right` inches to its right; heading kept.

        >>> Pose(0, 0, 0).moved(3, 1)
        Pose(x=1.0, y=-3.0, heading=0.0)
        """
        fx, fy = self.forward
        rx, ry = self.right
        return Pose(self.x + forward * fx + right * rx, self.y + forward * fy + right * ry, self.heading)

    def turned(self, degrees: float) -> Pose:
        """The same place turned `degrees` clockwise (negative turns left)."""
        return Pose(self.x, self.y, self.heading + degrees)

    def to_world(self, right: float, forward: float) -> Point:
        """The table point `right` inches to the right of and `forward` inches ahead of the pose."""
        fx, fy = self.forward
        rx, ry = self.right
        return (self.x + right * rx + forward * fx, self.y + right * ry + forward * fy)

    def to_local(self, point: Point) -> Point:
        """(right, forward) offsets of a table point as seen from the pose; inverse of `to_world`.

        >>> Pose(5, 5, 90).to_local((5, 7))
        (2.0, 0.0)
        """
        dx, dy = point[0] - self.x, point[1] - self.y
        fx, fy = self.forward
        rx, ry = self.right
        return (dx * rx + dy * ry, dx * fx + dy * fy)


@remember(8192)
def _vectors(heading: float) -> tuple[Point, Point]:
    """(forward, right) unit vectors of a heading, made once each (the same headings recur all battle long;
    `memo.forget` empties it, as benches start cold)."""
    h = math.radians(heading)
    return (_clean(math.sin(h)), _clean(-math.cos(h))), (_clean(math.cos(h)), _clean(math.sin(h)))


def _clean(v: float) -> float:
    """Snap float noise near 0 and +-1 (so sin(180) is exactly 0)."""
    if abs(v) < 1e-15:
        return 0.0
    if abs(abs(v) - 1.0) < 1e-15:
        return math.copysign(1.0, v)
    return v


@dataclass(frozen=True, slots=True)
class Circle:
    """A round base, terrain disc or (with r == 0) a point."""

    x: float
    y: float
    r: float

    @property
    def center(self) -> Point:
        return (self.x, self.y)


Footprint = Union[Polygon, Circle]


class Band(NamedTuple):
    """A thick polyline (wall, hedge, river, road): every point within width/2 of the centre line."""

    points: tuple[Point, ...]
    width: float


def shape_box(shape: Union[Polygon, Circle, Band]) -> tuple[float, float, float, float]:
    """(min x, min y, max x, max y) of a polygon, circle or band (the band's width included)."""
    if isinstance(shape, Circle):
        return (shape.x - shape.r, shape.y - shape.r, shape.x + shape.r, shape.y + shape.r)
    pts = shape.points if isinstance(shape, Band) else shape
    pad = shape.width / 2.0 if isinstance(shape, Band) else 0.0
    xs = [p[0] for p in pts]
    ys = [p[1] for p in pts]
    return (min(xs) - pad, min(ys) - pad, max(xs) + pad, max(ys) + pad)


def rect_footprint(pose: Pose, width: float, depth: float) -> Polygon:
    """Corners front-left, front-right, rear-right, rear-left of a width x depth base centred on `pose`."""
    hw, hd = width / 2.0, depth / 2.0
    fx, fy = pose.forward                        # as `Pose.to_world` four times, the vectors found once
    rx, ry = pose.right
    x, y = pose.x, pose.y
    return ((x + -hw * rx + hd * fx, y + -hw * ry + hd * fy), (x + hw * rx + hd * fx, y + hw * ry + hd * fy),
            (x + hw * rx + -hd * fx, y + hw * ry + -hd * fy), (x + -hw * rx + -hd * fx, y + -hw * ry + -hd * fy))


def round_footprint(pose: Pose, diameter: float) -> Circle:
    """A round base of `diameter` inches centred on `pose`."""
    return Circle(pose.x, pose.y, diameter / 2.0)


def front_edge(pose: Pose, width: float, depth: float) -> tuple[Point, Point]:
    """The front edge (front-left, front-right) of a width x depth base."""
    return (pose.to_world(-width / 2.0, depth / 2.0), pose.to_world(width / 2.0, depth / 2.0))


@dataclass(frozen=True, slots=True)
class RegimentBlock:
    """`models` square-ish bases in ranks of `files`, each base_width_mm x base_depth_mm.

    Models fill ranks from the front, left to right; an incomplete last rank is centred behind the
    others. The block's footprint is the rectangle over all ranks (full frontage, every rank deep),
    centred on the pose; `outline` follows the shorter last rank exactly.

    >>> b = RegimentBlock(files=5, models=12, base_width_mm=25.4, base_depth_mm=25.4)
    >>> (b.ranks, b.width, b.depth, b.last_rank)
    (3, 5.0, 3.0, 2)
    >>> b.model_poses(Pose(0, 0))[-2:]
    (Pose(x=-0.5, y=1.0, heading=0.0), Pose(x=0.5, y=1.0, heading=0.0))
    """

    files: int
    models: int
    base_width_mm: float
    base_depth_mm: float

    def __post_init__(self) -> None:
        if self.files < 1 or self.models < 1:
            raise ValueError("a regiment block needs at least one file and one model")

    @property
    def base_width(self) -> float:
        return self.base_width_mm / MM_PER_INCH

    @property
    def base_depth(self) -> float:
        return self.base_depth_mm / MM_PER_INCH

    @property
    def frontage(self) -> int:
        """Models in the front rank."""
        return min(self.files, self.models)

    @property
    def ranks(self) -> int:
        return -(-self.models // self.files)

    @property
    def last_rank(self) -> int:
        """Models in the rearmost rank (equal to `frontage` when every rank is full)."""
        return self.models - (self.ranks - 1) * self.files

    @property
    def width(self) -> float:
        return self.frontage * self.base_width

    @property
    def depth(self) -> float:
        return self.ranks * self.base_depth

    def footprint(self, pose: Pose) -> Polygon:
        return rect_footprint(pose, self.width, self.depth)

    def outline(self, pose: Pose) -> Polygon:
        """The exact outline: the footprint, or 8 corners when the last rank is short (clockwise)."""
        if self.last_rank == self.frontage:
            return self.footprint(pose)
        hw, hd = self.width / 2.0, self.depth / 2.0
        lw, step = self.last_rank * self.base_width / 2.0, hd - self.base_depth
        local = ((-hw, hd), (hw, hd), (hw, -step), (lw, -step), (lw, -hd), (-lw, -hd), (-lw, -step),
                 (-hw, -step))
        return tuple(pose.to_world(r, f) for r, f in local)

    def model_poses(self, pose: Pose) -> tuple[Pose, ...]:
        """Centre of every model, front rank first, each rank left to right; all face the block's way."""
        out = []
        bw, bd = self.base_width, self.base_depth
        for rank in range(self.ranks):
            n = self.last_rank if rank == self.ranks - 1 else self.frontage
            fwd = self.depth / 2.0 - (rank + 0.5) * bd
            for i in range(n):
                rx, ry = pose.to_world((i - (n - 1) / 2.0) * bw, fwd)
                out.append(Pose(rx, ry, pose.heading))
        return tuple(out)

    def model_footprints(self, pose: Pose) -> tuple[Polygon, ...]:
        return tuple(rect_footprint(p, self.base_width, self.base_depth) for p in self.model_poses(pose))


# --- shapes ---------------------------------------------------------------------------------------

def bounds(shape: Footprint) -> tuple[float, float, float, float]:
    """(min x, min y, max x, max y)."""
    if isinstance(shape, Circle):
        return (shape.x - shape.r, shape.y - shape.r, shape.x + shape.r, shape.y + shape.r)
    xs, ys = zip(*shape)
    return (min(xs), min(ys), max(xs), max(ys))


def bounds_gap(a: tuple[float, float, float, float], b: tuple[float, float, float, float]) -> float:
    """The distance between two boxes given as `bounds` gives them: no point of one is nearer than this to a
    point of the other, so two shapes inside them are at least this far apart edge to edge."""
    return math.hypot(max(0.0, a[0] - b[2], b[0] - a[2]), max(0.0, a[1] - b[3], b[1] - a[3]))


def circle_polygon(circle: Circle, segments: int = 32, outer: bool = False) -> Polygon:
    """A regular polygon for `circle`, clockwise; inscribed, or circumscribed when `outer`."""
    r = circle.r / math.cos(math.pi / segments) if outer else circle.r
    return tuple((circle.x + r * math.cos(2 * math.pi * i / segments),
                  circle.y + r * math.sin(2 * math.pi * i / segments)) for i in range(segments))
