"""Carrying out a checked move, step by step: facing, charges, overrun artillery."""
from __future__ import annotations

from ...core.events import Event
from ...geometry.hexes import Facing, Hex
from .combat import around
from .movement import MoveContext, check_path
from .refs import ARTILLERY, CHARGE, FACING, MOVE, ref
from .state import FoiState, UnitState

__all__ = ["apply_move", "where"]


def where(state: FoiState, h: Hex) -> str:
    """A hex as players read it: its [col, row] on the map."""
    col, row = state.terrain.to_offset(h)
    return f"{col},{row}"


def _compass(state: FoiState, facing: int) -> str:
    return Facing(facing).compass(state.terrain.orientation or "flat")


def apply_move(state: FoiState, ctx: MoveContext, path: tuple) -> list[Event]:
    """Move the active unit along a checked `path` ((q, r, facing) steps)."""
    unit, act = ctx.unit, ctx.act
    verdict = check_path(ctx, path)
    assert verdict.ok, verdict.reason
    events: list[Event] = []
    start = unit.hex
    for q, r, facing in path:
        to = Hex.axial(q, r)
        before = {u.id for u in _enemies_next_to(state, unit, unit.hex)}
        if to == unit.hex:
            unit.facing = facing
            act.turned = True
            act.steps += 1
            events.append(Event("turn", f"{unit.name} turns on the spot to face {_compass(state, facing)}.",
                                ref(FACING), side=unit.side, units=(unit.id,)))
            continue
        unit.q, unit.r, unit.facing = q, r, facing
        unit.moved = True
        act.steps += 1
        act.path.append((q, r))
        now = _enemies_next_to(state, unit, to)
        fresh = [e for e in now if e.id not in before]
        if fresh:
            unit.charged = True
            names = ", ".join(e.name for e in now)
            events.append(Event("charge", f"{unit.name} charges into contact with {names} and must stop.",
                                ref(CHARGE), side=unit.side, units=(unit.id, *(e.id for e in now))))
            for e in fresh:
                if state.card_of(e).type == "artillery":
                    e.alive = False
                    e.removed_turn = state.turn
                    e.removed_by = "charged"
                    events.append(Event("overrun", f"{e.name} is charged and destroyed at once.", ref(ARTILLERY),
                                        side=e.side, units=(e.id, unit.id)))
    if act.path and unit.hex != start:
        events.insert(0, Event("move", f"{unit.name} moves to {where(state, unit.hex)} facing "
                                       f"{_compass(state, unit.facing)} ({act.steps} of "
                                       f"{ctx.card.allowance} hexes used).", ref(MOVE), side=unit.side,
                               units=(unit.id,), data=(("path", tuple(path)),)))
    if verdict.stop:
        act.stop, act.stop_rule = verdict.stop, verdict.stop_rule
    return events


def _enemies_next_to(state: FoiState, unit: UnitState, h: Hex) -> list[UnitState]:
    occ = {u.hex: u for u in state.units.values() if u.alive and u.side != unit.side}
    return [occ[n] for n in around(h) if n in occ]
