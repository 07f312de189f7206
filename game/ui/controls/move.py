"""Moving a unit: where its ghost is, which way it faces, and what the engine says about it.

`CellMove` follows the pointer over a hex or tile map (hovering or dragging):
the destination cell and an end facing among those `Reach` allows. `TableMove`
drags a base over a table: a pose (x, y, heading) plus any waypoints. Both ask
the ruleset for the move action (`move_action`) and the battle for its verdict
(`check`) only when the destination changes, so a frame costs one dict lookup
when the pointer is still.
"""
from __future__ import annotations

import math

from ...core.actions import Action, Illegal, Verdict

__all__ = ["CellMove", "TableMove", "ROTATE_STEP", "ROTATE_FINE"]

ROTATE_STEP = 15.0   # degrees per wheel notch or Q/E on tables
ROTATE_FINE = 5.0    # with Shift
NO_ACTION = Illegal("this unit cannot move there now")


class _Move:
    def __init__(self, session, unit_id: str) -> None:
        self.session = session
        self.unit_id = unit_id
        self.dragging = False
        self._key = None
        self._action: Action | None = None
        self._verdict: Verdict = NO_ACTION

    def _destination(self):
        raise NotImplementedError

    def _refresh(self) -> None:
        key = (self.session.version, self._destination())
        if key == self._key:
            return
        self._key = key
        self._action = self.session.move_action(self.unit_id, key[1])
        self._verdict = self.session.check(self._action) if self._action is not None else NO_ACTION

    @property
    def action(self) -> Action | None:
        self._refresh()
        return self._action

    @property
    def verdict(self) -> Verdict:
        self._refresh()
        return self._verdict

    def measurements(self) -> tuple[float | None, float | None]:
        """(used, budget) from the verdict's info, when the ruleset gives them."""
        info = self.verdict.info or {}
        used, budget = info.get("used"), info.get("budget")
        return (float(used) if isinstance(used, (int, float)) else None,
                float(budget) if isinstance(budget, (int, float)) else None)


class CellMove(_Move):
    """A destination cell and end facing on a hex or tile map."""

    def __init__(self, session, unit_id: str, start_cell, start_facing, reach) -> None:
        super().__init__(session, unit_id)
        self.start_cell = tuple(start_cell)
        self.start_facing = start_facing
        self.reach = reach
        self.cell = None
        self.facing = start_facing

    def allowed(self, cell=None) -> list[int]:
        cell = self.cell if cell is None else cell
        if self.reach is None or cell not in self.reach.cells:
            return []
        return sorted(self.reach.cells[cell]) or list(range(6))

    def reachable(self, cell) -> bool:
        return self.reach is not None and cell in self.reach.cells

    def path(self, cell=None) -> tuple:
        cell = self.cell if cell is None else cell
        if self.reach is None:
            return ()
        return tuple(self.reach.paths.get(cell, (cell,) if cell is not None else ()))

    def point_at(self, cell, travel_facing=None) -> None:
        """Put the ghost on `cell`; keep the chosen facing when it is allowed there."""
        if cell == self.cell:
            return
        self.cell = cell
        allowed = self.allowed(cell)
        if not allowed or self.facing in allowed:
            return
        if travel_facing in allowed:
            self.facing = travel_facing
        elif self.start_facing in allowed:
            self.facing = self.start_facing
        else:
            self.facing = allowed[0]

    def rotate(self, k: int) -> None:
        allowed = self.allowed() or list(range(6))
        if self.facing not in allowed:
            self.facing = allowed[0]
            return
        i = allowed.index(self.facing)
        self.facing = allowed[(i + k) % len(allowed)]

    def _destination(self):
        if self.cell is None:
            return None
        return (tuple(self.cell), self.facing)

    def _refresh(self) -> None:
        if self.cell is None:
            self._key, self._action, self._verdict = None, None, NO_ACTION
            return
        super()._refresh()


class TableMove(_Move):
    """A base dragged over a table: its pose follows the pointer, keeping the grab offset."""

    def __init__(self, session, unit_id: str, start_pose, grab_world) -> None:
        super().__init__(session, unit_id)
        self.start_pose = tuple(float(v) for v in start_pose)
        self.offset = (start_pose[0] - grab_world[0], start_pose[1] - grab_world[1])
        self.pose = self.start_pose
        self.waypoints: list[tuple[float, float, float]] = []
        self.dragging = True

    def drag_to(self, wx: float, wy: float) -> None:
        self.pose = (wx + self.offset[0], wy + self.offset[1], self.pose[2])

    def rotate(self, degrees: float) -> None:
        self.pose = (self.pose[0], self.pose[1], (self.pose[2] + degrees) % 360.0)

    def add_waypoint(self) -> None:
        """Fix the path through the ghost's current pose (the move then continues from there)."""
        if not self.waypoints or self.waypoints[-1] != self.pose:
            self.waypoints.append(self.pose)

    @property
    def moved(self) -> bool:
        x0, y0, h0 = self.start_pose
        x, y, h = self.pose
        return bool(self.waypoints) or math.hypot(x - x0, y - y0) > 1e-6 or abs((h - h0 + 180) % 360 - 180) > 1e-6

    def points(self) -> list[tuple[float, float]]:
        """The path's centre points from the start, through the waypoints, to the ghost."""
        return [self.start_pose[:2], *(w[:2] for w in self.waypoints), self.pose[:2]]

    def _destination(self):
        # rounded so a pointer resting within a hundredth of an inch asks nothing new
        return tuple((round(x, 2), round(y, 2), round(h, 1)) for x, y, h in (*self.waypoints, self.pose))
