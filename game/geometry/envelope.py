"""The plane movement envelope: where a base's centre can end within a movement budget.

Method: a grid of nodes `cell` inches apart (default 0.5"), one node on the start, out to the farthest
the budget could reach and inside `bounds`. Dijkstra from the start over 16 directions (steps of
(1, 0), (1, 1) and (2, 1) cells, every way round), so open-ground costs stay within 2.7% of straight
lines. Every step is checked exactly against the shapes with numpy before the search:

- impassable shapes: a step is refused when its segment comes closer than `clearance` to one (use the
  base's half-width or radius; a rectangular base is treated as round);
- slow shapes, (shape, multiplier): a step costs its length times the mean multiplier of its two end
  nodes (each node takes the largest multiplier of the slow shapes holding it, else 1);
- penalty shapes, (shape, cost): a step touching the shape from a node outside it pays `cost` once
  (a wall or hedge is crossed, a hill entered);
- stop shapes: a step touching one from outside must end inside it, and movement ends there (rivers).

The start node always costs 0, even inside an impassable shape (the base may stay where it is).

The outline is a marching-squares contour of the node costs at the budget (linear along grid edges;
halfway to a node that is blocked or unreached; clamped to `bounds`): polygons clockwise on screen for
reachable areas, anticlockwise for holes (impassable pieces inside). Resolution: half a cell.

>>> env = movement_envelope((10, 10), 4, impassable=[((11, 6), (12, 6), (12, 14), (11, 14))])
>>> env.reachable((7, 10)), env.reachable((13, 10)), env.reachable((10, 14.5))
(True, False, False)
>>> round(env.cost_at((8, 10)), 6)
2.0
"""
from __future__ import annotations

import heapq
import math
from dataclasses import dataclass, field
from typing import Sequence, Union

import numpy as np

from .plane import Band, Circle, Point, Polygon, clockwise, shape_box
from .vecmath import cross, points_in_polygon, polygon_boundary_dist, seg_point_dist

__all__ = ["Envelope", "movement_envelope", "DIRECTIONS"]

Shape = Union[Polygon, Circle, Band]
DIRECTIONS = ((1, 0), (2, 1), (1, 1), (1, 2), (0, 1), (-1, 2), (-1, 1), (-2, 1),
              (-1, 0), (-2, -1), (-1, -1), (-1, -2), (0, -1), (1, -2), (1, -1), (2, -1))


@dataclass
class Envelope:
    """Node costs on a grid: node (i, j) sits at (x0 + i * cell, y0 + j * cell); `cost[j, i]` is inf
    where unreached (values above `budget` mark the frontier)."""

    x0: float
    y0: float
    cell: float
    budget: float
    cost: np.ndarray
    limits: tuple[float, float, float, float] | None = None      # the bounds after clearance, if any
    _outlines: list | None = field(default=None, repr=False)

    def cost_at(self, point: Point) -> float:
        """Bilinear cost at a table point (inf unless all four surrounding nodes were reached)."""
        fx, fy = (point[0] - self.x0) / self.cell, (point[1] - self.y0) / self.cell
        i, j = math.floor(fx), math.floor(fy)
        ny, nx = self.cost.shape
        if not (0 <= i < nx and 0 <= j < ny):
            return math.inf
        u, v = fx - i, fy - j
        i1, j1 = min(i + 1, nx - 1), min(j + 1, ny - 1)
        c = self.cost
        vals = ((c[j, i], (1 - u) * (1 - v)), (c[j, i1], u * (1 - v)), (c[j1, i], (1 - u) * v), (c[j1, i1], u * v))
        total = 0.0
        for val, w in vals:
            if w > 1e-12:
                if not math.isfinite(val):
                    return math.inf
                total += val * w
        return float(total)

    def reachable(self, point: Point) -> bool:
        return self.cost_at(point) <= self.budget + 1e-9

    def nodes(self) -> np.ndarray:
        """(n, 2) positions of the reached nodes within the budget."""
        j, i = np.nonzero(self.cost <= self.budget)
        return np.column_stack([self.x0 + i * self.cell, self.y0 + j * self.cell])

    def outlines(self) -> list[Polygon]:
        """Contours at the budget: reachable areas clockwise on screen, holes anticlockwise."""
        if self._outlines is None:
            loops = _contours(self.cost, self.budget, self.x0, self.y0, self.cell)
            if self.limits is not None:
                x0, y0, x1, y1 = self.limits
                loops = [tuple((min(max(x, x0), x1), min(max(y, y0), y1)) for x, y in loop) for loop in loops]
            self._outlines = loops
        return self._outlines


