"""The face of a hex or tile counter: its unit-type symbol, name, strength and marker chips.

Hex counters: the symbol at the top, the name (one or two lines) in the middle,
the strength at the bottom, chips in the corners beside the symbol and the
strength. Tile counters (smaller): the symbol and the strength side by side
on top, the name under them, shortened to fit (initials for all but the last
word when it must). On a counter too small for words, the symbol alone, big.
"""
from __future__ import annotations

import math

import pygame

from .palette import INK, LIGHT
from .symbols import draw_symbol

__all__ = ["counter_face", "short_name", "MIN_WORDS_HEX", "MIN_WORDS_TILE"]

MIN_WORDS_HEX = 16      # counter radius (px) from which a hex counter shows its name
MIN_WORDS_TILE = 12     # half side (px) from which a tile counter does
SQ3 = math.sqrt(3) / 2


def short_name(name: str, fits) -> list[str]:
    """`name` in at most two lines that each `fits` (a predicate on a line): whole, then with its first words
    cut to an initial ("Company Assault I" -> "C. Assault I"), then its last words ("Assault I"), then initials ("CA I"),
    then cut short with an ellipsis."""
    words = name.split()
    if not words:
        return []
    tries = [words]
    if len(words) > 1:
        tries.append([words[0][0] + "."] + words[1:])
    for k in range(1, len(words)):
        if not all(_numeral(w) for w in words[k:]):
            tries.append(words[k:])
    tail = [w for w in words[1:] if _numeral(w)]
    head = [w for w in words if w not in tail]
    if len(head) > 1:
        tries.append(["".join(w[0] for w in head)] + tail)
    for ws in tries:
        lines = _two_lines(ws, fits)
        if lines:
            return lines
    return [_cut(name, fits)]


def _numeral(word: str) -> bool:
    return word.isdigit() or (set(word) <= set("IVXLC") and len(word) <= 4)


def _two_lines(words: list[str], fits) -> list[str] | None:
    one = " ".join(words)
    if fits(one):
        return [one]
    for i in range(len(words) - 1, 0, -1):
        a, b = " ".join(words[:i]), " ".join(words[i:])
        if fits(a) and fits(b):
            return [a, b]
    return None


def _cut(text: str, fits) -> str:
    while len(text) > 2 and not fits(text + "…"):
        text = text[:-1]
    return text.rstrip(" .,(") + "…"


def counter_face(artist, spr: pygame.Surface, v, c: float, r: float, hexmap: bool, strength: str) -> None:
    """Draw the face on a counter sprite centred at (c, c) whose size is `r` (hex: centre to corner; tile:
    half its side)."""
    kind = v.kind or "infantry"
    fill = artist.colour(v.side)
    # words in light ink with a dark rim on a dark counter, the other way round on a light one (a yellow side)
    pen = (LIGHT, INK) if 0.299 * fill[0] + 0.587 * fill[1] + 0.114 * fill[2] < 160 else (INK, LIGHT)
    if r < (MIN_WORDS_HEX if hexmap else MIN_WORDS_TILE):
        h = max(6, int(r * (0.62 if hexmap else 0.8)))
        box = pygame.Rect(0, 0, int(h * 1.5), h)
        box.center = (round(c), round(c))
        draw_symbol(spr, box, kind)
        return
    if hexmap:
        _hex_face(artist, spr, v, c, r, kind, strength, pen)
    else:
        _tile_face(artist, spr, v, c, r, kind, strength, pen)


