"""Painting terrain on hex and tile maps: the brush (click and drag), the fill, the eraser.

A stroke collects the cells the pointer crosses (no gaps when it moves fast) and
becomes ONE undoable edit on release. The palette's mode decides whether paint
replaces what lies there or layers over it (a ford on a river).
"""
from __future__ import annotations

import pygame

from ...board.paint import paint_area
from ...board.styles import CROSSINGS, WATERS, style_for
from ...overlays.paint import fill_translucent
from .. import edits
from .base import Tool

__all__ = ["BrushTool", "FillTool", "EraseTool", "CellStroke"]


def _cells_between(scene, a, b) -> list:
    """The cells on the way from cell a to cell b (inclusive), so a fast stroke leaves no gaps."""
    grid = scene.grid
    if grid.hex:
        from ....geometry.hexes import linedraw

        return [grid.to_cell(h) for h in linedraw(grid.to_hex(a), grid.to_hex(b))]
    from ....geometry.tiles import tile_line

    return tile_line(a, b)


class CellStroke(Tool):
    """A drag over cells; subclasses say what a finished stroke does."""

    boards = ("hex", "tiles")
    preview = (255, 255, 255, 70)

    def __init__(self, scene) -> None:
        super().__init__(scene)
        self.cells: list = []
        self.last = None

    @property
    def busy(self) -> bool:
        return bool(self.cells)

    def _add(self, cell) -> None:
        if cell is None:
            return
        for c in ([cell] if self.last is None else _cells_between(self.scene, self.last, cell)):
            if self.scene.grid.contains(c) and c not in self.cells:
                self.cells.append(c)
        self.last = cell

    def press(self, world, pos, mods) -> None:
        self.cells, self.last = [], None
        self.erasing = bool(mods & pygame.KMOD_SHIFT)
        self._add(self.scene.cell_at(world))

    def drag(self, world, pos) -> None:
        if self.last is not None or self.cells:
            self._add(self.scene.cell_at(world))

    def release(self, world, pos) -> None:
        cells, self.cells, self.last = self.cells, [], None
        if cells:
            self.finish(cells)

    def cancel(self) -> bool:
        busy = bool(self.cells)
        self.cells, self.last = [], None
        return busy

    def finish(self, cells) -> None:
        raise NotImplementedError

    def draw(self, surface) -> None:
        if not self.cells:
            return
        cam, layout = self.scene.view.camera, self.scene.layout
        style = self.stroke_style()
        to_px = cam.to_screen
        if style is not None:
            for c in self.cells:
                paint_area(surface, layout.cell_polygon(c), style, to_px, edge_px=0)
        else:
            fill_translucent(surface, [[to_px(x, y) for x, y in layout.cell_polygon(c)] for c in self.cells],
                             self.preview)
        for c in self.cells:
            pygame.draw.polygon(surface, (255, 255, 255), [to_px(x, y) for x, y in layout.cell_polygon(c)], 1)

    def stroke_style(self):
        return None


class BrushTool(CellStroke):
    paints_terrain = True
    shortcut, name = "b", "Brush"
    tip = "Paint the palette's terrain: click or drag over hexes (B). The palette's mode replaces what is " \
          "there or layers over it (a ford on a river)"
    hint = "Click or drag to paint  ·  M: replace / layer  ·  Shift+drag: erase this type"

    def stroke_style(self):
        if getattr(self, "erasing", False):
            return None
        return style_for(self.scene.style_key(self.scene.paint.kind))

    def finish(self, cells) -> None:
        p = self.scene.paint
        if not p.kind:
            self.scene.toast("Pick a terrain type in the palette first")
            return
        name = self.scene.terrain_name(p.kind)
        n = len(cells)
        where = f"{n} {self.scene.cell_word(n)}"
        if getattr(self, "erasing", False):
            self.scene.apply(f"Erase {name} ({where})", lambda d: edits.erase_cells(d, cells, p.kind))
            return
        level = p.level if self.scene.has_level(p.kind) else None
        under = ()
        if self.scene.style_key(p.kind) in CROSSINGS:   # a bridge or ford goes over the river, not instead of it
            under = [t.key for t in self.scene.rules.terrain_types(self.scene.doc.scenario)
                     if self.scene.style_key(t.key) in WATERS]
        self.scene.apply(f"Paint {name} ({where})", lambda d: edits.paint_cells(
            d, cells, p.kind, level, replace=p.replace, neighbours=self.scene.grid.neighbours, under=under))


class EraseTool(CellStroke):
    paints_terrain = True
    shortcut, name = "x", "Erase"
    tip = "Clear terrain from hexes: click or drag (X). In layer mode only the palette's type goes"
    hint = "Click or drag to erase  ·  M: everything / only the palette's type"
    preview = (255, 80, 60, 90)

    def finish(self, cells) -> None:
        p = self.scene.paint
        only = None if p.replace else p.kind
        what = self.scene.terrain_name(only) if only else "terrain"
        self.scene.apply(f"Erase {what} ({len(cells)} {self.scene.cell_word(len(cells))})",
                         lambda d: edits.erase_cells(d, cells, only))


class FillTool(Tool):
    paints_terrain = True
    shortcut, name = "k", "Fill"
    tip = "Fill: paint the palette's terrain over every connected hex with the same terrain as the one " \
          "clicked (K)"
    hint = "Click a hex: its whole patch of the same ground takes the palette's terrain"
    boards = ("hex", "tiles")

    def press(self, world, pos, mods) -> None:
        scene = self.scene
        cell = scene.cell_at(world)
        p = scene.paint
        if cell is None or not p.kind:
            return
        terrain = edits.cell_terrain(scene.doc.data)
        region = scene.grid.flood(cell, lambda c: frozenset(terrain.get(c, ())))
        level = p.level if scene.has_level(p.kind) else None
        cells = sorted(region)
        scene.apply(f"Fill {scene.terrain_name(p.kind)} ({len(cells)} {scene.cell_word(len(cells))})",
                    lambda d: edits.paint_cells(d, cells, p.kind, level, replace=p.replace,
                                                neighbours=scene.grid.neighbours))
