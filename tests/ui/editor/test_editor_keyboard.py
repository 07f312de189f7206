"""The whole editor from the keyboard alone (issue 16): a hex map and a table, each built with posted key events
only (the palette, the cursor, placing, painting, drawing a polygon, zones, selecting, moving, turning, deleting,
undo, redo) and saved with Ctrl+S; the saved file is then loaded and checked."""
import pygame

from game.content import load_scenario
from game.ui.editor.document import EditorDocument, new_document_data

K = pygame


def keys(d, *presses) -> None:
    """Press keys in turn: a key, or (key, modifiers)."""
    for p in presses:
        key, mod = p if isinstance(p, tuple) else (p, 0)
        d.key(key, mod)
    d.step()



def test_a_hex_scenario_built_and_saved_with_keys_only(edit, tmp_path):
    path = tmp_path / "keys_hex.json"
    d = edit(EditorDocument(new_document_data("fields_of_iron", {"kind": "hex", "cols": 10, "rows": 8}, "Keys"),
                            path))
    s = d.scene
    assert not s.cursor_shown
    start = s.cursor_cell()
    keys(d, K.K_n)                                       # the palette's next terrain type: the Brush takes it
    kind = s.paint.kind
    assert s.tool.name == "Brush" and kind == s.terrain_types()[1].key and s.cursor_shown
    keys(d, K.K_RETURN, K.K_RIGHT, K.K_RETURN)           # paint the cursor's hex, then the next one
    painted = sorted(tuple(c) for p in s.doc.scenario.terrain if p.type == kind for c in p.cells)
    assert painted == [start, (start[0] + 1, start[1])]
    keys(d, K.K_u)                                       # the first unit of the catalogue, for the first side
    first = s.catalogue()[0].id
    assert s.carrying == first and s.tab == "armies"
    keys(d, K.K_UP, K.K_UP, K.K_RETURN)
    keys(d, K.K_a, K.K_DOWN, K.K_DOWN, K.K_DOWN, K.K_DOWN, K.K_RETURN, K.K_ESCAPE)   # the other side's, lower down
    sides = s.doc.scenario.sides
    assert [(u.profile, tuple(u.at)) for u in sides[0].units] == [(first, (start[0] + 1, start[1] - 2))]
    assert [(u.profile, tuple(u.at)) for u in sides[1].units] == [(first, (start[0] + 1, start[1] + 2))]
    assert s.carrying is None
    keys(d, K.K_z, K.K_RETURN, K.K_a, K.K_UP, K.K_UP, K.K_UP, K.K_UP, K.K_RETURN)   # a zone hex for each side
    sides = s.doc.scenario.sides
    assert [tuple(c) for c in sides[1].deployment[0].cells] == [(start[0] + 1, start[1] + 2)]
    assert [tuple(c) for c in sides[0].deployment[0].cells] == [(start[0] + 1, start[1] - 2)]
    keys(d, K.K_t, K.K_LEFT, K.K_RETURN)                 # an objective at the cursor
    assert [tuple(o.at) for o in s.doc.scenario.objectives] == [(start[0], start[1] - 2)]
    keys(d, K.K_v, K.K_ESCAPE, K.K_TAB)                  # nothing selected; Tab: the first piece, side 0 unit
    assert s.selected == ("unit", 0, 0) and s.cursor_cell() == (start[0] + 1, start[1] - 2)
    keys(d, (K.K_RIGHT, K.KMOD_ALT), K.K_e)              # Alt+arrow moves it a hex, E turns it
    u = s.doc.scenario.sides[0].units[0]
    assert tuple(u.at) == (start[0] + 2, start[1] - 2) and s.cursor_cell() == tuple(u.at)
    facing = u.facing
    keys(d, K.K_h, K.K_LEFT)                             # H holds: a plain arrow moves it back a hex
    assert tuple(s.doc.scenario.sides[0].units[0].at) == (start[0] + 1, start[1] - 2)
    keys(d, K.K_RIGHT, K.K_h, K.K_LEFT)                  # and forth; H lets go: the arrows move the cursor
    u = s.doc.scenario.sides[0].units[0]
    assert tuple(u.at) == (start[0] + 2, start[1] - 2) and s.cursor_cell() == (start[0] + 1, start[1] - 2)
    keys(d, K.K_RIGHT)
    keys(d, K.K_TAB, K.K_TAB)                            # the other side's unit, then the objective
    assert s.selected == ("objective", 0)
    keys(d, K.K_DELETE)
    assert s.doc.scenario.objectives == []
    keys(d, (K.K_z, K.KMOD_CTRL))                        # undo brings it back; redo takes it again; undo
    assert len(s.doc.scenario.objectives) == 1
    keys(d, (K.K_y, K.KMOD_CTRL), (K.K_z, K.KMOD_CTRL))
    assert len(s.doc.scenario.objectives) == 1
    keys(d, (K.K_s, K.KMOD_CTRL))                        # save: the checks ask first (no army is complete) ...
    assert not path.exists() and s.dialogs["ask"].alive()
    keys(d, K.K_RETURN)                                  # ... and Enter answers "Save anyway"
    assert path.exists() and not s.doc.dirty

    saved = load_scenario(path)
    assert saved.title == "Keys"
    assert sorted(tuple(c) for p in saved.terrain if p.type == kind for c in p.cells) == painted
    a, b = saved.sides[0].units[0], saved.sides[1].units[0]
    assert (a.profile, tuple(a.at), a.facing) == (first, (start[0] + 2, start[1] - 2), facing)
    assert (b.profile, tuple(b.at)) == (first, (start[0] + 1, start[1] + 2))
    assert [tuple(o.at) for o in saved.objectives] == [(start[0], start[1] - 2)]
    assert [tuple(c) for c in saved.sides[1].deployment[0].cells] == [(start[0] + 1, start[1] + 2)]


