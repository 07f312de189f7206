"""Edge-to-edge distances between every two shapes of a set in one pass: row i of `distance_matrix` is
`sweep.rect_distances(shapes, shapes.verts[i])`, element for element (the same float operations on each
element, the same overlap test for each pair), for all rows at once: numpy's cost is in its calls, not in
its elements, and a ruleset that measures the distances from every unit (the computer player's threats,
the charges within reach) pays one pass instead of one a unit. `pair_distances` answers chosen pairs the same
way (the gaps between bases newly near each other).
"""
from __future__ import annotations

import numpy as np

from .sweep import ConvexSet, least_corner_edge, point_edge_dist

__all__ = ["distance_matrix", "pair_distances"]


def distance_matrix(shapes: ConvexSet) -> np.ndarray:
    """(k, k): row i, the distance from shape i's corners (`verts[i]`, padding and all) to every shape of
    the set (0 where they overlap), exactly as `rect_distances(shapes, shapes.verts[i])` answers it."""
    k = len(shapes)
    if not k:
        return np.zeros((0, 0))
    verts = shapes.verts                                                    # (k, V, 2): the rows' corners too
    vx, vy = verts[:, :, 0].T, verts[:, :, 1].T                             # (V, k)
    wx, wy = np.roll(vx, -1, axis=0), np.roll(vy, -1, axis=0)
    cx, cy = verts[:, :, 0, None, None], verts[:, :, 1, None, None]        # (k rows, V, 1, 1)
    best = np.full((k, k), np.inf)
    n = verts.shape[1]
    for i in range(n):
        px, py = cx[:, i], cy[:, i]                                         # (rows, 1, 1)
        best = np.minimum(best, point_edge_dist(px, py, vx, vy, wx, wy).min(axis=1))
        qx, qy = cx[:, (i + 1) % n], cy[:, (i + 1) % n]
        best = np.minimum(best, point_edge_dist(vx, vy, px, py, qx, qy).min(axis=1))
    # swept together, the rows' extent lets more shapes past the sweep's first test than a row swept alone
    # would, but its per-row box test (tol 0) is that same test again, so each row keeps what it kept alone
    best[shapes.sweep(verts, np.zeros((k, 2)), tol=0.0)] = 0.0
    return best


def pair_distances(units: ConvexSet, firsts: list, seconds: list) -> np.ndarray:
    """For each pair, `rect_distances(units.subset([second]), units.verts[first])`, all pairs at once: the
    same arithmetic on the same numbers, element by element (`point_edge_dist` from each corner of the
    first to the second's edges and back, the least of them; 0 where the two overlap, by one sweep of all
    the firsts standing still)."""
    a, b = units.verts[firsts], units.verts[seconds]                     # (p, n, 2), (p, V, 2)
    vx, vy = b[:, :, 0].T, b[:, :, 1].T                                  # (V, p)
    wx, wy = np.roll(vx, -1, axis=0), np.roll(vy, -1, axis=0)
    best = least_corner_edge(a[:, :, 0].T[:, None, :], a[:, :, 1].T[:, None, :], vx, vy, wx, wy)   # corners (n, 1, p)
    inside = units.sweep(a, np.zeros((len(firsts), 2)), tol=0.0)[np.arange(len(firsts)), seconds]
    best[inside] = 0.0
    return best
