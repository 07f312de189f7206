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
  arc (`hexarcs.side_of` is FRONT: its centre is in the closed half-plane ahead
  of the line through the viewer's two side corners) and (2) some segment from
  a point of the three front edges to a point of the target hex (a corner
  counts) avoids the blocked interior, leaving the viewer's hex across the
  front edges (it may not cut back through the viewer's own hex). A target
  adjacent across a front edge is always seen.
- Without facing (`sees`), any point of the viewer's hex to any point of the
  target's: symmetric in the two hexes.

Method (exact; the argument is in `hexsight_exact`): fix a sight direction.
All hexes are translates of one centrally symmetric hexagon, so the lines of
that direction meeting a hex form an interval of one width for every hex, and
along a line hexes come in the order of their centres' projections. The
lines that leave the front edges and reach the target form a window; a line
of the window is clear iff it lies in no open interval of a blocker standing
between viewer and target (nor on an edge two such blockers share). When a
clear line exists, the leftmost one runs through a corner: the window's lower
end or the top corner of a blocker. So for each such candidate corner the
directions where its line is in the window form an interval, each blocker
forbids an open sub-interval, and the target is visible iff some candidate
keeps a point. Within each 60-degree sector of directions every bound is the
root of a linear function with small integer coefficients, compared exactly.

Everything that depends only on the target's offset from the viewer (which
hexes can matter, their coefficients) is computed once per offset (facings
are rotations of facing D0), for many offsets in one vectorised step, and
kept (`hexsight_plans`). `visible_from` then reads blocking flags for the
whole map and decides with array operations; `visible`, `sees` and
`sight_line` run the same decision in plain Python for one target. The
stricter ``rule="corners"`` lives in `hexsight_corners`.

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

from typing import Callable, Collection

import numpy as np

from . import hexsight_exact as _ex, hexsight_plans as _pl
from .hexes import DIRECTIONS, Hex, distance
from .hexarcs import Side, front_sides, side_of
from .hexmaps import HexGrid
from .hexsight_corners import corners_one, corners_visible, grid_arrays, rot
from .hexsight_deps import plan_reads

__all__ = ["visible", "sees", "sight_line", "visible_from", "Blocks"]

Blocks = Collection[Hex] | Callable[[Hex], bool]

RULES = ("any", "corners")


def _pred(blocks: Blocks) -> Callable[[Hex], bool]:
    if callable(blocks):
        return blocks
    if not isinstance(blocks, (set, frozenset, dict)):
        blocks = frozenset(blocks)
    return blocks.__contains__


def _check_rule(rule: str) -> None:
    if rule not in RULES:
        raise ValueError(f"rule must be one of {RULES}, got {rule!r}")


def _one(viewer: Hex, facing: int | None, target: Hex, pred: Callable[[Hex], bool], want: bool = False):
    """Exact test for one target at distance >= 2 (in the front arc when facing is given). What the
    target's plan reads is worked out once per offset and facing (`hexsight_deps.plan_reads`); here
    only the blocking of those hexes is asked."""
    fkey = None if facing is None else 0
    k = 0 if facing is None else int(facing)
    dq, dr = rot(target[0] - viewer[0], target[1] - viewer[1], -k)
    reads = plan_reads(fkey, int(dq), int(dr), k)
    reg = _pl.registry(fkey)
    vq, vr = viewer[0], viewer[1]
    vs = -vq - vr

    def blocks(h) -> bool:
        return bool(pred(tuple.__new__(Hex, (h[0] + vq, h[1] + vr, vs - h[0] - h[1]))))

    blocked = [blocks(h) for h in reads.row_at]
    eflags = [[ok and blocks(h) for h, ok in zip(hs, oks)] for hs, oks in zip(reads.entry_more, reads.entry_ok)]
    rows, flags = [], []
    for js in reads.rows_of:
        rb = [j for j in js if blocked[j]]
        rows.append([reads.rows[j] for j in rb])
        flags.append([[ok and blocks(h) for h, ok in zip(reads.more[j], reads.more_ok[j])] for j in rb])
    got = _ex.decide_one(reg, reads.entries, rows, flags, eflags)
    if not want:
        return got is not None
    if got is None:
        return None
    e, point, t = got
    combo = _pl.COMBOS[fkey][int(reg.ent["combo"][e])]
    direction = combo[1] + t * combo[2]
    return _unrotate(point, k, viewer), _unrotate(direction, k, None)


def _unrotate(v, k: int, viewer: Hex | None) -> np.ndarray:
    x, y = float(v[0]), float(v[1])
    x, y = rot(x, y, k)
    if viewer is not None:
        x, y = x + 3 * viewer[0], y + 3 * viewer[1]
    return np.array([x, y])


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
        return corners_one(viewer, facing, target, pred)
    return _one(viewer, facing, target, pred)


def sees(a: Hex, b: Hex, blocks: Blocks, rule: str = "any") -> bool:
    """Whether hex ``a`` sees hex ``b`` without facing (any point / any corner of each); symmetric."""
    _check_rule(rule)
    if a == b or distance(a, b) == 1:
        return True
    pred = _pred(blocks)
    if rule == "corners":
        return corners_one(a, None, b, pred)
    return _one(a, None, b, pred)


# Corner m of a hex in lattice units (axial times 3); side d runs from corner d-1 to corner d.
_CORNERS = _pl.C.astype(float)


def _chord(P, D, centre):
    """Parameter range where the line P + u D meets the closed hex at ``centre`` (lattice), or None."""
    lo, hi = -np.inf, np.inf
    cs = _CORNERS + centre
    for j in range(6):
        a, b = cs[j - 1], cs[j]
        e = b - a
        # Inside is on the right of each side (corners run clockwise in lattice coordinates).
        f0 = e[0] * (P[1] - a[1]) - e[1] * (P[0] - a[0])
        f1 = e[0] * D[1] - e[1] * D[0]
        if abs(f1) < 1e-12:
            if f0 > 1e-9:
                return None
            continue
        u = -f0 / f1
        if f1 > 0:
            hi = min(hi, u)
        else:
            lo = max(lo, u)
    return (lo, hi) if lo <= hi + 1e-9 else None


def sight_line(viewer: Hex, facing: int | None, target: Hex, blocks: Blocks):
    """A clear sight line (rule ``"any"``) as two fractional axial points ``((q, r), (q, r))``, or None.

    With ``facing=None`` the line runs from anywhere on the viewer's hex (as `sees`).
    For adjacent hexes the line may have length zero (a point on the shared edge).
    """
    if target == viewer:
        return None
    if facing is not None and side_of(viewer, facing, target) is not Side.FRONT:
        return None
    if distance(viewer, target) == 1:
        d = DIRECTIONS.index(Hex(target[0] - viewer[0], target[1] - viewer[1], target[2] - viewer[2]))
        a, b = _CORNERS[d - 1] / 3.0, _CORNERS[d] / 3.0
        mid = (viewer[0] + float(a[0] + b[0]) / 2, viewer[1] + float(a[1] + b[1]) / 2)
        return mid, mid
    got = _one(viewer, facing, target, _pred(blocks), want=True)
    if got is None:
        return None
    P, D = got
    vc = np.array([3.0 * viewer[0], 3.0 * viewer[1]])
    tc = np.array([3.0 * target[0], 3.0 * target[1]])
    v = _chord(P, D, vc)
    t = _chord(P, D, tc)
    sides = range(6) if facing is None else [int(s) for s in front_sides(facing)]
    # Leave the viewer at the last point of its front edges along the line.
    best = -np.inf
    for j in sides:
        a, b = _CORNERS[j - 1] + vc, _CORNERS[j] + vc
        e = b - a
        den = D[0] * e[1] - D[1] * e[0]
        if abs(den) < 1e-12:
            continue
        w = a - P
        u = (w[0] * e[1] - w[1] * e[0]) / den
        lam = (w[0] * D[1] - w[1] * D[0]) / den
        if -1e-9 <= lam <= 1 + 1e-9:
            best = max(best, u)
    if best == -np.inf:
        best = v[1]
    u0, u1 = min(best, v[1]), t[0]
    p, q = P + u0 * D, P + u1 * D
    return (float(p[0]) / 3.0, float(p[1]) / 3.0), (float(q[0]) / 3.0, float(q[1]) / 3.0)


def visible_from(grid: HexGrid, viewer: Hex, facing: int | None, blocks: Blocks, rule: str = "any") -> set[Hex]:
    """Every hex of ``grid`` that a unit on ``viewer`` sees (``facing=None``: as `sees`).

    The same answer as calling `visible` (or `sees`) with the same rule on
    every hex, computed for the whole map at once. ``blocks`` as a set is
    cheapest; a predicate is called once per hex of the map's bounding window
    (blockers beyond the edge count, as they do for `visible`).
    """
    _check_rule(rule)
    hexes = grid.hexes
    qs, rs, q0, r0, W, H, lin = grid_arrays(grid)
    vq, vr = viewer[0], viewer[1]
    if not (q0 + 4 <= vq < q0 + W - 4 and r0 + 4 <= vr < r0 + H - 4):
        # A viewer off the map: widen the lookup window so every hex near a sight line is inside it.
        q1, r1 = max(q0 + W, vq + 5), max(r0 + H, vr + 5)
        q0, r0 = min(q0, vq - 4), min(r0, vr - 4)
        W, H = q1 - q0, r1 - r0
        lin = (qs - q0) * H + (rs - r0)
    bpad = _blocked_window(blocks, q0, r0, W, H)
    if q0 <= vq < q0 + W and r0 <= vr < r0 + H:
        bpad[(vq - q0) * H + (vr - r0)] = False
    blocked = bpad[lin]
    dq, dr = qs - vq, rs - vr
    dist = np.maximum(np.maximum(np.abs(dq), np.abs(dr)), np.abs(dq + dr))
    tmask = dist > 0
    if facing is not None:
        # The front arc: centre in the closed half-plane ahead (dot product with the facing >= 0).
        fq, fr = DIRECTIONS[int(facing)][0], DIRECTIONS[int(facing)][1]
        tmask &= (dq * fq + dr * fr + (dq + dr) * (fq + fr)) >= 0
    if rule == "corners":
        seen = corners_visible(grid, viewer, facing, tmask, blocked) | (dist[tmask] == 1)
        sel = np.flatnonzero(tmask)[seen]
    else:
        sel = _any_visible(viewer, facing, dq, dr, dist, tmask, bpad, q0, r0, W, H)
    out = {hexes[i] for i in sel.tolist()}
    if viewer in grid:
        out.add(viewer)
    return out


def _blocked_window(blocks: Blocks, q0: int, r0: int, W: int, H: int) -> np.ndarray:
    """Blocking flags of the cells ``q0 <= q < q0 + W``, ``r0 <= r < r0 + H`` at ``(q - q0) * H + r - r0``,
    followed by ``W * H`` clear cells (see `hexsight_plans.PlanRegistry.lin`)."""
    bpad = np.zeros(2 * W * H, dtype=bool)
    if callable(blocks):
        qq, rr = np.divmod(np.arange(W * H), H)
        qq, rr = (qq + q0).tolist(), (rr + r0).tolist()
        bpad[:W * H] = [bool(blocks(Hex(q, r, -q - r))) for q, r in zip(qq, rr)]
        return bpad
    cells = np.array([(h[0], h[1]) for h in blocks], dtype=np.int64).reshape(-1, 2)
    q, r = cells[:, 0] - q0, cells[:, 1] - r0
    inside = (q >= 0) & (q < W) & (r >= 0) & (r < H)
    bpad[q[inside] * H + r[inside]] = True
    return bpad


def _any_visible(viewer, facing, dq, dr, dist, tmask, bpad, q0, r0, W, H) -> np.ndarray:
    """Cell indices seen under the exact rule (viewer excluded)."""
    fkey = None if facing is None else 0
    k = 0 if facing is None else int(facing)
    near = np.flatnonzero(tmask & (dist == 1))
    far = np.flatnonzero(tmask & (dist >= 2))
    if not far.size:
        return near
    reg = _pl.registry(fkey)
    nq, nr = rot(dq[far], dr[far], -k)
    ids = reg.ids(nq, nr)
    e_idx, e_tgt, r_idx, r_ent = reg.gather(ids)
    base = (viewer[0] - q0) * H + (viewer[1] - r0)
    l_row, l_more, l_ent = reg.lin(k, W, H)
    b = np.flatnonzero(bpad[l_row[r_idx] + base])
    flags = bpad[np.take(l_more, r_idx[b], axis=0) + base]
    eflags = bpad[np.take(l_ent, e_idx, axis=0) + base]
    ok = _ex.decide(reg, e_idx, r_idx, r_ent, b, flags, eflags)
    seen = np.bincount(e_tgt[ok], minlength=len(far)) > 0
    return np.concatenate([near, far[seen]])
