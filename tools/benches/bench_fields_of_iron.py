"""Fields of Iron and Echo: the checks the battle screen runs while a unit is dragged, the reach overlay,
and the state copy that undo and previews make."""
from __future__ import annotations

import copy
from pathlib import Path

from timing import Row, measure, median, p95

NAMES = ("foi_check_drag", "foi_reach", "foi_clone")
ROOT = Path(__file__).resolve().parents[2]


def _battle():
    from game.content import load_scenario
    from game.core.battle import Battle

    b = Battle.start(load_scenario(ROOT / "maps" / "fields_of_iron_greywater.json"), seed=1)
    b.state.to_act = "south"  # the League's outriders drag a move
    b.state.active = None
    return b


def rows() -> list[Row]:
    b = _battle()
    rules = b.ruleset
    reach = rules.reach(b.state, "s_riders")
    cell = max(reach.paths, key=lambda c: len(reach.paths[c]))
    move = rules.move_action(b.state, "s_riders", (cell, min(reach.cells[cell])))
    assert move is not None and b.check(move)

    out = []
    t = measure(lambda: b.check(move), repeat=300)
    out.append(Row("foi_check_drag", median(t), p95(t), budget="p95 <= 0.5 ms", ok=p95(t) <= 0.5,
                   extra={"steps": len(move.path)}))
    t = measure(lambda: rules.reach(b.state, "s_riders"), repeat=100)
    out.append(Row("foi_reach", median(t), p95(t), budget="p95 <= 5 ms", ok=p95(t) <= 5.0,
                   extra={"cells": len(reach.cells)}))
    t = measure(lambda: rules.clone(b.state), repeat=300)
    ref = measure(lambda: copy.deepcopy(b.state), repeat=100)
    out.append(Row("foi_clone", median(t), p95(t), "copy.deepcopy of the state", median(ref),
                   budget="median <= 0.25x ref", ok=median(t) <= 0.25 * median(ref)))
    return out
