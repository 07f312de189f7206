"""Swept-base collision with numpy: which convex shapes a rectangular base overlaps while it moves.

An adapter the move check needs every frame of a drag (geometry has no vectorised sweep yet; a
pymunk query costs ~40 us from Python). A move is cut into sub-steps; over each one the base keeps
the heading it starts with and translates, so the ground it sweeps is the rectangle "plus" a segment,
and the separating-axis test against a convex shape is exact: the axes are the base's two edge
normals, the normal of the motion and the shape's own edge normals. Sub-steps that turn are kept
short by the caller (a few degrees), so the arc a corner traces is followed within a few thousandths
of an inch.

Overlap means interiors overlapping by more than `tol`: touching is not overlapping.

>>> shapes = ConvexSet.build({"wall": ((4, -1), (5, -1), (5, 1), (4, 1))})
>>> base = rect_corners(np.array([[0.0, 0.0, 90.0]]), 2.0, 1.0)      # 2" wide, facing right, at x = 0
>>> shapes.sweep(base, np.array([[3.0, 0.0]])).tolist()              # slides 3" right: front reaches 3.5
[[False]]
>>> shapes.sweep(base, np.array([[4.0, 0.0]])).tolist()              # 4": into the wall
[[True]]
"""
from __future__ import annotations

import math
from typing import Hashable, Mapping, Sequence

import numpy as np

from .memo import remember
from .plane import Band, Circle, Point, circle_polygon, clockwise
from .space import convex_pieces

__all__ = ["ConvexSet", "rect_corners", "rect_axes", "rect_distances", "point_edge_dist", "least_corner_edge",
           "time_to_touch", "swept_boxes", "convex_cover"]


def rect_corners(poses: np.ndarray, width: float, depth: float) -> np.ndarray:
    """(m, 4, 2) corners (front-left, front-right, rear-right, rear-left) of width x depth bases at
    `poses` ((m, 3): x, y, heading degrees clockwise from up)."""
    h = np.radians(poses[:, 2])
    s, c = np.sin(h), np.cos(h)
    hw, hd = width / 2.0, depth / 2.0
    right = np.empty((len(poses), 1, 2))                                     # (cos h, sin h)
    right[:, 0, 0], right[:, 0, 1] = c, s
    fwd = np.empty((len(poses), 1, 2))                                       # (sin h, -cos h)
    fwd[:, 0, 0], fwd[:, 0, 1] = s, -c
    lr, lf = _offsets(hw, hd)
    return poses[:, None, :2] + lr * right + lf * fwd


@remember(64)
def _offsets(hw: float, hd: float) -> tuple[np.ndarray, np.ndarray]:
    """(4, 1) right and forward offsets of the corners of a base (a few sizes recur: made once each)."""
    lr, lf = np.array(((-hw,), (hw,), (hw,), (-hw,))), np.array(((hd,), (hd,), (-hd,), (-hd,)))
    lr.flags.writeable = lf.flags.writeable = False
    return lr, lf


def rect_axes(poses: np.ndarray) -> np.ndarray:
    """(m, 2, 2) unit edge normals (forward and right) of bases at `poses`."""
    h = np.radians(poses[:, 2])
    return np.stack([np.stack([np.sin(h), -np.cos(h)], axis=-1), np.stack([np.cos(h), np.sin(h)], axis=-1)], axis=1)


