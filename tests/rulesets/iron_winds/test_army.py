"""Units and Building Armies: strengths, point costs, the worked examples, restrictions and advice."""
import json
from pathlib import Path

import pytest

from game.content.armies import load_army_data
from game.content.errors import FileError
from game.content.profiles import profile_adapter
from game.rulesets.iron_winds.army import Entry, assess, unit_cost
from game.rulesets.iron_winds.checks import army_list_problems
from game.rulesets.iron_winds.profiles import profile

from .helpers import RS, leader, scenario, unit

ROOT = Path(__file__).resolve().parents[3]
TYPICAL = ROOT / "maps" / "armies" / "iron_winds_typical_150.json"


def entry(pid, figures=None, options=(), name=None):
    return Entry(f"units.{pid}", pid, name or pid, profile(pid), figures, tuple(options))


def test_units_foot_have_12_figures_mounted_6_and_leaders_1():
    """Units › a foot unit is 12 figures, a mounted unit 6; a leader is one figure on his own base."""
    assert profile("human_warriors").full_strength == 12
    assert profile("human_knight_cavalry").full_strength == 6
    assert profile("human_general").full_strength == 1
    assert profile("human_knight_cavalry").base_size == (4.0, 3.0)
    assert profile("human_warriors").base_size == (4.0, 2.0)


def test_units_levy_may_not_be_cavalry():
    """Units › levy may not be cavalry: a profile saying so is refused with its reason."""
    with pytest.raises(Exception, match="levy units may not be cavalry"):
        profile_adapter.validate_python({"ruleset": "iron_winds", "id": "x", "name": "X", "type": "levy",
                                         "mounted": True})


def test_building_armies_example_unit_costs():
    """Building Armies › six mounted knights cost 36 points; twelve bow-armed warriors 36."""
    assert unit_cost(profile("human_knight_cavalry"), 6, ()) == 36
    assert unit_cost(profile("human_warriors"), 12, ("bows",)) == 36
    assert unit_cost(profile("human_archers"), 12, ()) == 24            # levy 12 + 12 bows


def test_building_armies_partial_unit_of_24_points():
    """Building Armies › eight warrior infantry with eight bows cost 24 points (16 + 8); the unit is four
    short and says so."""
    a = assess([entry("human_warriors", 8, ("bows",), "Eight bowmen"), entry("human_general")], {}, None)
    assert a.costs["human_warriors"] == 24
    assert any("4 figures short" in w for w in a.warnings)


def test_building_armies_typical_150_point_army_from_its_file():
    """Building Armies › A Typical 150 Point Army: leader free, knights 2 x 36, warriors 24, levy archers
    2 x 24, the mounted Black Knight 4 + 2 = 6: 150 points, shipped as an army list."""
    army = load_army_data(json.loads(TYPICAL.read_text()), str(TYPICAL))
    assert army_list_problems(army, str(TYPICAL)) == []
    costs = {e.id: unit_cost(profile(e.profile), e.figures or profile(e.profile).strength, e.options)
             for e in army.entries()}
    assert costs == {"knights1": 36, "knights2": 36, "warriors": 24, "archers1": 24, "archers2": 24,
                     "black_knight": 6, "lord": 0}
    assert sum(costs.values()) == 150


def test_building_armies_advice_80_percent_knights_and_50_percent_archers_are_warnings():
    """Building Armies › not more than 80% knights or 50% archers: shown as warnings, not errors."""
    knights = assess([entry("human_knight_cavalry"), entry("human_knight_cavalry"), entry("human_knight_cavalry"),
                      entry("human_warriors"), entry("human_general")], {}, None)
    assert not knights.errors and any("knights are 81%" in w for w in knights.warnings)
    archers = assess([entry("human_archers"), entry("human_archers"), entry("human_warriors"),
                      entry("human_general")], {}, None)
    assert not archers.errors and any("archers are 66%" in w for w in archers.warnings)


def test_building_armies_one_partial_unit_per_army():
    """Building Armies › one partial unit per army with odd points: a second is an error."""
    a = assess([entry("human_warriors", 8), entry("human_archers", 5), entry("human_general")], {}, None)
    assert any("only one partial unit" in msg for _, msg in a.errors)


@pytest.mark.parametrize("pid,options,message", [
    ("human_knight_cavalry", ("bows",), "knights may not carry bows"),
    ("human_warriors", ("longbows",), "needs the advanced rule 'longbows'"),
    ("human_archers", ("elite",), "only warrior and knight units may buy elite"),
    ("human_warriors", ("dwarven_armour",), "only dwarven knights"),
    ("human_warriors", ("crossbows",), "only dwarven infantry may carry crossbows"),
    ("human_knight_cavalry", ("pikes",), "only warrior and knight infantry may buy pikes"),
    ("human_general", ("bows",), "a leader cannot buy"),
])
def test_building_armies_restrictions(pid, options, message):
    """Building Armies and the advanced rules › what a unit may buy."""
    adv = {"crossbows": True, "elite": True, "pikes": True}
    a = assess([entry(pid, options=options), entry("human_general")], adv, None)
    assert any(message in msg for _, msg in a.errors), a.errors


