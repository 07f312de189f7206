"""Pricing a dragged path: where a polyline enters and leaves terrain shapes, and the path cut into
pieces so a ruleset can price each one (hills climbed, walls crossed, rivers reached).

Shapes are polygons (closed regions), `Circle`s and `Band`s (thick polylines). A path is *inside* a
shape where it meets the shape's closed region; a span that only touches a boundary (zero length) is not
reported. Distances are measured along the path from its start.

>>> wood = ((2, -1), (4, -1), (4, 1), (2, 1))
>>> [(s.key, s.enter, s.exit) for s in spans([(0, 0), (6, 0)], {"wood": wood})]
[('wood', 2.0, 4.0)]
>>> [(round(p.length, 3), sorted(p.inside)) for p in path_pieces([(0, 0), (6, 0)], {"wood": wood})]
[(2.0, []), (2.0, ['wood']), (2.0, [])]
>>> price_path([(0, 0), (6, 0)], {"wood": wood}, lambda piece: piece.length * (2 if piece.inside else 1))
8.0
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable, Hashable, Mapping, Sequence, Union

from .plane import Band, Circle, Point, Polygon, point_in_polygon

__all__ = ["Span", "Piece", "segment_intervals", "spans", "path_pieces", "price_path", "line_crossings"]

Shape = Union[Polygon, Circle, Band]
_EPS = 1e-12


@dataclass(frozen=True, slots=True)
class Span:
    """One stretch of the path inside a shape: from `enter` to `exit` inches along the path."""

    key: Hashable
    enter: float
    exit: float
    enter_point: Point
    exit_point: Point


@dataclass(frozen=True, slots=True)
class Piece:
    """A straight piece of the path, from `a` to `b`, and the keys of the shapes it is inside."""

    a: Point
    b: Point
    length: float
    start: float                # inches along the path where the piece begins
    inside: frozenset


def _merge(intervals: list[tuple[float, float]]) -> list[tuple[float, float]]:
    out: list[tuple[float, float]] = []
    for t0, t1 in sorted(intervals):
        if out and t0 <= out[-1][1] + _EPS:
            out[-1] = (out[-1][0], max(out[-1][1], t1))
        else:
            out.append((t0, t1))
    return out


def _circle_interval(a: Point, b: Point, c: Point, r: float) -> tuple[float, float] | None:
    ex, ey = b[0] - a[0], b[1] - a[1]
    fx, fy = a[0] - c[0], a[1] - c[1]
    A = ex * ex + ey * ey
    if A == 0:
        return (0.0, 1.0) if fx * fx + fy * fy <= r * r else None
    B = 2 * (fx * ex + fy * ey)
    C = fx * fx + fy * fy - r * r
    disc = B * B - 4 * A * C
    if disc < 0:
        return None
    sq = math.sqrt(disc)
    t0, t1 = max((-B - sq) / (2 * A), 0.0), min((-B + sq) / (2 * A), 1.0)
    return (t0, t1) if t0 <= t1 else None


def _capsule_interval(a: Point, b: Point, p: Point, q: Point, r: float) -> tuple[float, float] | None:
    """Parameters of segment a-b within r of segment p-q (a convex set, so one interval)."""
    found = [iv for iv in (_circle_interval(a, b, p, r), _circle_interval(a, b, q, r)) if iv]
    lx, ly = q[0] - p[0], q[1] - p[1]
    L = math.hypot(lx, ly)
    if L > 0:
        ux, uy = lx / L, ly / L
        t0, t1 = 0.0, 1.0
        ok = True
        # slab along the axis: 0 <= u <= L; across it: -r <= v <= r
        for (nx, ny, lo, hi) in ((ux, uy, 0.0, L), (-uy, ux, -r, r)):
            f0 = (a[0] - p[0]) * nx + (a[1] - p[1]) * ny
            df = (b[0] - a[0]) * nx + (b[1] - a[1]) * ny
            if abs(df) < _EPS:
                if f0 < lo or f0 > hi:
                    ok = False
                continue
            s0, s1 = (lo - f0) / df, (hi - f0) / df
            if s0 > s1:
                s0, s1 = s1, s0
            t0, t1 = max(t0, s0), min(t1, s1)
        if ok and t0 <= t1:
            found.append((t0, t1))
    if not found:
        return None
    return (min(f[0] for f in found), max(f[1] for f in found))


def segment_intervals(a: Point, b: Point, shape: Shape) -> list[tuple[float, float]]:
    """Parameter intervals (0..1, in order, merged) where segment a-b is inside `shape`.

    >>> segment_intervals((0, 0), (10, 0), Circle(5, 0, 1))
    [(0.4, 0.6)]
    """
    if isinstance(shape, Circle):
        iv = _circle_interval(a, b, shape.center, shape.r)
        return [iv] if iv else []
    if isinstance(shape, Band):
        pts, r = shape.points, shape.width / 2.0
        found = [iv for i in range(len(pts) - 1) if (iv := _capsule_interval(a, b, pts[i], pts[i + 1], r))]
        return _merge(found)
    ts = {0.0, 1.0}
    ex, ey = b[0] - a[0], b[1] - a[1]
    n = len(shape)
    for i in range(n):
        p, q = shape[i], shape[(i + 1) % n]
        fx, fy = q[0] - p[0], q[1] - p[1]
        den = ex * fy - ey * fx
        if den != 0:
            t = ((p[0] - a[0]) * fy - (p[1] - a[1]) * fx) / den
            u = ((p[0] - a[0]) * ey - (p[1] - a[1]) * ex) / den
            if 0 < t < 1 and -_EPS <= u <= 1 + _EPS:
                ts.add(t)
        ll = ex * ex + ey * ey
        if ll > 0:                                      # vertices on the segment (touch points)
            t = ((p[0] - a[0]) * ex + (p[1] - a[1]) * ey) / ll
            if 0 < t < 1 and abs((p[0] - a[0]) * ey - (p[1] - a[1]) * ex) <= 1e-12 * (1 + ll):
                ts.add(t)
    ts = sorted(ts)
    inside = []
    for t0, t1 in zip(ts, ts[1:]):
        if t1 - t0 <= _EPS:
            continue
        tm = (t0 + t1) / 2
        if point_in_polygon((a[0] + tm * ex, a[1] + tm * ey), shape, boundary=True):
            inside.append((t0, t1))
    return _merge(inside)


def _lengths(path: Sequence[Point]) -> list[float]:
    return [math.hypot(path[i + 1][0] - path[i][0], path[i + 1][1] - path[i][1]) for i in range(len(path) - 1)]


def spans(path: Sequence[Point], shapes: Mapping[Hashable, Shape]) -> list[Span]:
    """Every stretch of the path inside each shape, ordered by where it begins (then by key order)."""
    path = [(float(p[0]), float(p[1])) for p in path]
    lens = _lengths(path)
    out = []
    for order, (key, shape) in enumerate(shapes.items()):
        dist = []
        acc = 0.0
        for i, ln in enumerate(lens):
            for t0, t1 in segment_intervals(path[i], path[i + 1], shape):
                dist.append((acc + t0 * ln, acc + t1 * ln))
            acc += ln
        for d0, d1 in _merge(dist):
            if d1 - d0 > 1e-9:
                out.append((d0, order, Span(key, d0, d1, _at(path, lens, d0), _at(path, lens, d1))))
    return [s for _, _, s in sorted(out, key=lambda x: (x[0], x[1]))]


def _at(path: Sequence[Point], lens: Sequence[float], d: float) -> Point:
    acc = 0.0
    for i, ln in enumerate(lens):
        if d <= acc + ln or i == len(lens) - 1:
            t = 0.0 if ln == 0 else min(max((d - acc) / ln, 0.0), 1.0)
            (x0, y0), (x1, y1) = path[i], path[i + 1]
            return (x0 + t * (x1 - x0), y0 + t * (y1 - y0))
        acc += ln
    return path[-1]


def path_pieces(path: Sequence[Point], shapes: Mapping[Hashable, Shape]) -> list[Piece]:
    """The path cut at its corners and wherever it enters or leaves a shape."""
    path = [(float(p[0]), float(p[1])) for p in path]
    lens = _lengths(path)
    all_spans = spans(path, shapes)
    cuts = {0.0}
    acc = 0.0
    for ln in lens:
        acc += ln
        cuts.add(acc)
    for s in all_spans:
        cuts.update((s.enter, s.exit))
    cuts = sorted(c for c in cuts if c <= acc + 1e-12)
    pieces = []
    for d0, d1 in zip(cuts, cuts[1:]):
        if d1 - d0 <= 1e-12:
            continue
        mid = (d0 + d1) / 2
        inside = frozenset(s.key for s in all_spans if s.enter <= mid <= s.exit)
        pieces.append(Piece(_at(path, lens, d0), _at(path, lens, d1), d1 - d0, d0, inside))
    return pieces


def price_path(path: Sequence[Point], shapes: Mapping[Hashable, Shape], cost: Callable[[Piece], float]) -> float:
    """Sum of the caller's `cost(piece)` over `path_pieces(path, shapes)`."""
    return float(sum(cost(p) for p in path_pieces(path, shapes)))


