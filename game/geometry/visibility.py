"""Visibility polygons on the table: what a viewpoint sees among blocking polygons, out to a range.

Method (numpy, exact up to the range circle's chords): translate to the viewpoint; keep only blocker
edges that face it (back-face culling: with clockwise winding the outward normal of edge a->b is
(b.y - a.y, a.x - b.x)) and come within range. Events are the endpoints of those edges, their crossings
with the range circle, crossings between edges of overlapping blockers, points every 360/`circle_segments`
degrees and the wedge's two sides. One ray is cast at each event's exact angle; a ray is tested only
against edges whose angular span contains it (pairs found with a sort and `searchsorted`). At a silhouette
vertex (one facing edge, one culled) the ray ignores the vertex's own edges and two points are emitted at
the same angle: the vertex and the hit behind it, ordered so the boundary runs along the grazing ray. The
result is star-shaped about the viewpoint, winds clockwise on screen (increasing atan2 angle, y down) and,
between events, follows blocker edges exactly; where nothing blocks it follows chords of the range circle
(event points lie on the circle itself).

A viewpoint inside (or on the boundary of) a blocker: with ``inside="ignore"`` (default) that blocker is
left out, so a unit standing in woods sees out of and through them; with ``inside="empty"`` the result is
an empty polygon ``()``. Callers who want "sees out of the wood but not through another" pass the other
woods as blockers and leave out the one the viewer stands in.

>>> occ = Occluders.build([((2, -1), (3, -1), (3, 1), (2, 1))])     # a wall to the right of the origin
>>> vis = visibility_polygon((0, 0), occ, 10, circle_segments=8)
>>> (2.0, -1.0) in vis and (3.0, 0.0) not in vis
True
>>> len(visibility_polygon((2.5, 0), occ, 10, inside="empty"))
0
"""
from __future__ import annotations

import math
from typing import Iterable, Sequence

import numpy as np

from .plane import Point, Polygon

__all__ = ["Occluders", "visibility_array", "visibility_polygon", "clip_convex", "TWO_PI"]

TWO_PI = 2.0 * math.pi
_ANG_TOL = 1e-12


