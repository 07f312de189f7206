"""Opening the app on a scenario: what `tools/play` and `python -m game play` do."""
from __future__ import annotations

import pygame

from ..content import FileError, load_scenario
from ..content.library import default_scenario_path
from .app import App
from .scene import Scene
from .scenes.board_view import BoardViewScene


class EmptyScene(Scene):
    """Shown behind an error dialog when nothing could be opened."""

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((30, 32, 36))


def first_scene(app: App, path: str | None) -> Scene:
    target = path or str(default_scenario_path())
    try:
        scenario = load_scenario(target)
    except FileError as exc:
        app.show_message("Cannot open scenario", str(exc))
        return EmptyScene(app)
    return BoardViewScene(app, scenario)


def launch(path: str | None, size: tuple[int, int]) -> None:
    app = App(size)
    app.push(first_scene(app, path))
    app.run()
