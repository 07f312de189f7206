"""Toasts: short messages over the bottom of the board (a refusal, "Undone", a hint), each shown for a
few seconds, the newest lowest. The battle screen and the editor both use them."""
from __future__ import annotations

import pygame

from .text import render, wrap


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
            lines = [render(line, 15, colour, bold=True)   # wrapped to the board (a big interface size)
                     for line in wrap(text, 15, board_rect.w - 48, bold=True)] or [render(" ", 15, colour)]
            w, h = max(i.get_width() for i in lines), sum(i.get_height() for i in lines)
            box = pygame.Rect(0, 0, w, h)
            box.midbottom = (board_rect.centerx, y)
            box = box.inflate(24, 12)
            pygame.draw.rect(surface, (18, 20, 24), box, border_radius=6)
            pygame.draw.rect(surface, colour, box, 1, border_radius=6)
            ty = box.y + 6
            for img in lines:
                surface.blit(img, img.get_rect(midtop=(box.centerx, ty)))
                ty += img.get_height()
            y = box.y - 6
