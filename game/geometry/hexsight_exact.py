"""Exact hex line of sight by direction coverage: the core behind `hexsight`'s rule "any".

Points are lattice points (axial q, r times 3), so every hex corner has
integer coordinates. Fix a sight direction d. The lines of direction d are
labelled by ``s(p) = cross(d, p)``, constant along each line; a hex meets the
lines with s in a closed interval [s(bottom corner), s(top corner)], all hexes
with the same two corner indices. Directions are taken in six 60-degree
sectors between the edge directions ``S[m] -> S[m+1]`` as ``d(t) = S[m] +
t (S[m+1] - S[m])``, 0 <= t <= 1; inside a sector the top and bottom corners do
not change, so every s(p) is a linear function of t.

For one direction the lines that leave the viewer V across its front edges
are an interval E of s (the front edges that face d, projected); those that
also meet the target T are the window E ∩ I_T. Along any line, distinct hexes
come in the order of their centres' dot products with d (true for hexagons of
one lattice: two hexes met by one line in the other order would be closer
than neighbours). So a blocker B stands between V and T iff
``dot(d, B) >= 0 <= dot(d, T - B)``, and a line of the window is clear iff
its s is outside the open interval of every such blocker and not on the edge
shared by two of them (that needs d parallel to an edge: a sector end).

The leftmost clear s in the window, when there is one, is the window's lower
end or the top of some blocker's interval. Hence: T is visible iff for some
sector and some candidate point p (the lower end of E, the bottom corner of
T, or the top corner of a blocker) the set of t where p lies in the window
is not covered by the open t-intervals where p lies inside a blocker's
interval, nor by a seam point at t = 0 or 1. Every condition is the sign of
``a + b t`` with small integers a, b; the thresholds -a/b are compared as
floats, which is exact at these sizes (distinct values differ by far more
than the rounding, equal ones round alike).

Per target offset (the viewer at the origin, facing D0) a *plan* holds the
sectors with a non-empty window and, per sector, the hexes whose interval
can meet the window while standing between V and T, with their coefficients.
Plans depend on geometry only; they are built vectorised for many offsets at
once and kept. A query reads the blocking flags of a plan's hexes and
decides with a few array operations.
"""
from __future__ import annotations

import numpy as np

from .hexes import DIRECTIONS

__all__ = ["PlanRegistry", "registry", "decide", "FRONT_CORNERS"]

# Corner m of the hex at the origin in lattice units; corner m lies between sides m and m+1,
# side j runs from corner j-1 to corner j and faces DIRECTIONS[j].
C = np.array([(2, -1), (1, -2), (-1, -1), (-2, 1), (-1, 2), (1, 1)], dtype=np.int64)
S = C - np.roll(C, 1, axis=0)                     # S[j]: side j as a vector, corner j-1 -> corner j
DIR = np.array([(d[0], d[1]) for d in DIRECTIONS], dtype=np.int64)
FRONT_CORNERS = {None: (0, 1, 2, 3, 4, 5), 0: (4, 5, 0, 1)}   # corners of the source sides (facing D0)
_RANGE2 = np.array([(q, r) for q in range(-2, 3) for r in range(-2, 3) if abs(q + r) <= 2], dtype=np.int64)
_BIG = 3.0        # "no bound" once intervals are clipped to [-1, 2]


def _cross(a, b):
    return a[..., 0] * b[..., 1] - a[..., 1] * b[..., 0]


def _dot(a, b):
    """Euclidean dot product of lattice vectors, times a constant (axial Gram matrix [[2, 1], [1, 2]])."""
    return 2 * a[..., 0] * b[..., 0] + a[..., 0] * b[..., 1] + a[..., 1] * b[..., 0] + 2 * a[..., 1] * b[..., 1]


