"""The phase strip: the phases of a turn (the ruleset's `meta.phases`), the current one lit, those
passed through this round (or played by the engine itself: `meta.automatic`) shown plain and those
the battle went past without stopping marked skipped.

`PhaseTrack` watches the status every frame; a round starts again whenever the phase goes back
to an earlier one (a new activation, a new turn).
"""
from __future__ import annotations

import pygame

from ..text import render

__all__ = ["PhaseTrack", "draw_phases"]

LIT = (250, 215, 90)
DONE = (185, 190, 200)
SKIPPED = (120, 124, 132)
AHEAD = (150, 156, 166)


def _index(phases, name: str) -> int | None:
    low = name.strip().lower()
    for i, p in enumerate(phases):
        if p.lower() == low:
            return i
    return None


class PhaseTrack:
    def __init__(self, phases, automatic=()) -> None:
        self.phases = tuple(phases)
        self.automatic = {p.lower() for p in automatic}   # played through by the engine: never "skipped"
        self.current: int | None = None
        self.seen: set[int] = set()
        self._turn = None

    def watch(self, turn: int, phase: str) -> None:
        i = _index(self.phases, phase)
        if i is None:
            self.current = None
            return
        if turn != self._turn or (self.current is not None and i < self.current):
            self.seen = set()
        self._turn = turn
        self.current = i
        self.seen.add(i)

    def states(self) -> list[tuple[str, str]]:
        """(phase, 'current' | 'done' | 'skipped' | 'ahead') for each phase of the turn."""
        out = []
        for i, p in enumerate(self.phases):
            if i == self.current:
                out.append((p, "current"))
            elif self.current is not None and i < self.current:
                out.append((p, "done" if i in self.seen or p.lower() in self.automatic else "skipped"))
            else:
                out.append((p, "ahead"))
        return out


def draw_phases(surface: pygame.Surface, track: PhaseTrack, area: pygame.Rect) -> pygame.Rect | None:
    """The strip along the top left of `area`; returns where it is."""
    states = track.states()
    if len(states) < 2 or track.current is None:
        return None
    x0, y0 = area.x + 8, area.y + 6
    pills = []
    for name, state in states:
        colour = {"current": (25, 25, 25), "done": DONE, "skipped": SKIPPED, "ahead": AHEAD}[state]
        text = name[:1].upper() + name[1:] + (" (skipped)" if state == "skipped" else "")
        img = render(text, 12, colour, bold=state == "current")
        pills.append((img, state))
    h = max(22, max(img.get_height() for img, _ in pills) + 4)   # taller with a bigger interface
    boxes, x, y = [], x0, y0   # pills flow onto a second row rather than run past the board's edge
    for img, _ in pills:
        w = img.get_width() + 14
        if x > x0 and x + w > area.right - 8:
            x, y = x0, y + h + 4
        boxes.append(pygame.Rect(x, y, w, h))
        x += w + 4
    width = max(b.right for b in boxes) - x0 + 8
    strip = pygame.Rect(x0 - 2, y0 - 2, width, boxes[-1].bottom - y0 + 4)
    back = pygame.Surface(strip.size, pygame.SRCALPHA)
    back.fill((14, 16, 20, 200))
    surface.blit(back, strip)
    for (img, state), box in zip(pills, boxes):
        if state == "current":
            pygame.draw.rect(surface, LIT, box, border_radius=h // 2)
        elif state == "skipped":
            pygame.draw.rect(surface, SKIPPED, box, 1, border_radius=h // 2)
        surface.blit(img, img.get_rect(center=box.center))
    return strip
