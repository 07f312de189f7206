"""Hex line of sight: "a straight line from any part of the viewer's front edges to any part of the target".

The rule, precisely (Fields of Iron and Echo › Line of sight, as Wartable reads it):

- Hexes are closed regular hexagons. A hex that *blocks* sight stops a line
  only where the line enters its **interior**. A line that grazes a blocking
  hex's corner, or runs along its edge, is not blocked. But where two blocking
  hexes meet, the edge between them is solid: a line running along that
  shared edge is blocked (there is no gap between two adjacent woods). In short:
  a line is blocked iff it meets the interior of the union of the blocking
  hexes. The viewer's hex and the target's hex never block.
- With a facing, the viewer sees a target iff (1) the target is in the front
  arc (`hexes.side_of` is FRONT: its centre is in the closed half-plane ahead
  of the line through the viewer's two side corners) and (2) some segment from
  a point of the three front edges to a point of the target hex (a corner
  counts) avoids the blocked interior, leaving the viewer's hex across the
  front edges (it may not cut back through the viewer's own hex). A target
  adjacent across a front edge is always seen.
- Without facing (`sees`), any point of the viewer's hex to any point of the
  target's: symmetric in the two hexes.

Method (exact): the set of unblocked segments between the two regions is
closed, so if it is not empty it contains an extreme segment, held by two
constraints; every constraint is "the line passes through a vertex" (a corner
of the viewer, of the target or of a blocking hex). So the target is visible
iff one of the lines through two such corners carries a clear segment. For
each candidate line we take the shortest piece from the viewer's exit point to
the target's near side and test it against every blocking hex near the line.
All corners sit on an integer lattice (cube coordinates times 3), every
parameter along a line is one division of exact integers, so equal values
compare equal and the answers have no rounding tolerance at all.

Orientation does not matter: a pointy-top map is a flat-top map turned by
30 degrees, so results in axial coordinates are the same for both.

>>> from game.geometry.hexes import Hex, Facing
>>> wall = {Hex(1, -1, 0), Hex(0, -1, 1), Hex(-1, 0, 1)}
>>> visible(Hex(0, 0, 0), Facing.D2, Hex(0, -3, 3), wall)
False
>>> visible(Hex(0, 0, 0), Facing.D2, Hex(0, -3, 3), {Hex(0, -1, 1)})
True
>>> sees(Hex(0, 0, 0), Hex(0, -3, 3), wall), sees(Hex(0, 0, 0), Hex(0, 3, -3), wall)
(False, True)
"""
from __future__ import annotations

from typing import Callable, Collection, Iterable

import numpy as np

from .hexes import DIRECTIONS, Facing, Hex, HexGrid, Side, distance, front_sides, hex_range, linedraw_both, side_of

__all__ = ["visible", "sees", "sight_line", "visible_from", "Blocks"]

Blocks = Collection[Hex] | Callable[[Hex], bool]

# Corners of the hex at the origin in lattice units (axial q, r times 3).
# Corner m lies between side m and side m+1; side d runs from corner d-1 to corner d.
_CORNERS = np.array([(2, -1), (1, -2), (-1, -1), (-2, 1), (-1, 2), (1, 1)], dtype=np.int64)


def _pred(blocks: Blocks) -> Callable[[Hex], bool]:
    if callable(blocks):
        return blocks
    if not isinstance(blocks, (set, frozenset, dict)):
        blocks = frozenset(blocks)
    return blocks.__contains__


def _corners_of(h: Hex) -> np.ndarray:
    return _CORNERS + np.array([3 * h[0], 3 * h[1]], dtype=np.int64)


def _corridor(a: Hex, b: Hex) -> set[Hex]:
    """Hexes that can meet the convex hull of hexes a and b (a superset)."""
    out: set[Hex] = set()
    plus, minus = linedraw_both(a, b)
    for h in set(plus) | set(minus):
        out.update(hex_range(h, 2))
    return out


def _cross(ax, ay, bx, by):
    return ax * by - ay * bx


