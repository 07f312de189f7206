"""Headless screenshots of a lesson step: the teaching scene as the learner sees it at step N."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from .app import App, init_pygame  # noqa: E402

__all__ = ["capture_lesson"]


def capture_lesson(lesson_path: str, out_path: str, size: tuple[int, int], *, step: int = 1,
                   overlays=frozenset(), select: str | None = None, done: bool = False, odds: bool = False,
                   ui_scale: int = 100) -> str:
    """Write a PNG of step `step` (1 = the first) of a lesson, the steps before it done by Show me.
    `done`: show the step after its action (Show me pressed, the dice rolled). `odds`: Show me pressed once,
    so a step that rolls dice shows its odds panel (and side-by-side scores) before the roll."""
    from ..content import FileError
    from ..teaching.load import load_lesson
    from .capture import OVERLAYS, interface_size

    bad = sorted(set(overlays) - set(OVERLAYS))
    if bad:
        raise FileError.one("--overlays", "", f"unknown overlay {bad[0]!r}; known: {', '.join(OVERLAYS)}")
    count = len(load_lesson(lesson_path).lesson.steps)
    if not 1 <= step <= count:
        raise FileError.one("--step", "", f"the lesson has steps 1 to {count}, not {step}")
    init_pygame()
    with interface_size(ui_scale):
        return _capture(lesson_path, out_path, size, step, overlays, select, done, odds)


def _capture(lesson_path, out_path, size, step, overlays, select, done, odds) -> str:
    from ..content import FileError
    from .board.layer import Overlays
    from .scenes.teaching import open_lesson
    from .settings import Settings

    app = App(size)
    app.settings = Settings(animation="off")
    try:
        scene = open_lesson(app, lesson_path, step=step - 1, progress=_NoSave())
        if scene is None:
            raise FileError.one(lesson_path, "", "cannot be opened")
        app.push(scene)
        if overlays:  # else the lesson's own look (the battle screen's default overlays)
            scene.overlays = Overlays(los="los" in overlays, arcs="arcs" in overlays, reach="reach" in overlays,
                                      rings="arcs" in overlays)
        if select:
            scene.select(select)
        if done or odds:
            scene.show_me()
        if done and scene.odds.active:      # the odds were shown first: roll
            scene.show_me()
        for _ in range(2):  # the panels settle their layout on the first frame
            app.step(0.0)
        pygame.image.save(app.surface, out_path)
    finally:
        app.scenes = type(app.scenes)()
    return out_path


class _NoSave:
    """Progress that a capture does not write (a screenshot is not the player learning)."""

    def reached(self, *args, **kwargs) -> None:
        pass

    def save(self) -> None:
        pass
