"""What the battle screen reads: units, reach, zones, danger marks, targets, status.

Tiles are (col, row). Tile units have no facing (turning is free).
"""
from __future__ import annotations

from ...core.actions import Action
from ...core.ruleset import CellMark, Reach, Status, TargetInfo, UnitView
from ...geometry.tiles import distance
from . import refs
from .actions import Cautious, EndAction, EndMove, Move, Order, Shoot
from .actiontest import need, pass_chance
from .attacks import save_chance
from .dangerous import casualty_chance
from .moving import in_move_stage, move_rules
from .notes import move_notes
from .shooting import plan_shot, shot_problem
from .state import FmState, UnitState
from .victory import scores
from .zoc import enemy_zone

__all__ = ["unit_views", "reach_view", "target_view", "describe", "status_view", "marks_view", "can_move_now", "move_notes"]


def unit_views(state: FmState) -> list[UnitView]:
    out = []
    act = state.active
    zone = {s: enemy_zone(state, s) for s in state.sides}
    for u in state.units.values():
        p = state.profile_of(u)
        f = state.formation_of(u)
        marks = set()
        if not u.alive:
            marks.add("removed")
        else:
            if act is not None and act.formation == f.id:
                marks.add("active")
                if u.id in act.moved:
                    marks.add("moved")
                if u.id in act.shot:
                    marks.add("shot")
                if u.id in act.cautious:
                    marks.add("cautious")
            elif f.acted:
                marks.add("activated")
            elif u.side == state.to_act and act is None:
                marks.add("ready")
            if f.overwatch:
                marks.add("overwatch")
            if f.shock:
                marks.add("shock")
            if u.cell in zone[u.side] and not p.air:
                marks.add("in enemy zone")
            if p.air:
                marks.add("flying")
        card = tuple(p.lines()) + (f"Formation: {f.name} ({len(state.members(f.id))} units), Shock {f.shock}",)
        out.append(UnitView(id=u.id, side=u.side, name=u.name, profile=u.profile, cell=u.cell,
                            strength=f"{max(0, p.integrity - u.wounds)}/{p.integrity} integrity",
                            markers=frozenset(marks), card=card, alive=u.alive,
                            kind="flyer" if p.air else p.unit_class))
    return out


def can_move_now(state: FmState, u: UnitState) -> bool:
    act = state.active
    return (u.alive and in_move_stage(act) and act.formation == u.formation and u.id not in act.moved
            and not state.over)


def reach_view(state: FmState, u: UnitState) -> Reach | None:
    if not can_move_now(state, u):
        return None
    found = move_rules(state, u).search()
    act = state.active
    cells = {c: frozenset() for c in found}
    if act.road:
        from .terrain import ROAD
        rules = move_rules(state, u)
        cells = {c: frozenset() for c, (_, path) in found.items()
                 if ROAD in rules.types(u.cell) and all(ROAD in rules.types(x) for x in path)}
    return Reach(cells=cells, paths={c: (u.cell, *found[c][1]) for c in cells})


def marks_view(state: FmState, u: UnitState) -> tuple[CellMark, ...]:
    """The selected unit's formation: enemy zones shaded, the other units' reach, dangerous tiles with
    the chance of a casualty in its reach."""
    if not u.alive or state.over:
        return ()
    out = []
    zone = enemy_zone(state, u.side)
    if zone:
        out.append(CellMark(zone, "zone", "Enemy zones of control (2 tiles; only a charge enters)"))
    if can_move_now(state, u):
        others: set = set()
        for m in state.members(u.formation):
            if m.id != u.id and can_move_now(state, m):
                others.update(move_rules(state, m).search())
        if others:
            out.append(CellMark(frozenset(others), "reach", "Where the formation's other units can move"))
        rules = move_rules(state, u)
        cautious = u.id in state.active.cautious
        n = state.integrity_left(u)
        danger = {}
        for c in list(rules.search()) + [u.cell]:
            if rules.dangerous(c):
                p = casualty_chance(n, rules.types(c), cautious)
                danger[c] = f"{round(100 * p)}%"
        if danger:
            out.append(CellMark(frozenset(danger), "danger", "Dangerous: chance of a casualty per test" +
                                (" (moving cautiously)" if cautious else ""), labels=danger))
    return tuple(out)


