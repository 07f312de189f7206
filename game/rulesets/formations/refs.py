"""The ruleset's name and the sections of the text (and of our rulings) that events cite."""
from __future__ import annotations

RULESET = "formations"
TITLE = "Movement and Terrain"

# sections of the seed text
MOVEMENT = "Movement"
OTHER_UNITS = "Movement: Other Units"
ZOC = "Movement: Zones of Control"
OUT_OF_FORMATION = "Movement: Out of Formation"
TERRAIN = "Terrain"
DANGEROUS = "Terrain: Dangerous Terrain Test"
CAUTIOUS = "Terrain: Dangerous Terrain Test (moving cautiously)"
COVER = "Terrain: Cover To Hit Modifiers"
COVER_SAVES = "Terrain: Infantry Cover Saves"
ARMOURED = "Terrain: Armoured Vehicles"
NORMAL = "Normal Terrain"
SPECIAL = "Special Terrain"

# sections of Wartable's rulings (the text is a fragment: these make it a whole game)
R_FORMATION = "Ruling: Formations"
R_ACTIONS = "Ruling: Actions"
R_TEST = "Ruling: Action test"
R_SHOOTING = "Ruling: Shooting"
R_SAVES = "Ruling: Saves"
R_SHOCK = "Ruling: Shock and morale"
R_CROSSFIRE = "Ruling: Crossfire"
R_ASSAULT = "Ruling: Assault"
R_AIR = "Ruling: Air units"
R_TURN = "Ruling: The turn"
R_VICTORY = "Ruling: Victory"
R_SIGHT = "Ruling: Sight and vision"
