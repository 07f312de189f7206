"""What a unit is by the rules: its class on the morale chart, how far it moves, its bows, and how a
modified die becomes casualties.

Everything here is a pure function of plain values (race, type, mounted, options, the advanced rules
switched on), so the army builder, the phases and the views all read the same numbers.

>>> move_rate("human", "knight", True, (), {})
12.0
>>> move_rate("human", "knight", True, (), {"knight_cavalry": True})
8.0
>>> move_rate("orc", "warrior", False, ("pikes",), {"pikes": True})
10.0
>>> casualties_from(4, "knight"), casualties_from(3, "warrior"), casualties_from(-1, "levy")
(1, 2, 0)
"""
from __future__ import annotations

from typing import Iterable, Mapping

__all__ = [
    "LEVY", "WARRIOR", "KNIGHT", "KINDS", "CHART_CLASSES", "chart_class", "move_rate", "LEADER_MOVE",
    "casualties_from", "bow_of", "BOW_RANGE", "type_modifier", "ADVANCED_OPTIONS",
]

LEVY, WARRIOR, KNIGHT = "levy", "warrior", "knight"
KINDS = (LEVY, WARRIOR, KNIGHT)

# Rows and columns of the morale chart, strongest first ("closest to the top of the chart").
CHART_CLASSES = ("mounted_knight", "mounted_warrior", "foot_knight", "foot_warrior", "levy")
CHART_NAMES = {"mounted_knight": "mounted knights", "mounted_warrior": "mounted warriors",
               "foot_knight": "foot knights", "foot_warrior": "foot warriors", "levy": "levy", "bow": "bow fire"}

LEADER_MOVE = 12.0
CAVALRY_MOVE = 12.0
FOOT_MOVE = 8.0            # warrior and levy infantry
KNIGHT_FOOT_MOVE = 6.0
DWARF_FOOT_MOVE = 6.0
DWARF_CAVALRY_MOVE = 10.0
TROLL_OGRE_MOVE = 8.0
ADVANCED_KNIGHT_CAVALRY_MOVE = 8.0
GOBLIN_ORC_BONUS = 4.0

BOW_RANGE = {"bow": 12.0, "longbow": 18.0, "crossbow": 8.0}

# Advanced rules an option needs switched on in the scenario before a unit may carry it.
ADVANCED_OPTIONS = {"longbows": "longbows", "crossbows": "crossbows", "elite": "elite", "pikes": "pikes",
                    "hero": "heroes", "demigod": "heroes"}


def chart_class(kind: str, mounted: bool) -> str:
    """The unit's column (or row) on the morale chart."""
    if kind == LEVY:
        return "levy"
    return ("mounted_" if mounted else "foot_") + kind


def move_rate(race: str, kind: str, mounted: bool, options: Iterable[str], advanced: Mapping[str, object]) -> float:
    """A unit's full move in inches (Event III, the special fantasy rules, pikes and knight cavalry).

    Order: the type's rate; a pike unit moves as foot knights; dwarves and trolls / ogres set their own
    rates; advanced knight cavalry caps knight cavalry at 8"; goblins and orcs add 4" last.
    """
    options = set(options)
    pikes = "pikes" in options and bool(advanced.get("pikes"))
    if mounted:
        rate = CAVALRY_MOVE
    elif kind == KNIGHT or pikes:
        rate = KNIGHT_FOOT_MOVE
    else:
        rate = FOOT_MOVE
    if race == "dwarf":
        rate = DWARF_CAVALRY_MOVE if mounted else DWARF_FOOT_MOVE
    elif race in ("troll", "ogre"):
        rate = TROLL_OGRE_MOVE
    if mounted and kind == KNIGHT and advanced.get("knight_cavalry"):
        rate = min(rate, ADVANCED_KNIGHT_CAVALRY_MOVE)
    if race in ("goblin", "orc"):
        rate += GOBLIN_ORC_BONUS
    return float(rate)


def casualties_from(modified: int, target_kind: str, *, crossbow: bool = False) -> int:
    """Casualties a modified die roll inflicts: divided by 1 for levy, by 2 rounding up for warriors,
    by 3 rounding down for knights (crossbows: by 2 rounding up for warriors and knights)."""
    if modified <= 0:
        return 0
    if target_kind == LEVY:
        return modified
    if target_kind == WARRIOR or crossbow:
        return -(-modified // 2)
    return modified // 3


def bow_of(options: Iterable[str], advanced: Mapping[str, object]) -> str | None:
    """The bow a unit shoots: 'longbow' or 'crossbow' (when that advanced rule is on), 'bow', or None."""
    options = set(options)
    if "longbows" in options and advanced.get("longbows"):
        return "longbow"
    if "crossbows" in options and advanced.get("crossbows"):
        return "crossbow"
    if options & {"bows", "longbows", "crossbows"}:
        return "bow"
    return None


def type_modifier(kind: str) -> int:
    """Melee modifier of the attacking unit's type: levy -1, warrior 0, knight +1."""
    return {LEVY: -1, WARRIOR: 0, KNIGHT: 1}[kind]
