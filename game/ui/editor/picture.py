"""The editor's still picture: the pre-rendered board, deployment zones, objectives and units,
composed once per camera, document version and selection. A frame blits it and draws the tool's
preview, the selection's handles and the dragged ghost on top.
"""
from __future__ import annotations

from dataclasses import replace

import pygame

from ..board.bases import BaseArtist, side_colour
from ..board.labels import LabelPlacer
from ..overlays.paint import cell_set_edges, dashed_polygon, fill_translucent
from ..text import opaque, render
from . import shapes

__all__ = ["EditorPicture", "zone_outline_px", "draw_objective", "draw_unit"]

OBJECTIVE = (250, 220, 90)
INK = (30, 30, 30)


def zone_outline_px(camera, layout, zone: dict) -> list[list[tuple[float, float]]]:
    """Screen polygons covering a zone (one per cell on cell maps)."""
    if zone["shape"] == "cells":
        return [[camera.to_screen(x, y) for x, y in layout.cell_polygon(tuple(c))] for c in zone["cells"]]
    if zone["shape"] == "polyline":
        from ..board.paint import thick_polyline

        return [[camera.to_screen(x, y) for x, y in q] for q in thick_polyline(zone["points"], zone.get("width", 1.0))]
    return [[camera.to_screen(x, y) for x, y in shapes.outline(zone)]]


def draw_objective(surf, camera, layout, obj: dict, selected: bool = False) -> None:
    if obj.get("point") is not None:
        x, y = obj["point"]
    elif obj.get("at") is not None and layout.kind != "table":
        x, y = layout.cell_center(tuple(obj["at"]))
    else:
        return
    sx, sy = camera.to_screen(x, y)
    if obj.get("radius"):
        pygame.draw.circle(surf, OBJECTIVE, (sx, sy), camera.length_to_screen(obj["radius"]), 2)
    pygame.draw.circle(surf, (255, 255, 255) if selected else INK, (sx, sy), 11 if selected else 9)
    pygame.draw.circle(surf, OBJECTIVE, (sx, sy), 7)
    pygame.draw.polygon(surf, INK, [(sx, sy - 5), (sx + 5, sy), (sx, sy + 5), (sx - 5, sy)])
    img = render(f"{obj.get('name', '')} ({obj.get('points', 1)})", 12, (250, 235, 160), bold=True, outline=(20, 20, 20))
    surf.blit(img, img.get_rect(midtop=(sx, sy + 10)))


def draw_unit(artist, surf, cam, v, *, selected: bool = False, labels: bool = True) -> None:
    """A placed unit: its base, or model by model when the ruleset gives its models' bases (the name,
    strength and markers on the first, as the battle screen draws a squad)."""
    if not v.pieces:
        artist.draw(surf, cam, v, selected=selected, labels=labels)
        return
    for i, piece in enumerate(v.pieces):
        cx, cy = sum(p[0] for p in piece) / len(piece), sum(p[1] for p in piece) / len(piece)
        kind = v.piece_kinds[i] if i < len(v.piece_kinds) else v.kind
        one = replace(v, pose=(cx, cy, v.pose[2]), footprint=piece, pieces=(), kind=kind, name=v.name if i == 0 else "",
                      strength=v.strength if i == 0 else "", markers=v.markers if i == 0 else frozenset())
        artist.draw(surf, cam, one, selected=selected, labels=labels and i == 0)


