"""The terrain of a table scenario as geometry: shapes, caller categories and a spatial index.

Rule-free. A ruleset says which categories each terrain type has (bit flags of
its own choosing, e.g. BLOCKS_MOVE | BLOCKS_SIGHT) with a mapping or a function
of the type key; this module turns the scenario's pieces (content.terrain:
polygon, circle, rect, thick polyline) into geometry shapes (`Polygon`,
`Circle`, `Band`), indexes them in a `geometry.space.SpatialIndex`, and answers
the questions every inch-scale ruleset and the battle screen ask: what lies
here, what does this footprint overlap, which shapes block sight.

Shape keys are the piece's `id` when it has one, else ``"terrain.<i>"`` (its
position in the scenario's list). Pieces may be pydantic models or plain dicts
with the same fields.

>>> WOODS, HILL = 1, 2
>>> pieces = [{"type": "woods", "shape": "rect", "center": [5, 5], "size": [4, 2]},
...           {"type": "hill", "shape": "circle", "center": [20, 5], "radius": 3, "level": 2},
...           {"type": "road", "shape": "polyline", "points": [[0, 10], [30, 10]], "width": 1}]
>>> tt = TableTerrain.build(pieces, {"woods": WOODS, "hill": HILL})
>>> [s.key for s in tt.at((5, 5))], tt.level_at((20, 6), HILL), tt.level_at((5, 5), HILL)
(['terrain.0'], 2, 0)
>>> [s.key for s in tt.of(WOODS | HILL)]
['terrain.0', 'terrain.1']
>>> tt.shape("terrain.0").shape
((3.0, 4.0), (7.0, 4.0), (7.0, 6.0), (3.0, 6.0))
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Mapping, Sequence, Union

from ..geometry.plane import Band, Circle, Footprint, Point, Polygon, Pose, circle_polygon, clockwise, \
    point_in_polygon, rect_footprint, shape_box
from ..geometry.space import SpatialIndex

__all__ = ["TableShape", "TableTerrain", "piece_geometry", "shape_box", "shape_contains", "band_polygons"]

Geometry = Union[Polygon, Circle, Band]
ALL_CATEGORIES = 0xFFFFFFFF


def _get(piece: Any, name: str, default: Any = None) -> Any:
    if isinstance(piece, Mapping):
        return piece.get(name, default)
    return getattr(piece, name, default)


def piece_geometry(piece: Any) -> Geometry:
    """The geometry of one table terrain piece: a clockwise polygon, a Circle or a Band.

    >>> piece_geometry({"shape": "circle", "center": [1, 2], "radius": 3})
    Circle(x=1.0, y=2.0, r=3.0)
    """
    kind = _get(piece, "shape")
    if kind == "polygon":
        return clockwise(_get(piece, "points"))
    if kind == "circle":
        cx, cy = _get(piece, "center")
        return Circle(float(cx), float(cy), float(_get(piece, "radius")))
    if kind == "rect":
        (cx, cy), (w, h) = _get(piece, "center"), _get(piece, "size")
        return clockwise(rect_footprint(Pose(float(cx), float(cy), float(_get(piece, "rotation", 0.0) or 0.0)),
                                        float(w), float(h)))
    if kind == "polyline":
        pts = tuple((float(x), float(y)) for x, y in _get(piece, "points"))
        return Band(pts, float(_get(piece, "width", 1.0) or 1.0))
    raise ValueError(f"a table terrain piece cannot be a {kind!r} (polygon, circle, rect or polyline)")


def shape_contains(shape: Geometry, point: Point) -> bool:
    """Whether `point` lies in the shape's closed region."""
    x, y = point
    if isinstance(shape, Circle):
        return math.hypot(x - shape.x, y - shape.y) <= shape.r + 1e-9
    if isinstance(shape, Band):
        from ..geometry.plane import point_segment_distance

        pts, r = shape.points, shape.width / 2.0
        return any(point_segment_distance(point, pts[i], pts[i + 1]) <= r + 1e-9 for i in range(len(pts) - 1))
    return point_in_polygon(point, shape)


def band_polygons(band: Band) -> list[Polygon]:
    """A band as one rectangle per piece of its centre line (the round joints left out)."""
    out: list[Polygon] = []
    r = band.width / 2.0
    for (x0, y0), (x1, y1) in zip(band.points, band.points[1:]):
        length = math.hypot(x1 - x0, y1 - y0)
        if length == 0:
            continue
        nx, ny = -(y1 - y0) / length * r, (x1 - x0) / length * r
        out.append(clockwise(((x0 + nx, y0 + ny), (x1 + nx, y1 + ny), (x1 - nx, y1 - ny), (x0 - nx, y0 - ny))))
    return out


@dataclass(frozen=True, slots=True)
class TableShape:
    """One terrain piece as geometry: its key, position in the scenario, type, level and categories."""

    key: str
    index: int
    type: str
    categories: int
    shape: Geometry
    level: int = 0
    name: str | None = None
    box: tuple[float, float, float, float] = (0.0, 0.0, 0.0, 0.0)

    @property
    def is_line(self) -> bool:
        return isinstance(self.shape, Band)

    def contains(self, point: Point) -> bool:
        return shape_contains(self.shape, point)

    def outline(self, segments: int = 32) -> Polygon:
        """A polygon for drawing or sight: circles as `segments`-gons, bands as their outline rectangles
        joined (first piece only when the band bends; use `band_polygons` for every piece)."""
        if isinstance(self.shape, Circle):
            return circle_polygon(self.shape, segments)
        if isinstance(self.shape, Band):
            return band_polygons(self.shape)[0]
        return self.shape


