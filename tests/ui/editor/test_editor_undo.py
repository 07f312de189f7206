"""Undo and redo for every kind of edit the editor makes: each edit is done as a designer does it
(posted events where the board or a key does it; the panel's own change handler where a form field
does), then Ctrl+Z gives back the identical document in ONE step and Ctrl+Y the edited one again."""
import copy

import pygame
import pytest

import tests.ui.editor.ranked  # noqa: F401  (registers ranked_test)
from game.ui.editor.document import EditorDocument
from tests.ui.rulesets.scenarios import table_doc


# -- the documents edited -----------------------------------------------------------------------------
def hex_doc() -> EditorDocument:
    return EditorDocument({
        "ruleset": "fields_of_iron", "title": "Undo field", "board": {"kind": "hex", "cols": 10, "rows": 8},
        "terrain": [{"type": "woods", "shape": "cells", "cells": [[4, 3], [5, 3]]},
                    {"type": "hill", "shape": "cells", "cells": [[8, 1]], "level": 1}],
        "objectives": [{"id": "obj_1", "name": "Crossroads", "at": [5, 5], "points": 2}],
        "sides": [{"id": "red", "name": "Red", "color": "#b8392e",
                   "deployment": [{"shape": "cells", "cells": [[c, r] for r in (0, 1) for c in range(10)]}],
                   "units": [{"id": "r1", "profile": "spearmen", "at": [2, 1], "facing": "S"}]},
                  {"id": "blue", "name": "Blue", "color": "#2f5fb3",
                   "units": [{"id": "b1", "profile": "bowmen", "at": [7, 6], "facing": "N"}]}]})


def table() -> EditorDocument:
    doc = table_doc()
    doc["objectives"] = [{"id": "obj_1", "name": "Well", "point": [24, 18], "radius": 2}]
    doc["sides"][0]["deployment"] = [{"shape": "rect", "center": [24, 31], "size": [48, 8]}]
    return EditorDocument(doc)


def ranked() -> EditorDocument:
    doc = EditorDocument.new("ranked_test", {"kind": "table", "width": 48, "height": 36})
    doc.apply("units", lambda d: d["sides"][0]["units"].extend([
        {"id": "p1", "profile": "pikes", "pose": [10, 30, 0]},
        {"id": "h1", "profile": "hero", "pose": [30, 30, 0]}]))
    return doc


def iron_dawn_doc() -> EditorDocument:
    doc = EditorDocument.new("iron_dawn", {"kind": "table", "width": 48, "height": 36})
    doc.apply("units", lambda d: d["sides"][0]["units"].append(
        {"id": "t1", "profile": "human_tank", "pose": [10, 30, 0]}))
    return doc


# -- how each edit is done ----------------------------------------------------------------------------------
def pick(d, target):
    d.scene.select(target)
    d.step()


def field(d, key, value):
    """A form field of the properties panel changed (the panel's handler, as Enter or a choice does)."""
    d.scene.props._changed(key, value)
    d.step()


def shift_drag(d, a, b):
    d.move(a)
    d.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(int(a[0]), int(a[1])), button=1, touch=False,
                              mod=pygame.KMOD_SHIFT))
    d.move(b, buttons=(1, 0, 0))
    d.release(b)


def brush(d):
    d.key(pygame.K_b)
    d.click_button("Marsh")
    d.drag_path([d.cell((1, 5)), d.cell((3, 5))])


def brush_layer(d):
    d.key(pygame.K_b)
    d.key(pygame.K_m)
    d.click_button("Village")
    d.click(d.cell((8, 1)))


def erase(d):
    d.key(pygame.K_x)
    d.drag_path([d.cell((4, 3)), d.cell((5, 3))])


def fill(d):
    d.key(pygame.K_k)
    d.click_button("Broken")
    d.click(d.cell((0, 7)))


def zone_paint(d):
    d.key(pygame.K_z)
    d.key(pygame.K_a)
    d.drag_path([d.cell((0, 7)), d.cell((9, 7))])


def zone_erase(d):
    d.key(pygame.K_z)
    shift_drag(d, d.cell((0, 1)), d.cell((3, 1)))


def place_unit(d):
    d.click_button("Armies")
    d.drag_path([d.list_button(d.scene.panel.catalogue, "Knights").rect.center, d.cell((6, 2))])
    d.step(2)


def move_unit_hex(d):
    d.key(pygame.K_v)
    d.drag_path([d.cell((2, 1)), d.cell((3, 2))])