class Occluders:
    """Blocking polygons packed into flat arrays; build once, query many times.

    Vertex i starts edge i (to vertex ``nxt[i]``); polygons are stored clockwise on screen. Crossings
    between edges of different polygons are precomputed (`cx`, `cy`, edges `c1`, `c2`).
    """

    __slots__ = ("px", "py", "nxt", "prv", "owner", "ex", "ey", "len2", "box", "starts", "cx", "cy", "c1", "c2",
                 "count")

    def __init__(self, px, py, nxt, prv, owner, box, starts, cx, cy, c1, c2):
        self.px, self.py, self.nxt, self.prv, self.owner = px, py, nxt, prv, owner
        self.ex, self.ey = px[nxt] - px, py[nxt] - py
        self.len2 = self.ex * self.ex + self.ey * self.ey
        self.box, self.starts = box, starts
        self.cx, self.cy, self.c1, self.c2 = cx, cy, c1, c2
        self.count = len(starts) - 1

    @classmethod
    def build(cls, polygons: Iterable[Sequence[Point]]) -> "Occluders":
        """Pack simple polygons (any winding, >= 3 points; not closed) for `visibility_polygon`."""
        polygons = list(polygons)
        if polygons and all(len(p) == len(polygons[0]) for p in polygons) and len(polygons[0]) >= 3:
            arr = np.asarray(polygons, dtype=float)
            if not (arr[:, 0] == arr[:, -1]).all(axis=1).any():      # none repeats its first point
                return cls.from_array(arr)
        flat: list = []
        sizes = []
        for poly in polygons:
            pts = [(float(p[0]), float(p[1])) for p in poly]
            if len(pts) > 3 and pts[0] == pts[-1]:
                pts.pop()
            if len(pts) < 3:
                continue
            area = 0.0
            x0, y0 = pts[-1]
            for x1, y1 in pts:
                area += x0 * y1 - x1 * y0
                x0, y0 = x1, y1
            if area < 0:                                   # make it clockwise on screen
                pts.reverse()
            flat.extend(pts)
            sizes.append(len(pts))
        arr = np.array(flat, dtype=float).reshape(-1, 2)
        xs, ys = ([arr[:, 0].copy()], [arr[:, 1].copy()]) if len(arr) else ([], [])
        return cls._pack(xs, ys, sizes)

    @classmethod
    def from_array(cls, polys: np.ndarray) -> "Occluders":
        """Pack an (n, k, 2) array of n polygons with k corners each (e.g. unit bases), any winding."""
        polys = np.asarray(polys, dtype=float)
        x, y = polys[:, :, 0], polys[:, :, 1]
        area = (x * np.roll(y, -1, axis=1) - np.roll(x, -1, axis=1) * y).sum(axis=1)
        flip = area < 0
        x = np.where(flip[:, None], x[:, ::-1], x)
        y = np.where(flip[:, None], y[:, ::-1], y)
        n, k = x.shape
        return cls._pack([x.ravel()], [y.ravel()], np.full(n, k))

    @classmethod
    def _pack(cls, xs, ys, sizes, crossings=None) -> "Occluders":
        sizes = np.asarray(sizes, dtype=np.intp)
        starts = np.zeros(len(sizes) + 1, dtype=np.intp)
        np.cumsum(sizes, out=starts[1:])
        n = int(starts[-1])
        px = np.concatenate(xs) if xs else np.zeros(0)
        py = np.concatenate(ys) if ys else np.zeros(0)
        idx = np.arange(n, dtype=np.intp)
        owner = np.repeat(np.arange(len(sizes), dtype=np.intp), sizes)
        first = starts[:-1][owner] if n else idx
        nxt = idx + 1
        if n:
            last = starts[1:][owner] - 1
            nxt = np.where(idx == last, first, idx + 1)
            prv = np.where(idx == first, last, idx - 1)
        else:
            prv = idx
        if n:
            box = np.stack([np.minimum.reduceat(px, starts[:-1]), np.minimum.reduceat(py, starts[:-1]),
                            np.maximum.reduceat(px, starts[:-1]), np.maximum.reduceat(py, starts[:-1])], axis=1)
        else:
            box = np.zeros((0, 4))
        occ = cls(px, py, nxt, prv, owner, box, starts, *(crossings or _empty_crossings()))
        if crossings is None:
            pairs = _overlapping_pairs(box, box, same=True)
            occ.cx, occ.cy, occ.c1, occ.c2 = _crossings(occ, occ, pairs)
        return occ

    def merged(self, other: "Occluders") -> "Occluders":
        """Both sets in one (crossings between the two sets are computed here)."""
        xs = [self.px, other.px]
        ys = [self.py, other.py]
        sizes = np.concatenate([np.diff(self.starts), np.diff(other.starts)])
        n0 = len(self.px)
        pairs = _overlapping_pairs(self.box, other.box, same=False)
        kx, ky, k1, k2 = _crossings(self, other, pairs)
        crossings = (np.concatenate([self.cx, other.cx, kx]), np.concatenate([self.cy, other.cy, ky]),
                     np.concatenate([self.c1, other.c1 + n0, k1]), np.concatenate([self.c2, other.c2 + n0, k2 + n0]))
        return Occluders._pack(xs, ys, sizes, crossings)

    def polygon(self, k: int) -> Polygon:
        s, e = self.starts[k], self.starts[k + 1]
        return tuple(zip(self.px[s:e].tolist(), self.py[s:e].tolist()))

    def containing(self, point: Point) -> np.ndarray:
        """Indices of the polygons that hold `point` (inside or within 1e-9" of the boundary)."""
        x, y = point
        b = self.box
        cand = np.nonzero((b[:, 0] <= x + 1e-9) & (b[:, 2] >= x - 1e-9) & (b[:, 1] <= y + 1e-9) &
                          (b[:, 3] >= y - 1e-9))[0]
        if len(cand) == 0:
            return cand
        idx = np.concatenate([np.arange(self.starts[k], self.starts[k + 1]) for k in cand])
        ax, ay = self.px[idx] - x, self.py[idx] - y
        ex, ey = self.ex[idx], self.ey[idx]
        t = np.clip(-(ax * ex + ay * ey) / np.maximum(self.len2[idx], 1e-300), 0.0, 1.0)
        on = (ax + t * ex) ** 2 + (ay + t * ey) ** 2 <= 1e-18
        by = self.py[self.nxt[idx]] - y     # the next vertex's own offset: `ay + ey` can round to another sign
        with np.errstate(divide="ignore", invalid="ignore"):
            xc = ax - ay * ex / ey
        crosses = ((ay > 0) != (by > 0)) & (xc > 0)
        owner = self.owner[idx]
        odd = np.bincount(owner, weights=crosses, minlength=self.count)[cand] % 2 == 1
        onb = np.bincount(owner, weights=on, minlength=self.count)[cand] > 0
        return cand[odd | onb]


