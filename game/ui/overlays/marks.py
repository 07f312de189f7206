"""Cell marks: extra shading a ruleset asks for around the selected unit (`Ruleset.cell_marks`).

Each mark is one tone over a set of cells, with an optional short label per
cell and a legend line; the legends are listed in a small key in the corner of
the board.
"""
from __future__ import annotations

import pygame

from ...core.ruleset import CellMark
from ..text import render
from .paint import cell_set_edges, fill_translucent

__all__ = ["draw_marks", "TONES"]

# tone -> (fill rgba, edge rgb)
TONES = {
    "zone": ((210, 50, 50, 55), (235, 90, 80)),
    "danger": ((250, 150, 30, 70), (255, 180, 60)),
    "reach": ((185, 140, 255, 45), (200, 170, 255)),
    "info": ((250, 230, 120, 55), (250, 230, 120)),
}


def draw_marks(surface: pygame.Surface, camera, layout, marks: tuple[CellMark, ...], key_at=None) -> None:
    legends = []
    for mark in marks:
        if not mark.cells:
            continue
        fill, edge = TONES.get(mark.tone, TONES["info"])
        polys = [[camera.to_screen(x, y) for x, y in layout.polygon_of(c)] for c in mark.cells]
        fill_translucent(surface, polys, fill)
        for a, b in cell_set_edges(layout, mark.cells):
            pygame.draw.line(surface, edge, camera.to_screen(*a), camera.to_screen(*b), 2)
        for cell, text in mark.labels.items():
            img = render(text, 11, (255, 245, 220), bold=True, outline=(30, 20, 10))
            surface.blit(img, img.get_rect(center=camera.to_screen(*layout.center_of(cell))))
        if mark.legend:
            legends.append((edge, mark.legend))
    if legends and key_at is not None:
        _key(surface, legends, key_at)


def _key(surface, legends, at) -> None:
    imgs = [(colour, render(text, 12, (235, 235, 235))) for colour, text in legends]
    w = max(i.get_width() for _, i in imgs) + 26
    h = sum(i.get_height() + 3 for _, i in imgs) + 8
    box = pygame.Rect(at[0], at[1] - h, w, h)
    shade = pygame.Surface(box.size, pygame.SRCALPHA)
    shade.fill((20, 22, 26, 190))
    surface.blit(shade, box)
    y = box.y + 5
    for colour, img in imgs:
        pygame.draw.rect(surface, colour, (box.x + 6, y + 3, 12, 10))
        surface.blit(img, (box.x + 22, y))
        y += img.get_height() + 3