def _clip(X, D, use_x, corners):
    """Where lines X + t*D meet a convex hexagon (corners in order, shape (6, 2)).

    Returns (tmin, tmax, inside, edge_t): the parameter range of the
    intersection (nan when the line misses), whether the line passes through
    the interior, and per side d the parameter where the line crosses side d
    (nan when it does not), for the exit-edge test.
    """
    kx = corners[:, 0][None, :]
    ky = corners[:, 1][None, :]
    Xx, Xy = X[:, 0][:, None], X[:, 1][:, None]
    Dx, Dy = D[:, 0][:, None], D[:, 1][:, None]
    sig = _cross(Dx, Dy, kx - Xx, ky - Xy)                       # (L, 6) side of each corner
    inside = (sig > 0).any(axis=1) & (sig < 0).any(axis=1)
    # Corner m's parameter (meaningful only where the corner is on the line).
    dsel = np.where(use_x[:, None], Dx, Dy)
    csel = np.where(use_x[:, None], kx - Xx, ky - Xy)
    t_corner = np.where(sig == 0, csel / dsel, np.nan)
    # Side d runs from corner d-1 to corner d: proper crossings.
    s0 = np.roll(sig, 1, axis=1)                                  # sigma of corner d-1
    k0x, k0y = np.roll(kx, 1, axis=1), np.roll(ky, 1, axis=1)
    proper = (s0 * sig) < 0
    den = (s0 - sig)
    ex = np.where(use_x[:, None], kx - k0x, ky - k0y)
    c0 = np.where(use_x[:, None], k0x - Xx, k0y - Xy)
    with np.errstate(invalid="ignore", divide="ignore"):
        t_side = np.where(proper, (c0 * den + ex * s0) / (den * dsel), np.nan)
    # A side also "holds" a crossing at either of its corners.
    t_c0 = np.roll(t_corner, 1, axis=1)
    edge_t = np.where(proper, t_side, np.nan)
    allt = np.concatenate([t_side, t_corner], axis=1)
    with np.errstate(invalid="ignore"):
        tmin = np.nanmin(np.where(np.isnan(allt), np.inf, allt), axis=1)
        tmax = np.nanmax(np.where(np.isnan(allt), -np.inf, allt), axis=1)
    tmin = np.where(np.isinf(tmin), np.nan, tmin)
    tmax = np.where(np.isinf(tmax), np.nan, tmax)
    return tmin, tmax, inside, edge_t, t_corner, t_c0