def _empty_crossings():
    return (np.zeros(0), np.zeros(0), np.zeros(0, dtype=np.intp), np.zeros(0, dtype=np.intp))


def _overlapping_pairs(box_a: np.ndarray, box_b: np.ndarray, same: bool) -> np.ndarray:
    """(i, j) index pairs of overlapping bounding boxes (i < j when `same`)."""
    if len(box_a) == 0 or len(box_b) == 0:
        return np.zeros((0, 2), dtype=np.intp)
    ov = ((box_a[:, None, 0] <= box_b[None, :, 2]) & (box_b[None, :, 0] <= box_a[:, None, 2]) &
          (box_a[:, None, 1] <= box_b[None, :, 3]) & (box_b[None, :, 1] <= box_a[:, None, 3]))
    if same:
        ov = np.triu(ov, 1)
    return np.argwhere(ov)


def _crossings(a: Occluders, b: Occluders, pairs: np.ndarray):
    """Proper crossings between edges of polygon a[i] and b[j] for each pair (edge ids local to a, b)."""
    if len(pairs) == 0:
        return _empty_crossings()
    pi, pj = pairs[:, 0], pairs[:, 1]
    na = (a.starts[pi + 1] - a.starts[pi])
    nb = (b.starts[pj + 1] - b.starts[pj])
    cnt = na * nb
    k = np.arange(int(cnt.sum())) - np.repeat(np.cumsum(cnt) - cnt, cnt)
    nbr = np.repeat(nb, cnt)
    ea = np.repeat(a.starts[pi], cnt) + k // nbr
    eb = np.repeat(b.starts[pj], cnt) + k % nbr
    ax, ay, rx, ry = a.px[ea], a.py[ea], a.ex[ea], a.ey[ea]
    bx, by, sx, sy = b.px[eb], b.py[eb], b.ex[eb], b.ey[eb]
    den = rx * sy - ry * sx
    qx, qy = bx - ax, by - ay
    with np.errstate(divide="ignore", invalid="ignore"):
        t = (qx * sy - qy * sx) / den
        u = (qx * ry - qy * rx) / den
    ok = (den != 0) & (t > 0) & (t < 1) & (u > 0) & (u < 1)
    return ax[ok] + t[ok] * rx[ok], ay[ok] + t[ok] * ry[ok], ea[ok], eb[ok]


