"""Where the text is silent, unclear or wrong, and what Wartable decided. The app shows these."""
from __future__ import annotations

from ...core.ruleset import Ruling
from . import refs

__all__ = ["RULINGS"]

RULINGS = (
    Ruling(refs.MOVEMENT, "The text counts tiles but does not say whether diagonal steps are allowed or what "
           "they cost.", "A move steps to any of the 8 neighbouring tiles, diagonals included, each step costing "
           "1 (the same count as the zone of control's '2 tiles in every direction'). Turning is free."),
    Ruling(refs.ZOC, "How far a zone of control reaches on the diagonals.", "Diagonals count as one tile: a zone "
           "is the 5 x 5 square of tiles centred on the unit."),
    Ruling(refs.ZOC, "Which tiles of a charge may lie inside an enemy zone of control.", "During an engage "
           "action's charge move zones do not stop a unit on its way, but it may only end inside an enemy zone "
           "(of a unit that still has one) in contact with an enemy. Other moves may not enter enemy zones."),
    Ruling(refs.ZOC, "What 'must charge or leave the zone of control' asks of a unit that does neither.",
           "A formation with a unit in an enemy zone may only move, march or engage. A unit that began a move "
           "or march inside an enemy zone may move through it but must end its first move outside every enemy "
           "zone; one still inside at the end of that move is destroyed (no Shock)."),
    Ruling(refs.ZOC, "When 'the remainder of the assault' ends.", "A unit that a charging enemy moves into "
           "contact with loses its zone at once; it gets it back when the engaging formation's action ends."),
    Ruling(refs.OUT_OF_FORMATION, "What a formation is and when a unit is out of it.", "A formation is the units "
           "that share a first unit (`attached_to` in the scenario). It is in formation when its units form one "
           "chain with links of at most 2 tiles. At the end of each move the player keeps one group of the chain "
           "and every unit outside it is destroyed."),
    Ruling(refs.DANGEROUS, "Whether a unit walking across several dangerous tiles tests once or on each.",
           "Each dangerous tile entered is a test, and starting to move in one is another. A unit destroyed "
           "on the way stops there."),
    Ruling(refs.ZOC, "What 'contact' is on tiles.", "Two units are in contact when their tiles touch, "
           "diagonals included. Air units are never in contact."),
    Ruling(refs.DANGEROUS, "Cover values: '3 Cover' is not a save score, and a higher value should be better.",
           "A cover value of N saves on a d6 roll of 7-N or more: cover 1 on 6, 2 on 5+, 3 on 4+, 4 on 3+."),
    Ruling(refs.CAUTIOUS, "How a cautious move is chosen and what 'roll twice' means for several dice.",
           "A unit is declared cautious before it moves (an action button); its speed is 1 for that move and "
           "each dangerous test is rolled again when the first roll wounds; the roll with fewer casualties "
           "stands. Minefields allow no second roll (Watch Your Step)."),
    Ruling(refs.COVER, "Whether cover, obscuring terrain and an armoured vehicle's screen add up.", "They are "
           "all cover: a target gets -1 to hit at most. A 1 always misses and a 6 always hits."),
    Ruling(refs.ARMOURED, "Which vehicles screen infantry and what 'from that direction' means.", "An armoured "
           "vehicle of the target's own side next to the infantry screens it from a shooter that is closer to "
           "the vehicle than to the infantry."),
    Ruling(refs.COVER_SAVES, "Vehicles and war engines in cover terrain.", "Only infantry take cover saves, "
           "and vehicles in gun emplacements (Gun Shield). Any cover value of the unit's class still gives -1 "
           "to hit."),
    Ruling(refs.NORMAL, "The Roads table makes roads impassable to every class, which would wall off every road.",
           "A misprint: roads have no effect on movement for any class; Well-Travelled applies as written."),
    Ruling(refs.NORMAL, "The Open Ground entry is introduced as 'terrain featuring marsh'.", "A misprint: it is "
           "open ground, which every tile without terrain is. Lie Low applies there."),
    Ruling(refs.NORMAL, "Units standing in terrain impassable to them (infantry in bunkers, vehicles in gun "
           "emplacements, as the tables' cover values suggest).", "A scenario may place a unit there; it may "
           "leave but never re-enter such a tile."),
    Ruling(refs.NORMAL, "Several terrain types on one tile.", "The worst movement effect and the best cover "
           "count; specials of each type apply."),
    Ruling(refs.NORMAL, "Destructible: how buildings grow damaged.", "Each shot that hits a unit in a building "
           "tile, and each assault fought from one, damages that tile; after 2 damage it is ruins."),
    Ruling(refs.NORMAL, "Well-Travelled: what 'stay on a road for the full march' needs.", "A road march is "
           "declared with the march: every unit must start on a road and every move must stay on roads; then "
           "no action test is rolled. A single move that starts and stays on roads gets +2 speed."),
    Ruling(refs.SPECIAL, "Impeded: 'reduce their speed by 50%'.", "For infantry and armoured vehicles each step "
           "into a barricade or fieldworks tile costs 2."),
    Ruling(refs.NORMAL, "Hills give '+2 Vision' with no vision rule.", "Units see 10 tiles, 12 from a hill. "
           "Hiding terrain (woods, jungle, buildings, ruins, fortifications, bunkers, cliffs) between shooter "
           "and target: one tile leaves it partially obscured (-1 to hit), two or more hide it."),
    Ruling(refs.R_ACTIONS, "The text names actions but does not list them.", "A formation takes one action a "
           "turn: Move (one move), March (action test; three moves, one if failed), Engage (one charge move, "
           "then an assault), Shoot (each unit shoots once), Overwatch (fire later at an enemy that ends a move "
           "in sight) or Rally (action test; all Shock removed, 1 if failed). Units move one at a time."),
    Ruling(refs.R_TEST, "What an action test is.", "A d6, -1 per Shock on the formation: 3 or more passes; a 6 "
           "always passes, a 1 always fails."),
    Ruling(refs.R_SHOOTING, "Unit profiles and shooting.", "Profiles give speed, integrity, class, armour save, "
           "assault dice and weapons (range in tiles, dice, score to hit). Each unit shoots one weapon at one "
           "target in range and sight; each die that scores the weapon's value after cover hits."),
    Ruling(refs.R_SAVES, "Armour and cover saves.", "Each hit allows one save roll against the better of the "
           "armour and cover scores; a 1 always fails. A failed save is one casualty; a unit is destroyed when "
           "its casualties reach its integrity."),
    Ruling(refs.R_SHOCK, "Shock and morale.", "Each casualty from an attack is 1 Shock on the formation, and a "
           "unit destroyed by an attack 1 more (morale loss). A formation whose Shock reaches its number of "
           "standing units routs and leaves the battle."),
    Ruling(refs.R_CROSSFIRE, "When a target is 'caught in a crossfire'.", "When a unit of another formation of "
           "the shooter's side is within 6 tiles of the target and farther from the shooter than both: saves "
           "get -1 (not in fortifications or bunkers: Bastion) and the target's formation takes 1 more Shock "
           "(Bastion does not prevent this)."),
    Ruling(refs.R_ASSAULT, "The text gives a charge but no fighting.", "After the charge every charging unit "
           "in contact and every enemy it touches strike at once with their assault dice; saves as for shots, "
           "no cover to hit. The side with more casualties loses: 1 more Shock on each of its formations that "
           "fought."),
    Ruling(refs.R_AIR, "Air units (Canopy) have no rules.", "An air unit flies over terrain and units, takes no "
           "dangerous tests, has no zone of control and ignores enemy zones, may not engage or be engaged, "
           "gets no cover, and may be shot only by anti-air weapons or other air units. Targets in woods or "
           "jungle save at +1 against it (Canopy). Its tile still holds one unit, and enemies may not pass it."),
    Ruling(refs.R_TURN, "Who acts when.", "Each turn both sides roll a d6 (ties again); the winner acts first "
           "with one formation, then the sides alternate; a side with none left waits. A battle lasts the "
           "scenario's turn limit (6 if it sets none)."),
    Ruling(refs.R_VICTORY, "How a battle is won.", "A side with no formation left loses at once. After the last "
           "turn each side scores the points of enemy units destroyed plus objectives held (a ground unit on "
           "or next to it, no enemy ground unit there); the higher score wins."),
)
