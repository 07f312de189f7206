"""Where the text is silent, ambiguous or wrong: what Wartable decided (shown to players as data)."""
from __future__ import annotations

from ...core.ruleset import Ruling
from . import sections as S
from .spells import SPELLS

__all__ = ["RULINGS"]

R = Ruling

RULINGS: tuple[Ruling, ...] = (
    R(S.ARMIES, "The text prints no unit profiles, army lists or points values.",
      "Wartable ships sample armies of its own (the Kingdom of Aurel and the Grimtusk Horde: every kind of unit, "
      "characters, a mage and a general each), marked as sample values. Movement follows the text's table. No "
      "points: the army report counts models and checks formations and characters."),
    R(S.VICTORY, "The text gives no default victory rules (Setting up is 'work in progress').",
      "A side with nothing left on the table loses at once. Otherwise the battle ends after the scenario's turn limit "
      "(6 when it gives none; a turn is one player-turn for each side) and the side that removed more enemy models "
      "wins; equal is a draw."),
    R(S.BATTLE, "'Turns ... alternate ... starting with the attacker': is a turn both players or one?",
      "Each turn the attacker plays its four phases, then the defender plays its four. The turn counter goes up after "
      "the defender's morale phase."),
    R(S.REGIMENTS, "War machines have no rank widths in the table.",
      "War machines (and chariots) are always single models."),
    R(S.INCOMPLETE, "Counting fighters on a flank or rear when the last rank is incomplete.",
      "Against a flank, each rank whose end touches the enemy counts one model, plus the model beside it in the "
      "next file (its 'second rank'); the last rank counts as complete."),
    R(S.CHARACTERS, "Where a joined character stands, how he fights, and how he is hit and dies: the text only "
      "says he takes a front-rank place, pushing a model back, and adds his attacks.",
      "He takes the middle place of the front rank (left of the middle on an even frontage) and the model he "
      "displaces goes to the rear rank: the block counts him in its frontage, depth and complete ranks, its front "
      "edge staying put (he needs room behind it to join; the model steps up again when he leaves). When the "
      "block's front is engaged his place is one of the fighting places: the regiment's models in contact strike "
      "less his place, and his own attacks are added whenever the regiment fights; his place shoots no bow. The "
      "text gives no way to hit him inside a unit, so wounds on the regiment come off its rank and file (the rear "
      "rank first) and he falls with his regiment when its last model dies."),
    R(S.REFORM, "'Models can never move more than their movement value while performing a reform': which model "
      "goes to which new place is not said.",
      "Each model's place before and after (front edge kept) is matched so that the longest walk is as short as it "
      "can be; the reform is refused when that walk exceeds the move the unit has on the ground it stands on "
      "(Chains, swamps and the like count)."),
    R(S.CHARACTERS, "How close a character must get to 'reach' a regiment he joins.",
      "He ends his move within 0.5\" of it; he then stands in its front rank."),
    R(S.CHARACTERS, "Characters 'during the deployment' join through the scenario.",
      "A character placed with `attached_to` starts in that regiment's front rank."),
    R(S.GENERAL, "The general is 'declared at the start of the battle'.",
      "The scenario marks him with the `general` option; otherwise the character with the highest Ld (first in "
      "the list on a tie) is the general."),
    R(S.GENERAL, "'In case that model will be killed in the morale phase' — generals die in the attack phase.",
      "Whenever the general dies, that turn's morale phase tests every unit of his side not in combat for shooting "
      "panic, and his side adds no Ld to its combat results that turn."),
    R(S.STAMINA, "Combat result '-1 for each stamina point used': used when?",
      "Every stamina point the side's units in that combat have spent in the battle so far (points recovered do not "
      "cancel it), as in the worked example where a point spent marching earlier still counts."),
    R(S.STAMINA, "When a unit that did not move recovers.",
      "At the end of its own player's movement phase, if it neither moved (nor charged, nor fled) and is not in "
      "combat, it recovers one point, up to its starting stamina."),
    R(S.MOVEMENT, "How 1\" from enemies is measured during a move.",
      "Along the whole path the block's sides stay 1\" from every enemy base (measured on the block's and the "
      "enemy's own axes, which is exact face to face and slightly cautious at corners), unless it charges."),
    R(S.MOVEMENT, "The river example and a wall both reduce the move; which applies with several?",
      "The slowest rate of any ground the block crosses sets the rate for the whole move: a river without a "
      "passage is M-2, a wall or fence for infantry M-2, a swamp for regiments M/2. A passage counts when the block's "
      "sweep crosses a ford or bridge."),
    R(S.RUN, "Whether terrain halves a run.",
      "A run doubles the rate the ground allows."),
    R(S.SLIDE, "'Only to avoid an obstacle' needs a test.",
      "A slide is accepted when, from where it starts, the block could not advance its full move straight ahead "
      "without meeting a unit or terrain; up to half the frontage in all."),
    R(S.ROTATION, "How a drag becomes manoeuvres.",
      "A dragged block is read as advance, wheel about the front corner on the inside of the turn, advance (solved "
      "so no sideways step is left); or wheel, advance and slide when that is impossible. Turns in place are only "
      "90 (turnside) and 180 degrees (about face). A wheel costs the straight distance its outer corner moves."),
    R(S.CHARGE_TYPE, "How far a charge must go.",
      "The distance from the charger's block to the charged face, edge to edge. A charge needing more than a 45 "
      "degree turn is made as a turnside (around 90 degrees) or about face, with the dice only."),
    R(S.ALIGNMENT, "'Contact as many models as possible'.",
      "On contact the charger stands squarely against the face: centred on a front or rear, forward corners level "
      "on a flank; if that ground is taken or off the table the nearest free face is used, else the charge fails."),
    R(S.ALIGNMENT, "The charged unit's slide at the end of the next movement phase.",
      "Not needed: the charger is already placed centred on the face, so the slide has nothing to add."),
    R(S.REACTIONS, "'Once per turn' reactions for a unit charged twice.",
      "A unit charged again in the same turn keeps its first reaction; its second chargers get it automatically."),
    R(S.REACTIONS, "Reactions of a unit already in combat.",
      "It can only keep the position."),
    R(S.STAND_SHOOT, "When the casualties of a stand and shoot come off.",
      "At once, before the charge moves (the fire happens before the enemy arrives)."),
    R(S.FLEE, "The charger's option to 'move against the target of his full charging movement' and charge a new "
      "enemy it reaches: the direction, the distance, and what happens when it reaches no one are not spelled out.",
      "The charger turns toward the middle of the place the target left (a turn of more than 45 degrees leaves only "
      "the dice, as for any charge) and rolls its charge distance; the first enemy its block would touch going "
      "straight that far, before anything else stops it, becomes the target of the charge, provided it may be "
      "charged (not hidden in a forest; a lone character only when closest). That enemy reacts as usual (unless it "
      "already reacted this turn), then the charge moves at once with the distance already rolled (whatever turn "
      "the new target's face needs). Reaching no "
      "enemy, the charger moves that distance on the line (stopping where a move must stop) and its charge ends: "
      "a move, not a failed charge, so no stamina point is lost."),
    R(S.FAILED_CHARGE, "Where a failed charge ends.",
      "The charger turns toward the target if within 45 degrees, moves straight its rolled distance and stops 1\" "
      "short of the target or of anything in the way; then loses a stamina point if it has one."),
    R(S.MORALE, "Players 'alternate in selecting' the units that test: which of his units a player picks first.",
      "The tests come in a fixed alternating order, the player in phase first: combat losers (each side's in the order "
      "their combats were worked out), then units testing for shooting losses. Each test is taken against the "
      "combat result already worked out, so the order a player might choose changes no test's odds; the app does "
      "not ask."),
    R(S.MORALE, "A fled unit afterwards.",
      "A unit that fled has turned its back; at the start of the next player-turn it may act again normally."),
    R(S.WINNING, "The winner's options (keep, reform, pursue).",
      "A winner whose enemy fled, and that fights no one else, keeps the position, reforms, or pursues 2D6\" straight ahead; "
      "meeting an enemy makes a contact that counts as a charge, without reaction, fought in the next attack phase. "
      "Reforming changes its rank width about its front edge, as the Reform maneuver does."),
    R(S.WINNING, "A pursuit that leaves the table returns 'in the same point' next movement phase.",
      "A pursuer stops at the table edge instead of leaving it, which puts it where it would come back."),
    R(S.FALL_BACK, "Leaving a combat starts within 1\" of the enemy.",
      "A unit falling back, withdrawing or fleeing is not held by the 1\" rule against the enemies within 1\" as it "
      "starts; it still may not cross any unit."),
    R(S.SHOOTING, "'The number of model's attacks' for shooting.",
      "Each model of the first two ranks (three on a hill) rolls as many dice as its A."),
    R(S.SHOOT_MODS, "Cover when only part of the target is hidden.",
      "Any part of the target hidden from every point of the shooter's front edge by terrain or other units gives "
      "cover (+1 SS); wholly hidden targets cannot be shot."),
    R(S.WALLS, "Defending an obstacle needs 'at least 50% of its front in contact'.",
      "Half the sample points just ahead of the front edge must lie on a wall or fence, and the enemy must be across it."),
    R(S.BUILDINGS, "Who is 'an infantry unit' that may garrison, and how many units a building holds.",
      "Infantry regiments and characters on foot (a character in a regiment goes in with it); never cavalry, "
      "monsters, chariots or war machines. One unit garrisons a building at a time."),
    R(S.BUILDINGS, "'Ends its movement phase' in contact with the walls: when the unit goes in.",
      "A unit goes in as soon as its front touches the walls (within 0.1\") at the end of its own move, either by "
      "a move dropped on the building (it stops against the walls and enters) or by the Garrison action if it "
      "already touches them; it may not move again that turn."),
    R(S.BUILDINGS, "'Remove the unit from the game': where a garrison stands for distances, contact and sight.",
      "It keeps its files and models; it is measured from, charged at and seen through the building's outer walls "
      "(their convex outline), and drawn inside them."),
    R(S.BUILDINGS, "The text does not say how a garrison leaves its building.",
      "In its own movement phase, when not in combat, it is set down outside on free ground with every model "
      "within its move of the walls; that is its move. It cannot run out, reform, fall back or withdraw inside, "
      "nor charge from it. Spells do not move a garrison (Wind, Moon Gate, Teleport are refused)."),
    R(S.BUILDINGS, "Openings: the scenario format has no field for them.",
      "Each wall of a `building` is one opening (a round one has eight): 3 models shoot from each wall that has the target in its arc "
      "of fire (45 degrees out from the wall's ends, as a unit's front). A `tower` (set in the editor by the "
      "piece's type) has a flat open top: the whole garrison shoots, all round. A garrison otherwise shoots as "
      "any unit: in range from the walls, at the closest enemy it can shoot."),
    R(S.BUILDINGS, "Which side of the building a charge hits, and how many models fight.",
      "The charged wall is the one nearest the charger; it ends squarely against it, centred (or against the next "
      "nearest free wall), turning as a charge may. A building has no flank or rear. The attacker fights with its "
      "models touching the wall and those behind them; the garrison answers with as many models (up to its own), "
      "and counts no ranks in the combat result."),
    R(S.BUILDINGS, "Shooting at defenders: cover and the building's own +1.",
      "Shooting at a garrison is at +1 SS for the building, not also +1 for cover; the shooter may pick it even "
      "when it is not the closest enemy (a garrison that is the closest still bars other targets farther away, "
      "as any closest enemy does). The +1 Ld of the garrison is added to its combat result."),
    R(S.BUILDINGS, "A garrison failing its morale test: placement, 'the opponent chooses another edge', the "
      "charger entering.",
      "The charged wall is the one nearest the charger. The garrison is set down 1\" outside the wall most "
      "opposite it, facing away, and counts as having fled this turn; if there is no room there, the opponent "
      "chooses among the walls with room (no choice is asked when only one has room); with none it is destroyed. "
      "The enemy in contact with it (the charger first) then enters the building if it is infantry and fights no "
      "one else; no pursuit is made."),
    R(S.BUILDINGS, "War machines 'deployed on the yard'.",
      "A unit deployed with its centre inside a building starts as its garrison: infantry, or a war machine in the "
      "building's yard, which then never leaves it. A unit that may not be there is reported by the editor."),
    R(S.IMPASSABLE, "'Decide with the opponent' whether impassable terrain blocks sight.",
      "Each piece says so through its type: `impassable` blocks sight, `impassable_open` does not (set in the editor)."),
    R(S.FORESTS, "Hidden units 'can not act in any way against enemies or in favor of friends outside'.",
      "A unit more than 2\" inside a forest cannot shoot or charge out of it, and spells do not pass between a "
      "hidden unit and one outside (either way)."),
    R(S.PRAY, "'At the end of magic phase' in a phase where players alternate.",
      "A mage's Pray the Gods ends his magic for the turn; it may come whenever it is his player's go."),
    R(S.FORESTS, "Forests have no movement penalty in the text.",
      "None is applied; hidden units, the +1 SS near the edge and the charging penalties are applied."),
    R(S.SKILLS, "Illusion's '-1 to his FS' is called a penalty; a lower FS is better.",
      "Read as a penalty: the score needed goes up by 1."),
    *(R(S.SPELLS, f"{sp.name}: {sp.vague}", "Too vague to play: it may be prepared but is refused when cast, "
        "with this ruling.") for sp in SPELLS.values() if sp.vague),
    R(S.SPELLS, "How long lasting spells last.",
      "Shield, Accuracy, Chains, Fog, Blessed Weapons, Fury, Cage, Panic, Courage, Invisibility and Illusion last until "
      "the caster's next player-turn begins, or until dispelled; Wings lasts the battle."),
    R(S.SPELLS, "Moon Gate 'within 4d6\"' and Thunderbolt's line have no direction.",
      "Moon Gate sets the unit down the rolled distance straight ahead of the caster, facing his way (if the ground "
      "is free); Thunderbolt's 18\" line runs straight ahead of the caster's front."),
    R(S.SPELLS, "Invisibility's text is cut off ('otherwise will be within 12\" by enemy shooters').",
      "Read as: the character cannot be shot from beyond 12\"."),
    R(S.MAGIC, "Barrier must stop a spell the enemy casts later, in his own phase.",
      "A barrier is raised in the mage's magic phase instead of casting; it stops the next enemy spell cast at a "
      "friendly unit within 6\" of the mage before his next player-turn."),
    R(S.MAGIC, "The spells besides the apprentice spells are not listed.",
      "Each mage prepares six of the 24 apprentice spells (the scenario lists them as options; otherwise the first "
      "six in the table's order)."),
)
