"""The hand-over screen: the board is covered until the next player takes the controls."""
from __future__ import annotations

import pygame

from ..scene import Scene
from ..text import render, wrap
from ..ui_scale import scaled as u

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

    HINT = "Pass the controls over, then click or press Enter to see the board."

    def layout(self, w: int, h: int):
        """(the band, [(line, where)]): the side's name, the reason, the hint, each line sized by its text (so
        nothing overlaps at a big interface size) and wrapped to the window."""
        room = w - 2 * u(40)
        title = [render(line, 34, (245, 245, 245), bold=True) for line in wrap(f"{self.side_name}, your turn", 34,
                                                                                 room, bold=True)]
        reason = [render(line, 17, (200, 205, 215)) for line in (wrap(self.reason, 17, room)[:3] if self.reason
                                                                 else [])]
        hint = [render(line, 16, (160, 165, 175)) for line in wrap(self.HINT, 16, room)]
        gap, pad = u(14), u(28)
        blocks = [b for b in (title, reason, hint) if b]
        inner = sum(s.get_height() for b in blocks for s in b) + gap * (len(blocks) - 1)
        band = pygame.Rect(0, 0, w, inner + 2 * pad)
        band.centery = h // 2
        lines, y = [], band.y + pad
        for block in blocks:
            for line in block:
                lines.append((line, line.get_rect(midtop=(w // 2, y))))
                y += line.get_height()
            y += gap
        return band, lines

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.fill((20, 22, 26))
        band, lines = self.layout(w, h)
        pygame.draw.rect(surface, (30, 33, 39), band)
        edge = max(6, u(6))
        pygame.draw.rect(surface, self.colour, pygame.Rect(0, band.y, w, edge))
        pygame.draw.rect(surface, self.colour, pygame.Rect(0, band.bottom - edge, w, edge))
        for line, at in lines:
            surface.blit(line, at)