def _combos(fkey):
    """Per (sector, piece of the source edges facing the sector): the constants of the plan."""
    chain = set(FRONT_CORNERS[fkey])
    out = []
    for m in range(6):
        D0, D1 = S[m], S[(m + 1) % 6]
        mid = D0 + D1
        k = int(np.argmax(_cross(mid, C)))
        b = (k + 3) % 6
        exits = {j for j in range(6) if _cross(S[j], mid) > 0}
        step = 1 if (b + 1) % 6 in exits else -1
        arc = [(b + i * step) % 6 for i in range(4)]           # bottom corner ... top corner
        runs, cur = [], []
        for c in arc:
            if c in chain:
                cur.append(c)
            elif cur:
                runs.append(cur)
                cur = []
        if cur:
            runs.append(cur)
        seam, roof = [], []
        for D in (D0, D1):       # the bottom and top edges when d is parallel to them (t = 0 and t = 1)
            sides = [j for j in range(6) if _cross(D, S[j]) == 0]
            seam.append(min(sides, key=lambda j: int(_cross(D, C[j]))))
            roof.append(max(sides, key=lambda j: int(_cross(D, C[j]))))
        for run in runs:
            out.append((m, D0, D1 - D0, C[k], C[b], C[run[0]], C[run[-1]], seam[0], seam[1], k, roof[0], roof[1],
                        run[0]))
    return out


_COMBOS = {f: _combos(f) for f in FRONT_CORNERS}


def _lin(D0, Dd, v, dot=False):
    f = _dot if dot else _cross
    return f(D0, v), f(Dd, v)


def _interval(cons, lo=0.0, hi=1.0):
    """The t-interval where every ``c0 + c1 t >= 0`` holds (broadcast arrays), inside [lo, hi]."""
    shape = np.broadcast_shapes(*(np.shape(c0) for c0, _ in cons), *(np.shape(c1) for _, c1 in cons))
    L = np.full(shape, lo)
    H = np.full(shape, hi)
    with np.errstate(divide="ignore", invalid="ignore"):
        for c0, c1 in cons:
            c0 = np.broadcast_to(c0, shape)
            c1 = np.broadcast_to(c1, shape)
            thr = -c0 / c1
            L = np.where(c1 > 0, np.maximum(L, thr), L)
            H = np.where(c1 < 0, np.minimum(H, thr), H)
            L = np.where((c1 == 0) & (c0 < 0), np.inf, L)
    return L, H


def _inside_open(L, H, cons):
    """Whether [L, H] lies inside the open set where every ``c0 + c1 t > 0`` holds."""
    lo, hi = _interval(cons, -np.inf, np.inf)
    inside = (L > lo) & (H < hi)
    for c0, c1 in cons:           # a constraint with c1 == 0 holds strictly or never
        inside &= (c1 != 0) | (c0 > 0)
    return inside


# _JMAP[c][i]: the index, in the hex across side c (i = 0) or side c + 1 (i = 1), of corner c.
_JMAP = [[int(np.flatnonzero((C == C[c] - 3 * DIR[(c + i) % 6]).all(axis=1))[0]) for i in (0, 1)] for c in range(6)]
_EDGE = [{(j - 1) % 6, j} for j in range(6)]           # the corners of side j


def _covers(Z, c, p, base, D0, Dd, T, To, cm):
    """The two other hexes at corner ``c`` of hexes ``Z`` (axial (N, 2)), and whether each, when it
    blocks, always covers that corner's line over the t-range ``base``: it stands strictly between
    V and T there and the corner lies strictly inside its interval (not its top or bottom corner,
    nor on its top or bottom edge at an end t = 0 or 1 inside the range)."""
    ck, cr0, cr1, cs0, cs1 = cm
    L, H = base
    out = []
    for i in (0, 1):
        side = (c + i) % 6
        Y = Z + DIR[side]
        YL = 3 * Y
        j = np.array([_JMAP[a][i] for a in range(6)])[c]
        ok = (j != ck[p]) & (j != (ck[p] + 3) % 6)
        for at, roof, seam in ((L == 0, cr0[p], cs0[p]), (H == 1, cr1[p], cs1[p])):
            on = (j == roof) | (j == (roof + 5) % 6) | (j == seam) | (j == (seam + 5) % 6)
            ok &= ~(at & on)
        ok &= _inside_open(L, H, [_lin(D0, Dd, YL, True), _lin(D0, Dd, T - YL, True)])
        ok &= ~((Y[:, 0] == 0) & (Y[:, 1] == 0)) & ~((Y[:, 0] == To[:, 0]) & (Y[:, 1] == To[:, 1]))
        out.append((Y, ok))
    return out


def _hex_round(fq, fr):
    fs = -fq - fr
    q, r, s = np.rint(fq), np.rint(fr), np.rint(fs)
    dq, dr, ds = np.abs(q - fq), np.abs(r - fr), np.abs(s - fs)
    q = np.where((dq > dr) & (dq > ds), -r - s, q)
    r = np.where(~((dq > dr) & (dq > ds)) & (dr > ds), -q - s, r)
    return q.astype(np.int64), r.astype(np.int64)


