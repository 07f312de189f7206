"""The editor on a hex map, driven with posted events: paint hexes, layer a ford on a river, fill,
place a unit from the roster, turn and move it, undo and redo."""
import pygame

from game.ui.editor.document import EditorDocument


def new_hex(cols=10, rows=8):
    return EditorDocument.new("fields_of_iron", {"kind": "hex", "cols": cols, "rows": rows})


def cells_of(scene, kind):
    return sorted(tuple(c) for p in scene.doc.scenario.terrain if p.type == kind for c in p.cells)


def test_brush_paints_the_hexes_dragged_over_in_one_undoable_step(edit):
    d = edit(new_hex())
    d.tool("Brush")
    d.click_button("Woods")
    d.drag_path([d.cell((1, 1)), d.cell((4, 1))])
    assert cells_of(d.scene, "woods") == [(1, 1), (2, 1), (3, 1), (4, 1)]   # no gaps though the pointer jumped
    assert d.scene.doc.undo_label() == "Paint Woods (4 hexes)"
    d.key(pygame.K_z, pygame.KMOD_CTRL)
    assert cells_of(d.scene, "woods") == []
    d.key(pygame.K_y, pygame.KMOD_CTRL)
    assert len(cells_of(d.scene, "woods")) == 4


def test_a_river_with_a_ford_layered_over_it_and_a_bridge(edit):
    d = edit(new_hex())
    d.key(pygame.K_b)
    d.click_button("River")
    d.drag_path([d.cell((0, 4)), d.cell((9, 4))])
    d.key(pygame.K_m)                      # layer over what is there
    assert not d.scene.paint.replace
    d.click_button("Ford")
    d.click(d.cell((3, 4)))
    d.click_button("Bridge")
    d.click(d.cell((7, 4)))
    assert (3, 4) in cells_of(d.scene, "river") and cells_of(d.scene, "ford") == [(3, 4)]
    assert cells_of(d.scene, "bridge") == [(7, 4)] and (7, 4) in cells_of(d.scene, "river")
    d.key(pygame.K_m)                      # replace: woods paint over the river hex clears it
    d.click_button("Woods")
    d.click(d.cell((5, 4)))
    assert (5, 4) not in cells_of(d.scene, "river") and cells_of(d.scene, "woods") == [(5, 4)]


def test_fill_and_erase(edit):
    d = edit(new_hex(6, 5))
    d.key(pygame.K_k)
    d.click_button("Marsh")
    d.click(d.cell((2, 2)))
    assert len(cells_of(d.scene, "marsh")) == 30
    d.key(pygame.K_x)
    d.drag_path([d.cell((0, 0)), d.cell((0, 4))])
    assert len(cells_of(d.scene, "marsh")) == 25 and (0, 2) not in cells_of(d.scene, "marsh")


def test_hill_levels_come_from_the_palette(edit):
    d = edit(new_hex())
    d.key(pygame.K_b)
    d.click_button("Hill")
    d.click_button("+")                    # level 2
    d.click(d.cell((5, 5)))
    hill = [p for p in d.scene.doc.scenario.terrain if p.type == "hill"]
    assert hill and hill[0].level == 2


def test_place_a_unit_by_dragging_it_from_the_roster_then_turn_and_move_it(edit):
    d = edit(new_hex())
    d.click_button("Armies")
    d.drag_path([d.button("Knights").rect.center, d.cell((3, 2))])
    d.step(2)
    units = d.scene.doc.scenario.sides[0].units
    assert [(u.profile, tuple(u.at), u.facing) for u in units] == [("knights", (3, 2), "S")]
    assert d.scene.selected == ("unit", 0, 0)
    d.key(pygame.K_e)                      # clockwise: S -> SW
    assert d.scene.doc.scenario.sides[0].units[0].facing == "SW"
    d.key(pygame.K_v)
    d.drag_path([d.cell((3, 2)), d.cell((6, 5))])
    assert tuple(d.scene.doc.scenario.sides[0].units[0].at) == (6, 5)
    d.key(pygame.K_a)                    # the other side
    d.click(d.list_button(d.scene.panel.catalogue, "Spearmen").rect.center)    # the catalogue, then the board
    d.click(d.cell((6, 1)))
    blue = d.scene.doc.scenario.sides[1].units
    assert [(u.profile, tuple(u.at), u.facing) for u in blue] == [("spearmen", (6, 1), "S")]


def test_a_deployment_zone_painted_for_each_side(edit):
    d = edit(new_hex())
    d.key(pygame.K_z)
    d.drag_path([d.cell((0, 0)), d.cell((9, 0))])
    d.key(pygame.K_a)
    d.drag_path([d.cell((0, 7)), d.cell((9, 7))])
    sides = d.scene.doc.scenario.sides
    assert len(sides[0].deployment[0].cells) == 10 and all(c[1] == 7 for c in sides[1].deployment[0].cells)


def test_select_cycles_through_what_lies_under_the_pointer_and_deletes(edit, tmp_path):
    d = edit(new_hex())
    d.key(pygame.K_b)
    d.click_button("Woods")
    d.click(d.cell((2, 2)))
    d.scene.place_unit("spearmen", d.scene.view.camera.to_world(*d.cell((2, 2))))
    d.key(pygame.K_v)
    d.click(d.cell((2, 2)))
    assert d.scene.selected == ("unit", 0, 0)
    d.click(d.cell((2, 2)))
    assert d.scene.selected == ("terrain", 0)
    d.key(pygame.K_DELETE)
    assert d.scene.doc.scenario.terrain == [] and d.scene.selected is None
    assert len(d.scene.doc.scenario.sides[0].units) == 1
