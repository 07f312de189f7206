"""The project installs pygame-ce and never plain pygame (which would overwrite pygame-ce's files)."""
import re
import tomllib
from importlib import metadata
from pathlib import Path

import pygame

PYPROJECT = Path(__file__).resolve().parents[2] / "pyproject.toml"


def _name(requirement: str) -> str:
    return re.split(r"[\s<>=!~\[;]", requirement.strip(), maxsplit=1)[0].lower().replace("_", "-")


def test_no_dependency_is_plain_pygame():
    project = tomllib.loads(PYPROJECT.read_text())["project"]
    names = [_name(r) for r in project["dependencies"]]
    names += [_name(r) for extra in project.get("optional-dependencies", {}).values() for r in extra]
    assert "pygame-ce" in names and "pygame" not in names


def test_the_installed_pygame_is_pygame_ce():
    assert getattr(pygame, "IS_CE", False)
    try:
        metadata.distribution("pygame")
    except metadata.PackageNotFoundError:
        return
    raise AssertionError("plain pygame is installed next to pygame-ce")
