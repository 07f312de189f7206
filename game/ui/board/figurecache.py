"""Where a base's figures go on screen, and their sprites cached.

A base's figures are drawn once per look (kind, figures, files, ranks, colour,
size in pixels) and turned once per heading (to the degree); a frame only
blits. When the figures would be smaller than `MIN_FIGURE_PX` the base gets
its unit-type symbol instead (or nothing, on a base too small for it).
"""
from __future__ import annotations

import math
from collections import OrderedDict

import pygame

from .figures import MIN_FIGURE_PX, base_art, figure_size
from .machines import MACHINE_KINDS
from .symbols import draw_symbol

__all__ = ["FigureCache", "local_box"]

LIMIT = 3000
PIXELS = 12_000_000      # per cache: about 48 MB of sprites
MIN_SYMBOL_PX = 12


def local_box(outline, heading: float) -> tuple[float, float, float, float]:
    """A footprint's box across and along its heading: (centre x, centre y, width, depth), world units."""
    a = math.radians(heading)
    fx, fy = math.sin(a), -math.cos(a)     # forward
    rx, ry = math.cos(a), math.sin(a)      # right
    across = [x * rx + y * ry for x, y in outline]
    along = [x * fx + y * fy for x, y in outline]
    a0, a1, b0, b1 = min(across), max(across), min(along), max(along)
    ca, cb = (a0 + a1) / 2, (b0 + b1) / 2
    return (ca * rx + cb * fx, ca * ry + cb * fy, a1 - a0, b1 - b0)


class FigureCache:
    def __init__(self) -> None:
        self._art: OrderedDict[tuple, pygame.Surface] = OrderedDict()
        self._turned: OrderedDict[tuple, pygame.Surface] = OrderedDict()
        self._mode: dict[tuple, str] = {}
        self._pixels: dict[int, int] = {}
        self.drawn = 0     # sprites painted afresh (for tests and the bench)

    def _get(self, cache: OrderedDict, key, make) -> pygame.Surface:
        spr = cache.get(key)
        if spr is None:
            spr = cache[key] = make()
            self._pixels[id(cache)] = self._pixels.get(id(cache), 0) + spr.get_width() * spr.get_height()
            # the least recently used go first, by count and by size (big bases at a high zoom)
            while len(cache) > 1 and (len(cache) > LIMIT or self._pixels[id(cache)] > PIXELS):
                _, old = cache.popitem(last=False)
                self._pixels[id(cache)] -= old.get_width() * old.get_height()
        else:
            cache.move_to_end(key)
        return spr

    def draw(self, surface: pygame.Surface, camera, v, outline, heading: float, colour) -> str:
        """Blit the figures (or the symbol) of unit view `v` standing on `outline` (world points) at `heading`.
        Says what it drew: "figures", "symbol" or "" (the base is too small for either)."""
        got = self.sprite(camera, v, outline, heading, colour)
        if got is None:
            return ""
        spr, (x, y), what = got
        surface.blit(spr, spr.get_rect(center=(round(x), round(y))))
        return what

    def sprite(self, camera, v, outline, heading: float, colour):
        """(sprite, its centre on screen, "figures" or "symbol"), or None when there is nothing to show."""
        kind = v.kind or "infantry"
        if v.figures <= 0 and kind not in MACHINE_KINDS and kind != "artillery":
            return None
        cx, cy, w, d = local_box(outline, heading)
        s = camera.scale
        wp, dp = max(1, round(w * s)), max(1, round(d * s))
        n = v.figures or 1
        turret = None if v.turret is None else round(v.turret / 5) * 5 % 360   # to 5 degrees
        key = (kind, n, v.files, v.ranks, colour, wp, dp, turret)
        mode = self._mode.get(key)
        if mode is None:   # figures, the symbol, or nothing: decided once per look and size
            side = min(wp, dp)
            mode = self._mode[key] = ("figures" if figure_size(kind, n, v.files, v.ranks, wp, dp) >= MIN_FIGURE_PX
                                      else "symbol" if side >= MIN_SYMBOL_PX else "")
            if len(self._mode) > LIMIT:
                self._mode.clear()
        if mode != "figures":
            if not mode:
                return None
            side = min(wp, dp)
            spr = self._get(self._art, ("sym", kind, side), lambda: self._symbol(kind, side))
            return spr, camera.to_screen(cx, cy), "symbol"

        def make():
            self.drawn += 1
            return base_art(kind, n, v.files, v.ranks, colour, wp, dp, turret)

        art = self._get(self._art, key, make)
        turn = round(heading) % 360
        spr = art if turn == 0 else self._get(self._turned, key + (turn,),
                                              lambda: pygame.transform.rotozoom(art, -turn, 1.0))
        return spr, camera.to_screen(cx, cy), "figures"

    @staticmethod
    def _symbol(kind: str, side: int) -> pygame.Surface:
        h = max(8, int(side * 0.62))
        w = int(h * 1.5)
        spr = pygame.Surface((w, h), pygame.SRCALPHA)
        draw_symbol(spr, spr.get_rect(), kind)
        return spr
