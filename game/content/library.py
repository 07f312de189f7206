"""The shipped scenarios in maps/ and the user's own scenarios."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from .errors import FileError
from .paths import scenarios_dir
from .scenario import Scenario

__all__ = ["maps_dir", "ShippedScenario", "shipped_scenarios", "DEFAULT_SCENARIO", "default_scenario_path"]

# The scenario `tools/play` opens when none is named.
DEFAULT_SCENARIO = "fields_of_iron_first_clash.json"


def maps_dir() -> Path:
    return Path(__file__).resolve().parents[2] / "maps"


@dataclass(frozen=True)
class ShippedScenario:
    path: Path
    scenario: Scenario | None
    error: str | None = None


def shipped_scenarios(ruleset: str | None = None, *, include_user: bool = False) -> list[ShippedScenario]:
    """Every scenario in maps/ (and optionally the user's folder), sorted by file name."""
    from . import load_scenario

    folders = [maps_dir()] + ([scenarios_dir()] if include_user else [])
    found: list[ShippedScenario] = []
    for folder in folders:
        for path in sorted(folder.glob("*.json")) if folder.is_dir() else []:
            try:
                sc = load_scenario(path)
            except FileError as exc:
                found.append(ShippedScenario(path, None, str(exc)))
                continue
            if ruleset is None or sc.ruleset == ruleset:
                found.append(ShippedScenario(path, sc))
    return found


def default_scenario_path() -> Path:
    preferred = maps_dir() / DEFAULT_SCENARIO
    if preferred.exists():
        return preferred
    candidates = sorted(maps_dir().glob("*.json"))
    if not candidates:
        raise FileError.one(str(maps_dir()), "", "no scenarios shipped in maps/")
    return candidates[0]