def _hex_face(artist, spr, v, c, r, kind, strength, pen) -> None:
    box = pygame.Rect(0, 0, int(r * 0.58), max(7, int(r * 0.36)))
    box.center = (round(c), round(c - r * 0.53))
    draw_symbol(spr, box, kind)
    size = max(9, min(15, int(r * 0.28)))
    line_h = artist.text.get("Ag", size, LIGHT, bold=True).get_height()
    step = line_h - 3
    mid = c + r * 0.04

    def room(lines: int) -> float:   # the counter's width at the far edge of a block of lines (its sides slant)
        far = (line_h + step * (lines - 1)) / 2 + r * 0.04
        return 2 * (r - far / (2 * SQ3))

    lines = short_name(v.name, lambda t: artist.text.get(t, size, LIGHT, bold=True).get_width() <= room(2))
    if len(lines) == 1 and artist.text.get(lines[0], size, LIGHT, bold=True).get_width() > room(2):
        lines = short_name(v.name, lambda t: artist.text.get(t, size, LIGHT, bold=True).get_width() <= room(1))[:1]
    y = mid - (line_h + step * (len(lines) - 1)) / 2
    words: list[pygame.Rect] = []
    for line in lines:
        img = artist.text.get(line, size, pen[0], bold=True, outline=pen[1])
        words.append(spr.blit(img, img.get_rect(midtop=(c, y))))
        y += step
    if strength and r >= 20:
        img = artist.text.get(strength, max(9, size - 1), pen[0], bold=True, outline=pen[1])
        words.append(spr.blit(img, img.get_rect(center=(c, c + r * 0.58))))
    ready = "ready" in v.markers
    radius = max(3, int(r * 0.12))
    slots = [(c - r * 0.50, c - r * 0.56), (c + r * 0.50, c - r * 0.56), (c - r * 0.48, c + r * 0.58)]
    if not ready:
        slots.append((c + r * 0.48, c + r * 0.58))
    # a chip only where it covers no word and stays inside the counter (the card lists every marker)
    free = [(x, y) for x, y in slots if _inside_hex(x - c, y - c, r, radius)
            and not pygame.Rect(x - radius - 1, y - radius - 1, 2 * radius + 3, 2 * radius + 3).collidelist(words) >= 0]
    _chips(artist, spr, v, free, radius)
    if ready:
        _ready(spr, (c + r * 0.48, c + r * 0.58), max(3, int(r * 0.1)))


def _inside_hex(dx: float, dy: float, r: float, pad: float) -> bool:
    """Whether a disc of radius `pad` at (dx, dy) from the centre lies inside a flat-topped hex of radius r."""
    return abs(dy) + pad <= r * SQ3 and abs(dx) * SQ3 + abs(dy) / 2 + pad <= r * SQ3


def _tile_face(artist, spr, v, c, r, kind, strength, pen) -> None:
    cell = r / 0.9                      # half the tile: the name may reach the tile's edges
    top = c - r
    box = pygame.Rect(round(c - r + 2), round(top + 2), max(10, int(r * 0.95)), max(7, int(r * 0.56)))
    draw_symbol(spr, box, kind)
    if strength:
        small = max(9, min(13, int(r * 0.5)))
        img = artist.text.get(strength, small, pen[0], bold=True, outline=pen[1])
        spr.blit(img, img.get_rect(center=((box.right + c + r - 5) / 2, box.centery)))
    size = max(9, min(14, int(r * 0.42)))
    width = cell * 2 - 2
    lines = short_name(v.name, lambda t: artist.text.get(t, size, LIGHT).get_width() <= width)
    imgs = [artist.text.get(line, size, pen[0], outline=pen[1]) for line in lines]
    step = imgs[0].get_height() - 4 if imgs else 0
    y = box.bottom - 2
    for img in imgs:
        spr.blit(img, img.get_rect(midtop=(c, y)))
        y += step
    if r >= 24:   # room for chips along the bottom edge
        rad = max(3, int(r * 0.1))
        slots = [(c - r + rad + 2 + i * (2 * rad + 2), c + r - rad - 2) for i in range(4)]
        _chips(artist, spr, v, slots, rad)
    if "ready" in v.markers:   # in the top right corner, clear of the name
        _ready(spr, (c + r - 3, c - r + 3), max(3, int(r * 0.1)))


def _chips(artist, spr, v, slots, radius: int) -> None:
    artist._badges(spr, v.markers, slots, radius, letters=radius >= 4)


def _ready(spr, at, radius: int) -> None:
    from .bases import MARKER_STYLE

    pygame.draw.circle(spr, MARKER_STYLE["ready"][1], (int(at[0]), int(at[1])), radius)
    pygame.draw.circle(spr, INK, (int(at[0]), int(at[1])), radius, 1)
