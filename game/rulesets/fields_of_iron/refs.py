"""Section names of Fields of Iron and Echo, as cited by events, verdicts, rulings and tests."""
from __future__ import annotations

from ...core.events import RuleRef

__all__ = ["RULESET", "TITLE", "ref", "TURN", "ACTIVATION", "SIGHT", "MOVE", "LEADERSHIP", "BASIC_MOVE", "CHARGE",
           "SHOOT", "MOVE_SHOOT", "SHOOT_COMBAT", "SHOOT_FRIENDS", "ARTILLERY", "FIGHT", "DEFEND_BOSS", "TERRAIN",
           "WOODS", "HILLS", "RIVERS", "VILLAGES", "WALLED", "FORTIFICATION", "BROKEN", "CARDS", "VICTORY",
           "FACING"]

RULESET = "fields_of_iron"
TITLE = "Fields of Iron and Echo"

TURN = "The Turn"
ACTIVATION = "The Turn › Activation"
SIGHT = "Line of sight"
MOVE = "Move"
LEADERSHIP = "Move › Leadership skills"
BASIC_MOVE = "Move › Basic move"
FACING = "Move › Basic move (facing)"
CHARGE = "Move › Charge"
SHOOT = "Shoot"
MOVE_SHOOT = "Shoot › Moving and shooting"
SHOOT_COMBAT = "Shoot › Shooting into combat"
SHOOT_FRIENDS = "Shoot › Shooting past friends"
ARTILLERY = "Shoot › Artillery"
FIGHT = "Fight"
DEFEND_BOSS = "Fight › Defend the boss!"
TERRAIN = "Terrain"
WOODS = "Terrain › Woods"
HILLS = "Terrain › Hills"
RIVERS = "Terrain › Rivers"
VILLAGES = "Terrain › Villages, farms or ruins"
WALLED = "Terrain › Walled settlements"
FORTIFICATION = "Terrain › Fortification or castle"
BROKEN = "Terrain › Broken or difficult ground"
CARDS = "Unit cards"
VICTORY = "Victory"

RuleRef.titles.setdefault(RULESET, TITLE)


def ref(section: str) -> RuleRef:
    """The citation of a section."""
    return RuleRef(RULESET, section)
