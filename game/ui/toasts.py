"""Toasts: short messages over the bottom of the board (a refusal, "Undone", a hint), each shown for a
few seconds, the newest lowest. The battle screen and the editor both use them."""
from __future__ import annotations

import pygame

from .text import render


class Toasts(list):
    """A list of [text, colour, seconds left]."""

    def __init__(self, keep: int) -> None:
        super().__init__()
        self.keep = keep

    def add(self, text: str, colour, seconds: float) -> None:
        self[:] = [t for t in self if t[0] != text]  # said again: once, as the newest
        self.append([text, colour, seconds])
        del self[:-self.keep]

    def tick(self, dt: float) -> None:
        for t in self:
            t[2] -= dt
        self[:] = [t for t in self if t[2] > 0]

    def draw(self, surface: pygame.Surface, board_rect: pygame.Rect, shown: int = 3) -> None:
        y = board_rect.bottom - 40
        for text, colour, _ in reversed(self[-shown:]):
            img = render(text, 15, colour, bold=True)
            box = img.get_rect(midbottom=(board_rect.centerx, y)).inflate(24, 12)
            pygame.draw.rect(surface, (18, 20, 24), box, border_radius=6)
            pygame.draw.rect(surface, colour, box, 1, border_radius=6)
            surface.blit(img, img.get_rect(center=box.center))
            y = box.y - 6
