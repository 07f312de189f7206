"""Tiled maps as Tiled saves them (TMX and JSON maps, TSX and TSJ tilesets, every layer encoding), read through
pytiled-parser, with our rules on top. The fixtures in fixtures/tiled were written for these tests: the same
5 x 4 map "Wend" saved four ways (both stagger axes, both stagger indexes, both formats), tilesets in a sibling
folder, and a square-tile map for the test-only tile ruleset."""
import gzip
import base64
import struct
from pathlib import Path

import pytest

import tests.ui.editor.squares  # noqa: F401 - registers the test-only tile ruleset squares_test
from game.content import FileError
from game.content.tiled import import_tiled, import_tiled_for, tiled_board_kind
from game.core.ruleset import get_ruleset

TILED = Path(__file__).parent / "fixtures" / "tiled"
MAPS = TILED / "maps"
FOI = get_ruleset("fields_of_iron").meta
SQUARES = get_ruleset("squares_test").meta

WEND = {("woods", None): [(0, 0), (1, 0)], ("river", None): [(c, 1) for c in range(5)],
        ("ford", None): [(2, 1), (4, 1)], ("hill", 2): [(3, 2), (3, 3), (4, 2)], ("village", None): [(0, 3)]}


def terrain_of(sc):
    return {(p.type, p.level): sorted(tuple(c) for c in p.cells) for p in sc.terrain}


@pytest.mark.parametrize("name, orientation, offset, title", [
    # XML map, external TSX tileset + embedded one, CSV ground, gzip layer in a group
    ("wend_x_odd.tmx", "flat", "odd", "Wend, columns odd"),
    # XML map, embedded tileset + external JSON tileset, zlib ground, old per-tile XML data in a group
    ("wend_y_even.tmx", "pointy", "even", "Wend, rows even"),
    # JSON map, external TSJ tileset + embedded one, plain base64 ground, gzip layer in a group
    ("wend_x_even.tmj", "flat", "even", "Wend, columns even"),
    # JSON map, external TSX tileset + external TSJ tileset, CSV ground, zlib layer in a group
    ("wend_y_odd.tmj", "pointy", "odd", "Wend, rows odd"),
])
def test_the_same_map_in_every_format_and_encoding_gives_the_same_board(name, orientation, offset, title):
    """Layers stack (a ford over the river, a village over a tile with no terrain), a flipped tile still counts,
    the hidden layer and the object layer are left out, the second tileset's ids start at its firstgid."""
    sc = import_tiled_for(MAPS / name, FOI)
    b = sc.board
    assert (b.kind, b.cols, b.rows, b.orientation, b.offset) == ("hex", 5, 4, orientation, offset)
    assert sc.title == title and sc.ruleset == "fields_of_iron"
    assert terrain_of(sc) == WEND
    assert tiled_board_kind(MAPS / name) == "hex"


@pytest.mark.parametrize("name", ["squares.tmx", "squares.tmj"])
def test_orthogonal_maps_become_tile_boards_for_a_tile_ruleset(name):
    sc = import_tiled_for(MAPS / name, SQUARES)
    assert (sc.board.kind, sc.board.cols, sc.board.rows, sc.ruleset) == ("tiles", 4, 3, "squares_test")
    assert terrain_of(sc) == {("woods", None): [(0, 0), (1, 0)], ("marsh", None): [(2, 2), (3, 0), (3, 2)],
                              ("river", None): [(0, 1), (1, 1), (2, 1), (3, 1)], ("ford", None): [(1, 1)],
                              ("bridge", None): [(3, 1)]}
    assert tiled_board_kind(MAPS / name) == "tiles"


def test_a_map_of_the_wrong_kind_for_the_ruleset_is_refused_by_its_orientation():
    with pytest.raises(FileError) as exc:
        import_tiled_for(MAPS / "squares.tmx", FOI)
    p = exc.value.problems[0]
    assert (p.file, p.path) == (str(MAPS / "squares.tmx"), "orientation")
    assert "'orthogonal'" in p.message and "fields_of_iron" in p.message and "only hexagonal" in p.message
    with pytest.raises(FileError) as exc:
        import_tiled_for(MAPS / "wend_y_odd.tmj", SQUARES)
    assert exc.value.problems[0].path == "orientation" and "only orthogonal" in exc.value.problems[0].message


def tmx(body: str, *, width=3, height=2, orientation="hexagonal", axis="x", index="odd") -> str:
    return (f'<?xml version="1.0" encoding="UTF-8"?>\n<map version="1.10" orientation="{orientation}" '
            f'renderorder="right-down" width="{width}" height="{height}" tilewidth="32" tileheight="28" '
            f'infinite="0" hexsidelength="16" staggeraxis="{axis}" staggerindex="{index}" nextlayerid="2" '
            f'nextobjectid="1">\n'
            ' <tileset firstgid="1" name="t" tilewidth="32" tileheight="28" tilecount="2" columns="2">\n'
            '  <tile id="0"><properties><property name="terrain" value="woods"/></properties></tile>\n'
            '  <tile id="1"><properties><property name="terrain" value="marsh"/></properties></tile>\n'
            f' </tileset>\n{body}\n</map>\n')


