"""Iron Dawn's rules in Wartable's own words, for the rules panel."""
from __future__ import annotations

from ...core.ruleset import RuleSummary
from . import sections as S

SUMMARIES = (
    RuleSummary(S.DICE, "d10s read 1..10 (the printed 0 is 10); a D5 is a d10 halved, rounding up; a D100 is two "
                "d10s, tens then units, with 00 read as 100."),
    RuleSummary(S.TURN, "Each turn: both sides roll D100 for initiative (lowest acts first, 00 always loses), then "
                "three action phases. A unit takes one action a phase; squads two a turn, three with a leader; "
                "move at most twice; two moves rule out shooting and assault."),
    RuleSummary(S.TO_HIT, "Shooting reads the chart of unit ACC against weapon ACC; melee needs 10 minus MEL. A "
                "natural 1 misses; a natural 10 hits, costs an extra hit point, and against a vehicle rolls a critical."),
    RuleSummary(S.DEFENCE, "Every hit: a d10 at or under DEF passes, DEF shifted by one per point of ATT above or "
                "below it. Vehicles use the armour facing the shot comes from; a 1 on a vehicle costs a hit point "
                "and another test."),
    RuleSummary(S.SUPPRESSION, "A unit passing half or more of its defence tests against shooting is suppressed: "
                "-2 to its next shooting."),
    RuleSummary(S.COVER, "Up to half hidden: +1 DEF; over half: +1 DEF and -1 ACC to the shooter; all hidden: no shot."),
    RuleSummary(S.MORALE, "A d10 over MOR fails; 9 and 10 always fail. Commanders give +1 (junior, 18\") or +2 "
                "(senior, 24\") MOR to units in their radius."),
    RuleSummary(S.OBJECTIVES, "Infantry within 3\" take an objective; the first there keeps a contested one. Hold "
                "the majority for three turns to win."),
)
