"""Models in ranks and files: where each base of a block stands, and how far the bases must move to go from
one formation to another (each base to a place of the new one, the farthest move as short as possible).

Places are in the block's own frame, measured from the middle of its front edge: x to the right along the
front, y forward (so every place has y < 0). Ranks fill from the front; a short last rank is centred.

>>> block_places(5, 3, 1.0, 1.0).tolist()
[[-1.0, -0.5], [0.0, -0.5], [1.0, -0.5], [-0.5, -1.5], [0.5, -1.5]]
>>> six_by_two, four_by_three = block_places(12, 6, 1.0, 1.0), block_places(12, 4, 1.0, 1.0)
>>> round(farthest_move(six_by_two, four_by_three), 3)     # every model shifts one place: none walks more
1.0
>>> can_reach(six_by_two, four_by_three, 0.9), can_reach(six_by_two, four_by_three, 1.0)
(False, True)
"""
from __future__ import annotations

import numpy as np

__all__ = ["block_places", "can_reach", "farthest_move"]


def block_places(models: int, files: int, bw: float, bd: float) -> np.ndarray:
    """(models, 2) places of a block `files` wide, `bw` x `bd` bases, front edge centred on the origin."""
    files = max(1, min(files, models))
    out = []
    for i in range(models):
        rank, col = divmod(i, files)
        in_rank = min(files, models - rank * files)
        out.append(((col - (in_rank - 1) / 2.0) * bw, -(rank + 0.5) * bd))
    return np.array(out, dtype=float).reshape(-1, 2)


def _distances(a, b) -> np.ndarray:
    a, b = np.asarray(a, dtype=float), np.asarray(b, dtype=float)
    return np.hypot(a[:, None, 0] - b[None, :, 0], a[:, None, 1] - b[None, :, 1])


def _perfect(ok: np.ndarray) -> bool:
    """Whether every row can take its own column among the True entries (augmenting paths)."""
    n = ok.shape[0]
    if n == 0:
        return True
    if not ok.any(axis=1).all() or not ok.any(axis=0).all():
        return False
    adj = [np.flatnonzero(row).tolist() for row in ok]
    owner = [-1] * ok.shape[1]

    def augment(i: int, seen: list) -> bool:
        for j in adj[i]:
            if not seen[j]:
                seen[j] = True
                if owner[j] < 0 or augment(owner[j], seen):
                    owner[j] = i
                    return True
        return False

    for i in range(n):                     # greedy first: most rows find a free column at once
        for j in adj[i]:
            if owner[j] < 0:
                owner[j] = i
                break
    matched = {i for i in owner if i >= 0}
    for i in range(n):
        if i not in matched and not augment(i, [False] * ok.shape[1]):
            return False
    return True


def can_reach(a, b, limit: float) -> bool:
    """Whether each place of `a` can go to its own place of `b` (same count) moving at most `limit`."""
    d = _distances(a, b)
    return _perfect(d <= limit + 1e-9)


def farthest_move(a, b) -> float:
    """The least possible longest move taking the places `a` to the places `b` (one to one)."""
    d = _distances(a, b)
    if d.size == 0:
        return 0.0
    values = np.unique(d)
    lo, hi = 0, len(values) - 1
    while lo < hi:
        mid = (lo + hi) // 2
        if _perfect(d <= values[mid] + 1e-12):
            hi = mid
        else:
            lo = mid + 1
    return float(values[lo])
