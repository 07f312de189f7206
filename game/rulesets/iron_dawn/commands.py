"""Checking and carrying out each action; a squad without a leader tests morale before each action
(not when it obeys an order): a failed test loses the action."""
from __future__ import annotations

import math

from ...core.actions import OK, Illegal, InvalidActionError
from ...core.events import Event
from . import actions as A
from . import sections as S
from .assault import charge_positions, resolve_assault, resolve_ram
from .limits import why_not
from .morale import command_level, morale_test
from .movement import after_move, apply_move, budget_of, plan_move
from .orders import CONTACT_RANGE, apply_manoeuvre, apply_order
from .profiles import lookup
from .shotplan import plan_shot, shot_allowed
from .shooting import resolve_shot
from .state import State, Unit
from .terrain import pieces
from .transport import apply_embark, apply_recrew, embark_problem, entry_point, recrew_problem
from .damage import unload_next_to

__all__ = ["check", "apply", "LISTED_NO"]

LISTED_NO = "the shot is not possible now"     # a refusal while the legal list is built (see `check`)


def _unit(state: State, uid: str) -> Unit:
    u = state.units.get(uid)
    if u is None:
        raise InvalidActionError(f"no unit {uid!r}")
    return u


def _deny(why):
    return Illegal(why[0], S.ref(why[1]))


def _near_vehicle(u: Unit, v: Unit) -> bool:
    from .critical import _dist_to_hull
    return any(_dist_to_hull(v, m.x, m.y) - u.base / 2 <= CONTACT_RANGE + 1e-9 for m in u.living)


def ram_path(state: State, v: Unit, t: Unit):
    """A ram drives straight at the closest model of the target until the hull touches it (up to double
    SPD, turning on the spot first): (plan, verdict)."""
    from .assault import charge_reach
    m = min(t.living, key=lambda q: (math.hypot(q.x - v.x, q.y - v.y), q.id))
    b = math.degrees(math.atan2(m.x - v.x, -(m.y - v.y)))
    d = math.hypot(m.x - v.x, m.y - v.y) - v.depth / 2 - t.base / 2 - 0.05
    if d <= 0:
        return None, Illegal("the vehicle is already touching the target", S.ref(S.RAMMING))
    end = (v.x + d * math.sin(math.radians(b)), v.y - d * math.cos(math.radians(b)), b)
    path = ((v.x, v.y, v.heading), (v.x, v.y, b), end)
    plan, verdict = plan_move(state, v, path, budget=charge_reach(state, v), limits=False)
    if plan is None:
        return None, Illegal(f"the ram cannot reach: {verdict.reason}", S.ref(S.RAMMING))
    return plan, verdict


