"""Scenario files: strict models, round trips, and errors that name the field."""
import json

import pytest

from game.content import FileError, dump_scenario, load_scenario, scenario_from_data
from game.content.check import scenario_problems

from .samples import hex_doc, table_doc


@pytest.mark.parametrize("make", [hex_doc, table_doc])
def test_documents_round_trip_exactly(make):
    doc = make()
    assert dump_scenario(scenario_from_data(doc)) == doc
    assert scenario_problems(scenario_from_data(doc), "f", ruleset_profiles={"runner"}) == []


def test_schema_key_is_allowed_and_kept():
    doc = hex_doc() | {"$schema": "../schemas/scenario.schema.json"}
    assert dump_scenario(scenario_from_data(doc))["$schema"] == "../schemas/scenario.schema.json"


def errors(doc, file="s.json"):
    with pytest.raises(FileError) as exc:
        scenario_from_data(doc, file)
    return {p.path: p.message for p in exc.value.problems}


def test_unknown_field_wrong_type_missing_field():
    doc = hex_doc()
    doc["sides"][0]["units"][0]["speed"] = 3
    doc["board"]["rows"] = "five"
    del doc["title"]
    errs = errors(doc)
    assert errs["sides.0.units.0.speed"].startswith("unknown field")
    assert "valid integer" in errs["board.rows"]
    assert errs["title"] == "required field is missing"


def test_union_errors_name_the_real_field():
    doc = table_doc()
    doc["terrain"][1]["width"] = -2
    doc["board"]["kind"] = "sphere"
    errs = errors(doc)
    assert "terrain.1.width" in errs and "board" in errs


def test_needs_two_sides_and_a_position():
    doc = hex_doc()
    doc["sides"] = doc["sides"][:1]
    assert "sides" in errors(doc)
    doc = hex_doc()
    del doc["sides"][0]["units"][0]["at"]
    assert "needs a position" in errors(doc)["sides.0.units.0"]


def test_newer_schema_version_is_refused_kindly():
    doc = hex_doc() | {"schema_version": 9}
    assert "newer Wartable" in errors(doc)["schema_version"]


def test_semantic_checks_name_the_field():
    doc = hex_doc()
    doc["sides"][0]["units"][0]["at"] = [6, 0]
    doc["sides"][1]["units"][0]["id"] = "r1"
    doc["sides"][1]["units"][0]["profile"] = "dragon"
    doc["sides"][1]["units"][0]["facing"] = "E"
    doc["terrain"].append({"type": "hill", "shape": "circle", "center": [1, 1], "radius": 2})
    doc["first_side"] = "green"
    sc = scenario_from_data(doc)
    probs = {p.path: p.message for p in scenario_problems(sc, "s.json", known_rulesets=["other"],
                                                          ruleset_profiles={"runner"})}
    assert "off the board" in probs["sides.0.units.0.at"]
    assert "used twice" in probs["sides.1.units.0.id"]
    assert "no profile 'dragon'" in probs["sides.1.units.0.profile"]
    assert "not a side of a flat-top hex" in probs["sides.1.units.0.facing"]
    assert "takes `cells`" in probs["terrain.1.shape"]
    assert "unknown ruleset" in probs["ruleset"]
    assert "not a side" in probs["first_side"]


def test_table_positions_and_shapes_off_the_table():
    doc = table_doc()
    doc["sides"][0]["units"][0]["pose"] = [60, 3, 0]
    doc["terrain"][2]["points"][0] = [-5, 5]
    probs = {p.path: p.message for p in scenario_problems(scenario_from_data(doc), "t.json")}
    assert "off the 48\" x 36\" table" in probs["sides.0.units.0.pose"]
    assert "off the" in probs["terrain.2"]


def test_load_scenario_names_the_file(tmp_path):
    p = tmp_path / "broken.json"
    p.write_text("{\"title\": 1,}")
    with pytest.raises(FileError) as exc:
        load_scenario(p)
    assert str(exc.value).startswith(f"{p}: (file): not valid JSON")
    p.write_text(json.dumps(hex_doc()))
    assert load_scenario(p).title == "Hex sample"
