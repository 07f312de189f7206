"""Import of Tiled hex maps (.tmj): board, stagger, terrain by the tile property `terrain`, clear errors."""
import json
from pathlib import Path

import pytest

from game.content import FileError
from game.content.tiled import import_tiled
from game.core.battle import check_scenario

FIX = Path(__file__).parent / "fixtures"
FOI_TERRAIN = ["woods", "hill", "river", "bridge", "ford", "village", "farm", "ruins", "walled_settlement",
               "fortification", "broken_ground", "marsh"]


def cells_of(sc, kind):
    return sorted(tuple(c) for p in sc.terrain if p.type == kind for c in p.cells)


def test_flat_odd_map_with_embedded_tileset_and_two_layers():
    sc = import_tiled(FIX / "ford_flat.tmj", ruleset="fields_of_iron", terrain_types=FOI_TERRAIN)
    b = sc.board
    assert (b.kind, b.cols, b.rows, b.orientation, b.offset) == ("hex", 5, 4, "flat", "odd")
    assert sc.title == "Ford on the Wend"
    assert cells_of(sc, "woods") == [(0, 0), (1, 0)]
    assert cells_of(sc, "river") == [(c, 1) for c in range(5)]
    assert cells_of(sc, "ford") == [(2, 1), (4, 1)]          # the second layer stacks; a flipped tile still counts
    hills = [p for p in sc.terrain if p.type == "hill"]
    assert len(hills) == 1 and hills[0].level == 2 and cells_of(sc, "hill") == [(3, 2), (3, 3), (4, 2)]
    assert cells_of(sc, "note") == []                         # tile 5 has no `terrain` property: open ground


def test_pointy_even_map_with_external_tileset_and_zlib_data():
    sc = import_tiled(FIX / "marsh_pointy.tmj", ruleset="fields_of_iron", terrain_types=FOI_TERRAIN)
    assert (sc.board.orientation, sc.board.offset, sc.board.cols, sc.board.rows) == ("pointy", "even", 4, 3)
    assert cells_of(sc, "marsh") == [(1, 0), (2, 0)]
    assert cells_of(sc, "woods") == [(0, 1), (1, 1), (2, 1), (3, 1)]
    assert cells_of(sc, "village") == [(2, 2), (3, 2)]


def test_imported_map_is_a_valid_scenario_but_for_empty_armies():
    sc = import_tiled(FIX / "ford_flat.tmj", ruleset="fields_of_iron", terrain_types=FOI_TERRAIN)
    problems = check_scenario(sc, "x.json")
    assert problems and all(p.path in ("sides.0.units", "sides.1.units") for p in problems)


def _write(tmp_path, doc, name="bad.tmj"):
    path = tmp_path / name
    path.write_text(json.dumps(doc))
    return path


def _base(**over):
    doc = json.loads((FIX / "ford_flat.tmj").read_text())
    doc.update(over)
    return doc


@pytest.mark.parametrize("change, field, words", [
    ({"orientation": "orthogonal"}, "orientation", "only hexagonal"),
    ({"infinite": True}, "infinite", "infinite maps"),
    ({"staggeraxis": "z"}, "staggeraxis", "'x' or 'y'"),
    ({"width": "5"}, "width", "whole number"),
    ({"tilesets": [{"firstgid": 1, "source": "../nowhere/terrain.tsx"}]}, "tilesets.0.source", "no such file"),
    ({"tilesets": [{"firstgid": 1, "source": "missing.tsj"}]}, "tilesets.0.source", "no such file"),
])
def test_unsupported_maps_are_refused_naming_file_and_field(tmp_path, change, field, words):
    path = _write(tmp_path, _base(**change))
    with pytest.raises(FileError) as exc:
        import_tiled(path, ruleset="fields_of_iron", terrain_types=FOI_TERRAIN)
    problem = exc.value.problems[0]
    assert problem.file == str(path) and problem.path == field and words in problem.message


