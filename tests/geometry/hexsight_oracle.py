"""The original exact "any part to any part" hex line of sight, kept as the test oracle.

It tries every line through two corners (of the viewer, the target and the
blocking hexes near them) and tests each against every blocking hex: slow
(milliseconds per target) but simple. `hexsight` must agree with it exactly.
The argument: the set of clear segments is closed, so when it is not empty
it holds an extreme segment pinned by two corner constraints.
"""
from __future__ import annotations

from typing import Callable

import numpy as np

from game.geometry.hexes import DIRECTIONS, Hex, distance, hex_range, linedraw_both
from game.geometry.hexarcs import Side, front_sides, side_of

_CORNERS = np.array([(2, -1), (1, -2), (-1, -1), (-2, 1), (-1, 2), (1, 1)], dtype=np.int64)


def _pred(blocks) -> Callable[[Hex], bool]:
    if callable(blocks):
        return blocks
    return frozenset(blocks).__contains__


def _corners_of(h: Hex) -> np.ndarray:
    return _CORNERS + np.array([3 * h[0], 3 * h[1]], dtype=np.int64)


def _corridor(a: Hex, b: Hex) -> set[Hex]:
    out: set[Hex] = set()
    plus, minus = linedraw_both(a, b)
    for h in set(plus) | set(minus):
        out.update(hex_range(h, 2))
    return out


def _cross(ax, ay, bx, by):
    return ax * by - ay * bx


def _clip(X, D, use_x, corners):
    kx = corners[:, 0][None, :]
    ky = corners[:, 1][None, :]
    Xx, Xy = X[:, 0][:, None], X[:, 1][:, None]
    Dx, Dy = D[:, 0][:, None], D[:, 1][:, None]
    sig = _cross(Dx, Dy, kx - Xx, ky - Xy)
    inside = (sig > 0).any(axis=1) & (sig < 0).any(axis=1)
    dsel = np.where(use_x[:, None], Dx, Dy)
    csel = np.where(use_x[:, None], kx - Xx, ky - Xy)
    t_corner = np.where(sig == 0, csel / dsel, np.nan)
    s0 = np.roll(sig, 1, axis=1)
    k0x, k0y = np.roll(kx, 1, axis=1), np.roll(ky, 1, axis=1)
    proper = (s0 * sig) < 0
    den = (s0 - sig)
    ex = np.where(use_x[:, None], kx - k0x, ky - k0y)
    c0 = np.where(use_x[:, None], k0x - Xx, k0y - Xy)
    with np.errstate(invalid="ignore", divide="ignore"):
        t_side = np.where(proper, (c0 * den + ex * s0) / (den * dsel), np.nan)
    t_c0 = np.roll(t_corner, 1, axis=1)
    edge_t = np.where(proper, t_side, np.nan)
    allt = np.concatenate([t_side, t_corner], axis=1)
    with np.errstate(invalid="ignore"):
        tmin = np.nanmin(np.where(np.isnan(allt), np.inf, allt), axis=1)
        tmax = np.nanmax(np.where(np.isnan(allt), -np.inf, allt), axis=1)
    tmin = np.where(np.isinf(tmin), np.nan, tmin)
    tmax = np.where(np.isinf(tmax), np.nan, tmax)
    return tmin, tmax, inside, edge_t, t_corner, t_c0


def _on_seam(X, D, use_x, lo, hi, blocked):
    bset = set(blocked)
    seams = []
    for h in blocked:
        for d in range(3):
            nb = (h[0] + DIRECTIONS[d][0], h[1] + DIRECTIONS[d][1], h[2] + DIRECTIONS[d][2])
            if nb in bset:
                c = _corners_of(h)
                seams.append((c[(d - 1) % 6], c[d]))
    hit = np.zeros(len(X), dtype=bool)
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


def clear_segment(viewer: Hex, sources: tuple[int, ...], target: Hex, blocked: list[Hex]) -> bool:
    """Whether some segment from the ``sources`` sides of ``viewer`` to ``target`` avoids ``blocked``."""
    vc = _corners_of(viewer)
    tc = _corners_of(target)
    bc = [_corners_of(h) for h in blocked]
    pts = np.unique(np.concatenate([vc, tc] + bc, axis=0), axis=0)
    i, j = np.triu_indices(len(pts), k=1)
    X = pts[i].astype(float)
    D = (pts[j] - pts[i]).astype(float)
    use_x = np.abs(D[:, 0]) >= np.abs(D[:, 1])
    v0, v1, v_in, v_edge, v_tc, _ = _clip(X, D, use_x, vc)
    t0, t1, _, _, _, _ = _clip(X, D, use_x, tc)
    hit_v = ~np.isnan(v0)
    hit_t = ~np.isnan(t0)
    fwd = hit_v & hit_t & (v1 <= t0)
    bwd = hit_v & hit_t & (t1 <= v0)
    src = np.zeros(6, dtype=bool)
    src[list(sources)] = True
    src_corner = src | np.roll(src, -1)
    with np.errstate(invalid="ignore"):
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
    X, D, use_x, lo, hi = X[ok], D[ok], use_x[ok], lo[ok], hi[ok]
    clear = np.ones(len(X), dtype=bool)
    for corners in bc:
        h0, h1, h_in, _, _, _ = _clip(X, D, use_x, corners)
        clear &= ~(h_in & (h0 < hi) & (h1 > lo))
    if blocked and clear.any():
        clear &= ~_on_seam(X, D, use_x, lo, hi, blocked)
    return bool(clear.any())


def blocked_near(a: Hex, b: Hex, blocks) -> list[Hex]:
    pred = _pred(blocks)
    return sorted(h for h in _corridor(a, b) if h != a and h != b and pred(h))


def visible_ref(viewer: Hex, facing, target: Hex, blocks) -> bool:
    """The oracle for `hexsight.visible` (rule "any"); ``facing=None`` for `sees`."""
    if target == viewer:
        return True
    if facing is not None and side_of(viewer, facing, target) is not Side.FRONT:
        return False
    if distance(viewer, target) == 1:
        return True
    sources = (0, 1, 2, 3, 4, 5) if facing is None else tuple(int(d) for d in front_sides(facing))
    return clear_segment(viewer, sources, target, blocked_near(viewer, target, blocks))


def visible_from_ref(grid, viewer: Hex, facing, blocks) -> set[Hex]:
    """The oracle for `hexsight.visible_from`: `visible_ref` on every hex."""
    return {h for h in grid if visible_ref(viewer, facing, h, blocks)}
