"""Snapping: to hex or tile centres on cell maps, to a 0.5" grid and 15 degree steps on tables.

Toggled with a key (G); off, positions follow the pointer and turns go in 5 degree steps.
"""
from __future__ import annotations

from dataclasses import dataclass

__all__ = ["Snap", "GRID", "ANGLE", "FINE_ANGLE"]

GRID = 0.5          # inches
ANGLE = 15.0        # degrees
FINE_ANGLE = 5.0    # degrees, when snapping is off


@dataclass
class Snap:
    on: bool = True

    def toggle(self) -> bool:
        self.on = not self.on
        return self.on

    def point(self, x: float, y: float) -> tuple[float, float]:
        if not self.on:
            return (round(x, 3), round(y, 3))
        return (round(x / GRID) * GRID, round(y / GRID) * GRID)

    def length(self, v: float, least: float = GRID) -> float:
        """A radius, width or side: a multiple of the grid when snapping (never below `least`)."""
        v = round(v / GRID) * GRID if self.on else round(v, 3)
        return max(least, v)

    def angle(self, degrees: float) -> float:
        step = ANGLE if self.on else 1.0
        return (round(degrees / step) * step) % 360

    @property
    def turn_step(self) -> float:
        """Degrees one Q/E press turns a base or a piece."""
        return ANGLE if self.on else FINE_ANGLE

    def describe(self) -> str:
        return 'Snap on: hex and tile centres, 0.5" grid, 15° turns' if self.on else \
            "Snap off: free positions, 5° turns"
