"""Vectorised (numpy) primitives shared by the plane modules: points and segments as arrays whose last
axis is (x, y); everything broadcasts.

>>> import numpy as np
>>> float(seg_point_dist(np.array([0., 0.]), np.array([4., 0.]), np.array([2., 3.])))
3.0
>>> points_in_polygon(np.array([[1., 1.], [3., 1.]]), ((0, 0), (2, 0), (2, 2), (0, 2))).tolist()
[True, False]
"""
from __future__ import annotations

from typing import Sequence

import numpy as np

__all__ = ["cross", "seg_point_dist", "seg_seg_dist", "points_in_polygon", "polygon_boundary_dist"]


def cross(o, a, b):
    """(a - o) x (b - o)."""
    return (a[..., 0] - o[..., 0]) * (b[..., 1] - o[..., 1]) - (a[..., 1] - o[..., 1]) * (b[..., 0] - o[..., 0])


def seg_point_dist(a, b, p):
    """Distance from points p to segments a-b."""
    e = b - a
    ll = (e * e).sum(axis=-1)
    t = np.clip(((p - a) * e).sum(axis=-1) / np.where(ll > 0, ll, 1.0), 0.0, 1.0)
    d = a + t[..., None] * e - p
    return np.sqrt((d * d).sum(axis=-1))


def seg_seg_dist(a, b, c, d):
    """Distance between segments a-b and c-d (0 when they cross)."""
    o1, o2, o3, o4 = cross(a, b, c), cross(a, b, d), cross(c, d, a), cross(c, d, b)
    crossing = (np.sign(o1) * np.sign(o2) < 0) & (np.sign(o3) * np.sign(o4) < 0)
    dist = np.minimum(np.minimum(seg_point_dist(a, b, c), seg_point_dist(a, b, d)),
                      np.minimum(seg_point_dist(c, d, a), seg_point_dist(c, d, b)))
    return np.where(crossing, 0.0, dist)


def points_in_polygon(pts: np.ndarray, poly: Sequence) -> np.ndarray:
    """Crossing-number test for an (n, 2) array of points (boundary points may go either way)."""
    P = np.asarray(poly, dtype=float)
    Q = np.roll(P, -1, axis=0)
    x, y = pts[:, 0:1], pts[:, 1:2]
    py, qy = P[None, :, 1], Q[None, :, 1]
    straddle = (py > y) != (qy > y)
    with np.errstate(divide="ignore", invalid="ignore"):
        xc = P[None, :, 0] + (y - py) * (Q[None, :, 0] - P[None, :, 0]) / (qy - py)
    return (straddle & (x < xc)).sum(axis=1) % 2 == 1


def polygon_boundary_dist(pts: np.ndarray, poly: Sequence) -> np.ndarray:
    """Distance from each of an (n, 2) array of points to the polygon's boundary."""
    P = np.asarray(poly, dtype=float)
    px, py = P[:, 0][None, :], P[:, 1][None, :]
    ex, ey = np.roll(P[:, 0], -1)[None, :] - px, np.roll(P[:, 1], -1)[None, :] - py
    ll = np.maximum(ex * ex + ey * ey, 1e-300)
    rx, ry = pts[:, 0:1] - px, pts[:, 1:2] - py
    t = np.clip((rx * ex + ry * ey) / ll, 0.0, 1.0)
    dx, dy = rx - t * ex, ry - t * ey
    return np.sqrt((dx * dx + dy * dy).min(axis=1))