class EditorPicture:
    def __init__(self, view) -> None:
        self.view = view
        self.artist: BaseArtist | None = None
        self.surface: pygame.Surface | None = None
        self._key = None
        self._artist_key = None
        self.builds = 0

    def artist_for(self, scenario) -> BaseArtist:
        """The base artist (its sprite caches kept while the sides' colours and the board stay)."""
        key = (tuple((s.id, s.color) for s in scenario.sides), id(self.view.layout))
        if self.artist is None or key != self._artist_key:
            self.artist = BaseArtist(scenario, self.view.layout)
            self._artist_key = key
        self.artist.scenario = scenario
        return self.artist

    def invalidate(self) -> None:
        self._key = None

    def draw(self, target: pygame.Surface, doc, views, *, selected=None, hidden: str | None = None) -> None:
        cam = self.view.camera
        key = (cam.scale, cam.x0, cam.y0, cam.view_x, cam.view_y, cam.view_w, cam.view_h, doc.version, selected,
               hidden, self.view.renderer.show_coords, target.get_size())
        if key != self._key or self.surface is None:
            self._build(target.get_size(), doc, views, selected, hidden)
            self._key = key
        rect = pygame.Rect(cam.view_x, cam.view_y, cam.view_w, cam.view_h)
        target.blit(self.surface, rect, rect)

    def _build(self, size, doc, views, selected, hidden) -> None:
        cam, layout = self.view.camera, self.view.layout
        if self.surface is None or self.surface.get_size() != size:
            self.surface = opaque(size)
        surf = self.surface
        surf.set_clip(pygame.Rect(cam.view_x, cam.view_y, cam.view_w, cam.view_h))
        self.view.draw_board(surf)
        scenario = doc.scenario
        artist = self.artist_for(scenario)
        for si, side in enumerate(doc.data["sides"]):
            colour = side_colour(scenario, side["id"])
            for zi, zone in enumerate(side.get("deployment", [])):
                self._zone(surf, zone, colour, selected == ("zone", si, zi))
        for oi, obj in enumerate(doc.data.get("objectives", [])):
            draw_objective(surf, cam, layout, obj, selected == ("objective", oi))
        sel_id = None
        if selected is not None and selected[0] == "unit":
            try:
                sel_id = doc.data["sides"][selected[1]]["units"][selected[2]]["id"]
            except (IndexError, KeyError):
                sel_id = None
        table = layout.kind == "table"
        shown = [v for v in views.values() if v.id not in (hidden, sel_id)]
        if sel_id is not None and sel_id in views and sel_id != hidden:
            shown.append(views[sel_id])
        for v in shown:
            draw_unit(artist, surf, cam, v, selected=v.id == sel_id, labels=not table)
        if table:   # the labels over every base, the selected unit's first; none runs into another
            artist.labels = LabelPlacer()
            for v in reversed(shown):
                artist.draw_labels(surf, cam, v)
            artist.labels = None
        if layout.kind != "table":
            self._stacks(surf, views)
        if layout.kind == "table":
            self.view.draw_scale_bar(surf)
        surf.set_clip(None)
        self.builds += 1

    def _stacks(self, surf, views) -> None:
        """A badge on cells holding more than one unit (the counters hide each other)."""
        cam, layout = self.view.camera, self.view.layout
        count: dict = {}
        for v in views.values():
            if v.cell is not None:
                count[v.cell] = count.get(v.cell, 0) + 1
        for cell, n in count.items():
            if n < 2:
                continue
            x, y = cam.to_screen(*layout.center_of(cell))
            r = layout.size * cam.scale
            centre = (int(x + r * 0.55), int(y - r * 0.6))
            pygame.draw.circle(surf, (200, 40, 40), centre, 9)
            pygame.draw.circle(surf, (255, 255, 255), centre, 9, 1)
            img = render(str(n), 12, (255, 255, 255), bold=True)
            surf.blit(img, img.get_rect(center=centre))

    def _zone(self, surf, zone: dict, colour, selected: bool) -> None:
        cam, layout = self.view.camera, self.view.layout
        polys = zone_outline_px(cam, layout, zone)
        fill_translucent(surf, polys, (*colour, 70 if selected else 45))
        edge = (255, 255, 255) if selected else tuple(min(255, c + 60) for c in colour)
        if zone["shape"] == "cells":
            engine = {tuple(layout.to_hex(tuple(c))[:2]) if layout.kind == "hex" else tuple(c) for c in zone["cells"]}
            for a, b in cell_set_edges(layout, engine):
                pygame.draw.line(surf, edge, cam.to_screen(*a), cam.to_screen(*b), 3 if selected else 2)
        else:
            for p in polys:
                dashed_polygon(surf, edge, p, 3 if selected else 2, 10, 6)
