"""Opening the editor: `python -m game edit [SCENARIO]` and the menu's Editor buttons."""
from __future__ import annotations

from ..scene_registry import provides
from .document import EditorDocument

__all__ = ["editor_scene", "default_document", "launch_editor"]

DEFAULT_BOARDS = {"hex": {"kind": "hex", "cols": 12, "rows": 9}, "tiles": {"kind": "tiles", "cols": 16, "rows": 12},
                  "table": {"kind": "table", "width": 48, "height": 36}}


def default_document(ruleset: str | None = None) -> EditorDocument:
    """A new scenario for `ruleset` (the first installed one if None) on its first kind of board."""
    from ...core.ruleset import get_ruleset, ruleset_names

    names = ruleset_names()
    name = ruleset if ruleset in names else (names[0] if names else "fields_of_iron")
    boards = get_ruleset(name).meta.boards if name in names else ("hex",)
    return EditorDocument.new(name, DEFAULT_BOARDS[boards[0]])


@provides("editor")
def editor_scene(app, path: str | None = None):
    """The editor on `path` (a new scenario when None); if the file cannot be opened, a new
    scenario and a dialog saying why."""
    from ...content import FileError
    from .scene import EditorScene

    if path is None:
        return EditorScene(app, default_document())
    try:
        doc = EditorDocument.open(path)
    except FileError as exc:
        app.show_message("Cannot open that scenario", f"{exc}\n\nA new scenario is open instead.")
        return EditorScene(app, default_document())
    return EditorScene(app, doc, message=f"Editing {path}")


def launch_editor(path: str | None, size: tuple[int, int] | None = None, *, frames: int | None = None):
    """Open the app on the editor and run it (`frames`: stop after that many, for tests)."""
    from ..app import App
    from ..settings import load_settings

    settings, problem = load_settings()
    app = App(size or tuple(settings.window), settings=settings)
    app.push(editor_scene(app, path))
    if problem:
        app.show_message("Settings reset", problem)
    app.run(max_frames=frames)
    return app


def capture_editor(path: str, out: str, size=(1280, 800), *, tab: str = "terrain", select=None) -> str:
    """A PNG of the editor on a scenario (headless; tools/screenshots makes the README's picture)."""
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    from ..app import App
    from ..settings import Settings
    from .scene import EditorScene

    app = App(size, settings=Settings(animation="off"))
    scene = EditorScene(app, EditorDocument.open(path))
    app.push(scene)
    app.step(0.0)
    scene.show_tab(tab)
    if select is not None:
        scene.select(tuple(select))
    for _ in range(2):
        app.step(0.0)
    pygame.image.save(app.surface, out)
    return out
