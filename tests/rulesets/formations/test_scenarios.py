"""The shipped Movement and Terrain maps, scenario checks, the editor hooks, and random playouts."""
from pathlib import Path

import pytest

from game.cli.main import main
from game.content import load_scenario, scenario_from_data
from game.core.battle import check_scenario
from game.core.playout import play_one
from game.core.ruleset import get_ruleset
from game.rulesets.formations.terrain import TABLE

from .helpers import PROFILES, doc, unit

MAPS = sorted((Path(__file__).resolve().parents[3] / "maps").glob("formations_*.json"))


@pytest.mark.parametrize("path", MAPS, ids=lambda p: p.name)
def test_each_shipped_map_validates_uses_every_terrain_type_and_has_a_briefing(path, capsys):
    assert main(["validate", str(path)]) == 0
    sc = load_scenario(path)
    assert {t.type for t in sc.terrain} == set(TABLE)
    assert len(sc.briefing) > 200 and sc.board.kind == "tiles"


def test_the_sample_forces_cover_every_kind_of_unit():
    """Sample forces: infantry, vehicles (armoured too), war engines, an air unit, climbing-gear infantry."""
    r = get_ruleset("formations")
    cat = {p.id: p for p in r.profile_catalogue(None)}
    kinds = " | ".join(p.kind for p in cat.values())
    for k in ("Infantry", "Vehicle, armoured", "War engine", "Air vehicle", "climbing gear"):
        assert k in kinds
    assert all(p.fields == ("attached_to",) for p in cat.values())
    used = {u.profile for path in MAPS for _s, u in load_scenario(path).all_units()}
    assert {"gunship", "mountain_troops", "siege_walker", "battle_tank", "rifle_squad"} <= used


@pytest.mark.parametrize("path", MAPS, ids=lambda p: p.name)
@pytest.mark.parametrize("seed", [1, 2])
def test_random_playouts_reach_a_result_with_no_violation(path, seed):
    out = play_one(load_scenario(path), seed, scenario_name=path.name)
    assert out.exception is None and out.violations == [] and out.reason


def problems(d):
    return {(p.path, p.message) for p in check_scenario(scenario_from_data(d), "x.json")}


def test_scenario_checks_name_the_field():
    d = doc([unit("n1", "inf", 2, 2), unit("n2", "inf", 9, 9, f="n1"), unit("n3", "inf", 2, 2),
             unit("s1", "inf", 5, 5)], [{"type": "lava", "shape": "cells", "cells": [[1, 1]]}],
            profiles=PROFILES)
    msgs = problems(d)
    text = " ".join(m for _p, m in msgs)
    assert "starts out of formation" in text and "one unit to a tile" in text
    assert any(p == "terrain.0.type" for p, _ in msgs)
    d["sides"][1]["units"][0]["attached_to"] = "n1"
    assert any(p.endswith("attached_to") for p, _ in problems(d))


def test_editor_hooks_trapped_units_and_points():
    r = get_ruleset("formations")
    d = doc([unit("n1", "veh", 0, 0), unit("s1", "inf", 5, 5)],
            [{"type": "buildings", "shape": "cells", "cells": [[1, 0], [0, 1], [1, 1]]}], profiles=PROFILES)
    sc = scenario_from_data(d)
    assert "cannot move" in r.unit_trapped(sc, "n1")
    assert r.unit_trapped(sc, "s1") is None
    assert r.army_report(sc, "north").points == 0
