"""The editor's document: undoable edits checked against the file format, and files that open and
save back equal (every shipped map, whatever lands in maps/ later)."""
import json
from pathlib import Path

import pytest

from game.content import FileError, load_scenario
from game.content.armies import ARMY_FORMAT
from game.content.files import read_json
from game.content.library import maps_dir
from game.ui.editor import edits
from game.ui.editor.document import EditorDocument, EditRefused

MAPS = sorted(maps_dir().glob("*.json"))


def test_there_are_shipped_maps():
    """The round trips below cover every scenario in maps/, of every shipped ruleset; maps/armies
    holds army lists and maps/lessons lessons (not scenarios), which the editor refuses in so many words."""
    assert {load_scenario(p).ruleset for p in MAPS} >= {"fields_of_iron", "iron_winds"}
    assert all(read_json(p).get("format") in (ARMY_FORMAT, "wartable-lesson")
               for p in maps_dir().rglob("*.json") if p not in MAPS)


@pytest.mark.parametrize("path", sorted((maps_dir() / "armies").glob("*.json")), ids=lambda p: p.name)
def test_an_army_list_is_not_opened_as_a_scenario(path):
    with pytest.raises(FileError) as exc:
        EditorDocument.open(path)
    (problem,) = exc.value.problems
    assert problem.file == str(path) and problem.path == "format" and "army list" in problem.message


@pytest.mark.parametrize("path", MAPS, ids=[p.name for p in MAPS])
def test_every_shipped_map_opens_and_saves_back_equal(path, tmp_path):
    doc = EditorDocument.open(path)
    out = doc.save(tmp_path / path.name)
    assert read_json(out) == read_json(path)
    assert not doc.dirty


@pytest.mark.parametrize("path", MAPS, ids=[p.name for p in MAPS])
def test_an_edit_undone_saves_back_equal(path, tmp_path):
    doc = EditorDocument.open(path)
    doc.apply("Rename", lambda d: d.update(title="Something else"))
    assert doc.scenario.title == "Something else" and doc.dirty
    assert doc.undo() == "Rename"
    assert read_json(doc.save(tmp_path / "x.json")) == read_json(path)


def test_undo_and_redo_walk_the_edits():
    doc = EditorDocument.new("fields_of_iron", {"kind": "hex", "cols": 6, "rows": 5})
    doc.apply("Paint woods", lambda d: edits.paint_cells(d, [(1, 1), (1, 2)], "woods"))
    doc.apply("Paint hill", lambda d: edits.paint_cells(d, [(3, 3)], "hill", 1))
    assert [p.type for p in doc.scenario.terrain] == ["woods", "hill"]
    assert doc.undo() == "Paint hill" and [p.type for p in doc.scenario.terrain] == ["woods"]
    assert doc.redo_label() == "Paint hill"
    assert doc.redo() == "Paint hill" and len(doc.scenario.terrain) == 2
    assert doc.redo() is None
    doc.undo()
    doc.apply("Paint marsh", lambda d: edits.paint_cells(d, [(0, 0)], "marsh"))
    assert not doc.can_redo  # a new edit drops what was undone


def test_an_edit_the_format_forbids_is_refused_and_leaves_the_document():
    doc = EditorDocument.new("fields_of_iron", {"kind": "hex", "cols": 6, "rows": 5})
    before = json.dumps(doc.data)
    with pytest.raises(EditRefused, match="turn_limit"):
        doc.apply("Bad turns", lambda d: d.update(turn_limit=0))
    assert json.dumps(doc.data) == before and not doc.can_undo and doc.version == 0


def test_save_is_atomic_and_the_file_loads(tmp_path):
    doc = EditorDocument.new("fields_of_iron", {"kind": "hex", "cols": 6, "rows": 5}, "Mine")
    assert not doc.dirty and doc.path is None      # new and untouched: nothing to lose
    doc.apply("Paint marsh", lambda d: edits.paint_cells(d, [(0, 0)], "marsh"))
    assert doc.dirty
    path = doc.save(tmp_path / "sub" / "mine.json")
    assert load_scenario(path).title == "Mine" and doc.path == path and not doc.dirty
    assert [p.name for p in path.parent.iterdir()] == ["mine.json"]   # no temporary file left behind