def visibility_array(view: Point, occluders: Occluders, range_: float, *, heading: float | None = None,
                     half_angle: float = 180.0, inside: str = "ignore", circle_segments: int = 64) -> np.ndarray:
    """The visibility polygon as an (n, 2) float array (see `visibility_polygon`)."""
    ox, oy = float(view[0]), float(view[1])
    R = float(range_)
    R2 = R * R
    occ = occluders
    wedge = heading is not None and half_angle < 180.0
    phi0 = math.radians(heading - half_angle - 90.0) if wedge else -math.pi
    span = math.radians(2.0 * half_angle) if wedge else TWO_PI

    dx = occ.px - ox
    dy = occ.py - oy
    cr = dx * occ.ey - dy * occ.ex                       # (a - view) x edge; < 0 when the edge faces us
    kf = cr < -1e-12 * (np.abs(dx) + np.abs(dy) + 1.0)
    inner = occ.containing((ox, oy)) if len(occ.px) else ()
    if len(inner):
        if inside == "empty":
            return np.zeros((0, 2))
        kf[np.isin(occ.owner, inner)] = False
    e = np.nonzero(kf)[0]
    ax, ay, ex, ey = dx[e], dy[e], occ.ex[e], occ.ey[e]
    ll = occ.len2[e]
    s = np.clip(-(ax * ex + ay * ey) / ll, 0.0, 1.0)
    near = (ax + s * ex) ** 2 + (ay + s * ey) ** 2 <= R2
    e, ax, ay, ex, ey, ll = e[near], ax[near], ay[near], ex[near], ey[near], ll[near]
    kf[:] = False
    kf[e] = True

    # --- events: directions where the boundary may change, as points relative to the view
    r2 = dx * dx + dy * dy
    v = np.nonzero((kf | kf[occ.prv]) & (r2 <= R2) & (r2 > 0))[0]
    vang = np.arctan2(dy, dx)
    ev_x, ev_y, ev_r, ev_exact = [dx[v]], [dy[v]], [np.sqrt(r2[v])], [np.ones(len(v), dtype=bool)]
    ev_ang = [vang[v]]
    # ring crossings of facing edges
    b = ax * ex + ay * ey
    c = ax * ax + ay * ay - R2
    disc = b * b - ll * c
    ok = disc >= 0
    sq = np.sqrt(np.where(ok, disc, 0.0))
    for sgn in (-1.0, 1.0):
        t = (-b + sgn * sq) / ll
        m = ok & (t >= 0.0) & (t <= 1.0)
        if m.any():
            x, y = ax[m] + t[m] * ex[m], ay[m] + t[m] * ey[m]
            ev_x.append(x)
            ev_y.append(y)
            ev_r.append(np.full(len(x), R))
            ev_exact.append(np.zeros(len(x), dtype=bool))
            ev_ang.append(np.arctan2(y, x))
    # crossings between facing edges of different blockers
    if len(occ.c1):
        cm = kf[occ.c1] & kf[occ.c2]
        if cm.any():
            x, y = occ.cx[cm] - ox, occ.cy[cm] - oy
            rr = np.sqrt(x * x + y * y)
            m = (rr <= R) & (rr > 0)
            ev_x.append(x[m])
            ev_y.append(y[m])
            ev_r.append(rr[m])
            ev_exact.append(np.ones(int(m.sum()), dtype=bool))
            ev_ang.append(np.arctan2(y[m], x[m]))
    # the ring's chords and the wedge's sides
    nseg = max(int(math.ceil(circle_segments * span / TWO_PI)), 1)
    ring = phi0 + span * np.arange(nseg + (1 if wedge else 0)) / nseg
    ev_x.append(R * np.cos(ring))
    ev_y.append(R * np.sin(ring))
    ev_r.append(np.full(len(ring), R))
    ev_exact.append(np.zeros(len(ring), dtype=bool))
    ev_ang.append((ring + math.pi) % TWO_PI - math.pi)

    X, Y, RR = np.concatenate(ev_x), np.concatenate(ev_y), np.concatenate(ev_r)
    exact = np.concatenate(ev_exact)
    ang = np.concatenate(ev_ang)
    if wedge:
        rel = (ang - phi0) % TWO_PI
        rel[rel > TWO_PI - _ANG_TOL] = 0.0
        nring = len(ring)
        rel[-nring:] = span * np.arange(nring) / nseg
        keep = rel <= span + _ANG_TOL
        X, Y, RR, exact, ang, rel = X[keep], Y[keep], RR[keep], exact[keep], ang[keep], rel[keep]
    M = len(X)
    ux, uy = X / RR, Y / RR

    # --- group events by direction (angles within _ANG_TOL; +pi and -pi are one direction)
    order = np.argsort(ang, kind="stable")
    sa = ang[order]
    gs = np.empty(M, dtype=np.intp)                        # group of each sorted event
    gs[0] = 0
    np.cumsum(np.diff(sa) > _ANG_TOL, out=gs[1:])
    if M > 1 and sa[0] + TWO_PI - sa[-1] <= _ANG_TOL:
        gs[gs == gs[-1]] = 0
    ng = int(gs.max()) + 1

    # --- the boundary's distance just before (lo) and just after (hi) each direction: pair each event
    # with the facing edges whose closed angular span holds it; an edge that ends at the event's angle
    # only counts on the side it lies on (so a ray grazing a silhouette vertex passes it)
    d_lo = np.full(ng, R)
    d_hi = np.full(ng, R)
    sa2 = np.concatenate([sa, sa + TWO_PI])
    th_b = vang[occ.nxt[e]]                               # facing edges run towards smaller angles
    th_hi = th_b + (vang[e] - th_b) % TWO_PI
    i0 = np.searchsorted(sa2, th_b - _ANG_TOL, "left")
    j0 = np.searchsorted(sa2, th_b + _ANG_TOL, "right")   # events at the edge's low end
    j1 = np.searchsorted(sa2, th_hi - _ANG_TOL, "left")   # events from here on sit at its high end
    i1 = np.searchsorted(sa2, th_hi + _ANG_TOL, "right")
    counts = np.minimum(i1 - i0, M)
    total = int(counts.sum())
    if total:
        offs = np.cumsum(counts) - counts
        pe = np.repeat(np.arange(len(e)), counts)
        pos = np.arange(total) - np.repeat(offs, counts) + np.repeat(i0, counts)
        sp = pos % M
        pev = order[sp]
        den = ux[pev] * ey[pe] - uy[pev] * ex[pe]
        with np.errstate(divide="ignore", invalid="ignore"):
            t = cr[e[pe]] / den
        t[~(den < 0)] = np.inf
        g = gs[sp]
        np.minimum.at(d_lo, g, np.where(pos < np.repeat(j0, counts), np.inf, t))
        np.minimum.at(d_hi, g, np.where(pos >= np.repeat(j1, counts), np.inf, t))

    # --- emit: per direction the point before, then the point after; a vertex or crossing event keeps
    # its exact coordinates when the boundary passes through it
    ge = np.empty(M, dtype=np.intp)
    ge[order] = gs
    rep = np.empty(ng, dtype=np.intp)
    rep[gs[::-1]] = order[::-1]                            # each group's first event
    P = np.empty((ng, 2, 2))
    for k, d in ((0, d_lo), (1, d_hi)):
        P[:, k, 0] = ux[rep] * d
        P[:, k, 1] = uy[rep] * d
        snap = exact & (np.abs(d[ge] - RR) <= 1e-9 * np.maximum(RR, 1.0))
        P[ge[snap], k, 0] = X[snap]
        P[ge[snap], k, 1] = Y[snap]
    if wedge:
        grel = rel[rep]
        gorder = np.argsort(grel, kind="stable")
        P = P[gorder]
        P = P.reshape(-1, 2)[1:-1]                         # the wedge starts after its first side
    else:
        P = P.reshape(-1, 2)
    if len(P) > 1:
        step = np.abs(np.diff(P, axis=0)).max(axis=1)
        keep = np.concatenate([[True], step > 1e-9])
        P = P[keep]
        if len(P) > 1 and np.abs(P[-1] - P[0]).max() <= 1e-9:
            P = P[:-1]
    P[:, 0] += ox
    P[:, 1] += oy
    if wedge:
        P = np.concatenate([[[ox, oy]], P])
    return P