def _ragged(starts, lens):
    """Indices of the concatenated slices [starts[i], starts[i] + lens[i])."""
    lens = np.asarray(lens, dtype=np.int64)
    total = int(lens.sum())
    if total == 0:
        return np.zeros(0, dtype=np.int64)
    ends = np.cumsum(lens)
    return np.arange(total, dtype=np.int64) + np.repeat(np.asarray(starts, dtype=np.int64) - (ends - lens), lens)


def _build(offs: np.ndarray, fkey):
    """Plans for target offsets ``offs`` (K, 2) axial, all at distance >= 2, viewer facing D0 (or none)."""
    K = len(offs)
    combos = _COMBOS[fkey]
    cm = [np.array([c[i] for c in combos]) for i in range(1, 13)]
    cD0, cDd, ctop, cbot, ce1, ce2, cs0, cs1, ck, cr0, cr1, ce1i = cm
    T = 3 * offs                                                   # (K, 2) lattice centre of the target
    tlo = T[:, None, :] + cbot[None]                               # (K, P, 2)
    thi = T[:, None, :] + ctop[None]
    D0, Dd = cD0[None], cDd[None]
    Tb = T[:, None, :]
    ta, tb = _interval([_lin(D0, Dd, ce2[None] - tlo), _lin(D0, Dd, thi - ce1[None]), _lin(D0, Dd, Tb, True)])
    ent_k, ent_p = np.nonzero(ta <= tb)
    ta, tb = ta[ent_k, ent_p], tb[ent_k, ent_p]
    D0, Dd = cD0[ent_p], cDd[ent_p]
    e1, e2 = ce1[ent_p], ce2[ent_p]
    Te = T[ent_k]
    tlo, thi = Te + cbot[ent_p], Te + ctop[ent_p]
    ahead = _lin(D0, Dd, Te, True)
    e1a, tloa = _lin(D0, Dd, e1), _lin(D0, Dd, tlo)
    e1LH = _interval([_lin(D0, Dd, e1 - tlo), _lin(D0, Dd, thi - e1), ahead])
    tloLH = _interval([_lin(D0, Dd, tlo - e1), _lin(D0, Dd, e2 - tlo), ahead])
    Toe = offs[ent_k]
    cmk = (ck, cr0, cr1, cs0, cs1)
    e1cov = _covers(np.zeros_like(Toe), ce1i[ent_p], ent_p, e1LH, D0, Dd, Te, Toe, cmk)
    tlocov = _covers(Toe, (ck[ent_p] + 3) % 6, ent_p, tloLH, D0, Dd, Te, Toe, cmk)
    ent = {
        "k1q": e1cov[0][0][:, 0], "k1r": e1cov[0][0][:, 1], "k1ok": e1cov[0][1],
        "k2q": e1cov[1][0][:, 0], "k2r": e1cov[1][0][:, 1], "k2ok": e1cov[1][1],
        "k3q": tlocov[0][0][:, 0], "k3r": tlocov[0][0][:, 1], "k3ok": tlocov[0][1],
        "k4q": tlocov[1][0][:, 0], "k4r": tlocov[1][0][:, 1], "k4ok": tlocov[1][1],
        "e1_0": e1a[0].astype(float), "e1_1": e1a[1].astype(float), "e1_L": e1LH[0], "e1_H": e1LH[1],
        "tlo_0": tloa[0].astype(float), "tlo_1": tloa[1].astype(float), "tlo_L": tloLH[0], "tlo_H": tloLH[1],
        "combo": ent_p, "e1_pt": e1.T.copy(), "tlo_pt": tlo.T.copy(),
    }
    # Hexes near the segment between the centres: within 2 of sample hexes one step apart (a superset
    # of the hexes meeting the convex hull of V and T), then a Euclidean filter with margin.
    n = np.max(np.abs(np.stack([offs[:, 0], offs[:, 1], offs[:, 0] + offs[:, 1]])), axis=0)
    sk = np.repeat(np.arange(K), n + 1)
    step = np.arange(len(sk)) - np.repeat(np.cumsum(n + 1) - (n + 1), n + 1)
    frac = step / n[sk]
    hq, hr = _hex_round(offs[sk, 0] * frac, offs[sk, 1] * frac)
    xk = np.repeat(sk, len(_RANGE2))
    xq = (hq[:, None] + _RANGE2[None, :, 0]).ravel()
    xr = (hr[:, None] + _RANGE2[None, :, 1]).ravel()
    key = np.unique((xk * 1024 + (xq + 512)) * 1024 + (xr + 512))
    xk, xq, xr = key // (1024 * 1024), (key // 1024) % 1024 - 512, key % 1024 - 512
    o = offs[xk]
    X = np.stack([xq, xr], axis=1)
    lam = np.clip(_dot(X, o) / _dot(o, o), 0.0, 1.0)
    off_seg = X - lam[:, None] * o
    near = _dot(off_seg, off_seg) <= 3.0                          # (2 circumradii)^2 = 8/3 in these units
    near &= ~((xq == 0) & (xr == 0)) & ~((xq == o[:, 0]) & (xr == o[:, 1]))
    xk, X = xk[near], X[near]
    cx_len = np.bincount(xk, minlength=K)
    cx_start = np.cumsum(cx_len) - cx_len
    # Rows: (entry, hex) pairs, kept when the hex can meet the window while between V and T.
    ridx = _ragged(cx_start[ent_k], cx_len[ent_k])
    rent = np.repeat(np.arange(len(ent_k)), cx_len[ent_k])
    Xr = X[ridx]
    XL = 3 * Xr
    p = ent_p[rent]
    D0r, Ddr = cD0[p], cDd[p]
    top, bot = XL + ctop[p], XL + cbot[p]
    Tr = Te[rent]
    tlo_r, thi_r = tlo[rent], thi[rent]
    e1r, e2r = e1[rent], e2[rent]
    L, H = _interval([_lin(D0r, Ddr, e2r - bot), _lin(D0r, Ddr, thi_r - bot), _lin(D0r, Ddr, top - e1r),
                      _lin(D0r, Ddr, top - tlo_r), _lin(D0r, Ddr, XL, True), _lin(D0r, Ddr, Tr - XL, True)],
                     ta[rent], tb[rent])
    keep = L <= H
    rent, Xr, XL, p, D0r, Ddr, top, bot = rent[keep], Xr[keep], XL[keep], p[keep], D0r[keep], Ddr[keep], top[keep], bot[keep]
    Tr, tlo_r, thi_r, e1r, e2r = Tr[keep], tlo_r[keep], thi_r[keep], e1r[keep], e2r[keep]
    g = _interval([_lin(D0r, Ddr, XL, True), _lin(D0r, Ddr, Tr - XL, True)], -1.0, 2.0)
    base = _interval([_lin(D0r, Ddr, top - e1r), _lin(D0r, Ddr, e2r - top), _lin(D0r, Ddr, top - tlo_r),
                      _lin(D0r, Ddr, thi_r - top), _lin(D0r, Ddr, Tr, True)])
    part = []
    To = offs[ent_k][rent]
    for cs in (cs0, cs1):
        pq = Xr + DIR[cs[p]]
        valid = ~((pq[:, 0] == 0) & (pq[:, 1] == 0)) & ~((pq[:, 0] == To[:, 0]) & (pq[:, 1] == To[:, 1]))
        part.append((pq, valid))
    topa, bota = _lin(D0r, Ddr, top), _lin(D0r, Ddr, bot)
    # The two hexes sharing the top corner: when one of them blocks and stands between V and T over
    # the whole base range (and is not across the top edge at an end t = 0 or 1), the candidate
    # "top of this hex" is always covered and can be skipped.
    cover = _covers(Xr, ck[p], p, base, D0r, Ddr, Tr, To, (ck, cr0, cr1, cs0, cs1))
    rows = {
        "q": Xr[:, 0], "r": Xr[:, 1],
        "c1q": cover[0][0][:, 0], "c1r": cover[0][0][:, 1], "c1ok": cover[0][1],
        "c2q": cover[1][0][:, 0], "c2r": cover[1][0][:, 1], "c2ok": cover[1][1],
        "top0": topa[0].astype(float), "top1": topa[1].astype(float),
        "bot0": bota[0].astype(float), "bot1": bota[1].astype(float),
        "gl": g[0], "gh": g[1], "L": base[0], "H": base[1], "top_pt": top.T.copy(),
        "p0q": part[0][0][:, 0], "p0r": part[0][0][:, 1], "p0ok": part[0][1],
        "p1q": part[1][0][:, 0], "p1r": part[1][0][:, 1], "p1ok": part[1][1],
    }
    row_len = np.bincount(rent, minlength=len(ent_k))
    ent_len = np.bincount(ent_k, minlength=K)
    return ent, rows, ent_len, row_len


