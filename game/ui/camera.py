"""The one camera: world (inches) <-> screen (pixels), pan, zoom, fit.

Every board is measured in inches in the world: a table is its size, a hex map
lays its hexes out `hex_inches` across the flats, a tile map `tile_inches` a
side. Nothing else in the app converts between world and screen.
"""
from __future__ import annotations

__all__ = ["Camera"]


class Camera:
    MIN_SCALE = 2.0     # pixels per inch
    MAX_SCALE = 400.0

    def __init__(self, view_w: int, view_h: int, scale: float = 20.0) -> None:
        self.view_w, self.view_h = int(view_w), int(view_h)
        self.scale = float(scale)
        self.x0 = 0.0  # world point at the top-left of the view
        self.y0 = 0.0
        self.view_x = 0  # where the view starts on the window (a panel may sit left of it)
        self.view_y = 0

    # conversions ------------------------------------------------------------------------
    def to_screen(self, x: float, y: float) -> tuple[float, float]:
        return (self.view_x + (x - self.x0) * self.scale, self.view_y + (y - self.y0) * self.scale)

    def to_world(self, sx: float, sy: float) -> tuple[float, float]:
        return (self.x0 + (sx - self.view_x) / self.scale, self.y0 + (sy - self.view_y) / self.scale)

    def length_to_screen(self, inches: float) -> float:
        return inches * self.scale

    def visible_world_rect(self) -> tuple[float, float, float, float]:
        return (self.x0, self.y0, self.view_w / self.scale, self.view_h / self.scale)

    # moving --------------------------------------------------------------------------------
    def set_view(self, x: int, y: int, w: int, h: int) -> None:
        """The screen rectangle the board is drawn in; keeps the centre where it was."""
        cx, cy = self.to_world(self.view_x + self.view_w / 2, self.view_y + self.view_h / 2)
        self.view_x, self.view_y, self.view_w, self.view_h = int(x), int(y), max(1, int(w)), max(1, int(h))
        self.center_on(cx, cy)

    def center_on(self, x: float, y: float) -> None:
        self.x0 = x - self.view_w / 2 / self.scale
        self.y0 = y - self.view_h / 2 / self.scale

    def pan(self, dx_px: float, dy_px: float) -> None:
        """Move the view by screen pixels (drag right -> the board moves right)."""
        self.x0 -= dx_px / self.scale
        self.y0 -= dy_px / self.scale

    def zoom_at(self, factor: float, sx: float, sy: float) -> None:
        """Zoom by `factor` keeping the world point under (sx, sy) where it is."""
        wx, wy = self.to_world(sx, sy)
        self.scale = min(self.MAX_SCALE, max(self.MIN_SCALE, self.scale * factor))
        self.x0 = wx - (sx - self.view_x) / self.scale
        self.y0 = wy - (sy - self.view_y) / self.scale

    def fit(self, world_w: float, world_h: float, margin_px: int = 24) -> None:
        """Zoom and centre so the whole board shows."""
        usable_w = max(1, self.view_w - 2 * margin_px)
        usable_h = max(1, self.view_h - 2 * margin_px)
        self.scale = min(self.MAX_SCALE, max(self.MIN_SCALE, min(usable_w / world_w, usable_h / world_h)))
        self.center_on(world_w / 2, world_h / 2)