def turn_unit_hex(d):
    pick(d, ("unit", 0, 0))
    d.key(pygame.K_e)


def face_unit_hex(d):
    pick(d, ("unit", 1, 0))
    field(d, "facing", "SE")


def rename_unit(d):
    pick(d, ("unit", 0, 0))
    field(d, "name", "Harrow Spears")


def duplicate_unit(d):
    pick(d, ("unit", 0, 0))
    d.key(pygame.K_d, pygame.KMOD_CTRL)


def delete_unit(d):
    pick(d, ("unit", 1, 0))
    d.key(pygame.K_DELETE)


def move_cells_piece(d):
    d.key(pygame.K_v)
    d.click(d.cell((5, 3)))
    assert d.scene.selected == ("terrain", 0)
    d.drag_path([d.cell((5, 3)), d.cell((5, 5))])


def turn_cells_piece(d):
    pick(d, ("terrain", 0))
    d.key(pygame.K_q)


def duplicate_cells_piece(d):
    pick(d, ("terrain", 0))
    d.key(pygame.K_d, pygame.KMOD_CTRL)


def delete_cells_piece(d):
    pick(d, ("terrain", 1))
    d.key(pygame.K_DELETE)


def hill_level(d):
    d.click_button("Terrain")
    pick(d, ("terrain", 1))
    field(d, "level", 3)


def terrain_type(d):
    pick(d, ("terrain", 0))
    field(d, "type", "marsh")


def place_objective(d):
    d.key(pygame.K_t)
    d.click(d.cell((1, 6)))


def move_objective_hex(d):
    pick(d, ("objective", 0))
    d.key(pygame.K_v)
    d.drag_path([d.cell((5, 5)), d.cell((6, 4))])


def objective_points(d):
    pick(d, ("objective", 0))
    field(d, "points", 5)


def objective_radius(d):
    pick(d, ("objective", 0))
    field(d, "radius", 2.5)


def settings(d):
    d.click_button("Settings")
    win = d.scene.dialogs["settings"]
    win.form.inputs["turn_limit"].set_text("7")
    win.form.inputs["title"].set_text("Renamed")
    d.click_button("Apply")


def polygon(d):
    d.key(pygame.K_p)
    d.click_button("Woods")
    for x, y in ((36, 4), (44, 4), (40, 10)):
        d.click(d.world(x, y))
    d.key(pygame.K_RETURN)


def circle(d):
    d.key(pygame.K_o)
    d.click_button("Hill")
    d.drag_path([d.world(40, 26), d.world(42, 26)])


def rectangle(d):
    d.key(pygame.K_r)
    d.click_button("Field")
    d.drag_path([d.world(2, 2), d.world(8, 6)])


def line(d):
    d.click(d.list_button(d.scene.panel.palette, "Wall").rect.center)
    assert d.scene.tool.name == "Line"
    for x, y in ((2, 22), (10, 23), (18, 22)):
        d.click(d.world(x, y))
    d.key(pygame.K_RETURN)


def move_piece(d):
    d.key(pygame.K_v)
    d.click(d.world(12, 10))
    assert d.scene.selected == ("terrain", 0)
    d.drag_path([d.world(12, 10), d.world(15, 8)])


def reshape_polygon(d):
    pick(d, ("terrain", 1))
    d.key(pygame.K_v)
    d.drag_path([d.world(30, 19), d.world(33, 17)])


def turn_piece(d):
    pick(d, ("terrain", 1))
    d.key(pygame.K_e)


def scale_piece(d):
    pick(d, ("terrain", 0))
    d.key(pygame.K_RIGHTBRACKET)


def duplicate_piece(d):
    pick(d, ("terrain", 3))
    d.key(pygame.K_d, pygame.KMOD_CTRL)


def delete_piece(d):
    pick(d, ("terrain", 4))
    d.key(pygame.K_DELETE)


def line_width(d):
    pick(d, ("terrain", 2))
    field(d, "width", 3.5)


def zone_rect(d):
    d.key(pygame.K_z)
    d.key(pygame.K_a)
    d.drag_path([d.world(0, 0), d.world(48, 6)])


def scale_zone(d):
    pick(d, ("zone", 0, 0))
    d.key(pygame.K_LEFTBRACKET)


def place_table_unit(d):
    d.scene.side = 1
    d.click_button("Armies")
    d.drag_path([d.list_button(d.scene.panel.catalogue, "cavalry").rect.center, d.world(40, 4)])
    d.step(2)


