"""The terrain tables: what each terrain type does to each unit class.

A trait is the cover value a class gets there (0: none) and the effect on its
movement: "none", "dangerous" or "impassable". Where a tile carries several
types, the worst movement effect and the best cover count (see the rulings).
Destroyed buildings turn into ruins: `ruined` is the set of such tiles.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

__all__ = ["Trait", "TerrainRow", "TABLE", "NONE", "DANGEROUS", "IMPASSABLE", "tile_types", "movement_effect",
           "cover_value", "cover_save_target", "has_special", "SIGHT_BLOCKING", "IMPEDED", "ROAD", "CANOPY",
           "LIE_LOW", "BASTION", "MINEFIELD", "BUILDINGS", "RUINS", "CLIFF", "HILL", "GUN_EMPLACEMENT"]

NONE, DANGEROUS, IMPASSABLE = "none", "dangerous", "impassable"
_RANK = {NONE: 0, DANGEROUS: 1, IMPASSABLE: 2}


@dataclass(frozen=True, slots=True)
class Trait:
    cover: int = 0
    effect: str = NONE
    vision: int = 0


@dataclass(frozen=True, slots=True)
class TerrainRow:
    key: str
    name: str
    infantry: Trait
    vehicle: Trait
    war_engine: Trait
    specials: tuple[str, ...] = ()
    table: str = "Normal Terrain"

    def trait(self, unit_class: str) -> Trait:
        return getattr(self, unit_class)


def _row(key, name, inf, veh, war, specials=(), table="Normal Terrain") -> TerrainRow:
    return TerrainRow(key, name, inf, veh, war, tuple(specials), table)


T = Trait
_I, _D = T(effect=IMPASSABLE), T(effect=DANGEROUS)
_V2 = T(vision=2)
TABLE: dict[str, TerrainRow] = {r.key: r for r in (
    _row("buildings", "Buildings", T(3), _I, _I, ["Destructible"]),
    _row("cliff", "Cliffs", _I, _I, _I, ["See That Cliff?"]),
    _row("fortification", "Fortifications", T(4), _I, _I, ["Bastion"]),
    _row("hill", "Hills", _V2, _V2, _V2, ["Lie Low"]),
    _row("jungle", "Jungle", T(3), _I, _D, ["Canopy"]),
    _row("marsh", "Marsh", T(1, DANGEROUS), _D, _D),
    _row("open", "Open ground", T(), T(), T(), ["Lie Low"]),
    _row("river", "River", T(1, DANGEROUS), _I, T()),
    # the table prints roads as impassable to every class: a misprint (see the rulings); no effect here
    _row("road", "Roads", T(), T(), T(), ["Well-Travelled"]),
    _row("ruins", "Ruins", T(3), _D, _D),
    _row("scrub", "Scrub", T(1), T(), T(), ["Lie Low"]),
    _row("woods", "Woods", T(2), _D, _D, ["Canopy"]),
    _row("barricade", "Barricade", _D, T(), T(), ["Impeded"], "Special Terrain"),
    _row("bunker", "Bunkers", T(4, IMPASSABLE), _D, _I, ["Fortified"], "Special Terrain"),
    _row("fieldworks", "Fieldworks", T(3), _D, T(), ["Impeded"], "Special Terrain"),
    _row("gun_emplacement", "Gun emplacements", T(3, IMPASSABLE), T(2, IMPASSABLE), T(), ["Gun Shield"],
         "Special Terrain"),
    _row("minefield", "Minefield", _D, _D, _D, ["Watch Your Step"], "Special Terrain"),
)}

BUILDINGS, RUINS, CLIFF, HILL, ROAD, MINEFIELD = "buildings", "ruins", "cliff", "hill", "road", "minefield"
GUN_EMPLACEMENT = "gun_emplacement"
IMPEDED = frozenset(k for k, r in TABLE.items() if "Impeded" in r.specials)
CANOPY = frozenset(k for k, r in TABLE.items() if "Canopy" in r.specials)
LIE_LOW = frozenset(k for k, r in TABLE.items() if "Lie Low" in r.specials)
# Bastion: fortifications, and bunkers that count as fortifications (Fortified)
BASTION = frozenset({"fortification", "bunker"})
# terrain that hides what stands behind it (Wartable's sight ruling)
SIGHT_BLOCKING = frozenset({"buildings", "cliff", "fortification", "jungle", "ruins", "woods", "bunker"})


def tile_types(types: Iterable[str], cell, ruined: frozenset | set = frozenset()) -> frozenset[str]:
    """The types that count on a tile: buildings destroyed there count as ruins; bare tiles are open ground."""
    ts = set(types)
    if cell in ruined and BUILDINGS in ts:
        ts.discard(BUILDINGS)
        ts.add(RUINS)
    ts &= TABLE.keys()
    return frozenset(ts) if ts else frozenset({"open"})


def movement_effect(types: frozenset[str], unit_class: str, climbing_gear: bool = False) -> str:
    """The worst effect of the tile's types on a unit of this class."""
    worst = NONE
    for t in types:
        eff = TABLE[t].trait(unit_class).effect
        if t == CLIFF and climbing_gear and unit_class == "infantry":
            eff = DANGEROUS  # See That Cliff?
        if _RANK[eff] > _RANK[worst]:
            worst = eff
    return worst


def cover_value(types: frozenset[str], unit_class: str) -> int:
    """The best cover value the tile gives this class (vehicles: only Gun Shield counts as a save,
    but any cover value counts for the -1 to hit)."""
    return max((TABLE[t].trait(unit_class).cover for t in types), default=0)


def cover_save_target(cover: int) -> int | None:
    """The d6 score a cover save of `cover` needs (Wartable's ruling: 7 - cover; none for 0)."""
    return None if cover <= 0 else 7 - cover


def has_special(types: frozenset[str], keys: frozenset[str]) -> bool:
    return not types.isdisjoint(keys)
