"""The battle's still picture: board, reach, objectives, every base, then sight, composed once.

Two cached levels: the base picture (board, reach, objectives, bases) changes
with the camera, the battle, the selection; the shown picture adds the sight
overlays (LOS shading, arc, range rings) over a copy of it, and changes also
when the sight does (a dragged unit's sight follows its ghost). While nothing
changes a frame is one blit; the dragged ghost, ruler and notes go on top.
That keeps a drag frame cheap with hundreds of bases and LOS shading on screen.
"""
from __future__ import annotations

import pygame

from ..overlays.marks import draw_marks
from ..overlays.reach import draw_reach
from ..overlays.sight import draw_arc, draw_rings, draw_shade
from ..text import opaque, render
from . import palette
from .bases import BaseArtist
from .baselabels import bbox
from .labels import LabelPlacer, label_size

__all__ = ["BattleLayer", "Overlays"]

TARGET_RING = (255, 90, 70)


class Overlays:
    """Which overlays show for the selected unit."""

    def __init__(self, los: bool = True, arcs: bool = True, reach: bool = True, rings: bool = True) -> None:
        self.los, self.arcs, self.reach, self.rings = los, arcs, reach, rings

    def key(self) -> tuple:
        return (self.los, self.arcs, self.reach, self.rings)


def _surface(size) -> pygame.Surface:
    return opaque(size)


