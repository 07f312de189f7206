"""Units, Regiments, Incomplete ranks, Unit Skills; sample armies (a ruling); editor hooks; shipped
scenarios and seeded playouts; the doctests."""
import doctest
import importlib
from pathlib import Path

import pytest

from game.content import load_scenario
from game.core.battle import Battle
from game.core.playout import play_one
from game.rulesets.forgotten_world.profiles import CATALOGUE, FACTIONS
from game.rulesets.forgotten_world.units import base_inches, rank_widths

from .helpers import RS, scenario, start, unit

ROOT = Path(__file__).resolve().parents[3]
MAPS = sorted((ROOT / "maps").glob("forgotten_world_*.json"))


@pytest.mark.parametrize("name", ["units", "manoeuvres", "morale"])
def test_doctests(name):
    result = doctest.testmod(importlib.import_module(f"game.rulesets.forgotten_world.{name}"))
    assert result.attempted > 0 and result.failed == 0


def test_square_bases_are_measured_in_inches_units():
    assert base_inches("infantry") == pytest.approx((20 / 25.4, 20 / 25.4))
    assert base_inches("monster") == pytest.approx((40 / 25.4, 40 / 25.4))
    assert base_inches("warmachine") == pytest.approx((50 / 25.4, 50 / 25.4))
    assert (rank_widths("infantry").start, rank_widths("infantry").stop) == (4, 13)
    assert rank_widths("warmachine") is None


def test_a_block_shrinks_from_the_rear_and_centres_a_short_last_rank_incomplete_ranks():
    s = start(scenario([unit("w", "aurel_warriors", 24, 30, 0, files=6)], [unit("o", "orc_warriors", 24, 8, 180, files=6)]))
    w = s.units["w"]
    front = w.front_centre()
    w.shrink_to(20)
    assert (w.ranks, w.last_rank, w.complete_ranks) == (4, 2, 3)
    assert w.front_centre() == pytest.approx(front)
    fp = next(v for v in RS.unit_views(s) if v.id == "w").footprint
    assert len(fp) == 8                                           # the outline follows the short last rank
    xs = sorted({round(x, 4) for x, y in fp if y > w.y + w.depth / 2 - 0.01})
    assert xs == pytest.approx([24 - 0.787, 24 + 0.787], abs=1e-3)


def test_sample_armies_cover_every_kind_with_characters_a_mage_and_a_general_army_lists():
    for faction in FACTIONS:
        mine = [p for p in CATALOGUE if p.id.startswith(faction)]
        assert {p.kind for p in mine} == {"infantry", "cavalry", "monster", "warmachine", "character", "chariot"}
        assert any(p.mage for p in mine) and all(p.sample for p in mine)
    assert any("prints no unit profiles" in r.problem for r in RS.rulings)


def test_profiles_offered_to_the_editor_and_formations_checked_live():
    sc = scenario([unit("w", "aurel_warriors", 24, 30, 0, files=3)], [unit("o", "orc_warriors", 24, 8, 180, files=6)])
    rep = RS.army_report(sc, "red")
    assert rep.errors and "4-12" in rep.errors[0]
    assert not RS.army_report(sc, "blue").errors
    cat = {p.id: p for p in RS.profile_catalogue(sc)}
    assert cat["aurel_lord"].leader and "files" in cat["aurel_warriors"].fields
    outline = RS.base_outline(sc, "o")
    xs = [x for x, y in outline]
    assert max(xs) - min(xs) == pytest.approx(6 * 20 / 25.4)


def test_the_text_lacks_victory_rules_a_ruling():
    assert any(r.section.startswith("Victory") and "no default victory" in r.problem for r in RS.rulings)


@pytest.mark.parametrize("path", MAPS, ids=[p.stem for p in MAPS])
def test_shipped_scenarios_load_and_play_to_a_result(path):
    sc = load_scenario(path)
    assert sc.briefing and RS.validate_scenario(sc, str(path)) == []
    for side in sc.sides:
        assert not RS.army_report(sc, side.id).errors
    out = play_one(sc, 5, scenario_name=path.name)
    assert out.exception is None and not out.violations and out.reason


def test_same_seed_same_battle():
    sc = load_scenario(MAPS[0])
    a, b = Battle.start(sc, seed=9), Battle.start(sc, seed=9)
    assert a.state_hash() == b.state_hash()


def test_sample_movement_follows_the_movement_distances_table():
    """Movement Phase › Movement Distances: heavy infantry and war machines 4", infantry 5", monsters 6",
    heavy cavalry and chariots 7", cavalry 8", heavy flyers 9", flyers 10"."""
    def expected(p):
        notes = (p.notes or "").lower()
        if p.flyer:
            return 9 if "heavy flyer" in notes else 10
        if p.kind == "warmachine" or (p.kind == "infantry" and "heavy" in notes):
            return 4
        if p.kind == "chariot" or (p.kind == "cavalry" and "heavy" in notes) or p.base == "cavalry":
            return 7 if p.kind != "cavalry" or "heavy" in notes else 8
        return {"infantry": 5, "monster": 6, "cavalry": 8, "character": 5}[p.kind]
    for p in CATALOGUE:
        assert p.M == expected(p), p.id
