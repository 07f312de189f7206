"""Who is in combat with whom.

Enemy units in adjacent hexes are in combat. A *combat* is a group of units
joined by such contacts, followed from unit to unit (the ruling "Combats"):
shooting into a combat shares the hits across the whole group, and "Defend the
boss!" counts the leader's friends in the same group.
"""
from __future__ import annotations

from ...geometry.hexes import Hex, neighbours
from ...geometry.memo import remember
from .state import FoiState, UnitState

__all__ = ["adjacent_enemies", "in_combat", "combat_group", "around"]

# The six hexes around a hex, remembered: asked for every unit at every decision, and a pure function.
around = remember(1 << 14)(neighbours)


def adjacent_enemies(state: FoiState, unit: UnitState, occupant: dict[Hex, UnitState] | None = None,
                     at: Hex | None = None) -> list[UnitState]:
    """Living enemy units next to `unit` (or next to hex `at`, were it standing there), in facing order."""
    occ = state.occupant() if occupant is None else occupant
    here = unit.hex if at is None else at
    out = []
    for n in around(here):
        other = occ.get(n)
        if other is not None and other.side != unit.side and other.id != unit.id:
            out.append(other)
    return out


def in_combat(state: FoiState, unit: UnitState, occupant: dict[Hex, UnitState] | None = None) -> bool:
    return bool(adjacent_enemies(state, unit, occupant))


def combat_group(state: FoiState, unit: UnitState, occupant: dict[Hex, UnitState] | None = None) -> list[UnitState]:
    """Every unit in the same combat as `unit` (itself first, then in scenario order).
    Just `[unit]` when it is not in combat."""
    occ = state.occupant() if occupant is None else occupant
    seen = {unit.id}
    todo = [unit]
    while todo:
        u = todo.pop()
        for other in adjacent_enemies(state, u, occ):
            if other.id not in seen:
                seen.add(other.id)
                todo.append(other)
    return [unit] + [u for u in state.units.values() if u.id in seen and u.id != unit.id]
