"""A polar reach envelope: the ground a base's centre reaches by turning on the spot and then moving
straight, when the turn costs movement (rule-free: the cost is a function of the turn in degrees).

>>> env = turn_envelope((0, 0), 0, 6, lambda d: 0 if d == 0 else (1 if d <= 90 else 2), rays=8)
>>> [tuple(round(c, 3) for c in p) for p in env[:3]]
[(0.0, -6.0), (3.536, -3.536), (5.0, 0.0)]
"""
from __future__ import annotations

import math
from typing import Callable

from .plane import Point

__all__ = ["turn_envelope", "reach_of"]


def reach_of(budget: float, turn: float, cost: Callable[[float], float]) -> float:
    """Straight distance left after turning `turn` degrees."""
    return max(0.0, budget - cost(abs(turn)))


def turn_envelope(start: Point, heading: float, budget: float, cost: Callable[[float], float],
                  rays: int = 72) -> list[Point]:
    """A polygon of `rays` points: in each direction, how far the centre gets after turning to face it."""
    out = []
    for i in range(rays):
        d = 360.0 * i / rays
        turn = (d + 180.0) % 360.0 - 180.0
        r = reach_of(budget, turn, cost)
        a = math.radians(heading + d)
        out.append((round(start[0] + r * math.sin(a), 9) + 0.0, round(start[1] - r * math.cos(a), 9) + 0.0))
    return out
