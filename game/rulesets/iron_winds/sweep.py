"""Swept-base collision: moved down to `game.geometry.sweep` (shared with Forgotten World); re-exported here.

>>> shapes = ConvexSet.build({"wall": ((4, -1), (5, -1), (5, 1), (4, 1))})
>>> base = rect_corners(np.array([[0.0, 0.0, 90.0]]), 2.0, 1.0)
>>> shapes.sweep(base, np.array([[4.0, 0.0]])).tolist()
[[True]]
"""
import numpy as np  # noqa: F401  (used by the example)

from ...geometry.sweep import ConvexSet, rect_axes, rect_corners, rect_distances, swept_boxes, time_to_touch

__all__ = ["ConvexSet", "rect_corners", "rect_axes", "rect_distances", "time_to_touch", "swept_boxes"]