def _clear_segment(viewer: Hex, sources: tuple[int, ...], target: Hex, blocked: list[Hex],
                   want_witness: bool = False):
    """Exact test: a clear segment from the `sources` sides of `viewer` to `target`.

    Returns False, True, or (with want_witness) the segment as two (x, y) lattice points.
    """
    vc = _corners_of(viewer)
    tc = _corners_of(target)
    bc = [_corners_of(h) for h in blocked]
    pts = np.concatenate([vc, tc] + bc, axis=0) if bc else np.concatenate([vc, tc], axis=0)
    pts = np.unique(pts, axis=0)
    n = len(pts)
    i, j = np.triu_indices(n, k=1)
    X = pts[i].astype(float)
    D = (pts[j] - pts[i]).astype(float)
    use_x = np.abs(D[:, 0]) >= np.abs(D[:, 1])
    # The viewer: where each line leaves it, and whether it leaves across a source side.
    v0, v1, v_in, v_edge, v_tc, v_tc0 = _clip(X, D, use_x, vc)
    t0, t1, _, _, _, _ = _clip(X, D, use_x, tc)
    hit_v = ~np.isnan(v0)
    hit_t = ~np.isnan(t0)
    fwd = hit_v & hit_t & (v1 <= t0)          # target lies on the +t side
    bwd = hit_v & hit_t & (t1 <= v0)
    src = np.zeros(6, dtype=bool)
    src[list(sources)] = True
    src_corner = src | np.roll(src, -1)       # corner m touches sides m and m+1
    # Point P on the viewer: the exit point when the line crosses the interior,
    # otherwise the corner (or source side end) nearest the target.
    with np.errstate(invalid="ignore"):
        # Through the interior: the exit parameter must be attained on a source side or a source corner.
        on_src_fwd = (np.where(src[None, :], v_edge, np.nan) == v1[:, None]).any(axis=1) | \
                     (np.where(src_corner[None, :], v_tc, np.nan) == v1[:, None]).any(axis=1)
        on_src_bwd = (np.where(src[None, :], v_edge, np.nan) == v0[:, None]).any(axis=1) | \
                     (np.where(src_corner[None, :], v_tc, np.nan) == v0[:, None]).any(axis=1)
        tc_src = np.where(src_corner[None, :], v_tc, np.nan)
        tang_fwd = np.nanmax(np.where(np.isnan(tc_src), -np.inf, tc_src), axis=1)
        tang_bwd = np.nanmin(np.where(np.isnan(tc_src), np.inf, tc_src), axis=1)
    pa = np.where(fwd, np.where(v_in, np.where(on_src_fwd, v1, np.nan), tang_fwd),
                  np.where(bwd, np.where(v_in, np.where(on_src_bwd, v0, np.nan), tang_bwd), np.nan))
    pa = np.where(np.isinf(pa), np.nan, pa)
    qa = np.where(fwd, t0, np.where(bwd, t1, np.nan))
    ok = ~np.isnan(pa) & ~np.isnan(qa)
    lo = np.minimum(pa, qa)
    hi = np.maximum(pa, qa)
    if not ok.any():
        return False
    X, D, use_x, lo, hi, pa, qa = X[ok], D[ok], use_x[ok], lo[ok], hi[ok], pa[ok], qa[ok]
    clear = np.ones(len(X), dtype=bool)
    for corners in bc:
        h0, h1, h_in, _, _, _ = _clip(X, D, use_x, corners)
        clear &= ~(h_in & (h0 < hi) & (h1 > lo))
    if blocked and clear.any():
        clear &= ~_on_seam(X, D, use_x, lo, hi, blocked)
    if not clear.any():
        return False
    if not want_witness:
        return True
    k = int(np.flatnonzero(clear)[0])
    P = X[k] + pa[k] * D[k]
    Q = X[k] + qa[k] * D[k]
    return (float(P[0]), float(P[1])), (float(Q[0]), float(Q[1]))


def _on_seam(X, D, use_x, lo, hi, blocked: list[Hex]):
    """Lines whose piece [lo, hi] runs along an edge shared by two blocking hexes."""
    bset = set(blocked)
    seams = []
    for h in blocked:
        for d in range(3):    # each shared edge once: sides 0, 1, 2 of the lower hex
            nb = (h[0] + DIRECTIONS[d][0], h[1] + DIRECTIONS[d][1], h[2] + DIRECTIONS[d][2])
            if nb in bset:
                c = _corners_of(h)
                seams.append((c[(d - 1) % 6], c[d]))
    hit = np.zeros(len(X), dtype=bool)
    if not seams:
        return hit
    for a, b in seams:
        sa = _cross(D[:, 0], D[:, 1], a[0] - X[:, 0], a[1] - X[:, 1])
        sb = _cross(D[:, 0], D[:, 1], b[0] - X[:, 0], b[1] - X[:, 1])
        col = (sa == 0) & (sb == 0)
        if not col.any():
            continue
        dsel = np.where(use_x, D[:, 0], D[:, 1])
        ta = np.where(use_x, a[0] - X[:, 0], a[1] - X[:, 1]) / dsel
        tb = np.where(use_x, b[0] - X[:, 0], b[1] - X[:, 1]) / dsel
        e0, e1 = np.minimum(ta, tb), np.maximum(ta, tb)
        hit |= col & (np.maximum(lo, e0) < np.minimum(hi, e1))
    return hit


def _blocked_near(a: Hex, b: Hex, pred: Callable[[Hex], bool]) -> list[Hex]:
    return sorted(h for h in _corridor(a, b) if h != a and h != b and pred(h))


