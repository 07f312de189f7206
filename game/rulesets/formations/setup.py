"""The state at the start of a battle, built from a scenario.

A unit's `attached_to` names the first unit of its formation; a unit without
one heads its own formation (Wartable's formation ruling).
"""
from __future__ import annotations

from ...core.cellmap import CellMap
from ...core.dice import Dice
from ...core.events import Event
from .profiles import profiles_for
from .state import TURN_LIMIT, FmState, FormationState, UnitState
from .turns import start_turn, wiped_side

__all__ = ["initial_state", "formation_heads"]


def formation_heads(scenario) -> dict[str, str]:
    """unit id -> the id of the unit heading its formation."""
    heads = {}
    for _side, u in scenario.all_units():
        heads[u.id] = u.attached_to or u.id
    return heads


def initial_state(scenario, dice: Dice) -> tuple[FmState, list[Event]]:
    terrain = CellMap.from_scenario(scenario)
    profiles = profiles_for(scenario.profiles)
    heads = formation_heads(scenario)
    units: dict[str, UnitState] = {}
    members: dict[str, list[str]] = {}
    names: dict[str, str] = {}
    for side, p in scenario.all_units():
        prof = profiles[p.profile]
        units[p.id] = UnitState(p.id, side.id, p.name or prof.name, prof.id, heads[p.id], p.at[0], p.at[1])
        members.setdefault(heads[p.id], []).append(p.id)
    formations = {}
    for head, ids in members.items():
        h = units[head]
        formations[head] = FormationState(head, h.side, f"{h.name} formation" if len(ids) > 1 else h.name, tuple(ids))
    objectives = tuple((o.name, (o.at[0], o.at[1]), o.points) for o in scenario.objectives if o.at is not None)
    state = FmState((scenario.sides[0].id, scenario.sides[1].id), {s.id: s.name for s in scenario.sides}, units,
                    formations, profiles, terrain, objectives, turn_limit=scenario.turn_limit or TURN_LIMIT)
    if wiped_side(state) is not None:
        state.over, state.end_reason = True, "wiped out"
        return state, []
    return state, start_turn(state, dice)
