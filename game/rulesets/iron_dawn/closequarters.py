"""Close quarters: enemy units inside the same building, or in the same or touching sections of a trench
system, fight a round of melee at the end of the phase (every model strikes once; a ruling)."""
from __future__ import annotations

from ...core.events import Event
from ...geometry.planegaps import overlapping
from . import sections as S
from .assault import _strike
from .state import State, Unit
from .terrain import pieces

__all__ = ["close_quarters", "trench_sections"]


def trench_sections(state: State, u: Unit) -> set[str]:
    """The trench sections holding any model of `u`."""
    out = set()
    for p in pieces(state):
        if p.type == "trench" and any(p.contains((m.x, m.y)) for m in u.living):
            out.add(p.key)
    return out


def _touching(state: State, a: set, b: set) -> bool:
    if a & b:
        return True
    ps = {p.key: p for p in pieces(state) if p.type == "trench"}
    return any(overlapping(x, y, 0.05) for ka in a for kb in b for x in ps[ka].polys for y in ps[kb].polys)


def close_quarters(state: State, dice) -> list[Event]:
    events: list[Event] = []
    a_side, b_side = state.sides
    foot = [u for u in state.on_table() if not u.is_vehicle and u.kind != "emplacement"]
    sections = {u.id: trench_sections(state, u) for u in foot}
    for u in [x for x in foot if x.side == a_side]:
        for e in [x for x in foot if x.side == b_side]:
            if not (u.alive and e.alive):
                continue
            building = u.inside and u.inside == e.inside and u.inside not in state.units
            trench = sections[u.id] and sections[e.id] and _touching(state, sections[u.id], sections[e.id])
            if not (building or trench):
                continue
            where = "the same building" if building else "the trenches"
            events.append(Event("close-quarters", f"{u.name} and {e.name} fight hand to hand in {where}.",
                                S.ref(S.BUILDINGS if building else S.TRENCHES), units=(u.id, e.id)))
            events += _strike(state, u, e, list(u.living), dice, (u.x, u.y))
            if e.alive and u.alive:
                events += _strike(state, e, u, list(e.living), dice, (e.x, e.y))
    return events
