"""Drawing terrain on tables: polygons (click the vertices), circles and rectangles (drag), and
polylines with a width (rivers, walls, hedges, roads).

Points snap to the 0.5" grid while snapping is on. A polygon closes on Enter, a
double click, or a click on its first vertex; a polyline ends on Enter or a
double click; Backspace takes back the last point; Esc drops the shape.
"""
from __future__ import annotations

import math

import pygame

from ...board.paint import circle_points, paint_area, paint_line, rect_points
from ...board.styles import style_for
from .. import edits
from .base import Tool

__all__ = ["PolygonTool", "CircleTool", "RectTool", "LineTool", "DOUBLE_CLICK_MS"]

DOUBLE_CLICK_MS = 400
CLOSE_PX = 10
PREVIEW_EDGE = (255, 255, 255)


class ShapeTool(Tool):
    boards = ("table",)
    geometry = "area"   # which terrain types it draws: "area" or "line"
    paints_terrain = True

    def _style(self):
        return style_for(self.scene.style_key(self.scene.paint.kind))

    def _target_kind(self) -> str | None:
        """The terrain type to draw: the palette's, if it suits this tool."""
        return self.scene.kind_for_tool(self.geometry)

    def _add(self, shape: dict, what: str) -> None:
        kind = self._target_kind()
        if kind is None:
            return
        piece = {"type": kind, **shape}
        if self.scene.has_level(kind) and self.scene.paint.level:
            piece["level"] = self.scene.paint.level
        index = self.scene.apply(f"Draw {self.scene.terrain_name(kind)} ({what})",
                                 lambda d: edits.add_item(d, ("terrain",), piece))
        if index is not None:
            self.scene.select(("terrain", index))


class _PointsTool(ShapeTool):
    """Polygon and polyline: clicked points."""

    minimum = 3

    def __init__(self, scene) -> None:
        super().__init__(scene)
        self.points: list[tuple[float, float]] = []
        self.pointer = None
        self._last_click = (-10_000, None)

    @property
    def busy(self) -> bool:
        return bool(self.points)

    def press(self, world, pos, mods) -> None:
        now = pygame.time.get_ticks()
        then, where = self._last_click
        self._last_click = (now, pos)
        if self.points and where is not None and now - then <= DOUBLE_CLICK_MS and math.dist(where, pos) <= 5:
            self.finish()
            return
        p = self.scene.snap.point(*world)
        if self.geometry == "area" and len(self.points) >= 3:
            first = self.scene.view.camera.to_screen(*self.points[0])
            if math.dist(first, pos) <= CLOSE_PX:
                self.finish()
                return
        if not self.points or p != self.points[-1]:
            self.points.append(p)

    def hover(self, world, pos) -> None:
        self.pointer = self.scene.snap.point(*world)

    drag = hover

    def key(self, ev) -> bool:
        if ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.points:
            self.finish()
            return True
        if ev.key == pygame.K_BACKSPACE and self.points:
            self.points.pop()
            self._last_click = (-10_000, None)  # the next click is not the second of a double click
            return True
        return False

    def cancel(self) -> bool:
        busy = bool(self.points)
        self.points = []
        return busy

    def stamp(self, world, pos, mods: int = 0, *, point: bool = False) -> None:
        """A point at the keyboard's cursor (Enter closes the shape once it has points; Space adds them);
        a polygon's first corner again closes it."""
        p = self.scene.snap.point(*world)
        self.pointer = p
        if self.geometry == "area" and len(self.points) >= 3 and p == self.points[0]:
            self.finish()
            return
        if not self.points or p != self.points[-1]:
            self.points.append(p)

    def finish(self) -> None:
        pts, self.points = self.points, []
        if len(pts) < self.minimum:
            self.scene.toast(f"A {self.name.lower()} needs at least {self.minimum} points")
            return
        self.make(pts)

    def make(self, pts) -> None:
        raise NotImplementedError

    def draw(self, surface) -> None:
        if not self.points:
            return
        cam = self.scene.view.camera
        pts = self.points + ([self.pointer] if self.pointer is not None else [])
        px = [cam.to_screen(x, y) for x, y in pts]
        if len(px) >= 2:
            pygame.draw.lines(surface, (20, 20, 20), self.geometry == "area" and len(px) >= 3, px, 4)
            pygame.draw.lines(surface, PREVIEW_EDGE, self.geometry == "area" and len(px) >= 3, px, 2)
        for p in px[:len(self.points)]:
            pygame.draw.rect(surface, PREVIEW_EDGE, pygame.Rect(p[0] - 3, p[1] - 3, 7, 7))


