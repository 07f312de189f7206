"""Each rule of Fields of Iron and Echo in Wartable's own words, for the rules panel and teaching."""
from __future__ import annotations

from ...core.ruleset import RuleSummary
from .refs import (ACTIVATION, ARTILLERY, BASIC_MOVE, BROKEN, CARDS, CHARGE, DEFEND_BOSS, FIGHT, FORTIFICATION,
                   HILLS, LEADERSHIP, MOVE_SHOOT, RIVERS, SHOOT, SHOOT_COMBAT, SHOOT_FRIENDS, SIGHT, TURN, VICTORY,
                   VILLAGES, WALLED, WOODS)

__all__ = ["SUMMARIES"]

SUMMARIES: tuple[RuleSummary, ...] = (
    RuleSummary(TURN, "Five turns. At the start of each, both sides roll a d12 (ties again); the higher roll "
                      "activates a unit first. Sides then take turns activating one unit each; a side with no unit "
                      "left waits while the other activates the rest. The turn ends when every unit has activated."),
    RuleSummary(ACTIVATION, "An activation goes: move or charge (leaders use skills first), then shoot if not in "
                            "combat, then fight if next to an enemy. Any step may be skipped."),
    RuleSummary(SIGHT, "A unit sees what lies in front of its three front hex sides, if some straight line runs "
                       "from its front edges to any part of the target's hex without crossing woods or a hill."),
    RuleSummary(LEADERSHIP, "Leaders follow their card. Skills that are used, rather than always on, are used as "
                            "the leader's activation begins."),
    RuleSummary(BASIC_MOVE, "Nobody has to move. Infantry: a hex into one of its front hexes, then another. Heavy "
                            "cavalry: two hexes straight, a change of direction at the middle, two more. Light "
                            "cavalry: up to four single steps, turning as it goes. Artillery: one hex any way, and "
                            "no shooting that turn. A unit faces the way it last stepped, or turns on the spot "
                            "instead of moving."),
    RuleSummary(CHARGE, "Stepping next to an enemy is a charge, and the move stops there."),
    RuleSummary(SHOOT, "Targets in sight and in range (counted from the nearest front hex to the target, both "
                       "included) can be shot. Roll the weapon's attacks: each die reaching the shoot value after "
                       "modifiers hits. The target rolls a save per hit; each failed save does the weapon's damage. "
                       "A unit whose damage goes past its wounds is removed."),
    RuleSummary(MOVE_SHOOT, "A unit may still shoot after moving up to half its move: 1 hex for infantry, 2 for "
                            "cavalry. Units in combat cannot shoot."),
    RuleSummary(SHOOT_COMBAT, "Shots at a unit in combat are split evenly between everyone in that combat, the "
                              "leftover to the enemy aimed at."),
    RuleSummary(SHOOT_FRIENDS, "Nobody shoots through a friendly unit, except artillery (at -2 to hit). A unit on a "
                               "hill shoots freely over units next to the hill."),
    RuleSummary(ARTILLERY, "Artillery shoots over friends at -2 (no penalty from a hill over units next to it), and "
                           "is destroyed the moment an enemy charges it."),
    RuleSummary(FIGHT, "Enemies in neighbouring hexes are in combat. In its fight step the active unit attacks one "
                       "of them like a shot, with its fighting weapon and fight value."),
    RuleSummary(DEFEND_BOSS, "A leader in combat saves at +1 for each friendly non-leader unit next to it in the "
                             "same combat."),
    RuleSummary(WOODS, "Woods: move into them or out of them, not both, in a turn. +1 save. Nobody sees through "
                       "woods, but a unit in woods can be seen."),
    RuleSummary(HILLS, "Hills: climbing onto one ends the move; leaving is free (flyers ignore hills). They block "
                       "sight. +2 save against attackers from lower ground. A unit on a hill shoots over units "
                       "next to it."),
    RuleSummary(RIVERS, "Rivers: infantry and artillery cross only at a bridge or ford; cavalry and monsters move "
                        "into or out of a river, not both, in a turn; flyers cross freely."),
    RuleSummary(VILLAGES, "Villages, farms and ruins: +1 save to the unit in them."),
    RuleSummary(WALLED, "Walled settlements: +2 save, and a save roll of 1 always fails."),
    RuleSummary(FORTIFICATION, "Fortifications and castles: +4 save, and a save roll of 1 always fails."),
    RuleSummary(BROKEN, "Broken ground, marsh and ruins: move into or out of them, not both, in a turn (flyers "
                        "ignore this)."),
    RuleSummary(CARDS, "Each unit card gives how the unit moves, its shoot, fight and save scores on a d12, wounds, "
                       "points, weapons (attacks, range, damage) and any leadership skills. Wartable's cards are "
                       "samples."),
    RuleSummary(VICTORY, "Wartable's rule: a side with no units left loses at once. Otherwise after turn 5 each "
                         "side scores the points of enemy units it destroyed plus 1 per damage on enemy units still "
                         "standing; the higher score wins."),
)
