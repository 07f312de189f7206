"""The legend (key G): what every overlay colour and line on the board means, and each marker letter.

Each entry is drawn with the same colour as the overlay it explains (the constants come from the
modules that draw them), so the legend cannot drift from the board.
"""
from __future__ import annotations

import pygame

from ..board.bases import MARKER_STYLE
from ..board.symbols import SYMBOL_NAMES, draw_symbol
from ..text import render, ui_scale
from .drag import ILLEGAL, LEGAL
from .reach import FACING_TICK, REACH_EDGE, REACH_FILL
from .sight import ARC_EDGE, ARC_FILL, RING, SHADE

__all__ = ["legend_entries", "draw_legend", "LEGEND_KEY", "KEYS"]

LEGEND_KEY = pygame.K_g
TARGET = (255, 90, 70)
ACTIVE = (250, 210, 80)
READY = (110, 220, 130)
OBJECTIVE = (250, 220, 90)


KEYS = (  # every control has a key (README, "Controls")
    ("Tab / Shift+Tab", "next / previous unit"),
    ("Shift+arrows", "move the ghost (a cell, or 1/2\")"),
    ("Q / E", "turn (Shift: finer on tables)"),
    ("W", "waypoint while dragging (tables)"),
    ("Enter", "make the move / roll the dice"),
    ("1-9", "choose an action"),
    ("Space", "end the activation"),
    ("Esc", "back out, then the menu"),
    ("arrows, + / -, F", "pan, zoom, fit"),
    ("L / C / G / F1", "sight, coordinates, legend, rulings"),
    ("Ctrl+Z / Ctrl+Y", "undo / redo"),
    ("Ctrl+S / Ctrl+O", "save / load"),
)


def legend_entries(kind: str) -> list[tuple[str, tuple, str]]:
    """(swatch style, colour, meaning) for a board of `kind` ("hex", "tiles" or "table")."""
    where = "cells" if kind != "table" else "ground"
    out = [
        ("fill", REACH_FILL, f"Blue {where}: where the selected unit may still move (dashed edge on tables)"),
        ("line", REACH_EDGE, "Blue edge: the limit of that move"),
    ]
    if kind == "hex":
        out.append(("tick", FACING_TICK, "White ticks in a blue hex: the ways it may face there"))
    out += [
        ("line", LEGAL, "Green ghost, path or outline: a move the rules allow"),
        ("line", ILLEGAL, "Red ghost or outline: a move refused (the note says why and the rule)"),
        ("shade", SHADE, "Darkened board (L): what the selected unit cannot see"),
        ("fill", ARC_FILL[:3], "Pale yellow: its arc of fire"),
        ("line", ARC_EDGE, "Yellow edge: the arc's limit"),
        ("dash", RING, "White dashed line or circle: a weapon's range (labelled)"),
        ("line", TARGET, "Red outline on an enemy: a target to click"),
        ("line", (255, 255, 255), "White outline: the unit under the pointer"),
        ("dot", ACTIVE, "Gold ring: the unit acting now"),
        ("dot", READY, "Green dot: a unit that may still act this turn"),
        ("dot", OBJECTIVE, "Gold diamond and circle: an objective and its capture radius"),
    ]
    seen = set()
    for key, (letter, colour, words) in MARKER_STYLE.items():
        if letter and (letter, words) not in seen:
            seen.add((letter, words))
            out.append(("chip:" + letter, colour, f"{letter}: {words}"))
    for kind, words in SYMBOL_NAMES.items():
        out.append(("symbol:" + kind, (0, 0, 0), words))
    return out