def test_a_table_scenario_built_and_saved_with_keys_only(edit, tmp_path):
    path = tmp_path / "keys_table.json"
    d = edit(EditorDocument(new_document_data("iron_winds", {"kind": "table", "width": 48, "height": 36}, "Keys"),
                            path))
    s = d.scene
    assert s.cursor_world() == (24.0, 18.0)
    keys(d, K.K_p, K.K_RETURN)                           # a polygon: its first corner at the cursor (Enter)...
    keys(d, *[K.K_RIGHT] * 4, K.K_SPACE, *[K.K_DOWN] * 3, K.K_SPACE)   # ... two more with Space, 1" steps
    keys(d, (K.K_LEFT, K.KMOD_SHIFT), K.K_SPACE)         # Shift: a fine step (the 0.5" grid)
    assert s.tool.points == [(24.0, 18.0), (28.0, 18.0), (28.0, 21.0), (27.5, 21.0)]
    keys(d, K.K_RETURN)                                  # Enter closes it
    piece = s.doc.data["terrain"][0]
    assert piece["shape"] == "polygon" and piece["points"] == [[24, 18], [28, 18], [28, 21], [27.5, 21]]
    keys(d, K.K_u, *[K.K_UP] * 12, K.K_RETURN, K.K_ESCAPE)   # a unit 12" up the table
    unit = s.doc.data["sides"][0]["units"][0]
    assert unit["pose"][:2] == [27.5, 9] and unit["profile"] == s.catalogue()[0].id
    assert s.selected == ("unit", 0, 0)
    keys(d, (K.K_UP, K.KMOD_ALT), K.K_q)                 # Alt+Up: 1" further; Q turns it 15 degrees
    assert s.doc.data["sides"][0]["units"][0]["pose"] == [27.5, 8, 165]
    keys(d, K.K_z, *[K.K_UP] * 6, K.K_RETURN, *[K.K_LEFT] * 10, K.K_DOWN, K.K_DOWN)   # a zone: Enter at a corner,
    assert s.tool.end == (17.5, 4.0)                     # the rectangle follows the cursor...
    keys(d, K.K_RETURN)                                  # ... and Enter at the opposite corner
    zone = s.doc.data["sides"][0]["deployment"][0]
    assert zone["shape"] == "rect" and zone["center"] == [22.5, 3] and zone["size"] == [10, 2]
    keys(d, K.K_v, K.K_ESCAPE, (K.K_TAB, K.KMOD_SHIFT))  # Shift+Tab from nothing: the last piece, the zone
    assert s.selected == ("zone", 0, 0)
    keys(d, K.K_RIGHTBRACKET)                            # grow it
    keys(d, (K.K_s, K.KMOD_CTRL))
    if not path.exists():                                # the checks found problems: Enter saves anyway
        keys(d, K.K_RETURN)
    assert path.exists()

    saved = load_scenario(path)
    assert saved.terrain[0].shape == "polygon" and [tuple(p) for p in saved.terrain[0].points] == \
        [(24, 18), (28, 18), (28, 21), (27.5, 21)]
    u = saved.sides[0].units[0]
    assert tuple(u.pose) == (27.5, 8, 165)
    assert saved.sides[0].deployment[0].size[0] > 10


def test_the_cursor_is_drawn_where_the_keys_put_it(edit):
    d = edit(EditorDocument.new("fields_of_iron", {"kind": "hex", "cols": 10, "rows": 8}))
    s = d.scene
    keys(d, K.K_RIGHT)
    d.step(2)
    x, y = s.view.camera.to_screen(*s.layout.cell_polygon(s.cursor_cell())[0])
    near = [d.app.surface.get_at((int(x) + dx, int(y) + dy))[:3] for dx in range(-2, 3) for dy in range(-2, 3)]
    assert (255, 214, 40) in near                        # the cursor's yellow edge on the hex's corner
    d.move(s.board_rect.center)                          # the mouse takes over: the cursor hides
    assert not s.cursor_shown


def test_the_help_lists_the_keyboard_keys():
    from game.ui.editor.dialogs import HELP_ROWS

    keys_named = {k for k, _ in HELP_ROWS}
    assert {"Arrows", "Enter", "Tab / Shift+Tab", "N / Shift+N", "U / Shift+U", "Alt+arrows"} <= keys_named
