"""What each terrain type does in Fields of Iron and Echo: cover, height, going, sight.

Terrain keys match the UI's style keys. A hex may carry several types (a
village on a hill, a bridge over a river); the rules below say how they mix.
"""
from __future__ import annotations

from ...core.cellmap import CellMap
from ...core.kept import Kept
from ...core.ledger import Ledger
from ...geometry.hexes import Hex
from ...geometry.memo import remember
from .cards import Card
from .refs import BROKEN, FORTIFICATION, HILLS, RIVERS, VILLAGES, WALLED, WOODS, ref

__all__ = ["KNOWN_TERRAIN", "COVER", "ONES_FAIL", "hill_level", "cover_ledger", "ones_always_fail",
           "is_river_closed", "going", "Going", "sight_blockers", "ground_of"]

KNOWN_TERRAIN = ("woods", "hill", "river", "bridge", "ford", "village", "farm", "ruins", "walled_settlement",
                 "fortification", "broken_ground", "marsh")

# Save bonus for a unit occupying the hex: (name, bonus, section). Only the best applies.
COVER: dict[str, tuple[str, int, str]] = {
    "woods": ("Woods", 1, WOODS),
    "village": ("Village", 1, VILLAGES),
    "farm": ("Farm", 1, VILLAGES),
    "ruins": ("Ruins", 1, VILLAGES),
    "walled_settlement": ("Walled settlement", 2, WALLED),
    "fortification": ("Fortification", 4, FORTIFICATION),
}
ONES_FAIL = ("walled_settlement", "fortification")
HIGH_GROUND = 2  # "+2 to their save roll against a unit attacking them from below"

# Ground a unit may only move into or out of in a turn (flyers ignore all but woods).
DIFFICULT = {"woods": WOODS, "broken_ground": BROKEN, "marsh": BROKEN, "ruins": BROKEN}


def hill_level(terrain: CellMap, h: Hex) -> int:
    """Height of a hex: its hill level (a hill without a level is level 1), 0 off the hills."""
    if not terrain.has(h, "hill"):
        return 0
    return max(1, terrain.level(h, "hill", 1) or 1)


def cover_ledger(terrain: CellMap, h: Hex) -> Ledger:
    """The best cover bonus of the hex (cover bonuses do not add up)."""
    best: tuple[str, int, str] | None = None
    for t in sorted(terrain.types(h)):
        c = COVER.get(t)
        if c is not None and (best is None or c[1] > best[1]):
            best = c
    led = Ledger()
    if best is not None:
        led.add(best[0], best[1], ref(best[2]))
    return led


def high_ground(terrain: CellMap, defender: Hex, attacker: Hex) -> Ledger:
    """+2 when the defender stands higher than the unit attacking it."""
    return Ledger().add_if(hill_level(terrain, defender) > hill_level(terrain, attacker),
                           "High ground (attacked from below)", HIGH_GROUND, ref(HILLS))


def ones_always_fail(terrain: CellMap, h: Hex) -> str | None:
    """The section that makes a save roll of 1 fail in this hex, if any."""
    for t in ONES_FAIL:
        if terrain.has(h, t):
            return WALLED if t == "walled_settlement" else FORTIFICATION
    return None


def _crossing(terrain: CellMap, h: Hex) -> bool:
    return terrain.has(h, "bridge") or terrain.has(h, "ford")


def is_river_closed(terrain: CellMap, h: Hex, card: Card) -> bool:
    """Infantry and artillery (not monsters, not flyers) may not enter a river hex without a bridge or ford."""
    return (terrain.has(h, "river") and not _crossing(terrain, h) and not card.flying and not card.monster
            and card.type in ("infantry", "artillery"))


class Going:
    """Why entering or leaving a hex limits a unit's move: the first reason found and its section."""

    __slots__ = ("reason", "section")

    def __init__(self, reason: str, section: str) -> None:
        self.reason, self.section = reason, section


def going(terrain: CellMap, h: Hex, card: Card) -> Going | None:
    """Whether `h` is ground this unit may only move into or out of in a turn."""
    types = terrain.types(h)
    if not types:
        return None
    if "woods" in types:
        return Going("woods", WOODS)
    if not card.flying:
        for t in ("broken_ground", "marsh", "ruins"):
            if t in types:
                return Going(t.replace("_", " "), DIFFICULT[t])
        if "river" in types and not _crossing(terrain, h):
            return Going("a river", RIVERS)
    return None


@remember(256)
def sight_blockers(terrain: CellMap, eye_level: int) -> frozenset[Hex]:
    """Hexes that block sight for a viewer or target standing at `eye_level`: every
    woods hex, and every hill hex higher than that level."""
    out = set(terrain.cells_of("woods"))
    for h in terrain.cells_of("hill"):
        if hill_level(terrain, h) > eye_level:
            out.add(h)
    return frozenset(out)


_GROUND = Kept("fields_of_iron ground", 256)    # (terrain, type, flying, monster) -> hex -> its ground


def ground_of(terrain: CellMap, card: Card) -> dict[Hex, tuple[bool, Going | None, int]]:
    """Every hex of the board -> (`is_river_closed`, `going`, `hill_level`) there for units like `card`:
    what a step reads of the ground, worked out once per board and kind of unit (those answers read only
    the card's type, flying and monster)."""
    key = (terrain, card.type, card.flying, card.monster)
    return _GROUND.ask(key, lambda: {h: (is_river_closed(terrain, h, card), going(terrain, h, card),
                                         hill_level(terrain, h)) for h in terrain})
