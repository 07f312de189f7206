"""Edits on a scenario document: painting cells (replace and layer), erasing, flood fill, moving and
turning pieces, units that carry their attached leaders, deployment zones."""
import pytest

from game.content.board import HexBoard, TileBoard
from game.ui.editor import edits, shapes
from game.ui.editor.cellgrid import CellGrid
from game.ui.editor.document import EditorDocument


def hexdoc():
    return EditorDocument.new("fields_of_iron", {"kind": "hex", "cols": 8, "rows": 6}).data


def types_at(doc, cell):
    return sorted(t for t, _ in edits.cell_terrain(doc).get(cell, ()))


def test_paint_replaces_what_lies_there_and_layer_keeps_it():
    d = hexdoc()
    edits.paint_cells(d, [(1, 1), (2, 1)], "river")
    edits.paint_cells(d, [(2, 1)], "ford", replace=False)
    assert types_at(d, (2, 1)) == ["ford", "river"]
    edits.paint_cells(d, [(1, 1)], "woods")
    assert types_at(d, (1, 1)) == ["woods"]
    assert types_at(d, (2, 1)) == ["ford", "river"]


def test_painting_next_to_a_piece_grows_it_and_far_away_starts_a_new_one():
    d = hexdoc()
    grid = CellGrid(HexBoard(kind="hex", cols=8, rows=6))
    edits.paint_cells(d, [(1, 1)], "woods", neighbours=grid.neighbours)
    d["terrain"][0]["name"] = "Old Wood"
    edits.paint_cells(d, [(2, 1)], "woods", neighbours=grid.neighbours)
    edits.paint_cells(d, [(6, 5)], "woods", neighbours=grid.neighbours)
    assert len(d["terrain"]) == 2 and d["terrain"][0]["name"] == "Old Wood"
    assert d["terrain"][0]["cells"] == [[1, 1], [2, 1]]


def test_a_cell_holds_one_level_of_a_type():
    d = hexdoc()
    edits.paint_cells(d, [(3, 3)], "hill", 1)
    edits.paint_cells(d, [(3, 3)], "hill", 2, replace=False)
    assert [(p["type"], p.get("level"), p["cells"]) for p in d["terrain"]] == [("hill", 2, [[3, 3]])]


def test_erase_all_or_one_type_and_empty_pieces_go():
    d = hexdoc()
    edits.paint_cells(d, [(1, 1)], "river")
    edits.paint_cells(d, [(1, 1)], "bridge", replace=False)
    assert edits.erase_cells(d, [(1, 1)], "bridge")
    assert types_at(d, (1, 1)) == ["river"]
    assert edits.erase_cells(d, [(1, 1)])
    assert d["terrain"] == [] and not edits.erase_cells(d, [(1, 1)])


def test_flood_fill_follows_the_same_terrain():
    d = hexdoc()
    edits.paint_cells(d, [(c, 2) for c in range(8)], "river")
    grid = CellGrid(HexBoard(kind="hex", cols=8, rows=6))
    terrain = edits.cell_terrain(d)
    north = grid.flood((0, 0), lambda c: frozenset(terrain.get(c, ())))
    assert (0, 0) in north and all(c[1] < 3 for c in north) and not any(c in north for c in [(c, 2) for c in range(8)])
    river = grid.flood((4, 2), lambda c: frozenset(terrain.get(c, ())))
    assert river == {(c, 2) for c in range(8)}


@pytest.mark.parametrize("board", [HexBoard(kind="hex", cols=9, rows=9), HexBoard(kind="hex", cols=9, rows=9, orientation="pointy", offset="even"),
                                   TileBoard(kind="tiles", cols=9, rows=9)])
def test_cells_turned_a_full_circle_come_back_and_moves_keep_the_shape(board):
    grid = CellGrid(board)
    cells = [(3, 3), (4, 3), (4, 4), (5, 5)]
    turns = 6 if board.kind == "hex" else 4
    assert grid.rotate(cells, (4, 4), turns) == cells
    once = grid.rotate(cells, (4, 4), 1)
    assert once != cells and (4, 4) in once
    step = grid.delta((3, 3), (4, 5))
    moved = grid.translate(cells, step)
    assert moved[0] == (4, 5) and grid.translate(moved, tuple(-s for s in step)) == cells


def test_table_shapes_move_turn_and_scale():
    rect = {"type": "woods", "shape": "rect", "center": [10, 10], "size": [4, 2]}
    turned = shapes.rotate(rect, 90)
    assert turned["rotation"] == 90 and turned["center"] == [10, 10]
    assert shapes.hit(turned, 10, 11.8) and not shapes.hit(turned, 11.8, 10)
    poly = {"shape": "polygon", "points": [[0, 0], [4, 0], [4, 4], [0, 4]]}
    assert shapes.centre(shapes.translate(poly, 1, 2)) == pytest.approx((3, 4))
    big = shapes.scale(poly, 2)
    assert big["points"][0] == [-2, -2] and big["points"][2] == [6, 6]
    line = {"shape": "polyline", "points": [[0, 0], [10, 0]], "width": 2}
    assert shapes.hit(line, 5, 0.9) and not shapes.hit(line, 5, 1.5)
    circle = {"shape": "circle", "center": [5, 5], "radius": 2}
    assert shapes.scale(circle, 0.01)["radius"] == shapes.MIN_SIZE


def test_moving_a_unit_moves_its_attached_leader_and_deleting_it_frees_him():
    d = EditorDocument.new("x", {"kind": "table", "width": 48, "height": 36}).data
    d["sides"][0]["units"] = [{"id": "u", "profile": "p", "pose": [10, 10, 0]},
                              {"id": "l", "profile": "q", "pose": [10, 10, 0], "attached_to": "u"}]
    edits.set_unit_pose(d, ("unit", 0, 0), pose=(20, 15.25, 375))
    assert d["sides"][0]["units"][1]["pose"] == [20, 15.25, 15]
    edits.delete_item(d, ("unit", 0, 0))
    assert d["sides"][0]["units"] == [{"id": "l", "profile": "q", "pose": [20, 15.25, 15]}]


def test_new_unit_ids_are_unique_and_valid():
    d = hexdoc()
    d["sides"][0]["units"] = [{"id": "red_1", "profile": "p", "at": [0, 0]}, {"id": "red_2", "profile": "p", "at": [1, 0]}]
    assert edits.new_unit_id(d, 0) == "red_3"
    assert edits.new_unit_id(d, 1) == "blue_1"


def test_zone_cells_paint_and_erase():
    d = hexdoc()
    assert edits.paint_zone_cells(d, 0, [(0, 0), (1, 0)])
    assert edits.paint_zone_cells(d, 0, [(1, 0), (2, 0)])
    assert d["sides"][0]["deployment"] == [{"shape": "cells", "cells": [[0, 0], [1, 0], [2, 0]]}]
    assert edits.paint_zone_cells(d, 0, [(0, 0), (1, 0), (2, 0)], erase=True)
    assert d["sides"][0]["deployment"] == []