class PolygonTool(_PointsTool):
    shortcut, name = "p", "Polygon"
    tip = "Draw an area (woods, hill...) as a polygon: click its corners; Enter, a double click or a click " \
          "on the first corner closes it (P)"
    hint = "Click the corners (keys: Space at the cursor)  ·  Enter / double click / first corner: close  ·  " \
           "Backspace: last point  ·  Esc: drop"

    def make(self, pts) -> None:
        self._add({"shape": "polygon", "points": [[edits.tidy(x), edits.tidy(y)] for x, y in pts]},
                  f"{len(pts)} corners")


class LineTool(_PointsTool):
    shortcut, name = "l", "Line"
    geometry = "line"
    minimum = 2
    tip = "Draw a line with a width (river, wall, hedge, road): click its points; Enter or a double click " \
          "ends it (L). The width is set in the palette"
    hint = "Click the points (keys: Space at the cursor)  ·  Enter / double click: end  ·  Backspace: last point  ·  " \
           "palette: width"

    def make(self, pts) -> None:
        width = self.scene.paint.width
        self._add({"shape": "polyline", "points": [[edits.tidy(x), edits.tidy(y)] for x, y in pts],
                   "width": edits.tidy(width)}, f"{len(pts)} points")

    def draw(self, surface) -> None:
        if self.points and self.pointer is not None:
            pts = self.points + [self.pointer]
            if len({tuple(p) for p in pts}) >= 2:
                cam = self.scene.view.camera
                paint_line(surface, pts, self.scene.paint.width, self._style(), cam.to_screen, cam.scale)
        super().draw(surface)


class _DragTool(ShapeTool):
    """Circle and rectangle: press, drag, release."""

    def __init__(self, scene) -> None:
        super().__init__(scene)
        self.start = None
        self.end = None

    @property
    def busy(self) -> bool:
        return self.start is not None

    def press(self, world, pos, mods) -> None:
        self.start = self.scene.snap.point(*world)
        self.end = self.start

    def drag(self, world, pos) -> None:
        if self.start is not None:
            self.end = self.scene.snap.point(*world)

    def release(self, world, pos) -> None:
        if self.start is None:
            return
        self.drag(world, pos)
        shape = self.shape()
        self.start = self.end = None
        if shape is None:
            self.scene.toast(f"Drag to size the {self.name.lower()}")
            return
        self._add(shape, self.describe(shape))

    def cancel(self) -> bool:
        busy = self.start is not None
        self.start = self.end = None
        return busy

    def follow(self, world, pos) -> None:
        self.drag(world, pos)

    def stamp(self, world, pos, mods: int = 0, *, point: bool = False) -> None:
        """Enter at the cursor: the first corner (or centre); Enter again, after moving: the other end."""
        if self.start is None:
            self.press(world, pos, mods)
        else:
            self.release(world, pos)

    def draw(self, surface) -> None:
        shape = self.shape() if self.start is not None else None
        if shape is None:
            return
        cam = self.scene.view.camera
        outline = self.outline(shape)
        paint_area(surface, outline, self._style(), cam.to_screen)
        pygame.draw.polygon(surface, PREVIEW_EDGE, [cam.to_screen(x, y) for x, y in outline], 2)


class CircleTool(_DragTool):
    shortcut, name = "o", "Circle"
    tip = "Draw a round area (a hill, a wood): press at its centre and drag out its radius (O)"
    hint = "Press at the centre, drag out the radius, release"

    def shape(self):
        r = self.scene.snap.length(math.dist(self.start, self.end), 0.0)
        if r < 0.25:
            return None
        return {"shape": "circle", "center": [edits.tidy(self.start[0]), edits.tidy(self.start[1])],
                "radius": edits.tidy(r)}

    def outline(self, shape):
        return circle_points(shape["center"][0], shape["center"][1], shape["radius"])

    def describe(self, shape) -> str:
        return f'radius {shape["radius"]:g}"'


class RectTool(_DragTool):
    shortcut, name = "r", "Rect"
    tip = "Draw a rectangle (a field, a village, a bridge): drag from corner to corner (R); turn it later with Q/E"
    hint = "Drag from one corner to the opposite one"

    def shape(self):
        (x0, y0), (x1, y1) = self.start, self.end
        w, h = abs(x1 - x0), abs(y1 - y0)
        if w < 0.25 or h < 0.25:
            return None
        return {"shape": "rect", "center": [edits.tidy((x0 + x1) / 2), edits.tidy((y0 + y1) / 2)],
                "size": [edits.tidy(w), edits.tidy(h)]}

    def outline(self, shape):
        return rect_points(shape["center"], shape["size"], 0.0)

    def describe(self, shape) -> str:
        return f'{shape["size"][0]:g}" x {shape["size"][1]:g}"'
