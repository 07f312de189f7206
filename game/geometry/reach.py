"""Where a unit can go, in one place: cell maps and tables.

- Hex and tile maps (`cellreach`): `reach(start, step, budget)` — Dijkstra over
  any hashable states with a caller-supplied step function (cost, BLOCKED,
  STOP), returning costs and paths; `hex_facing_reach(grid, start, facing,
  table, budget, ...)` — the fast (hex, facing) special case.
- Tables (`envelope`): `movement_envelope(start, budget, impassable=, slow=,
  penalties=, ...)` — a polygon around where a base's centre can end.
"""
from .cellreach import BLOCKED, STOP, hex_facing_reach, reach
from .envelope import movement_envelope

__all__ = ["reach", "hex_facing_reach", "STOP", "BLOCKED", "movement_envelope"]
