"""The unit card: the selected unit's name, side, strength, markers in words and the
ruleset's card lines (`UnitView.card`)."""
from __future__ import annotations

import pygame

from ..board.bases import marker_badge
from ..text import render, wrap

__all__ = ["draw_card", "CARD_BG"]

CARD_BG = (32, 35, 41)


_wrap = wrap


def draw_card(surface: pygame.Surface, rect: pygame.Rect, session, unit_id: str | None, side_colour,
              hint: str = "") -> int:
    """Draw the card into `rect`; returns the height used."""
    pygame.draw.rect(surface, CARD_BG, rect, border_radius=6)
    x, y, w = rect.x + 12, rect.y + 10, rect.w - 24
    v = session.view(unit_id)
    if v is None:
        for line in _wrap(hint or "Click a unit to see its card and what it may do.", 14, w):
            img = render(line, 14, (170, 175, 185))
            surface.blit(img, (x, y))
            y += img.get_height()
        return y - rect.y + 10
    pygame.draw.rect(surface, side_colour(v.side), pygame.Rect(x, y + 3, 12, 18), border_radius=3)
    title = render(v.name, 18, (245, 245, 245), bold=True)
    surface.blit(title, (x + 20, y))
    y += title.get_height() + 2
    sub = f"{session.side_name(v.side)} · {session.profile_name(v.profile)}" + ("" if v.alive else " · destroyed")
    img = render(sub, 13, (170, 175, 185))
    surface.blit(img, (x, y))
    y += img.get_height() + 4
    if v.strength:
        img = render(v.strength, 15, (235, 235, 235), bold=True)
        surface.blit(img, (x, y))
        y += img.get_height() + 2
    for m in sorted(v.markers, key=lambda m: (m not in ("active", "ready"), m)):
        letter, colour, words = marker_badge(m)
        pygame.draw.circle(surface, colour, (x + 7, y + 9), 7)
        l_img = render(letter, 10, (20, 20, 20) if sum(colour) > 420 else (250, 250, 250), bold=True)
        surface.blit(l_img, l_img.get_rect(center=(x + 7, y + 9)))
        img = render(words, 13, (220, 220, 220))
        surface.blit(img, (x + 20, y + 1))
        y += 19
    for line in v.card:
        for part in _wrap(line, 13, w):
            img = render(part, 13, (205, 208, 215))
            if y + img.get_height() > rect.bottom - 6:
                return rect.h
            surface.blit(img, (x, y))
            y += img.get_height()
    return min(rect.h, y - rect.y + 10)
