"""A short dice animation: real dice (d6 pips, d10 and d12 faces) tumble, land on the faces the engine rolled,
come to rest and hold. Dice rolled for different reasons (to hit, then to save) show in rows, each with its reason.

The tumble is a fixed pattern of its progress (no randomness: the only chance
in Wartable is the engine's `Dice`): each die spins, hops and runs through
other faces ever more slowly, shows its rolled face from `LANDS` on, and rests
square. The settled faces are the recorded rolls, marked green or red against
their target number. Any click or key skips it; the speed comes from the
settings (`Settings.animation`).
"""
from __future__ import annotations

import math

import pygame

from ..text import render
from .diefaces import draw_die

__all__ = ["DiceRoll", "draw_die", "tumbling_face", "tumble_pose"]

TUMBLE = 0.75   # seconds at normal speed
HOLD = 0.8
MAX_SHOWN = 40
LANDS = 0.7     # share of the tumble after which each die shows its rolled face, still turning and bouncing to rest
CHANGES = 9     # faces a die passes through before it lands, ever more slowly


def tumbling_face(face: int, sides: int, progress: float, index: int) -> int:
    """The face a die shows `progress` (0..1) through its tumble: a fixed run of other faces, changing ever more
    slowly, then from `LANDS` on the face rolled."""
    if progress >= LANDS or sides < 2:
        return face
    step = int((progress / LANDS) ** 0.6 * CHANGES)
    return (face + (step * 2 + index * 3) % (sides - 1)) % sides + 1


def tumble_pose(progress: float, index: int, size: int) -> tuple[float, int, int]:
    """(tilt in degrees, x and y offsets in pixels) of a die `progress` through its tumble: it spins and
    bounces less and less, and rests square at the end."""
    if progress >= 1:
        return 0.0, 0, 0
    rest = (1 - progress) ** 2
    turns = 1 + index % 3
    tilt = (360 * turns * rest) * (1 if index % 2 else -1)
    hop = abs(math.sin(progress * math.pi * 3)) * rest * size * 0.5
    drift = math.sin(progress * 5 + index) * rest * size * 0.15
    return tilt, int(drift), -int(hop)


def _sides(kind: str) -> int:
    """The die a roll of `kind` is thrown with (a d3 on a d6, a d5 and a d100 on d10s)."""
    if kind in ("d5", "d10", "d100"):
        return 10
    if kind in ("d3", "d6", "2d6"):
        return 6
    return int(kind[1:]) if kind[1:].isdigit() else 6


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
            sides = _sides(roll.kind)
            for f in roll.faces:
                if shown < MAX_SHOWN:
                    self.rows[-1][1].append((f, sides, roll.success))
                    shown += 1
        self.rows = [(k, d, _summary([r for r in rolls if _key(r) == k])) for k, d, _ in self.rows]
        self.dice = [die for _, dice, _ in self.rows for die in dice]
        self.t = 0.0

    @property
    def progress(self) -> float:
        """How far through the tumble (0..1)."""
        return min(1.0, self.t / (TUMBLE / self.speed))

    def faces_shown(self) -> list[int]:
        """The face each die shows now (the rolled faces once they have landed)."""
        p = self.progress
        return [tumbling_face(face, sides, p, i) for i, (face, sides, _) in enumerate(self.dice)]

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

    def layout(self, area: pygame.Rect):
        """(band, rows, die size): the band the dice show in and, per row of dice, (reason, summary, top,
        [(die rect at rest, (face, sides, success)), ...])."""
        per_row = min(10, max(len(d) for _, d, _ in self.rows))
        lines = [(reason, dice[i:i + per_row], summary if i + per_row >= len(dice) else "")
                 for reason, dice, summary in self.rows for i in range(0, len(dice), per_row)]
        size = max(26, min(50, area.w // (per_row * 2), (area.h - 80) // max(1, len(lines)) - 30))
        gap = size // 3
        line_h = size + 26
        band_h = len(lines) * line_h + (34 if self.caption else 8) + 22
        band = pygame.Rect(area.x, max(area.y, area.centery - band_h // 2), area.w, band_h)
        y = band.y + 8 + (26 if self.caption else 0)
        rows = []
        for reason, dice, summary in lines:
            x0 = band.centerx - (len(dice) * (size + gap) - gap) // 2
            rows.append((reason, summary, y, [(pygame.Rect(x0 + col * (size + gap), y + 20, size, size), die)
                                              for col, die in enumerate(dice)]))
            y += line_h
        return band, rows, size

    def draw(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        if not self.dice:
            return
        band, rows, size = self.layout(area)
        shade = pygame.Surface(band.size, pygame.SRCALPHA)
        shade.fill((10, 12, 16, 195))
        surface.blit(shade, band)
        if self.caption:
            cap = render(self.caption, 16, (240, 240, 240), bold=True)
            surface.blit(cap, cap.get_rect(midtop=(band.centerx, band.y + 8)))
        settled = self.settled
        shown_faces = self.faces_shown()
        progress = self.progress
        i = 0
        last_reason = None
        for reason, summary, y, dice in rows:
            if reason != last_reason:
                img = render(reason, 13, (200, 205, 215))
                surface.blit(img, img.get_rect(midtop=(band.centerx, y)))
                last_reason = reason
            for rect, (face, sides, success) in dice:
                if settled:
                    edge = (60, 200, 100) if success else (220, 70, 60) if success is False else (25, 25, 25)
                    draw_die(surface, rect, face, sides, edge=edge)
                    if success is not None:
                        pygame.draw.rect(surface, edge, rect.inflate(6, 6), 3, border_radius=size // 4)
                else:
                    tilt, dx, dy = tumble_pose(progress, i, size)
                    draw_die(surface, rect.move(dx, dy), shown_faces[i], sides, tilt=tilt)
                i += 1
            if settled and summary:
                img = render(summary, 13, (235, 235, 235))
                last = dice[-1][0]
                surface.blit(img, (last.right + 6, last.y + (size - img.get_height()) // 2))
        if not settled:
            s = render("click or press any key to skip", 12, (170, 170, 170))
            surface.blit(s, s.get_rect(midbottom=(band.centerx, band.bottom - 4)))
