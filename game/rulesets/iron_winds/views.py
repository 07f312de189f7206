"""What the battle screen reads: unit views, reach, sight, target info, button labels, the status line.

Markers on units: routed, engaged (in melee), locked (in melee and may not leave it), disengage (cavalry
on a flank or rear that may leave), fired, moved, may_continue (a charge broke its target: it may move
on), commanded (has a leader), partial (a partial unit). On leaders: leader, hero / demigod, attached,
challenged (issued or received a challenge this turn), declined (refused for the first time this turn:
no leadership), moved, dead.
"""
from __future__ import annotations

import math

from ...core.ruleset import Reach, Sight, Status, TargetInfo, UnitView
from ...core.wording import verb
from ...geometry.envelope import movement_envelope
from ...geometry.plane import Band, circle_polygon, signed_area
from ...geometry.planegaps import edge_distance
from ...geometry.visibility import visibility_polygon
from . import actions as A
from . import sections as S
from .archery import archer_problem, find_target, has_direct_path
from .challenge import CHALLENGE_RANGE, leader_distance, rank_of
from .geo import geo
from .victory import result_text, scores
from .melee import pending
from .movement import leader_budget, move_problem, plan_move, unit_budget
from .terrain import BLOCKS_SIGHT, HILL, HILL_CLIMB_COST, OBSTACLE, OBSTACLE_COST, RIVER, WOODS
from .units import BOW_RANGE, CHART_NAMES, bow_of, move_rate

__all__ = ["unit_views", "reach", "sight", "target_info", "describe_action", "status", "PHASE_NAMES"]

PHASE_NAMES = {"challenges": "challenges", "archery": "archery", "rolloff": "movement", "movement": "movement",
               "melee": "melee", "melee-decisions": "melee", "morale": "morale", "rally": "rally", "end": "rally"}


def _unit_markers(state, u) -> frozenset:
    m = set()
    if u.routed:
        m.add("routed")
    if u.alive and state.engaged(u.id):
        m.add("engaged")
        if u.mounted and u.attack_side in ("left", "right", "rear") and not state.attackers_of(u.id):
            m.add("disengage")
        else:
            m.add("locked")
    if u.fired:
        m.add("fired")
    if u.moved:
        m.add("moved")
    if u.may_continue:
        m.add("may_continue")
    if state.commander(u.id) is not None:
        m.add("commanded")
    if u.start < u.full:
        m.add("partial")
    return frozenset(m)


def _unit_card(state, u) -> tuple[str, ...]:
    kind = CHART_NAMES[u.chart]
    lines = [f"{u.name}", f"{u.race.capitalize()} {kind}{' (partial unit)' if u.start < u.full else ''}",
             f"Figures {u.figures}/{u.full}" + (f" ({u.full - u.figures} short: counted as casualties)"
                                                if u.casualties else ""),
             f"Move {move_rate(u.race, u.kind, u.mounted, u.options, state.advanced):g}\""]
    bow = bow_of(u.options, state.advanced)
    if bow:
        lines.append(f"{bow.capitalize()}s, range {BOW_RANGE[bow]:g}\"")
    extras = [o for o in u.options if o not in ("bows", "longbows", "crossbows")]
    if extras:
        lines.append("Options: " + ", ".join(o.replace("_", " ") for o in extras))
    lead = state.commander(u.id)
    if lead is not None:
        lines.append(f"Led by {lead.name}" + (" (no leadership this turn)" if lead.declined_turn == state.turn else ""))
    if u.attacks:
        lines.append(f"Fighting {state.units[u.attacks].name} ({u.attack_side})")
    for a in state.attackers_of(u.id):
        if a.id != u.attacks:
            lines.append(f"Attacked by {a.name} ({a.attack_side})")
    if u.routed:
        lines.append("Routed" + ("" if u.self_rally_used or u.kind == "levy" else " (may try one rally alone)"))
    if not u.alive:
        lines.append({"destroyed": "Destroyed", "fled": "Fled the battle", "rally failed": "Failed to rally"}
                     .get(u.removed, "Gone"))
    lines.append(f"Points {u.points}")
    return tuple(lines)


