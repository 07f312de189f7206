"""The 24 apprentice spells as data: range, whom they may target, and whether they last."""
from __future__ import annotations

from dataclasses import dataclass

__all__ = ["Spell", "SPELLS", "SPELL_ORDER", "LASTING"]


@dataclass(frozen=True, slots=True)
class Spell:
    key: str
    name: str
    reach: float
    target: str        # friend / enemy / any / character / self / none
    summary: str
    lasting: bool = False
    vague: str = ""    # why it is a ruling and not played (empty: played)


SPELL_ORDER = ("shield", "accuracy", "wings", "energy_drink", "wind", "chains", "fog", "blessed_weapons", "fury",
               "mass_dispel", "teleport", "moon_gate", "blade_storm", "thunderbolt", "charme", "curse", "cage", "heal",
               "panic", "courage", "invisibility", "dispel_curse", "illusion", "resurrection")

SPELLS = {s.key: s for s in (
    Spell("shield", "Shield", 12, "friend", "D improves by 1.", True),
    Spell("accuracy", "Accuracy", 12, "friend", "SS improves by 1.", True),
    Spell("wings", "Wings", 6, "character", "The character flies and moves 10\"."),
    Spell("energy_drink", "Energy Drink", 6, "friend", "All lost stamina comes back."),
    Spell("wind", "Wind", 12, "any", "Pushed 2D6\" straight away from the caster."),
    Spell("chains", "Chains", 18, "enemy", "Its next move is 2D6\" shorter.", True),
    Spell("fog", "Fog", 0, "none", "Units within 6\" of the caster give enemy shooters +1 SS.", True),
    Spell("blessed_weapons", "Blessed Weapons", 12, "friend", "FS improves by 1.", True),
    Spell("fury", "Fury", 12, "any", "Each hit roll of 6 gives an extra attack.", True),
    Spell("mass_dispel", "Mass Dispel", 24, "none", "Every spell on units within 24\" ends."),
    Spell("teleport", "Teleport", 18, "character", "The mage and another character change places."),
    Spell("moon_gate", "Moon Gate", 6, "any", "The unit is set down 4D6\" ahead of the caster, same formation."),
    Spell("blade_storm", "Blade Storm", 18, "any", "D6 hits, saved at D worsened by 1."),
    Spell("thunderbolt", "Thunderbolt", 18, "none", "Every unit on an 18\" line ahead of the caster takes D3 hits "
          "with no save."),
    Spell("charme", "Charme", 6, "enemy", "Every model attacks its own unit."),
    Spell("curse", "Curse", 6, "any", "", vague="'Any attack will immediately kill enemy models independently by "
          "his wound number' does not say whose attacks, against whom, nor for how long."),
    Spell("cage", "Cage", 18, "enemy", "It may not move in its next movement phase.", True),
    Spell("heal", "Heal", 18, "any", "The model's lost wounds come back."),
    Spell("panic", "Panic", 18, "enemy", "Ld worsens by 2.", True),
    Spell("courage", "Courage", 18, "friend", "Ld improves by 2.", True),
    Spell("invisibility", "Invisibility", 18, "character", "Cannot be shot from beyond 12\".", True),
    Spell("dispel_curse", "Dispel Curse", 24, "any", "Every spell on the unit ends."),
    Spell("illusion", "Illusion", 12, "enemy", "FS worsens by 1.", True),
    Spell("resurrection", "Resurrection", 12, "friend", "Regains 1 model (monster), D3 (cavalry) or D6 (infantry)."),
)}
LASTING = {k for k, s in SPELLS.items() if s.lasting}
