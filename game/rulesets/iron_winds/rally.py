"""The Morale event after the melee, and Unit Rally.

After the casualties come off, every unit that lost figures in the melee checks morale against the
highest rated enemy it fought (flank and rear attacks counting against it); a routed unit that was
attacked routs again at once. Then every routed unit with a leader touching it (who did not refuse a
challenge this turn) rallies and turns about, unless it was attacked, and skeleton units whose melee is
over get a casualty back. Last, each side may try its one rally without a leader for routed warrior
(5-6) and knight (4-6) units; a failure removes the unit; levy never rally without a leader.
"""
from __future__ import annotations

import numpy as np

from ...core.actions import OK, Illegal, InvalidActionError, Verdict
from ...core.events import Event
from ...core.ledger import Ledger
from ...core.odds import Outcomes
from ...core.wording import possessive
from ...geometry.planegaps import overlapping
from . import sections as S
from .contact import MIN_CONTACT, contact_side, edge_contact, face_pose
from .losses import remove
from .morale import highest, morale_roll
from .rout import rout
from .sweep import rect_corners
from .units import CHART_NAMES, KNIGHT, WARRIOR

__all__ = ["morale_event", "self_rally_problem", "apply_self_rally", "self_rally_outcomes", "SELF_RALLY"]

SELF_RALLY = {WARRIOR: 5, KNIGHT: 4}


def morale_event(state, dice) -> list[Event]:
    """Event V after a melee event (automatic; rolls the morale dice)."""
    events: list[Event] = []
    recs = state.melee
    for u in list(state.units.values()):
        if not u.alive:
            continue
        against = [r for r in recs if r.target == u.id]
        if u.routed and u.attacked:
            events += rout(state, u.id, "attacked while routed", S.MORALE)
            continue
        if not u.melee_losses or u.routed:
            continue
        enemies = [state.units[r.attacker].chart for r in against] + \
                  [state.units[r.target].chart for r in recs if r.attacker == u.id]
        if not enemies:
            continue
        row = highest(enemies)
        res = morale_roll(state, u, row, dice, why=f"{u.name} after losing {u.melee_losses} in melee",
                          flank=any(r.side in ("left", "right") for r in against),
                          rear=any(r.side == "rear" for r in against))
        if res is None:
            events.append(Event("morale", f"{u.name} need not check morale against {CHART_NAMES[row]}.",
                                S.ref(S.MORALE), side=u.side, units=(u.id,)))
            continue
        passed, roll, led, need = res
        events.append(Event("morale", f"{u.name} checks morale against {CHART_NAMES[row]} (needs {need}): "
                                      f"{'it fights on' if passed else 'it breaks'}.", S.ref(S.MORALE), side=u.side,
                            units=(u.id,), rolls=(roll,), ledger=led.entries, data=(("passed", passed),)))
        if not passed:
            events += rout(state, u.id, "failed its morale check", S.MORALE)
    for u in state.units.values():
        if u.alive and u.routed and not u.attacked and state.leading(u.id) is not None:
            lead = state.leading(u.id)
            u.routed = False
            u.heading = (u.heading + 180.0) % 360.0
            state.touch()
            events.append(Event("rally", f"{lead.name} rallies {u.name}: it turns about to face the enemy.",
                                S.ref(S.RALLY), side=u.side, units=(u.id, lead.id)))
    for u in state.units.values():
        if not u.alive:
            continue
        if u.melee_rounds and not state.engaged(u.id):
            u.melee_rounds = 0
            if u.race == "skeleton" and not u.routed and u.figures < u.start:
                u.figures += 1
                u.recovering = True
                events.append(Event("recover", f"{u.name}'s melee is over: one skeleton rises again.",
                                    S.ref(S.SKELETONS), side=u.side, units=(u.id,)))
    events += _reface(state)
    for u in state.units.values():
        u.attacked = False
        u.melee_losses = 0
    return events


