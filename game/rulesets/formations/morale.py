"""Shock and morale (Wartable's ruling: the text mentions Shock and morale loss but not how they work).

Each casualty from an attack puts 1 Shock on the unit's formation, and a unit
destroyed by an attack 1 more (its morale loss). Casualties from dangerous
terrain, and units lost out of formation, bring none. A formation whose Shock
reaches the number of its units still standing breaks: it routs and leaves
the battle. Shock makes action tests harder (see `actions_test`).
"""
from __future__ import annotations

from ...core.events import Event, RuleRef
from . import refs
from .state import FmState, UnitState

__all__ = ["add_casualty", "add_shock", "check_break", "remove_unit"]


def _rule() -> RuleRef:
    return RuleRef(refs.RULESET, refs.R_SHOCK)


def remove_unit(state: FmState, u: UnitState, how: str) -> None:
    u.alive = False
    u.lost_how = how
    state.zoc_lost.discard(u.id)


def add_casualty(state: FmState, u: UnitState, *, shock: bool, how: str) -> bool:
    """One casualty on `u`; True when it destroyed the unit."""
    u.wounds += 1
    dead = u.wounds >= state.profile_of(u).integrity
    if dead:
        remove_unit(state, u, how)
    if shock:
        state.formation_of(u).shock += 2 if dead else 1
    return dead


def add_shock(state: FmState, formation_id: str, n: int) -> None:
    state.formations[formation_id].shock += n


def check_break(state: FmState, formation_id: str) -> list[Event]:
    f = state.formations[formation_id]
    alive = state.members(formation_id)
    if f.routed or not alive or f.shock < len(alive):
        return []
    f.routed = True
    f.overwatch = False
    for u in alive:
        remove_unit(state, u, "routed")
    return [Event("routed", f"{f.name} breaks under {f.shock} Shock ({len(alive)} units left) and routs from "
                            f"the field.", _rule(), side=f.side, units=tuple(u.id for u in alive))]