def test_unknown_terrain_names_the_layer_cell_and_the_known_types(tmp_path):
    doc = _base()
    doc["tilesets"][0]["tiles"][0]["properties"][0]["value"] = "lava"
    with pytest.raises(FileError) as exc:
        import_tiled(_write(tmp_path, doc), ruleset="fields_of_iron", terrain_types=FOI_TERRAIN)
    p = exc.value.problems[0]
    assert p.path == "layers.0.data.0" and "'lava'" in p.message and "woods" in p.message


def test_layer_data_of_the_wrong_length_and_zstd_are_refused(tmp_path):
    doc = _base()
    doc["layers"][0]["data"] = [0, 1]
    with pytest.raises(FileError, match="holds 2 tiles"):
        import_tiled(_write(tmp_path, doc), ruleset="fields_of_iron")
    doc = _base()
    doc["layers"][0].update({"data": "AAAA", "encoding": "base64", "compression": "zstd"})
    with pytest.raises(FileError) as exc:
        import_tiled(_write(tmp_path, doc), ruleset="fields_of_iron")
    assert exc.value.problems[0].path == "layers.0.compression"


def test_not_json_at_all_is_a_clear_error(tmp_path):
    path = tmp_path / "x.tmj"
    path.write_text("<map/>")
    with pytest.raises(FileError, match="not valid JSON"):
        import_tiled(path, ruleset="fields_of_iron")


def small_tmj(axis: str, index: str, data: list[int], cols: int = 3, rows: int = 2) -> dict:
    """A small Tiled hex map written here: one embedded tileset whose tile 1 is woods, tile 2 marsh."""
    return {"type": "map", "orientation": "hexagonal", "width": cols, "height": rows, "tilewidth": 32,
            "tileheight": 28, "hexsidelength": 16, "staggeraxis": axis, "staggerindex": index, "infinite": False,
            "tilesets": [{"firstgid": 1, "name": "t", "tilecount": 2, "columns": 2,
                          "tiles": [{"id": 0, "properties": [{"name": "terrain", "type": "string", "value": "woods"}]},
                                    {"id": 1, "properties": [{"name": "terrain", "type": "string", "value": "marsh"}]}]}],
            "layers": [{"id": 1, "name": "ground", "type": "tilelayer", "width": cols, "height": rows, "data": data}]}


@pytest.mark.parametrize("axis, index", [("x", "odd"), ("x", "even"), ("y", "odd"), ("y", "even")])
def test_stagger_axis_and_index_put_each_tile_where_tiled_draws_it(tmp_path, axis, index):
    """Tiled shoves the staggered columns (axis x) down, or rows (axis y) right, by half a hex: the odd
    ones or the even ones. The imported board must lay the same cells out the same way."""
    from game.ui.board.layout import layout_for

    path = _write(tmp_path, small_tmj(axis, index, [1, 2, 0, 0, 0, 1]), "small.tmj")
    sc = import_tiled(path, ruleset="fields_of_iron", terrain_types=FOI_TERRAIN)
    b = sc.board
    assert (b.cols, b.rows, b.orientation, b.offset) == (3, 2, "flat" if axis == "x" else "pointy", index)
    assert cells_of(sc, "woods") == [(0, 0), (2, 1)] and cells_of(sc, "marsh") == [(1, 0)]
    layout = layout_for(b)
    origin, next_col, next_row = (layout.cell_center(c) for c in ((0, 0), (1, 0), (0, 1)))
    if axis == "x":        # column 1 is odd: lower than column 0 when odd columns are shoved
        assert (next_col[1] > origin[1]) == (index == "odd")
    else:                  # row 1 is odd: right of row 0 when odd rows are shoved
        assert (next_row[0] > origin[0]) == (index == "odd")


def test_a_bad_stagger_index_names_the_file_and_field(tmp_path):
    path = _write(tmp_path, small_tmj("x", "middle", [0] * 6), "odd.tmj")
    with pytest.raises(FileError) as exc:
        import_tiled(path, ruleset="fields_of_iron", terrain_types=FOI_TERRAIN)
    p = exc.value.problems[0]
    assert p.file == str(path) and p.path == "staggerindex" and "'odd' or 'even'" in p.message
    assert str(path) in str(exc.value)
