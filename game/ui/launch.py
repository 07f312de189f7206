"""Opening the app: what `tools/play` and `python -m game play` do.

The window shows a first frame (the title of what is being opened) before the
slow imports (pydantic models, pygame_gui, the rulesets), then opens the battle
screen on the scenario or save given, or on the default scenario. Anything
that cannot be opened shows a dialog over the menu instead.
"""
from __future__ import annotations

import json
import sys
import time

import pygame

from .app import App
from .scene import Scene
from .scene_registry import open_scene, provides

__all__ = ["launch", "build_app", "first_scene", "battle_scene", "EmptyScene", "open_battle"]


class EmptyScene(Scene):
    """Shown behind an error dialog when nothing could be opened."""

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((30, 32, 36))


@provides("battle")
def battle_scene(app: App, battle) -> Scene:
    """The battle screen on `battle`, autosaving after every action."""
    from ..core.autosave import Autosaver
    from .scenes.battle import BattleScene

    return BattleScene(app, battle, autosaver=Autosaver())


def open_battle(path: str, seed: int | None = None):
    """A battle from a save (replayed) or a scenario (a new battle). Raises FileError."""
    from ..content.files import read_json
    from ..content.save import SAVE_FORMAT
    from ..core.battle import Battle
    from .scenes.menu_entries import new_seed

    data = read_json(path)
    if data.get("format") == SAVE_FORMAT:
        return Battle.load(path)
    return Battle.from_file(path, seed=new_seed() if seed is None else seed)


def first_scene(app: App, path: str | None) -> Scene:
    """The battle on `path` (default scenario when None); the menu and a dialog if it cannot open."""
    from ..content import FileError
    from ..content.library import default_scenario_path

    try:
        target = path or str(default_scenario_path())
        if path is not None and _is_lesson(path):
            from .scenes.teaching import open_lesson

            return open_lesson(app, path) or open_scene("menu", app)
        battle = open_battle(target)
    except FileError as exc:
        app.show_message("Cannot open that file", str(exc))
        return open_scene("menu", app)
    except Exception as exc:  # noqa: BLE001 - say what broke, offer the menu
        app.report_error("While opening the battle", exc)
        return open_scene("menu", app)
    return battle_scene(app, battle)


def _is_lesson(path: str) -> bool:
    """A lesson file (opened in the teaching scene rather than as a battle)."""
    try:
        with open(path, encoding="utf-8") as fh:
            return json.load(fh).get("format") == "wartable-lesson"
    except (OSError, ValueError, AttributeError):
        return False


def _peek_title(path: str | None) -> str:
    """The title of what is being opened, read without the file models (for the first frame)."""
    if path is None:
        return "the default scenario"
    try:
        with open(path, encoding="utf-8") as fh:
            data = json.load(fh)
        if data.get("format") == "wartable-save":
            return "a saved battle"
        return str(data.get("title") or "")
    except (OSError, ValueError, AttributeError):
        return ""


def draw_splash(surface: pygame.Surface, title: str) -> None:
    from .text import render

    surface.fill((22, 24, 28))
    w, h = surface.get_size()
    img = render("Wartable", 34, (240, 240, 240), bold=True)
    surface.blit(img, img.get_rect(center=(w // 2, h // 2 - 24)))
    sub = render(f"Opening {title}..." if title else "Opening...", 17, (170, 175, 185))
    surface.blit(sub, sub.get_rect(center=(w // 2, h // 2 + 18)))


def build_app(path: str | None, size: tuple[int, int] | None, report=lambda what: None) -> App:
    """The app with its first frame shown, its settings read and the battle (or menu) open."""
    app = App(size or (1280, 800), lazy_gui=True)
    draw_splash(app.surface, _peek_title(path))
    app.window.flip()
    report("first-frame")
    from .settings import load_settings

    settings, problem = load_settings()
    app.settings = settings
    if settings.ui_scale != 100:
        from .ui_scale import apply_ui_scale

        apply_ui_scale(app, settings.ui_scale)
    if size is None and tuple(app.size) != tuple(settings.window):
        app.set_window_size(settings.window)
    app.ensure_gui()
    app.push(first_scene(app, path))
    if problem:
        app.show_message("Settings reset", problem)
    return app


def launch(path: str | None, size: tuple[int, int] | None, *, startup_report: bool = False) -> None:
    """Open the app. `startup_report` prints when the first frame and the battle are on screen, then exits."""
    t0 = time.perf_counter()

    def report(what: str) -> None:
        if startup_report:
            print(f"{what} {time.perf_counter() - t0:.4f}", flush=True)

    app = build_app(path, size, report)
    if startup_report:
        app.step(0.0)
        report("battle-frame")
        pygame.display.quit()
        sys.stdout.flush()
        return
    app.run()
