"""The lesson file: a scenario and a list of steps that walk a newcomer through the rules.

A lesson (`maps/lessons/*.json`, `"format": "wartable-lesson"`) holds a scenario
(inline, or a path relative to the lesson file), the faces the dice show while
the battle is set up, and its steps. A step says what is about to happen in the
project's own words and which section of the ruleset governs it; what to
highlight; what the learner must do (a given action, any action of a kind, or
just continue) with a hint for anything else; the dice faces that step rolls;
what the rules must refuse there; and what to point out afterwards (events that
must happen, modifiers, odds).

Nothing here knows a ruleset: actions are their text form, rules are section
names, and the loader checks both against whichever ruleset the lesson names.
"""
from __future__ import annotations

from typing import Annotated, Any, Literal, Union

from pydantic import Field, model_validator

from ..content.base import Cell, Ident, Name, Point, Strict
from ..content.scenario import Scenario

__all__ = ["Lesson", "Step", "Highlight", "Area", "SightLine", "ExpectEvent", "Face", "LESSON_FORMAT",
           "LESSON_VERSION", "DO_KINDS", "Refusal"]

LESSON_FORMAT = "wartable-lesson"
LESSON_VERSION = 1
DO_KINDS = ("continue", "action", "kind")

Text = Annotated[str, Field(min_length=1, max_length=2000)]
Section = Annotated[str, Field(min_length=1, max_length=120,
                               description="A section of the lesson's ruleset, as its rules panel names it.")]
ActionText = Annotated[str, Field(min_length=1, max_length=20_000,
                                  description="An action in its text form, e.g. \"Shoot(unit='a', target='b')\".")]
Face = Union[Annotated[int, Field(ge=1, le=100)],
             Annotated[tuple[Annotated[str, Field(max_length=8)], Annotated[int, Field(ge=1, le=100)]],
                       Field(description="[die kind, face]: also asserts which die is rolled, e.g. [\"d12\", 7]")]]


class Area(Strict):
    """A part of the board to light up: cells (hex or tile maps), or a polygon or circle (inches)."""

    label: Annotated[str, Field(max_length=80)] = ""
    cells: Annotated[list[Cell], Field(max_length=500)] = []
    points: Annotated[list[Point], Field(max_length=200)] = []
    center: Point | None = None
    radius: Annotated[float, Field(gt=0, le=1000)] | None = None

    @model_validator(mode="after")
    def _one_shape(self) -> "Area":
        shapes = sum((bool(self.cells), bool(self.points), self.center is not None))
        if shapes != 1:
            raise ValueError("an area is exactly one of: cells, points (a polygon), center with radius (a circle)")
        if (self.center is None) != (self.radius is None):
            raise ValueError("a circle needs both center and radius")
        if self.points and len(self.points) < 3:
            raise ValueError("a polygon needs at least 3 points")
        return self


class SightLine(Strict):
    """A line of sight to draw, from one unit to another."""

    from_unit: Annotated[Ident, Field(alias="from")]
    to_unit: Annotated[Ident, Field(alias="to")]


class Highlight(Strict):
    """What a step lights up on the board."""

    units: Annotated[list[Ident], Field(max_length=100)] = []
    cells: Annotated[list[Cell], Field(max_length=500)] = []
    areas: Annotated[list[Area], Field(max_length=50)] = []
    sight: Annotated[list[SightLine], Field(max_length=20)] = []
    arc: Annotated[list[Ident], Field(max_length=20, description="units whose arc (of sight or fire) to draw")] = []


class ExpectEvent(Strict):
    """An event the step must produce: its kind, and optionally words of its text, its rule and data."""

    kind: Annotated[str, Field(min_length=1, max_length=40)]
    text: Annotated[str, Field(max_length=400)] = ""
    rule: Annotated[str, Field(max_length=120)] = ""
    data: dict[str, Any] = {}


class Refusal(Strict):
    """An action the rules must refuse at this step (before its own action), and words of the reason given:
    a lesson may invite the learner to try it and see the refusal with its rule."""

    action: ActionText
    reason: Annotated[str, Field(max_length=400)] = ""


class Step(Strict):
    """One step of a lesson."""

    title: Annotated[str, Field(max_length=80)] = ""
    text: Text
    rule: Section
    highlight: Highlight = Highlight()
    do: Literal["continue", "action", "kind"] = "continue"
    action: ActionText | None = Field(None, description="the action 'Show me' performs; with do='action' the only "
                                                        "one allowed")
    kind: Annotated[str, Field(max_length=40)] | None = Field(None, description="with do='kind': the action class "
                                                                               "allowed, e.g. 'Move'")
    unit: Ident | None = Field(None, description="with do='kind': the unit that must act (any when absent)")
    hint: Annotated[str, Field(max_length=600)] = ""
    dice: Annotated[list[Face], Field(max_length=200)] = []
    expect: Annotated[list[ExpectEvent], Field(max_length=40)] = []
    modifiers: Annotated[list[Annotated[str, Field(max_length=120)]], Field(max_length=40)] = []
    refused: Annotated[list[Refusal], Field(max_length=20, description="actions the rules must refuse here, "
                                                                       "before the step's own action")] = []
    odds: bool = Field(False, description="point out the odds panel before the roll")
    after: Annotated[str, Field(max_length=2000)] = Field("", description="what to point out once the step is done")

    @model_validator(mode="after")
    def _consistent(self) -> "Step":
        if self.do == "continue":
            if self.action or self.kind or self.dice or self.expect or self.modifiers:
                raise ValueError("a 'continue' step performs nothing: no action, kind, dice, expect or modifiers")
        else:
            if not self.action:
                raise ValueError(f"a step with do={self.do!r} needs 'action' (what 'Show me' performs)")
            if not self.hint:
                raise ValueError("a step the learner acts in needs a 'hint' (shown when they do something else)")
        if self.do == "kind" and not self.kind:
            raise ValueError("a step with do='kind' needs 'kind' (the action class allowed)")
        if self.do != "kind" and (self.kind or self.unit):
            raise ValueError("'kind' and 'unit' belong to steps with do='kind'")
        return self


class Lesson(Strict):
    """A guided lesson: a scenario, scripted dice, steps."""

    schema_: str | None = Field(None, alias="$schema", max_length=4096,
                                description="Optional JSON Schema reference for editors.")
    format: Literal["wartable-lesson"] = LESSON_FORMAT
    schema_version: Annotated[int, Field(ge=1)] = LESSON_VERSION
    id: Ident
    ruleset: Ident
    title: Name
    summary: Annotated[str, Field(max_length=2000)] = ""
    order: Annotated[int, Field(ge=0, le=10_000)] = 0
    teaches: Annotated[list[Section], Field(max_length=60, description="the sections this lesson teaches")] = []
    example: Annotated[str, Field(max_length=200)] = Field("", description="the seed text's worked example it "
                                                                          "plays out, if any")
    scenario: Union[Annotated[str, Field(min_length=1, max_length=4096)], Scenario]
    seed: Annotated[int, Field(ge=0, le=2**63 - 1)] = 1
    setup_dice: Annotated[list[Face], Field(max_length=200)] = []
    steps: Annotated[list[Step], Field(min_length=1, max_length=200)]
    next: Ident | None = Field(None, description="the id of the lesson to take after this one")
