"""Select and move: click a unit, objective, terrain piece or zone to select it (click the same spot
again for what lies beneath), drag it to move it, drag a polygon's or line's corner to reshape it.

Turning (Q/E), scaling ([ ]), copying (Ctrl+D) and deleting (Delete) work on the
selection whichever tool is on; they live in the scene's commands.
"""
from __future__ import annotations

import math

import pygame

from ...board.paint import thick_polyline
from .. import edits, selection, shapes
from ..targets import item
from .base import Tool

__all__ = ["SelectTool", "HANDLE_PX", "DRAG_PX"]

HANDLE_PX = 7
DRAG_PX = 4
CYCLE_PX = 4


class SelectTool(Tool):
    shortcut, name = "v", "Select"
    tip = "Select and move (V): click a unit, objective, terrain piece or zone (again: what lies beneath), " \
          "drag to move it, drag a corner handle to reshape; Q/E turn, [ ] scale, Ctrl+D copy, Delete remove"
    hint = "Click: select (again: the thing beneath)  ·  drag: move  ·  Q/E: turn  ·  [ ]: scale  ·  " \
           "Ctrl+D: copy  ·  Del: delete"

    def __init__(self, scene) -> None:
        super().__init__(scene)
        self.press_pos = None
        self.press_world = None
        self.now = None
        self.dragging = False
        self.vertex: int | None = None
        self.last_click = None

    @property
    def busy(self) -> bool:
        return self.dragging

    # -- pointer ---------------------------------------------------------------------------------
    def _handle_at(self, pos) -> int | None:
        sel = self.scene.selected
        it = item(self.scene.doc.data, sel) if sel is not None and sel[0] in ("terrain", "zone") else None
        if it is None or it.get("shape") == "cells":
            return None
        cam = self.scene.view.camera
        for i, (x, y) in enumerate(shapes.vertices(it)):
            if math.dist(cam.to_screen(x, y), pos) <= HANDLE_PX:
                return i
        return None

    def press(self, world, pos, mods) -> None:
        scene = self.scene
        self.press_pos, self.press_world, self.now = pos, world, world
        self.dragging = False
        self.vertex = self._handle_at(pos)
        if self.vertex is not None:
            return
        things = scene.things_at(world)
        again = self.last_click is not None and math.dist(self.last_click, pos) <= CYCLE_PX
        self.last_click = pos
        if not things:
            scene.select(None)
            return
        if again and scene.selected in things:  # the same spot again: the next thing down
            scene.select(things[(things.index(scene.selected) + 1) % len(things)])
        else:
            scene.select(things[0])

    def drag(self, world, pos) -> None:
        if self.press_pos is None or self.scene.selected is None:
            return
        if not self.dragging and math.dist(pos, self.press_pos) > DRAG_PX:
            self.dragging = True
            sel = self.scene.selected
            if sel[0] == "unit" and self.vertex is None:
                self.scene.hidden = item(self.scene.doc.data, sel).get("id")
        if self.dragging:
            self.now = world

    def release(self, world, pos) -> None:
        was, self.dragging = self.dragging, False
        self.scene.hidden = None
        sel = self.scene.selected
        if not was or sel is None:
            self.press_pos = None
            return
        self.now = world
        try:
            label, change = self._change(sel)
        except selection.Refusal as exc:
            self.scene.toast(f"Not moved: {exc}")
        else:
            self.scene.apply(label, change)
        self.press_pos = None
        self.last_click = None

    def cancel(self) -> bool:
        if self.dragging:
            self.dragging = False
            self.scene.hidden = None
            self.press_pos = None
            return True
        return False

    # -- what a drag does -----------------------------------------------------------------------------
    def _delta(self) -> tuple[float, float]:
        dx, dy = self.now[0] - self.press_world[0], self.now[1] - self.press_world[1]
        return self.scene.snap.point(dx, dy) if self.scene.snap.on else (round(dx, 3), round(dy, 3))

    def _unit_pose(self, it) -> tuple[float, float, float]:
        x, y, h = it["pose"]
        nx, ny = self.scene.snap.point(x + self.now[0] - self.press_world[0], y + self.now[1] - self.press_world[1])
        return (nx, ny, h)

    def _change(self, sel):
        scene = self.scene
        doc = scene.doc.data
        it = item(doc, sel)
        if self.vertex is not None:
            x, y = scene.snap.point(*self.now)
            new = shapes.move_vertex(it, self.vertex, x, y)
            return "Reshape", lambda d: edits.update_item(d, sel, points=new["points"])
        if scene.grid is not None:
            return selection.moved(doc, sel, grid=scene.grid, from_cell=scene.cell_at(self.press_world),
                                   to_cell=scene.cell_at(self.now))
        if sel[0] == "unit":
            return selection.moved(doc, sel, unit_pose=self._unit_pose(it))
        dx, dy = self._delta()
        return selection.moved(doc, sel, dx=dx, dy=dy)

    # -- the preview ------------------------------------------------------------------------------------
    def draw(self, surface) -> None:
        scene = self.scene
        sel = scene.selected
        if not self.dragging or sel is None:
            return
        it = item(scene.doc.data, sel)
        if it is None:
            return
        cam, layout = scene.view.camera, scene.layout
        white = (255, 255, 255)
        if self.vertex is not None:
            x, y = scene.snap.point(*self.now)
            new = shapes.move_vertex(it, self.vertex, x, y)
            self._outline(surface, new)
            return
        if sel[0] == "unit":
            v = scene.views().get(it.get("id"))
            if v is None:
                return
            if scene.grid is not None:
                cell = scene.cell_at(self.now)
                if cell is None:
                    return
                if scene.snap.on:
                    engine = layout.to_hex(cell) if layout.kind == "hex" else cell
                    scene.artist.draw_ghost(surface, cam, v, cell=(engine[0], engine[1]), facing=v.facing, outline=white)
                else:
                    pts = [cam.to_screen(x + self.now[0] - layout.center_of(v.cell)[0],
                                         y + self.now[1] - layout.center_of(v.cell)[1])
                           for x, y in layout.polygon_of(v.cell)]
                    pygame.draw.polygon(surface, white, pts, 2)
            else:
                scene.artist.draw_ghost(surface, cam, v, pose=self._unit_pose(it), outline=white)
            return
        if scene.grid is not None:
            a, b = scene.cell_at(self.press_world), scene.cell_at(self.now)
            if sel[0] == "objective":
                cells = [b] if b is not None else []
            elif a is None or b is None or it.get("shape") != "cells":
                return
            else:
                cells = [c for c in scene.grid.translate([tuple(c) for c in it["cells"]], scene.grid.delta(a, b))
                         if scene.grid.contains(c)]
            for c in cells:
                pygame.draw.polygon(surface, white, [cam.to_screen(x, y) for x, y in layout.cell_polygon(c)], 2)
            return
        dx, dy = self._delta()
        if sel[0] == "objective":
            x, y = it["point"]
            pygame.draw.circle(surface, white, cam.to_screen(x + dx, y + dy), 10, 2)
            return
        self._outline(surface, shapes.translate(it, dx, dy))

    def _outline(self, surface, shape) -> None:
        cam = self.scene.view.camera
        if shape["shape"] == "polyline":
            for q in thick_polyline(shape["points"], shape.get("width", 1.0)):
                pygame.draw.polygon(surface, (255, 255, 255), [cam.to_screen(x, y) for x, y in q], 1)
            pygame.draw.lines(surface, (255, 255, 255), False, [cam.to_screen(x, y) for x, y in shape["points"]], 2)
        else:
            pygame.draw.polygon(surface, (255, 255, 255), [cam.to_screen(x, y) for x, y in shapes.outline(shape)], 2)
