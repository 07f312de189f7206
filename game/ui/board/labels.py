"""Board labels that never run together, and sizes that follow the zoom.

A `LabelPlacer` lives for one drawing of the board: each label asks for a spot
among a few candidates (under its base, above, beside) and gets the first one
that neither an earlier label nor a base covers; failing that, the first no
earlier label covers (it may lie over a base); or none (the label is left out;
the unit card still names the unit). `label_size` gives the text size for a zoom, and
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
        self.covers: list[pygame.Rect] = []     # what a label had rather not hide: the bases on the table
        self.owners: list[str] = []             # whose base each of `covers` is
        self.dropped = 0

    def reset(self) -> None:
        self.taken.clear()
        self.covers.clear()
        self.owners.clear()
        self.dropped = 0

    def cover(self, rect: pygame.Rect, owner: str = "") -> None:
        """A base's box on the screen: labels go elsewhere when they can (its own unit's labels excepted)."""
        self.covers.append(pygame.Rect(rect))
        self.owners.append(owner)

    def clear_of_bases(self, rect: pygame.Rect, own: str = "") -> bool:
        hits = rect.inflate(-2, -2).collidelistall(self.covers)
        return all(self.owners[i] == own and own for i in hits)

    def reserve(self, rect: pygame.Rect) -> None:
        self.taken.append(pygame.Rect(rect))

    def free(self, rect: pygame.Rect) -> bool:
        return rect.inflate(2, -2).collidelist(self.taken) < 0

    def place(self, candidates, own: str = "") -> pygame.Rect | None:
        """The first candidate rect that overlaps no label placed before and no base but those of `own`
        (and take it); else the first that overlaps no label; else None."""
        candidates = list(candidates)
        free = [rect for rect in candidates if self.free(rect)]
        for rect in free:
            if self.clear_of_bases(rect, own):
                self.reserve(rect)
                return rect
        if free:
            self.reserve(free[0])
            return free[0]
        self.dropped += 1
        return None
