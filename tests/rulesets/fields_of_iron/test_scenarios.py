"""Fields of Iron and Echo: the shipped scenarios, and scenario checks only this ruleset makes."""
from pathlib import Path

import pytest

from game.cli.main import main
from game.content import load_scenario, scenario_from_data
from game.content.library import DEFAULT_SCENARIO
from game.core.battle import check_scenario
from game.rulesets.fields_of_iron.terrain import KNOWN_TERRAIN

from .helpers import cells, doc, unit

MAPS = sorted((Path(__file__).resolve().parents[3] / "maps").glob("fields_of_iron_*.json"))


@pytest.mark.parametrize("path", MAPS, ids=lambda p: p.name)
def test_each_shipped_map_validates(path, capsys):
    """Every shipped map passes `python -m game validate`."""
    assert main(["validate", str(path)]) == 0
    assert "1 file(s) valid" in capsys.readouterr().out


def test_there_is_a_learning_scenario_and_a_full_battle_with_every_terrain_type():
    """Scenarios: the default learning map, and a full battle on every terrain type the text names."""
    names = [p.name for p in MAPS]
    assert DEFAULT_SCENARIO in names and len(MAPS) >= 2
    full = load_scenario(next(p for p in MAPS if p.name == "fields_of_iron_greywater.json"))
    used = {t.type for t in full.terrain}
    assert {"woods", "hill", "river", "bridge", "ford", "village", "farm", "ruins", "walled_settlement",
            "fortification", "broken_ground"} <= used
    assert used <= set(KNOWN_TERRAIN)
    profiles = {u.profile for _, u in full.all_units()}
    assert {"troll", "wyverns", "cannon", "marshal", "captain", "knights", "outriders", "bowmen"} <= profiles


def problems(d):
    return {(p.path, p.message) for p in check_scenario(scenario_from_data(d), "x.json")}


def test_validate_a_facing_is_needed():
    d = doc([unit("n1", "spearmen", 1, 1), unit("s1", "spearmen", 5, 5)])
    del d["sides"][0]["units"][0]["facing"]
    assert any(p == "sides.0.units.0.facing" for p, _ in problems(d))


def test_validate_two_units_in_a_hex():
    d = doc([unit("n1", "spearmen", 1, 1), unit("s1", "spearmen", 1, 1)])
    assert any(p == "sides.1.units.0.at" and "one unit to a hex" in m for p, m in problems(d))


def test_validate_unknown_profile_and_unknown_terrain_and_unit_options():
    d = doc([unit("n1", "dragon", 1, 1), unit("s1", "spearmen", 5, 5, options=["banner"])], [cells("lava", (3, 3))])
    found = problems(d)
    assert any(p == "sides.0.units.0.profile" for p, _ in found)
    # the generic checks stop before the ruleset's own ones while a profile is unknown
    d = doc([unit("n1", "spearmen", 1, 1), unit("s1", "spearmen", 5, 5, options=["banner"])], [cells("lava", (3, 3))])
    found = problems(d)
    assert any(p == "terrain.0.type" and "lava" in m for p, m in found)
    assert any(p == "sides.1.units.0.options" for p, _ in found)


def test_validate_turn_limit_no_longer_than_five_and_infantry_not_in_a_river():
    d = doc([unit("n1", "spearmen", 1, 1), unit("s1", "spearmen", 5, 5)], [cells("river", (1, 1))], turn_limit=8)
    found = problems(d)
    assert any(p == "turn_limit" for p, _ in found)
    assert any(p == "sides.0.units.0.at" and "river" in m for p, m in found)


def test_validate_only_hex_boards():
    d = doc([unit("n1", "spearmen", 1, 1), unit("s1", "spearmen", 5, 5)])
    d["board"] = {"kind": "tiles", "cols": 8, "rows": 8}
    for side in d["sides"]:
        for u in side["units"]:
            del u["facing"]
    assert any(p == "board.kind" for p, _ in problems(d))


def test_scenario_profiles_add_cards():
    d = doc([unit("n1", "militia", 1, 1), unit("s1", "spearmen", 5, 5)],
            profiles=[{"ruleset": "fields_of_iron", "id": "militia", "name": "Militia", "type": "infantry",
                       "fight": 8, "save": 10, "wounds": 3, "weapons": [{"name": "Clubs", "kind": "fight",
                                                                          "attacks": 3}]}])
    assert problems(d) == set()