def visibility_polygon(view: Point, occluders: Occluders, range_: float, *, heading: float | None = None,
                       half_angle: float = 180.0, clip: Sequence[Point] | None = None, inside: str = "ignore",
                       circle_segments: int = 64) -> Polygon:
    """What `view` sees among `occluders` within `range_` inches, as a clockwise polygon.

    `heading`/`half_angle` (degrees) limit it to a wedge with the viewpoint as its first vertex;
    `clip` intersects it with a convex polygon (e.g. `planearcs.fire_arc_polygon`). `inside` says what a
    viewpoint inside a blocker gets: "ignore" (leave that blocker out) or "empty" (``()``).
    """
    pts = visibility_array(view, occluders, range_, heading=heading, half_angle=half_angle, inside=inside,
                           circle_segments=circle_segments)
    if clip is not None and len(pts):
        pts = clip_convex(pts, np.asarray(clip, dtype=float))
    return tuple(map(tuple, pts.tolist()))


def clip_convex(points: np.ndarray, convex: np.ndarray) -> np.ndarray:
    """Sutherland-Hodgman, vectorised: the part of polygon `points` inside convex polygon `convex`
    (both (n, 2) arrays; `convex` in either winding). The subject may be concave."""
    cx, cy = convex[:, 0], convex[:, 1]
    if np.dot(cx, np.roll(cy, -1)) - np.dot(np.roll(cx, -1), cy) < 0:
        convex = convex[::-1]
    out = points
    for k in range(len(convex)):
        if len(out) == 0:
            break
        a, b = convex[k], convex[(k + 1) % len(convex)]
        # inside of a clockwise-on-screen polygon: the side where cross(b - a, p - a) >= 0
        f = (b[0] - a[0]) * (out[:, 1] - a[1]) - (b[1] - a[1]) * (out[:, 0] - a[0])
        f_next = np.roll(f, -1)
        nxt = np.roll(out, -1, axis=0)
        keep = f >= 0
        cross = keep != (f_next >= 0)
        den = np.where(cross, f - f_next, 1.0)
        t = np.where(cross, f / den, 0.0)
        inter = out + t[:, None] * (nxt - out)
        counts = keep.astype(np.intp) + cross
        res = np.empty((int(counts.sum()), 2))
        pos = np.cumsum(counts) - counts
        res[pos[keep]] = out[keep]
        res[(pos + keep)[cross]] = inter[cross]
        out = res
    return out
