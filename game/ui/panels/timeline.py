"""The replay viewer's timeline: one notch per action, the turns marked, the moment shown; click or
drag along it to scrub. Drawing only; the scene moves the cursor."""
from __future__ import annotations

import pygame

from ..text import render
from ..ui_scale import scaled as u

__all__ = ["Timeline"]

PAD = 16


class Timeline:
    def __init__(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        self.dragging = False

    def _track(self) -> pygame.Rect:
        r = self.rect
        return pygame.Rect(r.x + u(PAD), r.y + r.h // 2 - u(3), max(1, r.w - 2 * u(PAD)), u(6))

    def x_of(self, step: int, length: int) -> int:
        t = self._track()
        return t.x + (round(t.w * step / length) if length else 0)

    def step_at(self, x: float, length: int) -> int:
        """The step nearest a point along the track."""
        t = self._track()
        if length <= 0:
            return 0
        return max(0, min(length, round((x - t.x) / t.w * length)))

    def draw(self, surface: pygame.Surface, cursor, forks: list[int] = ()) -> None:
        r, t, n = self.rect, self._track(), cursor.length
        pygame.draw.rect(surface, (24, 26, 30), r)
        pygame.draw.rect(surface, (70, 74, 84), t, border_radius=3)
        if n:
            done = pygame.Rect(t.x, t.y, self.x_of(cursor.step, n) - t.x, t.h)
            pygame.draw.rect(surface, (120, 160, 220), done, border_radius=3)
        last_label = -99
        for s, turn in enumerate(cursor.turns):   # a tick where each turn starts
            if s and turn == cursor.turns[s - 1]:
                continue
            x = self.x_of(s, n)
            pygame.draw.line(surface, (200, 205, 215), (x, t.y - u(7)), (x, t.bottom + u(2)))
            if x - last_label > u(34):
                img = render(f"T{turn}", 11, (200, 205, 215))
                surface.blit(img, (x - img.get_width() // 2, t.y - u(20)))
                last_label = x
        for s in forks:   # where other lines leave this one
            x = self.x_of(s, n)
            pygame.draw.polygon(surface, (240, 200, 90), [(x, t.bottom + u(3)), (x - u(5), t.bottom + u(11)),
                                                          (x + u(5), t.bottom + u(11))])
        if cursor.mismatch is not None:
            x = self.x_of(cursor.mismatch, n)
            pygame.draw.line(surface, (235, 80, 70), (x, t.y - u(8)), (x, t.bottom + u(8)), 3)
        knob = (self.x_of(cursor.step, n), t.centery)
        pygame.draw.circle(surface, (240, 240, 245), knob, u(8))
        pygame.draw.circle(surface, (30, 30, 36), knob, u(8), 2)
