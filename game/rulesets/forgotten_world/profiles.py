"""Wartable's sample armies for Forgotten World: Conquerors (the text prints no unit profiles: see the
rulings). Two factions, every kind of unit, characters, a mage and a general each. Movement follows the
text's table of movement distances; the other skills are our own, marked `sample`.
"""
from __future__ import annotations

from functools import lru_cache

from ...content.profiles.forgotten_world import ForgottenWorldProfile

__all__ = ["CATALOGUE", "catalogue", "FACTIONS"]


def _p(id_, name, kind, M, SS, FS, D, H, W=1, A=1, Ld=3, **kw) -> ForgottenWorldProfile:
    return ForgottenWorldProfile(ruleset="forgotten_world", id=id_, name=name, kind=kind, M=M, SS=SS, FS=FS, D=D,
                                 H=H, W=W, A=A, Ld=Ld, sample=True, **kw)


CATALOGUE: tuple[ForgottenWorldProfile, ...] = (
    # the Kingdom of Aurel (men)
    _p("aurel_lord", "Lord of Aurel", "character", 5, 3, 2, 3, 3, W=3, A=3, Ld=5, notes="General."),
    _p("aurel_wizard", "Court Wizard", "character", 5, 4, 4, 5, 4, W=2, A=1, Ld=4, mage=True),
    _p("aurel_knight_hero", "Knight Champion", "character", 7, 4, 2, 2, 3, W=2, A=3, Ld=4, base_kind="cavalry"),
    _p("aurel_halberdiers", "Halberdiers", "infantry", 4, 4, 3, 3, 4, Ld=3, standard=True, models=20, files=5,
       notes="Heavy infantry."),
    _p("aurel_warriors", "Warriors", "infantry", 5, 4, 3, 4, 4, Ld=3, standard=True, models=24, files=6),
    _p("aurel_archers", "Archers", "infantry", 5, 3, 4, 5, 4, Ld=3, range=24, models=12, files=6),
    _p("aurel_knights", "Knights", "cavalry", 7, 5, 3, 3, 4, Ld=4, standard=True, models=6, files=3,
       notes="Heavy cavalry."),
    _p("aurel_outriders", "Outriders", "cavalry", 8, 4, 4, 4, 4, Ld=3, range=18, models=6, files=3),
    _p("aurel_chariot", "War Chariot", "chariot", 7, 5, 3, 3, 3, W=3, A=3, Ld=3, single=True),
    _p("aurel_griffin", "Griffin", "monster", 10, 6, 3, 4, 3, W=4, A=3, Ld=4, single=True, flyer=True,
       notes="Flyer."),
    _p("aurel_ballista", "Ballista", "warmachine", 4, 3, 5, 5, 4, W=3, A=2, Ld=3, range=36, single=True),
    # the Grimtusk Horde (orcs and goblins)
    _p("orc_warboss", "Orc Warboss", "character", 5, 4, 2, 3, 3, W=3, A=3, Ld=4, notes="General."),
    _p("orc_shaman", "Goblin Shaman", "character", 5, 5, 4, 5, 5, W=2, A=1, Ld=3, mage=True),
    _p("orc_warriors", "Orc Warriors", "infantry", 5, 5, 3, 4, 4, Ld=3, standard=True, models=24, files=6),
    _p("orc_ironguts", "Iron Guts", "infantry", 4, 5, 3, 3, 3, Ld=3, standard=True, models=16, files=4,
       notes="Heavy infantry."),
    _p("orc_goblin_archers", "Goblin Archers", "infantry", 5, 4, 5, 5, 5, Ld=2, range=18, models=16, files=8),
    _p("orc_boar_riders", "Boar Riders", "cavalry", 7, 5, 3, 3, 4, Ld=3, standard=True, models=6, files=3,
       notes="Heavy cavalry."),
    _p("orc_wolf_riders", "Wolf Riders", "cavalry", 8, 4, 4, 5, 5, Ld=2, range=12, models=6, files=3),
    _p("orc_trolls", "Trolls", "monster", 6, 6, 3, 4, 3, W=3, A=3, Ld=2, models=4, files=2),
    _p("orc_wolf_chariot", "Wolf Chariot", "chariot", 7, 5, 3, 4, 3, W=3, A=3, Ld=2, single=True),
    _p("orc_wyvern", "Wyvern", "monster", 9, 6, 3, 4, 3, W=5, A=3, Ld=3, single=True, flyer=True,
       notes="Heavy flyer."),
    _p("orc_rock_lobber", "Rock Lobber", "warmachine", 4, 4, 5, 5, 4, W=3, A=2, Ld=2, range=36, single=True),
)

FACTIONS = {"aurel": "The Kingdom of Aurel", "orc": "The Grimtusk Horde"}


@lru_cache(maxsize=1)
def catalogue() -> dict[str, ForgottenWorldProfile]:
    """The shipped profiles by id."""
    return {p.id: p for p in CATALOGUE}