def _to_axial(p: tuple[float, float]) -> tuple[float, float]:
    return (p[0] / 3.0, p[1] / 3.0)


RULES = ("any", "corners")


def _check_rule(rule: str) -> None:
    if rule not in RULES:
        raise ValueError(f"rule must be one of {RULES}, got {rule!r}")


def visible(viewer: Hex, facing: int, target: Hex, blocks: Blocks, rule: str = "any") -> bool:
    """Whether a unit on ``viewer`` facing ``facing`` sees ``target``.

    ``blocks``: the hexes that block sight, as a set of Hex or a predicate.
    ``rule``: ``"any"`` (exact: any point of the front edges to any point of
    the target) or ``"corners"`` (front-edge corners to target corners; fast,
    never sees more than ``"any"``). The viewer's own hex counts as seen.
    """
    _check_rule(rule)
    if target == viewer:
        return True
    if side_of(viewer, facing, target) is not Side.FRONT:
        return False
    if distance(viewer, target) == 1:
        return True
    pred = _pred(blocks)
    if rule == "corners":
        return _corners_one(viewer, facing, target, pred)
    return bool(_clear_segment(viewer, tuple(int(d) for d in front_sides(facing)), target,
                               _blocked_near(viewer, target, pred)))


def sees(a: Hex, b: Hex, blocks: Blocks, rule: str = "any") -> bool:
    """Whether hex ``a`` sees hex ``b`` without facing (any point / any corner of each); symmetric."""
    _check_rule(rule)
    if a == b or distance(a, b) == 1:
        return True
    pred = _pred(blocks)
    if rule == "corners":
        return _corners_one(a, None, b, pred)
    return bool(_clear_segment(a, (0, 1, 2, 3, 4, 5), b, _blocked_near(a, b, pred)))


def sight_line(viewer: Hex, facing: int | None, target: Hex, blocks: Blocks):
    """A clear sight line (rule ``"any"``) as two fractional axial points ``((q, r), (q, r))``, or None.

    With ``facing=None`` the line runs from anywhere on the viewer's hex (as `sees`).
    For adjacent hexes the line may have length zero (a point on the shared edge).
    """
    if target == viewer:
        return None
    sources = (0, 1, 2, 3, 4, 5)
    if facing is not None:
        if side_of(viewer, facing, target) is not Side.FRONT:
            return None
        sources = tuple(int(d) for d in front_sides(facing))
    res = _clear_segment(viewer, sources, target, _blocked_near(viewer, target, _pred(blocks)), want_witness=True)
    if not res:
        return None
    return _to_axial(res[0]), _to_axial(res[1])


