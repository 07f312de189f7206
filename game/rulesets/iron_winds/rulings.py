"""Where the text is silent, ambiguous or wrong: what Wartable decided (shown to players as data)."""
from __future__ import annotations

from ...core.ruleset import Ruling
from . import sections as S

__all__ = ["RULINGS"]


def _r(section: str, problem: str, decision: str) -> Ruling:
    return Ruling(section, problem, decision)


RULINGS: tuple[Ruling, ...] = (
    # --- units, leaders, the turn ---------------------------------------------------------------------
    _r(S.UNITS, "Frontages and formations are left open; a unit needs some footprint on the table.",
       "Every unit is one base 4\" wide, 2\" deep on foot and 3\" deep mounted; it keeps that size as it "
       "loses figures (its strength is shown as figures left). A leader stands on a 1\" round base."),
    _r(S.LEADERS, "Where an attached leader stands, and whether two leaders may command one unit.",
       "An attached leader stands inside his unit (0.5\" behind its centre), takes no room and moves with it. "
       "One leader commands a unit at a time."),
    _r(S.LEADERS, "The text never says what a leader without a unit is, nor how a leader 'moves to command' "
                  "a unit.",
       "A leader joins a unit by ending his move touching or on it. A leader alone is not a unit: he cannot "
       "be shot or attacked in melee; units may pass over him but not end on him; he pays hill and wall costs "
       "and stops at rivers like a unit, but may enter woods."),
    _r(S.LEADERS, "Whether the racial movement rules apply to leaders.",
       "Leaders always move 12\". The racial exemptions from terrain (dwarves uphill, goblins and orcs) apply "
       "to a leader of that race."),
    _r(S.LEADERS, "'Move with the unit he is commanding, or move to command a new unit': what if his unit moves "
                  "after he joined it, or he wants to leave after it moved?",
       "A leader whose unit has moved has moved with it and may not then move alone. A leader who joined a "
       "unit goes along when it moves later in the same event."),
    _r(S.LEADERS, "What becomes of a leader whose unit is destroyed, flees or routs.",
       "He is not harmed and does not run: he is left standing alone where the unit stood, free to join or "
       "rally a unit later."),
    _r(S.TURN, "Who goes first in the events where both sides act (challenges, archery, rallies).",
       "The leading side: in turn 1 the scenario's first side (else the first listed), afterwards the winner "
       "of the previous movement roll-off. It acts first in each of those events, then the other side."),
    # --- challenges -------------------------------------------------------------------------------------
    _r(S.CHALLENGES, "How challenges are sequenced, and how often a leader may challenge or be challenged.",
       "The leading side issues its challenges one at a time, each answered at once by the other side; then "
       "the other side issues its own. A leader issues at most one challenge a turn and two leaders meet at "
       "most once a turn. 12\" is measured base edge to base edge; no line of sight is needed."),
    _r(S.CHALLENGES, "What 'loses all leadership value for that turn' covers.",
       "For that turn his unit gets no leader bonus in melee or morale, he cannot be the target of the "
       "leader-kill option (he is not commanding), he may not move except with his unit, and he may not rally "
       "a unit."),
    # --- archery ----------------------------------------------------------------------------------------
    _r(S.ARCHERY, "Is archery simultaneous, and must bow units shoot?",
       "Not simultaneous: the leading side shoots unit by unit, then the other side, each with its current "
       "strength. Shooting is a choice (a unit that shoots may not move). Routed units do not shoot."),
    _r(S.ARCHERY, "'Direct path', 'closest' and 'clear shot' are not defined.",
       "A direct path is a straight line from some point of the archers' base to some point of the target's "
       "that passes through no woods and no other unit's base (a line along a base's edge counts as through it). Closest is base edge to base edge among enemy "
       "units not in melee. Range is measured base edge to base edge. For 'half the soldiers', the unit's "
       "figures are laid out in two ranks across its base and each needs such a line to the target. Bows "
       "shoot all round (no arc). Hills do not block a bow's path."),
    _r(S.ARCHERY, "A target that is the closest with a direct path but out of range, or not half clear.",
       "The archers may not shoot at all that turn (they may not pick a further target)."),
    _r(S.ARCHERY, "A routed unit hit by bows: does it check morale again?",
       "Yes, like any levy or warrior target; if it fails it runs another full move."),
    _r(S.ELVES, "How the 3\" of woods elves shoot through is measured.",
       "Along the shortest clear line found between the two bases; woods do not block the elves' individual "
       "figures' lines."),
    _r(S.LONGBOWS, "Which friendly units a longbow 'fires over', and whether longbows fire over enemies.",
       "Friendly units not in melee are see-through to longbows; the friends the shot's line crosses must each "
       "be more than 6\" (edge to edge) from the target, else the shot is refused; the shot then takes -1. "
       "Enemy units and any unit in melee still block."),
    # --- movement and terrain ---------------------------------------------------------------------------
    _r(S.MOVEMENT, "How a free move is measured.",
       "A move is a path of poses; the inches are the distance the base's centre travels, turning is free; "
       "hills climbed and walls crossed are counted where the centre goes. One move per unit per event (a "
       "cavalry charge that breaks its target may go on with the rest). A unit may not leave the table."),
    _r(S.MOVEMENT, "'Two inches clear space to move between two other units' needs a test.",
       "A unit may not cross the straight line joining the nearest points of two units that are less than "
       "2\" apart (units touching leave no gap), unless it began its move standing in that gap. This is also "
       "the space a flank or rear attack needs. Leaders do not count."),
    _r(S.TERRAIN, "Woods: may a non-levy unit touch woods, or leave woods it started in?",
       "It may not overlap woods at any point of its path, except woods it started in (it may move out). "
       "Elves of any type may enter woods."),
    _r(S.TERRAIN, "Rivers: when a unit 'comes to' a river, and what 'stop on the opposite bank' means. Fords "
                  "and bridges are not mentioned.",
       "A unit comes to a river when its base first touches the river; its move must end on the straight leg "
       "where that happens. A unit that starts its move touching a river may cross it (its centre crosses the "
       "river's line once) and must end its move still touching the river on the far side. A unit whose centre "
       "is on a bridge or ford is on a crossing: the river neither stops it nor counts as crossed there."),
    _r(S.TERRAIN, "Walls and hedges: what counts as crossing.",
       "The unit's centre crossing the line; a unit may stand astride a wall."),
    _r(S.GOBLINS_ORCS, "'No terrain movement penalties' is open.",
       "Goblins and orcs ignore the 2\" losses for hills, walls and hedges; they are still kept out of woods "
       "(unless levy) and stopped by rivers, which are not losses of inches."),
    _r(S.TROLLS_OGRES, "'All move 8\"' with trolls and ogres on foot or mounted.",
       "Every troll and ogre unit moves 8\", mounted or not."),
    _r(S.PIKES, "'Moves at the speed of a knight unit'.",
       "At the foot knight speed of its race (orcs 6\" + 4\")."),
    _r(S.KNIGHT_CAVALRY, "Knight cavalry 8\" against dwarven cavalry's 10\".",
       "With the rule on, knight cavalry moves at most 8\" whatever its race."),
    # --- melee ------------------------------------------------------------------------------------------
    _r(S.MELEE, "Where bases stand when they meet, and which edge makes contact.",
       "A unit makes contact with its front edge (at least 0.25\" of edge in common; corners meeting are no "
       "contact). Face to face: front edges flush and centred. On a flank: facing into the side, front edge "
       "flush with it, its forward corner level with the target's front edge. In the rear: facing the same "
       "way, front edge flush with the target's rear edge, centred. The battle screen snaps a dragged base "
       "into these places."),
    _r(S.MELEE, "'The first two units in melee are always face to face': which one moves?",
       "Contacting the front of an enemy not yet in melee, the attacker lines up face to face. Contacting its "
       "flank or rear, the enemy turns to face the attacker (as White unit 2 does in the text's example), "
       "centred on the attacker's front edge, if it has room; otherwise the contact is refused."),
    _r(S.MELEE, "Additional attackers on a unit already face to face.",
       "They go to a flank or the rear (lined up as above), one unit to each side; the front is taken."),
    _r(S.MELEE, "A unit still attacked on a flank or in the rear when its face-to-face enemy is gone.",
       "At the end of the Morale event it turns to face its first attacker, if it has room; otherwise the "
       "attacks go on as before."),
    _r(S.MELEE, "Routed units in melee.",
       "A routed unit never attacks and never turns to face; attackers line up on whichever side they reach."),
    _r(S.MELEE_MODIFIERS, "'Cavalry first round' and 'attacking uphill' are not defined.",
       "Cavalry gets +1 in the first melee event of each melee, whether it charged or was charged (a melee "
       "ends when its contacts are gone). Attacking uphill: the attacker's centre is on a lower hill level than "
       "the target's centre."),
    _r(S.MELEE, "The leader-kill option: who decides when, and with several attackers.",
       "After all the dice are rolled and before casualties come off, the inflicting side decides for each "
       "single unit's attack of 3 or more casualties on a unit commanded by a leader (who has leadership this "
       "turn), in unit order. Casualties never exceed the figures left."),
    _r(S.ARMIES, "The partial-unit example gives -2 'when firing its bows or attacking' for 4 men short, but "
                 "the melee table gives -1 for each 3 casualties.",
       "The tables apply: a unit 4 short has -2 shooting (infantry, -1 per 2) and -1 in melee (-1 per 3)."),
    _r(S.MELEE, "'A cavalry unit attacking from the flank or rear may disengage in its next movement event'.",
       "In any later movement event a mounted unit whose front is on an enemy's flank or rear, and which no "
       "enemy attacks, may move away; it may not end that move in contact with an enemy."),
    # --- morale and rally ------------------------------------------------------------------------------
    _r(S.MORALE, "The chart's corner reads 'Your Unit \\ Attacker', but the text says the checking unit is "
                 "found on the top row and the enemy in the left column.",
       "The text and the 'Bow Fire' row agree: rows are the enemy, columns the checking unit."),
    _r(S.MORALE_MODIFIERS, "What counts for 'lost 1/2 or more' and 'commanded by leader'; both flank and rear?",
       "Losses include a partial unit's shortage. Commanded: a leader attached to the unit with leadership this "
       "turn. A unit attacked both in flank and rear takes both modifiers."),
    _r(S.MORALE, "How a rout moves: direction, terrain, units in the way, the table edge.",
       "A unit routing for the first time turns 180 degrees; one already routed keeps facing away. It runs "
       "straight ahead its full move, through units and over terrain without cost, and on until it is clear "
       "(0.1\" from every unit, off leaders, out of woods it may not enter). A unit that would leave the table "
       "flees: it is out of the battle. Its leader stays behind."),
    _r(S.MORALE, "'Attacked in the rear or flank' while routed.",
       "Any attack on a routed unit in the melee event makes it rout again, automatically, in the Morale event."),
    _r(S.RALLY, "Does a leader already with a routed unit rally it? When exactly is a leader 'touching'?",
       "Any leader attached to a routed unit at the Morale event, with leadership this turn, rallies it unless "
       "the unit was attacked in that turn's melee (then it routs again and he must try again next turn)."),
    _r(S.RALLY, "When a unit tries its one rally without a leader, and what adds to it.",
       "At the end of each turn, after morale, the owning side chooses (leading side first). Once per unit per "
       "battle; only without a commanding leader. Elite adds +1; a rally roll is not a morale roll, so the "
       "dwarves' +1 does not apply."),
    _r(S.SKELETONS, "When a melee 'ends', and which movement events count for recovering.",
       "A skeleton unit not routed whose contacts are gone at the end of the Morale event gets one casualty "
       "back; after that it gets one more at the end of each Movement event in which it did not move, until it "
       "moves or fights again. Never above the figures it started with."),
    # --- heroes, pikes, charges ---------------------------------------------------------------------------
    _r(S.HEROES, "Heroes' and demi-gods' dice in challenges, and their wounds.",
       "Each of a hero's 2 or a demi-god's 4 dice showing 5 or 6 is one wound; a leader dies of 1 wound, a hero "
       "of 2, a demi-god of 3, from challenges, melee and the leader-kill option alike. Wounds last the battle "
       "and carry over on promotion. A leader who kills a demi-god becomes a hero."),
    _r(S.HEROES, "'Adds +2 (+3) to all rolls for the unit he leads' next to the leader's +1.",
       "It replaces the leader's +1 (in melee and morale) and also adds to the unit's archery; not to the "
       "hero's own challenge or attack rolls."),
    _r(S.HEROES, "The hero's own melee attack and the enemy's rolls to wound him.",
       "A hero or demi-god leading a unit in melee attacks the enemy unit his unit fights, with his unit's "
       "modifiers but no leader bonus (a demi-god rolls 2d6 added). Each enemy unit attacking his unit rolls a "
       "d6 to wound him (levy 6, warriors 5+, knights 4+). His wounds come off with the casualties."),
    _r(S.PIKES, "Pikes: 'first round', and a pike unit that turns to face a cavalry charge.",
       "Pikes strike first in the first melee event of a melee, only at the face-to-face enemy (pikes against "
       "pikes: neither). Cavalry must pass a morale check (the pike unit's row) whenever the contact leaves it "
       "face to face with the pikes, including when the pike unit turns to face it; failing, it stays where it "
       "began and its move is spent."),
    _r(S.CHARGES, "Cavalry charges: which roll, and 'may continue its move'.",
       "The charged infantry checks morale on the chart against the cavalry (with its flank or rear modifier). "
       "If it breaks it routs at once; the cavalry may then make another move with the inches it has left."),
    _r(S.HORSE_ARCHERS, "Horse archers' half move.",
       "A bow-armed cavalry unit that shot may move half its full move (without the rule it may not move)."),
    # --- armies, catalogue, victory ---------------------------------------------------------------------
    _r(S.ARMIES, "The 80% knights / 50% archers advice and other open army questions.",
       "Measured in points; shown as warnings. Longbows cost the bow plus 1 (2 a figure); crossbows cost as "
       "bows. One partial unit per army is enforced. Equal numbers of leaders and 'two or more units' are "
       "warned about, not enforced. Every army needs a leader."),
    _r(S.CATALOGUE, "The catalogue names figures, not rule types.",
       "Wartable reads: Human Archers, Orc Light Archers, Goblin Levy Archers and Skeleton Archers as levy with "
       "bows; Orc Light Infantry and Skeleton Levy as levy; Orc Heavy Infantry and the warrior lines as "
       "warriors; Elf Heavy Archers as warriors with bows; Elf Horse Archers and Goblin Wolf Riders as mounted "
       "warriors (the horse archers with bows); Dwarf Crossbowmen as warriors with crossbows (ordinary bows "
       "unless the Crossbows rule is on); the Knight lines and Skeleton Heavy Cavalry as knights. Trolls and "
       "ogres, with no catalogue line, get sample knight profiles."),
    _r(S.VICTORY, "The text ends only when a player begs for mercy.",
       "Either side may concede at any time. Scenarios may also end the battle by an army broken (a share of "
       "its figures dead, fled or routed), the last side standing, or a score at the turn limit (points of "
       "enemy figures removed, 10 points plus cost a leader). Every battle stops at its turn limit (default "
       "12); with no condition named, last side standing and score at the end apply."),
)
