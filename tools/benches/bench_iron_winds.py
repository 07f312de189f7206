"""Iron Winds of War: `battle.check` of a dragged move, as the battle screen calls it every frame.

Scene (fixed, built here): a 72" x 48" table with 30 terrain pieces (hills of one and two levels, woods,
walls, hedges, a river with two bridges) and 40 units (two armies of 20 in two lines each, 4" bases).
The move: a unit of knight cavalry (12") weaving forward through 10 waypoints among friendly units,
up a hill (+2"), about 11" in all, legal. The state does not change between calls (as while dragging).

Reference: the same path checked on an empty table (no terrain, no other units).
"""
from __future__ import annotations

import math

from timing import Row, measure, median, p95

from game.content import scenario_from_data
from game.core.battle import Battle
from game.rulesets.iron_winds.actions import ChooseOrder, EndArchery, EndChallenges, Move

NAMES = ["move_check"]
BUDGET_MS = 0.5


def _terrain() -> list[dict]:
    t = []
    for i, (x, y, r, lv) in enumerate([(12, 20, 3, 1), (24, 28, 2.5, 2), (36, 24, 3, 1), (50, 20, 3, 1),
                                      (60, 28, 2.5, 1), (8, 30, 2, 1), (66, 18, 2.5, 2), (44, 30, 1.8, 1)]):
        t.append({"type": "hill", "shape": "circle", "center": [x, y], "radius": r, "level": lv})
    for x, y in [(6, 16), (18, 32), (30, 18), (56, 16), (64, 32), (46, 18), (20, 22), (58, 24)]:
        t.append({"type": "woods", "shape": "polygon",
                  "points": [[x - 2, y - 1], [x + 1, y - 2], [x + 2.5, y], [x + 1, y + 2], [x - 1.5, y + 1.5]]})
    for x, y in [(10, 26), (28, 34), (52, 34), (62, 22), (16, 14), (40, 14)]:
        t.append({"type": "wall", "shape": "polyline", "points": [[x - 3, y], [x + 3, y + 0.5]], "width": 0.5})
    for x, y in [(4, 24), (26, 14), (48, 26), (68, 26), (34, 16)]:
        t.append({"type": "hedge", "shape": "polyline", "points": [[x - 2.5, y], [x + 2.5, y - 0.5]], "width": 0.6})
    t.append({"type": "river", "shape": "polyline", "points": [[0.8, 0], [1.2, 24], [0.8, 48]], "width": 1.4})
    t += [{"type": "bridge", "shape": "rect", "center": [1, 12], "size": [5, 4]},
          {"type": "bridge", "shape": "rect", "center": [1, 36], "size": [5, 4]}]
    assert len(t) == 30
    return t


def _units(mover: bool = True, others: bool = True) -> tuple[list, list]:
    south, north = [], []
    if others:
        for line, y in ((0, 38.0), (1, 44.0)):
            for i in range(10):
                x = 5.0 + 6.8 * i
                if line == 0 and i in (4, 5):
                    continue
                south.append({"id": f"s{line}{i}", "profile": "human_warriors", "pose": [x, y, 0]})
                north.append({"id": f"n{line}{i}", "profile": "orc_heavy_infantry", "pose": [x, 48 - y, 180]})
        south += [{"id": "s_left", "profile": "human_warriors", "pose": [30.0, 26.0, 0]},
                  {"id": "s_right", "profile": "human_warriors", "pose": [42.0, 26.0, 0]}]
        north += [{"id": "n_a", "profile": "orc_heavy_infantry", "pose": [33.5, 4.0, 180]},
                  {"id": "n_b", "profile": "orc_heavy_infantry", "pose": [40.3, 4.0, 180]}]
    if not others:
        north.append({"id": "n_far", "profile": "orc_heavy_infantry", "pose": [66.0, 4.0, 180]})
    if mover:
        south.append({"id": "mover", "profile": "human_knight_cavalry", "pose": [36.0, 31.0, 0]})
    south.append({"id": "lord", "profile": "human_general", "pose": [36.0, 31.0, 0], "attached_to": "mover"})
    north.append({"id": "chief", "profile": "orc_war_chief", "pose": [36.0, 2.0, 180]})
    return south, north


def scenario(empty: bool = False):
    south, north = _units(others=not empty)
    doc = {"ruleset": "iron_winds", "title": "move_check bench", "board": {"kind": "table", "width": 72, "height": 48},
           "terrain": [] if empty else _terrain(),
           "sides": [{"id": "south", "name": "South", "units": south}, {"id": "north", "name": "North", "units": north}],
           "first_side": "south"}
    return scenario_from_data(doc, "<bench>")


def path() -> tuple:
    """Ten poses weaving forward (each faces the way it came), about 9.5" plus a hill level."""
    pts = [(36.0, 31.0)]
    for i in range(1, 11):
        pts.append((36.0 + 0.9 * math.sin(i * 1.1), 31.0 - 0.75 * i))
    out = []
    for (x0, y0), (x1, y1) in zip(pts, pts[1:]):
        heading = math.degrees(math.atan2(x1 - x0, -(y1 - y0))) % 360.0
        out.append((round(x1, 4), round(y1, 4), round(heading, 4)))
    return tuple(out)


def battle_at_movement(empty: bool = False) -> Battle:
    """A battle on the bench scene, South to move."""
    b = Battle.start(scenario(empty), seed=3)
    for _ in range(20):
        who = b.to_act()
        st = b.state
        if st.phase == "movement" and st.movers:
            break
        if st.phase == "challenges":
            b.perform(EndChallenges(who))
        elif st.phase == "archery":
            b.perform(EndArchery(who))
        elif st.phase == "movement":
            b.perform(ChooseOrder(who, who == "south"))
    assert b.state.step == "south", b.status()
    return b


def rows() -> list[Row]:
    b = battle_at_movement()
    move = Move("mover", path())
    verdict = b.check(move)
    assert verdict, verdict
    times = measure(lambda: b.check(move), repeat=300, warmup=20)
    ref_b = battle_at_movement(empty=True)
    assert ref_b.check(move)
    ref = measure(lambda: ref_b.check(move), repeat=300, warmup=20)
    med = median(times)
    return [Row("move_check", med, p95(times), "same path, empty table", median(ref),
                f"median <= {BUDGET_MS} ms", med <= BUDGET_MS,
                extra={"used": verdict.info["used"], "budget": verdict.info["budget"]})]
