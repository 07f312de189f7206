"""The two to-hit charts and the critical and indirect-fire charts of Iron Dawn, as printed.

>>> shooting_score(unit_acc=5, weapon_acc=3)
5
>>> melee_score(8)
2
"""
from __future__ import annotations

__all__ = ["SHOOTING_CHART", "shooting_score", "melee_score", "CRITICAL", "CREW_KILLED", "SCATTER",
           "UNIT_ACC_RANGE", "MEL_RANGE"]

UNIT_ACC_RANGE = (2, 9)
MEL_RANGE = (1, 8)
# weapon ACC 1..5 (rows) x unit ACC 2..9 (columns): the score needed on a d10
SHOOTING_CHART: dict[int, tuple[int, ...]] = {
    1: (9, 8, 7, 6, 5, 4, 4, 3),
    2: (9, 7, 7, 6, 5, 4, 4, 3),
    3: (8, 7, 6, 5, 4, 4, 3, 2),
    4: (7, 6, 6, 5, 4, 3, 3, 2),
    5: (6, 6, 5, 4, 4, 3, 3, 2),
}


def shooting_score(unit_acc: int, weapon_acc: int) -> int:
    """The d10 score to hit; a unit ACC off the chart reads its nearest column (a ruling)."""
    col = min(max(unit_acc, UNIT_ACC_RANGE[0]), UNIT_ACC_RANGE[1]) - UNIT_ACC_RANGE[0]
    return SHOOTING_CHART[min(max(weapon_acc, 1), 5)][col]


def melee_score(mel: int) -> int:
    """The melee chart: skill 1..8 needs 9..2 (10 minus MEL), clamped to the chart."""
    return 10 - min(max(mel, MEL_RANGE[0]), MEL_RANGE[1])


CRITICAL: dict[int, str] = {
    1: "Crew stunned: no movement or shooting for D5 turns",
    2: "Secondary weapon destroyed (hull mounted first, then cupola)",
    3: "Engine damaged: no movement for two turns",
    4: "Secondary weapon destroyed",
    5: "Armour penetrated: every hit on this side is critical for the rest of the game",
    6: "Crew killed (roll a D5)",
    7: "Main weapons destroyed (with any co-axial weapon)",
    8: "Engine destroyed: no movement for the rest of the game",
    9: "Vehicle explodes: a D5 ATT infantry hit on every model within 6\"",
    10: "Vehicle explodes spectacularly: a D10 ATT infantry hit on every model within 6\"",
}
CREW_KILLED: dict[int, str] = {
    1: "Commander killed: cupola weapon unusable",
    2: "Secondary gunner killed: hull weapons unusable",
    3: "Gunnery crew killed: main gun unusable",
    4: "Driver killed: immobilised",
    5: "Entire crew killed: the vehicle counts as destroyed",
}
# D5 of the indirect fire chart: which way a shot scatters (None: it hits)
SCATTER: dict[int, str | None] = {1: "forward", 2: "left", 3: "behind", 4: "right", 5: None}
