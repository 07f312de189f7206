"""A short dice animation: the dice tumble, settle on the faces the engine rolled, and hold.

The tumbling faces are a fixed pattern of the frame count (no randomness: the
only chance in Wartable is the engine's `Dice`). The settled faces are the
recorded rolls, marked green or red against their target number. Any click
or key skips it; the speed comes from the settings.
"""
from __future__ import annotations

import math

import pygame

from ..text import render

__all__ = ["DiceRoll", "draw_die"]

TUMBLE = 0.75   # seconds at normal speed
HOLD = 0.8
MAX_SHOWN = 40
PIPS = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)], 4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
        5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)], 6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}


def draw_die(surface: pygame.Surface, rect: pygame.Rect, face: int, sides: int, *, fill=(245, 242, 232),
             ink=(25, 25, 25), edge=(25, 25, 25)) -> None:
    pygame.draw.rect(surface, (10, 10, 10), rect.move(2, 3), border_radius=rect.w // 5)
    pygame.draw.rect(surface, fill, rect, border_radius=rect.w // 5)
    pygame.draw.rect(surface, edge, rect, 2, border_radius=rect.w // 5)
    if sides == 6 and face in PIPS:
        r = max(2, rect.w // 10)
        for dx, dy in PIPS[face]:
            pygame.draw.circle(surface, ink, (rect.centerx + dx * rect.w * 0.27, rect.centery + dy * rect.h * 0.27), r)
    else:
        img = render(str(face), max(10, int(rect.h * 0.5)), ink, bold=True)
        surface.blit(img, img.get_rect(center=rect.center))


class DiceRoll:
    """One animation for the rolls of one action."""

    def __init__(self, rolls, speed: float = 1.0, caption: str = "") -> None:
        self.speed = max(0.05, speed)
        self.dice: list[tuple[int, int, bool | None]] = []  # (face, sides, success)
        for roll in rolls:
            sides = 10 if roll.kind in ("d5", "d10", "d100") else 6 if roll.kind in ("d3", "d6", "2d6") else \
                int(roll.kind[1:]) if roll.kind[1:].isdigit() else 6
            for f in roll.faces:
                self.dice.append((f, sides, roll.success))
        self.dice = self.dice[:MAX_SHOWN]
        first = rolls[0] if rolls else None
        self.caption = caption or (first.purpose.why if first else "")
        if first is not None and first.purpose.target is not None:
            self.caption += f" (needs {first.purpose.target}+)"
        hits = [r.success for r in rolls if r.success is not None]
        self.summary = f"{sum(hits)} of {len(hits)} succeed" if hits else ", ".join(str(r.value) for r in rolls[:12])
        self.t = 0.0

    @property
    def total(self) -> float:
        return (TUMBLE + HOLD) / self.speed

    @property
    def done(self) -> bool:
        return self.t >= self.total

    @property
    def settled(self) -> bool:
        return self.t >= TUMBLE / self.speed

    def update(self, dt: float) -> None:
        self.t += dt

    def skip(self) -> None:
        self.t = self.total

    def draw(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        if not self.dice:
            return
        per_row = min(10, len(self.dice))
        rows = math.ceil(len(self.dice) / per_row)
        size = max(28, min(56, area.w // (per_row * 2)))
        gap = size // 3
        band_h = rows * (size + gap) + 70
        band = pygame.Rect(area.x, area.centery - band_h // 2, area.w, band_h)
        shade = pygame.Surface(band.size, pygame.SRCALPHA)
        shade.fill((10, 12, 16, 190))
        surface.blit(shade, band)
        cap = render(self.caption, 16, (240, 240, 240), bold=True)
        surface.blit(cap, cap.get_rect(midtop=(band.centerx, band.y + 8)))
        frame = int(self.t / 0.06)
        settled = self.settled
        for i, (face, sides, success) in enumerate(self.dice):
            row, col = divmod(i, per_row)
            n_in_row = min(per_row, len(self.dice) - row * per_row)
            x0 = band.centerx - (n_in_row * (size + gap) - gap) // 2
            rect = pygame.Rect(x0 + col * (size + gap), band.y + 36 + row * (size + gap), size, size)
            if settled:
                fill = (245, 242, 232)
                edge = (60, 200, 100) if success else (220, 70, 60) if success is False else (25, 25, 25)
                draw_die(surface, rect, face, sides, fill=fill, edge=edge)
                if success is not None:
                    pygame.draw.rect(surface, edge, rect.inflate(6, 6), 3, border_radius=size // 4)
            else:
                shown = (frame * 7 + i * 5) % sides + 1
                jig = int(3 * math.sin(frame * 1.7 + i))
                draw_die(surface, rect.move(jig, -abs(jig)), shown, sides)
        if settled:
            s = render(self.summary, 15, (235, 235, 235))
            surface.blit(s, s.get_rect(midbottom=(band.centerx, band.bottom - 6)))
        else:
            s = render("click or press any key to skip", 12, (170, 170, 170))
            surface.blit(s, s.get_rect(midbottom=(band.centerx, band.bottom - 6)))
