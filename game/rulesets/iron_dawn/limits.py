"""Who may act, and how often: three action phases, one action each; squads two actions (three with a
squad leader); move at most twice, everything else once a turn; a double move rules out shooting and
assault that turn; pinned, stunned, immobilised, smoke and abandoned units are held back."""
from __future__ import annotations

from . import sections as S
from .decision import decision_answers
from .profiles import lookup
from .state import State, Unit

__all__ = ["action_cap", "why_not", "HULL_DOWN_HELD"]

COMBAT = ("shoot", "assault", "ram")
HULL_DOWN_HELD = "a hull-down vehicle may not move: stand up first (free)"


def action_cap(u: Unit) -> int:
    if u.kind == "squad":
        return 3 if u.has_leader else 2
    return 3


_UNASKED = object()


def why_not(state: State, u: Unit, kind: str, *, ordered: bool = False) -> tuple[str, str] | None:
    """None when `u` may take an action of `kind` (move, shoot, assault, ram, or a manoeuvre/order name)
    now; else (reason, section). Asked once per unit, kind and order while a decision's legal actions are
    listed (`decision.one_decision`: the state does not change meanwhile)."""
    answers = decision_answers(state)
    if answers is None or state.units.get(u.id) is not u:
        return _why_not(state, u, kind, ordered)
    key = (u.id, kind, ordered)
    got = answers.get(key, _UNASKED)
    if got is _UNASKED:
        got = answers[key] = _why_not(state, u, kind, ordered)
    return got


def _why_not(state: State, u: Unit, kind: str, ordered: bool) -> tuple[str, str] | None:
    if not u.alive:
        return ("the unit is gone", S.UNITS)
    if state.acting() != u.side:
        return (f"it is not {state.side_names[u.side]}'s part of the phase", S.TURN)
    if u.kind == "emplacement":
        return ("a stationary weapon is fired by a squad next to it", S.EMPLACEMENTS)
    if u.abandoned:
        return ("the vehicle is abandoned", S.ABANDON)
    if u.inside and u.inside in state.units and kind != "disembark":
        return ("the unit is inside a transport: it must disembark first", S.TRANSPORTS)
    if u.acted_phase == state.phase and not ordered:
        return ("the unit has already acted in this phase", S.TURN)
    if u.smoke_phase == (state.turn, state.phase):
        return ("the unit is recovering from smoke inhalation this phase", S.BUILDINGS)
    if not ordered and u.actions >= action_cap(u):
        return (f"the unit has used its {action_cap(u)} actions this turn"
                + ("" if u.has_leader or u.kind != "squad" else " (a squad without a leader has two)"), S.LEADERS)
    moving = kind in ("move", "run", "overdrive", "disembark", "assault", "ram", "fall_back")
    if moving:
        if kind != "assault" and kind != "ram" and u.moves >= 2:
            return ("a unit may move at most twice a turn", S.TURN)
        if kind in ("move", "run", "overdrive") and u.moves >= 1 and any(c in u.done for c in COMBAT):
            return ("a second move is a double move, which rules out the shooting or assault already made",
                    S.EXPENDITURES)
        if u.pinned_turn == state.turn:
            return ("the unit is pinned until the next turn", S.MANOEUVRES)
        if u.is_vehicle and (u.immobilised or u.engine_until >= state.turn or u.stunned_until >= state.turn):
            return ("the vehicle cannot move (" + ("immobilised" if u.immobilised else
                    "engine damaged" if u.engine_until >= state.turn else "crew stunned") + ")", S.CRITICAL)
        if u.no_move_phase == (state.turn, state.phase):
            return ("a vehicle that rammed may not move in the next phase", S.RAMMING)
        if u.hull_down and kind in ("move", "overdrive", "ram"):
            return (HULL_DOWN_HELD, S.MANOEUVRES)
    if kind in COMBAT:
        if u.moves >= 2:
            return ("a unit that moved twice this turn may not shoot or assault", S.EXPENDITURES)
        if u.no_combat_turn == state.turn:
            return ("the unit forgoes combat this turn to rejoin its unit", S.COHERENCY)
        if kind == "shoot" and u.pinned_turn == state.turn:
            return ("the unit is pinned until the next turn", S.MANOEUVRES)
        if kind == "shoot" and u.is_vehicle and u.stunned_until >= state.turn:
            return ("the crew is stunned", S.CRITICAL)
    if kind in ("shoot", "assault", "ram") or kind not in ("move", "run", "overdrive", "disembark"):
        if kind in u.done:
            return (f"each action ({kind.replace('_', ' ')}) may be taken only once a turn", S.TURN)
    if kind in ("run", "move") and kind == "run" and "run" in u.done:
        return ("Run may be used once a turn", S.MANOEUVRES)
    p = lookup(u.profile)
    if kind in ("run", "dig_in") and u.is_vehicle:
        return ("only non-vehicle units may do that", S.MANOEUVRES)
    if kind in ("overdrive", "hull_down", "ram") and not u.is_vehicle:
        return ("only vehicles may do that", S.MANOEUVRES)
    if kind == "repair" and "repair" not in p.abilities:
        return ("this unit has no Repair ability", S.MANOEUVRES)
    if kind == "rig" and "demolition" not in p.abilities:
        return ("this unit cannot Rig It to Blow", S.MANOEUVRES)
    return None
