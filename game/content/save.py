"""The save file: the scenario, the seed and the action log, plus checkpoint
hashes that prove a replay reproduces the battle.

Since save version 2 a save also keeps its history as a tree of lines (the main
line and its "what if" branches). The top-level `actions`/`checkpoints` are the
current line in full, so a reader that knows nothing of branches still replays
the battle as it stands. Every other line is a fork point (`parent`, `at`: the
number of the parent's actions it shares) and its own actions after that point;
the dice need no record of their own, since replaying the shared actions from
the seed leaves them exactly where they stood at the fork.
"""
from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Field

from .base import Ident, Strict
from .scenario import Scenario

__all__ = ["SaveFile", "SaveLine", "SAVE_VERSION", "SAVE_FORMAT", "MAIN_LINE", "migrate_save"]

SAVE_VERSION = 2
SAVE_FORMAT = "wartable-save"
MAIN_LINE = "main"

ActionText = Annotated[str, Field(max_length=100_000)]
Checkpoint = Annotated[str, Field(pattern=r"^[0-9a-f]{16}$")]


class SaveLine(Strict):
    """One line of the history tree. The current line's actions are the save's own (left out here)."""

    id: Ident
    name: Annotated[str, Field(min_length=1, max_length=80)]
    parent: Ident | None = None
    at: Annotated[int, Field(ge=0)] = 0
    actions: Annotated[list[ActionText], Field(max_length=1_000_000)] | None = None
    checkpoints: Annotated[list[Checkpoint], Field(max_length=1_000_000)] | None = None


class SaveFile(Strict):
    format: Literal["wartable-save"] = SAVE_FORMAT
    save_version: Annotated[int, Field(ge=1)] = SAVE_VERSION
    app_version: Annotated[str, Field(max_length=40)]
    ruleset: Ident
    seed: Annotated[int, Field(ge=0, le=2**63 - 1)]
    teaching: bool = False
    scenario_file: Annotated[str, Field(max_length=4096)] | None = None
    scenario: Scenario
    actions: Annotated[list[ActionText], Field(max_length=1_000_000)]
    checkpoints: Annotated[list[Checkpoint], Field(max_length=1_000_000)]
    turn: Annotated[int, Field(ge=0)] | None = None   # the turn when saved, for the list of saves (not replayed)
    lines: Annotated[list[SaveLine], Field(min_length=1, max_length=10_000)] = Field(
        default_factory=lambda: [SaveLine(id=MAIN_LINE, name="Main line")])
    current: Ident = MAIN_LINE


def migrate_save(data: Any) -> Any:
    """A save's JSON brought up to SAVE_VERSION (a new dict; older files are read, never rewritten).

    Version 1 (no history) becomes a tree of one line, the main line, which is current.
    Anything that is not a dict, or is of no known older version, is returned as is for
    validation to name its problems.
    """
    if not isinstance(data, dict):
        return data
    version = data.get("save_version", 1)
    if version == 1:
        data = dict(data)
        data["lines"] = [{"id": MAIN_LINE, "name": "Main line", "parent": None, "at": 0}]
        data["current"] = MAIN_LINE
        data["save_version"] = 2
    return data