def _node_dist(shape: Shape, pts: np.ndarray) -> np.ndarray:
    """Distance from points to the shape's region (0 inside)."""
    if isinstance(shape, Circle):
        return np.maximum(np.hypot(pts[:, 0] - shape.x, pts[:, 1] - shape.y) - shape.r, 0.0)
    if isinstance(shape, Band):
        P = np.asarray(shape.points, dtype=float)
        d = seg_point_dist(P[None, :-1], P[None, 1:], pts[:, None, :]).min(axis=1)
        return np.maximum(d - shape.width / 2.0, 0.0)
    d = polygon_boundary_dist(pts, shape)
    return np.where(points_in_polygon(pts, shape), 0.0, d)


def _step_hits(shape: Shape, a: np.ndarray, b: np.ndarray, near_a: np.ndarray, near_b: np.ndarray,
               limit: float) -> np.ndarray:
    """Whether segments a-b come within `limit` of the shape (< limit; for limit 0: meet it), given
    whether each end already does (`near_a`, `near_b`). Otherwise the segment must cross the outline
    (the centre line of a band) or pass within reach of one of its corners."""
    hit = near_a | near_b
    if isinstance(shape, Circle):
        d = seg_point_dist(a, b, np.array([shape.x, shape.y]))
        return hit | ((d < shape.r + limit) if limit > 0 else (d <= shape.r))
    if isinstance(shape, Band):
        P = np.asarray(shape.points, dtype=float)
        p, q = P[:-1], P[1:]
        reach = shape.width / 2.0 + limit
        corners = P
    else:
        P = np.asarray(shape, dtype=float)
        p, q = P, np.roll(P, -1, axis=0)
        reach = limit
        corners = P
    A, B = a[:, None, :], b[:, None, :]
    o1, o2 = cross(A, B, p[None]), cross(A, B, q[None])
    o3, o4 = cross(p[None], q[None], A), cross(p[None], q[None], B)
    hit |= ((o1 * o2 < 0) & (o3 * o4 < 0)).any(axis=1)
    e = b - a
    ll = np.maximum((e * e).sum(axis=1), 1e-300)[:, None]
    t = np.clip(((corners[None, :, 0] - A[..., 0]) * e[:, None, 0] + (corners[None, :, 1] - A[..., 1]) * e[:, None, 1])
                / ll, 0.0, 1.0)
    dx = A[..., 0] + t * e[:, None, 0] - corners[None, :, 0]
    dy = A[..., 1] + t * e[:, None, 1] - corners[None, :, 1]
    d2 = dx * dx + dy * dy
    hit |= ((d2 < reach * reach) if reach > 0 else (d2 <= 1e-24)).any(axis=1)
    return hit


