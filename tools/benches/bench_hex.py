"""Hex geometry figures: reach with facing over a whole map, and line of sight to every hex."""
from __future__ import annotations

import heapq
import random
import time

from timing import Row, measure, median, p95

from game.geometry.cellreach import hex_facing_reach, step_cost_table
from game.geometry.hexes import DIRECTIONS, Facing, Hex, HexGrid, Side, front_sides, linedraw, side_of
from game.geometry.hexsight import visible_from

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

    def ours():
        v, f = viewers[k[0] % len(viewers)]
        k[0] += 1
        return visible_from(grid, v, f, blocked, rule="corners")

    def ref():
        v, f = viewers[k[0] % len(viewers)]
        k[0] += 1
        return _naive_los(grid, v, f, blocked)

    for _ in range(len(viewers)):      # fills the per-offset tables (geometry only, shared by every viewer)
        ours()
    t = measure(ours, repeat=50)
    r = measure(ref, repeat=5)
    v, f = viewers[0]
    t0 = time.perf_counter()
    exact = visible_from(grid, v, f, blocked, rule="any")
    exact_ms = (time.perf_counter() - t0) * 1000.0
    corners = visible_from(grid, v, f, blocked, rule="corners")
    return Row("hex_los_all", median(t), p95(t), "naive per-line hex line drawing", median(r),
               budget=f"median <= {BUDGET_MS:g} ms (rule 'corners')", ok=median(t) <= BUDGET_MS,
               extra={"rule": "corners", "blocking": 0.15, "map": "40x30", "visible_corners": len(corners),
                      "visible_exact_any": len(exact), "exact_any_rule_ms": round(exact_ms, 1)})


def rows() -> list[Row]:
    return [_reach_row(), _los_row()]
