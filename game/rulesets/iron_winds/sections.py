"""Section names of the Iron Winds of War text, as every RuleRef cites them."""
from __future__ import annotations

from ...core.events import RuleRef

NAME = "iron_winds"
TITLE = "Iron Winds of War"
RuleRef.titles.setdefault(NAME, TITLE)


def ref(section: str) -> RuleRef:
    """The citation of one section (made once: a RuleRef is a frozen value, and every refusal cites one)."""
    got = _REFS.get(section)
    if got is None:
        got = _REFS[section] = RuleRef(NAME, section)
    return got


_REFS: dict[str, RuleRef] = {}


GAME = "The Game"
UNITS = "Units"
LEADERS = "Leaders"
TURN = "The Game Turn"
CHALLENGES = "Event I. Personal Challenges"
ARCHERY = "Event II. Archery"
MOVEMENT = "Event III. Movement"
TERRAIN = "Terrain Effects"
MELEE = "Event IV. Melee"
MELEE_MODIFIERS = "Melee Modifiers"
MORALE = "Event V. Morale"
MORALE_MODIFIERS = "Morale Modifiers"
RALLY = "Unit Rally"
ARMIES = "Building Armies"
DWARVES = "Special Fantasy Rules › Dwarves"
ELVES = "Special Fantasy Rules › Elves"
GOBLINS_ORCS = "Special Fantasy Rules › Goblins & Orcs"
TROLLS_OGRES = "Special Fantasy Rules › Trolls & Ogres"
SKELETONS = "Special Fantasy Rules › Skeletons"
LONGBOWS = "Advanced Rules › Longbows"
CROSSBOWS = "Advanced Rules › Crossbows"
ELITE = "Advanced Rules › Elite Units"
PIKES = "Advanced Rules › Pikes"
HEROES = "Advanced Rules › Heroic Leaders"
CHARGES = "Advanced Rules › Cavalry Charges"
KNIGHT_CAVALRY = "Advanced Rules › Knight Cavalry"
HORSE_ARCHERS = "Advanced Rules › Horse Archers"
CATALOGUE = "Miniatures Catalogue"
VICTORY = "Victory (Wartable ruling)"
