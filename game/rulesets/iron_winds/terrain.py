"""Terrain: the types Iron Winds of War knows, their categories, and the cached table geometry.

Categories are this ruleset's bit flags handed to `core.tableterrain` (which stays rule-free).
"""
from __future__ import annotations

import hashlib
import json

from ...core.kept import Kept
from ...core.ruleset import TerrainType
from ...core.tableterrain import TableTerrain
from ...geometry.sweep import convex_cover as _convex

__all__ = ["TERRAIN_TYPES", "CATEGORIES", "HILL", "WOODS", "OBSTACLE", "RIVER", "CROSSING", "BLOCKS_SIGHT",
           "LINE_TYPES", "AREA_TYPES", "terrain_of", "terrain_key", "HILL_CLIMB_COST", "OBSTACLE_COST",
           "ELF_WOODS_SIGHT"]

HILL, WOODS, OBSTACLE, RIVER, CROSSING = 1, 2, 4, 8, 16
BLOCKS_SIGHT = WOODS

HILL_CLIMB_COST = 2.0      # inches lost for each hill level climbed
OBSTACLE_COST = 2.0        # inches lost crossing a wall or hedge
ELF_WOODS_SIGHT = 3.0      # elves may shoot through this much woods

CATEGORIES = {"hill": HILL, "woods": WOODS, "wall": OBSTACLE, "hedge": OBSTACLE, "river": RIVER,
              "ford": CROSSING, "bridge": CROSSING}

TERRAIN_TYPES = (
    TerrainType("hill", "Hill", "Climbing up a level costs 2\" of movement (not for dwarves, goblins or orcs); "
                "a unit attacking uphill has -1 in melee.", "area", has_level=True),
    TerrainType("woods", "Woods", "Only levy (and any elves) may move in or through woods, at full speed. "
                "Woods block a bow's direct path (elves shoot through up to 3\").", "area", blocks_sight=True),
    TerrainType("wall", "Wall", "Crossing costs 2\" of movement (not for goblins or orcs).", "line"),
    TerrainType("hedge", "Hedge", "Crossing costs 2\" of movement (not for goblins or orcs).", "line"),
    TerrainType("river", "River", "A unit reaching a river stops at the bank; on its next move it may cross and "
                "must stop on the far bank.", "line"),
    TerrainType("ford", "Ford", "A crossing place: a unit on it is not stopped by the river.", "area"),
    TerrainType("bridge", "Bridge", "A crossing place: a unit on it is not stopped by the river.", "area"),
)
LINE_TYPES = {t.key for t in TERRAIN_TYPES if t.geometry == "line"}
AREA_TYPES = {t.key for t in TERRAIN_TYPES if t.geometry == "area"}

_TERRAINS = Kept("iron_winds terrains", 16)     # terrain key -> TableTerrain


def terrain_key(pieces: tuple) -> str:
    """A short hash of the terrain pieces (plain dicts), naming them in the cache."""
    return hashlib.sha256(json.dumps(pieces, sort_keys=True).encode()).hexdigest()[:16]


def terrain_of(state) -> TableTerrain:
    """The table geometry of the state's terrain, built once per distinct terrain."""
    tt = _TERRAINS.get(state.terrain_key)
    if tt is None:
        tt = TableTerrain.build(state._terrain, CATEGORIES)
        _TERRAINS.put(state.terrain_key, tt)
    return tt


class TerrainSets:
    """The terrain a moving base must not sweep into, as `sweep.ConvexSet`s: woods (convex pieces) and
    rivers (one rectangle per piece of the centre line, lengthened by half the width at each end so the
    joints are covered)."""

    __slots__ = ("woods", "rivers")

    def __init__(self, tt: TableTerrain) -> None:
        from .sweep import ConvexSet

        self.woods = ConvexSet.build({(s.key, i): p for s in tt.of(WOODS) for i, p in enumerate(_convex(s.shape))})
        self.rivers = ConvexSet.build({(s.key, i): p for s in tt.of(RIVER) for i, p in enumerate(_convex(s.shape))})


_SETS = Kept("iron_winds terrain sets", 16)     # terrain key -> TerrainSets


def terrain_sets(state) -> TerrainSets:
    """The state's terrain as convex sets for sweeps (cached like `terrain_of`)."""
    ts = _SETS.get(state.terrain_key)
    if ts is None:
        ts = TerrainSets(terrain_of(state))
        _SETS.put(state.terrain_key, ts)
    return ts
