"""Unit profiles for Forgotten World: Conquerors: the eight skills (M SS FS D H W A Ld) and what a unit is.

`kind` picks the square base (infantry 20x20 mm, cavalry 25x50 mm, monster 40x40 mm, war machine
50x50 mm) and the rank widths a regiment may take; `single` models (characters, lone monsters,
chariots) act alone and turn for free. SS, FS, D and H are the die score needed (2..6); `range` is the
shooting range in inches (0: no shooting weapon).
"""
from __future__ import annotations

from typing import Annotated, Literal, Optional

from pydantic import Field, model_validator

from .base import ProfileBase

__all__ = ["ForgottenWorldProfile", "FW_KINDS"]

FW_KINDS = ("infantry", "cavalry", "monster", "warmachine", "character", "chariot")
Score = Annotated[int, Field(ge=1, le=6)]


class ForgottenWorldProfile(ProfileBase):
    """A regiment's or a single model's card."""

    ruleset: Literal["forgotten_world"]
    kind: Literal["infantry", "cavalry", "monster", "warmachine", "character", "chariot"]
    base_kind: Optional[Literal["infantry", "cavalry", "monster", "warmachine"]] = Field(
        None, description="For characters and chariots: which square base the model stands on (default infantry "
                          "for characters, cavalry for chariots).")
    single: bool = Field(False, description="A single model acting alone (characters always are).")
    M: Annotated[int, Field(ge=1, le=12)]
    SS: Score
    FS: Score
    D: Score
    H: Score
    W: Annotated[int, Field(ge=1, le=20)] = 1
    A: Annotated[int, Field(ge=1, le=10)] = 1
    Ld: Annotated[int, Field(ge=0, le=10)] = 3
    range: Annotated[float, Field(ge=0, le=72)] = 0.0
    stamina: Annotated[int, Field(ge=0, le=6)] = 3
    standard: bool = Field(False, description="The regiment carries a standard bearer.")
    mage: bool = False
    flyer: bool = False
    models: Annotated[int, Field(ge=1, le=200)] = Field(1, description="Models in a regiment as fielded.")
    files: Optional[Annotated[int, Field(ge=1, le=12)]] = Field(None, description="Models in its front rank.")

    @model_validator(mode="after")
    def _consistent(self) -> "ForgottenWorldProfile":
        if self.kind == "character" and not self.single:
            object.__setattr__(self, "single", True)
        if self.single and self.models != 1:
            raise ValueError("a single model is one model")
        return self

    @property
    def base(self) -> str:
        """The square base kind the models stand on."""
        if self.base_kind:
            return self.base_kind
        if self.kind == "character":
            return "infantry"
        if self.kind == "chariot":
            return "cavalry"
        return self.kind