def check(state: State, a, *, shots: dict | None = None) -> object:
    """The verdict on `a`. `shots`, a dict kept by the caller while the state stays as it is, shares the
    shots' yes or no among the shots checked (`legal.legal_actions`, which reads only whether the verdict is
    OK): a shot refused then gives `LISTED_NO` as its reason, not the plan's."""
    if state.result:
        return Illegal("the battle is over", S.ref(S.GAME_LENGTH))
    if isinstance(a, A.EndPhase):
        if a.side not in state.sides:
            raise InvalidActionError(f"no side {a.side!r}")
        return OK if state.acting() == a.side else Illegal("it is not this side's part of the phase", S.ref(S.TURN))
    u = _unit(state, a.unit)
    if isinstance(a, A.Move):
        plan, verdict = plan_move(state, u, a.path, a.kind)
        return verdict
    if isinstance(a, (A.Shoot, A.Assault, A.Ram)):
        t = _unit(state, a.target)
        kind = {A.Shoot: "shoot", A.Assault: "assault", A.Ram: "ram"}[type(a)]
        why = why_not(state, u, kind)
        if why:
            return _deny(why)
        if t.side == u.side or not t.alive or (t.inside and t.inside in state.units):
            return Illegal("the target must be a living enemy unit on the table", S.ref(S.SHOOTING))
        if t.kind == "emplacement":
            return Illegal("a stationary weapon is part of the terrain, not a target", S.ref(S.EMPLACEMENTS))
        if isinstance(a, A.Shoot):
            if a.mode not in A.SHOT_MODES:
                raise InvalidActionError(f"no shooting mode {a.mode!r}")
            if a.mode and a.mode in u.done:
                return Illegal("each manoeuvre may be used once a turn", S.ref(S.MANOEUVRES))
            if a.mode == "ap_round" and u.is_vehicle:
                return Illegal("vehicles cannot fire an Armour Penetrating Round", S.ref(S.MANOEUVRES))
            if shots is not None:       # the legal list: yes or no; the plan reads the mode only for an AP round
                key = (u.id, t.id, a.mode == "ap_round", a.emplacement)
                ok = shots.get(key)
                if ok is None:
                    ok = shots[key] = shot_allowed(state, u, t, a.mode, emplacement=a.emplacement)
                return OK if ok else Illegal(LISTED_NO, S.ref(S.SHOOTING))
            plan = plan_shot(state, u, t, a.mode, emplacement=a.emplacement)
            return OK if plan.ok else Illegal(plan.reason, S.ref(plan.section))
        if isinstance(a, A.Assault) and u.is_vehicle:
            return Illegal("vehicles ram rather than assault", S.ref(S.RAMMING))
        if isinstance(a, A.Ram):
            if t.is_vehicle:
                return Illegal("a vehicle rams infantry", S.ref(S.RAMMING))
            plan, verdict = ram_path(state, u, t)
            return verdict
        if charge_positions(state, u, t) is None:
            return Illegal("the target is beyond charge range (double SPD)", S.ref(S.MELEE))
        return OK
    if isinstance(a, A.Manoeuvre):
        if a.kind not in A.MANOEUVRES:
            raise InvalidActionError(f"no manoeuvre {a.kind!r}")
        why = why_not(state, u, a.kind)
        if why:
            return _deny(why)
        if a.kind in ("repair", "rig"):
            if "shoot" in u.done:
                return Illegal("this manoeuvre is made instead of shooting, and the unit has shot", S.ref(S.MANOEUVRES))
            if a.target in state.units:
                v = state.units[a.target]
                if not v.is_vehicle or not v.alive:
                    return Illegal("the target must be a vehicle", S.ref(S.MANOEUVRES))
                if a.kind == "repair" and v.side != u.side:
                    return Illegal("only a friendly vehicle can be repaired", S.ref(S.MANOEUVRES))
                if not _near_vehicle(u, v):
                    return Illegal("the unit must be in base contact with the vehicle", S.ref(S.MANOEUVRES))
            elif a.kind == "rig" and any(p.key == a.target for p in pieces(state)):
                p = next(p for p in pieces(state) if p.key == a.target)
                from ...geometry.plane import Circle
                from ...geometry.planegaps import edge_distance
                if not any(edge_distance(Circle(m.x, m.y, u.base / 2), poly) <= CONTACT_RANGE
                           for m in u.living for poly in p.polys):
                    return Illegal("the unit must be in contact with the terrain", S.ref(S.MANOEUVRES))
            else:
                return Illegal("name a vehicle" + (" or terrain piece" if a.kind == "rig" else ""), S.ref(S.MANOEUVRES))
        return OK
    if isinstance(a, A.Order):
        if a.kind not in A.ORDERS:
            raise InvalidActionError(f"no order {a.kind!r}")
        if not command_level(u):
            return Illegal("only commanders issue orders", S.ref(S.ORDERS))
        why = why_not(state, u, a.kind)
        if why:
            return _deny(why)
        if a.kind in ("disable", "concentrate"):
            t = state.units.get(a.target)
            if t is None or t.side == u.side or not t.alive:
                return Illegal("the order needs an enemy target", S.ref(S.ORDERS))
            if a.kind == "disable" and not t.is_vehicle:
                return Illegal("Disable That Vehicle needs a vehicle as its target", S.ref(S.ORDERS))
        return OK
    if isinstance(a, A.Embark):
        why = why_not(state, u, "embark")
        if why:
            return _deny(why)
        problem = embark_problem(state, u, _unit(state, a.transport))
        return Illegal(problem, S.ref(S.TRANSPORTS)) if problem else OK
    if isinstance(a, A.Disembark):
        if not (u.inside and u.inside in state.units):
            return Illegal("the unit is not in a transport", S.ref(S.TRANSPORTS))
        why = why_not(state, u, "disembark")
        if why:
            return _deny(why)
        if len(a.pose) != 3:
            raise InvalidActionError("Disembark.pose is [x, y, heading]")
        v = state.units[u.inside]
        e = entry_point(v)
        reach, _ = budget_of(state, u)
        if v.is_vehicle and lookup(v.profile).open_top:
            e = (v.x, v.y)
            reach += max(v.width, v.depth) / 2
        if math.hypot(a.pose[0] - e[0], a.pose[1] - e[1]) > reach + 1e-9:
            return Illegal(f"the unit is placed within its move ({reach:g}\") of the entry point", S.ref(S.TRANSPORTS))
        return OK
    if isinstance(a, A.Recrew):
        why = why_not(state, u, "recrew")
        if why:
            return _deny(why)
        problem = recrew_problem(state, u, _unit(state, a.vehicle))
        return Illegal(problem, S.ref(S.ABANDON)) if problem else OK
    if isinstance(a, A.Split):
        if state.acting() != u.side:
            return Illegal("it is not this side's part of the phase", S.ref(S.TURN))
        if u.kind != "squad" or len(u.living) < 6:
            return Illegal("only a squad of six or more models splits into combat groups", S.ref(S.COMBAT_GROUPS))
        if u.acted_phase == state.phase:
            return Illegal("split a squad before it acts in the phase", S.ref(S.COMBAT_GROUPS))
        if u.id + "_b" in state.units:
            return Illegal("this squad has already split", S.ref(S.COMBAT_GROUPS))
        return OK
    if isinstance(a, A.StandUp):
        if state.acting() != u.side:
            return Illegal("it is not this side's part of the phase", S.ref(S.TURN))
        return OK if (u.dug_in or u.hull_down) else Illegal("the unit has no Dug In or Hull Down counter",
                                                            S.ref(S.MANOEUVRES))
    raise InvalidActionError(f"unknown action {a!r}")


