"""Headless screenshots with the app's own drawing code (SDL dummy driver).

`capture_scenario` opens the battle screen on a scenario (a new battle with a
fixed seed) or on a save (a battle in progress), optionally selects a unit and
turns on overlays (los, arcs, reach, coords), draws a frame and writes a PNG.
A scenario whose ruleset is not installed is drawn as a bare board.
"""
from __future__ import annotations

import os
from contextlib import contextmanager

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from ..content import FileError  # noqa: E402
from .app import App, init_pygame  # noqa: E402
from .settings import UI_SCALES  # noqa: E402

__all__ = ["capture_scenario", "capture_scene", "OVERLAYS", "CAPTURE_SEED"]

OVERLAYS = ("los", "arcs", "reach", "coords")
CAPTURE_SEED = 1


def capture_scene(app: App, battle, *, overlays=frozenset(), select: str | None = None):
    """The battle screen on `battle` as a capture shows it (no autosave, no animation)."""
    from ..content import FileError
    from .board.layer import Overlays
    from .scenes.battle import BattleScene
    from .settings import Settings

    app.settings = app.settings or Settings(animation="off")
    scene = BattleScene(app, battle, autosaver=None)
    scene.overlays = Overlays(los="los" in overlays, arcs="arcs" in overlays, reach="reach" in overlays,
                              rings="arcs" in overlays)
    scene.view.renderer.show_coords = "coords" in overlays
    if select:
        views = scene.session.views()
        if select not in views:
            raise FileError.one("--select", "", f"no unit {select!r}; units: {', '.join(sorted(views))}")
        scene.select(select)
    return scene


def capture_scenario(scenario_path: str, out_path: str, size: tuple[int, int], *, overlays=frozenset(),
                     select: str | None = None, ui_scale: int = 100, dialog: str | None = None,
                     screen: str | None = None) -> str:
    """Write a PNG of the battle screen on a scenario or save; returns `out_path`. `ui_scale`: the
    interface size (per cent, as the settings' Interface size); `dialog`: a dialog open over it (DIALOGS);
    `screen`: a screen over the battle instead (SCREENS: the menu, or the hand-over to the side to act)."""
    from ..content import FileError
    from ..core.ruleset import ruleset_names
    from .launch import open_battle

    bad = sorted(set(overlays) - set(OVERLAYS))
    if bad:
        raise FileError.one("--overlays", "", f"unknown overlay {bad[0]!r}; known: {', '.join(OVERLAYS)}")
    init_pygame()
    from ..content.files import read_json

    data = read_json(scenario_path)
    if data.get("format") != "wartable-save" and data.get("ruleset") not in ruleset_names():
        return _capture_board(scenario_path, out_path, size, overlays)
    if dialog is not None and dialog not in DIALOGS:
        raise FileError.one("--dialog", "", f"unknown dialog {dialog!r}; known: {', '.join(DIALOGS)}")
    if screen is not None and screen not in SCREENS:
        raise FileError.one("--screen", "", f"unknown screen {screen!r}; known: {', '.join(SCREENS)}")
    battle = open_battle(scenario_path, seed=CAPTURE_SEED)
    with interface_size(ui_scale):
        from .settings import Settings

        app = App(size, settings=Settings(animation="off", ui_scale=ui_scale))
        try:
            scene = capture_scene(app, battle, overlays=overlays, select=select)
            app.push(scene)
            app.step(0.0)
            if screen is not None:
                open_screen(scene, screen)
                app.step(0.0)
            if dialog is not None:
                open_dialog(app.scenes.top, dialog)
            for _ in range(2):  # the panels settle their layout on the first frame
                app.step(0.0)
            pygame.image.save(app.surface, out_path)
        finally:
            app.scenes = type(app.scenes)()
    return out_path


DIALOGS = ("settings", "players", "save", "rulings", "summary")
SCREENS = ("menu", "handover")


def open_screen(scene, name: str) -> None:
    """The menu over the battle (as Esc opens it), or the hand-over screen to the side to act."""
    if name == "menu":
        scene.open_menu()
    elif name == "handover":
        from .scenes.handover import HandoverScene

        st = scene.session.status()
        side = st.to_act or scene.session.scenario.sides[0].id
        scene.app.push(HandoverScene(scene.app, scene.session.side_name(side), scene.side_colour(side), st.text))


def open_dialog(scene, name: str) -> None:
    """Open one of the battle screen's dialogs, as its button or key would (a capture of a dialog)."""
    if name == "settings" and not hasattr(scene, "session"):      # over the menu: its own Settings button
        scene.open_settings()
    elif name == "settings":
        from .dialogs.settings import SettingsWindow
        scene.dialogs["settings"] = SettingsWindow(scene.app.manager, scene.app.size, scene.app.settings,
                                                   lambda settings: None)
    elif name == "players":
        scene.computer.open_dialog(scene)
    elif name == "save":
        scene.ask_save()
    elif name == "rulings":
        scene.show_rulings()
    elif name == "summary":
        scene.show_summary()


@contextmanager
def interface_size(percent: int):
    """The interface size (settings: Interface size) while a capture draws; as it was afterwards."""
    from .text import set_ui_scale, ui_scale

    if percent not in UI_SCALES:
        raise FileError.one("--ui-scale", "", f"one of {', '.join(map(str, UI_SCALES))}, not {percent}")
    before = int(round(ui_scale() * 100))
    set_ui_scale(percent)
    try:
        yield
    finally:
        set_ui_scale(before)


def _capture_board(scenario_path: str, out_path: str, size, overlays) -> str:
    """A bare board (ruleset not installed): terrain and the placements from the file."""
    from ..content import load_scenario
    from .scenes.board_view import BoardView

    scenario = load_scenario(scenario_path)
    surface = pygame.Surface(size)
    view = BoardView(scenario, pygame.Rect(0, 0, *size))
    view.renderer.show_coords = "coords" in overlays
    view.draw_board(surface)
    view.draw_placements(surface)
    view.draw_scale_bar(surface)
    pygame.image.save(surface, out_path)
    return out_path
