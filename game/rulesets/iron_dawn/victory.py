"""Objectives and the end of the game: infantry within the 3" capture radius take an objective; when both
sides are there the first keeps it; a suppressed holder forfeits it to an enemy that is not suppressed.
A side holding the majority of the objectives at the end of three turns in a row wins; so does one whose
enemy has no units (or none that can capture), one that outnumbers the enemy 2 to 1 (an option), or, at
the scenario's turn limit, the side with more victory points."""
from __future__ import annotations

import math

from ...core.events import Event
from . import sections as S
from .state import State

__all__ = ["update_objectives", "end_of_turn", "victory_points", "HOLD_TURNS"]

HOLD_TURNS = 3


def _capturers(units: list, o) -> list:
    """Those of `units` (a side's infantry on the table, each with its living models' centres and their
    box) with a living model within the capture radius. A unit whose box lies farther off than the radius
    (1e-6 to spare for the rounding of the distance) along x or y has none there."""
    ox, oy, reach = o.x, o.y, o.radius + 1e-9
    far = reach + 1e-6
    hypot = math.hypot
    return [u for u, pts, (x0, x1, y0, y1) in units
            if not (x0 - ox > far or ox - x1 > far or y0 - oy > far or oy - y1 > far)
            and any(hypot(x - ox, y - oy) <= reach for x, y in pts)]


def _with_box(u) -> tuple:
    pts = [(m.x, m.y) for m in u.models if m.alive]
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    return u, pts, (min(xs), max(xs), min(ys), max(ys)) if pts else (math.inf, -math.inf, math.inf, -math.inf)


def update_objectives(state: State) -> list[Event]:
    events = []
    infantry = {s: [_with_box(u) for u in state.on_table(s) if not u.is_vehicle and u.kind != "emplacement"]
                for s in state.sides}       # taking an objective moves nobody: listed once for them all
    for o in state.objectives.values():
        near = {s: _capturers(infantry[s], o) for s in state.sides}
        present = [s for s in state.sides if near[s]]
        new = o.owner
        if len(present) == 1:
            new = present[0]
        elif len(present) == 2 and o.owner:
            holder, other = o.owner, state.other(o.owner)
            if all(u.suppressed(state.turn) for u in near[holder]) and any(not u.suppressed(state.turn)
                                                                          for u in near[other]):
                new = other
        if new != o.owner:
            o.owner = new
            events.append(Event("objective", f"{state.side_names[new]} takes {o.name}.", S.ref(S.OBJECTIVES),
                                side=new))
    return events


def victory_points(state: State) -> dict[str, int]:
    """A side scores an enemy unit's points when it is destroyed, half when it is below half strength."""
    vp = {s: 0 for s in state.sides}
    for u in state.units.values():
        enemy = state.other(u.side)
        full = sum(m.hp_max for m in u.models)
        if not u.alive:
            vp[enemy] += u.points
        elif u.hp * 2 < full:
            vp[enemy] += u.points // 2
    return vp


def end_of_turn(state: State, dice) -> list[Event]:
    events = update_objectives(state)
    total = len(state.objectives)
    for s in state.sides:
        mine = sum(1 for o in state.objectives.values() if o.owner == s)
        state.held[s] = state.held[s] + 1 if total and mine * 2 > total else 0
    vp = victory_points(state)
    for s in state.sides:
        if "objectives" in state.victory and state.held[s] >= HOLD_TURNS:
            state.result = (s, f"{state.side_names[s]} held the majority of the objectives for three turns", vp)
            break
        enemy = state.other(s)
        foes = state.on_table(enemy) + [u for u in state.alive_units(enemy) if u.inside in state.units]
        foes = [u for u in foes if u.kind != "emplacement" and not u.abandoned]
        if not foes:
            state.result = (s, f"{state.side_names[s]} eliminated the enemy army", vp)
            break
        if "objectives" in state.victory and state.objectives and not any(not u.is_vehicle for u in foes):
            state.result = (s, f"{state.side_names[s]} destroyed every enemy unit that could take objectives", vp)
            break
        mine = [u for u in state.alive_units(s) if u.kind != "emplacement" and not u.abandoned]
        if state.options.get("outnumber") and len(mine) >= 2 * len(foes):
            state.result = (s, f"{state.side_names[s]} outnumbers the enemy two to one", vp)
            break
    if not state.result and state.turn_limit and state.turn >= state.turn_limit:
        a, b = state.sides
        winner = a if vp[a] > vp[b] else b if vp[b] > vp[a] else ""
        state.result = (winner, f"turn limit reached: victory points {vp[a]} to {vp[b]}", vp)
    if state.result:
        w = state.result[0]
        events.append(Event("victory", (f"{state.side_names[w]} wins: " if w else "A draw: ") + state.result[1] + ".",
                            S.ref(S.GAME_LENGTH), side=w or None))
    return events
