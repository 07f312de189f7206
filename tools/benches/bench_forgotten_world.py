"""Forgotten World: Conquerors: a dragged regiment's move check, and a whole attack phase.

move_check: a 72" x 48" table with 30 terrain pieces (hills, forests, walls, fences, swamps, a river with a
ford, impassable rocks) and 30 regiments (two armies of 15 in two lines). The drag: a regiment of 24
warriors (6 x 4) dragged 3.5" forward and 30 degrees right, read as advance + wheel + advance, legal;
timed as the battle screen calls it each frame (`move_action` then `battle.check`). Reference: the same
drag on an empty table.

attack_phase: six pairs of regiments in combat (front, flank and rear) and four pairs of archer units shooting at each other; every
unit attacks in the phase's order, then the casualties come off and the combat results are worked out
(seeded dice), on a fresh clone each time. Reference: one combat pair alone.
"""
from __future__ import annotations

from timing import Row, measure, median, p95

from game.content import scenario_from_data
from game.core.battle import Battle
from game.core.dice import Dice
from game.core.ruleset import get_ruleset
from game.geometry.edgecontact import contact_pose
from game.rulesets.forgotten_world import actions as A

NAMES = ["fw_move_check", "fw_attack_phase"]
BUDGET_MS = 0.5
RS = get_ruleset("forgotten_world")


def _terrain() -> list[dict]:
    t = []
    for x, y in [(6, 24), (20, 22), (34, 25), (50, 23), (64, 24), (12, 30)]:
        t.append({"type": "hill", "shape": "circle", "center": [x, y], "radius": 2.2, "level": 1})
    for x, y in [(10, 18), (27, 28), (44, 19), (58, 29), (68, 17), (40, 29)]:
        t.append({"type": "forest", "shape": "polygon",
                  "points": [[x - 2, y - 1], [x + 1, y - 2], [x + 2.5, y], [x + 1, y + 2], [x - 1.5, y + 1.5]]})
    for x, y in [(16, 26), (30, 20), (46, 27), (60, 20), (4, 18), (24, 17)]:
        t.append({"type": "wall", "shape": "polyline", "points": [[x - 2, y], [x + 2, y]], "width": 0.4})
    for x, y in [(36, 17), (54, 26), (66, 30), (2, 28), (20, 31)]:
        t.append({"type": "fence", "shape": "polyline", "points": [[x - 2, y], [x + 2, y]], "width": 0.3})
    for x, y in [(8, 12), (62, 12), (30, 12)]:
        t.append({"type": "swamp", "shape": "circle", "center": [x, y], "radius": 1.5})
    for x, y in [(48, 12), (18, 12)]:
        t.append({"type": "impassable", "shape": "rect", "center": [x, y], "size": [2, 2]})
    t.append({"type": "river", "shape": "polyline", "points": [[70.5, 0], [70.5, 48]], "width": 1.5})
    t.append({"type": "ford", "shape": "rect", "center": [70.5, 24], "size": [3, 4]})
    assert len(t) == 30, len(t)
    return t


def scenario(empty: bool = False):
    south, north = [], []
    if not empty:
        for line, y in ((0, 38.0), (1, 44.5)):
            for i in range(7 + line):
                x = 5.5 + 8.2 * i + (4 if line else 0)
                if line == 0 and i == 3:
                    continue
                south.append({"id": f"s{line}{i}", "profile": "aurel_warriors", "pose": [x, y, 0], "files": 6})
                north.append({"id": f"n{line}{i}", "profile": "orc_warriors", "pose": [x, 48 - y, 180], "files": 6})
    south.append({"id": "mover", "profile": "aurel_warriors", "pose": [30.1, 36.0, 0], "files": 6})
    if empty:
        north.append({"id": "n_far", "profile": "orc_warriors", "pose": [60, 4, 180], "files": 6})
    doc = {"ruleset": "forgotten_world", "title": "bench", "board": {"kind": "table", "width": 72, "height": 48},
           "terrain": [] if empty else _terrain(),
           "sides": [{"id": "south", "name": "South", "units": south}, {"id": "north", "name": "North", "units": north}]}
    return scenario_from_data(doc, "<bench>")


