"""Issue 16, item 3: the editor screen at every interface size (100% to 200%) in 1024x768 and 1280x800: its
file buttons, tool row, tabs and the terrain palette's controls all inside the window, none over another,
each as wide as its words; the bars wrap into rows when they do not fit, and the board and the side panel
start under the bars' real height; palette rows at least as tall as their font's line."""
import pygame
import pytest

from game.ui.settings import Settings
from game.ui.text import set_ui_scale

SIZES = [(1024, 768), (1280, 800)]
SCALES = [100, 150, 200]


@pytest.fixture
def scaled_editor(home):
    apps = []

    def start(size, percent, doc=None):
        from game.ui.app import App
        from game.ui.editor.launch import editor_scene
        from game.ui.editor.scene import EditorScene

        set_ui_scale(percent)
        app = App(size, settings=Settings(animation="off", handover="off", ui_scale=percent))
        apps.append(app)
        app.push(editor_scene(app, None) if doc is None else EditorScene(app, doc))
        app.step(0.0)
        return app.scenes.top

    yield start
    set_ui_scale(100)
    pygame.event.clear()
    for app in apps:
        app.window.destroy()


def board(kind):
    from game.ui.editor.document import EditorDocument

    from game.content.library import maps_dir

    if kind == "table":   # a table in inches: Width buttons instead of Replace / Layer, no Coords
        return EditorDocument.open(maps_dir() / "forgotten_world_grimtusk_pass.json")
    return None   # the editor's own new scenario: a hex board


def all_buttons(scene) -> dict:
    found = {("file", k): b for k, b in scene.topbar.buttons.items()}
    found.update({("tool", k): b for k, b in scene.toolrow.buttons.items()})
    found.update({("tab", k): b for k, b in scene.tab_buttons.items()})
    found.update({("terrain", k): b for k, b in scene.panel.buttons.items()})
    return found


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("percent", SCALES)
@pytest.mark.parametrize("kind", ["hex", "table"])
def test_the_editor_lays_out_whole_at_every_size(scaled_editor, size, percent, kind):
    scene = scaled_editor(size, percent, board(kind))
    window = pygame.Rect((0, 0), size)
    buttons = all_buttons(scene)
    assert ("tool", "coords") in buttons if kind == "hex" else ("terrain", "wider") in buttons
    font = scene.app.manager.get_theme().get_font(["button"])
    rects = {k: b.rect for k, b in buttons.items()}
    for key, r in rects.items():
        assert window.contains(r), (key, r)
        assert font.size(buttons[key].text)[0] <= r.w - 8, (key, buttons[key].text, r)   # the words show whole
        assert not any(r.colliderect(o) for k, o in rects.items() if k != key), key
    bar_bottom = max(b.rect.bottom for b in scene.topbar.buttons.values())
    assert scene.topbar.height >= bar_bottom and scene.tool_rect.top == scene.topbar.height
    assert scene.side_rect.top == scene.topbar.height
    assert all(b.rect.top >= scene.side_rect.top for b in scene.tab_buttons.values())
    tools_bottom = max(b.rect.bottom for b in scene.toolrow.buttons.values())
    assert scene.tool_rect.top <= min(b.rect.top for b in scene.toolrow.buttons.values())
    assert scene.board_rect.top == scene.tool_rect.bottom >= tools_bottom    # the table starts under the bars
    assert scene.board_rect.h > 100
    for b in scene.toolrow.buttons.values():
        assert b.rect.right <= scene.side_rect.left, b.text                     # the tool row stays left of the panel
    palette = scene.panel.palette
    line = font.size("Ag")[1]   # the button font's line height
    assert len(palette.rows) >= 8 and palette.row_h >= line + 4
    assert all(b.rect.h >= line for b in palette.buttons if hasattr(b, "text"))
    content = scene._content_rect()
    assert palette.rect.top >= max(b.rect.bottom for b in scene.tab_buttons.values())
    assert palette.rect.bottom <= min(b.rect.top for b in scene.panel.buttons.values())
    assert max(b.rect.bottom for b in scene.panel.buttons.values()) <= content.bottom


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("percent", SCALES)
def test_the_armies_tab_fits_its_panel_at_every_size(scaled_editor, size, percent):
    scene = scaled_editor(size, percent)
    scene.show_tab("armies")
    scene.app.step(0.0)
    panel, content = scene.panel, scene._content_rect()
    font = scene.app.manager.get_theme().get_font(["button"])
    parts = [b.rect for b in panel.side_buttons] + [panel.report.rect, panel.catalogue.rect, panel.units.rect]
    for i, r in enumerate(parts):
        assert content.contains(r), (i, r, content)
        assert not any(r.colliderect(o) for o in parts[i + 1:]), i
    for b in panel.side_buttons:
        assert font.size(b.text)[0] <= b.rect.w - 8 and b.rect.h >= font.size("Ag")[1]
    assert len(panel.catalogue.rows) >= 2 and panel.catalogue.rect.h >= 2 * panel.catalogue.row_h


@pytest.mark.parametrize("size", SIZES)
def test_at_100_percent_the_bars_keep_one_row_each(scaled_editor, size):
    """At the usual size nothing moves: the file buttons sit right of the title, the tools in one row."""
    scene = scaled_editor(size, 100)
    assert scene.topbar.height == 40 and scene.tool_rect.h == 36 and scene.board_rect.top == 76
    assert len({b.rect.y for b in scene.topbar.buttons.values()}) == 1
    assert len({b.rect.y for b in scene.toolrow.buttons.values()}) == 1
    assert scene.panel.palette.row_h == 28


def test_at_200_percent_in_1024_the_file_buttons_wrap_under_the_title(scaled_editor):
    scene = scaled_editor((1024, 768), 200)
    rows = {b.rect.y for b in scene.topbar.buttons.values()}
    assert len(rows) >= 2 and min(rows) >= 80        # under the title's own row (40, scaled)
    assert len({b.rect.y for b in scene.toolrow.buttons.values()}) >= 2


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("percent", SCALES)
def test_with_a_selection_the_paint_controls_stay_above_its_properties(scaled_editor, size, percent):
    scene = scaled_editor(size, percent, board("table"))
    scene.select(("unit", 0, 0))
    scene.app.step(0.0)
    assert scene.props is not None and scene.props.target is not None
    controls = [b.rect for b in scene.panel.buttons.values()]
    assert scene.panel.palette.rect.bottom <= min(r.top for r in controls)
    assert max(r.bottom for r in controls) <= scene.props.rect.top          # the properties start below them
    assert scene.props.rect.bottom <= scene.side_rect.bottom and scene.props.box.rect.h >= 60


@pytest.mark.parametrize("percent", SCALES)
def test_the_checks_tab_list_starts_under_its_head_lines(scaled_editor, percent):
    from game.ui.text import render

    scene = scaled_editor((1024, 768), percent)
    scene.show_tab("checks")
    scene.app.step(0.0)
    panel = scene.panel
    head = render("2 problems", 14, bold=True).get_height()
    note = render("Click an entry to go to it.", 12).get_height()
    top = panel.rect.y + 2
    assert top + head <= top + int(22 * percent / 100)                     # the note under the head line
    assert top + int(22 * percent / 100) + note <= panel.box.rect.top <= panel.rect.bottom - 60