def movement_envelope(start: Point, budget: float, *, impassable: Sequence[Shape] = (),
                      slow: Sequence[tuple[Shape, float]] = (), penalties: Sequence[tuple[Shape, float]] = (),
                      stops: Sequence[Shape] = (), clearance: float = 0.0,
                      bounds: tuple[float, float, float, float] | None = None, cell: float = 0.5) -> Envelope:
    """Where a base's centre can end from `start` spending at most `budget` inches (see the module notes).
    `bounds` (x0, y0, x1, y1), e.g. the table, is shrunk by `clearance`."""
    impassable = [clockwise(s) if not isinstance(s, (Circle, Band)) else s for s in impassable]
    slow = [(clockwise(s) if not isinstance(s, (Circle, Band)) else s, float(m)) for s, m in slow]
    penalties = [(clockwise(s) if not isinstance(s, (Circle, Band)) else s, float(c)) for s, c in penalties]
    stops = [clockwise(s) if not isinstance(s, (Circle, Band)) else s for s in stops]
    cheapest = min([1.0] + [m for _, m in slow if m > 0])
    reach = budget / cheapest + cell
    sx, sy = float(start[0]), float(start[1])
    lo_i, hi_i = -math.ceil(reach / cell), math.ceil(reach / cell)
    lo_j, hi_j = lo_i, hi_i
    if bounds is not None:
        bx0, by0, bx1, by1 = bounds[0] + clearance, bounds[1] + clearance, bounds[2] - clearance, bounds[3] - clearance
        lo_i, hi_i = max(lo_i, math.ceil((bx0 - sx) / cell - 1e-9)), min(hi_i, math.floor((bx1 - sx) / cell + 1e-9))
        lo_j, hi_j = max(lo_j, math.ceil((by0 - sy) / cell - 1e-9)), min(hi_j, math.floor((by1 - sy) / cell + 1e-9))
    nx, ny = hi_i - lo_i + 1, hi_j - lo_j + 1
    x0, y0 = sx + lo_i * cell, sy + lo_j * cell
    cost = np.full((max(ny, 1), max(nx, 1)), np.inf)
    limits = None
    if bounds is not None:
        limits = (bounds[0] + clearance, bounds[1] + clearance, bounds[2] - clearance, bounds[3] - clearance)
    env = Envelope(x0, y0, cell, float(budget), cost, limits)
    if nx <= 0 or ny <= 0 or not (lo_i <= 0 <= hi_i and lo_j <= 0 <= hi_j):
        return env
    n = nx * ny
    gi, gj = np.meshgrid(np.arange(nx), np.arange(ny))
    pts = np.column_stack([(x0 + gi * cell).ravel(), (y0 + gj * cell).ravel()])
    grid_box = (x0, y0, x0 + (nx - 1) * cell, y0 + (ny - 1) * cell)
    dirs = np.array(DIRECTIONS)
    ddelta = dirs[:, 1] * nx + dirs[:, 0]

    def block(shape: Shape, pad: float) -> np.ndarray:
        """Flat indices of the nodes in the shape's bounding box grown by `pad` (a rectangle of the grid)."""
        bx0, by0, bx1, by1 = shape_box(shape)
        i0, i1 = max(0, math.floor((bx0 - pad - x0) / cell)), min(nx - 1, math.ceil((bx1 + pad - x0) / cell))
        j0, j1 = max(0, math.floor((by0 - pad - y0) / cell)), min(ny - 1, math.ceil((by1 + pad - y0) / cell))
        if i0 > i1 or j0 > j1:
            return np.zeros(0, dtype=np.intp)
        bi, bj = np.meshgrid(np.arange(i0, i1 + 1), np.arange(j0, j1 + 1))
        return (bj * nx + bi).ravel()

    def steps(src: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """(direction, source, destination) of every step leaving `src` that stays on the grid."""
        si, sj = src % nx, src // nx
        ti, tj = si[None, :] + dirs[:, 0:1], sj[None, :] + dirs[:, 1:2]
        ok = (ti >= 0) & (ti < nx) & (tj >= 0) & (tj < ny)
        d, k = np.nonzero(ok)
        return d, src[k], src[k] + ddelta[d]

    dir_len = np.hypot(dirs[:, 0], dirs[:, 1]) * cell

    def near_shape(shape: Shape, pad: float) -> tuple[np.ndarray, np.ndarray]:
        """Node indices around the shape and their distances to it (0 inside)."""
        idx = block(shape, pad)
        return idx, (_node_dist(shape, pts[idx]) if len(idx) else np.zeros(0))

    def touches(shape: Shape, idx: np.ndarray, nd: np.ndarray, limit: float):
        """Steps leaving nodes `idx` (distances `nd`) whose segment comes within `limit` of `shape`
        (< limit, or meets it when limit is 0). A step stays within half its length of an end, so only
        steps with an end that close are measured."""
        d, a, b = steps(idx)
        dist_full = np.full(n, np.inf)
        dist_full[idx] = nd
        da, db = dist_full[a], dist_full[b]
        cand = np.nonzero(np.minimum(da, db) <= limit + dir_len[d] / 2.0 + 1e-9)[0]
        hit = np.zeros(len(a), dtype=bool)
        if len(cand):
            close_a = (da[cand] < limit - 1e-12) if limit > 0 else (da[cand] <= 0)
            close_b = (db[cand] < limit - 1e-12) if limit > 0 else (db[cand] <= 0)
            hit[cand] = _step_hits(shape, pts[a[cand]], pts[b[cand]], close_a, close_b, limit)
        return d, a, b, hit

    def inside(idx: np.ndarray, nd: np.ndarray, limit: float = 0.0) -> np.ndarray:
        mask = np.zeros(n, dtype=bool)
        mask[idx] = (nd < limit - 1e-12) if limit > 0 else (nd <= 0)
        return mask

    def on_grid(shape: Shape, pad: float) -> bool:
        bx0, by0, bx1, by1 = shape_box(shape)
        return bx0 - pad <= grid_box[2] and bx1 + pad >= grid_box[0] and by0 - pad <= grid_box[3] and \
            by1 + pad >= grid_box[1]

    span = 2.3 * cell
    impassable = [s for s in impassable if on_grid(s, clearance + span)]
    slow = [(s, m) for s, m in slow if on_grid(s, 0.0)]
    penalties = [(s, c) for s, c in penalties if on_grid(s, span)]
    stops = [s for s in stops if on_grid(s, span)]

    step_ok = np.ones((len(DIRECTIONS), n), dtype=bool)
    blocked = np.zeros(n, dtype=bool)
    for s in impassable:
        idx, nd = near_shape(s, clearance + span)
        blocked |= inside(idx, nd, clearance)
        d, a, _, hit = touches(s, idx, nd, clearance)
        step_ok[d[hit], a[hit]] = False
    mult = np.ones(n)
    for s, m in slow:
        mask = inside(*near_shape(s, 0.0))
        mult[mask] = np.maximum(mult[mask], m)
    extra = np.zeros((len(DIRECTIONS), n))
    for s, pen in penalties:
        idx, nd = near_shape(s, span)
        mask = inside(idx, nd)
        d, a, _, hit = touches(s, idx, nd, 0.0)
        hit &= ~mask[a]
        np.add.at(extra, (d[hit], a[hit]), pen)
    stop_at = np.zeros((len(DIRECTIONS), n), dtype=bool)
    for s in stops:
        idx, nd = near_shape(s, span)
        mask = inside(idx, nd)
        d, a, b, hit = touches(s, idx, nd, 0.0)
        hit &= ~mask[a]
        stop_at[d[hit], a[hit]] = True
        jump = hit & ~mask[b]
        step_ok[d[jump], a[jump]] = False               # may not jump over a stop shape

    step_cost: list[list[float]] = []
    stop_step: list[list[bool]] = []
    deltas = ddelta.tolist()
    d_all, src_all, dst_all = steps(np.arange(n))
    for k in range(len(DIRECTIONS)):
        sel = d_all == k
        src, dst = src_all[sel], dst_all[sel]
        ok = step_ok[k, src] & ~blocked[src] & ~blocked[dst]
        full = np.full(n, np.inf)
        c = dir_len[k] * (mult[src] + mult[dst]) / 2.0 + extra[k, src]
        full[src[ok]] = c[ok]
        step_cost.append(full.tolist())
        stop_step.append(stop_at[k].tolist())

    dist = [math.inf] * n
    stopped = [False] * n
    s0 = (-lo_j) * nx + (-lo_i)
    dist[s0] = 0.0
    heap = [(0.0, s0)]
    moves = list(zip(step_cost, stop_step, deltas))
    while heap:
        c, u = heapq.heappop(heap)
        if c > dist[u] or stopped[u]:
            continue
        for sc, ss, dv in moves:
            w = sc[u]
            if w == math.inf:
                continue
            v = u + dv
            nc = c + w
            if nc < dist[v]:
                dist[v] = nc
                stopped[v] = ss[u]
                if nc <= budget:
                    heapq.heappush(heap, (nc, v))
    env.cost = np.array(dist).reshape(ny, nx)
    return env


def _contours(cost: np.ndarray, level: float, x0: float, y0: float, cell: float) -> list[Polygon]:
    """Marching squares at `level`: loops with the region (cost <= level) on their right on screen."""
    F = np.pad(cost, 1, constant_values=np.inf)
    inside = F <= level
    ny, nx = F.shape
    tl, tr, br, bl = inside[:-1, :-1], inside[:-1, 1:], inside[1:, 1:], inside[1:, :-1]
    case = tl * 8 + tr * 4 + br * 2 + bl * 1
    js, is_ = np.nonzero((case != 0) & (case != 15))

    def node(j, i):
        return (x0 + (i - 1) * cell, y0 + (j - 1) * cell)

    def crossing(ja, ia, jb, ib):
        fa, fb = F[ja, ia], F[jb, ib]
        if not inside[ja, ia]:
            (ja, ia, fa), (jb, ib, fb) = (jb, ib, fb), (ja, ia, fa)
        t = 0.5 if not math.isfinite(fb) or fb == fa else min(max((level - fa) / (fb - fa), 0.0), 1.0)
        pa, pb = node(ja, ia), node(jb, ib)
        return (float(pa[0] + t * (pb[0] - pa[0])), float(pa[1] + t * (pb[1] - pa[1])))

    nxt: dict = {}
    where: dict = {}
    for j, i in zip(js.tolist(), is_.tolist()):
        corners = ((j, i), (j, i + 1), (j + 1, i + 1), (j + 1, i))          # clockwise on screen
        edges = (("h", j, i), ("v", j, i + 1), ("h", j + 1, i), ("v", j, i))
        ins = [bool(inside[c]) for c in corners]
        marks = []                                                           # (edge, is_exit)
        for k in range(4):
            if ins[k] != ins[(k + 1) % 4]:
                e = edges[k]
                if e not in where:
                    where[e] = crossing(*corners[k], *corners[(k + 1) % 4])
                marks.append((e, ins[k]))
        vals = [F[c] for c in corners]
        centre_in = all(math.isfinite(v) for v in vals) and sum(vals) / 4.0 <= level
        m = len(marks)
        for k, (e, is_exit) in enumerate(marks):
            if not is_exit:
                continue
            step = 1 if (m == 2 or centre_in) else -1
            partner = marks[(k + step) % m]
            nxt[e] = partner[0]
    loops = []
    while nxt:
        first, e = next(iter(nxt.items()))
        del nxt[first]
        loop = [where[first]]
        while e != first and e in nxt:
            loop.append(where[e])
            e = nxt.pop(e)
        if len(loop) >= 3:
            loops.append(tuple(loop))
    return loops
