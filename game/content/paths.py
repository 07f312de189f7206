"""Where Wartable keeps the player's files.

Saves, autosaves, settings and user scenarios each get a folder of their own
under the platform's usual places (platformdirs). Setting `WARTABLE_HOME` puts
all four under one folder instead (the tests do this).
"""
from __future__ import annotations

import os
from pathlib import Path

import platformdirs

__all__ = ["saves_dir", "autosave_dir", "settings_dir", "scenarios_dir", "all_dirs"]

APP = "wartable"


def _root() -> Path | None:
    home = os.environ.get("WARTABLE_HOME")
    return Path(home) if home else None


def _dir(sub: str, platform_path: str) -> Path:
    root = _root()
    path = root / sub if root else Path(platform_path)
    path.mkdir(parents=True, exist_ok=True)
    return path


def saves_dir() -> Path:
    return _dir("saves", os.path.join(platformdirs.user_data_dir(APP), "saves"))


def autosave_dir() -> Path:
    return _dir("autosave", os.path.join(platformdirs.user_state_dir(APP), "autosave"))


def settings_dir() -> Path:
    return _dir("settings", platformdirs.user_config_dir(APP))


def scenarios_dir() -> Path:
    return _dir("scenarios", os.path.join(platformdirs.user_data_dir(APP), "scenarios"))


def all_dirs() -> dict[str, Path]:
    return {"saves": saves_dir(), "autosave": autosave_dir(), "settings": settings_dir(),
            "scenarios": scenarios_dir()}