class PlanRegistry:
    """Plans for every target offset seen so far (one registry per facing kind), in flat arrays."""

    OFF = 256

    def __init__(self, fkey):
        self.fkey = fkey
        self.win = np.full((2 * self.OFF, 2 * self.OFF), -1, dtype=np.int64)
        self._chunks: list = []
        self.nplans = 0
        self.dirty = False
        self._empty()

    def _empty(self):
        self.ent_start = np.zeros(0, dtype=np.int64)
        self.ent_len = np.zeros(0, dtype=np.int64)
        self.row_start = np.zeros(0, dtype=np.int64)
        self.row_len = np.zeros(0, dtype=np.int64)
        self.ent: dict = {}
        self.rows: dict = {}
        self._lin: dict = {}

    def ids(self, dq: np.ndarray, dr: np.ndarray) -> np.ndarray:
        """Plan ids of offsets (normalised to facing D0), building the missing ones at once."""
        dq = np.asarray(dq, dtype=np.int64)
        dr = np.asarray(dr, dtype=np.int64)
        if dq.size and (np.abs(dq).max() >= self.OFF or np.abs(dr).max() >= self.OFF):
            raise ValueError("hexsight: map too large for the offset window")
        ids = self.win[dq + self.OFF, dr + self.OFF]
        miss = ids < 0
        if miss.any():
            key = np.unique((dq[miss] + self.OFF) * (2 * self.OFF) + dr[miss] + self.OFF)
            mq, mr = key // (2 * self.OFF) - self.OFF, key % (2 * self.OFF) - self.OFF
            ent, rows, ent_len, row_len = _build(np.stack([mq, mr], axis=1), self.fkey)
            self.win[mq + self.OFF, mr + self.OFF] = self.nplans + np.arange(len(mq))
            self.nplans += len(mq)
            self._chunks.append((ent, rows, ent_len, row_len))
            self.dirty = True
            ids = self.win[dq + self.OFF, dr + self.OFF]
        if self.dirty:
            self._flatten()
        return ids

    def _flatten(self):
        ch = self._chunks
        self.ent_len = np.concatenate([c[2] for c in ch])
        self.ent_start = np.cumsum(self.ent_len) - self.ent_len
        self.row_len = np.concatenate([c[3] for c in ch])
        self.row_start = np.cumsum(self.row_len) - self.row_len
        self.ent = {k: np.concatenate([c[0][k] for c in ch], axis=-1) for k in ch[0][0]}
        self.rows = {k: np.concatenate([c[1][k] for c in ch], axis=-1) for k in ch[0][1]}
        self._chunks = [(self.ent, self.rows, self.ent_len, self.row_len)]
        R, E = self.rows, self.ent
        # Packed per-row and per-entry numbers, one cache line per row for the gathers of a query.
        self.rf = np.stack([R[k] for k in ("top0", "top1", "bot0", "bot1", "gl", "gh", "L", "H")], axis=1)
        self.ef = np.stack([E[k] for k in ("e1_0", "e1_1", "e1_L", "e1_H", "tlo_0", "tlo_1", "tlo_L", "tlo_H")],
                           axis=1)
        self._lin = {}
        self.dirty = False

    def lin(self, rot: int, W: int, H: int):
        """Row hexes rotated by ``rot`` sixths as offsets ``q * H + r`` (N,); per row its seam partners
        at t = 0 and 1 and its two corner covers (N, 4); per entry the corner covers of its viewer
        and target candidates (E, 4). Those that never count point at ``W * H``, past every cell of
        a ``W x H`` window."""
        got = self._lin.get((rot, W, H))
        if got is None:
            R = self.rows
            cols = []
            for a in ("", "p0", "p1", "c1", "c2"):
                q, r = R[(a or "") + "q"], R[(a or "") + "r"]
                for _ in range(rot % 6):
                    q, r = q + r, -q
                v = q * H + r
                if a:
                    v = np.where(R[a + "ok"], v, W * H)
                cols.append(v)
            ecols = []
            for a in ("k1", "k2", "k3", "k4"):
                q, r = self.ent[a + "q"], self.ent[a + "r"]
                for _ in range(rot % 6):
                    q, r = q + r, -q
                ecols.append(np.where(self.ent[a + "ok"], q * H + r, W * H))
            got = self._lin[(rot, W, H)] = (cols[0], np.stack(cols[1:], axis=1), np.stack(ecols, axis=1))
        return got

    def gather(self, ids: np.ndarray):
        """Entry indices, their target (position in ``ids``), row indices and their entry (local index)."""
        e_idx = _ragged(self.ent_start[ids], self.ent_len[ids])
        e_tgt = np.repeat(np.arange(len(ids)), self.ent_len[ids])
        r_idx = _ragged(self.row_start[e_idx], self.row_len[e_idx])
        r_ent = np.repeat(np.arange(len(e_idx)), self.row_len[e_idx])
        return e_idx, e_tgt, r_idx, r_ent


