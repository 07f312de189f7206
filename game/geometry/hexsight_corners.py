"""The "corners" hex sight rule: lines from the corners of the viewer's front edges to the target's corners.

Every such segment is also an any-part sight line, so this rule never sees
more than the exact rule of `hexsight`; it is kept as a cheaper, stricter
variant (``rule="corners"``). Segments join lattice points, so which hex
interiors (and which blocker-blocker edges) a segment meets depends only on
the target's offset from the viewer: those lists are computed once per offset
(for facing D0; other facings are rotations) and kept.
"""
from __future__ import annotations

from typing import Callable

import numpy as np

from .hexes import DIRECTIONS, Hex, hex_range, linedraw_both
from .hexmaps import HexGrid
from .memo import forgets

__all__ = ["corners_one", "corners_visible", "grid_arrays", "rot"]

# Corners of the hex at the origin in lattice units (axial q, r times 3).
# Corner m lies between side m and side m+1; side d runs from corner d-1 to corner d.
_CORNERS = np.array([(2, -1), (1, -2), (-1, -1), (-2, 1), (-1, 2), (1, 1)], dtype=np.int64)


def _corners_of(h: Hex) -> np.ndarray:
    return _CORNERS + np.array([3 * h[0], 3 * h[1]], dtype=np.int64)


def _corridor(a: Hex, b: Hex) -> set[Hex]:
    """Hexes that can meet the convex hull of hexes a and b (a superset)."""
    out: set[Hex] = set()
    plus, minus = linedraw_both(a, b)
    for h in set(plus) | set(minus):
        out.update(hex_range(h, 2))
    return out


def corners_one(viewer: Hex, facing: int | None, target: Hex, pred: Callable[[Hex], bool]) -> bool:
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
forgets(_REGISTRIES.clear)      # a bench starts cold on the plans too (memo.forget)


def _gather_index(starts: np.ndarray, lens: np.ndarray) -> np.ndarray:
    """Indices of the concatenated slices [starts[i], starts[i] + lens[i])."""
    total = int(lens.sum())
    if total == 0:
        return np.zeros(0, dtype=np.int32)
    ends = np.cumsum(lens)
    return np.arange(total, dtype=np.int32) + np.repeat((starts - (ends - lens)).astype(np.int32), lens)


def grid_arrays(grid: HexGrid):
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


def corners_visible(grid: HexGrid, viewer: Hex, facing: int | None, tmask: np.ndarray,
                     blocked_cells: np.ndarray) -> np.ndarray:
    """Vectorised corners rule for the cells selected by ``tmask`` (bool per cell); returns a
    bool per selected cell. ``blocked_cells``: bool per cell."""
    fkey = None if facing is None else 0
    rot = 0 if facing is None else int(facing)
    reg = _REGISTRIES.get(fkey)
    if reg is None:
        reg = _REGISTRIES[fkey] = _Registry(fkey)
    qs, rs, q0, r0, W, H, lin = grid_arrays(grid)
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
rot = _rot