def line_crossings(path: Sequence[Point], line: Sequence[Point]) -> list[float]:
    """Distances along `path` where it crosses the polyline `line` (a wall's centre line), in order.
    Touching without passing to the other side is not a crossing; a path corner lying exactly on the line
    counts when the path goes on to the other side.

    >>> line_crossings([(0, 0), (4, 0), (4, 4)], [(2, -1), (2, 1)])
    [2.0]
    >>> wall = [(2, -1), (2, 1)]
    >>> line_crossings([(0, 0), (2, 0), (4, 0)], wall), line_crossings([(0, 0), (2, 0), (0, 1)], wall)
    ([2.0], [])
    """
    out = []
    lens = _lengths(path)
    starts = [sum(lens[:i]) for i in range(len(lens))]
    for j in range(len(line) - 1):
        p, q = line[j], line[j + 1]
        fx, fy = q[0] - p[0], q[1] - p[1]
        side = [fx * (v[1] - p[1]) - fy * (v[0] - p[0]) for v in path]
        side = [0.0 if abs(sv) <= 1e-12 * (1 + abs(fx) + abs(fy)) else sv for sv in side]
        for i in range(len(path) - 1):
            a, b = path[i], path[i + 1]
            sa, sb = side[i], side[i + 1]
            if sa == 0:
                continue                              # handled where the path arrived on the line
            if sb == 0:                               # arrives on the line: crossing if it goes on across
                nxt = next((sv for sv in side[i + 2:] if sv != 0), 0.0)
                u = _param_on(p, q, b)
                if sa * nxt < 0 and -1e-12 <= u <= 1 + 1e-12:
                    out.append(round(starts[i] + lens[i], 12))
                continue
            if sa * sb < 0:
                ex, ey = b[0] - a[0], b[1] - a[1]
                den = ex * fy - ey * fx
                t = ((p[0] - a[0]) * fy - (p[1] - a[1]) * fx) / den
                u = ((p[0] - a[0]) * ey - (p[1] - a[1]) * ex) / den
                if 0 <= u <= 1:
                    out.append(round(starts[i] + t * lens[i], 12))
    return sorted(set(out))


def _param_on(p: Point, q: Point, v: Point) -> float:
    fx, fy = q[0] - p[0], q[1] - p[1]
    ll = fx * fx + fy * fy
    return 0.0 if ll == 0 else ((v[0] - p[0]) * fx + (v[1] - p[1]) * fy) / ll
