"""The army list file: a named, costed army for one ruleset, apart from any table.

An army list names its ruleset, a points limit and its units and leaders, each
by profile with the options bought for it (`figures` for a partial unit,
`attached_to` for a leader). Positions belong to scenarios, not here. Which
profiles and options exist, and what they cost, is the ruleset's business: it
checks a loaded list with its own hook (`army_list_problems`).

>>> doc = {"format": "wartable-army", "ruleset": "iron_winds", "name": "Scouts",
...        "units": [{"id": "u1", "profile": "human_archers"}],
...        "leaders": [{"id": "l1", "profile": "human_general", "attached_to": "u1"}]}
>>> army = load_army_data(doc, "scouts.json")
>>> [e.id for e in army.entries()]
['u1', 'l1']
"""
from __future__ import annotations

from typing import Annotated, Any, Iterator, Literal, Optional

from pydantic import Field

from .base import SCHEMA_VERSION, Ident, Name, Strict
from .errors import FileError, Problem
from .files import load_model
from .scenario import OptionValue

__all__ = ["ArmyList", "ArmyEntry", "ARMY_FORMAT", "load_army_data"]

ARMY_FORMAT = "wartable-army"


class ArmyEntry(Strict):
    """One unit or leader of an army list."""

    id: Ident
    profile: Ident
    name: Optional[Name] = None
    figures: Optional[Annotated[int, Field(ge=1, le=1000)]] = Field(
        None, description="Figures bought when fewer than a whole unit (a partial unit).")
    options: list[Ident] = Field(default_factory=list, description="Ruleset options bought for this entry.")
    attached_to: Optional[Ident] = Field(None, description="For a leader: the unit he commands at the start.")


class ArmyList(Strict):
    """An army list (`"format": "wartable-army"`)."""

    schema_: Optional[str] = Field(None, alias="$schema", description="Optional JSON Schema reference for editors.")
    format: Literal["wartable-army"] = ARMY_FORMAT
    schema_version: Annotated[int, Field(ge=1)] = SCHEMA_VERSION
    ruleset: Ident
    name: Name
    points_limit: Optional[Annotated[int, Field(ge=0, le=100_000)]] = None
    notes: Annotated[str, Field(max_length=5000)] = ""
    options: dict[Ident, OptionValue] = Field(default_factory=dict, description="Ruleset options the list assumes "
                                                                                 "(advanced rules switched on).")
    units: Annotated[list[ArmyEntry], Field(max_length=1000)] = Field(default_factory=list)
    leaders: Annotated[list[ArmyEntry], Field(max_length=100)] = Field(default_factory=list)

    def entries(self) -> Iterator[ArmyEntry]:
        yield from self.units
        yield from self.leaders


def load_army_data(data: Any, file: str = "<army>") -> ArmyList:
    """Validate an army list document; a bad one raises `FileError` naming the field."""
    if not isinstance(data, dict):
        raise FileError.one(file, "", f"must hold a JSON object {{...}}, not {type(data).__name__}")
    version = data.get("schema_version")
    if isinstance(version, int) and not isinstance(version, bool) and version > SCHEMA_VERSION:
        raise FileError.one(file, "schema_version", f"made by a newer Wartable (version {version}; this build "
                                                    f"reads up to {SCHEMA_VERSION}); update Wartable to open it")
    if data.get("format") != ARMY_FORMAT:
        raise FileError.one(file, "format", f"not a Wartable army list (expected format {ARMY_FORMAT!r})")
    army = load_model(ArmyList, data, file)
    problems = _reference_problems(army, file)
    if problems:
        raise FileError(problems)
    return army


def _reference_problems(army: ArmyList, file: str) -> list[Problem]:
    """Ids unique; only leaders attached, and to a unit of the list."""
    out: list[Problem] = []
    seen: dict[str, str] = {}
    unit_ids = {u.id for u in army.units}
    for group in ("units", "leaders"):
        for i, entry in enumerate(getattr(army, group)):
            where = f"{group}.{i}"
            if entry.id in seen:
                out.append(Problem(file, f"{where}.id", f"id {entry.id!r} is used twice (also at {seen[entry.id]})"))
            seen.setdefault(entry.id, where)
            if entry.attached_to is None:
                continue
            if group == "units":
                out.append(Problem(file, f"{where}.attached_to", "only leaders are attached to units"))
            elif entry.attached_to not in unit_ids:
                out.append(Problem(file, f"{where}.attached_to", f"no unit {entry.attached_to!r} in this list"))
    return out
