"""Pattern tiles for terrain fills, drawn procedurally (no image files needed).

Each pattern is a small transparent tile with marks in the style's ink; fills
repeat it. Marks sit at fixed, hand-chosen spots so every board draws the same.
"""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

__all__ = ["pattern_tile", "TILE"]

TILE = 28  # pixels; patterns keep their size on screen whatever the zoom
_SPOTS = ((4, 5), (17, 3), (11, 14), (24, 15), (6, 23), (19, 24))


def _trees(s, ink):
    for x, y in _SPOTS:
        pygame.draw.circle(s, ink, (x, y), 4, 0)
        pygame.draw.circle(s, tuple(min(255, c + 40) for c in ink), (x - 1, y - 1), 2, 0)


def _contours(s, ink):
    for y in (6, 16, 26):
        pts = [(x, y + 2 * math.sin(x / TILE * 2 * math.pi)) for x in range(0, TILE + 1, 2)]
        pygame.draw.lines(s, ink, False, pts, 1)


def _waves(s, ink):
    for y in (7, 20):
        for x0 in (0, 14):
            pygame.draw.arc(s, ink, pygame.Rect(x0 + (y // 7) % 2 * 4, y, 10, 6), 0.3, math.pi - 0.3, 1)


def _dots(s, ink):
    for x, y in _SPOTS:
        pygame.draw.circle(s, ink, (x, y), 2, 0)


def _bricks(s, ink):
    for row, y in enumerate(range(0, TILE, 7)):
        pygame.draw.line(s, ink, (0, y), (TILE, y), 1)
        off = 0 if row % 2 == 0 else 7
        for x in range(off, TILE, 14):
            pygame.draw.line(s, ink, (x, y), (x, y + 7), 1)


def _stripes(s, ink):
    for y in range(2, TILE, 6):
        pygame.draw.line(s, ink, (0, y), (TILE, y), 2)


def _hatch(s, ink):
    for k in range(-TILE, TILE, 7):
        pygame.draw.line(s, ink, (k, TILE), (k + TILE, 0), 1)


def _tufts(s, ink):
    for x, y in _SPOTS:
        for dx in (-2, 0, 2):
            pygame.draw.line(s, ink, (x, y + 2), (x + dx, y - 2), 1)


def _stones(s, ink):
    for x, y in _SPOTS:
        pygame.draw.ellipse(s, ink, pygame.Rect(x - 3, y - 2, 6, 4), 0)


def _planks(s, ink):
    for x in range(0, TILE, 5):
        pygame.draw.line(s, ink, (x, 0), (x, TILE), 1)


def _crenels(s, ink):
    for y in (3, 17):
        for x in range(0, TILE, 8):
            pygame.draw.rect(s, ink, pygame.Rect(x, y, 5, 5), 0)


def _rubble(s, ink):
    for i, (x, y) in enumerate(_SPOTS):
        pts = [(x - 3, y), (x, y - 3 + i % 2), (x + 3, y + 1), (x, y + 3)]
        pygame.draw.polygon(s, ink, pts, 0)


def _houses(s, ink):
    for x, y in ((3, 4), (16, 12), (5, 19)):
        pygame.draw.rect(s, ink, pygame.Rect(x, y, 8, 6), 0)
        pygame.draw.polygon(s, tuple(max(0, c - 40) for c in ink), [(x - 1, y), (x + 4, y - 4), (x + 9, y)], 0)


_DRAW = {"trees": _trees, "contours": _contours, "waves": _waves, "dots": _dots, "bricks": _bricks,
         "stripes": _stripes, "hatch": _hatch, "tufts": _tufts, "stones": _stones, "planks": _planks,
         "crenels": _crenels, "rubble": _rubble, "houses": _houses}


@lru_cache(maxsize=64)
def pattern_tile(name: str, ink: tuple[int, int, int]) -> pygame.Surface | None:
    """A TILE x TILE transparent surface with the pattern, or None for no pattern."""
    draw = _DRAW.get(name)
    if draw is None:
        return None
    s = pygame.Surface((TILE, TILE), pygame.SRCALPHA)
    draw(s, ink)
    return s