def test_elves_knights_may_carry_bows_at_normal_cost_and_field_no_levy():
    """Special Fantasy Rules › Elves: elf knights may be bow armed (at the bow's normal cost); no levy."""
    a = assess([entry("elf_knight_cavalry", options=("bows",)), entry("elf_general")], {}, None)
    assert not a.errors and a.costs["elf_knight_cavalry"] == 6 * (4 + 2 + 1)
    from game.content.profiles.iron_winds import IronWindsProfile
    elf_levy = IronWindsProfile(ruleset="iron_winds", id="elf_levy", name="Elf levy", race="elf", type="levy")
    a = assess([Entry("units.0", "x", "Elf levy", elf_levy, None, ()), entry("elf_general")], {}, None)
    assert any("elves may not field levy" in m for _, m in a.errors)


def test_race_restrictions_goblins_orcs_no_knights_trolls_knights_only():
    """Special Fantasy Rules › Goblins & Orcs field no knights; Trolls & Ogres knights only."""
    from game.content.profiles.iron_winds import IronWindsProfile
    orc_knights = IronWindsProfile(ruleset="iron_winds", id="ok", name="Orc knights", race="orc", type="knight")
    troll_levy = IronWindsProfile(ruleset="iron_winds", id="tl", name="Troll levy", race="troll", type="levy")
    a = assess([Entry("units.0", "a", "a", orc_knights, None, ()), Entry("units.1", "b", "b", troll_levy, None, ()),
                entry("orc_war_chief")], {}, None)
    msgs = " / ".join(m for _, m in a.errors)
    assert "orcs may not field knight units" in msgs and "trolls field knight units only" in msgs


def test_dwarven_armour_costs_one_more_a_figure():
    """Special Fantasy Rules › Dwarves: knights may buy dwarven armour for +1 a figure."""
    assert unit_cost(profile("dwarf_knights"), 12, ("dwarven_armour",)) == 12 * 5


def test_advanced_costs_longbows_elite_pikes_heroes():
    """Advanced Rules › longbows, elite and pikes +1 a figure; a hero 10 points, a demi-god 20."""
    assert unit_cost(profile("elf_heavy_archers"), 12, ("longbows",)) == 12 * (2 + 1 + 1)
    assert unit_cost(profile("human_warriors"), 12, ("elite", "pikes")) == 12 * 4
    assert unit_cost(profile("dwarf_crossbowmen"), 12, ()) == 12 * 3      # crossbows cost as bows
    assert unit_cost(profile("human_general"), 1, ("hero",)) == 10
    assert unit_cost(profile("human_general"), 1, ("demigod",)) == 20


def test_army_report_for_a_scenario_side_counts_points_and_the_limit():
    """Building Armies › the army report: points against the side's limit, errors and warnings."""
    sc = scenario([unit("k", "human_knight_cavalry", 10, 40), unit("k2", "human_knight_cavalry", 20, 40)],
                  [unit("o", "orc_heavy_infantry", 10, 8)])
    report = RS.army_report(sc, "red")
    assert report.points == 72 and report.limit is None and not report.errors


def test_scenario_with_an_advanced_option_not_switched_on_is_refused_with_its_field():
    """Advanced Rules › options bought need the rule switched on in the scenario."""
    sc = scenario([unit("w", "human_warriors", 10, 40, options=["pikes"])], [unit("o", "orc_heavy_infantry", 10, 8)])
    problems = RS.validate_scenario(sc, "f.json")
    assert any(p.path == "sides.0.units.0.options" and "pikes" in p.message for p in problems)


def test_scenario_unknown_option_key_is_refused_with_its_field():
    """Advanced Rules › a scenario's options must be known advanced rules."""
    sc = scenario([unit("w", "human_warriors", 10, 40)], [unit("o", "orc_heavy_infantry", 10, 8)],
                  options={"dragons": True})
    problems = RS.validate_scenario(sc, "f.json")
    assert [p.path for p in problems] == ["options.dragons"]


def test_army_list_file_errors_name_the_field(tmp_path):
    """Building Armies › a bad army list says what is wrong and where."""
    doc = json.loads(TYPICAL.read_text())
    doc["units"][5]["figures"] = 9
    army = load_army_data(doc, "army.json")
    problems = army_list_problems(army, "army.json")
    assert [p.path for p in problems] == ["units.5.figures", "points_limit"]
    doc["leaders"][0]["attached_to"] = "nobody"
    with pytest.raises(FileError, match="leaders.0.attached_to: no unit 'nobody'"):
        load_army_data(doc, "army.json")
