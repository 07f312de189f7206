"""Carrying out a formation's moves: each unit's move, caution, and the end of each move.

After every single move (three times in a march) units out of formation are
destroyed (the player picks which group stays: `EndMove.lost`), units that
had to leave an enemy zone of control and did not are destroyed (ruling),
overwatching enemies may fire, and a charge ends in its assault.
"""
from __future__ import annotations

from ...core.dice import Dice
from ...core.events import Event, RuleRef
from ...geometry.tiles import distance
from . import refs
from .assault import resolve_assault
from .coherency import keep_options
from .dangerous import roll_test
from .morale import remove_unit
from .movement import MoveRules
from .overwatch import overwatch_fire
from .state import Activation, FmState, UnitState
from .terrain import ROAD
from .zoc import enemy_zone

__all__ = ["move_rules", "move_problem", "mover_problem", "road_problem", "apply_move", "end_move_problem", "apply_end_move", "formation_cells",
           "in_move_stage"]


def _r(section: str) -> RuleRef:
    return RuleRef(refs.RULESET, section)


def in_move_stage(act: Activation | None) -> bool:
    return act is not None and act.order in ("move", "march", "engage") and act.moves_left > 0


def move_rules(state: FmState, u: UnitState) -> MoveRules:
    """The rules of `u`'s move now (memoised on the state until it changes)."""
    act = state.active
    cautious = act is not None and u.id in act.cautious
    charge = act is not None and act.order == "engage"
    key = ("rules", u.id, cautious, charge)
    memo = state._memo
    r = memo.get(key)
    if r is None:
        zkey = ("zone", u.side)
        zone = memo.get(zkey)
        if zone is None:
            zone = memo[zkey] = enemy_zone(state, u.side)
        occ = memo.get("occ")
        if occ is None:
            occ = memo["occ"] = state.occupant()
        r = memo[key] = MoveRules(state, u, cautious=cautious, charge=charge, zone=zone, occupant=occ)
    return r


def move_problem(state: FmState, u: UnitState, path: tuple) -> tuple[str, str]:
    why = mover_problem(state, u)
    if why[0]:
        return why
    if not path:
        return "a move needs at least one tile", refs.MOVEMENT
    rules = move_rules(state, u)
    found = rules.path_problem(path)
    if found is not None:
        return found.reason, found.section
    return road_problem(state, u, path)


def mover_problem(state: FmState, u: UnitState) -> tuple[str, str]:
    """What stops `u` moving now at all, whatever the path (the first questions of `move_problem`)."""
    act = state.active
    if not in_move_stage(act) or act.formation != u.formation:
        return f"{state.formations[u.formation].name} is not moving now: give it a move, march or engage action", \
            refs.R_ACTIONS
    if u.id in act.moved:
        return f"{u.name} has already moved in this move: each move is taken separately", refs.MOVEMENT
    return "", ""


def road_problem(state: FmState, u: UnitState, path: tuple) -> tuple[str, str]:
    """A road march's path must keep to the road (the last question of `move_problem`)."""
    act = state.active
    if act.road and not all(ROAD in move_rules(state, u).types(c) for c in (u.cell, *path)):
        return "a road march stays on the road for every move", refs.NORMAL
    return "", ""


def apply_move(state: FmState, u: UnitState, path: tuple, dice: Dice) -> list[Event]:
    act = state.active
    rules = move_rules(state, u)
    cautious = u.id in act.cautious
    act.moved.append(u.id)
    events: list[Event] = []
    start = u.cell
    tests = ([start] if rules.dangerous(start) else []) + [c for c in path if rules.dangerous(c)]
    walked, steps = start, 0
    for cell in (start, *path):
        if cell != start:
            walked, steps = cell, steps + 1
        if cell in tests and u.alive:
            events += _test(state, u, rules, cell, cautious, dice, starting=(cell == start))
            tests.remove(cell)
        if not u.alive:
            break
    u.col, u.row = walked
    used = rules.used(path[:steps])     # the movement spent on the tiles walked (impeded steps cost 2)
    spent = f", using {used} of its movement" if used != steps else ""
    events.insert(0, Event("move", f"{u.name} moves {steps} tile(s) to {walked}{spent}" +
                           (" (cautiously)." if cautious else "."), _r(refs.MOVEMENT), side=u.side, units=(u.id,),
                           data=(("from", start), ("to", walked))))
    if act.order == "engage" and u.alive:
        for e in state.living(state.other(u.side)):
            if distance(e.cell, u.cell) == 1 and not state.profile_of(e).air and e.id not in state.zoc_lost:
                state.zoc_lost.add(e.id)
                events.append(Event("zoc-lost", f"{e.name} is in contact with a charging enemy: it has no zone of "
                                                f"control for the rest of the assault.", _r(refs.ZOC),
                                    side=e.side, units=(e.id,)))
    return events


