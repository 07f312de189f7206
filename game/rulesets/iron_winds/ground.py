"""What the battle screen says about the ground under the pointer, for the selected unit.

Each terrain piece under a point (inches) is named with what it does to that unit's move, its
melee or its bows, citing the section (Terrain Effects and the race rules)."""
from __future__ import annotations

from . import sections as S
from .terrain import HILL_CLIMB_COST, OBSTACLE_COST, TERRAIN_TYPES, terrain_of

__all__ = ["terrain_lines"]

_NAMES = {t.key: t.name for t in TERRAIN_TYPES}
T = S.TERRAIN


def terrain_lines(state, unit_id: str | None, point) -> tuple[str, ...]:
    try:
        x, y = float(point[0]), float(point[1])
    except (TypeError, ValueError, IndexError):
        return ()
    if not (0 <= x <= state.table[0] and 0 <= y <= state.table[1]):
        return ()
    u = state.units.get(unit_id or "")
    who = u.name if u is not None else "a unit"
    race = u.race if u is not None else ""
    lines = []
    for shape in terrain_of(state).at((x, y)):
        name = shape.name or _NAMES.get(shape.type, shape.type)
        lines.append(f"{name}: {_effect(shape.type, shape.level, u, who, race)}")
    return tuple(lines) or (f"Open ground: no effect on moving, fighting or shooting (§ {T})",)


def _effect(kind: str, level: int, u, who: str, race: str) -> str:
    if kind == "hill":
        climb = (f"no cost to climb for {who} (§ {S.GOBLINS_ORCS if race in ('goblin', 'orc') else S.DWARVES})"
                 if race in ("dwarf", "goblin", "orc") else f"climbing a level costs {who} {HILL_CLIMB_COST:g}\"")
        return f"level {level}; {climb}; attacking uphill: -1 in melee (§ {T})"
    if kind == "woods":
        if u is None:
            return f"only levy and elves may enter; blocks a bow's direct path (§ {T})"
        may = u.kind == "levy" or race == "elf"
        move = f"{who} may move in it at full speed" if may else f"{who} may not enter it"
        bows = "elves shoot through up to 3\"" if race == "elf" else "blocks a bow's direct path"
        return f"{move}; {bows} (§ {T})"
    if kind in ("wall", "hedge"):
        if race in ("goblin", "orc"):
            return f"{who} crosses it freely (§ {S.GOBLINS_ORCS})"
        return f"crossing costs {who} {OBSTACLE_COST:g}\" (§ {T})"
    if kind == "river":
        return f"{who} stops at the bank; next move it may cross and stops on the far bank (§ {T})"
    if kind in ("ford", "bridge"):
        return f"a crossing: {who} is not stopped by the river here (§ {T})"
    return f"no effect on {who} (§ {T})"
