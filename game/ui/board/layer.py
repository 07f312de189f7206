"""The battle's still picture: board, sight, reach, objectives and every base, composed once.

While nothing it shows changes (camera, battle version, selection, overlays,
the unit being dragged), a frame is one blit of this layer; the dragged ghost,
ruler and pointer notes are drawn on top. That keeps a drag frame cheap even
with hundreds of bases and LOS shading on screen.
"""
from __future__ import annotations

import pygame

from ..overlays.reach import draw_reach
from ..overlays.sight import draw_arc, draw_rings, draw_shade
from ..text import render
from .bases import BaseArtist

__all__ = ["BattleLayer", "Overlays"]

TARGET_RING = (255, 90, 70)


class Overlays:
    """Which overlays show for the selected unit."""

    def __init__(self, los: bool = True, arcs: bool = True, reach: bool = True, rings: bool = True) -> None:
        self.los, self.arcs, self.reach, self.rings = los, arcs, reach, rings

    def key(self) -> tuple:
        return (self.los, self.arcs, self.reach, self.rings)


class BattleLayer:
    def __init__(self, view, artist: BaseArtist) -> None:
        self.view = view          # the BoardView: layout, camera, renderer, scale bar
        self.artist = artist
        self.surface: pygame.Surface | None = None
        self._key = None
        self.builds = 0

    def invalidate(self) -> None:
        self._key = None

    def draw(self, target: pygame.Surface, session, *, selected: str | None, overlays: Overlays,
             dragging: str | None = None, targets: frozenset = frozenset(), show_reach: bool = True) -> None:
        cam = self.view.camera
        key = (cam.scale, cam.x0, cam.y0, cam.view_x, cam.view_y, cam.view_w, cam.view_h, session.version,
               selected, overlays.key(), dragging, targets, show_reach, self.view.renderer.show_coords,
               target.get_size())
        if key != self._key or self.surface is None:
            self._build(target, session, selected, overlays, dragging, targets, show_reach)
            self._key = key
        view = pygame.Rect(cam.view_x, cam.view_y, cam.view_w, cam.view_h)
        target.blit(self.surface, view, view)

    def _build(self, target, session, selected, overlays, dragging, targets, show_reach) -> None:
        cam = self.view.camera
        layout = self.view.layout
        size = target.get_size()
        if self.surface is None or self.surface.get_size() != size:
            self.surface = pygame.Surface(size).convert() if pygame.display.get_surface() else pygame.Surface(size)
        surf = self.surface
        clip = pygame.Rect(cam.view_x, cam.view_y, cam.view_w, cam.view_h)
        surf.set_clip(clip)
        self.view.draw_board(surf)
        views = session.views()
        sel = views.get(selected) if selected else None
        if sel is not None and sel.alive:
            sight = session.sight(sel.id) if (overlays.los or overlays.arcs or overlays.rings) else None
            if sight is not None and overlays.los:
                draw_shade(surf, cam, layout, sight)
            if show_reach and overlays.reach:
                reach = session.reach(sel.id)
                if reach is not None:
                    draw_reach(surf, cam, layout, reach)
            if sight is not None and overlays.arcs:
                draw_arc(surf, cam, layout, sight)
            if sight is not None and overlays.rings:
                draw_rings(surf, cam, layout, sight, origin_cell=sel.cell)
        self._objectives(surf, session)
        for v in views.values():
            if v.id == selected or not v.alive:
                continue
            self.artist.draw(surf, cam, v, faded=(v.id == dragging))
        for tid in targets:
            tv = views.get(tid)
            if tv is not None and tv.alive:
                pts = [cam.to_screen(x, y) for x, y in self.artist.world_outline(tv)]
                pygame.draw.polygon(surf, TARGET_RING, pts, 3)
        if sel is not None and sel.alive:
            self.artist.draw(surf, cam, sel, selected=True, faded=(sel.id == dragging))
        if layout.kind == "table":
            self.view.draw_scale_bar(surf)
        surf.set_clip(None)
        self.builds += 1

    def _objectives(self, surf, session) -> None:
        cam = self.view.camera
        layout = self.view.layout
        for obj in session.scenario.objectives:
            if obj.point is not None:
                x, y = obj.point
            elif obj.at is not None and layout.kind != "table":
                x, y = layout.cell_center(tuple(obj.at))
            else:
                continue
            sx, sy = cam.to_screen(x, y)
            if obj.radius:
                pygame.draw.circle(surf, (250, 220, 90), (sx, sy), cam.length_to_screen(obj.radius), 2)
            pygame.draw.circle(surf, (30, 30, 30), (sx, sy), 9)
            pygame.draw.circle(surf, (250, 220, 90), (sx, sy), 7)
            pygame.draw.polygon(surf, (30, 30, 30), [(sx, sy - 5), (sx + 5, sy), (sx, sy + 5), (sx - 5, sy)])
            img = render(obj.name, 12, (250, 235, 160), bold=True, outline=(20, 20, 20))
            surf.blit(img, img.get_rect(midtop=(sx, sy + 10)))
