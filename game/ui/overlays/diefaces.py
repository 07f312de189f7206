"""Die faces drawn as the dice look from above: a d6 with its pips, a d10 as its kite-shaped face, a d12 as a
pentagon within its outline, each with the number rolled; other dice as a rounded square with the number.
`tilt` turns the die (degrees) while it tumbles."""
from __future__ import annotations

import math

import pygame

from ..text import render

__all__ = ["draw_die", "PIPS", "die_shape"]

PIPS = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)], 4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
        5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)], 6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}
SHADOW = (10, 10, 10)


def die_shape(sides: int) -> str:
    return {6: "d6", 10: "d10", 12: "d12"}.get(sides, "square")


def _polygon(cx, cy, r, n, start_deg, squash=1.0):
    return [(cx + r * math.cos(math.radians(start_deg + 360 * i / n)),
             cy + r * squash * math.sin(math.radians(start_deg + 360 * i / n))) for i in range(n)]


def draw_die(surface: pygame.Surface, rect: pygame.Rect, face: int, sides: int, *, fill=(245, 242, 232),
             ink=(25, 25, 25), edge=(25, 25, 25), tilt: float = 0.0) -> None:
    """The die showing `face` in `rect` (turned by `tilt` degrees while it rolls)."""
    pad = max(4, rect.w // 4)
    spr = pygame.Surface((rect.w + 2 * pad, rect.h + 2 * pad), pygame.SRCALPHA)
    r = pygame.Rect(pad, pad, rect.w, rect.h)
    shape = die_shape(sides)
    if shape == "d6":
        _d6(spr, r, face, fill, ink, edge)
    elif shape == "d10":
        _d10(spr, r, face, fill, ink, edge)
    elif shape == "d12":
        _d12(spr, r, face, fill, ink, edge)
    else:
        _square(spr, r, face, fill, ink, edge)
    if tilt:
        spr = pygame.transform.rotozoom(spr, tilt, 1.0)
    surface.blit(spr, spr.get_rect(center=rect.center))


def _number(surf, r: pygame.Rect, face: int, ink, k: float = 0.5, dy: float = 0.0) -> None:
    img = render(str(face), max(10, int(r.h * k)), ink, bold=True)
    surf.blit(img, img.get_rect(center=(r.centerx, r.centery + dy)))
    if face in (6, 9) and img.get_height() > 10:   # a bar under 6 and 9, as real dice have
        y = r.centery + dy + img.get_height() * 0.42
        pygame.draw.line(surf, ink, (r.centerx - img.get_width() * 0.35, y), (r.centerx + img.get_width() * 0.35, y),
                         max(1, img.get_height() // 10))


def _square(surf, r, face, fill, ink, edge) -> None:
    pygame.draw.rect(surf, SHADOW, r.move(2, 3), border_radius=r.w // 5)
    pygame.draw.rect(surf, fill, r, border_radius=r.w // 5)
    pygame.draw.rect(surf, edge, r, 2, border_radius=r.w // 5)
    _number(surf, r, face, ink)


def _d6(surf, r, face, fill, ink, edge) -> None:
    pygame.draw.rect(surf, SHADOW, r.move(2, 3), border_radius=r.w // 5)
    pygame.draw.rect(surf, fill, r, border_radius=r.w // 5)
    pygame.draw.rect(surf, edge, r, 2, border_radius=r.w // 5)
    if face not in PIPS:
        _number(surf, r, face, ink)
        return
    rad = max(2, r.w // 10)
    for dx, dy in PIPS[face]:
        pygame.draw.circle(surf, ink, (r.centerx + dx * r.w * 0.27, r.centery + dy * r.h * 0.27), rad)


def _d10(surf, r, face, fill, ink, edge) -> None:
    """A kite: the d10's upper face, with the edges of the two faces beside it."""
    cx, cy = r.center
    top, bottom = (cx, r.top), (cx, r.bottom)
    left, right = (r.left, cy - r.h * 0.06), (r.right, cy - r.h * 0.06)
    outline = [top, right, (cx + r.w * 0.34, cy + r.h * 0.30), bottom, (cx - r.w * 0.34, cy + r.h * 0.30), left]
    pygame.draw.polygon(surf, SHADOW, [(x + 2, y + 3) for x, y in outline])
    pygame.draw.polygon(surf, _dim(fill), outline)
    kite = [top, (cx + r.w * 0.30, cy + r.h * 0.06), (cx, cy + r.h * 0.36), (cx - r.w * 0.30, cy + r.h * 0.06)]
    pygame.draw.polygon(surf, fill, kite)
    pygame.draw.polygon(surf, edge, kite, 1)
    pygame.draw.line(surf, edge, kite[2], bottom, 1)
    pygame.draw.polygon(surf, edge, outline, 2)
    _number(surf, r, face, ink, k=0.36 if face < 10 else 0.3, dy=r.h * 0.02)


def _d12(surf, r, face, fill, ink, edge) -> None:
    """A pentagon face within the die's ten-sided outline, with the five faces around it."""
    cx, cy = r.center
    R = r.w / 2
    outer = _polygon(cx, cy, R, 10, -90)
    inner = _polygon(cx, cy, R * 0.58, 5, -90)
    pygame.draw.polygon(surf, SHADOW, [(x + 2, y + 3) for x, y in outer])
    pygame.draw.polygon(surf, _dim(fill), outer)
    pygame.draw.polygon(surf, fill, inner)
    for i, p in enumerate(inner):   # ridges from the face's corners to the outline
        pygame.draw.line(surf, edge, p, outer[2 * i], 1)
    pygame.draw.polygon(surf, edge, inner, 1)
    pygame.draw.polygon(surf, edge, outer, 2)
    _number(surf, r, face, ink, k=0.3 if face < 10 else 0.26, dy=r.h * 0.03)


def _dim(c):
    return tuple(int(v * 0.82) for v in c)
