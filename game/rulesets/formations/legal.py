"""The legal actions of a decision: the candidates `check` passes, in their order, with a formation's
moves taken straight from each unit's search.

The candidates (`candidates.unit_candidates`) offer, in a formation's move stage, for each unit that has
yet to move: `Cautious` (units faster than 1, not cautious yet), then a `Move` along each path the unit's
search found (`MoveRules.search`); then an `EndMove` per group the player may keep. Here the same walk
asks whether the unit may move at all (`_actor_problem`, `mover_problem`) once, and of each path the
search found only the road march's question (`road_problem`): the search's steps, prices, budget and
end questions are `move_problem`'s own (see `MoveRules.path_problem`), and its paths are tuples of int
pairs, so `check` would pass exactly these. Before a formation acts, the candidates are its orders (one
per kind, then a road march): `check` asks of each whether the unit may act (`_actor_problem`) and then
`order_problem`; here the first is asked once. Everything else goes through `check`.

The Move offered for a unit and path, and an order for a unit, is made once and handed out again
(`core.offered`).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.actions import Action
from ...core.offered import Offered
from .actions import ORDER_CLASSES, Cautious, EndMove, MarchOrder, Move
from .candidates import formation_for, unit_candidates
from .coherency import keep_options
from .moving import formation_cells, in_move_stage, mover_problem, move_rules, road_problem
from .orders import order_problem, units_in_zone
from .state import Activation, FmState, FormationState, UnitState

if TYPE_CHECKING:
    from .ruleset import FormationsRuleset

__all__ = ["legal_actions"]

_OFFERED = Offered("formations offered actions")
_ORDERS = tuple((cls, False) for cls in ORDER_CLASSES.values()) + ((MarchOrder, True),)   # unit_candidates' order


def legal_actions(rules: "FormationsRuleset", state: FmState, unit_id: str | None = None) -> list[Action]:
    """`[a for a in rules.candidates(state, unit_id) if rules.check(state, a)]`, worked out faster."""
    out: list[Action] = []
    if state.over:
        return out
    if unit_id is not None:
        u = state.units.get(unit_id)
        askers = [(u, True)] if u is not None and u.alive else []
    else:
        askers = [(members[0], False) for f in formation_for(state) if (members := state.members(f.id))]
    for u, asked in askers:
        act = state.active
        if u.side == state.to_act and act is None:
            _order_stage(rules, state, u, out)
            continue
        if u.side == state.to_act and act is not None and in_move_stage(act):
            f = state.formation_of(u)
            if act.formation == f.id:
                _move_stage(rules, state, u, f, act, [u] if asked else state.members(f.id), out)
                continue
        for a in unit_candidates(state, u, u.id if asked else None):
            if rules.check(state, a):
                out.append(a)
    return out


def _order_stage(rules: "FormationsRuleset", state: FmState, u: UnitState, out: list[Action]) -> None:
    """`unit_candidates`' orders for u's formation (no formation acting now), each judged as `check` would."""
    f = state.formation_of(u)
    if f.acted or rules._actor_problem(state, u) is not None:
        return
    offer, uid = _OFFERED, u.id
    in_zone = units_in_zone(state, f)          # asked by three orders: worked out once
    for cls, road in _ORDERS:
        if order_problem(state, f, cls.order, road, in_zone)[0]:
            continue
        out.append(offer(cls, uid, road) if road else offer(cls, uid))


def _move_stage(rules: "FormationsRuleset", state: FmState, u: UnitState, f: FormationState, act: Activation,
                members: list[UnitState], out: list[Action]) -> None:
    """`unit_candidates`' move stage (u's formation `f` moving now), each candidate judged as `check` would."""
    offer = _OFFERED
    for m in members:
        if m.id in act.moved:
            continue
        if m.id not in act.cautious and state.profile_of(m).speed > 1:
            a = Cautious(m.id)
            if rules.check(state, a):
                out.append(a)
        if rules._actor_problem(state, m) is not None or mover_problem(state, m)[0]:
            continue
        mid, road = m.id, act.road
        for _cell, (_cost, path) in move_rules(state, m).search().items():
            if road and road_problem(state, m, path)[0]:       # only a road march asks it
                continue
            out.append(offer(Move, mid, path))
    for lost in keep_options(formation_cells(state, f.id)):
        a = EndMove(u.id, lost)
        if rules.check(state, a):
            out.append(a)
