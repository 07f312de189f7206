"""Hex geometry figures: reach with facing over a whole map, and line of sight to every hex."""
from __future__ import annotations

import heapq
import random
import time

from timing import Row, measure, median, p95

from game.geometry.cellreach import hex_facing_reach, step_cost_table
from game.geometry.hexes import DIRECTIONS, Facing, Hex, linedraw
from game.geometry.hexarcs import Side, front_sides, side_of
from game.geometry.hexmaps import HexGrid
from game.geometry import hexsight_plans
from game.geometry.hexsight import visible, visible_from

NAMES = ["hex_reach_full", "hex_los_all"]
BUDGET_MS = 5.0


def _reach_problem():
    rng = random.Random(40)
    grid = HexGrid(40, 30, "flat", "odd")
    start = grid.from_offset(20, 15)
    costs = []
    for h in grid:
        x = rng.random()
        costs.append(None if x < 0.08 and h != start else 2 if x < 0.20 else 1)   # 8% impassable, 12% cost 2
    return grid, start, Facing.D2, costs


def _dict_dijkstra(grid, start, facing, costs, budget, turn_cost):
    """Reference: a plain dict + heapq Dijkstra over (Hex, Facing), front-three steps, facing the step."""
    cost_of = {h: c for h, c in zip(grid, costs)}
    dist = {(start, facing): 0}
    heap = [(0, 0, start, int(facing))]
    tick = 1
    while heap:
        c, _, h, f = heapq.heappop(heap)
        if c > dist.get((h, Facing(f)), float("inf")):
            continue
        moves = []
        for d in front_sides(f):
            n = Hex(h[0] + DIRECTIONS[d][0], h[1] + DIRECTIONS[d][1], h[2] + DIRECTIONS[d][2])
            w = cost_of.get(n)
            if w is not None:
                moves.append((n, d, w))
        moves.append((h, Facing(f).rotate(1), turn_cost))
        moves.append((h, Facing(f).rotate(-1), turn_cost))
        for n, nf, w in moves:
            nc = c + w
            key = (n, Facing(nf))
            if nc <= budget and nc < dist.get(key, float("inf")):
                dist[key] = nc
                heapq.heappush(heap, (nc, tick, n, int(nf)))
                tick += 1
    return dist


def _reach_row() -> Row:
    grid, start, facing, costs = _reach_problem()

    def ours():
        table = step_cost_table(grid, costs)
        return hex_facing_reach(grid, start, facing, table, 1000, turn_cost=1)

    def ref():
        return _dict_dijkstra(grid, start, facing, costs, 1000, 1)

    a, b = ours(), ref()
    assert a.states() == {k: float(v) for k, v in b.items()}, "hex_reach_full: fast path and reference disagree"
    t = measure(ours, repeat=40)
    r = measure(ref, repeat=5)
    return Row("hex_reach_full", median(t), p95(t), "plain dict-based Dijkstra", median(r),
               budget=f"median <= {BUDGET_MS:g} ms", ok=median(t) <= BUDGET_MS,
               extra={"states": len(a), "map": "40x30", "turning": True})


def _los_problem():
    rng = random.Random(15)
    grid = HexGrid(40, 30, "flat", "odd")
    blocked = {h for h in grid if rng.random() < 0.15}
    viewers = []
    for col, row, compass in ((20, 15, "N"), (5, 25, "NE"), (33, 6, "SW"), (12, 10, "SE"), (28, 22, "NW")):
        v = grid.from_offset(col, row)
        blocked.discard(v)
        viewers.append((v, Facing.from_compass(compass, "flat")))
    return grid, blocked, viewers


def _naive_los(grid, viewer, facing, blocked):
    """Reference: per target, a centre-to-centre hex line; hidden if a hex on it (not the ends) blocks."""
    out = {viewer}
    for t in grid:
        if t == viewer or side_of(viewer, facing, t) is not Side.FRONT:
            continue
        line = linedraw(viewer, t)
        if not any(h in blocked for h in line[1:-1]):
            out.add(t)
    return out


def _los_row() -> Row:
    grid, blocked, viewers = _los_problem()
    k = [0]

    def cycle(fn):
        def run():
            v, f = viewers[k[0] % len(viewers)]
            k[0] += 1
            return fn(v, f)
        return run

    ours = cycle(lambda v, f: visible_from(grid, v, f, blocked))                  # the exact rule "any"
    corners = cycle(lambda v, f: visible_from(grid, v, f, blocked, rule="corners"))
    ref = cycle(lambda v, f: _naive_los(grid, v, f, blocked))

    # First call on a fresh process: the per-offset plans (geometry only) are built for the whole map.
    hexsight_plans._REGISTRIES.clear()
    t0 = time.perf_counter()
    visible_from(grid, *viewers[0], blocked)
    first_ms = (time.perf_counter() - t0) * 1000.0
    counts = []
    for v, f in viewers:
        exact = visible_from(grid, v, f, blocked)
        strict = visible_from(grid, v, f, blocked, rule="corners")
        assert strict <= exact, "hex_los_all: the corners rule must never see more than the exact rule"
        assert all(visible(v, f, h, blocked) == (h in exact) for h in list(grid)[::7]), "visible vs visible_from"
        counts.append(len(exact))
    t = measure(ours, repeat=50)
    c = measure(corners, repeat=25)
    r = measure(ref, repeat=5)
    # One target at a time (warm plans): every hex in front of the first viewer.
    v, f = viewers[0]
    front = [h for h in grid if h != v and side_of(v, f, h) is Side.FRONT]
    one = []
    for h in front:
        t0 = time.perf_counter()
        visible(v, f, h, blocked)
        one.append((time.perf_counter() - t0) * 1000.0)
    return Row("hex_los_all", median(t), p95(t), "naive per-line hex line drawing", median(r),
               budget=f"median <= {BUDGET_MS:g} ms (exact rule 'any')", ok=median(t) <= BUDGET_MS,
               extra={"rule": "any", "blocking": 0.15, "map": "40x30", "visible": counts,
                      "corners_rule_ms": round(median(c), 3), "first_call_ms": round(first_ms, 1),
                      "single_visible_ms_median": round(median(one), 4), "single_visible_ms_p95": round(p95(one), 4)})


def rows() -> list[Row]:
    return [_reach_row(), _los_row()]
