"""Movement and Terrain: the reach of every unit of a 10-unit formation, with enemy zones of control,
on a 60 x 40 tile map with terrain (what the board shows when a formation is selected)."""
from __future__ import annotations

from collections import deque

from timing import Row, measure, median, p95

NAMES = ("fm_formation_reach", "fm_check_drag")


def _battle():
    from game.content import scenario_from_data
    from game.core.battle import Battle
    from game.rulesets.formations.actions import order_action

    kinds = ["rifle_squad", "assault_squad", "heavy_weapons", "mountain_troops", "battle_tank", "apc",
             "scout_car", "siege_walker", "rifle_squad", "battle_tank"]
    north = [{"id": f"n{i}", "profile": k, "at": [20 + (i % 5) * 2, 18 + (i // 5) * 2],
              **({"attached_to": "n0"} if i else {})} for i, k in enumerate(kinds)]
    south = [{"id": f"s{i}", "profile": "rifle_squad", "at": [14 + i * 3, 10 + (i % 3) * 12]} for i in range(10)]
    terrain = [{"type": t, "shape": "cells", "cells": cells} for t, cells in (
        ("woods", [[c, r] for c in range(30, 36) for r in range(14, 20)]),
        ("river", [[c, 25] for c in range(60)]),
        ("road", [[26, r] for r in range(40)]),
        ("marsh", [[c, r] for c in range(10, 16) for r in range(18, 22)]),
        ("buildings", [[c, r] for c in range(22, 25) for r in range(12, 14)]),
        ("fieldworks", [[c, 16] for c in range(16, 30)]),
    )]
    doc = {"ruleset": "formations", "title": "bench", "board": {"kind": "tiles", "cols": 60, "rows": 40},
           "terrain": terrain, "sides": [{"id": "north", "name": "N", "units": north},
                                         {"id": "south", "name": "S", "units": south}]}
    b = Battle.start(scenario_from_data(doc), seed=1)
    b.state.to_act = "north"
    b.perform(order_action("n0", "march"))
    return b


def _all_reach(b):
    from game.rulesets.formations.moving import move_rules
    st = b.state
    st._memo.clear()
    return sum(len(move_rules(st, u).search()) for u in st.members("n0"))


def _plain_bfs(b):
    """The reference: breadth-first search over 8 neighbours to each unit's speed, no rules at all."""
    st = b.state
    total = 0
    for u in st.members("n0"):
        speed = st.profile_of(u).speed
        seen = {u.cell: 0}
        todo = deque([u.cell])
        while todo:
            c = todo.popleft()
            d = seen[c]
            if d == speed:
                continue
            for dc in (-1, 0, 1):
                for dr in (-1, 0, 1):
                    n = (c[0] + dc, c[1] + dr)
                    if n not in seen and 0 <= n[0] < 60 and 0 <= n[1] < 40:
                        seen[n] = d + 1
                        todo.append(n)
        total += len(seen) - 1
    return total


def rows() -> list[Row]:
    b = _battle()
    cells = _all_reach(b)
    t = measure(lambda: _all_reach(b), repeat=60)
    ref = measure(lambda: _plain_bfs(b), repeat=60)
    rows = [Row("fm_formation_reach", median(t), p95(t), "plain BFS, same speeds, no rules", median(ref),
                budget="median <= 5 ms", ok=median(t) <= 5.0, extra={"units": 10, "end_tiles": cells})]
    from game.rulesets.formations.actions import Move
    from game.rulesets.formations.moving import move_rules
    found = move_rules(b.state, b.state.units["n0"]).search()
    cell = max(found, key=lambda c: len(found[c][1]))
    move = Move("n0", found[cell][1])
    assert b.check(move)
    t = measure(lambda: b.check(move), repeat=300)
    rows.append(Row("fm_check_drag", median(t), p95(t), budget="p95 <= 0.5 ms", ok=p95(t) <= 0.5,
                    extra={"steps": len(move.path)}))
    return rows
