"""Transports (capacity, embarking within a move of the entry point, disembarking the same way, which
counts as moving) and re-crewing abandoned vehicles (a morale test within 3"; the crew leaves the squad;
the vehicle becomes Conscript). The entry point is the middle of the hull's rear edge (a ruling)."""
from __future__ import annotations

import math

from ...core.events import Event
from . import sections as S
from .morale import morale_test
from .movement import budget_of
from .profiles import lookup
from .state import State, Unit

__all__ = ["entry_point", "embark_problem", "apply_embark", "RECREW_RANGE", "apply_recrew", "recrew_problem"]

RECREW_RANGE = 3.0


def entry_point(v: Unit) -> tuple[float, float]:
    p = v.pose.moved(forward=-v.depth / 2)
    return (p.x, p.y)


def embark_problem(state: State, u: Unit, v: Unit) -> str | None:
    p = lookup(v.profile)
    if not v.is_vehicle or not p.transport:
        return "that is not a transport"
    if v.side != u.side or not v.alive or v.abandoned:
        return "only a crewed friendly transport can be boarded"
    if u.is_vehicle:
        return "vehicles cannot embark"
    used = sum(len(state.units[c].living) for c in v.cargo)
    if used + len(u.living) > p.transport:
        return f"the transport carries {p.transport} models and has {p.transport - used} places left"
    reach, _ = budget_of(state, u)
    e = entry_point(v)
    far = max(math.hypot(m.x - e[0], m.y - e[1]) for m in u.living)
    if far > reach + 1e-9:
        return f"every model must be within its move ({reach:g}\") of the entry point; the farthest is {far:.1f}\""
    return None


def apply_embark(state: State, u: Unit, v: Unit) -> list[Event]:
    u.inside = v.id
    v.cargo.append(u.id)
    u.joined = ""
    return [Event("embark", f"{u.name} embarks in {v.name}.", S.ref(S.TRANSPORTS), side=u.side, units=(u.id, v.id))]


def recrew_problem(state: State, u: Unit, v: Unit) -> str | None:
    if not v.is_vehicle or not v.abandoned or not v.alive:
        return "only an abandoned vehicle can be re-crewed"
    if u.kind != "squad":
        return "a squad re-crews a vehicle"
    crew = lookup(v.profile).crew
    if len(u.living) < crew:
        return f"the vehicle needs {crew} crew and the squad has {len(u.living)} models"
    if min(math.hypot(m.x - v.x, m.y - v.y) - max(v.width, v.depth) / 2 for m in u.living) > RECREW_RANGE:
        return "the squad must be within 3\" of the vehicle"
    return None


def apply_recrew(state: State, u: Unit, v: Unit, dice) -> list[Event]:
    ok, ev = morale_test(state, u, dice, "re-crewing a vehicle")
    events = [ev]
    if ok:
        crew = lookup(v.profile).crew
        gone = sorted(u.living, key=lambda m: math.hypot(m.x - v.x, m.y - v.y))[:crew]
        for m in gone:
            m.alive = False
        if not u.living:
            u.alive = False
        v.abandoned, v.side, v.rank, v.veteran = False, u.side, "conscript", False
        v.acted_phase = state.phase
        events.append(Event("recrew", f"{u.name} re-crews {v.name} with {crew} model(s); it is now Conscript.",
                            S.ref(S.ABANDON), side=u.side, units=(u.id, v.id)))
    return events
