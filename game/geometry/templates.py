"""Blast circles, line templates and scatter (rule-free): which points lie within a distance of a point or
of a segment, and where a point lands when moved along a direction relative to a line of fire.

>>> within_of_segment([(0, 1), (5, 3), (13, 0)], (0, 0), (10, 0), 2.0)
[True, False, False]
>>> within_of_point([(0, 1), (5, 3)], (0, 0), 3.0)
[True, False]
>>> scatter((10, 0), (0, 0), "behind", 2)
(12.0, 0.0)
>>> scatter((10, 0), (0, 0), "left", 2)
(10.0, -2.0)
"""
from __future__ import annotations

import math
from typing import Sequence

from .plane import Point

__all__ = ["segment_distance", "within_of_segment", "within_of_point", "scatter"]


def segment_distance(p: Point, a: Point, b: Point) -> float:
    """Distance from `p` to the segment a-b."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    L = dx * dx + dy * dy
    t = 0.0 if L == 0 else max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / L))
    return math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy)


def within_of_segment(points: Sequence[Point], a: Point, b: Point, r: float, pad: Sequence[float] = ()) -> list[bool]:
    """Whether each point (grown by its `pad`, e.g. a base radius) comes within `r` of segment a-b."""
    return [segment_distance(p, a, b) <= r + (pad[i] if pad else 0.0) + 1e-9 for i, p in enumerate(points)]


def within_of_point(points: Sequence[Point], c: Point, r: float, pad: Sequence[float] = ()) -> list[bool]:
    return [math.hypot(p[0] - c[0], p[1] - c[1]) <= r + (pad[i] if pad else 0.0) + 1e-9
            for i, p in enumerate(points)]


def scatter(target: Point, origin: Point, direction: str, distance: float) -> Point:
    """`target` moved `distance` "forward" (towards `origin`), "behind" (away), "left" or "right" (as seen
    from `origin`, with y growing down the table)."""
    dx, dy = target[0] - origin[0], target[1] - origin[1]
    L = math.hypot(dx, dy) or 1.0
    fx, fy = dx / L, dy / L                       # unit vector along the line of fire
    lx, ly = fy, -fx                              # its left, in table coordinates (y down)
    v = {"forward": (-fx, -fy), "behind": (fx, fy), "left": (lx, ly), "right": (-lx, -ly)}[direction]
    return (round(target[0] + v[0] * distance, 9) + 0.0, round(target[1] + v[1] * distance, 9) + 0.0)
