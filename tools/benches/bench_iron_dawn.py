"""Iron Dawn: `battle.check` of a dragged vehicle move (with the reach envelope the screen draws), and the
hidden share of a squad shot at through 40 pieces of cover.

Scene (fixed, built here): a 48" x 36" table with 40 pieces of cover (light crates, heavy barriers, rocks,
trees and two buildings) and two armies of seven units (squads of individual models and vehicles).
Move: a Warden tank (SPD 6, TUR 3) pivots 30 degrees, drives 2", turns 30 degrees while moving (1") and
drives 1.5", legal. Reference: the same path on an empty table.
Cover: an 8-model squad shooting at an 8-model squad with the 40 pieces between and around them, measured
afresh every call (the memoised lookup that repeated checks hit is reported beside it).
Reference: the geometry's plain hidden fraction (one height for every piece) on the same input.
"""
from __future__ import annotations

import math

from timing import Row, measure, median, p95

from game.content import scenario_from_data
from game.core.battle import Battle
from game.geometry.planesight import Blockers, hidden_fraction
from game.rulesets.iron_dawn.actions import Move
from game.rulesets.iron_dawn.cover import _cover_of, cover_of, eyes_of
from game.rulesets.iron_dawn.terrain import pieces

NAMES = ["id_vehicle_drag", "id_cover_40"]
BUDGET_MS = 0.5


def _terrain() -> list[dict]:
    t = []
    for i in range(12):
        t.append({"type": "light", "shape": "rect", "center": [4 + 3.6 * i, 17 + (i % 3)], "size": [2.0, 0.5]})
    for i in range(10):
        t.append({"type": "heavy", "shape": "rect", "center": [5 + 4.2 * i, 13 + (i % 2) * 8], "size": [0.6, 1.8]})
    for i in range(8):
        t.append({"type": "natural", "shape": "circle", "center": [6 + 5 * i, 20 + (i % 2)], "radius": 0.8,
                  "level": 1})
    for i in range(8):
        t.append({"type": "trees", "shape": "circle", "center": [3 + 5.5 * i, 9 + (i % 2)], "radius": 1.0})
    t.append({"type": "building", "shape": "rect", "center": [44, 30], "size": [5, 4]})
    t.append({"type": "building", "shape": "rect", "center": [44, 5], "size": [5, 4]})
    assert len(t) == 40
    return t


def _scenario(empty: bool):
    red = [{"id": "tank", "profile": "human_tank", "pose": [30, 30, 0]}]
    blue = [{"id": "far", "profile": "woruxi_runts", "pose": [46, 14, 180]}]
    if not empty:
        red += [{"id": "a", "profile": "human_line", "pose": [20, 30, 0]},
                {"id": "b", "profile": "human_grenadiers", "pose": [10, 31, 0]},
                {"id": "c", "profile": "human_carrier", "pose": [38, 31, 0]}]
        blue += [{"id": "x", "profile": "woruxi_marauders", "pose": [20, 5, 180]},
                 {"id": "y", "profile": "woruxi_marauders", "pose": [32, 5, 180]},
                 {"id": "z", "profile": "woruxi_crusher", "pose": [10, 5, 180]}]
    doc = {"ruleset": "iron_dawn", "title": "bench", "board": {"kind": "table", "width": 48, "height": 36},
           "terrain": [] if empty else _terrain(),
           "sides": [{"id": "red", "name": "Red", "units": red}, {"id": "blue", "name": "Blue", "units": blue}]}
    return scenario_from_data(doc, "<bench>")


def _path():
    h = 30.0
    x1, y1 = 30 + 2 * math.sin(math.radians(h)), 30 - 2 * math.cos(math.radians(h))
    h2 = 60.0
    x2, y2 = x1 + 1.5 * math.sin(math.radians(h2)), y1 - 1.5 * math.cos(math.radians(h2))
    return ((30, 30, 0), (30, 30, h), (x1, y1, h), (x2, y2, h2))


def _drag_row() -> Row:
    times = {}
    for label, empty in (("ours", False), ("ref", True)):
        battle = Battle.start(_scenario(empty), seed=1)
        side = battle.to_act()
        if side != "red":
            from game.rulesets.iron_dawn.actions import EndPhase
            battle.perform(EndPhase(side))
        move = Move("tank", _path())
        verdict = battle.check(move)
        assert verdict, verdict
        times[label] = measure(lambda: battle.check(move), repeat=300)
        if label == "ours":
            env = measure(lambda: battle.ruleset.reach(battle.state, "tank"), repeat=100)
    ours, ref = times["ours"], times["ref"]
    return Row("id_vehicle_drag", median(ours), p95(ours), "same path, empty table", median(ref),
               f"median <= {BUDGET_MS} ms", median(ours) <= BUDGET_MS,
               extra={"envelope_median_ms": round(median(env), 4)})


def _cover_row() -> Row:
    battle = Battle.start(_scenario(False), seed=1)
    st = battle.state
    st.units["a"].x, st.units["a"].y = 20, 30
    shooter, target = st.units["a"], st.units["x"]
    eyes = eyes_of([(m.x, m.y) for m in shooter.living], target)
    ours = measure(lambda: _cover_of(st, shooter, target, eyes), repeat=60)      # measured afresh every call
    memo = measure(lambda: cover_of(st, shooter, target), repeat=60)             # as candidate checks reuse it
    blockers = Blockers.build(polygons=[poly for p in pieces(st) for poly in p.polys])
    ref = measure(lambda: [hidden_fraction(eyes, fp, blockers) for fp in target.footprints()], repeat=60)
    frac = cover_of(st, shooter, target).fraction
    return Row("id_cover_40", median(ours), p95(ours), "plain hidden fraction, same input", median(ref),
               "median <= 5 ms", median(ours) <= 5.0,
               extra={"hidden": round(frac, 3), "memo_hit_median_ms": round(median(memo), 4)})


def rows() -> list[Row]:
    return [_drag_row(), _cover_row()]
