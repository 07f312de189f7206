"""The profiles Iron Winds of War ships: one per line of the miniatures catalogue at the end of the
text, plus trolls and ogres (which have special rules but no catalogue line).

The catalogue names figures, not rules: which type (levy, warrior, knight) each line plays as, and
whether it carries bows, is Wartable's reading of the names (see the rulings), so every profile is
marked `sample`.
"""
from __future__ import annotations

from functools import lru_cache

from ...content.profiles.iron_winds import IronWindsProfile

__all__ = ["CATALOGUE", "catalogue", "profile"]


def _p(id_: str, name: str, race: str, type_: str, *, mounted: bool = False, equipment=(), catalogue=None,
       notes: str | None = None) -> IronWindsProfile:
    return IronWindsProfile(ruleset="iron_winds", id=id_, name=name, race=race, type=type_, mounted=mounted,
                            equipment=list(equipment), catalogue=catalogue, sample=True, notes=notes)


CATALOGUE: tuple[IronWindsProfile, ...] = (
    # Dwarves
    _p("dwarf_king", "Dwarf King", "dwarf", "leader", catalogue="02-700"),
    _p("dwarf_knights", "Dwarf Knights (Great Hammer)", "dwarf", "knight", catalogue="02-701"),
    _p("dwarf_warriors", "Dwarf Warriors (Axe)", "dwarf", "warrior", catalogue="02-702"),
    _p("dwarf_crossbowmen", "Dwarf Crossbowmen", "dwarf", "warrior", equipment=("crossbows",), catalogue="02-703",
       notes="Shoot as ordinary bows unless the Crossbows advanced rule is on."),
    # Orcs
    _p("orc_war_chief", "Orc War Chief", "orc", "leader", catalogue="02-710"),
    _p("orc_heavy_infantry", "Orc Heavy Infantry", "orc", "warrior", catalogue="02-711"),
    _p("orc_light_infantry", "Orc Light Infantry", "orc", "levy", catalogue="02-712"),
    _p("orc_light_archers", "Orc Light Archers", "orc", "levy", equipment=("bows",), catalogue="02-713"),
    # Elves
    _p("elf_general", "Elf General", "elf", "leader", catalogue="02-720"),
    _p("elf_knight_cavalry", "Elf Knight Cavalry", "elf", "knight", mounted=True, catalogue="02-721"),
    _p("elf_foot_knights", "Elf Foot Knights", "elf", "knight", catalogue="02-722"),
    _p("elf_heavy_archers", "Elf Heavy Archers", "elf", "warrior", equipment=("bows",), catalogue="02-723"),
    _p("elf_horse_archers", "Elf Horse Archers", "elf", "warrior", mounted=True, equipment=("bows",),
       catalogue="02-724"),
    # Humans
    _p("human_general", "Human General", "human", "leader", catalogue="02-730"),
    _p("human_knight_cavalry", "Human Knight Cavalry", "human", "knight", mounted=True, catalogue="02-731"),
    _p("human_foot_knights", "Human Foot Knights", "human", "knight", catalogue="02-732"),
    _p("human_archers", "Human Archers", "human", "levy", equipment=("bows",), catalogue="02-733"),
    _p("human_warriors", "Human Warriors (Spear)", "human", "warrior", catalogue="02-734"),
    # Skeletons
    _p("skeleton_general", "Skeleton General", "skeleton", "leader", catalogue="02-740"),
    _p("skeleton_heavy_cavalry", "Skeleton Heavy Cavalry", "skeleton", "knight", mounted=True, catalogue="02-741"),
    _p("skeleton_levy", "Skeleton Levy (Sword & Shield)", "skeleton", "levy", catalogue="02-742"),
    _p("skeleton_archers", "Skeleton Archers", "skeleton", "levy", equipment=("bows",), catalogue="02-743"),
    # Goblins
    _p("goblin_commander", "Goblin Commander", "goblin", "leader", catalogue="02-750"),
    _p("goblin_warriors", "Goblin Warriors (Sword)", "goblin", "warrior", catalogue="02-751"),
    _p("goblin_levy_archers", "Goblin Levy Archers", "goblin", "levy", equipment=("bows",), catalogue="02-752"),
    _p("goblin_wolf_riders", "Goblin Wolf Riders", "goblin", "warrior", mounted=True, catalogue="02-753"),
    # Trolls and ogres (special rules, no catalogue line)
    _p("troll_chieftain", "Troll Chieftain", "troll", "leader"),
    _p("troll_knights", "Troll Knights", "troll", "knight"),
    _p("ogre_knights", "Ogre Knights", "ogre", "knight"),
)


@lru_cache(maxsize=1)
def catalogue() -> dict[str, IronWindsProfile]:
    """The shipped profiles by id."""
    return {p.id: p for p in CATALOGUE}


def profile(profile_id: str) -> IronWindsProfile:
    return catalogue()[profile_id]
