"""Where the text of Fields of Iron and Echo is silent, ambiguous or loose: what Wartable decided."""
from __future__ import annotations

from ...core.ruleset import Ruling
from .refs import (ACTIVATION, ARTILLERY, BASIC_MOVE, BROKEN, CARDS, CHARGE, DEFEND_BOSS, FACING, FIGHT,
                   FORTIFICATION, HILLS, LEADERSHIP, MOVE, MOVE_SHOOT, RIVERS, SHOOT, SHOOT_COMBAT, SHOOT_FRIENDS,
                   SIGHT, TERRAIN, TURN, VICTORY, VILLAGES, WOODS)

__all__ = ["RULINGS"]

RULINGS: tuple[Ruling, ...] = (
    Ruling(TURN, "The text points to supplementary rules for the Vharnoth Wars, which are not part of it.",
           "Only the core rules are implemented; nothing from the supplement is assumed."),
    # --- the turn ---------------------------------------------------------------------------------
    Ruling(TURN, "The text says players roll at the start of the turn but not what happens on a tie, nor whether "
                 "a scenario may fix who goes first.",
           "Each side rolls a d12 at the start of every turn; a tie is rolled again. The scenario's `first_side` "
           "is not used."),
    Ruling(TURN, "The text fixes 5 turns; scenarios have a turn limit of their own.",
           "A battle lasts 5 turns. A scenario may set a shorter `turn_limit` (for a lesson), never a longer one."),
    Ruling(ACTIVATION, "How a unit is chosen for activation is not described.",
           "The first thing a side does with a unit that has not yet activated this turn (a step, a turn, a "
           "leadership skill, a shot, a fight or 'hold') activates it. It then acts alone until its activation "
           "ends."),
    Ruling(ACTIVATION, "'A unit can activate using the following order of events' leaves open whether each step "
                       "is compulsory.",
           "Moving, shooting and fighting are each optional, but in that order: once a unit shoots or fights it "
           "cannot move again. A unit may end its activation at any time; one that does nothing still counts as "
           "activated."),
    Ruling(ACTIVATION, "The text does not say when an activation is over.",
           "It ends when the player says so, or at once after the unit shoots or fights (nothing may follow: a "
           "unit that shoots is not in combat, and the fight is the last step)."),
    # --- movement -------------------------------------------------------------------------------
    Ruling(FACING, "The text says a unit moves into its front hexes and then into the front hexes 'it is facing "
                   "after the initial move', but never says how facing changes.",
           "After each step a unit faces the way it stepped: the hex side it crossed becomes its front. Light "
           "cavalry thus changes direction with each step if it wishes, and heavy cavalry keeps its direction "
           "along each leg."),
    Ruling(FACING, "Units have no way in the text to turn without moving, so a unit facing the wrong way could "
                   "never fight or shoot.",
           "Instead of moving, a unit may turn on the spot to face any side. That is its whole move, and counts as "
           "a move of one hex: infantry and cavalry may still shoot, artillery may not."),
    Ruling(BASIC_MOVE, "Heavy cavalry 'cannot change direction apart from at the middle point of the move'.",
           "Its first two hexes go straight in one of its three front directions; after the second hex it may "
           "turn once to any of its new front directions and go straight for up to two more. It may stop at "
           "any hex."),
    Ruling(BASIC_MOVE, "Artillery 'can move 1 hex in any direction'; its facing afterwards is not given.",
           "Artillery steps into any of the six neighbouring hexes and may end facing any side."),
    Ruling(BASIC_MOVE, "Monsters and flying units are named in the terrain rules but have no basic move.",
           "A unit card says how the unit moves (infantry, heavy cavalry, light cavalry or artillery); 'monster' "
           "and 'flying' are traits on top. The sample troll moves as infantry, the sample wyverns as light "
           "cavalry."),
    Ruling(MOVE, "The text does not say whether units may share a hex or pass through each other.",
           "One unit to a hex. A unit may not enter or pass through a hex holding any other unit."),
    Ruling(CHARGE, "Nothing says whether a unit already in combat may walk away.",
           "A unit that begins its activation next to an enemy is held in combat: it cannot leave its hex, "
           "though it may turn on the spot."),
    Ruling(CHARGE, "'Deemed to have charged' gives no effect beyond stopping.",
           "A step that ends next to an enemy is a charge: the move ends there. Charging gives no bonus; its only "
           "effect beyond stopping is on artillery."),
    Ruling(ARTILLERY, "'If artillery is charged it is immediately destroyed' does not say what counts as charging "
                      "it.",
           "Artillery is destroyed at once when an enemy unit ends a step next to it that was not next to it "
           "before. Artillery that moves next to an enemy charges that enemy and is not destroyed; units already "
           "in contact do not destroy it by turning."),
    Ruling(WOODS, "'A unit can only move into or out of woods in a turn' is terse.",
           "A step into woods ends the move. A unit that begins its activation in woods may take one step that "
           "activation (out of the woods or deeper in), then stops. The same holds for broken ground, marsh and "
           "ruins, and for cavalry and monsters in a river hex without a bridge or ford."),
    Ruling(WOODS, "Flying units are exempted from hills, rivers and broken ground, but not from woods.",
           "Flyers obey the woods rule like everyone else (they must come down among the trees)."),
    Ruling(HILLS, "'A unit can only move onto a hill in a turn' with hills of several levels.",
           "A step from a lower hex onto a higher one ends the move. Moving along a hill at the same level, or "
           "down, costs nothing extra. A hill piece without a level is level 1. Flyers ignore it."),
    Ruling(RIVERS, "Rivers are drawn on the hexes, not along hex sides.",
           "A river is a set of hexes. Infantry and artillery (unless monsters or flyers) may not enter a river "
           "hex unless it also holds a bridge or ford; a bridge or ford hex is open ground for everyone."),
    Ruling(BROKEN, "Ruins appear both as a defensive position and as an example of broken ground; marshes are an "
                   "example of broken ground.",
           "Ruins give +1 save and are broken ground for movement. Marsh is broken ground."),
    # --- sight and shooting --------------------------------------------------------------------------
    Ruling(SIGHT, "The text gives the test ('any part of the front arc to any part of a hex') but not what a line "
                  "may graze.",
           "Wartable uses the geometry's exact test: a line is blocked only where it enters the inside of a "
           "blocking hex; the viewer's and target's hexes never block, so a unit in woods can be seen. The target "
           "must lie in the front arc."),
    Ruling(HILLS, "'Hills cannot be seen through', yet units stand on hills to see and shoot.",
           "A hill hex blocks sight between two hexes unless the viewer or the target stands at least as high. "
           "Woods always block, from any height."),
    Ruling(SHOOT, "The Shoot section never says the target must be seen.",
           "A unit shoots only at an enemy it can see (front arc and a clear line)."),
    Ruling(SHOOT, "'Measure from any of the front 3 hexes ... to, and inclusive of, the hex that the target "
                  "occupies' needs a way to count.",
           "Range counts hexes from the nearest of the three hexes in front of the shooter to the target, both "
           "included: an enemy just in front is at range 1, the next hex beyond at range 2."),
    Ruling(SHOOT, "'Roll ... to hit using the unit shoot value' does not say whether to roll over or under.",
           "Shoot, fight and save values are d12 scores to equal or beat, after modifiers (7 means 7 or more). "
           "There is no automatic success or failure except the 1s that always fail a save in walled "
           "settlements and fortifications."),
    Ruling(SHOOT, "Units in combat cannot shoot 'unless a special rule negates this'; no special rules are given.",
           "No card in Wartable carries such a special rule, so units in combat never shoot."),
    Ruling(LEADERSHIP, "Activated skills happen at the start of the activation 'unless otherwise stated'.",
           "The sample cards state nothing otherwise: activated skills are used only at the start."),
    Ruling(SHOOT, "A card may list several weapons.",
           "A unit shoots once per activation, with one shooting weapon of its choice at one target; it fights "
           "once, with one fighting weapon at one adjacent enemy."),
    Ruling(CARDS, "'If it exceeds the wounds value the unit is removed' could mean 'reaches'.",
           "Read literally: a unit with 4 wounds survives 4 damage and is removed at 5. Extra damage beyond that "
           "is recorded but changes nothing."),
    Ruling(MOVE_SHOOT, "'Half their total distance' for each kind of unit.",
           "Infantry may shoot after moving 1 hex, cavalry after 2; a turn on the spot counts as 1 hex. Artillery "
           "may not shoot after moving or turning at all."),
    Ruling(SHOOT_FRIENDS, "The text forbids shooting through friendly units but says nothing of enemies, and "
                          "units never block sight.",
           "Units never block sight. A shot is blocked when every clear line to the target crosses a friendly "
           "unit's hex. Enemy units do not block shots."),
    Ruling(SHOOT_FRIENDS, "'A unit on a hill can shoot over any unit immediately adjacent to the hill.'",
           "For a shooter on a hill, friendly units in hexes next to that hill (the joined hill hexes it stands "
           "on) do not block its shots; for artillery on the hill they cost no penalty either."),
    Ruling(ARTILLERY, "Artillery shoots over friends 'at -2', with no word on several friends in the way.",
           "The -2 applies once per shot, however many friendly units are in the way."),
    Ruling(SHOOT_COMBAT, "'All units in the combat' is not defined when combats chain across several units.",
           "A combat is every unit linked to the target through enemies in adjacent hexes. The hits are divided "
           "equally among them; the leftover hits all go to the target. Each unit saves with its own modifiers, "
           "and the shooter's own units in the combat can be hurt."),
    # --- fight -------------------------------------------------------------------------------------
    Ruling(FIGHT, "'The same process as the Shoot phase' leaves open facing, sight, range, the value used and "
                  "who strikes.",
           "The active unit strikes one adjacent enemy, whatever its facing and with no sight or range check, "
           "rolling its fighting weapon's attacks against its fight value. The enemy strikes back only in its "
           "own activation. All hits go to that enemy (no sharing within a fight)."),
    Ruling(DEFEND_BOSS, "'Leaders who are adjacent to friendly non-leader units' in 'the same combat'.",
           "A leader in combat adds 1 to its saves for each friendly non-leader unit next to it that is in the "
           "same combat. It applies to every save the leader makes while in combat, against shots as well as "
           "fights."),
    # --- terrain ------------------------------------------------------------------------------------
    Ruling(TERRAIN, "A hex may hold several kinds of terrain (a village on a hill, a fort in woods).",
           "Only the best cover bonus counts (woods, village, farm, ruins +1; walled settlement +2; fortification "
           "+4); the hill's +2 against attackers below adds to it. 1s fail if the hex holds a walled settlement "
           "or fortification."),
    Ruling(HILLS, "'Against a unit attacking them from below' needs heights.",
           "The defender's hex is higher than the attacker's (hill level; open ground is 0). It applies to shots "
           "and fights alike."),
    Ruling(VILLAGES, "'Occupying' terrain.",
           "Cover counts for the unit standing in the terrain's hex only."),
    Ruling(FORTIFICATION, "Fortification and castle are one entry.",
           "One terrain type, `fortification`, stands for both."),
    # --- cards, leaders, victory ----------------------------------------------------------------------
    Ruling(CARDS, "The text refers to shoot, fight and save values, wounds, attacks, ranges, damage and "
                  "leadership skills on unit cards but prints none.",
           "Wartable ships sample cards, marked as samples. Scores are set for a d12: 5+ succeeds 2 times in 3, "
           "7+ half the time, 9+ once in 3, so each +1 or -1 moves the odds by one twelfth and the text's +1 to "
           "+4 bonuses matter without making anyone untouchable. Wounds run 3 to 8, so a unit survives two to four "
           "good attacks in a 5-turn game; damage is 1 a hit, 2 for lances and monsters, 3 for the cannon. Ranges "
           "are in hexes: javelins 2, bows 6, the cannon 10."),
    Ruling(LEADERSHIP, "Leadership skills are left to unit cards, which the text does not give.",
           "Two sample skills: 'inspire' (used at the start of the leader's activation, before it moves: another "
           "friendly unit within range that has not yet activated adds its value to its hit rolls until the end "
           "of the turn) and 'hold the line' (always on: friendly units within range add its value to their "
           "saves; several leaders do not add up)."),
    Ruling(VICTORY, "The text gives no way to win.",
           "The battle ends after turn 5, or at once when a side has no units left (that side loses). Otherwise "
           "each side scores the card points of every enemy unit it destroyed plus 1 per point of damage on enemy "
           "units still standing; the higher score wins, equal scores draw. Scenario objectives are not used."),
)
