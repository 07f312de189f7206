"""The editor on a square-tile map, driven with posted events: brush, fill and erase, a river with a
ford and a bridge layered over it, a unit placed and turned; and the palette of each shipped ruleset
holding only that ruleset's terrain types."""
import pygame
import pytest

import tests.ui.editor.squares  # noqa: F401  (registers squares_test)
from game.core.ruleset import get_ruleset
from game.ui.editor.document import EditorDocument


def new_tiles(cols=8, rows=6):
    return EditorDocument.new("squares_test", {"kind": "tiles", "cols": cols, "rows": rows})


def cells_of(scene, kind):
    return sorted(tuple(c) for p in scene.doc.scenario.terrain if p.type == kind for c in p.cells)


def test_brush_fill_and_erase_on_tiles(edit):
    d = edit(new_tiles())
    assert [t.name for t in d.scene.tool_classes][:4] == ["Select", "Brush", "Fill", "Erase"]
    d.key(pygame.K_b)
    d.click_button("Woods")
    d.drag_path([d.cell((0, 0)), d.cell((3, 3))])        # a diagonal stroke: the tiles on the way
    woods = cells_of(d.scene, "woods")
    assert woods[0] == (0, 0) and woods[-1] == (3, 3) and len(woods) >= 4
    assert d.scene.doc.undo_label() == f"Paint Woods ({len(woods)} tiles)"
    d.key(pygame.K_k)
    d.click_button("Marsh")
    d.click(d.cell((7, 5)))                               # the open ground around the wood
    assert len(cells_of(d.scene, "marsh")) == 8 * 6 - len(woods)
    d.key(pygame.K_x)
    d.drag_path([d.cell((5, 0)), d.cell((7, 0))])
    assert not {(5, 0), (6, 0), (7, 0)} & set(cells_of(d.scene, "marsh"))


def test_a_river_with_a_ford_and_a_bridge_on_tiles(edit):
    d = edit(new_tiles())
    d.key(pygame.K_b)
    d.click_button("River")
    d.drag_path([d.cell((0, 3)), d.cell((7, 3))])
    d.key(pygame.K_m)                                     # layer
    d.click_button("Ford")
    d.click(d.cell((2, 3)))
    d.click_button("Bridge")
    d.click(d.cell((5, 3)))
    assert cells_of(d.scene, "river") == [(c, 3) for c in range(8)]
    assert cells_of(d.scene, "ford") == [(2, 3)] and cells_of(d.scene, "bridge") == [(5, 3)]


def test_place_and_turn_a_unit_on_tiles(edit):
    d = edit(new_tiles())
    d.click_button("Armies")
    d.drag_path([d.list_button(d.scene.panel.catalogue, "scouts").rect.center, d.cell((4, 1))])
    d.step(2)
    (unit,) = d.scene.doc.scenario.sides[0].units
    assert tuple(unit.at) == (4, 1) and unit.facing is None
    d.key(pygame.K_e)                                     # clockwise from north (no facing yet)
    assert d.scene.doc.scenario.sides[0].units[0].facing == "E"
    d.key(pygame.K_q)
    d.key(pygame.K_q)
    assert d.scene.doc.scenario.sides[0].units[0].facing == "W"


@pytest.mark.parametrize("ruleset, board", [
    ("fields_of_iron", {"kind": "hex", "cols": 8, "rows": 6}),
    ("iron_winds", {"kind": "table", "width": 48, "height": 36}),
])
def test_the_palette_offers_exactly_the_rulesets_terrain_types(edit, ruleset, board):
    d = edit(EditorDocument.new(ruleset, board))
    d.click_button("Terrain")
    known = [t.key for t in get_ruleset(ruleset).meta.terrain_types]
    assert [r.key for r in d.scene.panel.palette.rows] == known
    names = [t.name for t in get_ruleset(ruleset).meta.terrain_types]
    shown = [b.text for b in d.scene.panel.palette.buttons if hasattr(b, "text")]
    assert len(shown) == len(names)
    assert all(name.startswith(text.split(" (")[0].rstrip("…")) for text, name in zip(shown, names))
