"""Other units and leaders on a move: units swept through, gaps under 2" passed through, and where the
base ends (a leader joining a unit; a unit's contact with an enemy, lined up as the melee rules say)."""
from __future__ import annotations

import numpy as np

from ...core.actions import Illegal, Verdict
from ...geometry.plane import Pose
from ...geometry.planegaps import edge_distance, overlapping
from . import sections as S
from .contact import MIN_CONTACT, TOUCH, contact_pose, contact_side, edge_contact, face_pose, lined_up
from .move_plan import EPS, Plan, plan_ok, plan_refused
from .sweep import rect_corners

__all__ = ["units_in_the_way", "leader_end", "unit_end", "fits"]


def units_in_the_way(state, g, plan, who, corners, moves, start_corners, boxes, extent, hits, gaps=None,
                     gap_hits=None, start_gaps=None) -> Verdict | None:
    """Other units the base sweeps through (`hits`: the rows against every unit, itself left out), then
    gaps under 2" it passes through (`gap_hits`: the rows against the set `gaps`, when the caller swept
    them: `Geo.all_gaps`, whose gaps near the base come in the order `gaps_near` gives them; `start_gaps`:
    the start pose standing still against them)."""
    units = g.units
    if hits.any():
        first = int(np.nonzero(hits.any(axis=1))[0][0])
        other = state.units[units.keys[int(np.nonzero(hits[first])[0][0])]]
        return Illegal(f"{who.name} cannot move through {other.name}", S.ref(S.MOVEMENT), **plan.info())
    if gap_hits is None:
        gaps = g.gaps_near((extent[0], extent[2], extent[1], extent[3]))
    if len(gaps):
        hits = gap_hits if gap_hits is not None else gaps.sweep(corners, moves, boxes=boxes, extent=extent)
        if hits.any():
            start = start_gaps if start_gaps is not None else gaps.sweep(start_corners, np.zeros((1, 2)))[0]
            for col in np.nonzero(hits.any(axis=0))[0].tolist():
                a, b = gaps.keys[col]
                if who.id in (a, b) or start[col]:
                    continue
                return Illegal(f"{who.name} needs 2\" of clear space to pass between {state.units[a].name} and "
                               f"{state.units[b].name}", S.ref(S.MOVEMENT), **plan.info())
    return None


def leader_end(state, g, plan, lead, final) -> tuple[Plan, Verdict]:
    circle = lead.footprint(final)
    box = (circle.x - circle.r, circle.y - circle.r, circle.x + circle.r, circle.y + circle.r)
    for lid, other in g.lone.items():
        if lid != lead.id and overlapping(circle, other):
            return plan_refused(plan, f"{lead.name} cannot stand on {state.leaders[lid].name}", S.MOVEMENT)
    joins = []
    for uid in g.near_units(box, TOUCH):
        u = state.units[uid]
        if edge_distance(circle, g.fps[uid]) > TOUCH:
            continue
        if u.side != lead.side:
            if overlapping(circle, g.fps[uid]):
                return plan_refused(plan, f"{lead.name} cannot stand on an enemy unit", S.MOVEMENT)
            continue
        joins.append(u)
    if len(joins) > 1:
        return plan_refused(plan, f"{lead.name} touches {joins[0].name} and {joins[1].name}: join one unit",
                        S.LEADERS)
    if joins:
        u = joins[0]
        holder = state.commander(u.id)
        if holder is not None and holder.id != lead.id:
            return plan_refused(plan, f"{u.name} already has a leader ({holder.name})", S.LEADERS)
        plan.join = u.id
    return plan, plan_ok(plan)