def unit_views(state) -> list[UnitView]:
    out = []
    for u in state.units.values():
        out.append(UnitView(id=u.id, side=u.side, name=u.name, profile=u.profile, pose=(u.x, u.y, u.heading),
                            footprint=tuple(u.footprint()), strength=f"{u.figures}/{u.full} figures",
                            markers=_unit_markers(state, u), card=_unit_card(state, u), alive=u.alive,
                            kind=_kind(u), figures=u.figures, files=max(1, -(-u.full // 2)), ranks=2))
    for lead in state.leaders.values():
        pose = state.leader_pose(lead)
        rank = rank_of(state, lead)
        m = {"leader"}
        if rank != "leader":
            m.add(rank)
        if lead.attached:
            m.add("attached")
        if any(lead.id in pair for pair in state.challenge_pairs):
            m.add("challenged")
        if lead.declined_turn == state.turn:
            m.add("declined")
        if lead.moved:
            m.add("moved")
        if not lead.alive:
            m.add("dead")
        card = [lead.name, {"leader": "Leader", "hero": "Hero", "demigod": "Demi-god"}[rank],
                f"Move {leader_budget(state, lead):g}\""]
        if lead.attached:
            card.append(f"Commands {state.units[lead.attached].name}")
        if lead.wounds:
            card.append(f"Wounds {lead.wounds}")
        if lead.has_declined:
            card.append("Has refused a challenge: may refuse again freely")
        out.append(UnitView(id=lead.id, side=lead.side, name=lead.name, profile=lead.profile,
                            pose=(pose.x, pose.y, pose.heading),
                            footprint=circle_polygon(lead.footprint(pose), 16),
                            strength=rank if not lead.wounds else f"{rank}, {lead.wounds} wound(s)",
                            markers=frozenset(m), card=tuple(card), alive=lead.alive,
                            kind="mounted_leader" if lead._mounted else "leader", figures=1))
    return out


def _kind(u) -> str:
    """Big figures (trolls, ogres) as monsters; riders as cavalry, knights heavy; the rest on foot."""
    if u.race in ("troll", "ogre"):
        return "monster"
    if u.mounted:
        return "heavy_cavalry" if u.kind == "knight" else "cavalry"
    return "infantry"


def reach(state, uid: str) -> Reach | None:
    """Where the base's centre can get this movement event (an approximation: the geometry's grid
    envelope with the base treated as round; `check` decides any exact path); None when it may not
    move now."""
    if uid not in state.units and uid not in state.leaders:
        return None
    if move_problem(state, uid) is not None:
        return None   # it may not move now (another event, the other side's move, moved, in melee...)
    if uid in state.units:
        u = state.units[uid]
        if not u.alive:
            return None
        budget = unit_budget(state, u) if state.phase == "movement" else move_rate(u.race, u.kind, u.mounted,
                                                                                     u.options, state.advanced)
        start, clearance, race = (u.x, u.y), min(u.width, u.depth) / 2.0, u.race
        woods_ok = u.kind == "levy" or u.race == "elf"
        others = [fp for k, fp in geo(state).fps.items() if k != uid]
    elif uid in state.leaders:
        lead = state.leaders[uid]
        if not lead.alive:
            return None
        p = state.leader_pose(lead)
        budget, start, clearance, race, woods_ok, others = leader_budget(state, lead), (p.x, p.y), lead.size / 2.0, \
            lead.race, True, []
    else:
        return None
    if budget <= 0:
        return Reach(envelope=(), budget=0.0)
    tt = geo(state).terrain
    impassable = list(others)
    if not woods_ok:
        impassable += [s.shape for s in tt.of(WOODS)]
    penalties = []
    if race not in ("dwarf", "goblin", "orc"):
        penalties += [(s.shape, HILL_CLIMB_COST) for s in tt.of(HILL)]
    if race not in ("goblin", "orc"):
        penalties += [(s.shape, OBSTACLE_COST) for s in tt.of(OBSTACLE) if isinstance(s.shape, Band)]
    stops = [s.shape for s in tt.of(RIVER) if not s.contains(start)]
    env = movement_envelope(start, budget, impassable=impassable, penalties=penalties, stops=stops,
                            clearance=clearance, bounds=(0.0, 0.0) + state.table)
    loops = [poly for poly in env.outlines() if signed_area(poly) > 0]
    best = max(loops, key=signed_area, default=())
    return Reach(envelope=tuple(best), budget=budget)


def sight(state, uid: str) -> Sight | None:
    """What a unit or leader sees (woods block), with its bow range or a leader's challenge range."""
    if uid in state.units:
        u = state.units[uid]
        origin = (u.x, u.y)
        bow = bow_of(u.options, state.advanced)
        ranges = ((f"{bow} range", BOW_RANGE[bow]),) if bow else ()
    elif uid in state.leaders:
        p = state.leader_pose(state.leaders[uid])
        origin, ranges = (p.x, p.y), (("challenge range", CHALLENGE_RANGE),)
    else:
        return None
    far = math.hypot(*state.table)   # sight has no range in the rules: only woods hide (the whole table)
    poly = visibility_polygon(origin, geo(state).terrain.occluders(BLOCKS_SIGHT), far)
    return Sight(polygon=tuple(tuple(p) for p in poly), origin=origin, ranges=ranges)


def target_info(state, uid: str, tid: str) -> TargetInfo | None:
    g = geo(state)
    if uid in state.leaders and tid in state.leaders:
        a, b = state.leaders[uid], state.leaders[tid]
        d = leader_distance(state, a, b)
        ok = d <= CHALLENGE_RANGE + 1e-9
        return TargetInfo(True, ok, "" if ok else f"{d:.1f}\": a challenge reaches 12\"", S.ref(S.CHALLENGES), d)
    if uid not in state.units or tid not in state.units:
        return None
    u, t = state.units[uid], state.units[tid]
    if not u.alive or not t.alive:
        return None
    d = edge_distance(g.fps[uid], g.fps[tid])
    bow = bow_of(u.options, state.advanced)
    if bow and t.side != u.side:
        s = find_target(state, u)
        if s.target == tid:
            return TargetInfo(True, d <= BOW_RANGE[bow] + 1e-9, s.problem, S.ref(S.ARCHERY), d)
        sight = has_direct_path(state, u, tid)
        if state.engaged(tid):
            why = f"{t.name} is in melee: archers shoot only at enemies out of melee"
        elif archer_problem(state, u):
            why = archer_problem(state, u)
        elif not sight:
            why = f"{u.name} has no direct path to {t.name}"
        elif s.target:
            why = (f"archers must shoot at the closest enemy with a direct path: "
                   f"{state.units[s.target].name}, not {t.name}")
        else:
            why = s.problem
        return TargetInfo(sight, d <= BOW_RANGE[bow] + 1e-9, why, S.ref(S.ARCHERY), d)
    budget = unit_budget(state, u)
    return TargetInfo(True, d <= budget + 1e-9, "" if d <= budget else f"{d:.1f}\" away; it may move {budget:g}\"",
                      S.ref(S.MOVEMENT), d)


def _name(state, uid: str) -> str:
    if uid in state.units:
        return state.units[uid].name
    if uid in state.leaders:
        return state.leaders[uid].name
    return uid


def describe_action(state, action) -> str:
    if isinstance(action, A.Challenge):
        return f"Challenge {_name(state, action.target)}"
    if isinstance(action, A.AcceptChallenge):
        return "Accept the challenge"
    if isinstance(action, A.DeclineChallenge):
        return "Refuse the challenge"
    if isinstance(action, A.EndChallenges):
        return "No more challenges"
    if isinstance(action, A.Shoot):
        return f"Shoot at {_name(state, action.target)}"
    if isinstance(action, A.EndArchery):
        return "Done shooting"
    if isinstance(action, A.ChooseOrder):
        return "Move first" if action.first else "Move second"
    if isinstance(action, A.Move):
        try:
            plan, verdict = plan_move(state, action)
        except Exception:
            return f"Move {_name(state, action.unit)}"
        if plan is not None and verdict:
            if plan.contact:
                return f"Charge {_name(state, plan.contact[0])}"
            if plan.join:
                return f"Join {_name(state, plan.join)}"
            return f"Move {_name(state, action.unit)} {plan.used:.1f}\""
        return f"Move {_name(state, action.unit)}"
    if isinstance(action, A.EndMovement):
        return "End movement"
    if isinstance(action, A.FightMelee):
        return "Fight the melee"
    if isinstance(action, A.KillLeader):
        lead = state.leading(action.target)
        return f"Go for {lead.name if lead else 'the leader'} (one casualty fewer)"
    if isinstance(action, A.TakeCasualties):
        return f"Take all casualties on {_name(state, action.target)}"
    if isinstance(action, A.SelfRally):
        return f"Rally {_name(state, action.unit)}"
    if isinstance(action, A.EndRally):
        return "Done rallying"
    return action.to_text()


def status(state, to_act) -> Status:
    phase = PHASE_NAMES.get(state.phase, state.phase)
    handover = bool(to_act and state.last_side and to_act != state.last_side)
    active = None
    if state.result:
        text = result_text(state, state.result[1])
    elif state.phase == "challenges" and state.challenge:
        a, b = (state.leaders[i] for i in state.challenge)
        text = f"{b.name} must accept or refuse {a.name}'s challenge."
        active = b.id
    elif state.phase == "challenges":
        text = f"{state.side_names[to_act]}: challenge an enemy leader within 12\", or go on."
    elif state.phase == "archery":
        text = f"{state.side_names[to_act]}: shoot with bow units, or go on."
    elif state.phase == "movement" and not state.movers:
        text = f"{state.side_names[to_act]} won the roll-off: move first or second?"
    elif state.phase == "movement":
        text = f"{state.side_names[to_act]} {verb(state.side_names[to_act], 'moves', 'move')}."
    elif state.phase == "melee":
        text = "Every unit in melee fights at once."
    elif state.phase == "melee-decisions":
        r = pending(state)
        lead = state.leading(r.target)
        text = (f"{state.units[r.attacker].name} inflicted {r.casualties} on {state.units[r.target].name}: take them "
                f"all, or one fewer and go for {lead.name if lead else 'its leader'}?")
        active = r.attacker
    elif state.phase == "rally":
        text = f"{state.side_names[to_act]}: routed warriors and knights may try to rally alone, or go on."
    else:
        text = ""
    if not state.result and "score_at_end" in dict(state.victory):   # the score always in view
        sc = scores(state)
        points = ", ".join(f"{state.side_names[s]} {sc[s]:g}" for s in state.sides)
        text = f"{text} Points: {points}.".strip()
    return Status(state.turn, state.turn_limit, phase, to_act, active, text, handover)
