"""The actions worth offering now (the battle filters them through `check`)."""
from __future__ import annotations

from typing import Iterator

from ...core.actions import Action
from .actions import ORDER_CLASSES, Cautious, EndAction, EndMove, MarchOrder, Move, Shoot
from .coherency import keep_options
from .moving import formation_cells, in_move_stage, move_rules
from .state import FmState, FormationState, UnitState

__all__ = ["unit_candidates", "formation_for"]


def formation_for(state: FmState) -> list[FormationState]:
    if state.active is not None:
        return [state.formations[state.active.formation]]
    return state.ready(state.to_act) if state.to_act else []


def unit_candidates(state: FmState, u: UnitState, asked: str | None) -> Iterator[Action]:
    """Actions of `u`'s formation. `asked` (a selected unit): only that unit's own moves and shots."""
    if u.side != state.to_act or state.over:
        return
    f = state.formation_of(u)
    act = state.active
    uid = u.id
    if act is None:
        if f.acted:
            return
        for cls in ORDER_CLASSES.values():
            yield cls(uid)
        yield MarchOrder(uid, True)
        return
    if act.formation != f.id:
        return
    members = [u] if asked else state.members(f.id)
    if in_move_stage(act):
        for m in members:
            if m.id in act.moved:
                continue
            if m.id not in act.cautious and state.profile_of(m).speed > 1:
                yield Cautious(m.id)
            for _cell, (_cost, path) in move_rules(state, m).search().items():
                yield Move(m.id, path)
        for lost in keep_options(formation_cells(state, f.id)):
            yield EndMove(uid, lost)
        return
    if act.order == "shoot":
        enemies = state.living(state.other(u.side))
        for m in members:
            if m.id in act.shot:
                continue
            weapons = state.profile_of(m).weapons
            for w in weapons:
                for e in enemies:
                    yield Shoot(m.id, e.id, w.name if len(weapons) > 1 else "")
        yield EndAction(uid)
