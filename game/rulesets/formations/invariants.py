"""What must always hold in a battle (random playouts check it after every action)."""
from __future__ import annotations

from .state import FmState

__all__ = ["invariants"]


def invariants(state: FmState) -> list[str]:
    out = []
    seen: dict = {}
    t = state.terrain
    for u in state.units.values():
        integ = state.profile_of(u).integrity
        if u.wounds < 0:
            out.append(f"{u.id} has negative casualties")
        if not u.alive:
            continue
        if u.wounds >= integ:
            out.append(f"{u.id} has {u.wounds} casualties of {integ} integrity but stands")
        if not (0 <= u.col < t.cols and 0 <= u.row < t.rows):
            out.append(f"{u.id} is off the map at {u.cell}")
        if u.cell in seen:
            out.append(f"{u.id} and {seen[u.cell]} share the tile {u.cell}")
        seen[u.cell] = u.id
        if state.formation_of(u).routed:
            out.append(f"{u.id} stands in a routed formation")
    for f in state.formations.values():
        if f.shock < 0:
            out.append(f"{f.id} has negative Shock")
    act = state.active
    if act is not None:
        if state.formations[act.formation].acted:
            out.append(f"{act.formation} acts twice in a turn")
        if act.moves_left < 0:
            out.append(f"{act.formation} has {act.moves_left} moves left")
        if not state.members(act.formation):
            out.append(f"{act.formation} acts with no unit left")
    if state.turn > state.turn_limit:
        out.append(f"turn {state.turn} is past the limit {state.turn_limit}")
    if not state.over:
        if state.to_act not in state.sides:
            out.append(f"to_act is {state.to_act!r} while the battle goes on")
        elif act is None and not state.ready(state.to_act):
            out.append(f"{state.to_act} must act but has no formation ready")
        elif act is not None and state.formations[act.formation].side != state.to_act:
            out.append("the acting formation is not the side to act")
    return out
