"""The shipped Iron Dawn scenarios: valid, briefed, legal armies; seeded random battles end with a result,
keep the invariants, survive save/load and replay byte for byte. Editor hooks and the doctests."""
import doctest
import importlib

import pytest

from game.content.library import shipped_scenarios
from game.core.playout import play_one
from game.core.ruleset import get_ruleset

RS = get_ruleset("iron_dawn")
MAPS = [s for s in shipped_scenarios() if s.scenario is not None and s.scenario.ruleset == "iron_dawn"]


def test_two_scenarios_ship_with_objectives_buildings_and_briefings():
    assert len(MAPS) >= 2
    for entry in MAPS:
        sc = entry.scenario
        assert sc.briefing and sc.objectives and any(t.type == "building" for t in sc.terrain)
        assert any(t.type in ("door", "window", "hole") for t in sc.terrain)
        assert RS.validate_scenario(sc, entry.path.name) == []


@pytest.mark.parametrize("entry", MAPS, ids=[m.path.stem for m in MAPS])
def test_shipped_armies_follow_the_army_building_rules(entry):
    for side in entry.scenario.sides:
        report = RS.army_report(entry.scenario, side.id)
        assert report.points > 0 and report.errors == (), report.errors


@pytest.mark.parametrize("entry", MAPS, ids=[m.path.stem for m in MAPS])
@pytest.mark.parametrize("seed", [1, 2])
def test_a_seeded_random_battle_plays_to_a_result(entry, seed):
    out = play_one(entry.scenario, seed, scenario_name=entry.path.stem)
    assert out.exception is None, out.exception
    assert out.violations == [], out.violations[:3]
    assert out.reason


def test_editor_hooks_catalogue_outline_and_rulings_shown():
    cat = {p.id: p for p in RS.profile_catalogue(None)}
    factions = {p.summary.split()[0] for p in cat.values()}
    assert {"Humans", "Sparaxians", "Woruxi"} <= factions
    sc = MAPS[0].scenario
    tank = next(u for _s, u in sc.all_units() if u.profile == "human_tank")
    outline = RS.base_outline(sc, tank.id)
    assert len(outline) == 4
    squad = next(u for _s, u in sc.all_units() if u.profile == "human_line")
    outline = RS.base_outline(sc, squad.id)
    from game.geometry.coherency import formation
    from game.geometry.polygons import point_in_polygon
    x, y, h = squad.pose
    assert all(point_in_polygon(p, outline) for p in formation(x, y, h, 8, 1.0, 1.5))
    assert len(RS.rulings) >= 30 and any("TUR" in r.problem for r in RS.rulings)


@pytest.mark.parametrize("name", ["charts"])
def test_doctests(name):
    mod = importlib.import_module(f"game.rulesets.iron_dawn.{name}")
    res = doctest.testmod(mod)
    assert res.attempted > 0 and res.failed == 0


def test_every_profile_is_a_marked_sample_and_lists_have_the_required_kinds():
    cat = RS.profile_catalogue(None)
    from game.rulesets.iron_dawn.profiles import lookup
    for faction in ("humans", "sparaxians", "woruxi"):
        ps = [lookup(p.id) for p in cat if lookup(p.id).faction == faction]
        assert all(p.sample for p in ps)
        assert any(p.kind == "commander" for p in ps)
        assert any(p.kind == "squad" and p.leader for p in ps)
        assert any(p.kind == "squad" and any(w.type == "heavy" for w in p.weapons) for p in ps)
        assert any(p.transport for p in ps)
        assert any(p.kind == "vehicle" and {w.mount for w in p.weapons} >= {"main", "sponson_left", "sponson_right"}
                   for p in ps)
