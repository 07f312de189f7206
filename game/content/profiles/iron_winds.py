"""Unit profiles for Iron Winds of War: leaders, and units of levy, warriors or knights.

A profile says what a unit *is* (race, type, mounted, full strength, base size)
and what every unit of the profile carries (`equipment`, e.g. bows). What a
player buys on top for one unit goes in the scenario's or army list's `options`.
"""
from __future__ import annotations

from typing import Annotated, Literal, Optional

from pydantic import Field, model_validator

from .base import ProfileBase

__all__ = ["IronWindsProfile", "IW_RACES", "IW_TYPES", "IW_OPTIONS", "IwOption"]

IW_RACES = ("human", "dwarf", "elf", "orc", "goblin", "troll", "ogre", "skeleton")
IW_TYPES = ("leader", "levy", "warrior", "knight")
# Everything a unit or leader may carry or buy. Leaders buy hero / demigod.
IW_OPTIONS = ("bows", "longbows", "crossbows", "elite", "pikes", "dwarven_armour", "hero", "demigod")

IwOption = Literal["bows", "longbows", "crossbows", "elite", "pikes", "dwarven_armour", "hero", "demigod"]
BaseSize = tuple[Annotated[float, Field(gt=0, le=24)], Annotated[float, Field(gt=0, le=24)]]


class IronWindsProfile(ProfileBase):
    """A leader or a unit of Iron Winds of War.

    `figures` is a whole unit's strength (12 on foot, 6 mounted, 1 for a
    leader) and defaults accordingly. `base` is [frontage, depth] in inches for
    a unit (default 4 x 2 on foot, 4 x 3 mounted) or [diameter, diameter] for a
    leader's round base (default 1 x 1).
    """

    ruleset: Literal["iron_winds"]
    race: Literal["human", "dwarf", "elf", "orc", "goblin", "troll", "ogre", "skeleton"] = "human"
    type: Literal["leader", "levy", "warrior", "knight"]
    mounted: bool = False
    figures: Optional[Annotated[int, Field(ge=1, le=12)]] = None
    equipment: list[IwOption] = Field(default_factory=list, description="Options every unit of this profile has "
                                                                        "(and pays for), such as bows.")
    base: Optional[BaseSize] = None
    catalogue: Optional[Annotated[str, Field(pattern=r"^[0-9]{2}-[0-9]{3}$")]] = Field(
        None, description="The miniatures catalogue number, e.g. 02-731.")

    @model_validator(mode="after")
    def _consistent(self) -> "IronWindsProfile":
        if self.type == "levy" and self.mounted:
            raise ValueError("levy units may not be cavalry")
        if self.type == "leader":
            if self.figures not in (None, 1):
                raise ValueError("a leader is a single figure")
            bad = [o for o in self.equipment if o not in ("hero", "demigod")]
            if bad:
                raise ValueError(f"a leader cannot carry {bad[0]!r}")
        elif self.figures is not None and self.figures > self.full_strength:
            raise ValueError(f"a whole unit has {self.full_strength} figures, not {self.figures}")
        return self

    @property
    def is_leader(self) -> bool:
        return self.type == "leader"

    @property
    def full_strength(self) -> int:
        """Figures in a whole unit: 12 on foot, 6 mounted, 1 for a leader."""
        if self.type == "leader":
            return 1
        return 6 if self.mounted else 12

    @property
    def strength(self) -> int:
        """Figures a unit of this profile fields when the scenario does not say."""
        return self.figures or self.full_strength

    @property
    def base_size(self) -> tuple[float, float]:
        if self.base is not None:
            return (float(self.base[0]), float(self.base[1]))
        if self.type == "leader":
            return (1.0, 1.0)
        return (4.0, 3.0) if self.mounted else (4.0, 2.0)
