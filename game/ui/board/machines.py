"""Machines seen from above, each filling its base (front up): a tracked vehicle with its turret, a walker on
four legs, a skiff skimming on its hover pads, a bike with its rider. Drawn with pygame's primitives at the
size `figures.base_art` asks for (it scales and caches them).

Told apart at a glance: tracks down both sides (vehicle), legs reaching to the base's corners (walker), a
pointed boat's hull with glowing pads and no tracks (skiff), two wheels in line and a rider (bike).
"""
from __future__ import annotations

import math

import pygame

from .art_base import SKIN, shade, tint

__all__ = ["draw_machine", "MACHINE_KINDS", "INK"]

INK = (22, 20, 18)
TRACK = (48, 46, 44)
METAL = (92, 94, 100)
GLOW = (120, 230, 250)
WHITE = (255, 255, 255)


def _turret(surf, rect: pygame.Rect, c, r: float, colour, turret: float, line: int) -> None:
    """A round turret at c (radius r) with its gun turned `turret` degrees clockwise from the front; the gun
    reaches the base's edge whichever way it points."""
    w, h = rect.w, rect.h
    a = math.radians(turret)
    fx, fy = math.sin(a), -math.cos(a)        # the gun's direction, front up
    px, py = -fy, fx
    room_x = (w / 2) / abs(fx) if abs(fx) > 1e-6 else math.inf
    room_y = ((c[1] - rect.y) if fy < 0 else (rect.bottom - c[1])) / abs(fy) if abs(fy) > 1e-6 else math.inf
    half, length = max(1.0, w * 0.035), min(h * 0.52, room_x, room_y) - 1
    barrel = [(c[0] + px * half, c[1] + py * half), (c[0] + px * half + fx * length, c[1] + py * half + fy * length),
              (c[0] - px * half + fx * length, c[1] - py * half + fy * length), (c[0] - px * half, c[1] - py * half)]
    pygame.draw.polygon(surf, shade(colour, 0.55), barrel)
    pygame.draw.polygon(surf, INK, barrel, line)
    pygame.draw.circle(surf, colour, c, r)
    pygame.draw.circle(surf, INK, c, r, line)
    pygame.draw.circle(surf, tint(colour, 0.35), (c[0] - px * r * 0.35 - fx * r * 0.3, c[1] - py * r * 0.35 - fy * r * 0.3),
                       r * 0.28)   # a hatch behind the gun


def _hull_gun(surf, x: float, top: float, w: float, h: float, colour, line: int) -> None:
    gun = pygame.Rect(0, 0, max(2, int(w)), max(2, int(h)))
    gun.midbottom = (int(x), int(top))
    pygame.draw.rect(surf, shade(colour, 0.55), gun)
    pygame.draw.rect(surf, INK, gun, line)


