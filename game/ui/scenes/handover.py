"""The hand-over screen: the board is covered until the next player takes the controls."""
from __future__ import annotations

import pygame

from ..scene import Scene
from ..text import render, wrap

__all__ = ["HandoverScene"]


class HandoverScene(Scene):
    def __init__(self, app, side_name: str, colour, reason: str = "") -> None:
        super().__init__(app)
        self.side_name = side_name
        self.colour = colour
        self.reason = reason
        self.closed = False
        self._down = False  # a release only counts after a press seen here (not the click that brought us)

    def handle_event(self, ev) -> bool:
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            self._down = True
            return True
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1 and self._down or (
                ev.type == pygame.KEYDOWN and ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)):
            self.closed = True
            self.app.pop()
            return True
        return ev.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.fill((20, 22, 26))
        lines = wrap(self.reason, 17, w - 120)[:3] if self.reason else []
        band = pygame.Rect(0, h // 2 - 110 - 11 * len(lines), w, 200 + 22 * len(lines))
        pygame.draw.rect(surface, (30, 33, 39), band)
        pygame.draw.rect(surface, self.colour, pygame.Rect(0, band.y, w, 6))
        pygame.draw.rect(surface, self.colour, pygame.Rect(0, band.bottom - 6, w, 6))
        title = render(f"{self.side_name}, your turn", 34, (245, 245, 245), bold=True)
        surface.blit(title, title.get_rect(center=(w // 2, band.y + 62)))
        y = band.y + 112
        for line in lines:
            sub = render(line, 17, (200, 205, 215))
            surface.blit(sub, sub.get_rect(center=(w // 2, y)))
            y += 22
        hint = render("Pass the controls over, then click or press Enter to see the board.", 16, (160, 165, 175))
        surface.blit(hint, hint.get_rect(center=(w // 2, y + 26)))
