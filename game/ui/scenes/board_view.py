"""A scenario's board under the camera: pan, zoom, fit, coordinates, scale bar.

This is the shell every board scene (battle, editor, teaching) builds on: it
owns the layout, the camera and the pre-rendered board, and handles the
camera's mouse and keys.
"""
from __future__ import annotations

import math
import re

import pygame

from ...content import Scenario
from ..board.layout import layout_for
from ..board.render import BoardRenderer
from ..board.bases import side_colour
from ..board.styles import BOARD_COLOURS
from ..camera import Camera
from ..scene import Scene
from ..text import render

__all__ = ["BoardView", "BoardViewScene"]

PAN_KEYS = {pygame.K_LEFT: (1, 0), pygame.K_RIGHT: (-1, 0), pygame.K_UP: (0, 1), pygame.K_DOWN: (0, -1)}
KEY_PAN_PX = 60
WHEEL_ZOOM = 1.15


def _style_key_for(ruleset_name: str):
    try:
        from ...core.ruleset import get_ruleset

        meta = get_ruleset(ruleset_name).meta
    except Exception:  # an unknown ruleset still draws, with default styles
        return lambda t: t
    return lambda t: (meta.terrain(t).style or t) if meta.terrain(t) else t


class BoardView:
    """Board + camera + input for panning and zooming. Embed it in a scene."""

    def __init__(self, scenario: Scenario, view_rect: pygame.Rect) -> None:
        self.scenario = scenario
        self.layout = layout_for(scenario.board)
        self.camera = Camera(view_rect.w, view_rect.h)
        self.camera.set_view(*view_rect)
        self.renderer = BoardRenderer(scenario, self.layout, _style_key_for(scenario.ruleset))
        self.camera.fit(self.layout.width, self.layout.height)
        self._drag_from: tuple[int, int] | None = None
        self._font: pygame.font.Font | None = None

    def set_view_rect(self, rect: pygame.Rect) -> None:
        self.camera.set_view(*rect)

    def fit(self) -> None:
        self.camera.fit(self.layout.width, self.layout.height)

    def in_view(self, pos) -> bool:
        c = self.camera
        return c.view_x <= pos[0] < c.view_x + c.view_w and c.view_y <= pos[1] < c.view_y + c.view_h

    # -- input ----------------------------------------------------------------------------------
    def handle_event(self, ev: pygame.event.Event) -> bool:
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 3 and self.in_view(ev.pos):
            self._drag_from = ev.pos
            return True
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 3 and self._drag_from is not None:
            self._drag_from = None
            return True
        if ev.type == pygame.MOUSEMOTION and self._drag_from is not None:
            self.camera.pan(ev.pos[0] - self._drag_from[0], ev.pos[1] - self._drag_from[1])
            self._drag_from = ev.pos
            return True
        if ev.type == pygame.MOUSEWHEEL:
            pos = pygame.mouse.get_pos()
            if self.in_view(pos):
                self.camera.zoom_at(WHEEL_ZOOM ** ev.y, *pos)
                return True
        if ev.type == pygame.KEYDOWN:
            if ev.key in PAN_KEYS:
                dx, dy = PAN_KEYS[ev.key]
                self.camera.pan(dx * KEY_PAN_PX, dy * KEY_PAN_PX)
                return True
            c = self.camera
            centre = (c.view_x + c.view_w / 2, c.view_y + c.view_h / 2)
            if ev.key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
                c.zoom_at(WHEEL_ZOOM, *centre)
                return True
            if ev.key in (pygame.K_MINUS, pygame.K_KP_MINUS):
                c.zoom_at(1 / WHEEL_ZOOM, *centre)
                return True
            if ev.key in (pygame.K_f, pygame.K_HOME):
                self.fit()
                return True
            if ev.key == pygame.K_c and self.layout.kind != "table":
                self.renderer.show_coords = not self.renderer.show_coords
                return True
        return False

    # -- drawing --------------------------------------------------------------------------------
    def font(self, size: int = 16) -> pygame.font.Font:
        if self._font is None:
            self._font = pygame.font.Font(None, size)
        return self._font

    def draw_board(self, surface: pygame.Surface) -> None:
        c = self.camera
        surface.fill(BOARD_COLOURS["background"], pygame.Rect(c.view_x, c.view_y, c.view_w, c.view_h))
        self.renderer.draw(surface, c)

    def draw_scale_bar(self, surface: pygame.Surface) -> None:
        """A bar of a round number of inches in alternating blocks, bottom left of the view."""
        c = self.camera
        inches = 140 / c.scale
        nice = next((n for n in (1, 2, 3, 6, 12, 18, 24, 36, 48, 72) if n >= inches * 0.6), 72)
        blocks = next(b for b in (6, 4, 3, 2, 1) if nice % b == 0 and nice // b >= 1)
        length = nice * c.scale
        label = render(f'{nice}" ({nice // blocks}" blocks)' if blocks > 1 else f'{nice}"', 13, (235, 235, 235))
        x, y = c.view_x + 16, c.view_y + c.view_h - 22
        pygame.draw.rect(surface, (20, 20, 20), pygame.Rect(x - 6, y - label.get_height() - 3,
                                                            max(length, label.get_width()) + 12,
                                                            label.get_height() + 17))
        for i in range(blocks):
            colour = (235, 235, 235) if i % 2 == 0 else (70, 70, 70)
            pygame.draw.rect(surface, colour, pygame.Rect(x + i * length / blocks, y, length / blocks + 1, 7))
        pygame.draw.rect(surface, (235, 235, 235), pygame.Rect(x, y, length, 7), 1)
        surface.blit(label, (x, y - label.get_height() - 1))

    def draw_placements(self, surface: pygame.Surface) -> None:
        """The scenario's units where the file puts them (the shell's stand-in for bases). A name that
        would overlap another name or marker is shortened to its last word, or left out."""
        c = self.camera
        font = self.font()
        marks: list[tuple[float, float, float, str]] = []   # (x, y, radius, name) on screen
        for si, side in enumerate(self.scenario.sides):
            colour = pygame.Color(side_colour(self.scenario, side.id))
            for unit in side.units:
                if unit.pose is not None:
                    x, y, heading = unit.pose
                elif unit.at is not None and self.layout.kind != "table":
                    x, y = self.layout.cell_center(tuple(unit.at))
                    heading = None
                else:
                    continue
                sx, sy = c.to_screen(x, y)
                r = max(5, c.scale * 0.7)
                pygame.draw.circle(surface, colour, (sx, sy), r)
                pygame.draw.circle(surface, (20, 20, 20), (sx, sy), r, 2)
                if heading is not None:
                    a = math.radians(heading)
                    pygame.draw.line(surface, (20, 20, 20), (sx, sy), (sx + math.sin(a) * r, sy - math.cos(a) * r), 3)
                marks.append((sx, sy, r, unit.name or unit.id))
        for img, box in self._labels(marks, font, surface.get_clip() or surface.get_rect()):
            surface.blit(img, box)

    @staticmethod
    def _labels(marks, font, bounds: pygame.Rect) -> list[tuple[pygame.Surface, pygame.Rect]]:
        """Each mark's name under it, shortened or left out where it would overlap a name or a mark."""
        taken = [pygame.Rect(int(sx - r), int(sy - r), int(2 * r) + 1, int(2 * r) + 1) for sx, sy, r, _ in marks]
        out = []
        for sx, sy, r, name in marks:
            for text in _shorter_names(name):
                img = font.render(text, True, (15, 15, 15))
                box = img.get_rect(midtop=(sx, sy + r + 2))
                if bounds.contains(box) and box.inflate(4, 0).collidelist(taken) < 0:
                    out.append((img, box))
                    taken.append(box)
                    break
        return out


def _shorter_names(name: str) -> list[str]:
    """'Orc Archers (west)', 'Orc Archers', 'Archers': a label and its shorter forms."""
    plain = re.sub(r"\s*\([^)]*\)", "", name).strip() or name
    return list(dict.fromkeys((name, plain, plain.split()[-1])))


class BoardViewScene(Scene):
    """The window shell: a scenario's board with pan and zoom (no rules yet)."""

    def __init__(self, app, scenario: Scenario, title: str = "") -> None:
        super().__init__(app)
        w, h = app.size
        self.view = BoardView(scenario, pygame.Rect(0, 28, w, h - 28))
        self.title = title or f"{scenario.title} - {scenario.ruleset} - {scenario.board.describe()}"

    def resize(self, w: int, h: int) -> None:
        self.view.set_view_rect(pygame.Rect(0, 28, w, h - 28))

    def handle_event(self, ev) -> bool:
        return self.view.handle_event(ev)

    def draw(self, surface: pygame.Surface) -> None:
        self.view.draw_board(surface)
        self.view.draw_placements(surface)
        self.view.draw_scale_bar(surface)
        pygame.draw.rect(surface, (28, 30, 34), pygame.Rect(0, 0, surface.get_width(), 28))
        font = self.view.font(22)
        surface.blit(font.render(self.title, True, (230, 230, 230)), (10, 6))
        hint = font.render("right-drag / arrows: pan   wheel / +/-: zoom   F: fit   C: coordinates", True,
                           (150, 150, 150))
        surface.blit(hint, (surface.get_width() - hint.get_width() - 10, 6))