def layer(data: str, attrs: str = 'encoding="csv"', size: str = 'width="3" height="2"') -> str:
    return f' <layer id="1" name="ground" {size}>\n  <data {attrs}>{data}</data>\n </layer>'


def refused(tmp_path, text: str, name: str = "bad.tmx"):
    path = tmp_path / name
    path.write_text(text)
    with pytest.raises(FileError) as exc:
        import_tiled_for(path, FOI)
    assert "Traceback" not in str(exc.value)
    return path, exc.value.problems[0]


def packed(gids, how):
    raw = struct.pack(f"<{len(gids)}I", *gids)
    return base64.b64encode(gzip.compress(raw) if how == "gzip" else raw).decode()


def test_a_small_tmx_written_here_reads_like_its_json_twin(tmp_path):
    path = tmp_path / "small.tmx"
    path.write_text(tmx(layer(packed([1, 2, 0, 0, 0, 1], "gzip"), 'encoding="base64" compression="gzip"')))
    sc = import_tiled(path, ruleset="fields_of_iron", terrain_types=["woods", "marsh"])
    assert terrain_of(sc) == {("woods", None): [(0, 0), (2, 1)], ("marsh", None): [(1, 0)]}
    assert sc.title == "small"


@pytest.mark.parametrize("axis, index", [("x", "odd"), ("x", "even"), ("y", "odd"), ("y", "even")])
def test_tmx_stagger_axis_and_index_put_each_tile_where_tiled_draws_it(tmp_path, axis, index):
    """As the JSON test in test_tiled.py, for XML maps: Tiled shoves the odd or even columns (axis x) down,
    or rows (axis y) right, by half a hex; the imported board lays the cells out the same way."""
    from game.ui.board.layout import layout_for

    path = tmp_path / "small.tmx"
    path.write_text(tmx(layer("1,2,0,\n0,0,1"), axis=axis, index=index))
    sc = import_tiled_for(path, FOI)
    b = sc.board
    assert (b.cols, b.rows, b.orientation, b.offset) == (3, 2, "flat" if axis == "x" else "pointy", index)
    assert terrain_of(sc) == {("woods", None): [(0, 0), (2, 1)], ("marsh", None): [(1, 0)]}
    layout = layout_for(b)
    origin, next_col, next_row = (layout.cell_center(c) for c in ((0, 0), (1, 0), (0, 1)))
    if axis == "x":        # column 1 is odd: lower than column 0 when odd columns are shoved
        assert (next_col[1] > origin[1]) == (index == "odd")
    else:                  # row 1 is odd: right of row 0 when odd rows are shoved
        assert (next_row[0] > origin[0]) == (index == "odd")


@pytest.mark.parametrize("text, field, words", [
    (tmx(layer("1,2,0,0,0")), "layers.0.data", "holds 5 tiles; a 3 x 2 layer needs 6"),
    (tmx(layer("1,2,x,0,0,0")), "layers.0", "a number was expected"),
    (tmx(layer("AAAA!!", 'encoding="base64" compression="zlib"')), "layers.0.data", "cannot be decompressed"),
    (tmx(layer("AAAA", 'encoding="base64" compression="zstd"')), "layers.0.data.compression", "'zstd'"),
    (tmx(layer("1,1,1,1,1,1", size='width="2" height="2"')), "layers.0", "layers of another size"),
    (tmx(' <layer id="1" name="g" width="3" height="2"><data encoding="csv">'
         '<chunk x="0" y="0" width="3" height="2">1,1,1,1,1,1</chunk></data></layer>'), "layers.0.chunks",
     "infinite maps"),
    (tmx(layer("1,9,0,0,0,0")), "layers.0.data.1", "tile 9 at [1, 0] belongs to no tileset"),
    (tmx(layer("0,0,0,0,0,0"), orientation="isometric"), "orientation", "'isometric' maps cannot be imported"),
    (tmx(layer("0,0,0,0,0,0"), width="three"), "width", "must be a whole number"),
    (tmx(layer("0,0,0,0,0,0")).replace('staggerindex="odd"', 'staggerindex="middle"'), "staggerindex",
     "'odd' or 'even'"),
    (tmx(layer("0,0,0,0,0,0")).replace('tilecount="2"', 'tilecount="many"'), "tilesets.0", "a number was expected"),
    (tmx(layer("0,0,0,0,0,0")).replace('firstgid="1" ', ''), "tilesets.0.firstgid", "required"),
    (tmx(layer("0,0,0,0,0,0")).replace("</map>", ""), "", "not valid XML"),
])
def test_bad_tmx_maps_are_refused_naming_the_file_and_field(tmp_path, text, field, words):
    path, p = refused(tmp_path, text)
    assert p.file == str(path) and p.path == field and words in p.message, p


