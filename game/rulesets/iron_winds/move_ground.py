"""What a unit's move meets of the table itself, kept across states: the part of a judgement that reads
nothing of the other units.

A unit's sample moves are judged again and again from the same place along the same paths (after a
friend's move nearby, a contact elsewhere, a new decision): the inches (distance, hills climbed, walls
crossed), the sweep rows and their corners and boxes, whether the base leaves the table, enters woods
it may not enter, and where it meets rivers are the same each time. They depend on nothing but the
terrain (named by its key, as the terrain cache does), the table's size, where the base starts, its
width and depth, its race and kind (who pays for hills and walls, who may enter woods) and the path; a
`Ground` is kept under exactly those. `movement._judge` reads one instead of working it out again; the
other units and the gaps between them (the rest of the sweep, where the base ends) are judged afresh
every time. Grounds are shared: read them, never change them.
Tests: tests/rulesets/iron_winds/test_move_cache.py (a kept ground gives the fresh verdict and plan).
"""
from __future__ import annotations

from ...core.kept import Kept
from . import sections as S
from .geo import geo
from .move_costs import obstacles
from .move_plan import EPS, WOODS_REFUSED, Plan, plan_refused, too_far
from .move_units import unit_end, units_in_the_way
from .rivers import river_decision

__all__ = ["Ground", "ground_key", "kept_ground", "keep_ground", "judge_on_ground", "stats"]


class Ground:
    """A unit's move on the bare table: its poses and inches, its sweep rows made into corners, moves,
    swept boxes and extent (as `_judge_all` makes them), and what the table alone decides: `off_table`,
    `woods` (it enters woods it may not), `scan` (the rivers' `RiverScan`, None when it meets none).
    `decided`: False until the judgement has got past all of those (only then is it kept)."""

    __slots__ = ("poses", "length", "costs", "corners", "moves", "boxes", "extent", "off_table", "woods", "scan",
                 "decided")

    def __init__(self, poses: list, length: float, costs: list) -> None:
        self.poses, self.length, self.costs = poses, length, costs
        self.corners = self.moves = self.boxes = self.extent = self.scan = None
        self.off_table = self.woods = self.decided = False


_GROUNDS = Kept("iron_winds move grounds", 10_000)
_STATS = {"ground hits": 0, "ground misses": 0}


def stats() -> dict:
    return dict(_STATS, grounds=len(_GROUNDS))


def ground_key(state, u, path) -> tuple | None:
    """The key of unit `u`'s move along `path` (None: not kept, a path that is not a plain tuple)."""
    if type(path) is not tuple:
        return None
    return (state.terrain_key, state.table, u.x, u.y, u.heading, u.width, u.depth, u.race, u.kind, path)


def kept_ground(key) -> Ground | None:
    if key is None:
        return None
    try:
        got = _GROUNDS.get(key)
    except TypeError:                       # a path holding something unhashable: judged afresh
        return None
    _STATS["ground hits" if got is not None else "ground misses"] += 1
    return got


def keep_ground(key, ground: Ground) -> None:
    if key is not None:
        ground.decided = True
        try:
            _GROUNDS.put(key, ground)
        except TypeError:
            pass


def judge_on_ground(state, who, ground: Ground, budget: float):
    """`movement._judge` of unit `who`'s move whose `Ground` was kept (`budget`: its inches now): the same
    checks in the same order, the table's own answers read from the ground; then the same sweep request
    (the woods' and rivers' columns it also answers go unread) and the other units and gaps judged."""
    plan = Plan(who.id, False, list(ground.poses), budget=budget)
    plan.length = ground.length
    plan.costs = list(ground.costs)
    plan.used = plan.length + sum(c for _, c in plan.costs)
    if plan.used > budget + EPS:
        return too_far(plan, who, budget)
    if ground.off_table:
        return plan_refused(plan, f"{who.name} would leave the table", S.MOVEMENT)
    if ground.woods:
        return plan_refused(plan, WOODS_REFUSED, S.TERRAIN)
    if ground.scan is not None:
        verdict = river_decision(plan, who, ground.scan)
        if verdict is not None:
            return plan, verdict
    g = geo(state)
    ob = obstacles(g)
    corners, moves, boxes, extent = ground.corners, ground.moves, ground.boxes, ground.extent
    hits, start_hits = yield ob.unit_col.get(who.id, -1), corners, moves, boxes, extent
    verdict = units_in_the_way(state, g, plan, who, corners, moves, corners[:1], boxes, extent, hits[:, ob.units],
                               ob.gap_set, hits[:, ob.gaps], start_hits[ob.gaps])
    if verdict is not None:
        return plan, verdict
    return unit_end(state, g, plan, who, plan.poses[-1])