def visible_from(grid: HexGrid, viewer: Hex, facing: int | None, blocks: Blocks, rule: str = "any") -> set[Hex]:
    """Every hex of ``grid`` that a unit on ``viewer`` sees (``facing=None``: as `sees`).

    The same answer as calling `visible` (or `sees`) with the same rule on
    every hex. ``"corners"`` is vectorised (a few ms on a 40 x 30 map);
    ``"any"`` first takes everything the corners rule sees, then tests the
    remaining hexes next to a seen open hex with the exact method (a sight line
    reaching a hex passes through a seen, non-blocking neighbour first), which
    is far slower.
    """
    _check_rule(rule)
    pred = _pred(blocks)
    hexes = grid.hexes
    blocked = np.fromiter((bool(pred(h)) for h in hexes), dtype=bool, count=len(hexes))
    qs, rs = _grid_arrays(grid)[:2]
    vq, vr = viewer[0], viewer[1]
    dq, dr = qs - vq, rs - vr
    dist = np.maximum(np.maximum(np.abs(dq), np.abs(dr)), np.abs(dq + dr))
    tmask = dist > 0
    if viewer in grid:
        blocked[grid.index(viewer)] = False
    if facing is not None and rule == "corners":
        # The front arc: centre in the closed half-plane ahead (dot product with the facing >= 0).
        fq, fr = DIRECTIONS[int(facing)][0], DIRECTIONS[int(facing)][1]
        tmask &= (dq * fq + dr * fr + (dq + dr) * (fq + fr)) >= 0
    seen_any = _corners_visible(grid, viewer, facing, tmask, blocked)
    targets = [hexes[i] for i in np.flatnonzero(tmask)]
    seen_any |= dist[tmask] == 1
    touched = {h for h, v in zip(targets, seen_any) if v}
    if rule == "any":
        sources = (0, 1, 2, 3, 4, 5) if facing is None else tuple(int(d) for d in front_sides(facing))
        tested = set(touched)
        frontier = [h for h in touched if not pred(h)]
        while frontier:
            nxt = []
            for h in frontier:
                for d in DIRECTIONS:
                    n = Hex(h[0] + d[0], h[1] + d[1], h[2] + d[2])
                    if n in tested or n not in grid or n == viewer:
                        continue
                    tested.add(n)
                    if _clear_segment(viewer, sources, n, _blocked_near(viewer, n, pred)):
                        touched.add(n)
                        if not pred(n):
                            nxt.append(n)
            frontier = nxt
    out = {h for h in touched if facing is None or side_of(viewer, facing, h) is Side.FRONT}
    if viewer in grid:
        out.add(viewer)
    return out


def _corners_one(viewer: Hex, facing: int | None, target: Hex, pred: Callable[[Hex], bool]) -> bool:
    fkey = None if facing is None else 0
    rot = 0 if facing is None else int(facing)
    dq, dr = _rot(target[0] - viewer[0], target[1] - viewer[1], -rot)
    tab = _offset_table(dq, dr, fkey)
    bad = np.zeros(tab.nseg, dtype=bool)
    for k, q, r in zip(tab.seg_of_cross, tab.cq, tab.cr):
        q, r = _rot(int(q), int(r), rot)
        if not bad[k] and pred(Hex(viewer[0] + q, viewer[1] + r, -viewer[0] - q - viewer[1] - r)):
            bad[k] = True
    for k, q1, r1, q2, r2 in zip(tab.seg_of_seam, tab.sq1, tab.sr1, tab.sq2, tab.sr2):
        if bad[k]:
            continue
        q1, r1 = _rot(int(q1), int(r1), rot)
        q2, r2 = _rot(int(q2), int(r2), rot)
        a = Hex(viewer[0] + q1, viewer[1] + r1, -viewer[0] - q1 - viewer[1] - r1)
        b = Hex(viewer[0] + q2, viewer[1] + r2, -viewer[0] - q2 - viewer[1] - r2)
        if pred(a) and pred(b):
            bad[k] = True
    return bool((~bad).any())


# --- the fast "corners" rule ------------------------------------------------------------------------
#
# Sight lines run from one of the four corners of the viewer's front edges (all
# six corners without facing) to one of the target's six corners. Every such
# segment is also an any-part sight line, so this rule is conservative: it
# never sees more than `visible`. Segments join lattice points, so which hex
# interiors (and which blocker-blocker edges) a segment meets depends only on
# the target's offset from the viewer: those lists are computed once per
# offset (for facing D0; other facings are rotations) and kept.

def _rot(q, r, k):
    """Rotate axial offsets by k sixths (direction d -> d + k); works on ints and arrays."""
    for _ in range(k % 6):
        q, r = q + r, -q
    return q, r


_SRC_CORNERS = {
    None: (0, 1, 2, 3, 4, 5),
    0: (4, 5, 0, 1),          # facing D0: front sides 5, 0, 1 -> corners 4, 5, 0, 1
}


class _OffsetTable:
    """Per target offset (facing D0): for each clear-able segment, the hexes it crosses and the seams it runs along."""

    __slots__ = ("nseg", "seg_of_cross", "cq", "cr", "seg_of_seam", "sq1", "sr1", "sq2", "sr2")


_TABLES: dict = {}