def _test(state, u, rules, cell, cautious, dice, starting) -> list[Event]:
    types = rules.types(cell)
    n = state.integrity_left(u)
    hits, rolls, text = roll_test(dice, n, types, cautious, side=u.side, unit=u.id, name=", ".join(sorted(types)))
    lost = 0
    for _ in range(hits):
        u.wounds += 1
        lost += 1
        if u.wounds >= state.profile_of(u).integrity:
            remove_unit(state, u, "dangerous")
            break
    where = "starts moving in" if starting else "enters"
    end = " and is destroyed" if not u.alive else ""
    return [Event("dangerous", f"{u.name} {where} dangerous terrain at {cell}: {text} dice wound; {lost} "
                               f"casualt{'y' if lost == 1 else 'ies'}{end} (no save, no Shock).",
                  _r(refs.DANGEROUS), side=u.side, units=(u.id,), rolls=rolls)]


def formation_cells(state: FmState, formation_id: str) -> dict[str, tuple[int, int]]:
    return {u.id: u.cell for u in state.members(formation_id)}


def end_move_problem(state: FmState, formation_id: str, lost: tuple) -> tuple[str, str]:
    act = state.active
    if not in_move_stage(act) or act.formation != formation_id:
        return "this formation is not moving now", refs.R_ACTIONS
    options = keep_options(formation_cells(state, formation_id))
    if tuple(sorted(lost)) not in {tuple(sorted(o)) for o in options}:
        if options == [()]:
            return "every unit is in formation: no unit is lost", refs.OUT_OF_FORMATION
        text = " or ".join("[" + ", ".join(o) + "]" for o in options)
        return f"keep one group of the formation together: the units lost must be {text}", refs.OUT_OF_FORMATION
    return "", ""


def apply_end_move(state: FmState, formation_id: str, lost: tuple, dice: Dice) -> tuple[list[Event], bool]:
    """Events, and whether the formation's action is over."""
    act = state.active
    f = state.formations[formation_id]
    events: list[Event] = []
    for uid in lost:
        u = state.units[uid]
        remove_unit(state, u, "formation")
        events.append(Event("out-of-formation", f"{u.name} is out of formation and is destroyed (no Shock).",
                            _r(refs.OUT_OF_FORMATION), side=u.side, units=(uid,)))
    if act.in_zone and act.order != "engage":
        zone = enemy_zone(state, f.side)
        for uid in act.in_zone:
            u = state.units[uid]
            if u.alive and u.cell in zone:
                remove_unit(state, u, "zone")
                events.append(Event("zone-caught", f"{u.name} did not leave the enemy zone of control it began in "
                                                   f"and is destroyed (no Shock).", _r(refs.ZOC), side=u.side,
                                    units=(uid,)))
        act.in_zone = []
    moved = [i for i in act.moved if state.units[i].alive]
    act.moves_left -= 1
    act.moves_done += 1
    events.append(Event("end-move", f"{f.name} completes move {act.moves_done}.", _r(refs.OUT_OF_FORMATION),
                        side=f.side))
    events += overwatch_fire(state, moved, dice)
    if act.order == "engage" and state.members(formation_id):
        events += resolve_assault(state, formation_id, dice)
    act.moved, act.cautious = [], []
    over = act.moves_left <= 0 or not state.members(formation_id) or f.routed
    return events, over
