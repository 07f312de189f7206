"""Line of sight between footprints on the table, the hidden share of a target, and clear-shot counts.

A sight line is blocked when it passes through the *interior* of a blocker: a polygon, a circle or a
thick polyline (capsules of radius width/2 along it). Grazing a blocker's edge or corner is clear.

Footprint to footprint (`line_of_sight`): clear when some straight line from a point of the viewer to a
point of the target is clear. Checked on the two outlines (that is enough: any clear line between the
interiors has a clear piece between the outlines), each sampled at its vertices and every `step` inches
(default 0.5) along its edges (a circle at `ceil(circumference / step)` points, at least 8). Gaps
narrower than the sampling can be missed. Of the clear lines found, the shortest is reported (ties: first
in outline order).

Hidden share (`hidden_fraction`): the target's area is sampled on a grid of cell centres `spacing` inches
apart, aligned with the target's first edge (so a rectangular base gets rows and files); a sample is seen
when a clear line joins it to any of the eye points. The fraction of unseen samples is returned. Eye
points are the caller's choice: one point (e.g. the front-edge centre) or `outline_points(viewer)`.

>>> wall = Blockers.build(polygons=[((4, -1), (5, -1), (5, 1), (4, 1))])
>>> segment_clear((0, 0), (10, 0), wall), segment_clear((0, -1), (10, -1), wall)      # grazing is clear
(False, True)
>>> line_of_sight(rect_footprint(Pose(0, 0), 1, 1), rect_footprint(Pose(10, 0), 1, 1), wall).clear
False
>>> low_wall = Blockers.build(polygons=[((4, -5), (5, -5), (5, 1), (4, 1))])      # top edge at y = 1
>>> hidden_fraction([(0, 1)], rect_footprint(Pose(10, 1), 2, 2), low_wall)       # the half below y = 1
0.5
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Sequence, Union

import numpy as np

from .plane import Circle, Footprint, Point, Polygon, centroid, clockwise, point_in_polygon
from .planegaps import touching
from .plane import Pose, rect_footprint  # noqa: F401  (used by the examples)
from .vecmath import cross, seg_point_dist, seg_seg_dist

__all__ = ["Blockers", "Sight", "segment_clear", "outline_points", "area_points", "line_of_sight",
           "hidden_fraction", "clear_shot_share"]

Polyline = tuple[Sequence[Point], float]          # (points, width)
Shape = Union[Polygon, Circle]
_TOL = 1e-9


@dataclass(frozen=True, slots=True)
class Sight:
    """Whether a clear line exists, and the shortest clear line found (None when blocked)."""

    clear: bool
    viewer_point: Point | None = None
    target_point: Point | None = None


class Blockers:
    """Sight-blocking shapes packed into numpy arrays (polygons any winding, circles, thick polylines)."""

    def __init__(self, polygons: Sequence[Polygon], circles: Sequence[Circle], polylines: Sequence[Polyline]):
        self.polygons = [clockwise(p) for p in polygons]
        self.circles = list(circles)
        self.polylines = [(tuple(tuple(p) for p in pts), float(w)) for pts, w in polylines]
        edges, starts = [], [0]
        for poly in self.polygons:
            n = len(poly)
            edges.extend((*poly[i], *poly[(i + 1) % n]) for i in range(n))
            starts.append(len(edges))
        self.edges = np.array(edges, dtype=float).reshape(-1, 4)
        self.starts = np.array(starts, dtype=np.intp)
        self.poly_box = np.array([_bbox(p) for p in self.polygons], dtype=float).reshape(-1, 4)
        self.circ = np.array([(c.x, c.y, c.r) for c in self.circles], dtype=float).reshape(-1, 3)
        caps = [(*pts[i], *pts[i + 1], w / 2.0) for pts, w in self.polylines for i in range(len(pts) - 1)]
        self.caps = np.array(caps, dtype=float).reshape(-1, 5)

    @classmethod
    def build(cls, polygons: Sequence[Sequence[Point]] = (), circles: Sequence[Circle] = (),
              polylines: Sequence[Polyline] = ()) -> "Blockers":
        return cls(list(polygons), list(circles), list(polylines))

    def __add__(self, other: "Blockers") -> "Blockers":
        return Blockers(self.polygons + other.polygons, self.circles + other.circles,
                        self.polylines + other.polylines)

    def __len__(self) -> int:
        return len(self.polygons) + len(self.circles) + len(self.polylines)

    def without_overlapping(self, footprints: Sequence[Footprint], tol: float = 1e-9) -> "Blockers":
        """These blockers minus any that touch or overlap one of `footprints` (the wood a unit stands in)."""
        def hit(shape) -> bool:         # `touching`: shapes whose boxes lie apart are not measured
            return any(touching(shape, f, tol) for f in footprints)

        def line_hit(pts, w) -> bool:
            return any(touching((pts[i], pts[i + 1], pts[i + 1], pts[i]), f, w / 2.0 + tol)
                       for i in range(len(pts) - 1) for f in footprints)
        return Blockers([p for p in self.polygons if not hit(p)], [c for c in self.circles if not hit(c)],
                        [(pts, w) for pts, w in self.polylines if not line_hit(pts, w)])

    def blocked(self, a, b, region: Sequence[Point] | None = None) -> np.ndarray:
        """For segments a[k]-b[k] ((n, 2) arrays), whether each passes through a blocker's interior.
        `region`, a convex polygon holding every segment, lets far blockers be skipped (default: the
        segments' bounding box)."""
        a = np.asarray(a, dtype=float).reshape(-1, 2)
        b = np.asarray(b, dtype=float).reshape(-1, 2)
        out = np.zeros(len(a), dtype=bool)
        if not len(a):
            return out
        if region is None:
            lo, hi = np.minimum(a, b).min(axis=0), np.maximum(a, b).max(axis=0)
            region = ((lo[0], lo[1]), (hi[0], lo[1]), (hi[0], hi[1]), (lo[0], hi[1]))
        region = np.asarray(region, dtype=float)
        A, B = a[:, None, :], b[:, None, :]
        if len(self.circ):
            c = self.circ[_boxes_meet(np.column_stack([self.circ[:, :2] - self.circ[:, 2:], self.circ[:, :2]
                                                       + self.circ[:, 2:]]), region)]
            if len(c):
                d = seg_point_dist(A, B, c[None, :, :2])
                out |= (d < c[None, :, 2] - _TOL).any(axis=1)
        if len(self.caps):
            c = self.caps
            r = c[:, 4:5]
            box = np.column_stack([np.minimum(c[:, 0:2], c[:, 2:4]) - r, np.maximum(c[:, 0:2], c[:, 2:4]) + r])
            c = c[_boxes_meet(box, region)]
            if len(c):
                d = seg_seg_dist(A, B, c[None, :, 0:2], c[None, :, 2:4])
                out |= (d < c[None, :, 4] - _TOL).any(axis=1)
        if len(self.polygons):
            for k in np.nonzero(_boxes_meet(self.poly_box, region))[0]:
                todo = np.nonzero(~out)[0]
                if not len(todo):
                    break
                out[todo] = self._through_polygon(int(k), a[todo], b[todo])
        return out

    def _through_polygon(self, k: int, a: np.ndarray, b: np.ndarray) -> np.ndarray:
        e = self.edges[self.starts[k]:self.starts[k + 1]]
        p, q = e[None, :, 0:2], e[None, :, 2:4]
        A, B = a[:, None, :], b[:, None, :]
        o1, o2 = cross(A, B, p), cross(A, B, q)
        o3, o4 = cross(p, q, A), cross(p, q, B)
        seg_len = np.hypot(*(b - a).T)[:, None]
        edge_len = np.hypot(*(e[:, 2:4] - e[:, 0:2]).T)[None, :]
        s1 = 1e-12 * (seg_len * edge_len + 1.0)
        proper = (((o1 > s1) & (o2 < -s1)) | ((o1 < -s1) & (o2 > s1))) & \
                 (((o3 > s1) & (o4 < -s1)) | ((o3 < -s1) & (o4 > s1)))
        out = proper.any(axis=1)
        # a vertex on the segment (which includes a segment along an edge): decide those exactly
        ab = b - a
        rows, cols = np.nonzero(((np.abs(o1) <= s1) | (np.abs(o2) <= s1)) & ~out[:, None])
        exact = np.zeros(0, dtype=np.intp)
        if len(rows):
            ll = np.maximum((ab[rows] ** 2).sum(axis=1), 1e-300)
            hit = np.zeros(len(rows), dtype=bool)
            for v in (e[cols, 0:2], e[cols, 2:4]):
                t = ((v - a[rows]) * ab[rows]).sum(axis=1) / ll
                hit |= (t >= -1e-12) & (t <= 1 + 1e-12) & \
                    (np.abs(cross(a[rows], b[rows], v)) <= 1e-9 * (1.0 + np.sqrt(ll)))
            exact = np.unique(rows[hit])
        poly = self.polygons[k]
        for r in exact.tolist():
            out[r] = _segment_enters(tuple(a[r]), tuple(b[r]), poly)
        # otherwise the segment is wholly inside or wholly outside: test its midpoint (crossing number)
        rest = ~out
        rest[exact] = False
        if rest.any():
            m = (a[rest] + b[rest]) / 2.0
            py, qy = e[None, :, 1], e[None, :, 3]
            my = m[:, 1:2]
            straddle = (py > my) != (qy > my)
            with np.errstate(divide="ignore", invalid="ignore"):
                xc = e[None, :, 0] + (my - py) * (e[None, :, 2] - e[None, :, 0]) / (qy - py)
            inside = (straddle & (m[:, 0:1] < xc)).sum(axis=1) % 2 == 1
            out[np.nonzero(rest)[0][inside]] = True
        return out


def _boxes_meet(boxes: np.ndarray, region: np.ndarray) -> np.ndarray:
    """Which (x0, y0, x1, y1) boxes meet a convex polygon (separating axes: the box axes and the
    polygon's edge normals)."""
    if not len(boxes):
        return np.zeros(0, dtype=bool)
    rx, ry = region[:, 0], region[:, 1]
    ok = (boxes[:, 0] <= rx.max()) & (boxes[:, 2] >= rx.min()) & (boxes[:, 1] <= ry.max()) & (boxes[:, 3] >= ry.min())
    cx, cy = ((boxes[:, 0] + boxes[:, 2]) / 2)[:, None], ((boxes[:, 1] + boxes[:, 3]) / 2)[:, None]
    hx, hy = ((boxes[:, 2] - boxes[:, 0]) / 2)[:, None], ((boxes[:, 3] - boxes[:, 1]) / 2)[:, None]
    nxt = np.roll(region, -1, axis=0)
    nx, ny = nxt[:, 1] - region[:, 1], region[:, 0] - nxt[:, 0]           # each edge's normal (edges at once)
    proj = rx[None, :] * nx[:, None] + ry[None, :] * ny[:, None]          # (edges, corners)
    c = cx * nx + cy * ny                                                 # (boxes, edges)
    h = hx * np.abs(nx) + hy * np.abs(ny)
    ok &= ((c + h >= proj.min(axis=1) - 1e-9) & (c - h <= proj.max(axis=1) + 1e-9)).all(axis=1)
    return ok


def _hull(points: Sequence[Point]) -> list[Point]:
    """Convex hull (monotone chain), clockwise on screen."""
    pts = sorted(set((float(x), float(y)) for x, y in points))
    if len(pts) <= 2:
        return pts

    def half(seq):
        out: list[Point] = []
        for p in seq:
            while len(out) >= 2 and ((out[-1][0] - out[-2][0]) * (p[1] - out[-2][1])
                                     - (out[-1][1] - out[-2][1]) * (p[0] - out[-2][0])) <= 0:
                out.pop()
            out.append(p)
        return out
    lower, upper = half(pts), half(pts[::-1])
    return lower[:-1] + upper[:-1]


def _bbox(poly):
    xs = [p[0] for p in poly]
    ys = [p[1] for p in poly]
    return min(xs), min(ys), max(xs), max(ys)


def _segment_enters(a: Point, b: Point, poly: Polygon) -> bool:
    """Exact: whether segment a-b meets the interior of `poly` (split at every contact, test midpoints)."""
    ts = {0.0, 1.0}
    ex, ey = b[0] - a[0], b[1] - a[1]
    ll = ex * ex + ey * ey
    if ll == 0:
        return point_in_polygon(a, poly, boundary=False)
    n = len(poly)
    for i in range(n):
        p, q = poly[i], poly[(i + 1) % n]
        for v in (p, q):
            t = ((v[0] - a[0]) * ex + (v[1] - a[1]) * ey) / ll
            if 0 < t < 1 and math.hypot(a[0] + t * ex - v[0], a[1] + t * ey - v[1]) <= 1e-9:
                ts.add(t)
        fx, fy = q[0] - p[0], q[1] - p[1]
        den = ex * fy - ey * fx
        if den != 0:
            t = ((p[0] - a[0]) * fy - (p[1] - a[1]) * fx) / den
            u = ((p[0] - a[0]) * ey - (p[1] - a[1]) * ex) / den
            if 0 < t < 1 and 0 <= u <= 1:
                ts.add(t)
    ts = sorted(ts)
    for t0, t1 in zip(ts, ts[1:]):
        tm = (t0 + t1) / 2
        if point_in_polygon((a[0] + tm * ex, a[1] + tm * ey), poly, boundary=False):
            return True
    return False


def segment_clear(a: Point, b: Point, blockers: Blockers) -> bool:
    """Whether the straight line a-b passes through no blocker's interior."""
    return not bool(blockers.blocked(np.array([a]), np.array([b]))[0])


def outline_points(footprint: Footprint, step: float = 0.25) -> list[Point]:
    """Vertices plus points every `step` inches along each edge (a circle: evenly round, at least 8)."""
    if isinstance(footprint, Circle):
        if footprint.r == 0:
            return [footprint.center]
        n = max(8, math.ceil(2 * math.pi * footprint.r / step - 1e-9))
        return [(footprint.x + footprint.r * math.cos(2 * math.pi * i / n),
                 footprint.y + footprint.r * math.sin(2 * math.pi * i / n)) for i in range(n)]
    pts: list[Point] = []
    n = len(footprint)
    for i in range(n):
        (x0, y0), (x1, y1) = footprint[i], footprint[(i + 1) % n]
        k = max(1, math.ceil(math.hypot(x1 - x0, y1 - y0) / step - 1e-9))
        pts.extend((x0 + (x1 - x0) * j / k, y0 + (y1 - y0) * j / k) for j in range(k))
    return pts


def area_points(footprint: Footprint, spacing: float = 0.25) -> list[Point]:
    """Deterministic samples of a footprint's area: centres of grid cells `spacing` apart, aligned with
    the first edge (a circle: the axis grid), that fall inside; at least the centroid.

    >>> len(area_points(rect_footprint(Pose(0, 0, 30), 1, 0.5), 0.25))
    8
    """
    if isinstance(footprint, Circle):
        n = max(1, math.ceil(2 * footprint.r / spacing))
        cell = 2 * footprint.r / n
        pts = [(footprint.x - footprint.r + (i + 0.5) * cell, footprint.y - footprint.r + (j + 0.5) * cell)
               for j in range(n) for i in range(n)]
        pts = [p for p in pts if math.hypot(p[0] - footprint.x, p[1] - footprint.y) <= footprint.r]
        return pts or [footprint.center]
    poly = clockwise(footprint)
    (x0, y0), (x1, y1) = poly[0], poly[1]
    ln = math.hypot(x1 - x0, y1 - y0) or 1.0
    ux, uy = (x1 - x0) / ln, (y1 - y0) / ln
    vx, vy = -uy, ux
    us = [(px - x0) * ux + (py - y0) * uy for px, py in poly]
    vs = [(px - x0) * vx + (py - y0) * vy for px, py in poly]
    nu = max(1, math.ceil((max(us) - min(us)) / spacing - 1e-9))
    nv = max(1, math.ceil((max(vs) - min(vs)) / spacing - 1e-9))
    cu, cv = (max(us) - min(us)) / nu, (max(vs) - min(vs)) / nv
    pts = []
    for j in range(nv):
        for i in range(nu):
            u, v = min(us) + (i + 0.5) * cu, min(vs) + (j + 0.5) * cv
            p = (x0 + u * ux + v * vx, y0 + u * uy + v * vy)
            if point_in_polygon(p, poly):
                pts.append(p)
    if not pts:
        pts = [centroid(poly)]
    return pts


def _as_points(shape: Union[Footprint, Point], step: float) -> list[Point]:
    if isinstance(shape, Circle) or (len(shape) >= 3 and not isinstance(shape[0], (int, float))):
        return outline_points(shape, step)
    return [(float(shape[0]), float(shape[1]))]


def line_of_sight(viewer: Union[Footprint, Point], target: Union[Footprint, Point], blockers: Blockers,
                  step: float = 0.5, ignore_under: bool = False) -> Sight:
    """Whether some straight line joins a point of `viewer` to a point of `target` without passing
    through a blocker. `ignore_under` drops blockers that touch or overlap either footprint first."""
    if ignore_under:
        fps = [f if not _is_point(f) else Circle(f[0], f[1], 0.0) for f in (viewer, target)]
        blockers = blockers.without_overlapping(fps)
    va = np.array(_as_points(viewer, step))
    tb = np.array(_as_points(target, step))
    a = np.repeat(va, len(tb), axis=0)
    b = np.tile(tb, (len(va), 1))
    length = np.hypot(*(b - a).T)
    order = np.argsort(length, kind="stable")
    region = _hull(np.concatenate([va, tb]).tolist())
    if len(region) < 3:
        region = None
    # test the shortest lines first, in chunks, and stop at the first clear one
    for lo, hi in ((0, 256), (256, len(order))):
        idx = order[lo:hi]
        if not len(idx):
            break
        ok = ~blockers.blocked(a[idx], b[idx], region)
        if ok.any():
            k = idx[np.argmax(ok)]
            return Sight(True, tuple(a[k].tolist()), tuple(b[k].tolist()))
    return Sight(False)


def _is_point(shape) -> bool:
    return not isinstance(shape, Circle) and len(shape) == 2 and isinstance(shape[0], (int, float))


def hidden_fraction(eyes: Sequence[Point], target: Footprint, blockers: Blockers, spacing: float = 0.25) -> float:
    """The share (0..1) of `target`'s area samples that no eye point sees."""
    samples = np.array(area_points(target, spacing))
    eyes_a = np.asarray(eyes, dtype=float).reshape(-1, 2)
    seen = np.zeros(len(samples), dtype=bool)
    region = _hull(np.concatenate([eyes_a, samples]).tolist())
    region = region if len(region) >= 3 else None
    first, rest = eyes_a[:1], eyes_a[1:]
    seen[:] = ~blockers.blocked(np.repeat(first, len(samples), axis=0), samples, region)
    todo = np.nonzero(~seen)[0]
    if len(todo) and len(rest):
        a = np.repeat(rest, len(todo), axis=0)
        b = np.tile(samples[todo], (len(rest), 1))
        ok = ~blockers.blocked(a, b, region)
        seen[todo] = ok.reshape(len(rest), len(todo)).any(axis=0)
    return float(1.0 - seen.mean())


def clear_shot_share(models: Sequence[Union[Footprint, Point]], target: Footprint, blockers: Blockers,
                     step: float = 0.5) -> float:
    """The share (0..1) of `models` (points or footprints) with a clear line to some point of `target`.

    >>> wall = Blockers.build(polygons=[((4, -1), (5, -1), (5, 3), (4, 3))])
    >>> clear_shot_share([(0, -4), (0, 0), (0, 2), (0, -2)], Circle(10, 0, 0.5), wall)
    0.5
    """
    if not models:
        return 0.0
    return sum(line_of_sight(m, target, blockers, step).clear for m in models) / len(models)
