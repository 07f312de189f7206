"""Headless rendering to PNG with the app's own drawing code (SDL dummy driver)."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from ..content import load_scenario  # noqa: E402
from .app import init_pygame  # noqa: E402
from .scenes.board_view import BoardView  # noqa: E402

__all__ = ["capture_scenario"]


def capture_scenario(scenario_path: str, out_path: str, size: tuple[int, int], *, overlays: set[str] = frozenset(),
                     select: str | None = None) -> str:
    init_pygame()
    scenario = load_scenario(scenario_path)
    surface = pygame.Surface(size)
    view = BoardView(scenario, pygame.Rect(0, 0, *size))
    if "coords" in overlays:
        view.renderer.show_coords = True
    view.draw_board(surface)
    view.draw_placements(surface)
    view.draw_scale_bar(surface)
    pygame.image.save(surface, out_path)
    return out_path
