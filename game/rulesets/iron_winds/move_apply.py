"""Carrying out a judged move: the base goes where its plan ends, contact is made, and a charge may have
to brave pikes or may break its target."""
from __future__ import annotations

from ...core.events import Event
from . import sections as S
from .contact import contact_pose
from .morale import morale_roll
from .move_plan import EPS, Plan
from .rout import rout
from .units import CHART_NAMES, move_rate

__all__ = ["apply_move", "apply_leader"]


def apply_move(state, plan: Plan, dice) -> list:
    """Carry out a judged move (see `plan_move`); the events."""
    if plan.is_leader:
        return apply_leader(state, plan)
    u = state.units[plan.mover]
    if u.routed:
        u.moved_while_routed = True
    events: list = []
    final = plan.poses[-1]
    target = state.units[plan.contact[0]] if plan.contact else None
    side = plan.contact[1] if plan.contact else ""
    if target is not None and u.mounted and side == "front" and not target.routed and "pikes" in target.options \
            and state.advanced.get("pikes"):
        res = morale_roll(state, u, target.chart, dice, why=f"{u.name} charges {target.name}'s pikes")
        if res is not None:
            passed, roll, led, need = res
            events.append(Event("morale", f"{u.name} must brave {target.name}'s pikes (needs {need}): "
                                          f"{'it charges home' if passed else 'it refuses and stays where it is'}.",
                                S.ref(S.PIKES), side=u.side, units=(u.id, target.id), rolls=(roll,),
                                ledger=led.entries, data=(("passed", passed),)))
            if not passed:
                u.moved, u.may_continue = True, False
                return events
    lead = state.commander(u.id)
    if lead is not None:
        lead.moved = True
    if target is not None and plan.contact[2] is None:
        final = contact_pose(target.pose, target.width, target.depth, side, u.width, u.depth)
    u.x, u.y, u.heading = final.x, final.y, final.heading
    u.moved = True
    u.move_used += plan.used
    u.may_continue = False
    u.recovering = False
    state.touch()
    extra = "".join(f", {what} +{inches:g}\"" for what, inches in plan.costs)
    events.append(Event("move", f"{u.name} moves {plan.length:.1f}\"{extra} ({plan.used:.1f}\" of {plan.budget:g}\").",
                        S.ref(S.MOVEMENT), side=u.side, units=(u.id,),
                        data=(("used", round(plan.used, 3)), ("to", (round(final.x, 3), round(final.y, 3),
                                                                      round(final.heading, 3))))))
    if plan.disengage and u.attacks:
        gone = state.units[u.attacks].name
        u.attacks, u.attack_side, u.melee_rounds = "", "", 0
        events.append(Event("disengage", f"{u.name} disengages from {gone}.", S.ref(S.MELEE), side=u.side,
                            units=(u.id,)))
    for key in plan.crossed:
        events.append(Event("river", f"{u.name} crosses the river and stops on the far bank.", S.ref(S.TERRAIN),
                            side=u.side, units=(u.id,), data=(("river", key),)))
    if plan.river_stop:
        events.append(Event("river", f"{u.name} reaches the river and stops at the bank.", S.ref(S.TERRAIN),
                            side=u.side, units=(u.id,), data=(("river", plan.river_stop),)))
    if target is None:
        return events
    turned = plan.contact[2]
    if turned is not None:
        target.x, target.y, target.heading = turned
        events.append(Event("turn", f"{target.name} turns to face {u.name}.", S.ref(S.MELEE), side=target.side,
                            units=(target.id, u.id)))
    u.attacks, u.attack_side, u.melee_rounds = target.id, side, 0
    if side == "front" and not target.routed:
        target.attacks, target.attack_side, target.melee_rounds = u.id, "front", 0
        what = "face to face with"
    else:
        what = {"front": "the front of", "left": "the left flank of", "right": "the right flank of",
                "rear": "the rear of"}[side]
    state.touch()
    events.append(Event("contact", f"{u.name} meets {what} {target.name}: they are in melee.", S.ref(S.MELEE),
                        side=u.side, units=(u.id, target.id), data=(("side", side),)))
    if state.advanced.get("cavalry_charges") and u.mounted and not target.mounted \
            and target.kind in ("warrior", "levy") and not target.routed:
        res = morale_roll(state, target, u.chart, dice, why=f"{target.name} faces the charge of {u.name}",
                          flank=side in ("left", "right"), rear=side == "rear")
        if res is not None:
            passed, roll, led, need = res
            events.append(Event("morale", f"{target.name} must stand against the charge of {CHART_NAMES[u.chart]} "
                                          f"(needs {need}): {'it stands' if passed else 'it breaks'}.",
                                S.ref(S.CHARGES), side=target.side, units=(target.id, u.id), rolls=(roll,),
                                ledger=led.entries, data=(("passed", passed),)))
            if not passed:
                events += rout(state, target.id, f"broken by the charge of {u.name}", S.CHARGES)
                full = move_rate(u.race, u.kind, u.mounted, u.options, state.advanced)
                if full - u.move_used > EPS and not u.fired:
                    u.may_continue = True
                    events.append(Event("charge", f"{u.name} may go on with the rest of its move "
                                                  f"({full - u.move_used:.1f}\").", S.ref(S.CHARGES), side=u.side,
                                        units=(u.id,)))
    return events


def apply_leader(state, plan: Plan) -> list:
    lead = state.leaders[plan.mover]
    if not lead.alive:
        lead.acted_dead = True
    final = plan.poses[-1]
    old = lead.attached
    lead.x, lead.y, lead.heading = final.x, final.y, final.heading
    lead.moved = True
    lead.attached = plan.join
    state.touch()
    if plan.join and plan.join != old:
        text = f"{lead.name} moves {plan.length:.1f}\" and takes command of {state.units[plan.join].name}."
    elif plan.join:
        text = f"{lead.name} stays with {state.units[plan.join].name}."
    else:
        text = f"{lead.name} moves {plan.length:.1f}\" on his own."
    return [Event("move", text, S.ref(S.MOVEMENT), side=lead.side, units=(lead.id,) + ((plan.join,) if plan.join else ()),
                  data=(("used", round(plan.used, 3)),))]