def _reface(state) -> list[Event]:
    """A unit still attacked but no longer face to face with anyone turns to face an attacker (as the
    text's example: a unit attacked in the rear while it fights elsewhere turns about), if it has room."""
    from .geo import geo

    events: list[Event] = []
    for u in state.units.values():
        if not u.alive or u.routed or state.partner(u.id):
            continue
        attackers = state.attackers_of(u.id)
        if not attackers:
            continue
        front = [a for a in attackers if a.attack_side == "front"]
        if front:
            a = front[0]
            u.attacks, u.attack_side = a.id, "front"
            continue
        a = attackers[0]
        pose = face_pose(a.pose, a.depth, u.depth)
        g = geo(state)
        c = rect_corners(np.array([[pose.x, pose.y, pose.heading]]), u.width, u.depth)
        hits = g.units.sweep(c, np.zeros((1, 2)))[0]
        if any(g.units.keys[k] not in (u.id, a.id) for k in np.nonzero(hits)[0].tolist()):
            continue
        W, H = state.table
        fp = u.footprint(pose)
        if any(not (-1e-9 <= x <= W + 1e-9 and -1e-9 <= y <= H + 1e-9) for x, y in fp):
            continue
        if any(overlapping(fp, circle) for circle in g.lone.values()):
            continue
        u.x, u.y, u.heading = pose.x, pose.y, pose.heading
        u.attacks, u.attack_side = a.id, "front"
        a.attack_side = "front"
        for o in attackers[1:]:
            length, mid = edge_contact(o.pose, o.width, o.depth, "front", pose, u.width, u.depth)
            if length > MIN_CONTACT:
                o.attack_side = contact_side(pose, u.width, u.depth, mid)
            else:
                o.attacks, o.attack_side = "", ""
        state.touch()
        events.append(Event("turn", f"{u.name} turns to face {a.name}.", S.ref(S.MELEE), side=u.side,
                            units=(u.id, a.id)))
    return events


def self_rally_problem(state, uid: str) -> str:
    if uid not in state.units:
        raise InvalidActionError(f"no unit {uid!r}")
    u = state.units[uid]
    if state.phase != "rally":
        return "a unit rallies without a leader at the end of the turn, after morale"
    if state.step != u.side:
        return f"it is {possessive(state.side_names[state.step])} turn to rally"
    if not u.alive:
        return f"{u.name} is no longer on the table"
    if not u.routed:
        return f"{u.name} is not routed"
    if u.kind not in SELF_RALLY:
        return "levy units cannot rally without a leader"
    if u.self_rally_used:
        return f"{u.name} has already tried its one rally without a leader"
    if state.leading(uid) is not None:
        return f"{u.name} has a leader with it"
    return ""


def _ledger(state, u) -> Ledger:
    led = Ledger()
    led.add_if("elite" in u.options and bool(state.advanced.get("elite")), "Elite", +1, S.ref(S.ELITE))
    return led


def apply_self_rally(state, uid: str, dice) -> list[Event]:
    u = state.units[uid]
    need = SELF_RALLY[u.kind]
    led = _ledger(state, u)
    roll = dice.roll("d6", why=f"{u.name} tries to rally", side=u.side, unit=uid, target=need - led.total,
                     rule=S.ref(S.RALLY))
    u.self_rally_used = True
    if roll.value + led.total >= need:
        u.routed = False
        u.heading = (u.heading + 180.0) % 360.0
        state.touch()
        return [Event("rally", f"{u.name} rallies on its own (needs {need}) and turns to face the enemy.",
                      S.ref(S.RALLY), side=u.side, units=(uid,), rolls=(roll,), ledger=led.entries,
                      data=(("rallied", True),))]
    return [Event("rally", f"{u.name} fails to rally (needs {need}).", S.ref(S.RALLY), side=u.side, units=(uid,),
                  rolls=(roll,), ledger=led.entries, data=(("rallied", False),))] + remove(state, uid, "rally failed")


def self_rally_outcomes(state, uid: str) -> Outcomes:
    u = state.units[uid]
    need = SELF_RALLY[u.kind] - _ledger(state, u).total
    return Outcomes.from_die("d6", lambda v: "rallies" if v >= need else "removed", f"{u.name} rallying")


def check_self_rally(state, uid: str) -> Verdict:
    why = self_rally_problem(state, uid)
    return Illegal(why, S.ref(S.RALLY)) if why else OK