@dataclass
class TableTerrain:
    """Every terrain piece of a table as a `TableShape`, plus a lazily built spatial index."""

    shapes: tuple[TableShape, ...]
    _index: SpatialIndex | None = field(default=None, repr=False)
    _by_key: dict = field(default_factory=dict, repr=False)
    _cache: dict = field(default_factory=dict, repr=False)

    @classmethod
    def build(cls, pieces: Iterable[Any], categories: Mapping[str, int] | Callable[[str], int], *,
              default_level: int = 1) -> "TableTerrain":
        """Shapes for `pieces`; `categories` maps a terrain type to its bit flags (a type it does not
        name gets none: kept in `shapes`, never returned by a masked query). `default_level` is the level
        of a piece that gives none."""
        lookup = categories if callable(categories) else (lambda t, m=categories: int(m.get(t, 0)))
        shapes = []
        for i, piece in enumerate(pieces):
            geom = piece_geometry(piece)
            key = _get(piece, "id") or f"terrain.{i}"
            level = _get(piece, "level")
            shapes.append(TableShape(key, i, _get(piece, "type"), int(lookup(_get(piece, "type"))), geom,
                                     default_level if level is None else int(level), _get(piece, "name"),
                                     shape_box(geom)))
        tt = cls(tuple(shapes))
        tt._by_key = {s.key: s for s in tt.shapes}
        return tt

    # --- lookups ------------------------------------------------------------------------------
    def shape(self, key: str) -> TableShape:
        return self._by_key[key]

    def of(self, mask: int) -> list[TableShape]:
        """The shapes having any of the categories in `mask`, in scenario order."""
        return [s for s in self.shapes if s.categories & mask]

    def geometry(self, mask: int) -> dict[str, Geometry]:
        """key -> geometry for the shapes in `mask` (the form `geometry.pathprice` takes)."""
        cached = self._cache.get(("geometry", mask))
        if cached is None:
            cached = {s.key: s.shape for s in self.of(mask)}
            self._cache[("geometry", mask)] = cached
        return cached

    def at(self, point: Point, mask: int = ALL_CATEGORIES) -> list[TableShape]:
        """The shapes in `mask` whose region holds `point`."""
        x, y = point
        return [s for s in self.shapes if s.categories & mask and s.box[0] - 1e-9 <= x <= s.box[2] + 1e-9
                and s.box[1] - 1e-9 <= y <= s.box[3] + 1e-9 and s.contains(point)]

    def level_at(self, point: Point, mask: int) -> int:
        """The highest level among the shapes in `mask` holding `point` (0 when none does)."""
        return max((s.level for s in self.at(point, mask)), default=0)

    # --- the spatial index ----------------------------------------------------------------------
    @property
    def index(self) -> SpatialIndex:
        """A `SpatialIndex` holding every shape (keys as above, categories as given)."""
        if self._index is None:
            ix = SpatialIndex()
            for s in self.shapes:
                if isinstance(s.shape, Circle):
                    ix.add_circle(s.key, s.shape.center, s.shape.r, s.categories)
                elif isinstance(s.shape, Band):
                    ix.add_polyline(s.key, s.shape.points, s.shape.width, s.categories)
                else:
                    ix.add_polygon(s.key, s.shape, s.categories)
            self._index = ix
        return self._index

    def overlapping(self, footprint: Footprint, mask: int, exclude: Sequence[str] = ()) -> list[TableShape]:
        """The shapes in `mask` whose interior overlaps `footprint` (touching does not count)."""
        return [self._by_key[k] for k in self.index.overlaps(footprint, mask, exclude)]

    def near(self, footprint: Footprint, distance: float, mask: int) -> list[TableShape]:
        """The shapes in `mask` closer than `distance` to `footprint`, edge to edge."""
        return [self._by_key[k] for k in self.index.near(footprint, distance, mask)]

    # --- sight ------------------------------------------------------------------------------------
    def blockers(self, mask: int):
        """A `geometry.planesight.Blockers` of the shapes in `mask` (cached per mask)."""
        from ..geometry.planesight import Blockers

        key = ("blockers", mask)
        if key not in self._cache:
            polys, circles, lines = [], [], []
            for s in self.of(mask):
                if isinstance(s.shape, Circle):
                    circles.append(s.shape)
                elif isinstance(s.shape, Band):
                    lines.append((s.shape.points, s.shape.width))
                else:
                    polys.append(s.shape)
            self._cache[key] = Blockers.build(polys, circles, lines)
        return self._cache[key]

    def occluders(self, mask: int, circle_segments: int = 32):
        """A `geometry.visibility.Occluders` of the shapes in `mask` (circles as polygons, bands as one
        rectangle per piece); cached per mask."""
        from ..geometry.visibility import Occluders

        key = ("occluders", mask, circle_segments)
        if key not in self._cache:
            polys: list[Polygon] = []
            for s in self.of(mask):
                if isinstance(s.shape, Circle):
                    polys.append(circle_polygon(s.shape, circle_segments))
                elif isinstance(s.shape, Band):
                    polys.extend(band_polygons(s.shape))
                else:
                    polys.append(s.shape)
            self._cache[key] = Occluders.build(polys)
        return self._cache[key]
