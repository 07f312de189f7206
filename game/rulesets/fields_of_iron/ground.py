"""What the battle screen says about the ground under the pointer and about a roll's result.

`terrain_lines`: each terrain type of a hex, named, with what it does to the selected unit (its
move, its save, its sight), citing the section. `roll_line`: the dice of one action in a few words
("2 hits, 1 saved: 1 damage").
"""
from __future__ import annotations

from ...geometry.hexes import Hex
from .cards import TYPE_NAMES
from .meta import META
from .refs import FORTIFICATION, HILLS, RIVERS, SIGHT, TERRAIN, WALLED
from .state import FoiState, UnitState
from .terrain import COVER, DIFFICULT, going, hill_level, is_river_closed

__all__ = ["terrain_lines", "roll_line"]


def terrain_lines(state: FoiState, unit: UnitState | None, cell) -> tuple[str, ...]:
    """The terrain of hex `cell` (axial), each type named with its effect for `unit` (or any unit)."""
    h = Hex.axial(int(cell[0]), int(cell[1]))
    terrain = state.terrain
    if h not in terrain:
        return ()
    types = sorted(terrain.types(h))
    if not types:
        return ("Open ground: no effect on moving, saving or sight (§ Terrain)",)
    card = state.card_of(unit) if unit is not None else None
    who = unit.name if unit is not None else "a unit"
    lines = []
    for key in types:
        kind = META.terrain(key)
        name = kind.name if kind is not None else key.replace("_", " ").capitalize()
        if key == "hill":
            name += f" (level {hill_level(terrain, h)})"
        lines.append(f"{name}: " + "; ".join(_effects(state, key, h, card, who)))
    return tuple(lines)


def _effects(state, key: str, h: Hex, card, who: str) -> list[str]:
    out = []
    if key in COVER:
        label, bonus, section = COVER[key]
        out.append(f"+{bonus} save to {who} in it (§ {section})")
        if key in ("walled_settlement", "fortification"):
            out.append(f"a save roll of 1 always fails (§ {WALLED if key == 'walled_settlement' else FORTIFICATION})")
    if card is not None:
        g = going(state.terrain, h, card)
        if is_river_closed(state.terrain, h, card) and key == "river":
            out.append(f"{TYPE_NAMES[card.type].lower()} cannot enter it except at a bridge or ford (§ {RIVERS})")
        elif g is not None and (key in DIFFICULT or key == "river"):
            out.append(f"{who} may move into or out of it, not both, in one turn (§ {g.section})")
    elif key in DIFFICULT:
        out.append(f"move into or out of it, not both, in one turn (§ {DIFFICULT[key]})")
    if key == "hill":
        out.append(f"moving onto it ends the move; +2 save against attacks from below (§ {HILLS})")
    if key == "woods":
        out.append(f"blocks sight through it (§ {SIGHT})")
    if key in ("bridge", "ford"):
        out.append(f"open ground for everyone across the river (§ {RIVERS})")
    return out or [f"no effect on {who} (§ {TERRAIN})"]


def roll_line(events) -> str:
    """The result of one action's dice: hits, saves and damage, and who was removed."""
    parts = []
    for ev in events:
        if ev.kind in ("shoot", "fight"):
            hits = ev.get("hits", 0)
            parts.append(f"{hits} hit{'s' if hits != 1 else ''}" if hits else "no hits")
        elif ev.kind == "save":
            dmg = ev.get("damage", 0)
            parts.append(f"{ev.get('saved', 0)} saved: {dmg} damage")
        elif ev.kind == "removed" and ev.units:
            parts.append(ev.text.split(" has taken", 1)[0] + " is removed")
    return ", ".join(parts)
