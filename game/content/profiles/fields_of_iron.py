"""Unit cards for Fields of Iron and Echo.

The rules text refers to values printed on unit cards (shoot value, save value,
wounds, number of attacks, weapon range and damage, leadership skills) without
ever listing them. This model holds those values; Wartable's shipped cards are
sample values for a d12 (`sample: true`).

Target numbers are scores to equal or beat on a d12 after modifiers: a shoot
value of 7 hits on 7 or more.
"""
from __future__ import annotations

from typing import Annotated, Literal, Optional

from pydantic import Field, model_validator

from ..base import Name, Strict
from .base import ProfileBase

__all__ = ["FieldsOfIronProfile", "FoiWeapon", "FoiSkill", "FOI_UNIT_TYPES", "FOI_SKILLS"]

FOI_UNIT_TYPES = ("infantry", "heavy_cavalry", "light_cavalry", "artillery")
FOI_SKILLS = ("inspire", "hold_the_line")

Score = Annotated[int, Field(ge=1, le=13, description="The d12 score to equal or beat (13: cannot succeed "
                                                       "without a bonus).")]


class FoiWeapon(Strict):
    """A weapon on the card: shooting weapons are used in the Shoot phase, fighting weapons in the Fight."""

    name: Name
    kind: Literal["shoot", "fight"]
    attacks: Annotated[int, Field(ge=1, le=20, description="Dice rolled to hit.")]
    range: Annotated[int, Field(ge=1, le=40, description="Hexes, counted from the nearest front hex to the "
                                                          "target's hex, both included. Fighting weapons: 1.")] = 1
    damage: Annotated[int, Field(ge=1, le=10, description="Damage done by each hit that is not saved.")] = 1


class FoiSkill(Strict):
    """A leadership skill.

    - `inspire` (used at the start of the leader's activation): another
      friendly unit within `range` hexes that has not yet activated this turn
      adds `value` to its hit rolls until the end of the turn.
    - `hold_the_line` (always on): friendly units within `range` hexes of the
      leader add `value` to their save rolls.
    """

    key: Literal["inspire", "hold_the_line"]
    name: Name
    range: Annotated[int, Field(ge=1, le=12)] = 2
    value: Annotated[int, Field(ge=1, le=6)] = 1


class FieldsOfIronProfile(ProfileBase):
    ruleset: Literal["fields_of_iron"]
    type: Literal["infantry", "heavy_cavalry", "light_cavalry", "artillery"] = Field(
        description="How the unit moves (the text's four movement kinds).")
    monster: bool = Field(False, description="Monsters cross rivers like cavalry.")
    flying: bool = Field(False, description="Flyers ignore hills, rivers and broken ground when moving.")
    leader: bool = Field(False, description="Leaders benefit from 'Defend the boss!' and may have skills.")
    shoot: Optional[Score] = Field(None, description="Shoot value; needed when the card has a shooting weapon.")
    fight: Score = Field(description="Fight value: the score to hit with fighting weapons.")
    save: Score = Field(description="Save value: the score to save a hit.")
    wounds: Annotated[int, Field(ge=1, le=50, description="The unit is removed when its damage exceeds this.")]
    points: Annotated[int, Field(ge=0, le=1000, description="Victory points scored by the enemy for destroying "
                                                            "the unit.")] = 0
    weapons: Annotated[list[FoiWeapon], Field(max_length=8)] = Field(default_factory=list)
    skills: Annotated[list[FoiSkill], Field(max_length=4)] = Field(default_factory=list)

    @model_validator(mode="after")
    def _consistent(self) -> "FieldsOfIronProfile":
        names = [w.name for w in self.weapons]
        if len(set(names)) != len(names):
            raise ValueError("two weapons on one card share a name")
        if any(w.kind == "shoot" for w in self.weapons) and self.shoot is None:
            raise ValueError("a card with a shooting weapon needs a `shoot` value")
        if any(w.kind == "fight" and w.range != 1 for w in self.weapons):
            raise ValueError("fighting weapons reach adjacent hexes only: leave `range` at 1")
        if self.skills and not self.leader:
            raise ValueError("only leaders have leadership skills (set `leader: true`)")
        keys = [s.key for s in self.skills]
        if len(set(keys)) != len(keys):
            raise ValueError("a card lists the same leadership skill twice")
        return self
