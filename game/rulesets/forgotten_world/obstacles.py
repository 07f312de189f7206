"""Defending an obstacle: infantry with at least half its front against a wall or fence is in cover
against shooting and against close combat (+1 FS to its attackers), when the enemy is across it."""
from __future__ import annotations

from .terrain import WALL, terrain_of

__all__ = ["defends_obstacle", "SAMPLES"]

SAMPLES = 8


def defends_obstacle(state, u, enemy) -> bool:
    if u.base != "infantry" or u.single:
        return False
    tt = terrain_of(state)
    walls = tt.of(WALL)
    if not walls:
        return False
    hw = u.width / 2.0
    touching = 0
    for i in range(SAMPLES):
        x = -hw + (i + 0.5) * u.width / SAMPLES
        p = u.pose.to_world(x, u.depth / 2.0 + 0.15)
        if any(s.contains(p) for s in walls):
            touching += 1
    if touching * 2 < SAMPLES:
        return False
    r, f = u.pose.to_local((enemy.x, enemy.y))
    return f > u.depth / 2.0