def _segment_hits(P: np.ndarray, Q: np.ndarray, cand: list[tuple[int, int]]):
    """For segments P[k] -> Q[k] (lattice points), which candidate hexes' interiors they meet
    and which candidate sides they run along. Returns (hit (K, C) bool, along (K, C, 6) bool)."""
    cen = np.array(cand, dtype=np.int64) * 3                      # (C, 2)
    corners = cen[:, None, :] + _CORNERS[None, :, :]              # (C, 6, 2)
    Dx = (Q[:, 0] - P[:, 0])[:, None, None]
    Dy = (Q[:, 1] - P[:, 1])[:, None, None]
    kx = corners[None, :, :, 0] - P[:, 0][:, None, None]
    ky = corners[None, :, :, 1] - P[:, 1][:, None, None]
    sig = Dx * ky - Dy * kx                                       # (K, C, 6)
    straddle = (sig > 0).any(axis=2) & (sig < 0).any(axis=2)
    # Side d (corner d-1 -> corner d) separates when both P and Q are on its outer closed side.
    a = np.roll(corners, 1, axis=1)                              # corner d-1
    ex = (corners[..., 0] - a[..., 0])[None]
    ey = (corners[..., 1] - a[..., 1])[None]
    # Orientation of corners: clockwise in lattice coords, so the interior is on the right (cross < 0).
    sp = ex * (P[:, 1][:, None, None] - a[None, ..., 1]) - ey * (P[:, 0][:, None, None] - a[None, ..., 0])
    sq = ex * (Q[:, 1][:, None, None] - a[None, ..., 1]) - ey * (Q[:, 0][:, None, None] - a[None, ..., 0])
    separated = ((sp >= 0) & (sq >= 0)).any(axis=2)
    hit = straddle & ~separated
    # Along side d: both its corners on the segment's line, and the overlap has positive length.
    s0 = np.roll(sig, 1, axis=2)
    col = (sig == 0) & (s0 == 0)
    use_x = (np.abs(Dx) >= np.abs(Dy))
    dsel = np.where(use_x, Dx, Dy).astype(float)
    t1 = np.where(use_x, kx, ky) / dsel
    t0 = np.roll(t1, 1, axis=2)
    lo = np.maximum(np.minimum(t0, t1), 0.0)
    hi = np.minimum(np.maximum(t0, t1), 1.0)
    along = col & (lo < hi)
    return hit, along


