"""Terrain: the types Forgotten World knows, their categories, the movement rate each allows, and the
table geometry cached per distinct terrain (as `core.tableterrain` and sweepable convex sets).

Impassable ground comes in two types, `impassable` (blocks sight) and `impassable_open` (does not), so
that each piece carries the "blocks sight" flag the players agree on before the battle, set in the
editor by the piece's type.
"""
from __future__ import annotations

import hashlib
import json

from ...core.kept import Kept
from ...core.ruleset import TerrainType
from ...core.tableterrain import TableTerrain
from ...geometry.sweep import ConvexSet, convex_cover

__all__ = ["TERRAIN_TYPES", "CATEGORIES", "FOREST", "HILL", "RIVER", "CROSSING", "WALL", "BUILDING", "SWAMP",
           "IMPASSABLE", "BLOCKS_SIGHT", "BLOCKS_MOVE", "terrain_of", "terrain_sets", "terrain_key",
           "RIVER_LOSS", "WALL_LOSS", "FOREST_EDGE"]

FOREST, HILL, RIVER, CROSSING, WALL, BUILDING, SWAMP, IMPASSABLE, SIGHT = 1, 2, 4, 8, 16, 32, 64, 128, 256
BLOCKS_SIGHT = SIGHT
BLOCKS_MOVE = BUILDING | IMPASSABLE
RIVER_LOSS = 2.0        # inches lost crossing a river without a ford or bridge
WALL_LOSS = 2.0         # inches infantry loses crossing a wall or fence
FOREST_EDGE = 2.0       # inches inside a forest's edge where units still see and are seen

CATEGORIES = {"forest": FOREST | SIGHT, "hill": HILL | SIGHT, "river": RIVER, "ford": CROSSING,
              "bridge": CROSSING, "wall": WALL, "fence": WALL, "building": BUILDING | SIGHT,
              "tower": BUILDING | SIGHT, "swamp": SWAMP,
              "impassable": IMPASSABLE | SIGHT, "impassable_open": IMPASSABLE}

TERRAIN_TYPES = (
    TerrainType("forest", "Forest", "Units more than 2\" inside are hidden; shooting at units within 2\" of the "
                "edge is at +1 SS; blocks sight through it.", "area", style="woods", blocks_sight=True),
    TerrainType("hill", "Hill", "Units on a hill shoot any enemy in range and sight, with three ranks; blocks sight "
                "beyond it; the higher ground adds 1 to the combat result.", "area", blocks_sight=True,
                has_level=True),
    TerrainType("river", "River", "Crossing without a ford or bridge costs 2\" of movement; fighting in it worsens "
                "FS, SS and D by 1.", "line"),
    TerrainType("ford", "Ford", "A passage: crossing here costs nothing.", "area"),
    TerrainType("bridge", "Bridge", "A passage: crossing here costs nothing.", "area"),
    TerrainType("wall", "Wall", "Infantry crossing loses 2\" of movement; infantry with half its front against "
                "it defends it (cover, +1 FS to its attackers).", "line"),
    TerrainType("fence", "Fence", "As a wall.", "line", style="barricade"),
    TerrainType("building", "Building", "Infantry may garrison it (+1 Ld, +1 FS to attackers, +1 SS to shooters); "
                "blocks sight and movement; no cavalry or monsters. Each wall is an opening for 3 shooters.", "area",
                style="buildings", blocks_sight=True),
    TerrainType("tower", "Tower (open top)", "A building with a flat open top: its whole garrison may shoot, "
                "all round.", "area", style="fortification", blocks_sight=True),
    TerrainType("swamp", "Swamp", "Regiments halve their movement; each move in it risks D6 wounds on a 1.", "area", style="marsh"),
    TerrainType("impassable", "Impassable (blocks sight)", "No unit may enter; it blocks sight.", "area",
                style="ruins", blocks_sight=True),
    TerrainType("impassable_open", "Impassable (low)", "No unit may enter; it does not block sight.", "area",
                style="broken_ground"),
)

_TERRAINS = Kept("forgotten_world terrains", 16)    # terrain key -> (TableTerrain, ConvexSet, categories)


def terrain_key(pieces: tuple) -> str:
    return hashlib.sha256(json.dumps(pieces, sort_keys=True).encode()).hexdigest()[:16]


def _build(state) -> tuple:
    tt = TableTerrain.build(state._terrain, lambda k: CATEGORIES.get(k, 0))
    shapes = {}
    for s in tt.of(0xFFFF):
        for i, poly in enumerate(convex_cover(s.shape)):
            shapes[(s.key, i)] = poly
    cs = ConvexSet.build(shapes)
    cats = [tt.shape(k[0]).categories for k in cs.keys]
    return tt, cs, cats


def _entry(state) -> tuple:
    e = _TERRAINS.get(state.terrain_key)
    if e is None:
        e = _build(state)
        _TERRAINS.put(state.terrain_key, e)
    return e


def terrain_of(state) -> TableTerrain:
    return _entry(state)[0]


def terrain_sets(state) -> tuple[ConvexSet, list[int]]:
    """Every terrain piece as convex shapes keyed (piece key, i), for sweeps, and each shape's categories."""
    e = _entry(state)
    return e[1], e[2]