def vehicle(surf, rect: pygame.Rect, colour, turret: float | None = 0.0) -> None:
    """A tracked hull filling the base, with its turret and gun turned `turret` degrees from its front (None:
    a gun in the hull and a raised deck)."""
    w, h = rect.w, rect.h
    line = max(1, int(min(w, h) * 0.025))
    track_w = max(2, int(w * 0.16))
    for x in (rect.x + int(w * 0.04), rect.right - int(w * 0.04) - track_w):
        t = pygame.Rect(x, rect.y + int(h * 0.04), track_w, int(h * 0.92))
        pygame.draw.rect(surf, TRACK, t, border_radius=track_w // 2)
        for k in range(1, 9):   # track links
            y = t.y + t.h * k / 9
            pygame.draw.line(surf, (86, 84, 80), (t.x + 1, y), (t.right - 2, y), max(1, line // 2))
    hull = pygame.Rect(rect.x + int(w * 0.14), rect.y + int(h * 0.08), int(w * 0.72), int(h * 0.86))
    pygame.draw.rect(surf, shade(colour, 0.85), hull, border_radius=max(2, int(w * 0.08)))
    pygame.draw.rect(surf, INK, hull, line, border_radius=max(2, int(w * 0.08)))
    deck = hull.inflate(-hull.w * 0.3, 0)
    for k in (0.78, 0.86):   # engine deck grilles at the back
        y = hull.y + hull.h * k
        pygame.draw.line(surf, shade(colour, 0.5), (deck.x, y), (deck.right, y), line)
    c = (rect.centerx, rect.y + h * 0.52)
    if turret is None:   # no turret: a gun in the hull's front plate
        _hull_gun(surf, c[0], hull.y + h * 0.1, w * 0.08, h * 0.16, colour, line)
        pygame.draw.rect(surf, tint(colour, 0.3), hull.inflate(-hull.w * 0.4, -hull.h * 0.55).move(0, -h * 0.1),
                         border_radius=max(2, int(w * 0.05)))
        return
    _turret(surf, rect, c, min(w, h) * 0.27, colour, turret, line)


def walker(surf, rect: pygame.Rect, colour, turret: float | None = 0.0) -> None:
    """A walking machine: four jointed legs reaching out to the base's corners, each on a broad foot, under
    an armoured body with its turret."""
    w, h = rect.w, rect.h
    u = min(w, h)
    line = max(1, int(u * 0.025))
    cx, cy = rect.centerx, rect.y + h * 0.52
    body = pygame.Rect(0, 0, int(w * 0.56), int(h * 0.5))
    body.center = (int(cx), int(cy))
    leg = max(2, int(u * 0.09))
    for sx in (-1, 1):
        for sy in (-1, 1):
            hip = (cx + sx * body.w * 0.36, cy + sy * body.h * 0.34)
            foot = (cx + sx * w * 0.38, cy + sy * h * 0.40)
            knee = (hip[0] + (foot[0] - hip[0]) * 0.5 + sx * u * 0.08, hip[1] + (foot[1] - hip[1]) * 0.5 - sy * u * 0.04)
            for a, b in ((hip, knee), (knee, foot)):
                pygame.draw.line(surf, INK, a, b, leg + 2 * line)
                pygame.draw.line(surf, METAL, a, b, leg)
            pygame.draw.circle(surf, shade(colour, 0.7), knee, leg * 0.8)
            pygame.draw.circle(surf, INK, knee, leg * 0.8, line)
            f = pygame.Rect(0, 0, int(u * 0.2), int(u * 0.13))
            f.center = (int(foot[0]), int(foot[1]))
            pygame.draw.ellipse(surf, shade(METAL, 0.7), f)
            pygame.draw.ellipse(surf, INK, f, line)
    pygame.draw.rect(surf, shade(colour, 0.85), body, border_radius=max(2, int(u * 0.1)))
    pygame.draw.rect(surf, INK, body, line, border_radius=max(2, int(u * 0.1)))
    for k in (0.7, 0.82):   # vents at the back
        y = body.y + body.h * k
        pygame.draw.line(surf, shade(colour, 0.5), (body.x + body.w * 0.2, y), (body.right - body.w * 0.2, y), line)
    if turret is None:
        _hull_gun(surf, cx, body.y + 1, w * 0.08, h * 0.2, colour, line)
        return
    _turret(surf, rect, (cx, cy), u * 0.24, colour, turret, line)


def skiff(surf, rect: pygame.Rect, colour, turret: float | None = None) -> None:
    """A hover skiff: a boat's hull pointed at the bow, its shadow showing under it (it flies low), glowing
    pads at the stern, an open deck and a gun at the bow."""
    w, h = rect.w, rect.h
    u = min(w, h)
    line = max(1, int(u * 0.03))
    x0, x1, y0, y1 = rect.x + w * 0.12, rect.right - w * 0.12, rect.y + h * 0.04, rect.bottom - h * 0.08
    cx = rect.centerx

    def hull(dx: float, dy: float, k: float = 1.0):
        return [(cx + dx, y0 + dy), (cx + (x1 - cx) * k + dx, y0 + h * 0.36 + dy), (cx + (x1 - cx) * k * 0.9 + dx, y1 + dy),
                (cx - (cx - x0) * k * 0.9 + dx, y1 + dy), (cx - (cx - x0) * k + dx, y0 + h * 0.36 + dy)]

    pygame.draw.polygon(surf, (0, 0, 0, 90), hull(u * 0.06, u * 0.06))              # its shadow on the ground
    outer = hull(0, 0)
    pygame.draw.polygon(surf, shade(colour, 0.9), outer)
    pygame.draw.polygon(surf, INK, outer, line)
    for sx in (-1, 1):   # glowing hover pads on its flanks, fore and aft
        for y in (y0 + h * 0.42, y1 - h * 0.1):
            c = (cx + sx * w * 0.34, y)
            pygame.draw.circle(surf, INK, c, u * 0.12)
            pygame.draw.circle(surf, GLOW, c, u * 0.095)
            pygame.draw.circle(surf, WHITE, c, u * 0.035)
    deck = hull(0, h * 0.1, 0.72)
    deck[0] = (cx, y0 + h * 0.16)
    deck = [(x, min(y, y1 - h * 0.1)) for x, y in deck]
    pygame.draw.polygon(surf, tint(colour, 0.35), deck)
    pygame.draw.polygon(surf, shade(colour, 0.6), deck, line)
    for k in (0.55, 0.7):   # benches for the troops it carries
        y = rect.y + h * k
        pygame.draw.line(surf, shade(colour, 0.55), (cx - w * 0.2, y), (cx + w * 0.2, y), max(1, line))
    if turret is None:
        _hull_gun(surf, cx, y0 + h * 0.2, w * 0.1, h * 0.16, colour, line)
    else:
        _turret(surf, rect, (cx, rect.y + h * 0.4), u * 0.2, colour, turret, line)


def bike(surf, rect: pygame.Rect, colour, turret: float | None = None) -> None:
    """An attack bike: two fat wheels in line, the frame between them, handlebars and a rider, twin guns at
    the front."""
    w, h = rect.w, rect.h
    u = min(w, h)
    line = max(1, int(u * 0.04))
    cx = rect.centerx
    ww, wh = max(3, int(w * 0.34)), max(4, int(h * 0.26))
    for y in (rect.y + h * 0.17, rect.bottom - h * 0.17):   # the wheels
        r = pygame.Rect(0, 0, ww, wh)
        r.center = (int(cx), int(y))
        pygame.draw.rect(surf, TRACK, r, border_radius=ww // 2)
        pygame.draw.rect(surf, INK, r, line, border_radius=ww // 2)
        pygame.draw.line(surf, (110, 108, 104), (r.centerx, r.y + line * 2), (r.centerx, r.bottom - line * 2), line)
    frame = pygame.Rect(0, 0, int(w * 0.5), int(h * 0.56))
    frame.center = (int(cx), int(rect.y + h * 0.5))
    pygame.draw.ellipse(surf, colour, frame)
    pygame.draw.ellipse(surf, INK, frame, line)
    for sx in (-1, 1):   # twin guns beside the front wheel
        _hull_gun(surf, cx + sx * w * 0.3, rect.y + h * 0.36, w * 0.1, h * 0.3, colour, line)
    bar_y = rect.y + h * 0.36
    pygame.draw.line(surf, INK, (cx - w * 0.42, bar_y), (cx + w * 0.42, bar_y), line + 2)
    pygame.draw.line(surf, METAL, (cx - w * 0.4, bar_y), (cx + w * 0.4, bar_y), max(1, line))
    body = pygame.Rect(0, 0, int(w * 0.62), int(h * 0.2))    # the rider, arms to the bars
    body.center = (int(cx), int(rect.y + h * 0.48))
    pygame.draw.ellipse(surf, tint(colour, 0.25), body)
    pygame.draw.ellipse(surf, INK, body, line)
    pygame.draw.circle(surf, (128, 130, 138), (cx, rect.y + h * 0.44), u * 0.15)
    pygame.draw.circle(surf, INK, (cx, rect.y + h * 0.44), u * 0.15, line)


_MACHINES = {"vehicle": vehicle, "war_engine": walker, "skiff": skiff, "bike": bike}
MACHINE_KINDS = frozenset(_MACHINES)


def draw_machine(surf, rect: pygame.Rect, kind: str, colour, turret: float | None) -> None:
    _MACHINES[kind](surf, rect, colour, turret)
