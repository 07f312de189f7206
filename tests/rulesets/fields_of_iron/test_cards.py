"""Fields of Iron and Echo › Unit cards: the shipped sample cards and the card model."""
import json

import pytest

from game.content import FileError
from game.content.profiles import profile_adapter
from game.core.ruleset import get_ruleset
from game.rulesets.fields_of_iron import cards as cards_module
from game.rulesets.fields_of_iron.cards import DATA_DIR, shipped_cards


def test_sample_cards_cover_every_kind_of_unit_the_text_names():
    """Unit cards: infantry, archers, heavy and light cavalry, artillery, a leader with skills, a monster, a flyer."""
    cards = shipped_cards()
    assert all(c.sample for c in cards.values())
    kinds = {c.type for c in cards.values()}
    assert kinds == {"infantry", "heavy_cavalry", "light_cavalry", "artillery"}
    assert any(c.type == "infantry" and c.weapons_of("shoot") for c in cards.values())  # archers
    assert any(c.leader and c.skills for c in cards.values())
    assert any(c.monster for c in cards.values()) and any(c.flying for c in cards.values())
    assert get_ruleset("fields_of_iron").profile_ids() == set(cards)


def test_sample_cards_are_validated_through_the_content_model():
    """Unit cards: every card in data/*.json passes the content model."""
    for path in DATA_DIR.glob("*.json"):
        for item in json.loads(path.read_text())["profiles"]:
            profile = profile_adapter.validate_python(item)
            assert profile.ruleset == "fields_of_iron" and profile.sample


def test_the_card_scale_ruling_is_recorded():
    """Unit cards: a ruling explains the d12 scales of the sample values."""
    rules = get_ruleset("fields_of_iron")
    text = " ".join(r.decision for r in rules.rulings if r.section == "Unit cards")
    assert "d12" in text and "sample" in text


@pytest.mark.parametrize("change,field", [({"shoot": None}, "shoot"), ({"skills": [{"key": "inspire", "name": "X"}]},
                                                                         "leader"),
                                          ({"save": 14}, "save"), ({"type": "dragon"}, "type")])
def test_bad_cards_are_refused_with_the_field_named(tmp_path, monkeypatch, change, field):
    """Unit cards: a bad card in a data file gives FILE: profiles.N.field: problem."""
    item = {"ruleset": "fields_of_iron", "id": "x", "name": "X", "type": "infantry", "shoot": 7, "fight": 7,
            "save": 8, "wounds": 4, "weapons": [{"name": "Bow", "kind": "shoot", "attacks": 2, "range": 4}]}
    item.update(change)
    (tmp_path / "units.json").write_text(json.dumps({"profiles": [item]}))
    with pytest.raises(FileError) as err:
        cards_module._load_file(tmp_path / "units.json")
    text = str(err.value)
    assert "profiles.0" in text and (field in text or "leader" in text)


def test_card_lines_for_the_unit_panel():
    """Unit cards: the panel shows values, weapons and skills."""
    lines = shipped_cards()["captain"].lines()
    assert lines[0] == "Captain (Leader, infantry)"
    assert any("Rousing call" in line for line in lines) and lines[-1].startswith("(sample")