class ConvexSet:
    """Convex polygons (and segments) packed into padded arrays, with their keys and bounding boxes."""

    __slots__ = ("keys", "verts", "axes", "box")

    def __init__(self, keys: list, verts: np.ndarray, axes: np.ndarray, box: np.ndarray) -> None:
        self.keys, self.verts, self.axes, self.box = keys, verts, axes, box

    @classmethod
    def build(cls, shapes: Mapping[Hashable, Sequence[Point]]) -> "ConvexSet":
        """Pack convex polygons (any winding) or segments (two points), keyed by the caller."""
        keys = list(shapes)
        if not keys:
            return cls([], np.zeros((0, 1, 2)), np.zeros((0, 1, 2)), np.zeros((0, 4)))
        polys = [clockwise(p) if len(p) > 2 else tuple((float(x), float(y)) for x, y in p) for p in shapes.values()]
        n = max(len(p) for p in polys)
        verts = np.zeros((len(polys), n, 2))
        axes = np.zeros((len(polys), n, 2))
        for i, poly in enumerate(polys):
            k = len(poly)
            verts[i, :k] = poly
            verts[i, k:] = poly[-1]
            normals = []
            for j in range(k if k > 2 else 1):
                (x0, y0), (x1, y1) = poly[j], poly[(j + 1) % k]
                ln = math.hypot(x1 - x0, y1 - y0)
                if ln > 1e-12:
                    normals.append((-(y1 - y0) / ln, (x1 - x0) / ln))
            if k == 2 and normals:
                normals.append((normals[0][1], -normals[0][0]))       # a segment: its direction too
            normals = normals or [(1.0, 0.0)]
            axes[i, :len(normals)] = normals
            axes[i, len(normals):] = normals[0]
        box = np.column_stack([verts[:, :, 0].min(1), verts[:, :, 1].min(1), verts[:, :, 0].max(1),
                               verts[:, :, 1].max(1)])
        return cls(keys, verts, axes, box)

    @classmethod
    def from_rects(cls, keys: list, poses: np.ndarray, widths: np.ndarray, depths: np.ndarray) -> "ConvexSet":
        """Rectangular bases of varying sizes at `poses` ((n, 3)), packed without a Python loop."""
        n = len(keys)
        if not n:
            return cls.build({})
        h = np.radians(poses[:, 2])
        s, co = np.sin(h), np.cos(h)
        axes = np.empty((n, 4, 2))                 # forward (sin h, -cos h), right (cos h, sin h), twice
        axes[:, 0, 0], axes[:, 0, 1], axes[:, 1, 0], axes[:, 1, 1] = s, -co, co, s
        axes[:, 2:] = axes[:, :2]
        f, r = axes[:, 0], axes[:, 1]
        right, fwd = (widths / 2.0)[:, None] * r, (depths / 2.0)[:, None] * f     # each made once, as read
        c = poses[:, :2]
        verts = np.empty((n, 4, 2))                # c - hw r + hd f, c + hw r + hd f, c + hw r - hd f, c - hw r - hd f
        left_of, right_of = c - right, c + right
        verts[:, 0], verts[:, 1] = left_of + fwd, right_of + fwd
        verts[:, 2], verts[:, 3] = right_of - fwd, left_of - fwd
        x, y = verts[:, :, 0], verts[:, :, 1]       # min and max spelt out (exact; numpy's over an axis of 4 is slow)
        box = np.empty((n, 4))
        box[:, 0] = np.minimum(np.minimum(x[:, 0], x[:, 1]), np.minimum(x[:, 2], x[:, 3]))
        box[:, 1] = np.minimum(np.minimum(y[:, 0], y[:, 1]), np.minimum(y[:, 2], y[:, 3]))
        box[:, 2] = np.maximum(np.maximum(x[:, 0], x[:, 1]), np.maximum(x[:, 2], x[:, 3]))
        box[:, 3] = np.maximum(np.maximum(y[:, 0], y[:, 1]), np.maximum(y[:, 2], y[:, 3]))
        return cls(list(keys), verts, axes, box)

    @classmethod
    def of_bases(cls, bases) -> "ConvexSet":
        """Rectangular bases given as objects with `id`, `x`, `y`, `heading`, `width` and `depth` (inches),
        keyed by their ids."""
        bases = list(bases)
        a = np.array([(b.x, b.y, b.heading, b.width, b.depth) for b in bases], dtype=float).reshape(-1, 5)
        return cls.from_rects([b.id for b in bases], a[:, :3], a[:, 3], a[:, 4])

    def corners(self) -> dict:
        """Each shape's corners as plain float tuples, by key."""
        verts = self.verts.tolist()         # plain floats, as float() of each element gives them
        return {k: tuple((x, y) for x, y in verts[i]) for i, k in enumerate(self.keys)}

    @classmethod
    def concat(cls, sets: Sequence["ConvexSet"]) -> "ConvexSet":
        """The shapes of several sets in one (in order), so one sweep answers for all of them."""
        sets = [c for c in sets if len(c)]
        if not sets:
            return cls.build({})
        n = max(c.verts.shape[1] for c in sets)

        def pad(a: np.ndarray, edge: int) -> np.ndarray:            # repeat a vertex / a normal
            extra = n - a.shape[1]
            return a if not extra else np.concatenate([a, np.repeat(a[:, edge:edge + 1 if edge >= 0 else None],
                                                                    extra, axis=1)], axis=1)

        return cls([k for c in sets for k in c.keys], np.concatenate([pad(c.verts, -1) for c in sets]),
                   np.concatenate([pad(c.axes, 0) for c in sets]), np.concatenate([c.box for c in sets]))

    def __len__(self) -> int:
        return len(self.keys)

    def subset(self, index: np.ndarray) -> "ConvexSet":
        return ConvexSet([self.keys[i] for i in index.tolist()], self.verts[index], self.axes[index], self.box[index])

    def near_box(self, x0: float, y0: float, x1: float, y1: float) -> np.ndarray:
        """Indices of the shapes whose bounding boxes meet the box."""
        b = self.box
        return np.nonzero((b[:, 0] <= x1) & (b[:, 2] >= x0) & (b[:, 1] <= y1) & (b[:, 3] >= y0))[0]

    def overlapping_pairs(self, tol: float) -> list[tuple]:
        """The pairs of keys (in the set's order, row by row) of shapes whose interiors overlap by more than
        `tol`, each shape's corners tested standing still against the others. Only shapes whose boxes meet
        another's are swept: one that meets none can overlap nothing."""
        pairs = self.meeting_pairs()
        return [(self.keys[i], self.keys[j]) for (i, j), hit in zip(pairs, self.pair_overlaps(pairs, tol)) if hit]

    def meeting_pairs(self) -> list[tuple[int, int]]:
        """The pairs (i, j), i < j, in the set's order row by row, of shapes whose boxes meet (touching
        counts): the only pairs that may overlap."""
        b = self.box
        meet = (b[:, None, 0] <= b[None, :, 2]) & (b[:, None, 2] >= b[None, :, 0]) & \
               (b[:, None, 1] <= b[None, :, 3]) & (b[:, None, 3] >= b[None, :, 1])
        return list(zip(*(x.tolist() for x in np.nonzero(np.triu(meet, 1)))))

    def pair_overlaps(self, pairs: Sequence[tuple[int, int]], tol: float) -> list[bool]:
        """For each pair (i, j): whether shape i's corners, standing still, overlap shape j by more than `tol`
        (an answer that reads nothing but shape i's corners and shape j), all in one sweep."""
        rows = sorted({i for i, _ in pairs})
        if not rows:
            return []
        hits = self.sweep(self.verts[rows], np.zeros((len(rows), 2)), tol=tol)
        at = {i: r for r, i in enumerate(rows)}
        return [bool(hits[at[i], j]) for i, j in pairs]

    def meets_rows(self, x0, x1, y0, y1, tol: float | np.ndarray) -> np.ndarray:
        """(rows, shapes): whether each shape's box passes `sweep`'s first test against each row's own swept
        box (x0 ... y1: one value per row, as `swept_boxes` gives them; `tol` as `sweep` takes it), in that
        test's own arithmetic. Rows swept together pass that test against the extent of them all, which may
        let more shapes through; the batch's hits ANDed with this are each row's hits swept alone."""
        b = self.box
        x0, x1, y0, y1 = (np.asarray(v)[:, None] for v in (x0, x1, y0, y1))
        return (b[None, :, 0] < x1 - tol) & (b[None, :, 2] > x0 + tol) & (b[None, :, 1] < y1 - tol) & \
            (b[None, :, 3] > y0 + tol)

    def sweep(self, corners: np.ndarray, moves: np.ndarray, tol: float | np.ndarray = 1e-6, skip: int = -1,
              boxes: tuple | None = None, extent: tuple | None = None, skips: np.ndarray | None = None) -> np.ndarray:
        """(m, k) whether base m, its corners `corners[m]` ((m, 4, 2)) translated by `moves[m]`, overlaps
        shape k at some point of the translation (shape `skip` left out: the moving base itself). `tol`:
        one for all shapes or one per shape ((k,)). `boxes`: the rows' swept boxes from `swept_boxes`, when
        the caller sweeps the same rows more than once; `extent`: (lo x, hi x, lo y, hi y) of them all, when the
        caller has it. `skips`: ((m,) ints) a shape left out of each row's answers (-1: none), when rows of
        several moving bases are swept together (each pair's answer is its own: the others are unchanged)."""
        per_shape = isinstance(tol, np.ndarray)
        m, k = len(corners), len(self.keys)
        out = np.zeros((m, k), dtype=bool)
        if not m or not k:
            return out
        # bounding boxes first: only pairs whose boxes meet go through the separating-axis test
        lo_x, hi_x, lo_y, hi_y = boxes if boxes is not None else swept_boxes(corners, moves)
        b = self.box
        x0, x1, y0, y1 = extent if extent is not None else (lo_x.min(), hi_x.max(), lo_y.min(), hi_y.max())
        cand = np.nonzero((b[:, 0] < x1 - tol) & (b[:, 2] > x0 + tol) & (b[:, 1] < y1 - tol) & (b[:, 3] > y0 + tol))[0]
        if skip >= 0:
            cand = cand[cand != skip]
        if not len(cand):
            return out
        bc = b[cand]
        tc = tol[cand] if per_shape else tol
        near = (lo_x[:, None] < bc[None, :, 2] - tc) & (hi_x[:, None] > bc[None, :, 0] + tc) & \
               (lo_y[:, None] < bc[None, :, 3] - tc) & (hi_y[:, None] > bc[None, :, 1] + tc)
        if skips is not None:
            near &= cand[None, :] != skips[:, None]
        mi, kj = np.nonzero(near)
        if not len(mi):
            return out
        ki = cand[kj]
        c, mv = corners[mi], moves[mi]
        e1, e2 = c[:, 1] - c[:, 0], c[:, 2] - c[:, 1]
        norm = np.hypot(mv[:, 0], mv[:, 1])
        still = norm < 1e-12                                  # no motion: use an edge direction instead
        mvn = np.where(still[:, None], e1, mv) / np.maximum(np.where(still, np.hypot(e1[:, 0], e1[:, 1]), norm),
                                                          1e-300)[:, None]
        # axes (axis-first layout: small numpy reductions along a last axis are slow): the base's two
        # edge normals, the motion's normal, then the shape's own edge normals
        e1n = e1 / np.maximum(np.hypot(e1[:, 0], e1[:, 1]), 1e-300)[:, None]
        e2n = e2 / np.maximum(np.hypot(e2[:, 0], e2[:, 1]), 1e-300)[:, None]
        ax_x = np.concatenate([e1n[None, :, 1], e2n[None, :, 1], mvn[None, :, 1], self.axes[ki, :, 0].T])
        ax_y = np.concatenate([-e1n[None, :, 0], -e2n[None, :, 0], -mvn[None, :, 0], self.axes[ki, :, 1].T])
        cx, cy = c[:, :, 0].T[:, None, :], c[:, :, 1].T[:, None, :]               # (4, 1, P)
        pa = ax_x[None] * cx + ax_y[None] * cy                                    # (4, A, P)
        a_lo = np.minimum(np.minimum(pa[0], pa[1]), np.minimum(pa[2], pa[3]))
        a_hi = np.maximum(np.maximum(pa[0], pa[1]), np.maximum(pa[2], pa[3]))
        shift = ax_x * mv[:, 0] + ax_y * mv[:, 1]
        a_lo += np.minimum(shift, 0.0)
        a_hi += np.maximum(shift, 0.0)
        sv = self.verts[ki]
        pb = ax_x[None] * sv[:, :, 0].T[:, None, :] + ax_y[None] * sv[:, :, 1].T[:, None, :]   # (V, A, P)
        b_lo, b_hi = pb.min(axis=0), pb.max(axis=0)          # over the vertices (a first axis: quick)
        tk = tol[ki] if per_shape else tol
        ok = ((a_hi > b_lo + tk) & (b_hi > a_lo + tk)).all(axis=0)
        out[mi[ok], ki[ok]] = True
        return out


