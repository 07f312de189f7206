"""Per-offset plans for exact hex sight (see `hexsight_exact`): geometry only, built in bulk and kept.

Lattice points are axial coordinates times 3, so hex corners are integers.
Directions run through six sectors between the edge directions, ``d(t) =
S[m] + t (S[m+1] - S[m])`` for 0 <= t <= 1; inside a sector the top and bottom
corners of every hex (the extremes of ``s(p) = cross(d, p)``) are fixed, so
every quantity is ``a + b t`` with small integers a, b.

A *plan* for a target offset (viewer at the origin, facing D0, or no facing)
holds one *entry* per sector (and run of source edges facing it) in which the
window (lines leaving the source edges and meeting the target) is non-empty,
and per entry the *rows*: the hexes whose interval can meet the window while
they stand between viewer and target. Entries and rows carry the
coefficients `hexsight_exact.decide` needs, the t-ranges where each candidate
line lies in the window, the seam partners at the sector ends and the hexes
that cover a candidate's corner. Plans for many offsets are built in one
vectorised step and appended to a registry with flat arrays.
"""
from __future__ import annotations

import numpy as np

from .hexes import DIRECTIONS
from .memo import forgets

__all__ = ["PlanRegistry", "registry", "COMBOS", "FRONT_CORNERS", "ragged"]

# Corner m of the hex at the origin in lattice units; corner m lies between sides m and m+1,
# side j runs from corner j-1 to corner j and faces DIRECTIONS[j].
C = np.array([(2, -1), (1, -2), (-1, -1), (-2, 1), (-1, 2), (1, 1)], dtype=np.int64)
S = C - np.roll(C, 1, axis=0)                     # S[j]: side j as a vector, corner j-1 -> corner j
DIR = np.array([(d[0], d[1]) for d in DIRECTIONS], dtype=np.int64)
FRONT_CORNERS = {None: (0, 1, 2, 3, 4, 5), 0: (4, 5, 0, 1)}   # corners of the source sides (facing D0)
_RANGE2 = np.array([(q, r) for q in range(-2, 3) for r in range(-2, 3) if abs(q + r) <= 2], dtype=np.int64)


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


COMBOS = {f: _combos(f) for f in FRONT_CORNERS}


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


def ragged(starts, lens):
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
    combos = COMBOS[fkey]
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
    ent = {"pack": np.stack([e1a[0], e1a[1], e1LH[0], e1LH[1], tloa[0], tloa[1], tloLH[0], tloLH[1]], axis=1).astype(float),
           "combo": ent_p.astype(np.int8), "e1_pt": e1.astype(np.int16), "tlo_pt": tlo.astype(np.int16)}
    for name, (Y, ok) in zip(("k1", "k2", "k3", "k4"), e1cov + tlocov):
        ent[name + "q"], ent[name + "r"], ent[name + "ok"] = Y[:, 0].astype(np.int16), Y[:, 1].astype(np.int16), ok
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
    ridx = ragged(cx_start[ent_k], cx_len[ent_k])
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
    # Keep the relevant ones, nearest the viewer first within each entry.
    keep = np.flatnonzero(L <= H)
    ring = np.max(np.abs(np.stack([Xr[keep, 0], Xr[keep, 1], Xr[keep, 0] + Xr[keep, 1]])), axis=0)
    keep = keep[np.lexsort((ring, rent[keep]))]
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
    rows = {"q": Xr[:, 0].astype(np.int16), "r": Xr[:, 1].astype(np.int16), "top_pt": top.astype(np.int16),
            "pack": np.stack([topa[0], topa[1], bota[0], bota[1], g[0], g[1], base[0], base[1]], axis=1).astype(float)}
    for name, (Y, ok) in zip(("p0", "p1", "c1", "c2"), part + cover):
        rows[name + "q"], rows[name + "r"], rows[name + "ok"] = Y[:, 0].astype(np.int16), Y[:, 1].astype(np.int16), ok
    row_len = np.bincount(rent, minlength=len(ent_k))
    ent_len = np.bincount(ent_k, minlength=K)
    return ent, rows, ent_len, row_len


class _Columns:
    """Named arrays sharing their first axis (one item per row), grown by doubling so appends cost
    what they add."""

    def __init__(self):
        self.n = 0
        self.cap = 0
        self.data: dict = {}

    def append(self, cols: dict) -> None:
        m = len(next(iter(cols.values())))
        if self.n + m > self.cap:
            self.cap = max(2 * self.cap, self.n + m, 256)
            for k, v in cols.items():
                grown = np.empty((self.cap,) + v.shape[1:], dtype=v.dtype)
                if k in self.data:
                    grown[:self.n] = self.data[k][:self.n]
                self.data[k] = grown
        for k, v in cols.items():
            self.data[k][self.n:self.n + m] = v
        self.n += m

    def __getitem__(self, k):
        return self.data[k][:self.n]