def battle_at_movement(empty: bool = False) -> Battle:
    b = Battle.start(scenario(empty), seed=3)
    who = b.to_act()
    b.perform(A.ChooseRole(who, who == "south"))
    b.perform(A.EndCharges("south"))
    assert b.state.phase == "movement" and b.state.active == "south", b.status()
    return b


def _drag(b):
    u = b.state.units["mover"]
    from game.geometry.plane import Pose
    from game.geometry.planemove import pivot_front_corner
    w = pivot_front_corner(Pose(u.x, u.y - 1.0, 0), u.width, u.depth, 30).pose.moved(1.0)
    return [(w.x, w.y, w.heading)]


def _frame(b, dest):
    move = RS.move_action(b.state, "mover", dest)
    return b.check(move)


def attack_scene(pairs: int = 6, archers: int = 4):
    red, blue = [], []
    for i in range(pairs):
        red.append({"id": f"r{i}", "profile": "aurel_warriors", "pose": [6 + 11 * i, 25, 0], "files": 6})
        blue.append({"id": f"b{i}", "profile": "orc_warriors", "pose": [6 + 11 * i, 12, 180], "files": 6})
    for i in range(archers):
        red.append({"id": f"ra{i}", "profile": "aurel_archers", "pose": [8 + 17 * i, 45, 0], "files": 6})
        blue.append({"id": f"bt{i}", "profile": "orc_goblin_archers", "pose": [8 + 17 * i, 37, 180], "files": 8})
    doc = {"ruleset": "forgotten_world", "title": "bench", "board": {"kind": "table", "width": 72, "height": 48},
           "sides": [{"id": "red", "name": "Red", "units": red}, {"id": "blue", "name": "Blue", "units": blue}]}
    state, _ = RS.setup(scenario_from_data(doc, "<bench>"), Dice.seeded(1))
    RS.apply(state, A.ChooseRole(state.rolloff_winner, state.rolloff_winner == "red"), Dice.seeded(1))
    faces = ("front", "left", "rear")
    for i in range(pairs):
        r, b = state.units[f"r{i}"], state.units[f"b{i}"]
        p = contact_pose(b.pose, b.width, b.depth, faces[i % 3], r.width, r.depth)
        r.x, r.y, r.heading = p.x, p.y, p.heading % 360
        r.charging = b.id
        state.contacts.append([r.id, b.id, faces[i % 3]])
    state.phase, state.active, state.step, state.passed = "attack", "red", "red", []
    state.fight_pairs = [list(c) for c in state.contacts]
    state.touch()
    return state


def run_attack(state, seed: int = 1) -> int:
    s = state.clone()
    dice = Dice.seeded(seed)
    n = 0
    while s.phase == "attack":
        acts = [a for a in RS.candidates(s) if RS.check(s, a)]
        fights = [a for a in acts if isinstance(a, (A.Fight, A.Shoot))]
        a = fights[0] if fights else next(a for a in acts if isinstance(a, A.PassAttack))
        RS.apply(s, a, dice)
        n += 1
    return n


def rows() -> list[Row]:
    b = battle_at_movement()
    dest = _drag(b)
    verdict = _frame(b, dest)
    assert verdict, verdict
    times = measure(lambda: _frame(b, dest), repeat=300, warmup=20)
    ref_b = battle_at_movement(empty=True)
    assert _frame(ref_b, dest)
    ref = measure(lambda: _frame(ref_b, dest), repeat=300, warmup=20)
    med = median(times)
    out = [Row("fw_move_check", med, p95(times), "same drag, empty table", median(ref), f"median <= {BUDGET_MS} ms",
               med <= BUDGET_MS, extra={"used": verdict.info["used"], "manoeuvres": verdict.info["manoeuvres"]})]
    big, small = attack_scene(), attack_scene(1, 0)
    t_big = measure(lambda: run_attack(big), repeat=20, warmup=2)
    t_small = measure(lambda: run_attack(small), repeat=20, warmup=2)
    out.append(Row("fw_attack_phase", median(t_big), p95(t_big), "one combat pair alone", median(t_small), ""))
    return out