def target_view(state: FmState, u: UnitState, t: UnitState) -> TargetInfo:
    p = state.profile_of(u)
    d = distance(u.cell, t.cell)
    weapons = p.weapons
    if not weapons:
        return TargetInfo(False, False, f"{u.name} has no weapons", None, d)
    best = None
    for w in weapons:
        why, section = shot_problem(state, u, t, w)
        if not why:
            plan = plan_shot(state, u, t, w)
            hit = plan.need
            save = plan.save
            save_txt = (f"save {save.need}+ ({save.source}, {round(100 * save_chance(save.need))}%)"
                        if save.target is not None else "no save")
            mods = ", ".join(f"{m.name} {m.value:+d}" for m in plan.ledger) or "no cover"
            text = f"{w.name}: {w.attacks} dice hit on {hit}+ ({mods}); {save_txt}"
            if plan.crossfire:
                text += "; crossfire"
            return TargetInfo(True, True, text, None, d)
        if best is None:
            best = (why, section)
    why, section = best
    in_sight = "hides" not in why and "beyond sight" not in why
    return TargetInfo(in_sight, False, why, state_rule(section), d)


def state_rule(section: str):
    from ...core.events import RuleRef
    return RuleRef(refs.RULESET, section)


_ORDER_TEXT = {"move": "Move: one move", "march": "March: action test, three moves",
               "engage": "Engage: a charge move, then assault", "shoot": "Shoot: each unit shoots once",
               "overwatch": "Overwatch: fire at the next enemy that moves in sight", "rally": "Rally: action test, "
               "remove Shock"}


def describe(state: FmState, action: Action) -> str:
    u = state.units.get(getattr(action, "unit", ""))
    if u is None:
        return action.to_text()
    f = state.formation_of(u)
    if isinstance(action, Order):
        text = _ORDER_TEXT.get(action.order, action.order)
        if action.order == "march" and action.road:
            return "Road march: three moves along the road, no test"
        if action.order in ("march", "rally"):
            text += f" (passes on {need(f)}+, {round(100 * pass_chance(f))}%)"
        return text
    if isinstance(action, Move):
        return f"Move {u.name} to {tuple(action.path[-1]) if action.path else u.cell}"
    if isinstance(action, Cautious):
        return f"Move {u.name} cautiously (speed 1, dangerous tests rolled twice)"
    if isinstance(action, EndMove):
        if action.lost:
            names = ", ".join(state.units[i].name for i in action.lost if i in state.units)
            return f"End the move: {names} out of formation, destroyed"
        return "End the move (all in formation)"
    if isinstance(action, Shoot):
        t = state.units.get(action.target)
        return f"{u.name} shoots {t.name if t else action.target}" + (f" with {action.weapon}" if action.weapon else "")
    if isinstance(action, EndAction):
        return f"{f.name}: stop shooting"
    return action.to_text()


def status_view(state: FmState, reason: str | None) -> Status:
    act = state.active
    if state.over:
        phase = "Battle over"
    elif act is None:
        phase = "Choose a formation and its action"
    elif act.order == "shoot":
        phase = "Shooting"
    else:
        phase = f"{act.order.capitalize()}: move {act.moves_done + 1} of {act.moves_done + act.moves_left}"
    sc = scores(state)
    text = " - ".join(f"{state.side_names[s]} {sc[s]} pts" for s in state.sides)
    if reason:
        text = f"{reason}. {text}"
    living = state.members(act.formation) if act else []
    unit = living[0].id if living else None
    return Status(state.turn, state.turn_limit, phase, None if state.over else state.to_act, unit, text)