def _offset_table(dq: int, dr: int, facing_key) -> _OffsetTable:
    key = (dq, dr, facing_key)
    tab = _TABLES.get(key)
    if tab is not None:
        return tab
    src = _SRC_CORNERS[facing_key]
    viewer = Hex(0, 0, 0)
    target = Hex(dq, dr, -dq - dr)
    P = _CORNERS[list(src)]
    Q = _corners_of(target)
    pi, qi = np.meshgrid(np.arange(len(P)), np.arange(6), indexing="ij")
    P, Q = P[pi.ravel()], Q[qi.ravel()]
    keep = np.any(P != Q, axis=1)
    P, Q = P[keep], Q[keep]
    cand = sorted({(h[0], h[1]) for h in _corridor(viewer, target)})
    hit, along = _segment_hits(P, Q, cand)
    vi = cand.index((0, 0))
    ti = cand.index((dq, dr))
    ok = ~hit[:, vi]                                  # may not cut back through the viewer
    P, Q, hit, along = P[ok], Q[ok], hit[ok], along[ok]
    hit[:, vi] = False
    hit[:, ti] = False
    # Drop a segment when another one meets a subset of its hexes and seams:
    # the other is clear whenever it is, so it never decides anything.
    dirs = np.array([(x[0], x[1]) for x in DIRECTIONS], dtype=np.intp)
    arr = np.array(cand, dtype=np.intp)

    def seams_of(k):
        out = set()
        for c, d in zip(*np.nonzero(along[k])):
            a = (int(arr[c, 0]), int(arr[c, 1]))
            b = (a[0] + int(dirs[d, 0]), a[1] + int(dirs[d, 1]))
            if (0, 0) not in (a, b) and (dq, dr) not in (a, b):
                out.add(frozenset((a, b)))
        return frozenset(out)

    keys = [(frozenset(np.flatnonzero(hit[k]).tolist()), seams_of(k)) for k in range(len(P))]
    chosen = []
    for k, (hk, sk) in enumerate(keys):
        dominated = False
        for m, (hm, sm) in enumerate(keys):
            if m != k and hm <= hk and sm <= sk and (hm < hk or sm < sk or m < k):
                dominated = True
                break
        if not dominated:
            chosen.append(k)
    P, Q, hit, along = P[chosen], Q[chosen], hit[chosen], along[chosen]
    tab = _OffsetTable()
    tab.nseg = len(P)
    k, c = np.nonzero(hit)
    tab.seg_of_cross = k.astype(np.intp)
    arr = np.array(cand, dtype=np.intp)
    tab.cq, tab.cr = arr[c, 0], arr[c, 1]
    k, c, d = np.nonzero(along)
    q1, r1 = arr[c, 0], arr[c, 1]
    q2, r2 = q1 + dirs[d, 0], r1 + dirs[d, 1]
    # A seam only matters when neither side is the viewer or the target (they never block).
    keep = ~(((q1 == 0) & (r1 == 0)) | ((q2 == 0) & (r2 == 0)) | ((q1 == dq) & (r1 == dr)) | ((q2 == dq) & (r2 == dr)))
    tab.seg_of_seam = k[keep].astype(np.intp)
    tab.sq1, tab.sr1, tab.sq2, tab.sr2 = q1[keep], r1[keep], q2[keep], r2[keep]
    _TABLES[key] = tab
    return tab


class _Registry:
    """All offset tables of one kind (facing D0, or no facing) concatenated, for vectorised gathers."""

    OFF = 256   # offsets are looked up in a dense window [-OFF, OFF) x [-OFF, OFF)

    def __init__(self, fkey):
        self.fkey = fkey
        self.win = np.full((2 * self.OFF, 2 * self.OFF), -1, dtype=np.intp)
        self.tabs: list[_OffsetTable] = []
        self.dirty = True

    def ids(self, dq: np.ndarray, dr: np.ndarray) -> np.ndarray:
        if (np.abs(dq) >= self.OFF).any() or (np.abs(dr) >= self.OFF).any():
            raise ValueError("hexsight: map too large for the offset window")
        ids = self.win[dq + self.OFF, dr + self.OFF]
        missing = np.flatnonzero(ids < 0)
        if missing.size:
            for q, r in zip(dq[missing].tolist(), dr[missing].tolist()):
                if self.win[q + self.OFF, r + self.OFF] < 0:
                    self.win[q + self.OFF, r + self.OFF] = len(self.tabs)
                    self.tabs.append(_offset_table(q, r, self.fkey))
            self.dirty = True
            ids = self.win[dq + self.OFF, dr + self.OFF]
        return ids

    def arrays(self, rot: int, H: int):
        if self.dirty:
            t = self.tabs
            self.nseg = np.array([x.nseg for x in t], dtype=np.intp)
            self.c_len = np.array([len(x.seg_of_cross) for x in t], dtype=np.intp)
            self.c_start = np.concatenate([[0], np.cumsum(self.c_len)[:-1]]).astype(np.intp)
            self.c_seg = np.concatenate([x.seg_of_cross for x in t]).astype(np.int32)
            self.c_qr = (np.concatenate([x.cq for x in t]), np.concatenate([x.cr for x in t]))
            self.s_len = np.array([len(x.seg_of_seam) for x in t], dtype=np.intp)
            self.s_start = np.concatenate([[0], np.cumsum(self.s_len)[:-1]]).astype(np.intp)
            self.s_seg = np.concatenate([x.seg_of_seam for x in t]).astype(np.int32)
            self.s_qr = (np.concatenate([x.sq1 for x in t]), np.concatenate([x.sr1 for x in t]),
                         np.concatenate([x.sq2 for x in t]), np.concatenate([x.sr2 for x in t]))
            self.rotated: dict = {}
            self.dirty = False
        got = self.rotated.get((rot, H))
        if got is None:
            cq, cr = _rot(self.c_qr[0], self.c_qr[1], rot)
            sq1, sr1 = _rot(self.s_qr[0], self.s_qr[1], rot)
            sq2, sr2 = _rot(self.s_qr[2], self.s_qr[3], rot)
            got = self.rotated[(rot, H)] = ((cq * H + cr).astype(np.int32), (sq1 * H + sr1).astype(np.int32),
                                           (sq2 * H + sr2).astype(np.int32))
        return got


