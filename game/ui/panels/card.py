"""The unit card: the selected unit's name, side, strength, markers (each letter with its meaning,
as the counters show it) and the ruleset's card lines (`UnitView.card`).

The card is laid out whole on its own surface (`card_image`); the side panel gives it the height it
needs up to a limit and scrolls it (wheel over the card) beyond that, so markers never push the
profile and weapon lines out of view.
"""
from __future__ import annotations

import pygame

from ..board.bases import marker_badge
from ..text import render, wrap
from ..ui_scale import scaled

__all__ = ["draw_card", "card_image", "card_view_h", "CARD_BG"]

CARD_BG = (32, 35, 41)
PAD = 10
CHIP = 14      # marker chip diameter
TALL = 2000    # the most a card is ever laid out on

_wrap = wrap


def _markers(surface, x: int, y: int, w: int, markers) -> int:
    """Marker chips, each with its words, flowing left to right; returns the y under them."""
    chip, gap = scaled(CHIP), scaled(5)
    cx = x
    for m in sorted(markers, key=lambda m: (m not in ("active", "ready"), m)):
        letter, colour, words = marker_badge(m)
        img = render(words, 13, (220, 220, 220))
        line_h = max(chip + gap, img.get_height() + 1)
        need = chip + gap + img.get_width() + scaled(12)
        if cx > x and cx + need > x + w:
            cx, y = x, y + line_h
        middle = y + max(chip, img.get_height()) // 2   # level with the words
        pygame.draw.circle(surface, colour, (cx + chip // 2, middle), chip // 2)
        if letter:
            l_img = render(letter, 10, (20, 20, 20) if sum(colour) > 420 else (250, 250, 250), bold=True)
            surface.blit(l_img, l_img.get_rect(center=(cx + chip // 2, middle)))
        surface.blit(img, (cx + chip + gap, y + 1))
        cx += need
    return y + line_h if markers else y


def card_image(session, unit_id: str | None, width: int, side_colour, hint: str = "") -> pygame.Surface:
    """The whole card, `width` wide and as tall as its content."""
    pad = scaled(PAD)
    tall = pygame.Surface((width, TALL))
    tall.fill(CARD_BG)
    x, y, w = pad + 2, pad, width - 2 * pad - 4
    v = session.view(unit_id)
    if v is None:
        for line in _wrap(hint or "Click a unit to see its card and what it may do.", 14, w):
            img = render(line, 14, (170, 175, 185))
            tall.blit(img, (x, y))
            y += img.get_height()
        return tall.subsurface((0, 0, width, y + pad)).copy()
    title = render(v.name, 18, (245, 245, 245), bold=True)
    chip = pygame.Rect(x, y, scaled(12), scaled(18))
    chip.centery = y + title.get_height() // 2
    pygame.draw.rect(tall, side_colour(v.side), chip, border_radius=3)
    tall.blit(title, (x + scaled(20), y))
    y += title.get_height() + 2
    sub = f"{session.side_name(v.side)} · {session.profile_name(v.profile)}" + ("" if v.alive else " · destroyed")
    img = render(sub, 13, (170, 175, 185))
    tall.blit(img, (x, y))
    y += img.get_height() + 4
    if v.strength:
        img = render(v.strength, 15, (235, 235, 235), bold=True)
        tall.blit(img, (x, y))
        y += img.get_height() + 2
    y = _markers(tall, x, y + 1, w, v.markers) + 1
    for line in v.card:
        for part in _wrap(line, 13, w):
            img = render(part, 13, (205, 208, 215))
            if y + img.get_height() > TALL - pad:
                break
            tall.blit(img, (x, y))
            y += img.get_height()
    return tall.subsurface((0, 0, width, min(TALL, y + pad))).copy()


def draw_card(surface: pygame.Surface, rect: pygame.Rect, session, unit_id: str | None, side_colour,
              hint: str = "", scroll: int = 0) -> int:
    """Draw the card into `rect`, scrolled down `scroll` pixels when it is taller; returns its full height."""
    image = card_image(session, unit_id, rect.w, side_colour, hint)
    pygame.draw.rect(surface, CARD_BG, rect, border_radius=6)
    full = image.get_height()
    view_h = card_view_h(rect.h, full)
    scroll = max(0, min(scroll, full - view_h))
    clip = surface.get_clip()
    shown = pygame.Rect(rect.x, rect.y + 2, rect.w, view_h - 2)
    surface.set_clip(shown.clip(clip) if clip else shown)
    surface.blit(image, rect.topleft, pygame.Rect(0, scroll, rect.w, view_h))
    surface.set_clip(clip)
    if full > rect.h:   # more below (or above): say so, and how to see it, on a line of its own
        more = "more above (wheel)" if scroll >= full - view_h else "more below (wheel)"
        img = render(more, 11, (150, 158, 170))
        surface.blit(img, img.get_rect(bottomright=(rect.right - 10, rect.bottom - 3)))
    return full


def card_view_h(rect_h: int, full: int) -> int:
    """How much of a card `full` tall shows in a panel `rect_h` tall: all of it, or, when it must scroll,
    the panel less a line at its foot for the "more below" note (no text is covered by it)."""
    if full <= rect_h:
        return rect_h
    return rect_h - render("more", 11).get_height() - 4