def _spend(state: State, u: Unit, kind: str) -> None:
    u.actions += 1
    u.acted_phase = state.phase
    if kind:
        u.done.append(kind)


def _nerve(state: State, u: Unit, dice) -> tuple[bool, list]:
    """A squad without a leader tests morale before acting."""
    if u.kind != "squad" or u.has_leader:
        return True, []
    ok, ev = morale_test(state, u, dice, "acting without a squad leader")
    if not ok:
        _spend(state, u, "")
        return False, [ev, Event("hesitate", f"{u.name} hesitates and loses the action.", S.ref(S.LEADERS),
                                 side=u.side, units=(u.id,))]
    return True, [ev]


def apply(state: State, a, dice) -> list[Event]:
    if isinstance(a, A.EndPhase):
        return []
    u = state.units[a.unit]
    if isinstance(a, (A.Split, A.StandUp)):
        return _free(state, u, a)
    if isinstance(a, A.Order):
        t = state.units.get(a.target)
        return apply_order(state, u, a.kind, t, dice)
    ok, events = _nerve(state, u, dice)
    if not ok:
        return events
    if isinstance(a, A.Move):
        plan, _ = plan_move(state, u, a.path, a.kind)
        u.actions += 1
        u.acted_phase = state.phase
        if u.dug_in or u.hull_down:
            u.dug_in = u.hull_down = False
        return events + apply_move(state, u, plan, a.kind)
    if isinstance(a, A.Shoot):
        t = state.units[a.target]
        plan = plan_shot(state, u, t, a.mode, emplacement=a.emplacement)
        _spend(state, u, "shoot")
        if a.mode:
            u.done.append(a.mode)
        if u.is_vehicle and plan.turret_turn:
            from .shotplan import bearing
            u.turret = (bearing((u.x, u.y), (t.x, t.y)) - u.heading) % 360.0
            u.turret_used += plan.turret_turn
        events += resolve_shot(state, u, t, plan, dice, mode=a.mode)
        if u.suppressed_turn >= 0 and u.suppressed_turn < state.turn:
            u.suppressed_turn = -1
        return events
    if isinstance(a, A.Assault):
        t = state.units[a.target]
        pos, _gap = charge_positions(state, u, t)
        _spend(state, u, "assault")
        return events + resolve_assault(state, u, t, pos, dice)
    if isinstance(a, A.Ram):
        plan, _ = ram_path(state, u, state.units[a.target])
        _spend(state, u, "ram")
        from .movement import place_unit
        place_unit(u, plan.final, plan.models)
        return events + resolve_ram(state, u, state.units[a.target], dice)
    if isinstance(a, A.Manoeuvre):
        return events + apply_manoeuvre(state, u, a.kind, a.target, dice)
    if isinstance(a, A.Embark):
        _spend(state, u, "embark")
        return events + apply_embark(state, u, state.units[a.transport])
    if isinstance(a, A.Disembark):
        v = state.units[u.inside]
        _spend(state, u, "")
        u.moves += 1
        u.moved_turn = state.turn
        events += unload_next_to(state, v, u)
        dx, dy = a.pose[0] - u.x, a.pose[1] - u.y
        for m in u.living:
            m.x, m.y = m.x + dx, m.y + dy
        u.x, u.y, u.heading = a.pose
        return events + after_move(state, u)
    if isinstance(a, A.Recrew):
        _spend(state, u, "recrew")
        return events + apply_recrew(state, u, state.units[a.vehicle], dice)
    raise InvalidActionError(f"unknown action {a!r}")


def _free(state: State, u: Unit, a) -> list[Event]:
    if isinstance(a, A.StandUp):
        u.dug_in = u.hull_down = False
        return [Event("stand-up", f"{u.name} gives up its counter.", S.ref(S.MANOEUVRES), side=u.side, units=(u.id,))]
    import copy
    alive = u.living
    leader = [m for m in alive if m.leader]
    rest = [m for m in alive if not m.leader]
    half = len(alive) // 2
    b_models = rest[1::2][:half]            # dealt alternately: each group gets at most half the special weapons
    if len(b_models) < half:
        b_models += [m for m in rest if m not in b_models][:half - len(b_models)]
    b = copy.deepcopy(u)
    b.id, b.name = u.id + "_b", u.name + " (second group)"
    b.models = [copy.deepcopy(m) for m in b_models]
    for i, m in enumerate(b.models):
        m.id = f"{b.id}.{i + 1}"
    for m in b_models:
        u.models.remove(m)
    b.points = u.points // 2
    u.points -= b.points
    b.x = sum(m.x for m in b.models) / len(b.models)
    b.y = sum(m.y for m in b.models) / len(b.models)
    state.units[b.id] = b
    return [Event("split", f"{u.name} splits into two combat groups ({len(u.living)} and {len(b.living)} models).",
                  S.ref(S.COMBAT_GROUPS), side=u.side, units=(u.id, b.id))]
