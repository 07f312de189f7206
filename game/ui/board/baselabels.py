"""The labels of table bases: a base's strength inside it when it has room, its name under it (or over, or
beside, where the label placer finds room; under the whole unit when it is drawn model by model), and its
markers as badges over its top edge. `BaseLabels` is a part of `bases.BaseArtist`."""
from __future__ import annotations

import pygame

from ...core.ruleset import UnitView
from ..text import ui_scale  # the labels grow with the interface size
from .labels import FULL, NONE, label_detail, label_size
from .palette import INK, LIGHT

__all__ = ["BaseLabels", "bbox", "short_strength", "ATTACHED_PLAIN", "STATE_MARKS", "MAX_BADGES"]

STATE_MARKS = ("active", "ready")
ATTACHED_PLAIN = frozenset({"leader", "attached"})  # not badged on a leader inside its unit (the unit shows "C")
MAX_BADGES = 4


class BaseLabels:
    """Drawing a table base's labels (the artist's text cache, colours, label placer and badges are the
    `BaseArtist`'s)."""

    def draw_labels(self, surface: pygame.Surface, camera, v: UnitView, pts=None, group=None) -> None:
        """A table base's name, strength and markers alone (drawn after every base, so no base covers
        another's label; counters carry theirs in their sprite). `pts`: its outline on the screen, if
        known; `group`: the outline points of every model of its unit, when the unit is drawn model by
        model (its name then goes beside the whole unit, not beside its first model)."""
        if not v.alive or v.pose is None or v.cell is not None:
            return
        if pts is None:
            pts = [camera.to_screen(x, y) for x, y in self.world_outline(v)]
        if len(pts) >= 3:
            self._base_labels(surface, camera, v, pts, group)

    def _base_labels(self, surface, camera, v, pts, group=None) -> None:
        """Strength inside the base when it has room, the name under it (above a small base, which often
        sits on a bigger one; none on a leader inside its unit, whose card names it; under or over the
        whole `group` of a unit drawn model by model), markers as badges over its top edge."""
        cx = sum(p[0] for p in pts) / len(pts)
        cy = sum(p[1] for p in pts) / len(pts)
        bottom = max(p[1] for p in pts)
        top = min(p[1] for p in pts)
        width = max(p[0] for p in pts) - min(p[0] for p in pts)
        height = bottom - top
        size = label_size(camera.scale, ui_scale())
        detail = label_detail(camera.scale)
        if detail == NONE:   # bases are specks: their colour and the unit card say enough
            return
        strength = short_strength(v.strength)
        small = width < 30
        if strength and any(ch.isdigit() for ch in strength) and v.id not in self._figured:
            img = self.text.get(strength, size, LIGHT, bold=True, outline=INK)
            if not small and img.get_width() <= width - 4 and img.get_height() <= height + 2:
                box = img.get_rect(center=(cx, cy))
                # on a plate of the base's colour: a leader standing on the unit never covers it
                pygame.draw.rect(surface, self.colour(v.side), box.inflate(4, -2).clip(bbox(pts).inflate(-6, -6)))
                surface.blit(img, box)
                strength = ""
        inside = small and "attached" in v.markers   # a leader on its unit: the unit's label has the room
        if width >= 12 and not inside and (v.name if detail == FULL else strength):   # a squad's other models: none
            ring = group if group else pts       # what the name goes beside: the base, or its whole unit
            gx0, gx1 = min(p[0] for p in ring), max(p[0] for p in ring)
            gy0, gy1 = min(p[1] for p in ring), max(p[1] for p in ring)
            first_above = small and not group
            room = max(gx1 - gx0 + 14, 140 if group else 96 if small else 0) * ui_scale()   # bigger text, more room
            suffix = f" {strength}" if strength and any(ch.isdigit() for ch in strength) else ""
            if detail == FULL:
                lines, lsize = self._label_lines(v.name, suffix, size, room, two=not first_above)
            else:
                lines, lsize = [suffix.strip()], size
            imgs = [self.text.get(line, lsize, LIGHT, outline=INK) for line in lines]
            bw = max(i.get_width() for i in imgs)
            bh = sum(i.get_height() - 3 for i in imgs) + 3
            mx, my = (gx0 + gx1) / 2 if group else cx, (gy0 + gy1) / 2 if group else cy
            above = gy0 - (12 if v.markers else 1) - bh + 2
            below = gy1 + 1
            spots = [pygame.Rect(int(mx - bw / 2), int(above if first_above else below), bw, bh),
                     pygame.Rect(int(mx - bw / 2), int(below if first_above else above), bw, bh),
                     pygame.Rect(int(gx1 + 3), int(my - bh / 2), bw, bh),
                     pygame.Rect(int(gx0 - 3 - bw), int(my - bh / 2), bw, bh)]
            spot = spots[0] if self.labels is None else self.labels.place(spots, own=v.unit or v.id)
            if spot is not None:
                y = spot.y
                for img in imgs:
                    surface.blit(img, img.get_rect(midtop=(spot.centerx, y)))
                    y += img.get_height() - 3
        marks = frozenset(v.markers) - ATTACHED_PLAIN if inside else v.markers
        badges = [m for m in marks if m not in STATE_MARKS]
        if badges and width >= 10:
            y = top - 7
            x0 = cx - (min(len(badges), MAX_BADGES) - 1) * 7
            self._badges(surface, marks, [(x0 + i * 13, y) for i in range(MAX_BADGES)], 6)

    def _label_lines(self, name: str, suffix: str, size: int, width: float, two: bool) -> tuple[list[str], int]:
        """A base's name (and strength) as it fits `width`: whole at `size`, else a size smaller, else
        on two lines split at a space (when `two`), and only then cut short."""
        def w(t, sz):
            return self.text.get(t, sz, LIGHT).get_width()
        text = name + suffix
        for sz in (size, max(9, size - 2)):
            if w(text, sz) <= width:
                return [text], sz
        sz = max(9, size - 2)
        words = name.split()
        if two and len(words) > 1:
            best = min(range(1, len(words)), key=lambda i: max(w(" ".join(words[:i]), sz),
                                                                w(" ".join(words[i:]) + suffix, sz)))
            first, second = " ".join(words[:best]), " ".join(words[best:]) + suffix
            return [self._fit(first, sz, width, bold=False), self._fit(second, sz, width, bold=False)], sz
        return [self._fit(text, sz, width, bold=False)], sz

    def _fit(self, text: str, size: int, width: float, bold: bool = True) -> str:
        f = self.text.get(text, size, LIGHT, bold=bold).get_width()
        if f <= width:
            return text
        while len(text) > 3 and self.text.get(text + "…", size, LIGHT, bold=bold).get_width() > width:
            text = text[:-1]
        return text.rstrip(" .,(") + "…"


def short_strength(text: str) -> str:
    """'3/4 wounds' -> '3/4': counters have little room."""
    return text.split(" ")[0] if text else ""


def bbox(pts) -> pygame.Rect:
    """The screen box round outline points (a pixel or two to spare)."""
    xs = [p[0] for p in pts]
    ys = [p[1] for p in pts]
    return pygame.Rect(int(min(xs)) - 2, int(min(ys)) - 2, int(max(xs) - min(xs)) + 5, int(max(ys) - min(ys)) + 5)
