"""Losses: figures removed, units leaving the battle, leaders killed, and the points each side scores.

A side scores the points value of every enemy figure it removes (a unit that flees or fails its rally
counts all its remaining figures), and 10 points plus his cost for every enemy leader killed.

Losses are the bottom of the chain of consequences: routs, melee, archery and rallies use this module,
and it uses none of them.
"""
from __future__ import annotations

from ...core.events import Event
from . import sections as S

__all__ = ["figure_value", "lose_figures", "remove", "drop_contacts", "kill_leader", "LEADER_SCORE"]

LEADER_SCORE = 10


def figure_value(u) -> float:
    return u.points / u.start if u.start else 0.0


def _credit(state, side: str, points: float) -> None:
    state.kills[side] = round(state.kills.get(side, 0.0) + points, 6)


def lose_figures(state, uid: str, n: int, by_side: str) -> tuple[int, list[Event]]:
    """Remove up to `n` figures from a unit (never below 0); destroyed at 0. (figures removed, events)"""
    u = state.units[uid]
    n = max(0, min(n, u.figures))
    if not n:
        return 0, []
    u.figures -= n
    _credit(state, by_side, n * figure_value(u))
    if u.figures == 0:
        return n, remove(state, uid, "destroyed")
    return n, []


def remove(state, uid: str, reason: str) -> list[Event]:
    """Take a unit out of the battle (destroyed, fled, rally failed); its leader stays, alone."""
    u = state.units[uid]
    events: list[Event] = []
    if u.figures:
        _credit(state, state.other(u.side), u.figures * figure_value(u))
    lead = state.commander(uid)
    if lead is not None:
        p = state.leader_pose(lead)
        lead.attached, lead.x, lead.y, lead.heading = "", p.x, p.y, p.heading
        events.append(Event("leader-left", f"{lead.name} is left alone.", S.ref(S.LEADERS), side=lead.side,
                            units=(lead.id,)))
    drop_contacts(state, uid)
    u.removed = reason
    u.routed = False
    state.touch()
    text = {"destroyed": f"{u.name} is destroyed.", "fled": f"{u.name} has fled the battle.",
            "rally failed": f"{u.name} fails to rally and leaves the battle."}.get(reason, f"{u.name} is gone.")
    return [Event("removed", text, S.ref(S.MELEE if reason == "destroyed" else S.RALLY), side=u.side,
                  units=(uid,), data=(("reason", reason),))] + events


def drop_contacts(state, uid: str) -> None:
    """Forget every contact the unit is in (it has left the melee: removed, or routed)."""
    u = state.units[uid]
    u.attacks = ""
    u.attack_side = ""
    u.melee_rounds = 0
    for o in state.units.values():
        if o.attacks == uid:
            o.attacks = ""
            o.attack_side = ""


def kill_leader(state, lid: str, by_side: str) -> None:
    """A leader dies: his unit loses him this turn."""
    lead = state.leaders[lid]
    if not lead.alive:
        return
    if lead.attached:
        state.units[lead.attached].leader_lost_turn = state.turn
        p = state.leader_pose(lead)
        lead.x, lead.y, lead.heading = p.x, p.y, p.heading
    lead.alive = False
    lead.attached = ""
    _credit(state, by_side, LEADER_SCORE + lead.points)
    state.touch()
