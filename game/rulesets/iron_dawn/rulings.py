"""Where the Iron Dawn text is silent, ambiguous or contradicts itself: what Wartable decided."""
from __future__ import annotations

from ...core.ruleset import Ruling
from . import sections as S

R = Ruling
RULINGS: tuple[Ruling, ...] = (
    R(S.ARMY, "The text names five factions but prints no unit profiles or points.",
      "Wartable ships sample lists of its own for Humans, Sparaxians and Woruxi (marked sample); scenarios may "
      "define their own profiles in the same shape."),
    R(S.VEHICLE_MOVEMENT, "Two descriptions of TUR disagree: a swing about a point TUR inches away (one quarter "
      "circle), and a cost in inches (half TUR rounded down up to 45 degrees, rounded up from 45 to 90).",
      "Wartable prices turns: a turn made while moving costs half TUR rounded down up to 45 degrees and the "
      "whole TUR over 45 up to 90 (the Characteristics section's quarter turn), again for each further quarter; "
      "a pivot on the spot costs as for infantry. Vehicles drive along their heading, forwards or in reverse."),
    R(S.TURNING, "A squad turning: its models swing round the squad's centre.",
      "A squad's turns are priced once, at its centre (90 degrees 1\", less 0.5\"), however far the outer "
      "models swing; collisions are checked for every model along the way."),
    R(S.TURN, "How players declare and act within a phase is not laid out.",
      "In each action phase the initiative winner declares and carries out an action for each unit it wants, "
      "one at a time, then ends its part; then the other side does the same."),
    R(S.INITIATIVE, "Initiative modifiers are promised but never listed.",
      "A side with a senior commander on the table takes -5 on its D100 (a named ledger entry). Ties re-roll; "
      "a 00 loses whatever the modifiers."),
    R(S.TO_HIT, "ACC modifiers can push a unit's ACC off the chart (2..9), and MEL off 1..8.",
      "The nearest column is read. Modifiers to 'accuracy' shift the unit's ACC column; modifiers 'to the roll' "
      "(Conscript +1, Veteran -1, Suppressed -2) are added to the d10."),
    R(S.TO_HIT, "A natural 10 'causes an additional hit point to be removed'.",
      "A natural 10 always hits, and one extra hit point is lost with no defence test."),
    R(S.DEFENCE, "Against which armour a model's melee or a blast falls is not said.",
      "Melee and rams use the facing the attacker stands in; blasts, rigged charges and burning use the side."),
    R(S.REMOVING, "Several hit points lost by a squad of multi-hit-point models.",
      "Each lost hit point goes to the living model closest to the attacker, so it dies before the next is hurt."),
    R(S.MELEE, "The text gives no number of attacks per model and says nothing of a reply.",
      "Every charging model in base contact strikes once; then the defenders' models in contact strike back once."),
    R(S.MELEE, "Whether a charge move counts as one of the two moves a turn.",
      "It does not; an assault is its own action."),
    R(S.COHERENCY, "'If there is no combat that turn' after a long rejoining move.",
      "A unit whose straggler needs more than its SPD to rejoin may not shoot or assault that turn; if the move "
      "was made in the third phase it also loses its first action of the next turn. Squads move rigidly, so "
      "only casualties break coherency."),
    R(S.SUPPRESSION, "How long suppression lasts when a unit does not shoot.",
      "Until its next shooting, or the end of the following turn, whichever comes first."),
    R(S.MORALE, "MOR 10 and 11 'reroll results of 10 and 9 respectively'.",
      "MOR 10 re-rolls a 10; MOR 11 re-rolls a 9 or a 10 (a better unit never does worse). One re-roll each."),
    R(S.COVER, "Light cover's own DEF for the misses that strike it is not given.",
      "DEF 4, shifted by the weapon's ATT like any defence test."),
    R(S.COVER, "Heavy cover destroyed by vehicles firing cannons: no rule for how.",
      "Heavy cover is not destroyed by shooting in Wartable; Rig It to Blow destroys any light or heavy piece."),
    R(S.COVER, "The 'model's point of view' is three-dimensional; the table is seen from above.",
      "Each piece has a height (light 0.5\", heavy 1\", natural 2\" or its level, trees 4\", buildings and "
      "vehicles block); a sight line crossing a piece hides min(1, height / model height) of the sample it "
      "reaches. Over 90% up to 99.9% counts as over half; only all of it blocks the shot."),
    R(S.MANOEUVRES, "Dig In's and Hull Down's counters: what 'forced to move' is.",
      "A hull-down vehicle may not move until its player takes the counter away (Stand Up, free). A dug-in unit "
      "that moves does so at half SPD (rounded down) and loses its counter; Stand Up removes it for free."),
    R(S.ORDERS, "'An infantry unit without a squad leader is allowed to perform their two actions that turn'.",
      "An action a unit carries out under an order does not count toward its actions for the turn, and needs "
      "no morale test."),
    R(S.ORDERS, "Hold the Line is an 'enemy phase manoeuvre'.",
      "Issued in the commander's action, it lasts for the rest of this phase and the next."),
    R(S.ORDERS, "Inspire is a movement manoeuvre: must the units move?",
      "No: the units in the radius gain +1 SPD and +1 MOR for the turn."),
    R(S.MANOEUVRES, "Armour Penetrating Round gives ATT 9 and class Vehicle only.",
      "It uses the leader's own weapon's range and ACC."),
    R(S.EXPLOSIVES, "Whether the closest model also takes the blast.",
      "Each hit of an explosive weapon also hits every other model (of any unit, either side) within 3\" of "
      "the target model closest to the firer."),
    R(S.FLAME, "How many hits the flame's line inflicts and whether it rolls to hit.",
      "No to-hit roll: every unit but the firer's within 2\" of the line takes one hit."),
    R(S.FLAME, "A vehicle's flamer fires 'from the barrel'.", "Its line starts at the vehicle's centre."),
    R(S.EXPENDITURES, "A double move 'must be declared'.",
      "Each move is its own action; a unit that has shot or assaulted may not make a second move, and one that "
      "has moved twice may not shoot or assault, so the choice is made when the second move is declared."),
    R(S.FLAME, "When burning terrain hurts infantry.",
      "At the end of every action phase; units inside a burning building leave it and recover for a phase."),
    R(S.INDIRECT, "Where a scattered round lands and whom it hits; which way 'forward' is.",
      "Forward is towards the firer. A round hits the closest model within 1\" of where it lands."),
    R(S.INDIRECT, "Who may spot.", "Any friendly unit on the table that can see the target (the firer included)."),
    R(S.BUILDINGS, "Levels of a building: the text lets a unit move to any level (counting as a move) but gives "
      "a level no effect on sight, cover, range or who may fire.",
      "A building's levels are one space: a unit inside is on all of them, so changing level is never an action "
      "of its own; a unit that moves inside a building still counts as moving (heavy weapons)."),
    R(S.BUILDINGS, "Which openings a unit inside may fire through, and how wide a door or hole is.",
      "Only openings in a wall facing the target count: an opening belongs to the wall nearest it, and a wall "
      "faces the target when the target's centre lies outside that wall's line (a corner target sees two "
      "walls). A window lets 2 models fire, a door or hole 5 (the widest the text allows); the others hold "
      "fire, and with no opening facing the target the unit cannot shoot."),
    R(S.BUILDINGS, "Enemies in the same building (or in the same or touching trench sections) fight 'in the "
      "next phase'.", "They fight a round of melee at the end of the phase in which they come together, every "
      "model striking once, first the side listed first in the scenario."),
    R(S.TRENCHES, "The 10\" trench move.", "A unit whose models start and end inside trench sections may move up "
      "to 10\" whatever its SPD; trenches count as heavy cover only via their own pieces' shapes."),
    R(S.EMPLACEMENTS, "Stationary weapons crewed from a squad.",
      "Placed as units of kind emplacement (they never act themselves and cannot be shot). A squad with "
      "enough models within 1\" (1, or 3 for an anti-tank gun) fires it as part of its own shooting at the "
      "same target; those models do not fire their own weapons. The arc is 45 degrees either side of the "
      "gun's placed heading; terrain obstructing the swing is not modelled."),
    R(S.TRANSPORTS, "Where a vehicle's entry point is.", "The middle of the hull's rear edge (open-topped: anywhere "
      "around the hull)."),
    R(S.RAMMING, "How far a vehicle rams and whom it hits.",
      "Like a charge (up to double SPD): the vehicle turns on the spot towards the closest model of the target "
      "and drives until its hull touches it (refused if the way is blocked). The target unit tests morale once "
      "to dodge; otherwise every model within 2\" of the hull takes a hit with ATT equal to the front armour. "
      "Only infantry can be rammed."),
    R(S.ABANDON, "'When a vehicle reaches its final hit point'.", "The test is made when it drops to 1 hit point."),
    R(S.GAME_LENGTH, "No set length; victory points are named but not valued.",
      "Scenarios may set a turn limit, at which victory points decide: a destroyed unit gives its points to the "
      "enemy, one below half strength half its points."),
    R(S.OBJECTIVES, "Which objectives are 'primary'.", "Every objective in the scenario is primary."),
    R(S.SOLO, "Joining: solo units join any friendly squad within 3\" after moving, and leave by moving away.",
      "A joined solo still acts on its own; a joined commander lends its MOR to the unit. The single survivor "
      "of a squad that ends a move within 3\" of a squad of the same profile joins it for good (a leader "
      "restoring its bonuses); its old unit counts as destroyed for victory points."),
    R(S.OBJECTIVES, "'Explosives may not be planted on' a contested objective.",
      "Objectives are never targets of Rig It to Blow in Wartable, contested or not."),
    R(S.COVER, "Light cover 'can be destroyed by targeting it'.",
      "Only by the misses of shots at units behind it (and by Rig It to Blow); terrain is not a target of Shoot."),
    R(S.COVER, "Vehicles' cover 'only affects the side that is being shot at'.",
      "The hidden share is measured from the firing models towards the vehicle, so only cover on that side counts; "
      "against indirect fire a vehicle gets it only when hull down."),
    R(S.TURRETS, "Turret elevation (75 degrees up, 30 down).", "Not modelled: the table is flat."),
    R(S.TURRETS, "Where a turret points at the start.",
      "Along the hull unless the scenario sets the unit's `turret` (degrees from the hull); it turns towards each target it fires at, "
      "within its 180 (twin: 90) degrees a phase, and the screen draws the arc it can still cover."),
    R(S.CRITICAL, "Secondary weapons lost: hull first, then cupola; after those?",
      "Then the left and right sponsons, in that order."),
    R(S.BUILDINGS, "Units inside a building set alight 'must abandon it immediately'.",
      "They no longer count as inside, stay where they stand until they move out, and may not act in the next "
      "phase."),
    R(S.BUILDINGS, "Openings at least three quarters the size of a model.",
      "A door, window or hole lets a model through when its longer side is at least 3/4 of the base's width."),
    R(S.COMBAT_GROUPS, "How the models are shared out.",
      "The non-leader models are dealt alternately (so each group gets at most half of the special and heavy "
      "weapons); the squad leader stays with the first group, the larger when the count is odd. Splitting is free."),
    R(S.MOVEMENT, "Engine Deregulation is named but never described.",
      "Not available: vehicles cannot drive through heavy cover."),
)
