"""Reach: the generic Dijkstra, STOP/BLOCKED flags, and the fast (hex, facing) path against it."""
import math
import random

import pytest
from hypothesis import given, settings, strategies as st

from game.geometry.cellreach import (
    ALL_SIDES, BLOCKED, FRONT_SIDES, STOP, hex_facing_reach, reach, step_cost_table,
)
from game.geometry.hexes import Facing, Hex, neighbour
from game.geometry.hexmaps import HexGrid
from game.geometry.tiles import neighbours8


def line_step(x):
    for nx in (x - 1, x + 1):
        yield nx, 1, 0


def test_generic_reach_costs_and_paths():
    r = reach(0, line_step, budget=2)
    assert r.states() == {-2: 2, -1: 1, 0: 0, 1: 1, 2: 2}
    assert r.path(2) == [0, 1, 2] and r.path(0) == [0] and r.cost(-2) == 2
    assert 3 not in r and len(r) == 5
    with pytest.raises(KeyError):
        r.cost(3)


def test_stop_may_be_entered_not_left_and_blocked_is_skipped():
    def step(x):
        for nx in (x - 1, x + 1):
            yield nx, 1, (STOP if nx == 1 else BLOCKED if nx == -2 else 0)
    r = reach(0, step, budget=5)
    assert set(r.states()) == {-1, 0, 1}
    assert r.ends_move(1) and not r.ends_move(-1)


def test_a_free_arrival_beats_a_dearer_stopped_one():
    # 1 can be entered stopped for 1, or freely for 2 (via 5); the free arrival lets the move go on to 3.
    def step(x):
        if x == 0:
            yield 1, 1, STOP
            yield 5, 1, 0
        elif x == 5:
            yield 1, 1, 0
        elif x == 1:
            yield 3, 1, 0
    r = reach(0, step, budget=10)
    assert r.cost(1) == 1 and r.ends_move(1)
    assert r.cost(3) == 3 and r.path(3) == [0, 5, 1, 3]


def test_equal_cost_prefers_fewer_steps_and_zero_cost_steps_work():
    def step(x):
        if x == "a":
            yield "b", 0, 0
            yield "c", 2, 0
        elif x == "b":
            yield "b2", 1, 0
        elif x == "b2":
            yield "c", 1, 0
    r = reach("a", step)
    assert r.cost("c") == 2 and r.path("c") == ["a", "c"] and r.cost("b") == 0


def test_negative_cost_and_runaway_guard():
    with pytest.raises(ValueError):
        reach(0, lambda x: [(x + 1, -1, 0)], budget=5)
    with pytest.raises(RuntimeError):
        reach(0, lambda x: [(x + 1, 0, 0)], max_states=50)


def test_tiles_work_too():
    cols, rows = 6, 5
    wall = {(2, 0), (2, 1), (2, 2), (2, 3)}

    def step(c):
        for n in neighbours8(c, cols, rows):
            if n not in wall:
                yield n, 1, 0
    r = reach((0, 0), step, budget=5)
    assert r.cost((2, 4)) == 4 and r.cost((3, 4)) == 5 and (4, 0) not in r
    assert r.path((3, 4))[-2] == (2, 4) and len(r.path((3, 4))) == 6


def brute_step(g, cost, sides, fa, tc, stops, start):
    def step(st):
        h, f = st
        if g.index(h) in stops and h != start:
            return
        for k in sides:
            d = (f + k) % 6
            n = neighbour(h, d)
            if n not in g or cost[g.index(n)] is None:
                continue
            w = cost[g.index(n)]
            flag = STOP if (g.index(n) in stops and n != start) else 0
            if fa in ("step", "either"):
                yield (n, Facing(d)), w, flag
            if fa == "keep" or (fa == "either" and d != f):
                yield (n, f), w, flag
        if tc is not None:
            yield (h, f.rotate(1)), tc, 0
            yield (h, f.rotate(-1)), tc, 0
    return step


@pytest.mark.parametrize("seed", range(60))
def test_fast_path_equals_generic_reach(seed):
    rng = random.Random(seed)
    g = HexGrid(rng.randint(1, 7), rng.randint(1, 6), rng.choice(["flat", "pointy"]), rng.choice(["odd", "even"]))
    cost = [rng.choice([None, 1, 1, 2, 0.5, 3]) for _ in range(len(g))]
    start, f = rng.choice(g.hexes), Facing(rng.randrange(6))
    sides = rng.choice([FRONT_SIDES, ALL_SIDES, (0,)])
    fa = rng.choice(["step", "keep", "either"])
    tc = rng.choice([None, 1, 0, 0.5])
    stops = set(rng.sample(range(len(g)), k=min(len(g), rng.randint(0, 3))))
    budget = rng.choice([0, 1, 2.5, 4, math.inf])
    fast = hex_facing_reach(g, start, f, step_cost_table(g, cost), budget, sides=sides, turn_cost=tc,
                            facing_after=fa, stop_cells=stops)
    slow = reach((start, f), brute_step(g, cost, sides, fa, tc, stops, start), budget)
    a, b = fast.states(), slow.states()
    assert a.keys() == b.keys()
    for k, c in a.items():
        assert c == pytest.approx(b[k])
        path = fast.path(*k)
        assert path[0] == (start, f) and path[-1] == k
        assert k in fast and fast.cost(*k) == c
    assert fast.hexes() == {h for h, _ in a}


def test_step_cost_table_from_a_function():
    g = HexGrid(4, 4)
    table = step_cost_table(g, lambda a, b, d: None if b == Hex(1, 0, -1) else 1 + int(d))
    i = g.index(Hex(0, 0, 0))
    assert table[i * 6 + 0] == math.inf and table[i * 6 + 5] == 6
    with pytest.raises(ValueError):
        step_cost_table(g, [1, 2])


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10**6), st.floats(0, 6), st.floats(0, 6))
def test_reach_grows_with_budget(seed, b1, b2):
    lo, hi = sorted((b1, b2))
    rng = random.Random(seed)
    g = HexGrid(6, 5)
    cost = [rng.choice([None, 1, 1, 2]) for _ in range(len(g))]
    table = step_cost_table(g, cost)
    start = rng.choice(g.hexes)
    small = hex_facing_reach(g, start, Facing.D0, table, lo, turn_cost=1).states()
    big = hex_facing_reach(g, start, Facing.D0, table, hi, turn_cost=1).states()
    assert small.keys() <= big.keys()
    assert all(big[k] == small[k] for k in small)
    gen_small = reach((start, Facing.D0), brute_step(g, cost, FRONT_SIDES, "step", 1, set(), start), lo)
    gen_big = reach((start, Facing.D0), brute_step(g, cost, FRONT_SIDES, "step", 1, set(), start), hi)
    assert set(gen_small) <= set(gen_big)