class PlanRegistry:
    """Plans for every target offset seen so far (one registry per facing kind), in flat arrays.

    ``ids`` maps offsets to plan ids, building missing plans in one step; ``gather`` lists the
    entries and rows of some plans; ``rows``/``ent`` hold the per-row and per-entry fields, ``rf``
    (top0 top1 bot0 bot1 gl gh L H per row) and ``ef`` (e1_0 e1_1 e1_L e1_H tlo_0 tlo_1 tlo_L tlo_H
    per entry) the numbers a query needs as (N, 8) records; ``lin`` the hexes to look up.
    """

    OFF = 256

    def __init__(self, fkey):
        self.fkey = fkey
        self.win = np.full((2 * self.OFF, 2 * self.OFF), -1, dtype=np.int64)
        self.nplans = 0
        self.plans, self.ent, self.rows = _Columns(), _Columns(), _Columns()
        self._lin: dict = {}

    rf = property(lambda self: self.rows["pack"])
    ef = property(lambda self: self.ent["pack"])

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
            if len(mq) < 16:
                # A few offsets cost about as much as one block of 4 x 4: build the blocks around them.
                bq = (mq[:, None] // 4 * 4 + np.arange(4)[None, :]).ravel()
                br = (mr[:, None] // 4 * 4 + np.arange(4)[None, :]).ravel()
                bq, br = np.repeat(bq, 4), np.tile(br.reshape(-1, 4), (1, 4)).ravel()
                far = np.max(np.abs(np.stack([bq, br, bq + br])), axis=0) >= 2
                inside = (np.abs(bq) < self.OFF) & (np.abs(br) < self.OFF)
                bq, br = bq[far & inside], br[far & inside]
                bq, br = bq[self.win[bq + self.OFF, br + self.OFF] < 0], br[self.win[bq + self.OFF, br + self.OFF] < 0]
                key = np.unique((bq + self.OFF) * (2 * self.OFF) + br + self.OFF)
                mq, mr = key // (2 * self.OFF) - self.OFF, key % (2 * self.OFF) - self.OFF
            self._append(*_build(np.stack([mq, mr], axis=1), self.fkey))
            self.win[mq + self.OFF, mr + self.OFF] = self.nplans + np.arange(len(mq))
            self.nplans += len(mq)
            ids = self.win[dq + self.OFF, dr + self.OFF]
        return ids

    def _append(self, ent: dict, rows: dict, ent_len, row_len) -> None:
        ent = dict(ent, row_start=self.rows.n + np.cumsum(row_len) - row_len, row_len=row_len)
        self.plans.append({"ent_start": self.ent.n + np.cumsum(ent_len) - ent_len, "ent_len": ent_len})
        for key, (lr, le) in self._lin.items():
            a, b, c = _lin_of(rows, ent, *key)
            lr.append({"row": a, "more": b})
            le.append({"more": c})
        self.rows.append(rows)
        self.ent.append(ent)

    def lin(self, rot: int, W: int, H: int):
        """Row hexes rotated by ``rot`` sixths as offsets ``q * H + r`` (N,); per row its seam partners
        at t = 0 and 1 and its two corner covers (N, 4); per entry the corner covers of its viewer
        and target candidates (E, 4). Those that never count point at ``W * H``, past every cell of
        a ``W x H`` window."""
        got = self._lin.get((rot, W, H))
        if got is None:
            lr, le = _Columns(), _Columns()
            if self.rows.n:
                a, b, c = _lin_of(self.rows, self.ent, rot, W, H)
                lr.append({"row": a, "more": b})
                le.append({"more": c})
            got = self._lin[(rot, W, H)] = (lr, le)
        lr, le = got
        return lr["row"], lr["more"], le["more"]

    def gather(self, ids: np.ndarray):
        """Entry indices, their target (position in ``ids``), row indices and their entry (local index)."""
        ent_len = self.plans["ent_len"][ids]
        e_idx = ragged(self.plans["ent_start"][ids], ent_len)
        e_tgt = np.repeat(np.arange(len(ids)), ent_len)
        row_len = self.ent["row_len"][e_idx]
        r_idx = ragged(self.ent["row_start"][e_idx], row_len)
        r_ent = np.repeat(np.arange(len(e_idx)), row_len)
        return e_idx, e_tgt, r_idx, r_ent


def _lin_of(rows, ent, rot: int, W: int, H: int):
    """`PlanRegistry.lin` for some rows and entries."""
    def place(q, r, ok=None):
        q, r = q.astype(np.int32), r.astype(np.int32)
        for _ in range(rot % 6):
            q, r = q + r, -q
        v = q * H + r
        return v if ok is None else np.where(ok, v, W * H)
    row = place(rows["q"], rows["r"])
    more = np.stack([place(rows[a + "q"], rows[a + "r"], rows[a + "ok"]) for a in ("p0", "p1", "c1", "c2")], axis=1)
    emore = np.stack([place(ent[a + "q"], ent[a + "r"], ent[a + "ok"]) for a in ("k1", "k2", "k3", "k4")], axis=1)
    return row, more, emore


_REGISTRIES: dict = {}
forgets(_REGISTRIES.clear)      # a bench starts cold on the plans too (memo.forget)


def registry(fkey) -> PlanRegistry:
    reg = _REGISTRIES.get(fkey)
    if reg is None:
        reg = _REGISTRIES[fkey] = PlanRegistry(fkey)
    return reg