_REGISTRIES: dict = {}


def _gather_index(starts: np.ndarray, lens: np.ndarray) -> np.ndarray:
    """Indices of the concatenated slices [starts[i], starts[i] + lens[i])."""
    total = int(lens.sum())
    if total == 0:
        return np.zeros(0, dtype=np.int32)
    ends = np.cumsum(lens)
    return np.arange(total, dtype=np.int32) + np.repeat((starts - (ends - lens)).astype(np.int32), lens)


def _grid_arrays(grid: HexGrid):
    """Per grid: axial q, r of every cell and a padded (q, r) window for blocked lookups."""
    key = "hexsight_arrays"
    data = grid.cache.get(key)
    if data is None:
        qs = np.array([h[0] for h in grid.hexes], dtype=np.intp)
        rs = np.array([h[1] for h in grid.hexes], dtype=np.intp)
        pad = 4
        q0, r0 = int(qs.min()) - pad, int(rs.min()) - pad
        W, H = int(qs.max()) - q0 + 1 + pad, int(rs.max()) - r0 + 1 + pad
        lin = (qs - q0) * H + (rs - r0)
        data = grid.cache[key] = (qs, rs, q0, r0, W, H, lin)
    return data


def _corners_visible(grid: HexGrid, viewer: Hex, facing: int | None, tmask: np.ndarray,
                     blocked_cells: np.ndarray) -> np.ndarray:
    """Vectorised corners rule for the cells selected by ``tmask`` (bool per cell); returns a
    bool per selected cell. ``blocked_cells``: bool per cell."""
    fkey = None if facing is None else 0
    rot = 0 if facing is None else int(facing)
    reg = _REGISTRIES.get(fkey)
    if reg is None:
        reg = _REGISTRIES[fkey] = _Registry(fkey)
    qs, rs, q0, r0, W, H, lin = _grid_arrays(grid)
    vq, vr = viewer[0], viewer[1]
    dq, dr = _rot(qs[tmask] - vq, rs[tmask] - vr, -rot)
    ids = reg.ids(dq, dr)
    c_lin, s_lin1, s_lin2 = reg.arrays(rot, H)
    ntar = len(ids)
    nseg = reg.nseg[ids]
    seg_base = (np.cumsum(nseg) - nseg).astype(np.int32)
    total = int(nseg.sum())
    if total == 0:
        return np.zeros(ntar, dtype=bool)
    bpad = np.zeros(W * H, dtype=bool)
    bpad[lin] = blocked_cells
    base = (vq - q0) * H + (vr - r0)
    bad = np.zeros(total, dtype=bool)
    lens = reg.c_len[ids]
    gi = _gather_index(reg.c_start[ids], lens)
    if gi.size:
        hitb = bpad[c_lin[gi] + base]
        bad[(reg.c_seg[gi] + np.repeat(seg_base, lens))[hitb]] = True
    lens = reg.s_len[ids]
    gi = _gather_index(reg.s_start[ids], lens)
    if gi.size:
        both = bpad[s_lin1[gi] + base] & bpad[s_lin2[gi] + base]
        bad[(reg.s_seg[gi] + np.repeat(seg_base, lens))[both]] = True
    seg_target = np.repeat(np.arange(ntar), nseg)
    return np.bincount(seg_target[~bad], minlength=ntar) > 0
