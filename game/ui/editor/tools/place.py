"""Deployment zones (painted cells on cell maps, rectangles on tables) for the side chosen in the
Armies panel, and objectives (a click)."""
from __future__ import annotations

import pygame

from ...board.paint import rect_points
from ...overlays.paint import fill_translucent
from .. import edits
from .base import Tool
from .draw import RectTool
from .paint import CellStroke

__all__ = ["ZoneTool", "ZoneRectTool", "ObjectiveTool"]

ZONE_TIP = "Deployment zone of the side chosen in the Armies panel (Z)"


class ZoneTool(CellStroke):
    shortcut, name = "z", "Zone"
    tip = f"{ZONE_TIP}: click or drag over hexes to add them; Shift+drag takes them out"
    hint = "Click or drag: add hexes to the side's zone  ·  Shift+drag: take them out  ·  A: other side"

    def draw(self, surface) -> None:
        if not self.cells:
            return
        colour = self.scene.side_colour(self.scene.side)
        self.preview = (255, 80, 60, 90) if getattr(self, "erasing", False) else (*colour, 110)
        super().draw(surface)

    def finish(self, cells) -> None:
        si = self.scene.side
        name = self.scene.doc.data["sides"][si]["name"]
        n = f"{len(cells)} {self.scene.cell_word(len(cells))}"
        if getattr(self, "erasing", False):
            self.scene.apply(f"Shrink {name}'s zone ({n})", lambda d: edits.paint_zone_cells(d, si, cells, erase=True))
        else:
            self.scene.apply(f"Zone for {name} ({n})", lambda d: edits.paint_zone_cells(d, si, cells))


class ZoneRectTool(RectTool):
    shortcut, name = "z", "Zone"
    paints_terrain = False
    tip = f"{ZONE_TIP}: drag a rectangle from corner to corner"
    hint = "Drag a rectangle (keys: Enter at two corners): a deployment zone for the side chosen in the Armies " \
           "panel  ·  A: other side"

    def _add(self, shape: dict, what: str) -> None:
        si = self.scene.side
        name = self.scene.doc.data["sides"][si]["name"]
        index = self.scene.apply(f"Zone for {name} ({what})", lambda d: edits.add_item(d, ("zone", si), shape))
        if index is not None:
            self.scene.select(("zone", si, index))

    def draw(self, surface) -> None:
        shape = self.shape() if self.start is not None else None
        if shape is None:
            return
        cam = self.scene.view.camera
        pts = [cam.to_screen(x, y) for x, y in rect_points(shape["center"], shape["size"], 0.0)]
        fill_translucent(surface, [pts], (*self.scene.side_colour(self.scene.side), 90))
        pygame.draw.polygon(surface, (255, 255, 255), pts, 2)


ZoneTool.boards = ("hex", "tiles")
ZoneRectTool.boards = ("table",)


class ObjectiveTool(Tool):
    shortcut, name = "t", "Objective"
    tip = "Place an objective: click where it stands (T); name it, score it and size it in the panel"
    hint = "Click to place an objective  ·  then set its name, points and radius in the panel"

    def press(self, world, pos, mods) -> None:
        scene = self.scene
        taken = {o.get("id") for o in scene.doc.data.get("objectives", [])}
        n = 1
        while f"obj_{n}" in taken:
            n += 1
        obj = {"id": f"obj_{n}", "name": f"Objective {n}"}
        if scene.layout.kind == "table":
            x, y = scene.snap.point(*world)
            obj["point"] = [edits.tidy(x), edits.tidy(y)]
        else:
            cell = scene.cell_at(world)
            if cell is None:
                return
            obj["at"] = [cell[0], cell[1]]
        index = scene.apply(f"Place {obj['name']}", lambda d: edits.add_item(d, ("objective",), obj))
        if index is not None:
            scene.select(("objective", index))
