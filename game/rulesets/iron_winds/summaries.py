"""Each rule of Iron Winds of War in Wartable's own words, citing its section."""
from __future__ import annotations

from ...core.ruleset import RuleSummary
from . import sections as S

__all__ = ["SUMMARIES"]

SUMMARIES: tuple[RuleSummary, ...] = (
    RuleSummary(S.GAME, "Two armies of units and leaders. A foot unit has 12 figures, a mounted unit 6. Units move and "
                        "fight on their own; leaders command them."),
    RuleSummary(S.UNITS, "Three kinds of unit: levy, warriors and knights. Levy and warriors may carry bows, knights "
                         "may not; warriors and knights may ride, levy may not."),
    RuleSummary(S.LEADERS, "A leader attached to a unit improves its fighting and its morale, may rally it when it "
                           "runs, and may be challenged by enemy leaders."),
    RuleSummary(S.TURN, "Each turn runs through five events in order: challenges, archery, movement, melee, morale "
                        "(with rallies at its end)."),
    RuleSummary(S.CHALLENGES, "A leader may call out an enemy leader within 12\". If accepted, both roll a die at "
                              "once and a 5 or 6 kills the other. The first time a leader refuses, he loses his "
                              "leadership for the turn and must stay with his unit; later refusals cost nothing."),
    RuleSummary(S.ARCHERY, "A bow unit not in melee may shoot at the nearest enemy unit it has a clear line to, within "
                           "12\", never over friends, with at least half its archers able to see it. Roll a die, "
                           "take 1 for every 2 figures the archers have lost (every figure if mounted), then divide "
                           "by the target's type: levy 1, warriors 2 rounding up, knights 3 rounding down. That is "
                           "the number of casualties. No shooting into or out of a melee; units that shoot may not "
                           "move; levy and warrior targets that lose figures check morale; bows never kill "
                           "leaders."),
    RuleSummary(S.MOVEMENT, "Both sides roll 2d6; the higher chooses to move first or second. Leaders and cavalry move "
                            "12\", warrior and levy foot 8\", knight foot 6\"; turning is free. No moving through "
                            "units, and 2\" of space is needed to pass between two. Units in melee, routed units and "
                            "archers that shot stay put. A leader moves with his unit or to another one."),
    RuleSummary(S.TERRAIN, "Climbing a hill level costs 2\"; crossing a wall or hedge costs 2\"; only levy may enter "
                           "woods (at full speed); a unit reaching a river stops, crosses on its next move and stops "
                           "on the far bank."),
    RuleSummary(S.MELEE, "Units touching are in melee and fight every turn until one is gone. The first two are face to "
                         "face; more attackers go to the flanks or rear (with 2\" of room to get there) and are never "
                         "struck back. Every attacking unit rolls a die with the modifiers and divides by the "
                         "target's type; all at once. A unit that inflicts 3 or more casualties may take one fewer "
                         "and roll to kill the leader commanding the target (5 or 6). Cavalry attacking a flank or "
                         "rear may leave the melee in its next movement."),
    RuleSummary(S.MELEE_MODIFIERS, "Levy -1, warriors 0, knights +1, cavalry +1, cavalry in the first round +1, from "
                                   "the flank +1, from the rear +2, leader attached +1, uphill -1, and -1 for every "
                                   "3 casualties the attacker has taken."),
    RuleSummary(S.MORALE, "Every unit that lost figures in the melee rolls a die against the chart (its type against "
                          "the strongest enemy it fought) and must equal or beat the number. Failing, it turns about "
                          "and runs a full move, and stays routed until rallied; attacked again while routed, it "
                          "runs again."),
    RuleSummary(S.MORALE_MODIFIERS, "Attacked in flank -1, in rear -2, commanded by a leader +1, lost half its men -2, "
                                    "lost its leader this turn -1."),
    RuleSummary(S.RALLY, "A leader who reaches a routed unit in the movement event rallies it in the morale event "
                         "unless it is attacked first. A routed warrior (5-6) or knight (4-6) unit may try once to "
                         "rally alone; failing, it leaves the battle. Levy only rally with a leader."),
    RuleSummary(S.ARMIES, "Levy cost 1 a figure, warriors 2, knights 4; a horse 2 and a bow 1 more. Leaders are free. "
                          "One partial unit may be bought with spare points; its missing figures count as casualties "
                          "in its rolls. Armies of more than 80% knights or 50% archers are not advised."),
    RuleSummary(S.DWARVES, "Dwarf foot move 6\", cavalry 10\", never slowed uphill; +1 to morale; dwarf knights may "
                           "buy armour (+1 a figure) that takes 1 off archery and melee rolls against them."),
    RuleSummary(S.ELVES, "Elves move through woods freely, field no levy, may arm knights with bows, add 1 to their "
                         "archery and may shoot through up to 3\" of woods."),
    RuleSummary(S.GOBLINS_ORCS, "Goblins and orcs move 4\" further, ignore terrain slowing and field no knights."),
    RuleSummary(S.TROLLS_OGRES, "Trolls and ogres are knights only, add 1 in melee and move 8\"."),
    RuleSummary(S.SKELETONS, "Attacks on skeletons add 1. A skeleton unit whose melee is over, and not routed, gets a "
                             "casualty back, and one more for each movement event it stands still."),
    RuleSummary(S.LONGBOWS, "Warriors and elven knights may buy longbows (+1 a figure): 18\" range, +1 at 12\" or "
                            "less, and they may shoot over friends (-1) at targets more than 6\" beyond them, never "
                            "over a melee."),
    RuleSummary(S.CROSSBOWS, "Dwarven foot may carry crossbows instead of bows: 8\" range; warriors and knights hit "
                             "divide by 2 rounding up."),
    RuleSummary(S.ELITE, "Warriors and knights may buy elite status (+1 a figure): +1 to morale and rally rolls."),
    RuleSummary(S.PIKES, "Warrior and knight foot may buy pikes (+1 a figure): they move as knights, strike first in a "
                         "melee's first round, and cavalry must pass morale to charge their front."),
    RuleSummary(S.HEROES, "A hero (10 points) adds 2 to his unit's rolls, a demi-god (20) 3. They attack in melee "
                          "themselves (a demi-god with 2 dice), need 2 or 3 wounds to die, roll 2 or 4 dice in "
                          "challenges, may not refuse lesser challengers, and are succeeded by whoever kills them."),
    RuleSummary(S.CHARGES, "Warrior or levy foot charged by cavalry checks morale before the melee; if it breaks, the "
                           "cavalry may carry on moving."),
    RuleSummary(S.KNIGHT_CAVALRY, "Knight cavalry moves 8\"."),
    RuleSummary(S.HORSE_ARCHERS, "Bow-armed cavalry that shoots may still move half its move."),
    RuleSummary(S.VICTORY, "The battle ends when a side concedes, or as the scenario says: an army broken, the last "
                           "side standing, or the better score when the last turn is over."),
)
