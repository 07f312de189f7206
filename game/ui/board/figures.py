"""Figures on a base, seen from above: foot soldiers, riders, monsters, flyers, leaders on foot and mounted,
guns and chariots, drawn here with pygame's primitives; machines (vehicles, walkers, skiffs, bikes) in `machines`.

`base_art` paints one base's figures, front edge up, on a transparent surface of
the base's size in pixels: figures stand in ranks and files, the front rank
full and the last one centred, so figures removed from the unit are gone from
its base. A vehicle is its hull with a turret; a gun its carriage and crew.
Everything is drawn at twice the size and scaled down (smooth edges); callers
cache the result (see `figurecache.FigureCache`).
"""
from __future__ import annotations

import math

import pygame

from ...core.ruleset import MOUNTED_KINDS
from .art_base import SKIN, shade, tint
from .machines import INK, MACHINE_KINDS, draw_machine

__all__ = ["base_art", "slots", "MIN_FIGURE_PX", "figure_size"]

MIN_FIGURE_PX = 5.0          # below this a figure is a smear: the base shows its symbol instead
SUPER = 2                    # drawn at twice the size, then smoothly scaled down
STEEL = (178, 182, 188)
HORSE = (112, 78, 48)
HORSE_DARK = (80, 54, 32)
WOOD = (96, 66, 36)
GOLD = (236, 196, 70)
CHARGER = (214, 208, 196)
HELM = (128, 130, 138)