def unit_end(state, g, plan, u, final) -> tuple[Plan, Verdict]:
    fp = u.footprint(final)
    xs, ys = [p[0] for p in fp], [p[1] for p in fp]
    box = (min(xs), min(ys), max(xs), max(ys))
    for lid, circle in g.lone.items():
        if circle.x + circle.r > box[0] and circle.x - circle.r < box[2] and circle.y + circle.r > box[1] \
                and circle.y - circle.r < box[3] and overlapping(fp, circle):
            return plan_refused(plan, f"{u.name} cannot end on top of {state.leaders[lid].name}", S.MOVEMENT)
    fronts, sides = [], []
    for uid in g.near_units(box, TOUCH):
        if uid == u.id:
            continue
        e = state.units[uid]
        if e.side == u.side or edge_distance(fp, g.fps[uid]) > TOUCH:
            continue
        length, mid = edge_contact(final, u.width, u.depth, "front", e.pose, e.width, e.depth)
        if length > MIN_CONTACT:
            fronts.append((e, mid))
        elif any(edge_contact(final, u.width, u.depth, edge, e.pose, e.width, e.depth)[0] > MIN_CONTACT
                 for edge in ("left", "right", "rear")):
            sides.append(e)
    engaged = g.engaged(state, u.id)
    plan.disengage = engaged
    if engaged and (fronts or sides):
        return plan_refused(plan, f"{u.name} disengages: it must move away, out of contact", S.MELEE)
    if sides:
        return plan_refused(plan, f"{u.name} may only make contact with its front edge (it touches {sides[0].name} "
                              f"with a side or rear)", S.MELEE)
    if len(fronts) > 1:
        return plan_refused(plan, f"{u.name}'s front touches {fronts[0][0].name} and {fronts[1][0].name}: contact "
                              f"one enemy unit", S.MELEE)
    if not fronts:
        return plan, plan_ok(plan)
    t, mid = fronts[0]
    side = contact_side(t.pose, t.width, t.depth, mid)
    partner = state.partner(t.id)
    attacked = [a for a in state.attackers_of(t.id) if a.id != u.id]
    taken = {a.attack_side for a in attacked}
    if t.routed or partner or attacked:
        if side == "front" and partner:
            return plan_refused(plan, f"{t.name} is already face to face with {state.units[partner].name}: attack "
                                  f"its flank or rear", S.MELEE)
        if side in taken:
            return plan_refused(plan, f"{t.name}'s {side} is already attacked", S.MELEE)
        want = contact_pose(t.pose, t.width, t.depth, side, u.width, u.depth)
        if not lined_up(final, want):
            where = "face to face with" if side == "front" else f"on the {side} {'flank' if side != 'rear' else ''} of"
            return plan_refused(plan, f"line up {where} {t.name}".replace("  ", " "), S.MELEE)
        plan.contact = (t.id, side, None)
        return plan, plan_ok(plan, contact=t.id, side=side)
    if side == "front":
        want = contact_pose(t.pose, t.width, t.depth, "front", u.width, u.depth)
        if not lined_up(final, want):
            return plan_refused(plan, f"the first two units in melee are face to face: line up on {t.name}'s front "
                                  f"edge", S.MELEE)
        plan.contact = (t.id, "front", None)
        return plan, plan_ok(plan, contact=t.id, side="front")
    turned = face_pose(final, u.depth, t.depth)
    why = fits(state, g, t, turned, u.id)
    if why:
        return plan_refused(plan, f"{t.name} has no room to turn and face {u.name}: {why}", S.MELEE)
    plan.contact = (t.id, "front", (turned.x, turned.y, turned.heading))
    return plan, plan_ok(plan, contact=t.id, side="front", turns=t.id)


def fits(state, g, t, pose: Pose, mover: str) -> str:
    """Why a unit cannot stand at `pose` (off the table, on a unit or a leader), or ''."""
    W, H = state.table
    fp = t.footprint(pose)
    if min(p[0] for p in fp) < -EPS or min(p[1] for p in fp) < -EPS or max(p[0] for p in fp) > W + EPS \
            or max(p[1] for p in fp) > H + EPS:
        return "it would leave the table"
    c = rect_corners(np.array([[pose.x, pose.y, pose.heading]]), t.width, t.depth)
    hits = g.units.sweep(c, np.zeros((1, 2)))[0]
    for k in np.nonzero(hits)[0].tolist():
        key = g.units.keys[k]
        if key not in (t.id, mover):
            return f"{state.units[key].name} is in the way"
    for lid, circle in g.lone.items():
        if overlapping(fp, circle):
            return f"{state.leaders[lid].name} is in the way"
    return ""


# --- carrying a move out ---------------------------------------------------------------------------
