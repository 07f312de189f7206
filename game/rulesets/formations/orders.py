"""Starting a formation's action: which actions it may take now, and what each sets going.

Move: one move. March: an action test, then three moves (one if it fails;
a road march needs no test). Engage: one charge move, then an assault.
Shoot: each unit may shoot once. Overwatch: wait to fire at a moving enemy.
Rally: an action test; passed, all Shock goes; failed, 1 Shock goes.
A formation with a unit in an enemy zone of control must charge or leave:
it may only move, march or engage.
"""
from __future__ import annotations

from ...core.dice import Dice
from ...core.events import Event, RuleRef
from . import refs
from .actions import ORDERS
from .actiontest import roll_test
from .state import Activation, FmState, FormationState
from .terrain import ROAD, tile_types
from .zoc import enemy_zone

__all__ = ["order_problem", "apply_order", "MARCH_MOVES", "units_in_zone"]

MARCH_MOVES = 3


def _r(section: str) -> RuleRef:
    return RuleRef(refs.RULESET, section)


def units_in_zone(state: FmState, f: FormationState) -> list[str]:
    zone = enemy_zone(state, f.side)
    return [u.id for u in state.members(f.id) if not state.profile_of(u).air and u.cell in zone]


def order_problem(state: FmState, f: FormationState, order: str, road: bool,
                  in_zone: list[str] | None = None) -> tuple[str, str]:
    """Why `f` may not take `order` now ('' when it may). `in_zone`: `units_in_zone(state, f)`, when the
    caller has it."""
    if order not in ORDERS:
        return f"no such action {order!r}; one of {', '.join(ORDERS)}", refs.R_ACTIONS
    if state.active is not None:
        return "another formation is acting: finish its action first", refs.R_TURN
    if f.acted:
        return f"{f.name} has already acted this turn", refs.R_TURN
    members = state.members(f.id)
    if road and order != "march":
        return "only a march can be a road march", refs.NORMAL
    if road and not all(ROAD in tile_types(state.terrain.types(u.cell), u.cell) for u in members):
        return "a road march starts with every unit on a road", refs.NORMAL
    if order in ("shoot", "overwatch", "rally") and (units_in_zone(state, f) if in_zone is None else in_zone):
        return (f"{f.name} has units in an enemy zone of control: it must charge (engage) or leave it "
                f"(move or march)", refs.ZOC)
    if order == "engage" and all(state.profile_of(u).air for u in members):
        return "air units do not engage", refs.R_AIR
    if order in ("shoot", "overwatch") and not any(state.profile_of(u).weapons for u in members):
        return f"{f.name} has no weapons to shoot", refs.R_SHOOTING
    return "", ""


def apply_order(state: FmState, f: FormationState, order: str, road: bool, dice: Dice) -> tuple[list[Event], bool]:
    """Events, and whether the action is already over."""
    f.overwatch = False
    act = Activation(f.id, order, in_zone=units_in_zone(state, f), road=road)
    state.active = act
    events: list[Event] = []
    if order in ("move", "engage"):
        act.moves_left = 1
        what = "moves" if order == "move" else "engages: one charge move, then the assault"
        events.append(Event("order", f"{f.name} {what}.", _r(refs.R_ACTIONS), side=f.side))
    elif order == "march":
        if road:
            act.moves_left = MARCH_MOVES
            events.append(Event("order", f"{f.name} marches along the road: the action test passes without a roll.",
                                _r(refs.NORMAL), side=f.side))
        else:
            ok, roll, led = roll_test(dice, f, f"{f.name} marches")
            act.moves_left = MARCH_MOVES if ok else 1
            text = "passed: three moves" if ok else "failed: one move only"
            events.append(Event("order", f"{f.name} marches; action test {text}.", _r(refs.R_TEST), side=f.side,
                                rolls=(roll,), ledger=led.entries))
    elif order == "shoot":
        events.append(Event("order", f"{f.name} shoots.", _r(refs.R_ACTIONS), side=f.side))
    elif order == "overwatch":
        f.overwatch = True
        events.append(Event("order", f"{f.name} goes on overwatch.", _r(refs.R_ACTIONS), side=f.side))
        return events, True
    elif order == "rally":
        ok, roll, led = roll_test(dice, f, f"{f.name} rallies")
        gone = f.shock if ok else min(1, f.shock)
        f.shock -= gone
        events.append(Event("rally", f"{f.name} rallies: test {'passed' if ok else 'failed'}, {gone} Shock removed.",
                            _r(refs.R_SHOCK), side=f.side, rolls=(roll,), ledger=led.entries))
        return events, True
    return events, False
