"""Exact hex line of sight by direction coverage: the core behind `hexsight`'s rule "any".

Points are lattice points (axial q, r times 3), so every hex corner has
integer coordinates. Fix a sight direction d. The lines of direction d are
labelled by ``s(p) = cross(d, p)``, constant along each line; a hex meets the
lines with s in a closed interval [s(bottom corner), s(top corner)] and its
interior those in the open one, the same two corner indices for every hex
(all hexes are translates of one centrally symmetric hexagon). Directions are
taken in six 60-degree sectors between the edge directions, ``d(t) = S[m] +
t (S[m+1] - S[m])`` for 0 <= t <= 1; inside a sector the top and bottom
corners do not change, so every s(p) is a linear function of t.

Why it is exact:

- For one direction, the lines that leave the viewer V across its front edges
  form an interval E of s (the projection of the front edges that face d;
  two isolated tangent corners in the one sector pointing backwards); those
  that also meet the target T form the window E ∩ I_T, closed.
- Along any line, two hexes come in the order of their centres' dot products
  with d: met in the other order they would overlap or be closer than
  neighbours. So a blocker B stands between V and T along every line of
  direction d meeting both iff ``dot(d, B - V) > 0 < dot(d, T - B)``. Equality
  means B is level with V (or T); then B's open interval misses I_V (I_T)
  altogether, so ties never matter and the tests may be closed.
- A line of the window is clear iff its s lies in no open interval of a
  blocker between V and T, and not on an edge shared by two such blockers;
  such an edge is parallel to d, so seams exist only at sector ends (t = 0
  or 1), where they fill the single point where the two intervals touch.
- The clear part of the window is closed (open intervals, seams filling
  touching points), so when it is not empty its least s is the window's
  lower end (E's lower corner or T's bottom corner) or the top of a blocker's
  interval. These are the *candidates* p, all lattice corners.
- For a candidate p, the directions where p's line lies in the window form a
  closed t-interval [L, H]; each blocker forbids an open t-interval (p
  strictly inside its interval while it is between); a seam forbids t = 0 or
  1. The target is visible iff for some sector and candidate the base is not
  covered: sorted by left end, the first free point after i intervals is
  max(L, reach_i), free iff <= H and <= the next left end.
- Every bound is -a/b for integers a, b below ~10^4; such ratios are compared
  as floats exactly (distinct ones differ by far more than the rounding, equal
  ones round alike), so no tolerance appears anywhere.

Two exact shortcuts drop candidates that can never be free: a corner that is
also a corner of a blocking hex standing strictly between V and T over the
whole base (the corner lies strictly inside that hex's interval), and a
blocker paired with itself. The per-offset data (entries per sector, rows
per hex, coefficients) comes from `hexsight_plans`.
"""
from __future__ import annotations

import numpy as np

from .hexsight_plans import COMBOS, PlanRegistry, ragged

__all__ = ["decide", "decide_one"]

_BIG = 3.0        # "no bound": every t of interest lies in [-1, 2]


