"""Moving a unit: where its ghost is, which way it faces, and what the engine says about it.

`CellMove` follows the pointer over a hex or tile map (hovering or dragging):
the destination cell and an end facing among those `Reach` allows. While a hex
counter is dragged its route follows the pointer hex by hex, each step kept
only if the engine finds the route so far legal (else the cheapest path from
`Reach` is used). `TableMove`
drags a base over a table: a pose (x, y, heading) plus any waypoints. Both ask
the ruleset for the move action (`move_action`) and the battle for its verdict
(`check`) only when the destination changes, so a frame costs one dict lookup
when the pointer is still.
"""
from __future__ import annotations

import dataclasses
import math

from ...core.actions import Action, Illegal, Verdict

__all__ = ["CellMove", "TableMove", "ROTATE_STEP", "ROTATE_FINE", "hex_step"]

ROTATE_STEP = 15.0   # degrees per wheel notch or Q/E on tables
ROTATE_FINE = 5.0    # with Shift
GHOST_AFTER = 1.0    # inches a base is carried before its ghost shows where it may not go
NO_ACTION = Illegal("this unit cannot move there now")


def hex_step(a, b) -> int | None:
    """The facing of a step between two neighbouring hexes (axial), None if they are not neighbours."""
    from ...geometry.hexes import Hex, facing_to

    f = facing_to(Hex.axial(*a), Hex.axial(*b))
    return None if f is None else int(f)


class _Move:
    def __init__(self, session, unit_id: str) -> None:
        self.session = session
        self.unit_id = unit_id
        self.dragging = False
        self._key = None
        self._action: Action | None = None
        self._verdict: Verdict = NO_ACTION
        self._costs_key, self._costs = None, ()
        self.shown = False      # the ghost shows once the pointer has been somewhere it may go

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

    @property
    def costs(self) -> tuple:
        """What the move shown would cost later in the turn ((reason, rule), ...), when it is legal."""
        self._refresh()
        if self._costs_key != self._key:
            self._costs_key = self._key
            self._costs = self.session.move_costs(self._action) if self._verdict and self._action else ()
        return self._costs

    def measurements(self) -> tuple[float | None, float | None]:
        """(used, budget) from the verdict's info, when the ruleset gives them."""
        info = self.verdict.info or {}
        used, budget = info.get("used"), info.get("budget")
        return (float(used) if isinstance(used, (int, float)) else None,
                float(budget) if isinstance(budget, (int, float)) else None)


class CellMove(_Move):
    """A destination cell and end facing on a hex or tile map."""

    def __init__(self, session, unit_id: str, start_cell, start_facing, reach, travel=None) -> None:
        super().__init__(session, unit_id)
        self.start_cell = tuple(start_cell)
        self.start_facing = start_facing
        self.reach = reach
        self.cell = None
        self.facing = start_facing
        self.travel = travel      # (from_cell, to_cell) -> facing of that step, or None; hex maps only
        self.route: list | None = None  # cells walked while dragging, after the start
        self.turned_at = None     # the cell whose facing was chosen with Q/E

    def allowed(self, cell=None) -> list[int]:
        cell = self.cell if cell is None else cell
        if self.reach is None or cell not in self.reach.cells:
            return []
        return sorted(self.reach.cells[cell]) or list(range(6))

    def reachable(self, cell) -> bool:
        return self.reach is not None and cell in self.reach.cells

    def path(self, cell=None) -> tuple:
        """The cells walked to `cell`: the dragged route when it ends there, else the reach's path."""
        cell = self.cell if cell is None else cell
        if self.route and self.route[-1] == cell:
            return tuple(self.route)
        if self.reach is None:
            return ()
        return tuple(self.reach.paths.get(cell, (cell,) if cell is not None else ()))

    def _reach_route(self, cell) -> list:
        walk = list(self.reach.paths.get(cell, ())) if self.reach is not None else []
        if walk and tuple(walk[0]) == self.start_cell:
            walk = walk[1:]
        return [tuple(c) for c in walk]

    def walk_to(self, cell) -> None:
        """Dragging over `cell`: extend the route by a legal step, step back along it, or jump."""
        if self.travel is None or cell is None:
            return
        route = self.route or []
        end = route[-1] if route else self.start_cell
        if cell == self.start_cell:
            self.route = []
        elif cell in route:
            self.route = route[:route.index(cell) + 1]
        elif self.travel(end, cell) is not None and self._legal(route + [cell]):
            self.route = route + [cell]
        elif self.reachable(cell):
            self.route = self._reach_route(cell)
        # else: a cell it cannot reach; the route walked so far stands for when the pointer comes back

    def _steps(self, route, facing) -> tuple:
        steps, prev = [], self.start_cell
        for i, c in enumerate(route):
            f = facing if i == len(route) - 1 else self.travel(prev, c)
            steps.append((c[0], c[1], int(f if f is not None else 0)))
            prev = c
        return tuple(steps)

    def _routed(self, action, route, facing):
        if action is None or not route or not hasattr(action, "path"):
            return action
        try:
            return dataclasses.replace(action, path=self._steps(route, facing))
        except Exception:  # noqa: BLE001 - a ruleset's own move shape: use its action as it is
            return action

    def _legal(self, route) -> bool:
        cell = route[-1]
        allowed = self.allowed(cell)
        if not allowed:
            return False
        travel = self.travel(route[-2] if len(route) > 1 else self.start_cell, cell)
        facing = travel if travel in allowed else self.facing if self.facing in allowed else allowed[0]
        action = self._routed(self.session.move_action(self.unit_id, (cell, facing)), route, facing)
        return action is not None and bool(self.session.check(action))

    def point_at(self, cell, travel_facing=None) -> None:
        """Put the ghost on `cell`; keep the chosen facing when it is allowed there (a facing turned
        with Q/E belongs to the cell it was turned on: elsewhere the unit faces as it would)."""
        if cell == self.cell:
            return
        self.cell = cell
        if self.turned_at is not None and self.turned_at != cell:
            self.turned_at = None
            self.facing = self.start_facing
        allowed = self.allowed(cell)
        if not allowed or self.facing in allowed:
            return
        if travel_facing in allowed:
            self.facing = travel_facing
        elif self.start_facing in allowed:
            self.facing = self.start_facing
        else:
            self.facing = allowed[0]

    def pick_up(self) -> None:
        """A drag begins from the unit: its own facing, its own cell, no route yet."""
        self.dragging = True
        self.route = []
        self.turned_at = None
        self.facing = self.start_facing

    def rotate(self, k: int) -> None:
        self.turned_at = self.cell
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
        route = tuple(self.route) if self.route and self.route[-1] == self.cell else None
        key = (self.session.version, self._destination(), route)
        if key == self._key:
            return
        self._key = key
        action = self.session.move_action(self.unit_id, key[1])
        self._action = self._routed(action, list(route), self.facing) if route else action
        self._verdict = self.session.check(self._action) if self._action is not None else NO_ACTION


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
        self._track()

    def rotate(self, degrees: float) -> None:
        self.pose = (self.pose[0], self.pose[1], (self.pose[2] + degrees) % 360.0)
        self._track()

    def _track(self) -> None:
        """The ghost shows once the base is somewhere it may go, or has been carried `GHOST_AFTER`."""
        if not self.shown and self.moved and (
                math.dist(self.pose[:2], self.start_pose[:2]) >= GHOST_AFTER or self.verdict):
            self.shown = True

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
