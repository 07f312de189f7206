"""The editor on an inch-scale table, driven with posted events: a polygon by its corners, circles,
rectangles and lines with a width; moving, turning, scaling and copying pieces; snapping."""
import pygame
import pytest

from game.ui.editor.document import EditorDocument


def new_table():
    return EditorDocument.new("table_skirmish", {"kind": "table", "width": 48, "height": 36})


def pieces(scene):
    return [p.model_dump(mode="json", exclude_none=True) for p in scene.doc.scenario.terrain]


def test_draw_a_polygon_by_clicking_its_corners(edit):
    d = edit(new_table())
    d.key(pygame.K_p)
    d.click_button("Woods")
    for x, y in ((10, 10), (20, 10.2), (18, 18)):
        d.click(d.world(x, y))
    d.key(pygame.K_RETURN)
    (piece,) = pieces(d.scene)
    assert piece["type"] == "woods" and piece["shape"] == "polygon"
    assert piece["points"] == [[10, 10], [20, 10], [18, 18]]      # snapped to the 0.5" grid
    assert d.scene.selected == ("terrain", 0)


def test_a_polygon_closes_on_its_first_corner_and_backspace_takes_a_point_back(edit):
    d = edit(new_table())
    d.key(pygame.K_p)
    for x, y in ((5, 5), (9, 5), (30, 30), (9, 9)):
        d.click(d.world(x, y))
    d.key(pygame.K_BACKSPACE)
    d.key(pygame.K_BACKSPACE)
    d.click(d.world(9, 9))
    d.click(d.world(5, 5))
    assert pieces(d.scene)[0]["points"] == [[5, 5], [9, 5], [9, 9]]


def test_circles_rectangles_and_a_river_with_a_width(edit):
    d = edit(new_table())
    d.click_button("Hill")
    d.key(pygame.K_o)
    d.drag_path([d.world(12, 10), d.world(16, 10)])
    d.key(pygame.K_r)
    d.click_button("Field")
    d.drag_path([d.world(30, 20), d.world(36, 24)])
    d.click_button("River")                     # a line type: the line tool comes up
    assert d.scene.tool.name == "Line"
    d.click_button("+")
    for x, y in ((0, 17), (20, 16), (48, 18)):
        d.click(d.world(x, y))
    d.key(pygame.K_RETURN)
    got = pieces(d.scene)
    assert got[0] == {"type": "hill", "shape": "circle", "center": [12, 10], "radius": 4}
    assert got[1] == {"type": "field", "shape": "rect", "center": [33, 22], "size": [6, 4], "rotation": 0}
    assert got[2]["type"] == "river" and got[2]["points"] == [[0, 17], [20, 16], [48, 18]]
    assert got[2]["width"] == 2.0


def test_move_turn_scale_copy_and_delete_a_piece(edit):
    d = edit(new_table())
    d.key(pygame.K_r)
    d.click_button("Field")
    d.drag_path([d.world(10, 10), d.world(14, 12)])
    d.key(pygame.K_v)
    d.drag_path([d.world(12, 11), d.world(20.2, 15)])
    p = pieces(d.scene)[0]
    assert p["center"] == [20, 15]
    d.key(pygame.K_e)
    d.key(pygame.K_RIGHTBRACKET)
    p = pieces(d.scene)[0]
    assert p["rotation"] == 15 and p["size"] == [pytest.approx(4.4), pytest.approx(2.2)]
    d.key(pygame.K_d, pygame.KMOD_CTRL)
    assert len(pieces(d.scene)) == 2 and d.scene.selected == ("terrain", 1)
    assert pieces(d.scene)[1]["center"] == [21, 16]
    d.key(pygame.K_DELETE)
    assert len(pieces(d.scene)) == 1


def test_a_polygon_corner_dragged_reshapes_it(edit):
    d = edit(new_table())
    d.key(pygame.K_p)
    d.click_button("Woods")
    for x, y in ((10, 10), (20, 10), (15, 18)):
        d.click(d.world(x, y))
    d.key(pygame.K_RETURN)
    d.key(pygame.K_v)
    d.drag_path([d.world(20, 10), d.world(24, 8)])
    assert pieces(d.scene)[0]["points"][1] == [24, 8]


def test_snapping_toggles_with_g(edit):
    d = edit(new_table())
    d.scene.side = 0
    d.scene.place_unit("infantry", (10.3, 30.2))
    assert d.scene.doc.scenario.sides[0].units[0].pose == (10.5, 30.0, 0.0)
    d.key(pygame.K_g)
    assert not d.scene.snap.on
    d.scene.place_unit("infantry", (20.3, 30.2))
    assert d.scene.doc.scenario.sides[0].units[1].pose == (20.3, 30.2, 0.0)
    d.key(pygame.K_v)
    d.click(d.world(20.3, 30.2))
    d.key(pygame.K_e)                       # 5 degrees with snapping off
    assert d.scene.doc.scenario.sides[0].units[1].pose[2] == 5
    d.key(pygame.K_g)
    d.key(pygame.K_e)                       # back to 15 degree steps, on the 15 degree marks
    assert d.scene.doc.scenario.sides[0].units[1].pose[2] == 15


def test_a_table_zone_is_a_dragged_rectangle(edit):
    d = edit(new_table())
    d.key(pygame.K_z)
    d.drag_path([d.world(0, 28), d.world(48, 36)])
    zone = d.scene.doc.scenario.sides[0].deployment[0]
    assert zone.shape == "rect" and tuple(zone.center) == (24, 32) and tuple(zone.size) == (48, 8)


def test_a_unit_standing_in_a_selected_zone_is_picked_and_dragged(edit):
    from tests.ui.rulesets.scenarios import table_doc

    d = edit(EditorDocument(table_doc()))
    d.key(pygame.K_z)
    d.drag_path([d.world(0, 27), d.world(48, 36)])
    assert d.scene.selected == ("zone", 0, 0)
    d.key(pygame.K_v)
    d.drag_path([d.world(14, 30), d.world(20, 29)])
    sc = d.scene.doc.scenario
    assert sc.sides[0].units[0].pose[:2] == (20, 29) and tuple(sc.sides[0].deployment[0].center) == (24, 31.5)