class BattleLayer:
    def __init__(self, view, artist: BaseArtist) -> None:
        self.view = view          # the BoardView: layout, camera, renderer, scale bar
        self.artist = artist
        self.base: pygame.Surface | None = None      # board, reach, objectives, bases
        self.surface: pygame.Surface | None = None   # the base picture with the sight overlays
        self._key = None
        self._shown = None
        self._placed: list = []   # where the base picture's labels went (the selected unit's keeps clear)
        self._covers: tuple[list, list] = ([], [])   # and the bases' boxes and owners (which it keeps clear of too)
        self.builds = 0          # base pictures drawn (for tests and the bench)
        self.sight_builds = 0    # sight overlays composed

    def invalidate(self) -> None:
        self._key = None

    def draw(self, target: pygame.Surface, session, *, selected: str | None, overlays: Overlays,
             dragging: str | None = None, targets: frozenset = frozenset(), show_reach: bool = True,
             sight=None, sight_cell=None) -> None:
        """Blit the picture; `sight` (default: the selected unit's) is what the LOS overlays show,
        `sight_cell` the cell its range rings count from on cell maps."""
        cam = self.view.camera
        key = (cam.scale, cam.x0, cam.y0, cam.view_x, cam.view_y, cam.view_w, cam.view_h, session.version,
               selected, overlays.key(), dragging, targets, show_reach, self.view.renderer.show_coords,
               target.get_size(), palette.current())
        if key != self._key or self.base is None:
            self._build(target, session, selected, overlays, dragging, targets, show_reach)
            self._key = key
            self._shown = None
        sel = session.view(selected)
        if sight is None and sel is not None and sel.alive and (overlays.los or overlays.arcs or overlays.rings):
            sight = session.sight(sel.id)
        if sight_cell is None and sel is not None:
            sight_cell = sel.cell
        shown = (sight, sight_cell)
        if self._shown is None or self._shown[0] is not sight or self._shown[1] != sight_cell:
            riders = [v for v in session.views().values() if sel is not None and v.alive and v.rides == sel.id]
            self._compose(overlays, sight, sight_cell, sel, dragging, riders)
            self._shown = shown
        view = pygame.Rect(cam.view_x, cam.view_y, cam.view_w, cam.view_h)
        target.blit(self.surface, view, view)

    def board_clip(self) -> pygame.Rect:
        """The part of the view the board covers: overlays drawn in the world (range rings, the reach)
        stop at the table's edge rather than run on over the background."""
        cam, layout = self.view.camera, self.view.layout
        view = pygame.Rect(cam.view_x, cam.view_y, cam.view_w, cam.view_h)
        if layout.kind != "table" or layout.width <= 0 or layout.height <= 0:
            return view   # a cell map's overlays are drawn cell by cell, on the board already
        (x0, y0), (x1, y1) = cam.to_screen(0.0, 0.0), cam.to_screen(layout.width, layout.height)
        table = pygame.Rect(min(x0, x1), min(y0, y1), abs(x1 - x0) + 1, abs(y1 - y0) + 1)
        return table.clip(view)

    def _compose(self, overlays, sight, sight_cell, selected=None, dragging=None, riders=()) -> None:
        cam, layout = self.view.camera, self.view.layout
        if self.surface is None or self.surface.get_size() != self.base.get_size():
            self.surface = _surface(self.base.get_size())
        surf = self.surface
        surf.blit(self.base, (0, 0))
        surf.set_clip(self.board_clip())   # rings, arcs and shading end at the table's edge
        if sight is not None:
            if overlays.los:
                draw_shade(surf, cam, layout, sight)
            if overlays.arcs:
                draw_arc(surf, cam, layout, sight)
            if overlays.rings:
                draw_rings(surf, cam, layout, sight, origin_cell=sight_cell)
        surf.set_clip(pygame.Rect(cam.view_x, cam.view_y, cam.view_w, cam.view_h))
        if selected is not None and selected.alive:  # on top of its own shading, its label clear of the others
            self.artist.labels = LabelPlacer()
            self.artist.labels.taken = list(self._placed)
            self.artist.labels.covers, self.artist.labels.owners = (list(x) for x in self._covers)
            self.artist.draw(surf, cam, selected, selected=True, faded=(selected.id == dragging))
            for r in riders:    # a character in its front rank stays visible on the selected block
                self.artist.draw(surf, cam, r, faded=(selected.id == dragging))
            self.artist.labels = None
        if layout.kind == "table":
            self.view.draw_scale_bar(surf)
        surf.set_clip(None)
        self.sight_builds += 1

    def _build(self, target, session, selected, overlays, dragging, targets, show_reach) -> None:
        cam = self.view.camera
        layout = self.view.layout
        size = target.get_size()
        if self.base is None or self.base.get_size() != size:
            self.base = _surface(size)
        surf = self.base
        clip = pygame.Rect(cam.view_x, cam.view_y, cam.view_w, cam.view_h)
        surf.set_clip(clip)
        self.view.draw_board(surf)
        views = session.views()
        sel = views.get(selected) if selected else None
        if sel is not None and sel.alive and show_reach and overlays.reach:
            reach = session.reach(sel.id)
            if reach is not None:
                surf.set_clip(self.board_clip())
                draw_reach(surf, cam, layout, reach)
                surf.set_clip(clip)
        if sel is not None and sel.alive and show_reach and overlays.reach and layout.kind != "table":
            marks = session.cell_marks(sel.id)
            if marks:
                draw_marks(surf, cam, layout, marks, key_at=(cam.view_x + 8, cam.view_y + cam.view_h - 8))
        placer = self.artist.labels = LabelPlacer()
        table = layout.kind == "table"
        names = self._objectives(surf, session, None if table else placer)
        shown = [v for v in views.values() if v.id != selected and v.alive]
        for v in shown:
            self.artist.draw(surf, cam, v, faded=bool(dragging) and dragging in (v.id, v.rides), labels=not table,
                             selected=bool(selected) and v.unit == selected)
        if table:  # every label over every base: a leader's token never hides its unit's strength
            self._table_labels(surf, views, shown, placer, names, dragging)
        if targets:   # every piece of a target (each model of a squad drawn base by base)
            for tv in views.values():
                if tv.alive and (tv.id in targets or tv.unit in targets):
                    pts = [cam.to_screen(x, y) for x, y in self.artist.world_outline(tv)]
                    pygame.draw.polygon(surf, TARGET_RING, pts, 3)
        self.artist.labels = None
        self._placed = list(placer.taken)
        self._covers = (list(placer.covers), list(placer.owners))
        surf.set_clip(None)
        self.builds += 1

    def _table_labels(self, surf, views, shown, placer: LabelPlacer, names, dragging) -> None:
        """Labels go where they hide no base if they can: every base's box is known first; the
        objectives' names are placed first (beside their marker), then each unit's (a unit drawn model
        by model is named beside the whole unit)."""
        cam = self.view.camera
        outline = {v.id: [cam.to_screen(x, y) for x, y in self.artist.world_outline(v)] for v in shown}
        group: dict[str, list] = {}
        for v in shown:
            placer.cover(bbox(outline[v.id]), v.unit or v.rides or v.id)   # its unit's labels may cover it
            if v.unit:
                group.setdefault(v.unit, []).extend(outline[v.id])
        for _, marker, _ in names:    # a label never hides an objective's marker if it can help it
            placer.cover(marker)
        for img, _, spots in names:
            spot = placer.place(spots)
            if spot is not None:
                surf.blit(img, spot)
        for v in shown:
            if not dragging or dragging not in (v.id, v.rides):
                pts = outline[v.id]
                whole = group.get(v.id)
                self.artist.draw_labels(surf, cam, v, pts, whole + pts if whole else None)

    def _objectives(self, surf, session, placer: LabelPlacer | None = None) -> list:
        """Each objective's marker (and ring); its name drawn under it and kept clear of later labels by
        `placer`, or, with no placer, returned with its marker's box and the spots it may take (under,
        over, right, left) for the caller to place once the bases are known."""
        names = []
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
            img = render(obj.name, max(12, label_size(cam.scale)), (250, 235, 160), bold=True, outline=(20, 20, 20))
            box = img.get_rect(midtop=(sx, sy + 10))
            if placer is None:
                spots = [box, img.get_rect(midbottom=(sx, sy - 10)), img.get_rect(midleft=(sx + 12, sy)),
                         img.get_rect(midright=(sx - 12, sy))]
                names.append((img, pygame.Rect(sx - 9, sy - 9, 19, 19), spots))
                continue
            surf.blit(img, box)
            placer.reserve(box)
        return names
