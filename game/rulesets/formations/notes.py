"""Warnings shown with a legal move before it is made: dangerous tests on the way, and the
out-of-formation check as the formation would stand after it."""
from __future__ import annotations

from .coherency import groups
from .dangerous import casualty_chance
from .moving import formation_cells, move_rules
from .state import FmState, UnitState

__all__ = ["move_notes"]


def move_notes(state: FmState, u: UnitState, path: tuple) -> tuple[str, ...]:
    rules = move_rules(state, u)
    cautious = state.active is not None and u.id in state.active.cautious
    n = state.integrity_left(u)
    notes = []
    tests = ([u.cell] if rules.dangerous(u.cell) else []) + [c for c in path if rules.dangerous(c)]
    for c in tests:
        p = casualty_chance(n, rules.types(c), cautious)
        notes.append(f"Dangerous test at {c}: {round(100 * p)}% chance of a casualty")
    cells = formation_cells(state, u.formation)
    cells[u.id] = path[-1]
    gs = groups(cells)
    if len(gs) > 1:
        keep = gs[0]
        out = [state.units[i].name for g in gs[1:] for i in g]
        if u.id not in keep:
            notes.append(f"Out of formation: {u.name} would be more than 2 tiles from the rest")
        else:
            notes.append(f"Out of formation now: {', '.join(out)} (destroyed at the end of the move unless "
                         f"they close up)")
    return tuple(notes)
