"""Unit profiles for Iron Dawn: infantry squads of individual models, solo units (commanders,
elites), vehicles with armour facings and weapon mounts, and stationary weapons.

The seed text lists characteristics but no army lists, so every shipped profile is a Wartable
sample (`sample=True`); scenarios may define their own in the same shape.
"""
from __future__ import annotations

from typing import Annotated, Literal, Optional

from pydantic import Field, model_validator

from ..base import Name, Strict
from .base import ProfileBase

__all__ = ["IronDawnProfile", "IdWeapon", "ID_FACTIONS", "ID_KINDS", "ID_MOUNTS"]

ID_FACTIONS = ("humans", "sparaxians", "woruxi", "sea_people", "kurae")
ID_KINDS = ("squad", "solo", "commander", "vehicle", "emplacement")
ID_MOUNTS = ("carried", "main", "coax", "hull", "cupola", "sponson_left", "sponson_right", "fixed")

Stat = Annotated[int, Field(ge=0, le=20)]


class IdWeapon(Strict):
    """A weapon line: range (effective / maximum, inches), ACC, ATT, ROF, class and type."""

    name: Name
    effective: Annotated[float, Field(ge=0, le=200)]
    maximum: Annotated[float, Field(ge=0, le=200)]
    acc: Annotated[int, Field(ge=1, le=5)]
    att: Stat
    rof: Annotated[int, Field(ge=1, le=20)] = 1
    cls: Literal["infantry", "vehicle"] = "infantry"
    type: Literal["mobile", "heavy"] = "mobile"
    special: Literal["", "explosive", "flame", "indirect"] = ""
    mount: Literal["carried", "main", "coax", "hull", "cupola", "sponson_left", "sponson_right", "fixed"] = "carried"
    models: Optional[Annotated[int, Field(ge=1, le=30)]] = Field(
        None, description="Squads: how many models carry it (None: every model without another weapon).")
    crew: Annotated[int, Field(ge=1, le=5)] = Field(1, description="Stationary weapons: models needed to fire it.")

    @model_validator(mode="after")
    def _ranges(self) -> "IdWeapon":
        if self.maximum < self.effective:
            raise ValueError("the maximum range is shorter than the effective range")
        if self.special == "flame" and self.cls != "infantry":
            raise ValueError("flame weapons are infantry class")
        return self


class IronDawnProfile(ProfileBase):
    """A squad, solo unit, commander, vehicle or stationary weapon of Iron Dawn."""

    ruleset: Literal["iron_dawn"]
    faction: Literal["humans", "sparaxians", "woruxi", "sea_people", "kurae"]
    kind: Literal["squad", "solo", "commander", "vehicle", "emplacement"]
    points: Annotated[int, Field(ge=0, le=10_000)] = 0
    rank: Literal["conscript", "trained", "crack"] = "trained"
    veteran: bool = False
    spd: Stat = 0
    acc: Stat = 0
    mel: Stat = 0
    att: Stat = 0
    defence: Stat = Field(0, description="DEF (infantry).")
    hp: Annotated[int, Field(ge=1, le=50)] = 1
    mor: Stat = 0
    models: Annotated[int, Field(ge=1, le=30)] = 1
    leader: bool = Field(False, description="Squads: one model is a squad leader.")
    command: Optional[Literal["junior", "senior"]] = None
    abilities: list[Literal["repair", "demolition"]] = Field(default_factory=list)
    base: Annotated[float, Field(gt=0, le=6)] = 1.0
    height: Annotated[float, Field(gt=0, le=12)] = 1.25
    # vehicles
    tur: Annotated[float, Field(ge=0, le=24)] = 0
    td: Stat = 0
    fd: Stat = 0
    sd: Stat = 0
    rd: Stat = 0
    size: tuple[Annotated[float, Field(gt=0, le=24)], Annotated[float, Field(gt=0, le=24)]] = (3.0, 5.0)
    crew: Annotated[int, Field(ge=0, le=10)] = 0
    transport: Annotated[int, Field(ge=0, le=30)] = 0
    open_top: bool = False
    twin_turret: bool = False
    command_vehicle: bool = False
    chassis: Literal["tracked", "walker", "skiff", "bike"] = Field(
        "tracked", description="Vehicles: how it goes, for its look on the table (tracks, legs, a hover hull, a "
                               "bike); the rules do not read it.")
    weapons: list[IdWeapon] = Field(default_factory=list)

    @model_validator(mode="after")
    def _consistent(self) -> "IronDawnProfile":
        if self.kind != "squad" and (self.models != 1 or self.leader):
            raise ValueError("only squads have several models or a squad leader")
        if self.kind == "commander" and self.command is None:
            raise ValueError("a commander is junior or senior (`command`)")
        if self.kind != "vehicle" and (self.transport or self.twin_turret):
            raise ValueError("only vehicles carry troops or have turrets")
        carried = sum(w.models or 0 for w in self.weapons if w.mount == "carried")
        if carried > self.models:
            raise ValueError(f"weapons are carried by {carried} models but the unit has {self.models}")
        return self

    @property
    def is_vehicle(self) -> bool:
        return self.kind == "vehicle"
