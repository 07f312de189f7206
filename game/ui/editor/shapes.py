"""Table shapes as the editor handles them (plain dicts, as in the file): where they are, whether
a point hits them, and moved, turned or scaled copies. Used for terrain pieces and deployment zones.

Angles are degrees clockwise on screen (y grows down), like a rect's `rotation` and a pose's heading.
"""
from __future__ import annotations

import copy
import math
from typing import Sequence

from ...geometry.polygons import centroid, point_in_polygon, point_segment_distance
from ..board.paint import circle_points, rect_points
from .edits import tidy

__all__ = ["centre", "outline", "hit", "translate", "rotate", "scale", "bounds", "vertices", "move_vertex",
           "contains_outline", "MIN_SIZE"]

Point = tuple[float, float]
MIN_SIZE = 0.25  # inches: no side, radius or width gets smaller than this by scaling


def outline(shape: dict) -> list[Point]:
    """The outline of an area shape (polygon, circle, rect); a polyline's points."""
    kind = shape["shape"]
    if kind == "polygon" or kind == "polyline":
        return [(float(x), float(y)) for x, y in shape["points"]]
    if kind == "circle":
        return circle_points(shape["center"][0], shape["center"][1], shape["radius"], 32)
    if kind == "rect":
        return rect_points(shape["center"], shape["size"], shape.get("rotation", 0.0))
    return []


def centre(shape: dict) -> Point:
    kind = shape["shape"]
    if kind in ("circle", "rect"):
        return (float(shape["center"][0]), float(shape["center"][1]))
    pts = outline(shape)
    if kind == "polygon" and len(pts) >= 3:
        return centroid(pts)
    return (sum(p[0] for p in pts) / len(pts), sum(p[1] for p in pts) / len(pts))


def bounds(shape: dict) -> tuple[float, float, float, float]:
    pts = outline(shape)
    pad = shape.get("width", 0) / 2 if shape["shape"] == "polyline" else 0.0
    return (min(p[0] for p in pts) - pad, min(p[1] for p in pts) - pad, max(p[0] for p in pts) + pad,
            max(p[1] for p in pts) + pad)


def hit(shape: dict, x: float, y: float, tol: float = 0.0) -> bool:
    """Whether (x, y) lies on the shape (within `tol` inches of a polyline's band)."""
    kind = shape["shape"]
    if kind == "polyline":
        pts = outline(shape)
        reach = shape.get("width", 1.0) / 2 + tol
        return any(point_segment_distance((x, y), a, b) <= reach for a, b in zip(pts, pts[1:]))
    if kind == "circle":
        cx, cy = shape["center"]
        return math.hypot(x - cx, y - cy) <= shape["radius"] + tol
    pts = outline(shape)
    return len(pts) >= 3 and point_in_polygon((x, y), pts)


def contains_outline(shape: dict, points: Sequence[Point], tol: float = 1e-6) -> bool:
    """Whether every point lies on the shape (a base inside a deployment zone)."""
    return all(hit(shape, x, y, tol) for x, y in points)


def _map_points(shape: dict, fn) -> dict:
    out = copy.deepcopy(shape)
    if "points" in out:
        out["points"] = [[tidy(a), tidy(b)] for a, b in (fn(float(x), float(y)) for x, y in out["points"])]
    if "center" in out:
        a, b = fn(float(out["center"][0]), float(out["center"][1]))
        out["center"] = [tidy(a), tidy(b)]
    return out


def translate(shape: dict, dx: float, dy: float) -> dict:
    return _map_points(shape, lambda x, y: (x + dx, y + dy))


def rotate(shape: dict, degrees: float, about: Point | None = None) -> dict:
    """Turned `degrees` clockwise about `about` (its centre by default)."""
    cx, cy = about if about is not None else centre(shape)
    a = math.radians(degrees)
    ca, sa = math.cos(a), math.sin(a)
    out = _map_points(shape, lambda x, y: (cx + (x - cx) * ca - (y - cy) * sa, cy + (x - cx) * sa + (y - cy) * ca))
    if out["shape"] == "rect":
        rot = (out.get("rotation", 0.0) + degrees) % 360
        out["rotation"] = tidy(rot - 360 if rot > 180 else rot)
    return out


def scale(shape: dict, factor: float, about: Point | None = None) -> dict:
    """Grown or shrunk by `factor` about `about` (its centre by default); never below MIN_SIZE."""
    cx, cy = about if about is not None else centre(shape)
    x0, y0, x1, y1 = bounds(shape)
    smallest = min(x1 - x0, y1 - y0) or MIN_SIZE
    if shape["shape"] == "polyline":
        smallest = max(x1 - x0, y1 - y0) or MIN_SIZE
    factor = max(factor, MIN_SIZE / smallest)
    out = _map_points(shape, lambda x, y: (cx + (x - cx) * factor, cy + (y - cy) * factor))
    if out["shape"] == "circle":
        out["radius"] = tidy(max(MIN_SIZE, shape["radius"] * factor))
    if out["shape"] == "rect":
        out["size"] = [tidy(max(MIN_SIZE, v * factor)) for v in shape["size"]]
    return out


def vertices(shape: dict) -> list[Point]:
    """The handles a shape shows when selected: polygon and polyline points."""
    if shape["shape"] in ("polygon", "polyline"):
        return [(float(x), float(y)) for x, y in shape["points"]]
    return []


def move_vertex(shape: dict, index: int, x: float, y: float) -> dict:
    out = copy.deepcopy(shape)
    out["points"][index] = [tidy(x), tidy(y)]
    return out