def decide(reg: PlanRegistry, e_idx, r_idx, r_ent, b, flags, eflags) -> np.ndarray:
    """Per entry (one sector of one target): whether a clear line exists.

    ``e_idx``: entries; ``r_idx``/``r_ent``: their rows and each row's entry (position in ``e_idx``);
    ``b``: the positions (into ``r_idx``) of the rows whose hex blocks, ascending; ``flags`` (len(b), 4)
    per such row: its seam partner at t = 0, at t = 1, its first and second corner cover block (and
    count); ``eflags`` (len(e_idx), 4): the corner covers of the viewer and target candidates block.

    Per candidate the forbidden t-intervals are sorted and scanned on one float key
    ``4 * candidate + t``: adding the integer keeps every comparison exact, because distinct
    thresholds (ratios of integers below ~10^4) differ by far more than the rounding.
    """
    ne = len(e_idx)
    rb = r_idx[b]
    F = np.take(reg.rf, rb, axis=0).T     # top0 top1 bot0 bot1 gl gh L H, per blocking row
    G = np.take(reg.ef, e_idx, axis=0).T  # e1_0 e1_1 e1_L e1_H tlo_0 tlo_1 tlo_L tlo_H, per entry
    # Candidates: the lower end of the source edges, the target's bottom corner, the top of each
    # blocking hex (unless a blocking neighbour always covers that corner).
    cand_ent = np.concatenate([np.arange(ne), np.arange(ne), r_ent[b]])
    cL = np.concatenate([G[2], G[6], F[6]])
    cH = np.concatenate([G[3], G[7], F[7]])
    live = cL <= cH
    live[:ne] &= ~(eflags[:, 0] | eflags[:, 1])
    live[ne:2 * ne] &= ~(eflags[:, 2] | eflags[:, 3])
    live[2 * ne:] &= ~(flags[:, 2] | flags[:, 3])
    cand = np.flatnonzero(live)
    ca0 = np.concatenate([G[0], G[4], F[0]])[cand]
    ca1 = np.concatenate([G[1], G[5], F[1]])[cand]
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
    pf = ragged(f_start[cand_ent], n_c)
    if isrow.any():
        pf += pf >= np.where(isrow, own, len(b))[pc]
    x0, x1 = ca0[pc], ca1[pc]
    na0 = F[2][pf] - x0               # the candidate above the blocker's bottom: a1 t > na0
    a1 = x1 - F[3][pf]
    nb0 = x0 - F[0][pf]               # and below its top: b1 t > nb0
    b1 = F[1][pf] - x1
    with np.errstate(divide="ignore", invalid="ignore"):
        t1 = na0 / a1
        t2 = nb0 / b1
    l = np.maximum(np.where(a1 > 0, t1, -_BIG), np.where(b1 > 0, t2, -_BIG))
    np.maximum(l, F[4][pf], out=l)
    h = np.minimum(np.where(a1 < 0, t1, _BIG), np.where(b1 < 0, t2, _BIG))
    np.minimum(h, F[5][pf], out=h)
    h[((a1 == 0) & (na0 >= 0)) | ((b1 == 0) & (nb0 >= 0))] = -_BIG
    # Seams: the candidate's line at t = 0 (t = 1) runs along the bottom edge of a blocker whose
    # neighbour across that edge blocks too; the pair lies between viewer and target then.
    cz0 = np.zeros(nc, dtype=bool)
    cz1 = np.zeros(nc, dtype=bool)
    fz = flags[:, 0] | flags[:, 1]
    if fz.any():
        j = np.flatnonzero(fz[pf])
        pj = pf[j]
        for z, col, at in ((cz0, 0, 0.0), (cz1, 1, 1.0)):
            on = flags[pj, col] & (na0[j] == at * a1[j]) & (F[4][pj] <= at) & (F[5][pj] >= at)
            z[pc[j[on]]] = True
    # A candidate whose whole base lies inside one forbidden interval is dead: drop all its pairs.
    Lp, Hp = cL[pc], cH[pc]
    dead = np.zeros(nc, dtype=bool)
    dead[pc[(l < Lp) & (h > Hp)]] = True
    keep = np.flatnonzero((l < h) & (h > Lp) & (l < Hp) & ~dead[pc])
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
    ok0 = (Ls <= first) & ~dead
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
    return ent_ok


def decide_one(reg: PlanRegistry, entries, blocked_rows, flags, eflags):
    """The same decision for the entries of one target, in plain Python (cheaper than arrays there).

    ``entries``: entry indices; ``blocked_rows[i]``: the rows of entry i whose hex blocks, in row
    order; ``flags[i]``/``eflags[i]``: as in `decide`, per such row / per entry. Returns a clear
    line as (entry, candidate point (x, y) lattice, t) or None. The bounds are the same quotients of
    the same integers as in `decide`, so every comparison comes out the same.
    """
    rf, ef, pts = reg.rf, reg.ef, (reg.ent["e1_pt"], reg.ent["tlo_pt"], reg.rows["top_pt"])
    for e, rows, fl, efl in zip(entries, blocked_rows, flags, eflags):
        g = ef[e].tolist()
        forb = [rf[j].tolist() for j in rows]
        cands = []
        if g[2] <= g[3] and not (efl[0] or efl[1]):
            cands.append((g[0], g[1], g[2], g[3], -1, pts[0][e]))
        if g[6] <= g[7] and not (efl[2] or efl[3]):
            cands.append((g[4], g[5], g[6], g[7], -1, pts[1][e]))
        for i, (f, fi) in enumerate(zip(forb, fl)):
            if f[6] <= f[7] and not (fi[2] or fi[3]):
                cands.append((f[0], f[1], f[6], f[7], i, pts[2][rows[i]]))
        for x0, x1, L, H, own, point in cands:
            spans, z0, z1, dead = [], False, False, False
            for i, (f, fi) in enumerate(zip(forb, fl)):
                if i == own:
                    continue
                na0, a1, nb0, b1 = f[2] - x0, x1 - f[3], x0 - f[0], f[1] - x1
                if fi[0] and na0 == 0 and f[4] <= 0 <= f[5]:
                    z0 = True
                if fi[1] and na0 == a1 and f[4] <= 1 <= f[5]:
                    z1 = True
                if (a1 == 0 and na0 >= 0) or (b1 == 0 and nb0 >= 0):
                    continue
                lo, hi = f[4], f[5]
                for num, den in ((na0, a1), (nb0, b1)):
                    if den > 0:
                        lo = max(lo, num / den)
                    elif den < 0:
                        hi = min(hi, num / den)
                if lo < L and hi > H:
                    dead = True
                    break
                if lo < hi and hi > L and lo < H:
                    spans.append((lo, hi))
            if dead:
                continue
            spans.sort()
            reach = -_BIG
            for i in range(len(spans) + 1):
                if i:
                    reach = max(reach, spans[i - 1][1])
                p = max(L, reach)
                after = spans[i][0] if i < len(spans) else np.inf
                if p > H or p > after or (z1 and p == 1):
                    continue
                if z0 and p == 0:
                    if not (H > 0 and after > 0):
                        continue
                    p = min(after, H) / 2.0
                return e, point, p
    return None
