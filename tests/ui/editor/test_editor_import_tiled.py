"""The editor's Import reads Tiled's own formats (TMX as well as JSON) with the command line's code, and picks a
ruleset that plays on the map's kind: hex maps for hex rulesets, square tiles for tile rulesets."""
from pathlib import Path

import tests.core.race  # noqa: F401  (registers race: a tile ruleset with no terrain, sorting before squares_test)
import tests.ui.editor.squares  # noqa: F401  (registers squares_test)
from tests.ui.editor.test_editor_files import two_armies

MAPS = Path(__file__).parents[2] / "editor" / "fixtures" / "tiled" / "maps"


def test_import_a_tmx_map_with_an_external_tsx_tileset(edit):
    d = edit(two_armies())
    assert d.scene.import_file(str(MAPS / "wend_x_odd.tmx"))
    sc = d.scene.doc.scenario
    assert (sc.title, sc.ruleset, sc.board.kind, sc.board.orientation) == ("Wend, columns odd", "fields_of_iron",
                                                                          "hex", "flat")
    assert {(p.type, p.level) for p in sc.terrain} == {("woods", None), ("river", None), ("ford", None),
                                                       ("hill", 2), ("village", None)}
    assert d.scene.doc.path is None and d.scene.doc.dirty


def test_a_square_tile_map_is_imported_for_a_ruleset_that_plays_on_tiles(edit):
    from game.core.ruleset import get_ruleset

    d = edit(two_armies())                       # editing a hex scenario: the map is not for its ruleset
    names = d.scene.import_rulesets("tiles")
    assert names.index("race") < names.index("squares_test")     # race is tried first but knows no woods
    used = {"woods", "marsh", "river", "ford", "bridge"}
    expected = next(n for n in names if used <= {t.key for t in get_ruleset(n).meta.terrain_types})
    assert d.scene.import_file(str(MAPS / "squares.tmx"))
    sc = d.scene.doc.scenario
    assert (sc.ruleset, sc.board.kind, sc.board.cols, sc.board.rows) == (expected, "tiles", 4, 3)
    assert any(p.type == "bridge" for p in sc.terrain)


def test_a_broken_tmx_shows_file_and_field_and_keeps_the_scenario(edit, tmp_path):
    bad = tmp_path / "bad.tmx"
    bad.write_text('<map orientation="hexagonal" width="2" height="two"/>')
    d = edit(two_armies())
    assert not d.scene.import_file(str(bad))
    assert d.scene.doc.scenario.title == "Test field"
    assert f"{bad}: height: must be a whole number" in d.app.messages[-1][1]


def test_the_ruleset_tried_first_is_the_scenarios_own(edit):
    """A hex scenario's own ruleset comes first for hex maps; for square tiles, the tile rulesets (the one
    that knows the map's terrain is the one the import lands on, as above)."""
    d = edit(two_armies())
    assert d.scene.import_rulesets("hex")[0] == "fields_of_iron"
    assert "squares_test" in d.scene.import_rulesets("tiles") and "fields_of_iron" not in \
        d.scene.import_rulesets("tiles")
