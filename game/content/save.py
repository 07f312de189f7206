"""The save file: the scenario, the seed and the action log, plus checkpoint
hashes that prove a replay reproduces the battle."""
from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from .base import Ident, Strict
from .scenario import Scenario

__all__ = ["SaveFile", "SAVE_VERSION", "SAVE_FORMAT"]

SAVE_VERSION = 1
SAVE_FORMAT = "wartable-save"


class SaveFile(Strict):
    format: Literal["wartable-save"] = SAVE_FORMAT
    save_version: Annotated[int, Field(ge=1)] = SAVE_VERSION
    app_version: Annotated[str, Field(max_length=40)]
    ruleset: Ident
    seed: Annotated[int, Field(ge=0, le=2**63 - 1)]
    teaching: bool = False
    scenario_file: Annotated[str, Field(max_length=4096)] | None = None
    scenario: Scenario
    actions: Annotated[list[Annotated[str, Field(max_length=100_000)]], Field(max_length=1_000_000)]
    checkpoints: Annotated[list[Annotated[str, Field(pattern=r"^[0-9a-f]{16}$")]], Field(max_length=1_000_000)]
    turn: Annotated[int, Field(ge=0)] | None = None   # the turn when saved, for the list of saves (not replayed)
