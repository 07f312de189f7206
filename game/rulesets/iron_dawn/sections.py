"""Section names of the Iron Dawn text, as every RuleRef cites them."""
from __future__ import annotations

from ...core.events import RuleRef

NAME = "iron_dawn"
TITLE = "Iron Dawn"
RuleRef.titles.setdefault(NAME, TITLE)


def ref(section: str) -> RuleRef:
    """The citation of one section."""
    return RuleRef(NAME, section)


DICE = "Dice"
CHARACTERISTICS = "Characteristics"
WEAPONS = "Characteristics › Weapons"
TURN = "Turn sequence"
INITIATIVE = "Initiative"
MOVEMENT = "Movement"
EXPENDITURES = "Movement expenditures"
TURNING = "Turning/Pivoting"
VEHICLE_MOVEMENT = "Vehicle movement"
COHERENCY = "Tactical Spacing and unit coherence"
MELEE = "Combat › Melee"
SHOOTING = "Combat › Shooting"
TO_HIT = "Accuracy and Melee Tests"
CRITICAL = "Critical Hit chart"
DEFENCE = "Defence Tests"
REMOVING = "Removing models"
SUPPRESSION = "Suppression"
MANOEUVRES = "Manoeuvres"
COMMAND = "Command Radius"
ORDERS = "Orders"
UNITS = "Units › Unit Types"
SOLO = "Solo Units"
COMBAT_GROUPS = "Combat Groups"
LEADERS = "Squad Leaders"
COMMANDERS = "Commanders"
RANKS = "Ranks"
MORALE = "Morale"
CLASSES = "Weapon Classes and Types"
EXPLOSIVES = "Explosives"
FLAME = "Flamethrowers"
INDIRECT = "Indirect Fire weapons"
COVER = "Cover"
BUILDINGS = "Buildings and ruins"
TRENCHES = "Trenches"
EMPLACEMENTS = "Weapons mounted in terrain"
VEHICLES = "Vehicles › Movement"
RAMMING = "Vehicles › Combat"
TURRETS = "Turrets"
SPONSONS = "Sponsons"
TRANSPORTS = "Transports"
ABANDON = "Abandoning and Re Crewing a Vehicle"
GAME_LENGTH = "Game length"
OBJECTIVES = "Objectives"
ARMY = "Building an Army"
