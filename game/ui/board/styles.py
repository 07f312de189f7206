"""How each terrain type looks: a fill, an edge and a pattern, all drawn here.

Keys are terrain style keys (a ruleset's `TerrainType.style`, or its key). Each
style is distinct in colour AND pattern so the board reads in greyscale too.
"""
from __future__ import annotations

from dataclasses import dataclass

__all__ = ["TerrainStyle", "STYLES", "style_for", "SIDE_COLOURS", "BOARD_COLOURS", "CROSSINGS", "WATERS"]

CROSSINGS = ("bridge", "ford")   # styles drawn over the water they cross, which stays visible around them
WATERS = ("river", "water")


@dataclass(frozen=True)
class TerrainStyle:
    fill: tuple[int, int, int]
    edge: tuple[int, int, int]
    pattern: str = "none"          # none, trees, contours, waves, dots, bricks, stripes, hatch, tufts, stones,
                                   # planks, crenels, rubble, houses
    ink: tuple[int, int, int] = (0, 0, 0)  # pattern colour
    line_width: float = 0.0        # for linear terrain drawn without a width of its own, in inches
    label: str = ""
    art: str = ""                  # the painter (art_nature / art_works / art_lines) that draws it; "" pattern only


STYLES: dict[str, TerrainStyle] = {
    "open": TerrainStyle((158, 178, 112), (130, 150, 90), art="open"),
    "woods": TerrainStyle((62, 112, 58), (38, 74, 36), "trees", (30, 64, 30), art="woods"),
    "jungle": TerrainStyle((40, 96, 52), (24, 64, 32), "trees", (18, 52, 26), art="jungle"),
    "scrub": TerrainStyle((130, 150, 84), (96, 116, 60), "tufts", (86, 104, 50), art="scrub"),
    "hill": TerrainStyle((176, 156, 104), (128, 106, 64), "contours", (140, 118, 74), art="hill"),
    "cliff": TerrainStyle((128, 118, 108), (70, 62, 56), "hatch", (78, 70, 62), art="rocks"),
    "river": TerrainStyle((74, 130, 190), (40, 86, 150), "waves", (170, 205, 235), 1.5, art="water"),
    "water": TerrainStyle((74, 130, 190), (40, 86, 150), "waves", (170, 205, 235), art="water"),
    "ford": TerrainStyle((124, 170, 200), (70, 120, 160), "stones", (210, 200, 170), art="ford"),
    "bridge": TerrainStyle((150, 112, 72), (92, 64, 36), "planks", (108, 78, 46), art="bridge"),
    "road": TerrainStyle((196, 176, 132), (160, 140, 100), "none", (0, 0, 0), 1.0, art="road"),
    "village": TerrainStyle((196, 164, 120), (140, 100, 70), "houses", (150, 70, 50), art="village"),
    "farm": TerrainStyle((214, 196, 110), (170, 150, 70), "stripes", (180, 160, 80), art="field"),
    "field": TerrainStyle((214, 196, 110), (170, 150, 70), "stripes", (180, 160, 80), art="field"),
    "ruins": TerrainStyle((160, 150, 136), (110, 100, 90), "rubble", (100, 92, 84), art="ruins"),
    "walled_settlement": TerrainStyle((186, 160, 128), (96, 86, 80), "bricks", (120, 100, 86), art="walled"),
    "buildings": TerrainStyle((186, 160, 128), (96, 86, 80), "houses", (150, 70, 50), art="buildings"),
    "fortification": TerrainStyle((150, 150, 158), (70, 70, 80), "crenels", (90, 90, 100), art="fortification"),
    "broken_ground": TerrainStyle((150, 132, 96), (110, 94, 64), "rubble", (104, 88, 60), art="broken"),
    "marsh": TerrainStyle((106, 140, 118), (70, 104, 86), "tufts", (60, 96, 110), art="marsh"),
    "wall": TerrainStyle((136, 132, 126), (80, 76, 72), "bricks", (96, 92, 88), 0.5, art="masonry"),
    "hedge": TerrainStyle((70, 120, 54), (40, 80, 30), "dots", (36, 74, 28), 0.6, art="hedge"),
    "minefield": TerrainStyle((170, 150, 110), (140, 60, 50), "dots", (150, 40, 30), art="minefield"),
    "barricade": TerrainStyle((140, 116, 86), (90, 70, 50), "hatch", (90, 70, 50), 0.5, art="crates"),
    "trench": TerrainStyle((120, 100, 74), (80, 64, 44), "hatch", (70, 56, 40), 1.0, art="trench"),
    "fieldworks": TerrainStyle((150, 128, 90), (96, 80, 54), "hatch", (90, 74, 50), art="trench"),
    "bunker": TerrainStyle((118, 122, 118), (60, 64, 60), "bricks", (70, 74, 70), art="bunker"),
    "door": TerrainStyle((128, 92, 56), (70, 48, 28), "planks", (96, 66, 38), art="door"),
    "window": TerrainStyle((168, 204, 224), (70, 80, 90), "none", (70, 80, 90), art="window"),
    "hole": TerrainStyle((62, 56, 50), (40, 36, 30), "rubble", (150, 146, 138), art="hole"),
    "gun_emplacement": TerrainStyle((162, 146, 108), (96, 84, 60), "stones", (90, 78, 56), art="emplacement"),
}

_FALLBACK = TerrainStyle((200, 120, 200), (120, 60, 120), "hatch", (90, 40, 90))  # loud: an unstyled type


def style_for(key: str) -> TerrainStyle:
    return STYLES.get(key, _FALLBACK)


SIDE_COLOURS = ((196, 58, 48), (48, 92, 184))  # used when a side gives no colour
BOARD_COLOURS = {
    "table": (150, 172, 104),      # open ground
    "table_edge": (86, 70, 50),
    "hex_fill": (160, 178, 114),
    "hex_line": (118, 136, 84),
    "tile_fill": (160, 178, 114),
    "tile_line": (118, 136, 84),
    "background": (38, 40, 44),
}
