"""The scenario editor's drawing: the picture of the document, the selected piece's outline and
handles, the ghost of a unit being placed, the side panel and the hint strip. A mixin of `EditorScene`;
drawing never changes state."""
from __future__ import annotations

import pygame

from ..overlays.paint import dashed_polygon
from ..text import opaque, render
from ..ui_scale import scaled
from . import shapes
from .targets import item

__all__ = ["EditorDrawing", "HINT_H"]

HINT_H = 22     # the hint strip's height, at interface scale 1


class EditorDrawing:
    """What the editor screen draws (see the module docstring)."""

    def draw(self, surface: pygame.Surface) -> None:
        self.picture.draw(surface, self.doc, self.views(), selected=self.selected, hidden=self.hidden)
        clip = surface.get_clip()
        surface.set_clip(self.board_rect)
        self._draw_selection(surface)
        self.tool.draw(surface)
        self._draw_carry(surface)
        self.draw_cursor(surface)
        self.toasts.draw(surface, self.board_rect)
        surface.set_clip(clip)
        if self.ui:
            self.toolrow.draw(surface)
            note = "" if self.snap.on else "snap off"
            self.topbar.draw(surface, self.doc, self.rules, note)
            self._draw_side(surface)
        self._draw_hints(surface)

    def _draw_selection(self, surface) -> None:
        sel = self.selected
        if sel is None or sel[0] not in ("terrain",):
            return
        it = item(self.doc.data, sel)
        if it is None:
            return
        cam, layout = self.view.camera, self.layout
        if it.get("shape") == "cells":
            for c in it["cells"]:
                pygame.draw.polygon(surface, (255, 255, 255), [cam.to_screen(x, y) for x, y in
                                                               layout.cell_polygon(tuple(c))], 2)
            return
        if it["shape"] == "polyline":
            from ..board.paint import thick_polyline

            for q in thick_polyline(it["points"], it.get("width", 1.0)):
                dashed_polygon(surface, (255, 255, 255), [cam.to_screen(x, y) for x, y in q], 1, 6, 4)
        else:
            dashed_polygon(surface, (255, 255, 255), [cam.to_screen(x, y) for x, y in shapes.outline(it)], 2, 8, 5)
        for x, y in shapes.vertices(it):
            sx, sy = cam.to_screen(x, y)
            pygame.draw.rect(surface, (20, 20, 20), pygame.Rect(sx - 5, sy - 5, 11, 11))
            pygame.draw.rect(surface, (255, 255, 255), pygame.Rect(sx - 4, sy - 4, 9, 9))

    def _draw_carry(self, surface) -> None:
        if self.carrying is None:
            return
        if self.cursor_shown:
            ghost = self.carry_view(self.cursor_world())
        elif self.board_rect.collidepoint(self.mouse):
            ghost = self.carry_view(self.view.camera.to_world(*self.mouse))
        else:
            return
        if ghost is None:
            return
        view, kw = ghost
        self.artist.draw_ghost(surface, self.view.camera, view, outline=(255, 255, 255), **kw)

    def _draw_side(self, surface) -> None:
        key = (self.doc.version, self.tab, self.selected, self.side, self.carrying, tuple(self.side_rect),
               self.paint.kind, self.paint.replace, self.paint.level, self.paint.width)
        if key != self._side_key or self._side_surface is None:
            surf = opaque(self.side_rect.size)
            surf.fill((26, 28, 33))
            pygame.draw.line(surf, (60, 64, 72), (0, 0), (0, self.side_rect.h))
            offset = self.side_rect.topleft
            if self.panel is not None:
                self.panel.paint(surf, offset)
            if self.props is not None:
                self.props.paint(surf, offset)
            self._side_surface = surf
            self._side_key = key
        surface.blit(self._side_surface, self.side_rect)

    def _draw_hints(self, surface) -> None:
        r = self.board_rect
        key = (r.w, self.tool.name, self.snap.on, self.carrying)
        if self._hints is None or self._hints[0] != key:
            strip = opaque((r.w, scaled(HINT_H)))
            strip.fill((20, 22, 26))
            if self.carrying is not None:
                parts = [f"Click the board (or Enter at the cursor) to place a {self._profile_name(self.carrying)}",
                         "U: next unit", "Esc: stop placing"]
            else:
                parts = [self.tool.hint]
            parts = [a for p in parts if p for a in p.split("  ·  ")]
            tool_parts = len(parts)
            parts += [f"G: snap {'on' if self.snap.on else 'off'}", "arrows: cursor", "Tab: next piece", "right-drag: pan",
                      "wheel: zoom", "F1: help"]
            img = render("  ·  ".join(parts), 12, (185, 190, 200))
            # a narrow window drops the board's keys first, then the tool's last hints (never its first)
            spare = ["wheel: zoom", "right-drag: pan", "Tab: next piece"] + parts[1:tool_parts][::-1]
            while img.get_width() > r.w - 16 and spare:
                parts.remove(spare.pop(0))
                img = render("  ·  ".join(parts), 12, (185, 190, 200))
            strip.blit(img, (8, (scaled(HINT_H) - img.get_height()) // 2))
            self._hints = (key, strip)
        surface.blit(self._hints[1], (r.x, r.bottom))

    def _profile_name(self, pid: str) -> str:
        return next((p.name for p in self.catalogue() if p.id == pid), pid)