def move_table_unit(d):
    d.key(pygame.K_v)
    d.drag_path([d.world(34, 31), d.world(38, 29)])


def turn_table_unit(d):
    pick(d, ("unit", 1, 1))
    d.key(pygame.K_q)


def heading(d):
    pick(d, ("unit", 0, 0))
    field(d, "heading", 45.0)


def move_table_objective(d):
    pick(d, ("objective", 0))
    d.key(pygame.K_v)
    d.drag_path([d.world(24, 18), d.world(26, 21)])


def ranks_files(d):
    pick(d, ("unit", 0, 0))
    field(d, "ranks", 3)


def figures(d):
    pick(d, ("unit", 0, 0))
    field(d, "figures", 6)


def options(d):
    pick(d, ("unit", 0, 0))
    field(d, "options", {"veteran", "banner"})


def attach(d):
    pick(d, ("unit", 0, 1))
    field(d, "attached_to", "p1")


def turret(d):
    pick(d, ("unit", 0, 0))
    assert "turret" in d.scene.props.form.fields
    field(d, "turret", 45.0)


def rule_options(d):
    d.click_button("Settings")
    d.click(d.scene.dialogs["settings"].form.flag_buttons["options"]["veterans"].rect.center)
    d.click_button("Apply")


CASES = {
    # hex map
    "brush": (hex_doc, brush), "brush_layer": (hex_doc, brush_layer), "erase": (hex_doc, erase),
    "fill": (hex_doc, fill), "zone_paint": (hex_doc, zone_paint), "zone_erase": (hex_doc, zone_erase),
    "place_unit": (hex_doc, place_unit), "move_unit": (hex_doc, move_unit_hex), "turn_unit": (hex_doc, turn_unit_hex),
    "facing": (hex_doc, face_unit_hex), "rename_unit": (hex_doc, rename_unit),
    "duplicate_unit": (hex_doc, duplicate_unit), "delete_unit": (hex_doc, delete_unit),
    "move_cells_piece": (hex_doc, move_cells_piece), "turn_cells_piece": (hex_doc, turn_cells_piece),
    "duplicate_cells_piece": (hex_doc, duplicate_cells_piece), "delete_cells_piece": (hex_doc, delete_cells_piece),
    "hill_level": (hex_doc, hill_level), "terrain_type": (hex_doc, terrain_type),
    "place_objective": (hex_doc, place_objective), "move_objective": (hex_doc, move_objective_hex),
    "objective_points": (hex_doc, objective_points), "objective_radius": (hex_doc, objective_radius),
    "settings": (hex_doc, settings),
    # table
    "polygon": (table, polygon), "circle": (table, circle), "rectangle": (table, rectangle), "line": (table, line),
    "move_piece": (table, move_piece), "reshape_polygon": (table, reshape_polygon), "turn_piece": (table, turn_piece),
    "scale_piece": (table, scale_piece), "duplicate_piece": (table, duplicate_piece),
    "delete_piece": (table, delete_piece), "line_width": (table, line_width), "zone_rect": (table, zone_rect),
    "scale_zone": (table, scale_zone), "place_table_unit": (table, place_table_unit),
    "move_table_unit": (table, move_table_unit), "turn_table_unit": (table, turn_table_unit),
    "heading": (table, heading), "move_table_objective": (table, move_table_objective),
    "table_settings": (table, settings),
    # a ruleset with ranks, files, figures, options and leaders
    "ranks": (ranked, ranks_files), "figures": (ranked, figures), "options": (ranked, options),
    "attach": (ranked, attach), "rule_options": (ranked, rule_options),
    # a vehicle's turret facing (Iron Dawn)
    "turret": (iron_dawn_doc, turret),
}


@pytest.mark.parametrize("case", list(CASES))
def test_every_edit_undoes_to_the_identical_document_and_redoes(edit, case):
    make, do = CASES[case]
    d = edit(make())
    before = copy.deepcopy(d.scene.doc.data)
    steps = len(d.scene.doc._undo)
    do(d)
    d.step()
    after = copy.deepcopy(d.scene.doc.data)
    assert after != before, "the edit changed nothing"
    assert len(d.scene.doc._undo) == steps + 1, "one edit, one undo step"
    d.key(pygame.K_z, pygame.KMOD_CTRL)
    assert d.scene.doc.data == before and d.scene.doc.scenario.model_dump() == make().scenario.model_dump()
    d.key(pygame.K_y, pygame.KMOD_CTRL)
    assert d.scene.doc.data == after
