"""Save and load pickers (pygame_gui's UIFileDialog), starting in a given folder (the saves folder for
battles, the scenarios folder for the editor)."""
from __future__ import annotations

import time
from pathlib import Path

import pygame

from ..ui_scale import scaled as u   # sizes grow with the interface size

__all__ = ["save_dialog", "load_dialog", "suggested_name"]


def _rect(size) -> pygame.Rect:
    w, h = size
    r = pygame.Rect(0, 0, min(u(640), w - 40), min(u(520), h - 40))
    r.center = (w // 2, h // 2)
    return r


def suggested_name(folder: Path, title: str, stamp: bool = True) -> Path:
    """`folder/title.json`, with the date and time in the name when `stamp` (saves of a battle)."""
    stem = "".join(c if c.isalnum() else "-" for c in title.lower()).strip("-") or "battle"
    return folder / (f"{stem}-{time.strftime('%Y%m%d-%H%M%S')}.json" if stamp else f"{stem}.json")


def save_dialog(manager, size, folder: Path, title: str, *, window_title: str = "Save the battle",
                stamp: bool = True):
    import pygame_gui

    return pygame_gui.windows.UIFileDialog(_rect(size), manager, window_title=window_title,
                                           initial_file_path=str(suggested_name(folder, title, stamp)),
                                           allowed_suffixes={".json"}, always_on_top=True)


def load_dialog(manager, size, folder: Path, *, window_title: str = "Load a saved battle",
                suffixes: set[str] | None = None):
    import pygame_gui

    return pygame_gui.windows.UIFileDialog(_rect(size), manager, window_title=window_title,
                                           initial_file_path=str(folder), allow_existing_files_only=True,
                                           allowed_suffixes=suffixes or {".json"}, always_on_top=True)