_REGISTRIES: dict = {}


def registry(fkey) -> PlanRegistry:
    reg = _REGISTRIES.get(fkey)
    if reg is None:
        reg = _REGISTRIES[fkey] = PlanRegistry(fkey)
    return reg


def decide(reg: PlanRegistry, e_idx, r_idx, r_ent, b, flags, eflags, want=False):
    """Per entry (one sector of one target): whether a clear line exists.

    ``e_idx``: entries; ``r_idx``/``r_ent``: their rows and each row's entry (position in ``e_idx``);
    ``b``: the positions (into ``r_idx``) of the rows whose hex blocks, ascending; ``flags`` (len(b), 4)
    per such row: its seam partner at t = 0, at t = 1, its first and second corner cover block (and
    count); ``eflags`` (len(e_idx), 4): the corner covers of the viewer and target candidates block.
    With ``want``, also returns per entry a witness (a point of the clear line in lattice units, its
    direction) or None.

    Per candidate the forbidden t-intervals are sorted and scanned on one float key
    ``4 * candidate + t``: adding the integer keeps every comparison exact, because distinct
    thresholds (ratios of integers below ~10^4) differ by far more than the rounding.
    """
    ne = len(e_idx)
    rb = r_idx[b]
    F = np.take(reg.rf, rb, axis=0)     # top0 top1 bot0 bot1 gl gh L H, per blocking row
    G = np.take(reg.ef, e_idx, axis=0)  # e1_0 e1_1 e1_L e1_H tlo_0 tlo_1 tlo_L tlo_H, per entry
    # Candidates: the lower end of the source edges, the target's bottom corner, the top of each
    # blocking hex (unless a blocking neighbour always covers that corner).
    cand_ent = np.concatenate([np.arange(ne), np.arange(ne), r_ent[b]])
    cL = np.concatenate([G[:, 2], G[:, 6], F[:, 6]])
    cH = np.concatenate([G[:, 3], G[:, 7], F[:, 7]])
    live = cL <= cH
    live[:ne] &= ~(eflags[:, 0] | eflags[:, 1])
    live[ne:2 * ne] &= ~(eflags[:, 2] | eflags[:, 3])
    live[2 * ne:] &= ~(flags[:, 2] | flags[:, 3])
    cand = np.flatnonzero(live)
    ca0 = np.concatenate([G[:, 0], G[:, 4], F[:, 0]])[cand]
    ca1 = np.concatenate([G[:, 1], G[:, 5], F[:, 1]])[cand]
    cand_ent, cL, cH = cand_ent[cand], cL[cand], cH[cand]
    nc = len(cand)
    # Pairs (candidate, blocking hex of the same entry but not its own); rows are grouped by entry,
    # so b is too.
    f_cnt = np.bincount(r_ent[b], minlength=ne)
    f_start = np.cumsum(f_cnt) - f_cnt
    own = cand - 2 * ne                                  # a blocker's own position in b (< 0: none)
    isrow = own >= 0
    n_c = f_cnt[cand_ent] - isrow
    pc = np.repeat(np.arange(nc), n_c)
    pf = _ragged(f_start[cand_ent], n_c)
    if isrow.any():
        pf += pf >= np.where(isrow, own, len(b))[pc]
    Fc = np.ascontiguousarray(F[:, :6].T)
    x0, x1 = ca0[pc], ca1[pc]
    a0 = x0 - Fc[2][pf]               # the candidate above the blocker's bottom: a0 + a1 t > 0
    a1 = x1 - Fc[3][pf]
    b0 = Fc[0][pf] - x0               # and below its top: b0 + b1 t > 0
    b1 = Fc[1][pf] - x1
    with np.errstate(divide="ignore", invalid="ignore"):
        t1 = a0 / a1
        t2 = b0 / b1
    np.negative(t1, out=t1)
    np.negative(t2, out=t2)
    l = np.maximum(np.where(a1 > 0, t1, -_BIG), np.where(b1 > 0, t2, -_BIG))
    np.maximum(l, Fc[4][pf], out=l)
    h = np.minimum(np.where(a1 < 0, t1, _BIG), np.where(b1 < 0, t2, _BIG))
    np.minimum(h, Fc[5][pf], out=h)
    h[((a1 == 0) & (a0 <= 0)) | ((b1 == 0) & (b0 <= 0))] = -_BIG
    # Seams: the candidate's line at t = 0 (t = 1) runs along the bottom edge of a blocker whose
    # neighbour across that edge blocks too; the pair lies between viewer and target then.
    cz0 = np.zeros(nc, dtype=bool)
    cz1 = np.zeros(nc, dtype=bool)
    fz = flags[:, 0] | flags[:, 1]
    if fz.any():
        j = np.flatnonzero(fz[pf])
        pj = pf[j]
        for z, col, at in ((cz0, 0, 0.0), (cz1, 1, 1.0)):
            on = flags[pj, col] & (a0[j] + at * a1[j] == 0) & (Fc[4][pj] <= at) & (Fc[5][pj] >= at)
            z[pc[j[on]]] = True
    keep = (l < h) & (h > cL[pc]) & (l < cH[pc])
    pc = pc[keep]
    shift = 4.0 * pc                  # l >= -1 and h <= 2 (betweenness is clipped so), so groups never mix
    kl = l[keep]
    kl += shift
    kh = h[keep]
    kh += shift
    order = np.argsort(kl, kind="stable")
    pc, kl, kh = pc[order], kl[order], kh[order]
    # Scan: after the first i intervals (by left end) the first free point is max(L, reach_i);
    # it is clear iff it is <= H and <= the next interval's left end. Keys of later candidates are
    # larger than every key of this one, so no group boundaries are needed.
    cshift = 4.0 * np.arange(nc)
    Ls, Hs = cL + cshift, cH + cshift
    reach = np.maximum.accumulate(kh) if len(kh) else kh
    pt = np.maximum(Ls[pc], reach)
    nxt = np.empty_like(kl)
    nxt[:-1] = kl[1:]
    nxt[-1:] = np.inf
    okr = (pt <= Hs[pc]) & (pt <= nxt)
    first = np.full(nc, np.inf)
    if len(pc):
        starts = np.flatnonzero(np.r_[True, pc[1:] != pc[:-1]])
        first[pc[starts]] = kl[starts]
    ok0 = Ls <= first
    if cz0.any() or cz1.any():
        def bad(point, after, c):
            zero = cz0[c] & (point == cshift[c]) & ~((Hs[c] > cshift[c]) & (after > cshift[c]))
            return zero | (cz1[c] & (point == cshift[c] + 1.0))
        ok0 &= ~bad(Ls, first, np.arange(nc))
        zr = np.flatnonzero((cz0 | cz1)[pc])
        okr[zr] &= ~bad(pt[zr], nxt[zr], pc[zr])
    cand_ok = ok0.copy()
    cand_ok[pc[okr]] = True
    ent_ok = np.zeros(ne, dtype=bool)
    ent_ok[cand_ent[cand_ok]] = True
    if not want:
        return ent_ok
    # A witness per entry: the candidate's lattice point and a clear direction.
    E, R = reg.ent, reg.rows
    pts = np.concatenate([E["e1_pt"][:, e_idx], E["tlo_pt"][:, e_idx], R["top_pt"][:, rb]], axis=1)[:, cand]
    wit: list = [None] * ne
    for c in np.flatnonzero(cand_ok).tolist():
        e = int(cand_ent[c])
        if wit[e] is not None:
            continue
        if ok0[c]:
            point, after = Ls[c], first[c]
        else:
            j = int(np.flatnonzero(okr & (pc == c))[0])
            point, after = pt[j], nxt[j]
        point, after = point - cshift[c], min(after - cshift[c], cH[c])
        if point == 0 and cz0[c]:
            point = after / 2.0
        combo = _COMBOS[reg.fkey][int(E["combo"][e_idx[e]])]
        wit[e] = (pts[:, c].astype(float), (combo[1] + point * combo[2]).astype(float))
    return ent_ok, wit
