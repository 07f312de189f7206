"""Movement and Terrain as data: board, dice, phases, unit classes and the terrain types."""
from __future__ import annotations

from ...core.ruleset import RulesetMeta, TerrainType, UnitType
from .refs import RULESET, TITLE
from .terrain import SIGHT_BLOCKING, TABLE

__all__ = ["META", "PHASES", "terrain_summary"]

PHASES = ("Roll-off", "Choose a formation and its action", "Moves", "Shooting", "Assault")
_STYLE = {"fieldworks": "trench"}


def _trait_text(cls: str, key: str) -> str:
    t = TABLE[key].trait(cls)
    bits = []
    if t.cover:
        bits.append(f"cover {t.cover}")
    if t.effect != "none":
        bits.append(t.effect)
    if t.vision:
        bits.append(f"+{t.vision} vision")
    return ", ".join(bits) or "no effect"


def terrain_summary(key: str) -> str:
    row = TABLE[key]
    text = (f"Infantry: {_trait_text('infantry', key)}. Vehicles: {_trait_text('vehicle', key)}. "
            f"War engines: {_trait_text('war_engine', key)}.")
    if row.specials:
        text += " Special: " + ", ".join(row.specials) + "."
    return text


TERRAIN_TYPES = tuple(TerrainType(key, row.name, terrain_summary(key), style=_STYLE.get(key, ""),
                                  blocks_sight=key in SIGHT_BLOCKING) for key, row in TABLE.items())

UNIT_TYPES = (
    UnitType("infantry", "Infantry", "Takes cover saves in terrain; moves through any allied unit."),
    UnitType("vehicle", "Vehicle", "Armoured vehicles screen adjacent infantry (-1 to hit)."),
    UnitType("war_engine", "War engine", "Big: reads the war engine column of the terrain tables."),
    UnitType("air", "Air unit", "Flies over terrain and units; no zone of control (ruling)."),
)

META = RulesetMeta(name=RULESET, title=TITLE, boards=("tiles",), dice=("d6",), phases=PHASES,
                   unit_types=UNIT_TYPES, terrain_types=TERRAIN_TYPES, sides_act="alternate", automatic=("Roll-off",),
                   source="004_9b83ba321a6ed08b.txt")
