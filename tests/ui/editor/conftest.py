import pygame
import pytest

from tests.ui.driver import Driver


class EditorDriver(Driver):
    """The test driver with the editor's own places: cells, world points, tools, panels."""

    def world(self, x: float, y: float):
        return self.scene.view.camera.to_screen(x, y)

    def cell(self, cell):
        scene = self.scene
        return scene.view.camera.to_screen(*scene.layout.cell_center(tuple(cell)))

    def tool(self, name: str) -> None:
        self.click_button(name)

    def list_button(self, lst, text_start: str):
        """A button of a ButtonList, scrolled into view with the mouse wheel as a person would."""
        box = lst.box.rect
        self.move(box.center)
        for _ in range(60):
            b = next((b for b in lst.buttons if getattr(b, "text", "").startswith(text_start)), None)
            if b is None:
                raise LookupError(text_start)
            last = None
            while last != b.rect.y:   # the wheel scrolls smoothly over several frames: let it settle
                last = b.rect.y
                self.step()
            if box.top <= b.rect.top and b.rect.bottom <= box.bottom:
                return b
            self.wheel(-1 if b.rect.top > box.top else 1)
        raise AssertionError(f"could not scroll to {text_start!r}")

    def drag_path(self, points, steps: int = 3) -> None:
        """Press at the first point, move through the others, release at the last."""
        self.press(points[0])
        prev = points[0]
        for p in points[1:]:
            for i in range(1, steps + 1):
                self.move((prev[0] + (p[0] - prev[0]) * i / steps, prev[1] + (p[1] - prev[1]) * i / steps),
                          buttons=(1, 0, 0))
            prev = p
        self.release(points[-1])


@pytest.fixture
def edit(home):
    """edit(path_or_doc=None, size=...) -> an EditorDriver on the editor scene."""
    from game.ui.app import App
    from game.ui.editor.document import EditorDocument
    from game.ui.editor.launch import editor_scene
    from game.ui.editor.scene import EditorScene
    from game.ui.settings import Settings

    apps = []

    def start(what=None, size=(1280, 800)):
        app = App(size, settings=Settings(animation="off", handover="off"))
        apps.append(app)
        if isinstance(what, EditorDocument):
            app.push(EditorScene(app, what))
        else:
            app.push(editor_scene(app, None if what is None else str(what)))
        driver = EditorDriver(app)
        driver.step(2)
        return driver

    yield start
    if pygame.display.get_init():
        pygame.event.clear()
    for app in apps:
        app.window.destroy()
