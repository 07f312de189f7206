"""Board labels that never run together, and sizes that follow the zoom.

A `LabelPlacer` lives for one drawing of the board: each label asks for a spot
among a few candidates (under its base, above, beside) and gets the first one
no earlier label covers, or none (the label is left out; the unit card still
names the unit). `label_size` gives the text size for a zoom, and
`label_detail` how much a label says: the name and strength when near, the
strength alone when far, nothing when the bases are specks.
"""
from __future__ import annotations

import pygame

__all__ = ["LabelPlacer", "label_size", "label_detail", "FULL", "STRENGTH", "NONE"]

FULL, STRENGTH, NONE = "full", "strength", "none"
NAMES_FROM = 9.0      # pixels per inch from which bases carry their names
STRENGTH_FROM = 4.0   # and from which they carry their strength at all


def label_size(scale: float, ui_scale: float = 1.0) -> int:
    """Label text size in points for a camera scale (pixels per inch): 9 when far, up to 16 when near."""
    return int(round(max(9, min(16, 7 + scale * 0.22)) * ui_scale))


def label_detail(scale: float) -> str:
    if scale >= NAMES_FROM:
        return FULL
    if scale >= STRENGTH_FROM:
        return STRENGTH
    return NONE


class LabelPlacer:
    """First free spot for each label; the spots taken so far are remembered until `reset`."""

    def __init__(self) -> None:
        self.taken: list[pygame.Rect] = []
        self.dropped = 0

    def reset(self) -> None:
        self.taken.clear()
        self.dropped = 0

    def reserve(self, rect: pygame.Rect) -> None:
        self.taken.append(pygame.Rect(rect))

    def free(self, rect: pygame.Rect) -> bool:
        return rect.inflate(2, -2).collidelist(self.taken) < 0

    def place(self, candidates) -> pygame.Rect | None:
        """The first candidate rect that overlaps no label placed before (and take it), else None."""
        for rect in candidates:
            if self.free(rect):
                self.reserve(rect)
                return rect
        self.dropped += 1
        return None
