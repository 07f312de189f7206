"""The Terrain tab: the palette of the ruleset's terrain types (only those), the paint mode (replace
or layer) on cell maps, the level for types that have one, the width of lines on tables."""
from __future__ import annotations

import pygame

from ..board.styles import style_for
from ..text import render
from ..ui_scale import scaled
from .widgets import ButtonList, Row, list_title, row_height

__all__ = ["TerrainPanel", "SWATCH", "least_height"]

SWATCH = 22
GREY = (150, 158, 170)


_SWATCHES: dict[str, pygame.Surface] = {}


def swatch(style_key: str) -> pygame.Surface:
    """A small square in the style's colours and pattern (one per style, kept)."""
    img = _SWATCHES.get(style_key)
    if img is None:
        from ..board.paint import paint_area

        img = pygame.Surface((SWATCH, SWATCH))
        img.fill((26, 28, 33))
        style = style_for(style_key)
        paint_area(img, [(0, 0), (SWATCH - 1, 0), (SWATCH - 1, SWATCH - 1), (0, SWATCH - 1)], style, lambda x, y: (x, y))
        _SWATCHES[style_key] = img
    return img


def _controls_h() -> int:
    """The room of the paint controls under the palette: two rows (Mode or Width; Level) and margins."""
    return 2 * (scaled(28) + scaled(6)) + scaled(8)


def least_height() -> int:
    """The least height the tab needs whole: its title, a palette of two rows at 100% (one at 200%), the controls;
    the properties of a selection below it take no more than leaves this."""
    return scaled(20) + 60 + _controls_h()


class TerrainPanel:
    def __init__(self, scene, rect: pygame.Rect) -> None:
        from ..widgets import button

        self.scene = scene
        self.rect = rect
        manager = scene.app.manager
        types = scene.terrain_types()
        cells = scene.layout.kind != "table"
        bh, step = scaled(28), scaled(28) + scaled(6)   # a control row's height; from one row to the next
        title_h, controls_h = scaled(20), _controls_h()
        list_h = max(60, min(len(types) * row_height() + 4, rect.h - title_h - controls_h))
        self.list_rect = pygame.Rect(rect.x, rect.y + title_h, rect.w, list_h)
        self.palette = ButtonList(manager, self.list_rect, self.pick)
        self.buttons = {}
        y = self.list_rect.bottom + 8
        self.controls_y = y
        x = rect.x
        # the words left of the buttons ("Mode", "Width", "Level") and the buttons as wide as theirs
        lx = x + max(60, max(render(t, 13).get_width() for t in ("Mode", "Width", "Level")) + scaled(10))
        wide = {t: max(86, render(t, 14).get_width() + scaled(20)) for t in ("Replace", "Layer")}
        small = max(30, render("+", 14).get_width() + scaled(16))
        second = lx + wide["Replace"] + 4   # the second column: "Layer", "+"
        if cells:
            self.buttons["replace"] = button(manager, (lx, y, wide["Replace"], bh), "Replace",
                                             "Paint replaces the terrain already there (M switches)",
                                             lambda: scene.set_paint(replace=True))
            self.buttons["layer"] = button(manager, (second, y, wide["Layer"], bh), "Layer", "Paint goes over what is "
                                           "there: a ford or bridge on a river, a village on a hill (M switches)",
                                           lambda: scene.set_paint(replace=False))
        else:
            self.buttons["thinner"] = button(manager, (lx, y, small, bh), "-", "Draw lines thinner (by 0.5\")",
                                             lambda: scene.set_paint(width=scene.paint.width - 0.5))
            self.buttons["wider"] = button(manager, (second, y, small, bh), "+", "Draw lines wider (by 0.5\")",
                                           lambda: scene.set_paint(width=scene.paint.width + 0.5))
        y += step
        self.buttons["lower"] = button(manager, (lx, y, small, bh), "-", "A lower level for hills",
                                       lambda: scene.set_paint(level=scene.paint.level - 1))
        self.buttons["higher"] = button(manager, (second, y, small, bh), "+", "A higher level for hills",
                                        lambda: scene.set_paint(level=scene.paint.level + 1))
        self.value_x = lx + small - x   # where the width and the level are written, between "-" and "+"
        self.row_step = step
        self.bottom = y + step
        self._key = None
        self.sync()

    def pick(self, key: str) -> None:
        self.scene.set_paint(kind=key)

    def sync(self) -> None:
        scene = self.scene
        p = scene.paint
        key = (p.kind, p.replace, p.level, p.width, scene.doc.version if not scene.rules.known else 0)
        if key == self._key:
            return
        self._key = key
        table = scene.layout.kind == "table"
        rows = []
        for t in scene.terrain_types():
            what = {"line": "a line", "area": "an area", "either": "an area or a line"}.get(t.geometry, t.geometry)
            extra = f" Drawn as {what}." if table else ""
            level = " Has levels." if t.has_level else ""
            rows.append(Row(t.key, t.name + (" (line)" if table and t.geometry == "line" else ""),
                            f"{t.name}: {t.summary}{extra}{level}", selected=(t.key == p.kind),
                            image=swatch(scene.style_key(t.key))))
        self.palette.set_rows(rows)
        if "replace" in self.buttons:
            for name, on in (("replace", p.replace), ("layer", not p.replace)):
                b = self.buttons[name]
                b.select() if on else b.unselect()
        has_level = scene.has_level(p.kind)
        why = "" if has_level else " (only for types with levels, like hills)"
        self.buttons["lower"].set_state(has_level and p.level > 1, "A lower level for hills" + why)
        self.buttons["higher"].set_state(has_level and p.level < 10, "A higher level for hills" + why)
        if table:
            self.buttons["thinner"].set_state(p.width > 0.5, "Draw lines thinner (by 0.5\")")
            self.buttons["wider"].set_state(p.width < 20, "Draw lines wider (by 0.5\")")

    def paint(self, surface: pygame.Surface, offset) -> None:
        """Titles, swatches and values under the buttons (on the cached panel surface)."""
        ox, oy = offset
        scene = self.scene
        surface.blit(list_title("PALETTE  (the ruleset's terrain types)", self.rect.w - 4),
                     (self.rect.x - ox + 2, self.rect.y - oy + 2))
        y = self.controls_y - oy
        x = self.rect.x - ox
        p = scene.paint
        pad, second = scaled(5), y + self.row_step + scaled(5)
        if scene.layout.kind != "table":
            surface.blit(render("Mode", 13, GREY), (x, y + pad))
        else:
            surface.blit(render("Width", 13, GREY), (x, y + pad))
            value = render(f'{p.width:g}"', 14, (235, 235, 235), bold=True)
            surface.blit(value, (x + self.value_x + scaled(12), y + pad))
        surface.blit(render("Level", 13, GREY), (x, second))
        level = str(p.level) if scene.has_level(p.kind) else "-"
        surface.blit(render(level, 14, (235, 235, 235), bold=True), (x + self.value_x + scaled(22), second))

    def kill(self) -> None:
        self.palette.kill()
        for b in self.buttons.values():
            b.kill()

