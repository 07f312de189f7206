"""Terrain of Iron Dawn: light, heavy and natural cover, trees, buildings with their openings, trenches.

Heights are in inches (a piece's `level` overrides its type's default). Infantry cross a piece no
higher than half their model's height; vehicles drive through light cover only.
"""
from __future__ import annotations

import hashlib
import json
from functools import lru_cache

from ...core.kept import Kept
from ...core.ruleset import TerrainType
from ...core.tableterrain import band_polygons, piece_geometry, shape_contains
from ...geometry.plane import Band, Circle, circle_polygon

__all__ = ["TERRAIN_TYPES", "HEIGHT", "COVER_CLASS", "OPENING_CAP", "pieces", "Piece", "terrain_key"]

TERRAIN_TYPES = (
    TerrainType("light", "Light cover", "Wooden fences, crates: +1 DEF (and -1 ACC when it hides over half) to "
                "those behind; destroyed by three failed tests; vehicles drive through it.", "either", style="barricade"),
    TerrainType("heavy", "Heavy cover", "Concrete, stone and steel: cover that cannot be destroyed; infantry "
                "cannot cross it when it is over half their height.", "either", style="wall"),
    TerrainType("natural", "Natural cover", "Rocks, cliffs and hills: cover that cannot be destroyed.", "area",
                has_level=True, style="cliff"),
    TerrainType("trees", "Trees", "Counted as heavy cover; infantry may move among them, vehicles may not.", "area", style="woods"),
    TerrainType("building", "Building", "Heavy cover that blocks sight; entered only by its doors, windows "
                "and holes; `level` is its number of floors.", "area", blocks_sight=True, has_level=True, style="buildings"),
    TerrainType("door", "Door", "An entry point and firing opening (up to 5 models) of the building it touches.",
                "area", style="door"),
    TerrainType("window", "Window", "A firing opening (2 models) and entry point of the building it touches.",
                "area", style="window"),
    TerrainType("hole", "Hole", "A gap in a wall: entry point and firing opening for up to 5 models.", "area", style="hole"),
    TerrainType("trench", "Trench section", "A section of a trench system: units in it move up to 10\" within "
                "the system and count as in heavy cover.", "area", style="trench"),
)
HEIGHT = {"light": 0.5, "heavy": 1.0, "natural": 2.0, "trees": 4.0, "building": 10.0, "trench": 0.0}
COVER_CLASS = {"light": "light", "heavy": "heavy", "natural": "natural", "trees": "heavy", "building": "heavy"}
OPENING_CAP = {"door": 5, "window": 2, "hole": 5}
VEHICLE_PASSABLE = {"light", "door", "window", "hole"}


class Piece:
    """One terrain piece as the rules read it: its key, type, outline polygon and height."""

    __slots__ = ("key", "type", "name", "geometry", "polys", "height", "level", "box")

    def __init__(self, key, type_, name, geometry, height, level):
        self.key, self.type, self.name, self.geometry = key, type_, name, geometry
        self.height, self.level = height, level
        if isinstance(geometry, Circle):
            self.polys = [circle_polygon(geometry, 24)]
        elif isinstance(geometry, Band):
            self.polys = band_polygons(geometry)
        else:
            self.polys = [tuple(geometry)]
        xs = [p[0] for poly in self.polys for p in poly]
        ys = [p[1] for poly in self.polys for p in poly]
        self.box = (min(xs), min(ys), max(xs), max(ys))

    def contains(self, p) -> bool:
        x0, y0, x1, y1 = self.box
        if p[0] < x0 - 1e-6 or p[0] > x1 + 1e-6 or p[1] < y0 - 1e-6 or p[1] > y1 + 1e-6:
            return False
        return shape_contains(self.geometry, p)


def terrain_key(raw: list) -> str:
    return hashlib.sha256(json.dumps(raw, sort_keys=True).encode()).hexdigest()[:16]


_PIECES = Kept("iron_dawn terrain pieces", 32)     # terrain key -> its pieces


def pieces(state) -> tuple[Piece, ...]:
    """The state's terrain pieces (cached by the terrain's hash)."""
    got = _PIECES.get(state.terrain_key)
    if got is None:
        out = []
        for i, raw in enumerate(state._terrain):
            key = raw.get("id") or f"t{i}"
            t = raw["type"]
            h = float(raw["level"]) if raw.get("level") is not None and t != "building" else HEIGHT.get(t, 0.0)
            out.append(Piece(key, t, raw.get("name") or t, piece_geometry(raw), h, raw.get("level") or 1))
        got = tuple(out)
        _PIECES.put(state.terrain_key, got)
    return got
