"""Unit-type symbols, after the military map convention: a framed box with a mark inside.

infantry: a cross (X) corner to corner; cavalry: one diagonal; light cavalry: the
diagonal and a short bar across the top (light, fast); heavy cavalry: the
diagonal inside an oval (armour); artillery: a filled dot; vehicle: an oval
(tracks); war engine: an oval over a dot (a heavy weapon that walks); chariot:
the diagonal on two wheels; monster: three claw marks; flyer: a bow tie
(wings); leader: a five-pointed star; mounted leader: the star over the
cavalry diagonal; skiff: an oval over a wave (it skims); bike: two wheels in a
row under a bar.
"""
from __future__ import annotations

import math

import pygame

__all__ = ["draw_symbol", "SYMBOL_FILL", "SYMBOL_NAMES"]

SYMBOL_FILL = (236, 232, 218)
INK = (22, 20, 18)
SYMBOL_NAMES = {"infantry": "infantry", "cavalry": "cavalry", "light_cavalry": "light cavalry",
                "heavy_cavalry": "heavy cavalry", "artillery": "artillery", "monster": "monster", "flyer": "flyer",
                "vehicle": "vehicle", "war_engine": "war engine (walker)", "chariot": "chariot", "leader": "leader",
                "skiff": "skiff (hover vehicle)", "bike": "bike", "mounted_leader": "mounted leader"}


def draw_symbol(surface: pygame.Surface, rect: pygame.Rect, kind: str, *, fill=SYMBOL_FILL, ink=INK,
                frame: bool = True) -> None:
    """The symbol of `kind` in `rect` (unknown kinds: infantry)."""
    r = pygame.Rect(rect)
    line = max(1, round(min(r.w, r.h) / 9))
    if frame:
        pygame.draw.rect(surface, fill, r)
        pygame.draw.rect(surface, ink, r, line)
    inner = r.inflate(-2 * line, -2 * line)
    _MARKS.get(kind, _infantry)(surface, inner, ink, line)


def _diag(s, r, ink, w) -> None:
    pygame.draw.line(s, ink, (r.left, r.bottom - 1), (r.right - 1, r.top), w)


def _infantry(s, r, ink, w) -> None:
    _diag(s, r, ink, w)
    pygame.draw.line(s, ink, r.topleft, (r.right - 1, r.bottom - 1), w)


def _cavalry(s, r, ink, w) -> None:
    _diag(s, r, ink, w)


def _light_cavalry(s, r, ink, w) -> None:
    _diag(s, r, ink, w)
    y = r.top + r.h * 0.25
    pygame.draw.line(s, ink, (r.left + r.w * 0.12, y), (r.left + r.w * 0.42, y), w)


def _oval(s, r, ink, w, k: float = 0.62):
    o = pygame.Rect(0, 0, int(r.w * k), int(r.h * 0.56))
    o.center = r.center
    pygame.draw.ellipse(s, ink, o, w)
    return o


def _heavy_cavalry(s, r, ink, w) -> None:
    _diag(s, r, ink, w)
    _oval(s, r, ink, w)


def _artillery(s, r, ink, w) -> None:
    pygame.draw.circle(s, ink, r.center, max(2, min(r.w, r.h) * 0.2))


def _vehicle(s, r, ink, w) -> None:
    _oval(s, r, ink, w, 0.7)


def _war_engine(s, r, ink, w) -> None:
    o = _oval(s, r, ink, w, 0.78)
    pygame.draw.circle(s, ink, o.center, max(1, min(o.w, o.h) * 0.22))
    for side in (-1, 1):   # two legs under it
        x = o.centerx + side * o.w * 0.28
        pygame.draw.line(s, ink, (x, o.bottom - 1), (x + side * r.w * 0.06, r.bottom - 1), w)


def _chariot(s, r, ink, w) -> None:
    _diag(s, r, ink, w)
    rad = max(1, min(r.w, r.h) * 0.13)
    for x in (r.left + r.w * 0.3, r.left + r.w * 0.7):
        pygame.draw.circle(s, ink, (x, r.bottom - rad - 1), rad, max(1, w - 1) if rad > 3 else 0)


def _monster(s, r, ink, w) -> None:
    for k in (-1, 0, 1):   # three claw marks, curving
        x = r.centerx + k * r.w * 0.2
        pts = [(x + r.w * 0.08 - abs(t - 0.5) * r.w * 0.1, r.top + r.h * (0.18 + 0.64 * t)) for t in
               (0.0, 0.25, 0.5, 0.75, 1.0)]
        pygame.draw.lines(s, ink, False, pts, w)


def _flyer(s, r, ink, w) -> None:
    cx, cy = r.center
    hw, hh = r.w * 0.3, r.h * 0.3
    for side in (-1, 1):
        pygame.draw.polygon(s, ink, [(cx, cy), (cx + side * hw, cy - hh), (cx + side * hw, cy + hh)])


def _leader(s, r, ink, w) -> None:
    cx, cy = r.center
    R = min(r.w, r.h) * 0.42
    pts = []
    for i in range(10):
        a = -math.pi / 2 + i * math.pi / 5
        rr = R if i % 2 == 0 else R * 0.42
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a) + R * 0.08))
    pygame.draw.polygon(s, ink, pts)


def _mounted_leader(s, r, ink, w) -> None:
    _diag(s, r, ink, w)
    small = r.inflate(-r.w * 0.3, -r.h * 0.3)
    pygame.draw.rect(s, SYMBOL_FILL, small.inflate(-small.w * 0.35, -small.h * 0.35))
    _leader(s, small, ink, w)


def _skiff(s, r, ink, w) -> None:
    o = pygame.Rect(0, 0, int(r.w * 0.66), int(r.h * 0.42))
    o.midtop = (r.centerx, r.top + int(r.h * 0.12))
    pygame.draw.ellipse(s, ink, o, w)
    y = r.top + r.h * 0.76
    pts = [(r.left + r.w * (0.14 + 0.72 * t / 8), y + math.sin(t * math.pi / 2) * r.h * 0.08) for t in range(9)]
    pygame.draw.lines(s, ink, False, pts, w)


def _bike(s, r, ink, w) -> None:
    rad = max(2, min(r.w, r.h) * 0.2)
    y = r.bottom - rad - r.h * 0.12
    for x in (r.left + r.w * 0.3, r.left + r.w * 0.7):
        pygame.draw.circle(s, ink, (x, y), rad, max(1, w))
    pygame.draw.line(s, ink, (r.left + r.w * 0.3, y - rad * 1.6), (r.left + r.w * 0.7, y - rad * 1.6), w)


_MARKS = {"infantry": _infantry, "cavalry": _cavalry, "light_cavalry": _light_cavalry,
          "heavy_cavalry": _heavy_cavalry, "artillery": _artillery, "vehicle": _vehicle, "war_engine": _war_engine,
          "chariot": _chariot, "monster": _monster, "flyer": _flyer, "leader": _leader,
          "mounted_leader": _mounted_leader, "skiff": _skiff, "bike": _bike}
