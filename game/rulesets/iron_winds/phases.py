"""The turn in its events, and who decides next.

A turn: I Challenges (the leading side issues its challenges, each answered by the other side, then
the other side issues its own), II Archery (the leading side shoots, then the other), III Movement (a
2d6 roll-off whose winner chooses to move first or second; each side moves in turn), IV Melee (one
"fight" decision rolls every attack at once, then any leader-kill choices), V Morale (automatic), then
rallies without a leader (the leading side, then the other). The leading side of turn 1 is the
scenario's first side (else the first listed); afterwards it is the winner of the last roll-off.

`advance` runs every automatic step until someone has a decision to make; a side with nothing to
decide in a step is passed over.

Decisions by `state.phase` (the side deciding is `to_act`):

- challenges: Challenge(unit=leader, target=enemy leader) or EndChallenges(side); after a challenge the
  challenged side (a hand-over) answers AcceptChallenge(side) (rolls) or DeclineChallenge(side).
- archery: Shoot(unit, target) (rolls; the target is forced, `check` names it) or EndArchery(side).
- movement, order not chosen: the roll-off winner's ChooseOrder(side, first).
- movement: Move(unit, path) for units and leaders, or EndMovement(side).
- melee: the first mover's FightMelee(side) (rolls every attack).
- melee-decisions: the inflicting side's KillLeader(unit, target) (rolls) or TakeCasualties(unit, target).
- rally: SelfRally(unit) (rolls) or EndRally(side).
"""
from __future__ import annotations

from ...core.events import Event
from ...core.rolloff import roll_off
from ...core.wording import verb
from . import sections as S
from .archery import can_shoot
from .challenge import challenge_options
from .melee import fights, finish, pending
from .movement import unit_budget
from .rally import morale_event, self_rally_problem
from .victory import end_of_turn_result, evaluate, result_text

__all__ = ["advance", "begin_turn", "to_act", "movable", "has_decision"]


def movable(state, side: str) -> bool:
    """Whether any unit or leader of `side` could still move this movement event."""
    for u in state.units.values():
        if u.side != side or not u.alive or u.routed:
            continue
        if u.moved and not u.may_continue:
            continue
        if state.engaged(u.id) and not (u.mounted and u.attack_side in ("left", "right", "rear")
                                        and not state.attackers_of(u.id)):
            continue
        if unit_budget(state, u) > 0:
            return True
    return any(lead.side == side and lead.alive and not lead.moved and lead.declined_turn != state.turn
               for lead in state.leaders.values())


def has_decision(state, side: str) -> bool:
    """Whether `side` has anything to decide in the current step."""
    if state.phase == "challenges":
        return bool(challenge_options(state, side))
    if state.phase == "archery":
        return any(can_shoot(state, u) for u in state.alive_units(side))
    if state.phase == "movement":
        return movable(state, side)
    if state.phase == "rally":
        return any(not self_rally_problem(state, u.id) for u in state.alive_units(side))
    return True


def to_act(state) -> str | None:
    if state.result:
        return None
    if state.phase == "challenges" and state.challenge:
        return state.leaders[state.challenge[1]].side
    if state.phase == "movement" and not state.movers:
        return state.rolloff_winner
    if state.phase == "melee":
        return state.movers[0] if state.movers else state.lead
    if state.phase == "melee-decisions":
        r = pending(state)
        return state.units[r.attacker].side if r else None
    return state.step


def begin_turn(state) -> list[Event]:
    """Reset what lasts a turn and open Event I."""
    for u in state.units.values():
        u.fired = u.moved = u.may_continue = False
        u.move_used = 0.0
        u.attacked = False
        u.melee_losses = 0
    for lead in state.leaders.values():
        lead.moved = lead.challenged = False
        lead.start_unit = lead.attached
    state.challenge = ()
    state.challenge_pairs = []
    state.movers = []
    state.rolloff_winner = ""
    state.melee = []
    state.phase = "challenges"
    state.step = state.lead
    state.done = []
    state.touch()
    return [Event("turn", f"Turn {state.turn} begins.", S.ref(S.TURN), data=(("turn", state.turn),))]


def _next_step(state, then: str) -> bool:
    """Mark the current step's side done; move to the other side or, when both are done, to `then`.
    True when the phase changed."""
    if state.step not in state.done:
        state.done.append(state.step)
    other = state.other(state.step)
    if other not in state.done:
        state.step = other
        return False
    state.phase = then
    state.step = state.lead
    state.done = []
    return True


def end_step(state, dice) -> list[Event]:
    """The side to act ends its step (EndChallenges, EndArchery, EndMovement, EndRally)."""
    if state.phase == "movement":
        state.done.append(state.step)
        rest = [s for s in state.movers if s not in state.done]
        if rest:
            state.step = rest[0]
        else:
            return _end_movement(state)
        return []
    _next_step(state, {"challenges": "archery", "archery": "rolloff", "rally": "end"}[state.phase])
    return []


def _end_movement(state) -> list[Event]:
    events = []
    for u in state.units.values():
        if u.alive and u.race == "skeleton" and u.recovering and not u.moved and not u.routed \
                and not state.engaged(u.id) and u.figures < u.start:
            u.figures += 1
            events.append(Event("recover", f"{u.name} stood still: one more skeleton rises again.",
                                S.ref(S.SKELETONS), side=u.side, units=(u.id,)))
    state.phase = "melee"
    state.step = state.movers[0]
    state.done = []
    return events


def advance(state, dice) -> list[Event]:
    """Run automatic steps until a side has a decision (or the battle is over)."""
    events: list[Event] = []
    for _ in range(1000):
        result = evaluate(state)
        if result:
            state.result = result
            events.append(Event("end", result_text(state, result[1]), S.ref(S.VICTORY), side=result[0] or None))
            return events
        phase = state.phase
        if phase in ("challenges", "archery", "rally"):
            if phase == "challenges" and state.challenge:
                return events
            if has_decision(state, state.step):
                return events
            _next_step(state, {"challenges": "archery", "archery": "rolloff", "rally": "end"}[phase])
            continue
        if phase == "rolloff":
            r = roll_off(dice, "2d6", state.sides, why="who chooses the order of movement", rule=S.ref(S.MOVEMENT))
            state.rolloff_winner = r.winner
            state.phase = "movement"
            state.movers = []
            text = ", ".join(f"{state.side_names[x.purpose.side]} {x.value}" for x in r.rolls)
            won = state.side_names[r.winner]
            events.append(Event("roll-off", f"Movement roll-off: {text}. {won} {verb(won, 'chooses', 'choose')} "
                                            f"who moves first.", S.ref(S.MOVEMENT), side=r.winner, rolls=r.rolls))
            return events
        if phase == "movement":
            if not state.movers:
                return events
            if has_decision(state, state.step):
                return events
            events += end_step(state, dice)
            continue
        if phase == "melee":
            if fights(state):
                return events
            state.phase = "morale"
            continue
        if phase == "melee-decisions":
            if pending(state) is not None:
                return events
            events += finish(state)
            state.phase = "morale"
            continue
        if phase == "morale":
            events += morale_event(state, dice)
            state.melee = []
            state.phase = "rally"
            state.step = state.lead
            state.done = []
            continue
        if phase == "end":
            result = end_of_turn_result(state)
            if result:
                state.result = result
                events.append(Event("end", result_text(state, result[1]), S.ref(S.VICTORY), side=result[0] or None))
                return events
            state.turn += 1
            state.lead = state.rolloff_winner or state.lead
            events += begin_turn(state)
            continue
        raise RuntimeError(f"unknown phase {phase!r}")
    raise RuntimeError("the turn sequence did not settle")