def swept_boxes(corners: np.ndarray, moves: np.ndarray) -> tuple:
    """(lo x, hi x, lo y, hi y) of the ground each row sweeps (the reductions are spelt out: numpy's own
    over an axis of 4 are slow)."""
    cx, cy = corners[:, :, 0], corners[:, :, 1]
    x0 = np.minimum(np.minimum(cx[:, 0], cx[:, 1]), np.minimum(cx[:, 2], cx[:, 3]))
    x1 = np.maximum(np.maximum(cx[:, 0], cx[:, 1]), np.maximum(cx[:, 2], cx[:, 3]))
    y0 = np.minimum(np.minimum(cy[:, 0], cy[:, 1]), np.minimum(cy[:, 2], cy[:, 3]))
    y1 = np.maximum(np.maximum(cy[:, 0], cy[:, 1]), np.maximum(cy[:, 2], cy[:, 3]))
    return (np.minimum(x0, x0 + moves[:, 0]), np.maximum(x1, x1 + moves[:, 0]),
            np.minimum(y0, y0 + moves[:, 1]), np.maximum(y1, y1 + moves[:, 1]))


def point_edge_dist(px, py, ax, ay, bx, by):
    """Distance from points (px, py) to segments (ax, ay)-(bx, by), arrays broadcast (x and y apart: numpy
    reductions over a last axis of 2 are slow)."""
    ex, ey = bx - ax, by - ay
    ll = ex * ex + ey * ey
    t = np.clip(((px - ax) * ex + (py - ay) * ey) / np.where(ll > 0, ll, 1.0), 0.0, 1.0)
    dx, dy = ax + t * ex - px, ay + t * ey - py
    return np.sqrt(dx * dx + dy * dy)