def test_unknown_terrain_in_a_group_layer_names_its_path_and_cell(tmp_path):
    body = (' <group id="3" name="g">\n' + layer("0,0,0,0,0,2") + "\n </group>")
    path = tmp_path / "lava.tmx"
    path.write_text(tmx(body))
    with pytest.raises(FileError) as exc:
        import_tiled(path, ruleset="fields_of_iron", terrain_types=["woods"])
    p = exc.value.problems[0]
    assert p.path == "layers.0.layers.0.data.5" and "'marsh'" in p.message and "[2, 1]" in p.message


def test_a_problem_inside_an_external_tileset_names_the_tileset_file(tmp_path):
    (tmp_path / "sets").mkdir()
    (tmp_path / "sets" / "t.tsx").write_text('<tileset name="t" tilewidth="32" tileheight="28" tilecount="1" '
                                             'columns="1"><tile id="zero"/></tileset>')
    text = tmx(layer("0,0,0,0,0,0")).replace(
        '<tileset firstgid="1" name="t"', '<tileset firstgid="1" source="../sets/t.tsx"/>\n <tileset firstgid="9" '
                                          'name="u"')
    (tmp_path / "maps").mkdir()
    path, p = refused(tmp_path, text, "maps/m.tmx")
    assert p.file == str((tmp_path / "sets" / "t.tsx").resolve()) and "a number was expected" in p.message
    (tmp_path / "sets" / "t.tsx").write_text("<tileset")
    path, p = refused(tmp_path, text, "maps/m.tmx")
    assert p.file.endswith("t.tsx") and "not valid XML" in p.message


def test_a_tileset_file_given_as_the_map_is_refused(tmp_path):
    with pytest.raises(FileError, match="holds a tileset"):
        import_tiled_for(TILED / "tilesets" / "terrain.tsx", FOI)
    with pytest.raises(FileError, match="is not a map"):
        import_tiled_for(TILED / "tilesets" / "terrain.tsj", FOI)


def test_a_hidden_group_hides_its_layers(tmp_path):
    body = (' <group id="3" name="g" visible="0">\n' + layer("1,1,1,1,1,1") + "\n </group>\n" +
            layer("2,0,0,0,0,0").replace('id="1"', 'id="2"'))
    path = tmp_path / "hidden.tmx"
    path.write_text(tmx(body))
    sc = import_tiled_for(path, FOI)
    assert terrain_of(sc) == {("marsh", None): [(0, 0)]}


def test_a_bare_hand_written_json_map_still_imports(tmp_path):
    """Fields Tiled always writes but the import does not need (layer size, tileset sizes, names) may be left
    out of a map written by hand; the old `tileproperties` form of tile properties is read too."""
    import json

    doc = {"orientation": "hexagonal", "width": 2, "height": 1, "staggeraxis": "x",
           "tilesets": [{"firstgid": 1, "tileproperties": {"1": {"terrain": "marsh"}}}],
           "layers": [{"type": "tilelayer", "data": [2, 0]}]}
    path = tmp_path / "bare.json"
    path.write_text(json.dumps(doc))
    sc = import_tiled_for(path, FOI)
    assert terrain_of(sc) == {("marsh", None): [(0, 0)]} and sc.board.orientation == "flat"


@pytest.mark.parametrize("change, field", [({"orientation": ["hexagonal"]}, "orientation"),
                                           ({"tilesets": {"firstgid": 1}}, "tilesets"),
                                           ({"layers": [{"type": "tilelayer", "data": "AAAA", "encoding": "base64",
                                                         "compression": 5}]}, "layers.0.compression"),
                                           ({"layers": [{"type": "tilelayer", "data": [1, None]}]}, "layers.0.data.1"),
                                           ({"properties": [{"name": "title"}]}, "properties.type")])
def test_json_of_the_wrong_shape_is_refused_by_field_not_by_a_traceback(tmp_path, change, field):
    import json

    doc = {"type": "map", "orientation": "hexagonal", "width": 2, "height": 1,
           "tilesets": [{"firstgid": 1, "tiles": []}], "layers": []} | change
    path = tmp_path / "odd.tmj"
    path.write_text(json.dumps(doc))
    with pytest.raises(FileError) as exc:
        import_tiled_for(path, FOI)
    assert exc.value.problems[0].path == field and exc.value.problems[0].file == str(path)
