"""File formats: scenarios, unit profiles, saves. Loading, saving and schemas.

Everything that reads a file answers a bad one with `FileError`, whose problems
read `FILE: field.path: what is wrong`.
"""
from __future__ import annotations

import os
from typing import Any

from .base import SCHEMA_VERSION
from .errors import FileError, Problem
from .files import atomic_write_text, dump_json_text, load_model, read_json
from .scenario import Scenario

__all__ = ["Scenario", "FileError", "Problem", "load_scenario", "scenario_from_data", "dump_scenario",
           "save_scenario", "SCHEMA_VERSION"]


def _check_version(data: dict, file: str, field: str = "schema_version", newest: int = SCHEMA_VERSION) -> None:
    version = data.get(field)
    if isinstance(version, int) and not isinstance(version, bool) and version > newest:
        raise FileError.one(file, field, f"made by a newer Wartable (version {version}; this build reads up to "
                                         f"{newest}); update Wartable to open it")


def scenario_from_data(data: Any, file: str = "<scenario>") -> Scenario:
    if not isinstance(data, dict):
        raise FileError.one(file, "", f"must hold a JSON object {{...}}, not {type(data).__name__}")
    _check_version(data, file)
    return load_model(Scenario, data, file)


def load_scenario(path: str | os.PathLike) -> Scenario:
    """Read and validate a scenario file (schema only; see `content.check` for the rest)."""
    return scenario_from_data(read_json(path), str(path))


def dump_scenario(sc: Scenario) -> dict:
    """The JSON document for `sc`: only the fields that were given, so files round-trip."""
    return sc.model_dump(mode="json", by_alias=True, exclude_unset=True)


def save_scenario(path: str | os.PathLike, sc: Scenario) -> None:
    atomic_write_text(path, dump_json_text(dump_scenario(sc)))