def least_corner_edge(px, py, vx, vy, wx, wy) -> np.ndarray:
    """The least `point_edge_dist` between two polygons, every corner at once: from each corner of the first
    (px, py: its corners along axis 0, in order) to each edge (v, w) of the second (along axis 0), and from
    each corner v of the second to each edge of the first (a corner and the next); reduced over the two
    corner axes, the rest broadcast. (min is exact: the least of the corners taken one by one.)"""
    qx, qy = np.roll(px, -1, axis=0), np.roll(py, -1, axis=0)
    return np.minimum(point_edge_dist(px, py, vx, vy, wx, wy).min(axis=(0, 1)),
                      point_edge_dist(vx, vy, px, py, qx, qy).min(axis=(0, 1)))


def rect_distances(shapes: ConvexSet, corners: np.ndarray) -> np.ndarray:
    """Edge-to-edge distance from one convex polygon (corners (n, 2)) to every shape of the set (0 when
    they overlap): for convex shapes apart, the nearest points are a vertex of one and an edge of the
    other."""
    k = len(shapes)
    if not k:
        return np.zeros(0)
    vx, vy = shapes.verts[:, :, 0].T, shapes.verts[:, :, 1].T             # (V, k)
    wx, wy = np.roll(vx, -1, axis=0), np.roll(vy, -1, axis=0)
    c = np.asarray(corners, dtype=float)
    best = least_corner_edge(c[:, 0, None, None], c[:, 1, None, None], vx, vy, wx, wy)   # corners (n, 1, 1)
    inside = shapes.sweep(c[None], np.zeros((1, 2)), tol=0.0)[0]
    best[inside] = 0.0
    return best


