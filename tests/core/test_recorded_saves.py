"""Saves recorded before the engine was made faster (commit bbcb1d5) still load, replay and verify.

Each file in tests/core/saves/ is a whole random battle: its scenario, seed, action log and the
checkpoint hash after every action, as the engine of that commit wrote them. Loading replays the
log and compares every hash, so any change to a verdict, a roll, the state or the hash fails here.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.core.battle import Battle

SAVES = sorted((Path(__file__).parent / "saves").glob("*.json"))


def test_there_are_recorded_saves_of_both_rulesets():
    assert {json.loads(p.read_text())["ruleset"] for p in SAVES} >= {"fields_of_iron", "iron_winds"}


@pytest.mark.parametrize("path", SAVES, ids=[p.stem for p in SAVES])
def test_recorded_save_loads_and_every_checkpoint_verifies(path):
    doc = json.loads(path.read_text())
    battle = Battle.load(path)            # verify=True: raises FileError at the first differing hash
    assert battle.checkpoints == doc["checkpoints"]
    assert len(battle.log) == len(doc["actions"]) > 50
    assert battle.result() is not None    # each recorded battle was played to its end


@pytest.mark.parametrize("path", SAVES[:1], ids=[p.stem for p in SAVES[:1]])
def test_a_tampered_checkpoint_is_caught(path, tmp_path):
    from game.content import FileError

    doc = json.loads(path.read_text())
    doc["checkpoints"][30] = "0" * 16
    bad = tmp_path / path.name
    bad.write_text(json.dumps(doc))
    with pytest.raises(FileError, match="checkpoints.30"):
        Battle.load(bad)
