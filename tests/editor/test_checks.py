"""The checks before saving: overlaps, off the board, outside the deployment zone, trapped units,
armies over their points; each tied to what it is about."""
import tests.ui.rulesets  # noqa: F401  (registers the table test ruleset)
from game.content import scenario_from_data
from game.ui.board.layout import layout_for
from game.ui.editor.checks import run_checks
from game.ui.editor.placement import unit_views
from game.ui.editor.rules import RulesInfo
from tests.rulesets.fields_of_iron.helpers import cells, doc, unit
from tests.ui.rulesets.scenarios import table_doc


def checks_of(data):
    sc = scenario_from_data(data)
    rules = RulesInfo(sc.ruleset)
    layout = layout_for(sc.board)
    return run_checks(sc, rules, unit_views(sc, rules, layout), layout, "x.json")


def test_a_good_scenario_has_no_problems():
    assert [c for c in checks_of(doc([unit("n1", "spearmen", 1, 1), unit("s1", "spearmen", 5, 5)]))
            if not c.advice] == []


def test_two_units_in_one_hex_point_at_the_second_unit():
    found = checks_of(doc([unit("n1", "spearmen", 2, 2), unit("s1", "bowmen", 2, 2)]))
    assert [(c.path, c.target) for c in found] == [("sides.1.units.0.at", ("unit", 1, 0))]


def test_unit_outside_its_deployment_zone_and_trapped_by_a_river():
    ring = [(5, 4), (5, 3), (4, 3), (3, 3), (3, 4), (4, 5)]
    data = doc([unit("n1", "spearmen", 4, 4), unit("s1", "spearmen", 9, 9)], [cells("river", *ring)])
    data["sides"][1]["deployment"] = [{"shape": "cells", "cells": [[0, 9], [1, 9]]}]
    found = {(c.path, c.target): c.message for c in checks_of(data)}
    assert "cannot leave its hex" in found[("sides.0.units.0.at", ("unit", 0, 0))]
    assert "outside South's deployment zone" in found[("sides.1.units.0.at", ("unit", 1, 0))]


def test_army_over_its_points_selects_the_side():
    data = doc([unit("n1", "knights", 1, 1), unit("s1", "spearmen", 5, 5)])
    data["sides"][0]["points_limit"] = 10
    found = [c for c in checks_of(data) if "over the limit" in c.message]
    assert len(found) == 1 and found[0].target == ("side", 0)


def test_table_bases_that_overlap_or_leave_the_table():
    data = table_doc()
    data["sides"][0]["units"][1]["pose"] = [14.5, 30, 0]    # onto r1
    data["sides"][1]["units"][0]["pose"] = [0.2, 6, 180]    # half off the left edge
    found = {c.path: c.message for c in checks_of(data)}
    assert found["sides.0.units.1.pose"] == "Lancers' base overlaps Spears"     # names, not ids
    assert "reaches off the table" in found["sides.1.units.0.pose"]


def test_table_zone_holds_the_whole_base():
    data = table_doc()
    data["sides"][1]["deployment"] = [{"shape": "rect", "center": [24, 6], "size": [48, 12]}]
    data["sides"][1]["units"][1]["pose"] = [30, 11.9, 180]   # the centre is inside, the base is not
    found = {c.path: c.message for c in checks_of(data)}
    assert "outside Blue Band's deployment zone" in found["sides.1.units.1.pose"]
    assert "sides.1.units.0.pose" not in found


def test_settings_problems_open_the_settings():
    data = doc([unit("n1", "spearmen", 1, 1), unit("s1", "spearmen", 5, 5)], turn_limit=99)
    found = [c for c in checks_of(data) if c.path == "turn_limit"]
    assert found and found[0].settings and found[0].target is None


def test_unknown_ruleset_still_checks_the_file():
    data = table_doc()
    data["ruleset"] = "not_installed"
    found = [c.path for c in checks_of(data)]
    assert found == ["ruleset"]
