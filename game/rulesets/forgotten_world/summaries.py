"""Each rule of Forgotten World: Conquerors in Wartable's own words, citing its section (the rules panel's
"rules in brief", and what the lessons of the course teach)."""
from __future__ import annotations

from ...core.ruleset import RuleSummary
from . import sections as S

__all__ = ["SUMMARIES"]

R = RuleSummary

SUMMARIES: tuple[RuleSummary, ...] = (
    R(S.UNITS, "Models stand on square bases: foot 20x20 mm, riders 25x50, monsters 40x40, war machines 50x50. "
               "A unit is either one model acting alone (a character, a monster, a chariot) or a regiment."),
    R(S.REGIMENTS, "A regiment is a block of models in ranks and files. Its rank width must suit its kind: 4 to "
                   "12 foot, 3 to 6 riders, 2 to 4 monsters. Its frontage and depth shrink as models die."),
    R(S.INCOMPLETE, "A short last rank stands centred behind the others. Against a flank or rear, the last rank "
                    "still counts as complete when working out who strikes."),
    R(S.CHARACTERS, "A character moves freely in any direction and turns for nothing. He may join a regiment of "
                    "his base size (in its front rank), then moves with it, sees with it and adds his attacks. Out "
                    "of a regiment he may be shot or charged only when he is the closest target."),
    R(S.SKILLS, "A profile reads M (inches), SS, FS, D and H (the score a die needs: to hit by shooting, to hit in "
                "a fight, to save, to wound), W, A and Ld. A modified score stays between 1 and 6; a rolled 1 always "
                "fails and a rolled 6 always succeeds."),
    R(S.STAMINA, "Each unit has 3 stamina points. Running, an impetuous charge, stand and shoot, fleeing, falling "
                 "back, withdrawing and some mage actions each spend one; with none left they are refused. An "
                 "exhausted unit is 1 worse at SS, FS and D. A unit that neither moved nor fought gets one back."),
    R(S.BATTLE, "After deployment both players roll a die; the higher chooses to attack (play first) or defend. "
                "Then the players take turns, each playing a Movement, a Magic, an Attack and a Morale phase."),
    R(S.MOVEMENT, "In his movement phase a player moves his own units, each once, up to its move. The slowest "
                  "ground crossed sets the rate for the whole move, and a unit keeps 1\" from enemies unless it "
                  "charges."),
    R(S.DISTANCES, "The move of each kind is in its profile: heavy foot and war machines 4\", foot 5\", monsters "
                   "6\", heavy riders and chariots 7\", riders 8\", flyers 9\" or 10\"."),
    R(S.PHASE_ORDER, "The movement phase runs: declare charges one by one; the charged player reveals each "
                     "reaction; reactions happen; the charges move; then the other units move."),
    R(S.CHARGE, "A charge moves the unit its move plus one die. Touching the target (more than corner to corner) "
                "is a successful charge. Only an enemy within 12\" plus the move may be charged."),
    R(S.IMPETUOUS, "An impetuous charge adds two dice instead of one, for a stamina point."),
    R(S.CHARGE_TYPE, "Where the charger's front edge starts decides the face it may hit: in front of the target, "
                     "its front; beside it, the nearer flank; behind it, its rear. A charge may begin with one turn "
                     "of up to 45 degrees; a turnside or about face leaves only the dice to cover the distance."),
    R(S.ALIGNMENT, "A charger that touches its target lines up against the face it hit, touching as many models as "
                   "it can. If that face is full or blocked it goes to the nearest free face."),
    R(S.FAILED_CHARGE, "A charge that falls short stops 1\" from the target and costs a stamina point."),
    R(S.REACTIONS, "A charged unit reacts once a turn, before the charger moves: keep the position, stand and shoot, "
                   "or flee. A regiment charged in the flank or rear may only keep the position."),
    R(S.STAND_SHOOT, "A unit with missile weapons fires at the charger at 1 worse SS, then keeps the position; it "
                     "costs a stamina point."),
    R(S.FLEE, "The unit turns about and runs 2D6\" straight on, sliding past anything in its way; off the table it "
              "is destroyed. It costs a stamina point. The charger may then chase it: catching it deals 2D6 wounds "
              "and locks it in the fight. Or it gives up and moves normally."),
    R(S.ADVANCE, "A unit moves straight ahead, and may combine this with turns, up to its move."),
    R(S.ROTATION, "A regiment turns by pivoting on one front corner; the other front corner's straight-line travel "
                  "is what the turn costs. A single model turns on the spot for nothing."),
    R(S.SLIDE, "To get round an obstacle a regiment may step sideways, without turning, up to half its frontage, "
               "for free."),
    R(S.ABOUT_FACE, "A regiment turns to face its rear on the spot for half its move (rounded up)."),
    R(S.TURNSIDE, "A regiment turns 90 degrees on the spot for a quarter of its move (rounded up)."),
    R(S.REFORM, "A regiment that has not moved and is not fighting may change its rank width; this takes its whole "
                "move."),
    R(S.RUN, "A unit may run up to twice its move for a stamina point. Charged that turn, it may only keep the "
             "position, defends 1 worse, and its charger fights 1 better."),
    R(S.FALL_BACK, "A unit fighting only to its front may leave the fight in its movement phase for a stamina "
                   "point: falling back (backing off half its move, still facing the enemy) or withdrawing (turning "
                   "about and going its move plus a die, but taking a die of wounds)."),
    R(S.MAGIC, "Each mage prepares six of the 24 spells before the battle; each may be cast once a battle, on a 2 "
               "or more. The players take turns to cast. For a stamina point each, once a turn: a second spell "
               "(concentration), swapping a prepared spell for an unused one, re-rolling a failed cast "
               "(meditation), or a barrier that stops the next enemy spell at a friend within 6\"."),
    R(S.SPELLS, "Spells strengthen friends (Shield, Accuracy, Courage...), weaken or hurt enemies (Chains, Panic, "
                "Blade Storm...), or cover an area (Fog around the caster, Thunderbolt along a line). Lasting "
                "spells show on the unit until dispelled or spent."),
    R(S.PRAY, "At the end of the magic phase a mage may pray for a friendly unit within 3\": in the next attack "
              "phase it re-rolls its failed hit rolls once."),
    R(S.ATTACK, "Units that charged this turn fight first, the charged unit striking back after each; then the "
                "players take turns with their other fights and shots."),
    R(S.MELEE, "Each model touching the enemy, and the one right behind it, rolls its attacks: each die at FS or "
               "more hits; the target saves each hit at D or more; each unsaved hit wounds at H or more."),
    R(S.SHOOTING, "A unit shoots at the closest enemy in range that is not fighting, with the attacks of its first "
                  "two ranks: SS to hit, then the target's D to save and H to wound."),
    R(S.ARC, "A unit shoots only into the wedge opened by lines at 45 degrees from its two front corners, out to "
             "its range; a target partly inside counts."),
    R(S.SHOOT_MODS, "A unit that moved this turn shoots at 1 worse SS; so does one whose line to the target is not "
                    "clear (cover)."),
    R(S.CASUALTIES, "Casualties come off only after every unit has attacked, from the rear rank."),
    R(S.MORALE, "A unit that lost a fight (it lost more models than it killed) rolls 2D6 and needs 7 or more, "
                "shifted by the difference of the combat results; failing, it flees at once."),
    R(S.COMBAT_RESULT, "Each side of a fight adds: +1 per complete rank, +1 for charging, +1 for a standard, +1 per "
                       "enemy model killed, its Ld, +1 attacking a flank, +2 a rear, +1 on higher ground, and -1 "
                       "per stamina point spent. The loser's test moves by the difference."),
    R(S.WINNING, "A winner whose enemy fled, and that fights no one else, keeps the position, reforms, or pursues "
                 "2D6\" straight ahead; meeting an enemy is a charge without reactions, fought next turn."),
    R(S.SHOOTING_PANIC, "A unit that lost more models to shooting this turn than its Ld rolls 2D6: under 7 it "
                        "loses a stamina point."),
    R(S.GENERAL, "Each army names a general. When he dies, every unit of his not fighting tests as for shooting "
                 "panic, and those fighting add no Ld to their combat result that turn."),
    R(S.TERRAIN, "Terrain slows, shelters and hides: walls and fences, buildings, rivers, hills, forests, swamps "
                 "and impassable ground."),
    R(S.WALLS, "Crossing a low wall or fence costs foot 2\". Foot with half its front on one defends it: shots "
               "at it and attacks against it are 1 worse."),
    R(S.BUILDINGS, "Foot may hold a building; riders and monsters may not enter or attack it. The garrison gets +1 "
                   "Ld, its attackers fight 1 worse, and a building hides what stands wholly behind it."),
    R(S.RIVERS, "Crossing a river away from a ford or bridge costs 2\" of the move. A unit fighting in a river is 1 "
                "worse at FS, SS and D. Rivers do not block sight."),
    R(S.HILLS, "A unit on a hill may shoot any enemy in range and sight, with three ranks; any unit may shoot at "
               "one on a hill. A hill hides what stands wholly behind it."),
    R(S.FORESTS, "A unit more than 2\" inside a forest is hidden: it cannot be charged, shot or targeted by spells, "
                 "nor act outside. Within 2\" of the edge it is seen but shots at it are 1 worse. Riders, flyers, "
                 "monsters and chariots charging into a forest fight 1 worse and move half."),
    R(S.SWAMPS, "A regiment in a swamp moves half; each time it moves in one, a 1 on a die costs it a die of "
                "wounds."),
    R(S.IMPASSABLE, "Some ground cannot be crossed at all; each piece says whether it also blocks sight."),
)