def draw_legend(surface: pygame.Surface, area: pygame.Rect, kind: str) -> pygame.Rect:
    """The legend in a box at the right of `area`, in two columns when it is long."""
    entries = legend_entries(kind)
    colour_rows = [e for e in entries if not e[0].startswith(("chip:", "symbol:"))]
    chips = [e for e in entries if e[0].startswith("chip:")]
    symbols = [e for e in entries if e[0].startswith("symbol:")]
    row_h = int(18 * ui_scale())
    title = render("LEGEND  (G to close)", 13, (235, 235, 235), bold=True)
    col_w = max(render(t, 12, (0, 0, 0)).get_width() for _, _, t in colour_rows) + 34
    chip_w = max(render(t, 12, (0, 0, 0)).get_width() for _, _, t in chips) + 30
    chip_cols = 2
    chip_rows = (len(chips) + chip_cols - 1) // chip_cols
    w = max(col_w, chip_w * chip_cols) + 20
    sym_cols = max(1, (max(col_w, chip_w * chip_cols)) // 118)
    sym_rows = (len(symbols) + sym_cols - 1) // sym_cols
    key_w = max(render(k, 12, (0, 0, 0), bold=True).get_width() for k, _ in KEYS) + 10
    key_cols = 2
    key_rows = (len(KEYS) + key_cols - 1) // key_cols
    keys_w = max(key_w + render(t, 12, (0, 0, 0)).get_width() for _, t in KEYS) + 16
    w = max(w, keys_w * key_cols + 20)
    h = (34 + len(colour_rows) * row_h + 24 + chip_rows * row_h + 24 + sym_rows * row_h + 10
         + 24 + key_rows * row_h)
    box = pygame.Rect(0, 0, min(w, area.w - 16), min(h, area.h - 16))
    box.topright = (area.right - 8, area.y + 8)
    pygame.draw.rect(surface, (16, 18, 22), box, border_radius=6)
    pygame.draw.rect(surface, (140, 150, 165), box, 1, border_radius=6)
    surface.blit(title, (box.x + 10, box.y + 8))
    y = box.y + 32
    for style, colour, text in colour_rows:
        _swatch(surface, style, colour, pygame.Rect(box.x + 10, y + 2, 18, 13))
        surface.blit(render(text, 12, (215, 218, 225)), (box.x + 34, y))
        y += row_h
    surface.blit(render("Marker letters on the counters and bases", 12, (170, 175, 185), bold=True),
                 (box.x + 10, y + 4))
    y += 24
    for i, (style, colour, text) in enumerate(chips):
        x = box.x + 10 + (i % chip_cols) * chip_w
        yy = y + (i // chip_cols) * row_h
        _swatch(surface, style, colour, pygame.Rect(x, yy + 1, 14, 14))
        surface.blit(render(text, 12, (215, 218, 225)), (x + 20, yy))
    y += chip_rows * row_h
    surface.blit(render("Unit symbols on the counters (and on bases too small for figures)", 12, (170, 175, 185),
                        bold=True), (box.x + 10, y + 4))
    y += 24
    for i, (style, _, text) in enumerate(symbols):
        x = box.x + 10 + (i % sym_cols) * 118
        yy = y + (i // sym_cols) * row_h
        draw_symbol(surface, pygame.Rect(x, yy + 2, 21, 14), style[7:])
        surface.blit(render(text, 12, (215, 218, 225)), (x + 26, yy))
    y += sym_rows * row_h + 6
    surface.blit(render("Keys (everything works without the mouse)", 12, (170, 175, 185), bold=True),
                 (box.x + 10, y + 4))
    y += 24
    for i, (key, text) in enumerate(KEYS):
        x = box.x + 10 + (i % key_cols) * keys_w
        yy = y + (i // key_cols) * row_h
        surface.blit(render(key, 12, (250, 225, 150), bold=True), (x, yy))
        surface.blit(render(text, 12, (215, 218, 225)), (x + key_w, yy))
    return box


def _swatch(surface, style: str, colour, rect: pygame.Rect) -> None:
    colour = tuple(colour[:3])
    if style == "fill":
        pygame.draw.rect(surface, colour, rect)
    elif style == "shade":
        pygame.draw.rect(surface, (60, 62, 70), rect)
        pygame.draw.rect(surface, colour, rect, 1)
    elif style == "tick":
        pygame.draw.rect(surface, REACH_FILL[:3], rect)
        pygame.draw.line(surface, colour, (rect.centerx - 4, rect.centery), (rect.centerx + 4, rect.centery), 2)
    elif style == "dash":
        for x in range(rect.x, rect.right, 6):
            pygame.draw.line(surface, colour, (x, rect.centery), (min(x + 3, rect.right), rect.centery), 2)
    elif style == "dot":
        pygame.draw.circle(surface, colour, rect.center, 6, 2)
    elif style.startswith("chip:"):
        pygame.draw.circle(surface, colour, rect.center, 7)
        img = render(style[5:], 10, (20, 20, 20) if sum(colour) > 420 else (250, 250, 250), bold=True)
        surface.blit(img, img.get_rect(center=rect.center))
    else:
        pygame.draw.line(surface, colour, (rect.x, rect.centery), (rect.right, rect.centery), 3)
