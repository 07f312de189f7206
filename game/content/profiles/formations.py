"""Unit profiles for Movement and Terrain (`formations`).

The rules text names a unit's speed, integrity, class and armour save but
prints no values; Wartable's shipped profiles are sample values for a d6
(`sample: true`). Scores are d6 results to equal or beat: `armour: 4` saves on
4 or more, a weapon with `hit: 4` hits on 4 or more.
"""
from __future__ import annotations

from typing import Annotated, Literal, Optional

from pydantic import Field, model_validator

from ..base import Name, Strict
from .base import ProfileBase

__all__ = ["FormationsProfile", "FmWeapon", "FM_CLASSES"]

FM_CLASSES = ("infantry", "vehicle", "war_engine")

D6Score = Annotated[int, Field(ge=2, le=6, description="The d6 score to equal or beat.")]


class FmWeapon(Strict):
    """A shooting weapon: `attacks` dice each hitting on `hit` or more, out to `range` tiles."""

    name: Name
    range: Annotated[int, Field(ge=1, le=60, description="Tiles (king moves) from the shooter to the target.")]
    attacks: Annotated[int, Field(ge=1, le=20)] = 1
    hit: D6Score = 4
    anti_air: bool = Field(False, description="May shoot at air units (every weapon of an air unit may).")


class FormationsProfile(ProfileBase):
    ruleset: Literal["formations"]
    unit_class: Literal["infantry", "vehicle", "war_engine"] = Field(
        description="Which column of the terrain tables the unit reads.")
    armoured: bool = Field(False, description="Vehicles: an armoured vehicle screens adjacent infantry and is "
                                              "slowed by Impeded terrain.")
    air: bool = Field(False, description="An air unit: flies over terrain and units (see the rulings).")
    climbing_gear: bool = Field(False, description="Infantry: cliffs are dangerous rather than impassable.")
    speed: Annotated[int, Field(ge=1, le=20, description="Tiles per move.")]
    integrity: Annotated[int, Field(ge=1, le=20, description="Casualties the unit can take; one d6 per point in "
                                                             "a dangerous terrain test.")]
    armour: Optional[D6Score] = Field(None, description="Armour save; none when absent.")
    assault: Annotated[int, Field(ge=0, le=20, description="Dice rolled in an assault.")] = 1
    assault_hit: D6Score = 4
    points: Annotated[int, Field(ge=0, le=1000, description="Victory points the enemy scores for destroying "
                                                            "the unit.")] = 0
    weapons: Annotated[list[FmWeapon], Field(max_length=6)] = Field(default_factory=list)

    @model_validator(mode="after")
    def _consistent(self) -> "FormationsProfile":
        names = [w.name for w in self.weapons]
        if len(set(names)) != len(names):
            raise ValueError("two weapons on one profile share a name")
        if self.climbing_gear and self.unit_class != "infantry":
            raise ValueError("only infantry may carry climbing gear")
        if self.armoured and self.unit_class != "vehicle":
            raise ValueError("only vehicles may be armoured")
        return self
