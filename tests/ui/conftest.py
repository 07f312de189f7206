import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

import tests.ui.rulesets  # noqa: E402,F401  (registers the two test rulesets)
from tests.ui.driver import Driver  # noqa: E402


@pytest.fixture(autouse=True)
def pointer(monkeypatch):
    """The mouse as the tests move it. SDL's dummy driver warps the pointer only inside the window
    that has the mouse focus, and earlier tests leave windows behind, so pygame.mouse.set_pos can
    silently miss: the pointer is kept here and pygame.mouse.get_pos (used by pygame_gui for hover and
    the wheel, and by the board for zooming) reads it."""
    where = [(0, 0)]
    real_set_pos = pygame.mouse.set_pos

    def set_pos(*pos):
        where[0] = tuple(int(v) for v in (pos[0] if len(pos) == 1 else pos))
        real_set_pos(*pos)

    monkeypatch.setattr(pygame.mouse, "set_pos", set_pos)
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: where[0])
    return where


@pytest.fixture
def home(tmp_path, monkeypatch):
    """Saves, autosaves and settings in a folder of this test's own."""
    folder = tmp_path / "home"
    monkeypatch.setenv("WARTABLE_HOME", str(folder))
    return folder


@pytest.fixture
def play(home):
    """play(battle, **settings) -> a Driver on the battle screen (no dice animation, no hand-over by default)."""
    from game.ui.app import App
    from game.ui.launch import battle_scene
    from game.ui.settings import Settings

    apps = []

    def start(battle, size=(1280, 800), **settings):
        options = {"animation": "off", "handover": "off"} | settings
        app = App(size, settings=Settings(**options))
        apps.append(app)
        app.push(battle_scene(app, battle))
        driver = Driver(app)
        driver.step(2)
        return driver

    yield start
    if pygame.display.get_init():
        pygame.event.clear()
    for app in apps:
        app.window.destroy()


@pytest.fixture
def lesson(home):
    """lesson(path) -> a Driver on the teaching scene of that lesson (no dice animation, hand-over always)."""
    from game.ui.app import App
    from game.ui.scenes.teaching import open_lesson
    from game.ui.settings import Settings

    apps = []

    def start(path, size=(1280, 800)):
        app = App(size, settings=Settings(animation="off", handover="always"))
        apps.append(app)
        scene = open_lesson(app, path)
        assert scene is not None, app.messages
        app.push(scene)
        d = Driver(app)
        d.step(2)
        return d

    yield start
    if pygame.display.get_init():
        pygame.event.clear()
    for app in apps:
        app.window.destroy()


@pytest.fixture
def menu(home):
    """A Driver on the menu (no battle behind it), 1280x800 at the interface size 100%."""
    from game.ui.app import App
    from game.ui.scenes.menu import MenuScene
    from game.ui.settings import Settings
    from game.ui.text import set_ui_scale

    app = App((1280, 800), settings=Settings(animation="off", handover="off"))
    app.push(MenuScene(app))
    d = Driver(app)
    d.step(2)
    yield d
    pygame.event.clear()
    app.window.destroy()
    set_ui_scale(100)
