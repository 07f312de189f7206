"""Fields of Iron and Echo as data: boards, dice, phases, unit and terrain types."""
from __future__ import annotations

from ...core.ruleset import RulesetMeta, TerrainType, UnitType
from .refs import RULESET, TITLE

__all__ = ["META", "PHASES"]

PHASES = ("Turn roll-off", "Activation", "Move or charge", "Shoot", "Fight")

TERRAIN_TYPES = (
    TerrainType("woods", "Woods", "Move into or out of it, not both, in one turn. +1 save inside. Blocks sight "
                "through it, but a unit inside can be seen.", blocks_sight=True),
    TerrainType("hill", "Hill", "Moving onto it (or higher up it) ends the move; moving off is free. Blocks sight "
                "unless the viewer or target stands as high. +2 save against attackers below. A unit on it "
                "shoots over units next to the hill.", blocks_sight=True, has_level=True),
    TerrainType("river", "River", "Closed to infantry and artillery; cavalry and monsters move into or out of "
                "it, not both, in one turn. Flyers cross freely.", geometry="area"),
    TerrainType("bridge", "Bridge", "A river hex with a bridge is open ground for everyone."),
    TerrainType("ford", "Ford", "A river hex with a ford is open ground for everyone."),
    TerrainType("village", "Village", "+1 save to a unit occupying it."),
    TerrainType("farm", "Farm", "+1 save to a unit occupying it."),
    TerrainType("ruins", "Ruins", "+1 save to a unit occupying it; also broken ground: move into or out of it, "
                "not both, in one turn (flyers ignore this)."),
    TerrainType("walled_settlement", "Walled settlement", "+2 save to a unit occupying it; a save roll of 1 "
                "always fails."),
    TerrainType("fortification", "Fortification or castle", "+4 save to a unit occupying it; a save roll of 1 "
                "always fails."),
    TerrainType("broken_ground", "Broken or difficult ground", "Move into or out of it, not both, in one turn. "
                "Flyers ignore it."),
    TerrainType("marsh", "Marsh", "Broken ground: move into or out of it, not both, in one turn. Flyers ignore "
                "it."),
)

UNIT_TYPES = (
    UnitType("infantry", "Infantry", "1 hex into a front hex, then 1 more."),
    UnitType("heavy_cavalry", "Heavy cavalry", "2 hexes straight, may change direction at the middle, 2 more "
             "straight."),
    UnitType("light_cavalry", "Light cavalry", "Up to 4 single steps into front hexes, turning each time."),
    UnitType("artillery", "Artillery", "1 hex in any direction, and then no shooting that turn; destroyed if "
             "charged."),
    UnitType("leader", "Leader", "Leadership skills on its card; 'Defend the boss!' in combat."),
    UnitType("monster", "Monster", "Crosses rivers like cavalry."),
    UnitType("flyer", "Flying unit", "Ignores hills, rivers and broken ground when moving."),
)

META = RulesetMeta(name=RULESET, title=TITLE, boards=("hex",), dice=("d12",), phases=PHASES,
                   unit_types=UNIT_TYPES, terrain_types=TERRAIN_TYPES, sides_act="alternate",
                   automatic=("Turn roll-off",),
                   source="000_b0997757c907ea88.txt")
