"""A short dice animation: the dice tumble, settle on the faces the engine rolled, and hold.
Dice rolled for different reasons (to hit, then to save) show in rows, each with its reason.

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


def _key(roll) -> str:
    return f"{roll.purpose.why}" + (f" (needs {roll.purpose.target}+)" if roll.purpose.target is not None else "")


def _summary(rolls) -> str:
    hits = [r.success for r in rolls if r.success is not None]
    if hits:
        return f"{sum(hits)} of {len(hits)}"
    return ", ".join(str(r.value) for r in rolls[:8])


class DiceRoll:
    """One animation for the rolls of one action."""

    def __init__(self, rolls, speed: float = 1.0, caption: str = "") -> None:
        self.speed = max(0.05, speed)
        self.caption = caption
        # rows of dice, one per reason: (reason, [(face, sides, success), ...], summary)
        self.rows: list[tuple[str, list, str]] = []
        shown = 0
        for roll in rolls:
            key = f"{roll.purpose.why}" + (f" (needs {roll.purpose.target}+)" if roll.purpose.target is not None else "")
            if not self.rows or self.rows[-1][0] != key:
                self.rows.append((key, [], ""))
            sides = 10 if roll.kind in ("d5", "d10", "d100") else 6 if roll.kind in ("d3", "d6", "2d6") else \
                int(roll.kind[1:]) if roll.kind[1:].isdigit() else 6
            for f in roll.faces:
                if shown < MAX_SHOWN:
                    self.rows[-1][1].append((f, sides, roll.success))
                    shown += 1
        self.rows = [(k, d, _summary([r for r in rolls if _key(r) == k])) for k, d, _ in self.rows]
        self.dice = [die for _, dice, _ in self.rows for die in dice]
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
        per_row = min(10, max(len(d) for _, d, _ in self.rows))
        lines = [(reason, dice[i:i + per_row], summary if i + per_row >= len(dice) else "")
                 for reason, dice, summary in self.rows for i in range(0, len(dice), per_row)]
        size = max(26, min(50, area.w // (per_row * 2), (area.h - 80) // max(1, len(lines)) - 30))
        gap = size // 3
        line_h = size + 26
        band_h = len(lines) * line_h + (34 if self.caption else 8) + 22
        band = pygame.Rect(area.x, max(area.y, area.centery - band_h // 2), area.w, band_h)
        shade = pygame.Surface(band.size, pygame.SRCALPHA)
        shade.fill((10, 12, 16, 195))
        surface.blit(shade, band)
        y = band.y + 8
        if self.caption:
            cap = render(self.caption, 16, (240, 240, 240), bold=True)
            surface.blit(cap, cap.get_rect(midtop=(band.centerx, y)))
            y += 26
        frame = int(self.t / 0.06)
        settled = self.settled
        i = 0
        last_reason = None
        for reason, dice, summary in lines:
            if reason != last_reason:
                img = render(reason, 13, (200, 205, 215))
                surface.blit(img, img.get_rect(midtop=(band.centerx, y)))
                last_reason = reason
            x0 = band.centerx - (len(dice) * (size + gap) - gap) // 2
            for col, (face, sides, success) in enumerate(dice):
                rect = pygame.Rect(x0 + col * (size + gap), y + 20, size, size)
                if settled:
                    edge = (60, 200, 100) if success else (220, 70, 60) if success is False else (25, 25, 25)
                    draw_die(surface, rect, face, sides, edge=edge)
                    if success is not None:
                        pygame.draw.rect(surface, edge, rect.inflate(6, 6), 3, border_radius=size // 4)
                else:
                    shown = (frame * 7 + i * 5) % sides + 1
                    jig = int(3 * math.sin(frame * 1.7 + i))
                    draw_die(surface, rect.move(jig, -abs(jig)), shown, sides)
                i += 1
            if settled and summary:
                img = render(summary, 13, (235, 235, 235))
                surface.blit(img, (x0 + len(dice) * (size + gap) + 6, y + 20 + (size - img.get_height()) // 2))
            y += line_h
        hint = "" if settled else "click or press any key to skip"
        if hint:
            s = render(hint, 12, (170, 170, 170))
            surface.blit(s, s.get_rect(midbottom=(band.centerx, band.bottom - 4)))
