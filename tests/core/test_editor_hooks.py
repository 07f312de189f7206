"""The scenario editor's optional ruleset hooks: their defaults."""
from game.content import scenario_from_data
from game.core.ruleset import ArmyReport, ProfileInfo
from tests.core.race import Race


def _scenario():
    return scenario_from_data({
        "ruleset": "race", "title": "t", "board": {"kind": "table", "width": 24, "height": 12},
        "sides": [{"id": "a", "name": "A", "units": [{"id": "u1", "profile": "runner", "pose": [2, 2, 0]}]},
                  {"id": "b", "name": "B"}]})


def test_default_catalogue_names_each_profile_by_its_id():
    ruleset = Race()
    cat = ruleset.profile_catalogue(_scenario())
    assert [p.id for p in cat] == sorted(ruleset.profile_ids())
    assert all(isinstance(p, ProfileInfo) and p.name == p.id and p.points is None for p in cat)


def test_default_outline_and_trapped_say_nothing():
    ruleset = Race()
    assert ruleset.base_outline(_scenario(), "u1") is None
    assert ruleset.unit_trapped(_scenario(), "u1") is None


def test_army_report_costs_default_to_empty():
    assert dict(ArmyReport(10, None).costs) == {}
