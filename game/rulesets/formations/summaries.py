"""The rules in brief, in Wartable's own words, for the rules panel."""
from __future__ import annotations

from ...core.ruleset import RuleSummary
from . import refs

__all__ = ["SUMMARIES"]

SUMMARIES = (
    RuleSummary(refs.MOVEMENT, "A move takes each unit of the formation up to its speed; several moves are made "
                "one after another, never added together. Turning is free."),
    RuleSummary(refs.OTHER_UNITS, "No unit passes enemies. Anyone may pass allied infantry, infantry may pass "
                "any allied unit; one unit to a tile at the end."),
    RuleSummary(refs.ZOC, "Each unit controls the tiles up to 2 away. Only a charge may enter an enemy's; a unit "
                "touched by a charger loses its own for that assault; a unit inside an enemy's must charge or "
                "leave when it next acts."),
    RuleSummary(refs.OUT_OF_FORMATION, "After every single move, units out of formation are destroyed (you "
                "choose which group stays); no Shock."),
    RuleSummary(refs.DANGEROUS, "Entering or starting to move in dangerous terrain: a d6 per point of integrity, "
                "each 6 a casualty (no save, no Shock). Cautious units move 1 and roll twice."),
    RuleSummary(refs.COVER, "-1 to hit a unit in cover terrain or partly hidden."),
    RuleSummary(refs.COVER_SAVES, "Infantry in cover may save with the cover value instead of armour."),
    RuleSummary(refs.ARMOURED, "An armoured vehicle next to infantry gives it -1 to hit from its side."),
)
