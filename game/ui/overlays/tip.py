"""A small boxed note drawn next to the pointer (target info, why a move is refused)."""
from __future__ import annotations

import pygame

from ..text import render

__all__ = ["draw_tip"]


def draw_tip(surface: pygame.Surface, lines, anchor, bounds: pygame.Rect | None = None, *,
             border=(140, 150, 165), size: int = 13, avoid: pygame.Rect | None = None) -> pygame.Rect:
    """Lines of (text, colour) in a dark box just below-right of `anchor`, kept inside `bounds` and off
    `avoid` (the ghost it talks about)."""
    imgs = [render(text, size, colour, bold=(i == 0)) for i, (text, colour) in enumerate(lines) if text]
    if not imgs:
        return pygame.Rect(anchor, (0, 0))
    w = max(i.get_width() for i in imgs) + 14
    h = sum(i.get_height() for i in imgs) + 10
    box = pygame.Rect(int(anchor[0]) + 16, int(anchor[1]) + 18, w, h)
    bounds = bounds or surface.get_rect()
    if box.right > bounds.right:
        box.right = int(anchor[0]) - 12
    if box.bottom > bounds.bottom:
        box.bottom = int(anchor[1]) - 12
    box.clamp_ip(bounds)
    if avoid is not None and box.colliderect(avoid):
        above = box.copy()
        above.bottom = avoid.top - 6
        below = box.copy()
        below.top = avoid.bottom + 6
        box = above if above.top >= bounds.top else below
        box.clamp_ip(bounds)
    pygame.draw.rect(surface, (18, 20, 24), box, border_radius=4)
    pygame.draw.rect(surface, border, box, 1, border_radius=4)
    y = box.y + 5
    for img in imgs:
        surface.blit(img, (box.x + 7, y))
        y += img.get_height()
    return box
