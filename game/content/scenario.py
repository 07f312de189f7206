"""The scenario file: board, terrain, two sides with their armies, deployment
zones, objectives, turn limit, victory conditions and briefing.

Positions are in the board's own terms: `at` = [col, row] on hex and tile maps,
`pose` = [x, y, heading] on tables (inches; heading in degrees clockwise from
the top edge of the table, so 0 faces up and 90 faces right).
"""
from __future__ import annotations

from typing import Annotated, Literal, Optional, Union

from pydantic import Field, model_validator

from .base import SCHEMA_VERSION, Cell, Ident, Inches, Name, Point, Strict
from .board import Board
from .profiles import Profile
from .shapes import Shape
from .terrain import TerrainPiece

__all__ = ["Scenario", "Side", "UnitPlacement", "Objective", "VictoryCondition", "HEX_COMPASS",
           "OptionValue"]

# Compass names of the six hex facings, by map orientation, in the order of the
# geometry's Facing directions (0..5).
HEX_COMPASS = {
    "flat": ("SE", "NE", "N", "NW", "SW", "S"),
    "pointy": ("E", "NE", "NW", "W", "SW", "SE"),
}

Heading = Annotated[float, Field(ge=-360, le=720, description="Degrees clockwise from the table's top edge.")]
Pose = tuple[Inches, Inches, Heading]
OptionValue = Union[bool, int, float, str]


class UnitPlacement(Strict):
    """One unit of an army, where it stands and which way it faces."""

    id: Ident
    profile: Ident = Field(description="A unit profile id: one of the ruleset's, or one in this file's `profiles`.")
    name: Optional[Name] = None
    at: Optional[Cell] = Field(None, description="[col, row] on hex and tile maps.")
    facing: Optional[Annotated[str, Field(pattern=r"^(N|NE|E|SE|S|SW|W|NW)$")]] = Field(
        None, description="Hex maps: which hex side the unit faces, as a compass name.")
    pose: Optional[Pose] = Field(None, description="Tables: [x, y, heading] of the base's centre.")
    figures: Optional[Annotated[int, Field(ge=1, le=1000)]] = Field(
        None, description="Figures or models in the unit when fewer than the profile's full strength.")
    ranks: Optional[Annotated[int, Field(ge=1, le=50)]] = None
    files: Optional[Annotated[int, Field(ge=1, le=50)]] = None
    attached_to: Optional[Ident] = Field(None, description="For a leader: the unit he commands.")
    turret: Optional[Annotated[float, Field(ge=-360, le=360)]] = Field(
        None, description="Tables: which way a vehicle's turret points at the start, in degrees clockwise from "
        "its hull's heading (0 along the hull, 90 to its right). Read by rulesets that model turrets (Iron Dawn), "
        "which refuse it on a unit without one.")
    options: list[Ident] = Field(default_factory=list, description="Ruleset options bought for the unit.")

    @model_validator(mode="after")
    def _one_position(self) -> "UnitPlacement":
        if self.at is None and self.pose is None:
            raise ValueError("a unit needs a position: `at` on hex and tile maps or `pose` on tables")
        if self.at is not None and self.pose is not None:
            raise ValueError("give either `at` (cells) or `pose` (tables), not both")
        return self


class Side(Strict):
    id: Ident
    name: Name
    color: Annotated[str, Field(pattern=r"^#[0-9a-fA-F]{6}$")] = "#888888"
    units: Annotated[list[UnitPlacement], Field(max_length=1000)] = Field(default_factory=list)
    deployment: Annotated[list[Shape], Field(max_length=50)] = Field(default_factory=list)
    points_limit: Optional[Annotated[int, Field(ge=0, le=100_000)]] = None
    army: Optional[Annotated[str, Field(max_length=200)]] = Field(
        None, description="Optional army list file this side was built from (informational).")


class Objective(Strict):
    id: Ident
    name: Name
    at: Optional[Cell] = None
    point: Optional[Point] = None
    radius: Annotated[float, Field(ge=0, le=100)] = 0.0
    points: Annotated[int, Field(ge=0, le=1000)] = 1

    @model_validator(mode="after")
    def _one_position(self) -> "Objective":
        if (self.at is None) == (self.point is None):
            raise ValueError("an objective needs exactly one of `at` (cells) or `point` (tables)")
        return self


class VictoryCondition(Strict):
    """How a battle is won. The ruleset says how each kind is scored.

    - `score_at_end`: at the turn limit the side with the higher score wins.
    - `army_broken`: a side whose losses reach `threshold` (a fraction of its
      starting strength) loses at once.
    - `objectives`: at the turn limit the side holding more objective points wins.
    - `last_side_standing`: a side with no units left loses.
    """

    kind: Literal["score_at_end", "army_broken", "objectives", "last_side_standing"]
    threshold: Optional[Annotated[float, Field(gt=0, le=1)]] = None
    text: Optional[Annotated[str, Field(max_length=500)]] = None


class Scenario(Strict):
    schema_: Optional[str] = Field(None, alias="$schema", description="Optional JSON Schema reference for editors.")
    schema_version: Annotated[int, Field(ge=1)] = SCHEMA_VERSION
    ruleset: Ident = Field(description="The ruleset's package name, e.g. fields_of_iron.")
    title: Name
    briefing: Annotated[str, Field(max_length=10_000)] = ""
    board: Board
    terrain: Annotated[list[TerrainPiece], Field(max_length=5000)] = Field(default_factory=list)
    sides: Annotated[list[Side], Field(min_length=2, max_length=2)]
    profiles: Annotated[list[Profile], Field(max_length=500)] = Field(
        default_factory=list, description="Unit profiles defined in this file, on top of the ruleset's.")
    objectives: Annotated[list[Objective], Field(max_length=100)] = Field(default_factory=list)
    turn_limit: Optional[Annotated[int, Field(ge=1, le=1000)]] = None
    first_side: Optional[Ident] = Field(None, description="The side that deploys and moves first, when the "
                                                          "rules leave it to the scenario.")
    victory: Annotated[list[VictoryCondition], Field(max_length=10)] = Field(default_factory=list)
    options: dict[Ident, OptionValue] = Field(default_factory=dict, description="Ruleset options, such as "
                                                                                 "advanced rules switched on.")

    def side(self, side_id: str) -> Side:
        for s in self.sides:
            if s.id == side_id:
                return s
        raise KeyError(side_id)

    def all_units(self):
        for s in self.sides:
            for u in s.units:
                yield s, u
