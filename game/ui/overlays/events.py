"""Board events: what an action did to units, shown where it happened, and the result of a roll.

`losses` compares the units before and after an action (the engine's views) and names each unit
destroyed, removed or routed; `BoardEvents` plays a short mark on the board at each (a ring that
widens and fades, with a word) and `ResultLine` keeps a roll's result on screen until the player
moves on. Drawing never changes state; `tick` ages the marks.
"""
from __future__ import annotations

import pygame

from ..text import render

__all__ = ["losses", "BoardEvents", "ResultLine", "ROUTED", "clear_of"]

FLASH = 1.6                      # seconds a mark plays
ROUTED = ("routed", "fleeing")   # markers that mean a unit broke
LOST = (235, 80, 60)
BROKE = (245, 175, 60)


def losses(before: dict, after: dict) -> list[tuple[str, str, tuple]]:
    """(unit id, what happened, colour) for each unit the action destroyed, removed or routed."""
    out = []
    for uid, old in before.items():
        new = after.get(uid)
        if not old.alive:
            continue
        if new is None or not new.alive:
            word = "removed" if new is not None and "removed" in new.markers else "destroyed"
            out.append((uid, f"{old.name} {word}", LOST))
        elif any(m in new.markers for m in ROUTED) and not any(m in old.markers for m in ROUTED):
            out.append((uid, f"{old.name} routs", BROKE))
    return out


def clear_of(rect: pygame.Rect, taken: list[pygame.Rect]) -> pygame.Rect:
    """`rect` moved up until it overlaps none of `taken` (two models lost side by side keep readable words)."""
    rect = rect.copy()
    while (i := rect.collidelist(taken)) >= 0:
        rect.bottom = taken[i].top - 1
    return rect


class BoardEvents:
    """Marks playing on the board: [world point, word, colour, seconds played]."""

    def __init__(self) -> None:
        self.marks: list[list] = []

    def add(self, where, word: str, colour) -> None:
        self.marks.append([where, word, colour, 0.0])

    def tick(self, dt: float) -> None:
        for m in self.marks:
            m[3] += dt
        self.marks = [m for m in self.marks if m[3] < FLASH]

    def draw(self, surface: pygame.Surface, camera) -> None:
        words: list[pygame.Rect] = []       # words already drawn: a word that would overlap one moves up
        for (wx, wy), word, colour, t in self.marks:
            k = t / FLASH
            x, y = camera.to_screen(wx, wy)
            r = int(14 + 40 * k)
            ring = pygame.Surface((2 * r + 8, 2 * r + 8), pygame.SRCALPHA)
            pygame.draw.circle(ring, (*colour, int(230 * (1 - k))), (r + 4, r + 4), r, 4)
            surface.blit(ring, (x - r - 4, y - r - 4))
            img = render(word, 14, colour, bold=True, outline=(15, 15, 15))
            rect = clear_of(img.get_rect(midbottom=(x, y - 18 - int(12 * k))), words)
            words.append(rect)
            surface.blit(img, rect)


class ResultLine:
    """A roll's result ("2 hits, 1 saved: 1 damage") under where the dice were, until the player moves on."""

    def __init__(self) -> None:
        self.caption = ""
        self.text = ""

    def show(self, caption: str, text: str) -> None:
        self.caption, self.text = caption, text

    def clear(self) -> None:
        self.caption = self.text = ""

    def __bool__(self) -> bool:
        return bool(self.text)

    def draw(self, surface: pygame.Surface, area: pygame.Rect) -> pygame.Rect | None:
        if not self.text:
            return None
        cap = render(self.caption, 13, (200, 205, 215))
        res = render(self.text, 16, (250, 240, 200), bold=True)
        hint = render("click the board or press a key to go on", 11, (150, 155, 165))
        w = max(cap.get_width(), res.get_width(), hint.get_width()) + 28
        box = pygame.Rect(0, 0, min(w, area.w - 20), cap.get_height() + res.get_height() + hint.get_height() + 16)
        box.midtop = (area.centerx, area.y + 34)
        pygame.draw.rect(surface, (16, 18, 22), box, border_radius=6)
        pygame.draw.rect(surface, (250, 220, 120), box, 1, border_radius=6)
        y = box.y + 6
        for img in (cap, res, hint):
            surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
            y += img.get_height() + 2
        return box
