"""Ground a ruleset asks the screen to draw on a table (`Ruleset.area_marks`): what an aimed action
would cover (a spell's area while it waits to be cast) and lasting effects on the ground (a fog), each
a polygon, a circle or a line, in inches, with a tone and a label. Nothing here knows a ruleset."""
from __future__ import annotations

from dataclasses import dataclass

__all__ = ["AreaMark", "AREA_TONES"]

AREA_TONES = ("aim", "effect", "danger", "info")


@dataclass(frozen=True, slots=True)
class AreaMark:
    """One area, exactly one shape: `points` (a polygon), `center` + `radius` (a circle), or `line` (a
    polyline, `width` inches wide). `tone`: "aim" (what the pending action would cover), "effect" (a lasting
    effect), "danger" or "info"; `label` says what it is, in a few words."""

    tone: str = "info"
    label: str = ""
    points: tuple[tuple[float, float], ...] = ()
    center: tuple[float, float] | None = None
    radius: float = 0.0
    line: tuple[tuple[float, float], ...] = ()
    width: float = 0.0

    def __post_init__(self) -> None:
        shapes = (len(self.points) >= 3) + (self.center is not None and self.radius > 0) + (len(self.line) >= 2)
        if shapes != 1:
            raise ValueError("an AreaMark is one of: points (3 or more), center with radius, line (2 or more points)")
        if self.tone not in AREA_TONES:
            raise ValueError(f"unknown tone {self.tone!r}; known: {', '.join(AREA_TONES)}")
