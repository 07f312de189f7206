"""Scenarios for the two test rulesets: a small hex battle, a small table battle, and the
bench's big table (200 bases, 60 terrain polygons)."""
from __future__ import annotations

import math

from game.content import Scenario, scenario_from_data


def hex_doc() -> dict:
    return {
        "ruleset": "hex_skirmish", "title": "Hex test battle", "briefing": "Two small forces meet at a ford.",
        "board": {"kind": "hex", "cols": 10, "rows": 8, "orientation": "flat", "offset": "odd"},
        "terrain": [{"type": "woods", "shape": "cells", "cells": [[4, 3], [4, 4], [5, 4]]},
                    {"type": "hill", "shape": "cells", "cells": [[7, 1], [8, 1]], "level": 1},
                    {"type": "river", "shape": "cells", "cells": [[2, r] for r in range(8)]},
                    {"type": "ford", "shape": "cells", "cells": [[2, 5]]}],
        "sides": [{"id": "red", "name": "Red Host", "color": "#b8392e",
                   "units": [{"id": "r1", "profile": "infantry", "name": "Spears", "at": [1, 2], "facing": "SE"},
                             {"id": "r2", "profile": "archers", "name": "Bows", "at": [1, 5], "facing": "SE"}]},
                  {"id": "blue", "name": "Blue Band", "color": "#2f5fb3",
                   "units": [{"id": "b1", "profile": "infantry", "name": "Guards", "at": [6, 2], "facing": "NW"},
                             {"id": "b2", "profile": "cavalry", "name": "Riders", "at": [7, 6], "facing": "NW"}]}],
        "turn_limit": 6}


def hex_scenario() -> Scenario:
    return scenario_from_data(hex_doc())


def table_doc() -> dict:
    return {
        "ruleset": "table_skirmish", "title": "Table test battle", "briefing": "A skirmish across a river.",
        "board": {"kind": "table", "width": 48, "height": 36},
        "terrain": [{"type": "hill", "shape": "circle", "center": [12, 10], "radius": 5, "level": 1},
                    {"type": "woods", "shape": "polygon", "points": [[22, 20], [30, 19], [32, 25], [24, 27]]},
                    {"type": "river", "shape": "polyline", "points": [[0, 17], [48, 15]], "width": 2},
                    {"type": "bridge", "shape": "rect", "center": [36, 15.5], "size": [3, 4]},
                    {"type": "wall", "shape": "polyline", "points": [[6, 28], [16, 28]], "width": 0.5}],
        "sides": [{"id": "red", "name": "Red Host", "color": "#b8392e",
                   "units": [{"id": "r1", "profile": "infantry", "name": "Spears", "pose": [14, 30, 0]},
                             {"id": "r2", "profile": "cavalry", "name": "Lancers", "pose": [34, 31, 0]},
                             {"id": "r3", "profile": "hero", "name": "Captain", "pose": [24, 32, 0]}]},
                  {"id": "blue", "name": "Blue Band", "color": "#2f5fb3",
                   "units": [{"id": "b1", "profile": "infantry", "name": "Guards", "pose": [16, 6, 180]},
                             {"id": "b2", "profile": "infantry", "name": "Pikes", "pose": [30, 8, 180]}]}],
        "turn_limit": 6}


def table_scenario() -> Scenario:
    return scenario_from_data(table_doc())


def big_table_doc(bases: int = 200, polygons: int = 60) -> dict:
    """A crowded 72" x 48" table: `bases` units in ranks and `polygons` woods scattered between them."""
    doc = table_doc()
    doc["title"] = "Crowded table"
    doc["board"] = {"kind": "table", "width": 96, "height": 64}
    terrain = []
    for i in range(polygons):
        cx, cy = 6 + (i % 10) * 9.2, 14 + (i // 10) * 6.6
        r = 1.4 + (i % 3) * 0.3
        pts = [[round(cx + r * math.cos(2 * math.pi * k / 7 + i), 2), round(cy + r * 0.8 * math.sin(2 * math.pi * k / 7 + i), 2)]
               for k in range(7)]
        terrain.append({"type": "woods" if i % 2 else "hill", "shape": "polygon", "points": pts})
    doc["terrain"] = terrain
    sides = []
    for s, (sid, colour, y0, h) in enumerate((("red", "#b8392e", 58.0, 0), ("blue", "#2f5fb3", 3.0, 180))):
        units = []
        for i in range(bases // 2):
            x = 3 + (i % 20) * 4.6
            y = y0 - (i // 20) * 2.6 if s == 0 else y0 + (i // 20) * 2.6
            units.append({"id": f"{sid[0]}{i}", "profile": "infantry", "name": f"{sid.title()} {i + 1}",
                          "pose": [round(x, 2), round(y, 2), h]})
        sides.append({"id": sid, "name": f"{sid.title()} Host", "color": colour, "units": units})
    doc["sides"] = sides
    return doc


def big_table_scenario(bases: int = 200, polygons: int = 60) -> Scenario:
    return scenario_from_data(big_table_doc(bases, polygons))