def slots(figures: int, files: int, ranks: int, w: float, d: float) -> list[tuple[float, float, float, float]]:
    """Where each figure stands on a w x d base (front up): (centre x, centre y, slot width, slot depth).

    Ranks fill from the front; a short last rank is centred. `files` / `ranks`
    of 0 mean: a grid that fits the base's shape.

    >>> [(x, y) for x, y, _, _ in slots(3, 2, 2, 4.0, 2.0)]
    [(1.0, 0.5), (3.0, 0.5), (2.0, 1.5)]
    """
    if figures <= 0 or w <= 0 or d <= 0:
        return []
    if files <= 0:
        files = max(1, min(figures, round(math.sqrt(figures * w / d))))
    rows = -(-figures // files)
    ranks = max(ranks, rows) if ranks > 0 else rows
    sw, sd = w / files, d / ranks
    out = []
    left = figures
    for r in range(rows):
        n = min(files, left)
        x0 = (w - n * sw) / 2
        for i in range(n):
            out.append((x0 + (i + 0.5) * sw, (r + 0.5) * sd, sw, sd))
        left -= n
    return out


def figure_size(kind: str, figures: int, files: int, ranks: int, w: float, d: float) -> float:
    """The smaller side of one figure's slot (pixels when w, d are)."""
    if kind in MACHINE_KINDS:
        return min(w, d)
    s = slots(figures, files, ranks, w, d)
    return min(min(sw, sd) for _, _, sw, sd in s) if s else 0.0


def base_art(kind: str, figures: int, files: int, ranks: int, colour, w_px: int, h_px: int,
             turret: float | None = 0.0) -> pygame.Surface:
    """The figures of one base, front up, on a transparent w_px x h_px surface (a vehicle's turret turned
    `turret` degrees clockwise from its front; None: a hull gun and no turret)."""
    W, H = max(1, w_px * SUPER), max(1, h_px * SUPER)
    surf = pygame.Surface((W, H), pygame.SRCALPHA)
    if kind in MACHINE_KINDS:
        draw_machine(surf, pygame.Rect(0, 0, W, H), kind, colour, turret)
    else:
        draw = _DRAW.get(kind, _foot)
        for cx, cy, sw, sd in slots(figures, files, ranks, W, H):
            draw(surf, cx, cy, sw, sd, colour)
    if SUPER == 1:
        return surf
    return pygame.transform.smoothscale(surf, (max(1, w_px), max(1, h_px)))


# -- one figure in its slot (centre cx, cy; slot sw x sd; front up) ---------------------------------------
def _ellipse(surf, colour, cx, cy, w, h, edge=INK, width=None) -> None:
    r = pygame.Rect(0, 0, max(2, int(w)), max(2, int(h)))
    r.center = (int(cx), int(cy))
    pygame.draw.ellipse(surf, colour, r)
    if edge is not None:
        pygame.draw.ellipse(surf, edge, r, width or max(1, int(min(w, h) * 0.12)))


def _circle(surf, colour, cx, cy, r, edge=INK) -> None:
    pygame.draw.circle(surf, colour, (int(cx), int(cy)), max(1, int(r)))
    if edge is not None:
        pygame.draw.circle(surf, edge, (int(cx), int(cy)), max(1, int(r)), max(1, int(r * 0.3)))


def _helmet(surf, cx, cy, r) -> None:
    _circle(surf, HELM, cx, cy, r)
    pygame.draw.circle(surf, tint(HELM, 0.5), (int(cx - r * 0.3), int(cy - r * 0.3)), max(1, int(r * 0.35)))


def _foot(surf, cx, cy, sw, sd, colour) -> None:
    u = min(sw * 1.05, sd)
    line = max(1, int(u * 0.07))
    # a spear held upright on the right, its point forward; a shield on the left arm
    x = cx + u * 0.30
    pygame.draw.line(surf, WOOD, (x, cy + u * 0.26), (x, cy - u * 0.40), line + 1)
    tip = [(x - u * 0.06, cy - u * 0.38), (x + u * 0.06, cy - u * 0.38), (x, cy - u * 0.54)]
    pygame.draw.polygon(surf, STEEL, tip)
    _ellipse(surf, tint(colour, 0.18), cx, cy + u * 0.04, u * 0.76, u * 0.42)
    _circle(surf, tint(colour, 0.55), cx - u * 0.30, cy - u * 0.10, u * 0.19)
    pygame.draw.circle(surf, INK, (int(cx - u * 0.30), int(cy - u * 0.10)), max(1, int(u * 0.05)))   # its boss
    _helmet(surf, cx, cy, u * 0.17)


def _leader(surf, cx, cy, sw, sd, colour) -> None:
    u = min(sw, sd) * 0.9
    _ellipse(surf, tint(colour, 0.45), cx, cy + u * 0.16, u * 0.72, u * 0.60)      # a cloak behind
    # a banner on a pole at his left shoulder
    pole = (cx - u * 0.36, cy + u * 0.30)
    top = (cx - u * 0.36, cy - u * 0.44)
    pygame.draw.line(surf, WOOD, pole, top, max(1, int(u * 0.06)))
    flag = [top, (top[0] - u * 0.0, top[1] + u * 0.22), (top[0] + u * 0.26, top[1] + u * 0.11)]
    pygame.draw.polygon(surf, GOLD, flag)
    pygame.draw.polygon(surf, INK, flag, max(1, int(u * 0.03)))
    _ellipse(surf, colour, cx, cy + u * 0.02, u * 0.56, u * 0.30)
    _circle(surf, SKIN, cx, cy, u * 0.13)
    pygame.draw.circle(surf, GOLD, (int(cx), int(cy)), max(1, int(u * 0.13)), max(1, int(u * 0.05)))  # a crown


def _rider(surf, cx, cy, sw, sd, colour, heavy: bool = False) -> None:
    uw, ud = sw * 0.9, sd * 0.92
    # the horse: body along the line of advance, head and neck forward
    _ellipse(surf, HORSE, cx, cy + ud * 0.06, uw * 0.36, ud * 0.74)
    _ellipse(surf, HORSE, cx, cy - ud * 0.34, uw * 0.18, ud * 0.26)
    pygame.draw.line(surf, HORSE_DARK, (cx, cy + ud * 0.40), (cx, cy + ud * 0.47), max(1, int(uw * 0.06)))  # tail
    if heavy:   # a couched lance
        pygame.draw.line(surf, WOOD, (cx + uw * 0.16, cy + ud * 0.10), (cx + uw * 0.16, cy - ud * 0.50),
                         max(1, int(uw * 0.05)))
    # the rider across its back
    _ellipse(surf, tint(colour, 0.18), cx, cy + ud * 0.02, uw * 0.62, ud * 0.24)
    _helmet(surf, cx, cy, min(uw, ud) * 0.14)


def _heavy_rider(surf, cx, cy, sw, sd, colour) -> None:
    _rider(surf, cx, cy, sw, sd, colour, heavy=True)


def _mounted_leader(surf, cx, cy, sw, sd, colour) -> None:
    """A leader on horseback: a pale charger (cavalry ride brown horses), a cloak over its back, a banner on a
    pole and a golden crown."""
    uw, ud = sw * 0.9, sd * 0.92
    u = min(uw, ud)
    _ellipse(surf, CHARGER, cx, cy + ud * 0.08, uw * 0.46, ud * 0.80)                # a pale charger
    _ellipse(surf, CHARGER, cx, cy - ud * 0.34, uw * 0.20, ud * 0.28)                # its head and neck
    pygame.draw.line(surf, shade(CHARGER, 0.6), (cx, cy + ud * 0.44), (cx, cy + ud * 0.50), max(1, int(uw * 0.06)))
    _ellipse(surf, tint(colour, 0.45), cx, cy + ud * 0.14, uw * 0.56, ud * 0.34)     # a cloak behind him
    pole = (cx - uw * 0.30, cy + ud * 0.20)
    top = (cx - uw * 0.30, cy - ud * 0.42)
    pygame.draw.line(surf, WOOD, pole, top, max(1, int(u * 0.06)))
    flag = [top, (top[0], top[1] + ud * 0.2), (top[0] - uw * 0.24, top[1] + ud * 0.1)]
    pygame.draw.polygon(surf, GOLD, flag)
    pygame.draw.polygon(surf, INK, flag, max(1, int(u * 0.03)))
    _ellipse(surf, colour, cx, cy + ud * 0.02, uw * 0.62, ud * 0.22)                 # his shoulders
    _circle(surf, SKIN, cx, cy, u * 0.15)
    pygame.draw.circle(surf, GOLD, (int(cx), int(cy)), max(1, int(u * 0.15)), max(1, int(u * 0.06)))   # the crown


def _monster(surf, cx, cy, sw, sd, colour) -> None:
    u = min(sw, sd) * 0.92
    dark = shade(colour, 0.6)
    for side in (-1, 1):   # clawed arms reaching forward
        _ellipse(surf, dark, cx + side * u * 0.34, cy - u * 0.12, u * 0.20, u * 0.34)
        for k in (-1, 0, 1):
            x = cx + side * u * 0.34 + k * u * 0.05
            pygame.draw.line(surf, INK, (x, cy - u * 0.26), (x, cy - u * 0.36), max(1, int(u * 0.03)))
    _ellipse(surf, colour, cx, cy + u * 0.08, u * 0.62, u * 0.66)
    _circle(surf, dark, cx, cy - u * 0.20, u * 0.15)
    for side in (-1, 1):   # horns
        horn = [(cx + side * u * 0.08, cy - u * 0.30), (cx + side * u * 0.22, cy - u * 0.44),
                (cx + side * u * 0.14, cy - u * 0.26)]
        pygame.draw.polygon(surf, (230, 224, 200), horn)


def _flyer(surf, cx, cy, sw, sd, colour) -> None:
    u = min(sw, sd) * 0.95
    dark = shade(colour, 0.6)
    for side in (-1, 1):   # swept wings
        wing = [(cx + side * u * 0.06, cy - u * 0.12), (cx + side * u * 0.48, cy - u * 0.02),
                (cx + side * u * 0.40, cy + u * 0.16), (cx + side * u * 0.06, cy + u * 0.14)]
        pygame.draw.polygon(surf, dark, wing)
        pygame.draw.polygon(surf, INK, wing, max(1, int(u * 0.03)))
    tail = [(cx - u * 0.06, cy + u * 0.18), (cx + u * 0.06, cy + u * 0.18), (cx, cy + u * 0.46)]
    pygame.draw.polygon(surf, dark, tail)
    _ellipse(surf, colour, cx, cy + u * 0.04, u * 0.22, u * 0.48)
    _circle(surf, colour, cx, cy - u * 0.26, u * 0.09)


def _gun(surf, cx, cy, sw, sd, colour) -> None:
    u = min(sw, sd) * 0.92
    wheel = (50, 40, 30)
    for side in (-1, 1):
        r = pygame.Rect(0, 0, max(2, int(u * 0.10)), max(3, int(u * 0.34)))
        r.center = (int(cx + side * u * 0.26), int(cy - u * 0.02))
        pygame.draw.rect(surf, wheel, r, border_radius=max(1, int(u * 0.04)))
    trail = [(cx - u * 0.18, cy), (cx + u * 0.18, cy), (cx + u * 0.04, cy + u * 0.32), (cx - u * 0.04, cy + u * 0.32)]
    pygame.draw.polygon(surf, WOOD, trail)
    barrel = pygame.Rect(0, 0, max(2, int(u * 0.14)), max(3, int(u * 0.56)))
    barrel.midbottom = (int(cx), int(cy + u * 0.08))
    pygame.draw.rect(surf, (70, 72, 78), barrel, border_radius=max(1, int(u * 0.05)))
    pygame.draw.rect(surf, INK, barrel, max(1, int(u * 0.03)), border_radius=max(1, int(u * 0.05)))
    for side in (-1, 1):   # two crew behind it
        _ellipse(surf, colour, cx + side * u * 0.24, cy + u * 0.36, u * 0.22, u * 0.13)
        _circle(surf, SKIN, cx + side * u * 0.24, cy + u * 0.36, u * 0.06)


def _chariot(surf, cx, cy, sw, sd, colour) -> None:
    uw, ud = sw * 0.92, sd * 0.92
    for side in (-1, 1):   # two horses ahead of the car
        _ellipse(surf, HORSE, cx + side * uw * 0.14, cy - ud * 0.20, uw * 0.18, ud * 0.42)
        _ellipse(surf, HORSE, cx + side * uw * 0.14, cy - ud * 0.43, uw * 0.10, ud * 0.12)
        r = pygame.Rect(0, 0, max(2, int(uw * 0.08)), max(3, int(ud * 0.24)))
        r.center = (int(cx + side * uw * 0.34), int(cy + ud * 0.26))
        pygame.draw.rect(surf, (50, 40, 30), r)
    pygame.draw.line(surf, WOOD, (cx, cy - ud * 0.02), (cx, cy + ud * 0.14), max(1, int(uw * 0.05)))
    car = pygame.Rect(0, 0, int(uw * 0.54), int(ud * 0.30))
    car.center = (int(cx), int(cy + ud * 0.26))
    pygame.draw.rect(surf, colour, car, border_radius=max(1, int(uw * 0.06)))
    pygame.draw.rect(surf, INK, car, max(1, int(uw * 0.03)), border_radius=max(1, int(uw * 0.06)))
    _circle(surf, SKIN, cx, cy + ud * 0.24, min(uw, ud) * 0.08)


_DRAW = {"infantry": _foot, "cavalry": _rider, "light_cavalry": _rider, "heavy_cavalry": _heavy_rider,
         "monster": _monster, "flyer": _flyer, "artillery": _gun, "chariot": _chariot, "leader": _leader, "mounted_leader": _mounted_leader}
assert MOUNTED_KINDS <= set(_DRAW)
