"""The window shell: one camera, pre-rendered board, pan and zoom from posted events."""
import json
from pathlib import Path

import pygame
import pytest

from game.content import scenario_from_data
from game.ui.app import App
from game.ui.board.layout import layout_for
from game.ui.camera import Camera
from game.ui.launch import first_scene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.board_view import BoardViewScene
from tests.content.samples import hex_doc, table_doc


def test_camera_round_trip_and_zoom_keeps_the_point_under_the_mouse():
    cam = Camera(800, 600, scale=10)
    cam.set_view(100, 20, 800, 600)
    for pt in [(0, 0), (12.5, -3), (48, 36)]:
        sx, sy = cam.to_screen(*pt)
        assert cam.to_world(sx, sy) == pytest.approx(pt)
    before = cam.to_world(300, 200)
    cam.zoom_at(1.7, 300, 200)
    assert cam.to_world(300, 200) == pytest.approx(before)
    cam.fit(48, 36)
    assert cam.to_screen(24, 18) == pytest.approx((100 + 400, 20 + 300))


def test_hex_layout_round_trips_every_cell():
    for orientation in ("flat", "pointy"):
        for offset in ("odd", "even"):
            doc = hex_doc()
            doc["board"] |= {"orientation": orientation, "offset": offset, "cols": 7, "rows": 6}
            layout = layout_for(scenario_from_data(doc).board)
            for cell in layout.cells():
                assert layout.cell_at(*layout.cell_center(cell)) == cell
                x, y = layout.cell_center(cell)
                assert 0 < x < layout.width and 0 < y < layout.height


@pytest.fixture
def app():
    a = App((900, 640))
    yield a
    pygame.event.clear()


def post(*events):
    for ev in events:
        pygame.event.post(ev)


def test_pan_with_right_drag_and_arrows_zoom_with_wheel(app):
    scene = BoardViewScene(app, scenario_from_data(table_doc()))
    app.push(scene)
    cam = scene.view.camera
    x0, scale0 = cam.x0, cam.scale
    post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=3, pos=(400, 300)),
         pygame.event.Event(pygame.MOUSEMOTION, pos=(450, 300), rel=(50, 0), buttons=(0, 0, 1)),
         pygame.event.Event(pygame.MOUSEBUTTONUP, button=3, pos=(450, 300)))
    app.step(0.016)
    assert cam.x0 == pytest.approx(x0 - 50 / scale0)
    post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0))
    app.step(0.016)
    assert cam.x0 > x0 - 50 / scale0
    pygame.mouse.set_pos((450, 330))
    post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2, flipped=False, precise_x=0.0, precise_y=2.0))
    app.step(0.016)
    assert cam.scale > scale0
    post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_f, mod=0, unicode="f", scancode=0))
    app.step(0.016)
    assert cam.scale == pytest.approx(scale0)


def test_board_is_rendered_once_then_blitted_while_panning(app):
    scene = BoardViewScene(app, scenario_from_data(hex_doc()))
    app.push(scene)
    app.step(0.016)
    renders = scene.view.renderer.renders
    for _ in range(5):
        scene.view.camera.pan(3, 2)
        app.step(0.016)
    assert scene.view.renderer.renders == renders
    scene.view.camera.zoom_at(1.5, 400, 300)
    app.step(0.016)
    assert scene.view.renderer.renders == renders + 1


def test_terrain_is_drawn_where_the_file_puts_it(app):
    doc = hex_doc()
    scene = BoardViewScene(app, scenario_from_data(doc))
    surface = pygame.Surface(app.size)
    scene.draw(surface)
    view = scene.view

    def mean(cell):   # the art has trees and tufts: the average colour round the cell's middle
        x, y = (int(v) for v in view.camera.to_screen(*view.layout.cell_center(cell)))
        px = [surface.get_at((x + dx, y + dy)) for dx in range(-4, 5) for dy in range(-4, 5)]
        return pygame.Color(*(sum(p[i] for p in px) // len(px) for i in range(3)))

    woods, open_ground = mean((2, 1)), mean((4, 3))
    assert woods.g < 130 and woods.g > woods.r      # dark green woods
    assert open_ground.g > 160                      # light open ground


def test_a_bad_scenario_shows_a_dialog_and_the_app_keeps_running(app, tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(hex_doc() | {"board": {"kind": "hex", "cols": -1, "rows": 2}}))
    scene = first_scene(app, str(bad))
    assert isinstance(scene, MenuScene)          # the menu, to pick something else
    app.push(scene)
    app.step(0.016)
    windows = [e for e in app.manager.get_sprite_group().sprites() if type(e).__name__ == "UIMessageWindow"]
    assert windows and app.scenes.top is scene
    title, text = app.messages[-1]
    assert title == "Cannot open that file" and f"{bad}: board.cols:" in text
    for _ in range(3):
        app.step(0.016)  # still drawing frames behind the dialog
    assert app.frames >= 4


def test_capture_of_a_scenario_whose_ruleset_is_not_installed_draws_the_bare_board(tmp_path):
    from game.ui.capture import capture_scenario

    src = tmp_path / "t.json"
    src.write_text(json.dumps(table_doc() | {"ruleset": "not_installed_here"}))
    out = capture_scenario(str(src), str(tmp_path / "t.png"), (640, 480))
    img = pygame.image.load(out)
    assert img.get_size() == (640, 480)
    assert Path(out).stat().st_size > 5000