def time_to_touch(corners, direction: tuple[float, float], other) -> float | None:
    """How far a convex polygon (corners, a sequence of (x, y)) slides along the unit vector `direction`
    before it touches another convex polygon `other`: negative if it must back off, None if it never
    meets it on that line (separating axes, exact)."""
    dx, dy = direction
    a_pts = [(float(x), float(y)) for x, y in corners]
    b_pts = [(float(x), float(y)) for x, y in other]
    lo, hi = -math.inf, math.inf
    for poly in (a_pts, b_pts):
        n = len(poly)
        for i in range(n):
            ex, ey = poly[(i + 1) % n][0] - poly[i][0], poly[(i + 1) % n][1] - poly[i][1]
            ln = math.hypot(ex, ey)
            if ln < 1e-12:
                continue
            nx, ny = -ey / ln, ex / ln
            pa = [x * nx + y * ny for x, y in a_pts]
            pb = [x * nx + y * ny for x, y in b_pts]
            a0, a1, b0, b1 = min(pa), max(pa), min(pb), max(pb)
            s = dx * nx + dy * ny
            if abs(s) < 1e-12:
                if a1 <= b0 or b1 <= a0:
                    return None
                continue
            t0, t1 = (b0 - a1) / s, (b1 - a0) / s
            if t0 > t1:
                t0, t1 = t1, t0
            lo, hi = max(lo, t0), min(hi, t1)
    if lo >= hi:
        return None
    return lo


def convex_cover(shape) -> list:
    """Convex polygons covering a table shape, for `ConvexSet.build`: a circle as a 32-gon, a band (thick
    polyline) as a rectangle per piece of its centre line lengthened by half the width at each end (so the
    joints are covered), a polygon split into convex pieces.

    >>> convex_cover(Band(((0.0, 0.0), (4.0, 0.0)), 2.0))
    [((-1.0, 1.0), (5.0, 1.0), (5.0, -1.0), (-1.0, -1.0))]
    """
    if isinstance(shape, Circle):
        return [circle_polygon(shape, 32)]
    if isinstance(shape, Band):
        r = shape.width / 2.0
        out = []
        for (x0, y0), (x1, y1) in zip(shape.points, shape.points[1:]):
            ln = math.hypot(x1 - x0, y1 - y0)
            if ln == 0:
                continue
            ux, uy = (x1 - x0) / ln * r, (y1 - y0) / ln * r
            nx, ny = -uy, ux
            a, b = (x0 - ux, y0 - uy), (x1 + ux, y1 + uy)
            out.append(((a[0] + nx, a[1] + ny), (b[0] + nx, b[1] + ny), (b[0] - nx, b[1] - ny), (a[0] - nx, a[1] - ny)))
        return out
    return convex_pieces(shape)
