"""What the battle screen reads: one view per model (each its own round base; vehicles their hull), cards
with lasting critical effects, reach (the turn-then-move envelope), sight (visibility, weapon arcs, turret
arcs, range and command rings), target info (cover share and armour sector), the status line."""
from __future__ import annotations

import math

from ...core.ruleset import Reach, Sight, Status, TargetInfo, UnitView
from ...geometry.plane import Circle, circle_polygon
from ...geometry.planearcs import wedge_polygon
from ...geometry.turnreach import turn_envelope
from ...geometry.visibility import Occluders, visibility_polygon
from . import actions as A
from . import sections as S
from .critical import lasting_effects
from .limits import action_cap
from .morale import command_level, command_radius
from .movement import budget_of, infantry_turn_cost
from .phases import PHASES
from .profiles import has_turret, lookup
from .shotplan import plan_shot
from .state import State, Unit
from .terrain import pieces

__all__ = ["unit_views", "reach", "sight", "target_info", "describe_action", "status"]


def _markers(state: State, u: Unit) -> set:
    m = set()
    if u.suppressed(state.turn):
        m.add("suppressed")
    if u.pinned_turn == state.turn:
        m.add("pinned")
    if u.dug_in:
        m.add("dug_in")
    if u.hull_down:
        m.add("hull_down")
    if u.acted_phase == state.phase:
        m.add("activated")
    if u.abandoned:
        m.add("abandoned")
    if command_level(u):
        m.add("leader")
    if u.joined:
        m.add("attached")
    return m


def card(state: State, u: Unit) -> tuple[str, ...]:
    p = lookup(u.profile)
    kind = f"{p.faction.replace('_', ' ').title()} {u.kind}, {u.rank.title()}" + (" Veteran" if u.veteran else "")
    lines = [u.name]
    if u.is_vehicle:
        lines += lasting_effects(state, u)      # lasting critical effects first: the card may be cut short
        lines.append(f"SPD {p.spd} TUR {p.tur:g} ACC {p.acc} TD {p.td} FD {p.fd} SD {p.sd} RD {p.rd} HP {u.models[0].hp}/{p.hp}")
        lines.append(kind)
        if u.cargo:
            lines.append("Carrying: " + ", ".join(state.units[c].name for c in u.cargo))
        if has_turret(p):
            t = (u.turret + 180.0) % 360.0 - 180.0
            lines.append("Turret along the hull" if abs(t) < 0.5 else
                         f"Turret {abs(t):.0f}° to the {'right' if t > 0 else 'left'} of the hull")
    else:
        lines.append(kind)
        lines.append(f"SPD {p.spd} ACC {p.acc} MEL {p.mel} ATT {p.att} DEF {p.defence} HP {p.hp} MOR {p.mor}")
        lines.append(f"Models {len(u.living)}/{len(u.models)}" + (", squad leader" if u.has_leader else
                                                                  (", no leader: tests morale to act" if u.kind == "squad" else "")))
    if command_level(u):
        lines.append(f"{command_level(u).title()} commander: radius {command_radius(u):g}\"")
    for w in p.weapons:
        if w.mount not in u.lost_mounts:
            lines.append(f"{w.name} {w.effective:g}/{w.maximum:g}\" ACC {w.acc} ATT {w.att} ROF {w.rof} "
                         f"{w.cls}/{w.type}" + (f" {w.special}" if w.special else "")
                         + (f" [{w.mount.replace('_', ' ')}]" if w.mount != "carried" else ""))
    lines.append(f"Actions this turn {u.actions}/{action_cap(u)}, moves {u.moves}/2")
    if u.suppressed(state.turn):
        lines.append("Suppressed: -2 to its next shooting")
    if u.joined:
        lines.append(f"Joined to {state.units[u.joined].name}")
    lines.append(f"Points {u.points}")
    return tuple(lines)


CHASSIS_KINDS = {"tracked": "vehicle", "walker": "war_engine", "skiff": "skiff", "bike": "bike"}   # how each is drawn


def unit_views(state: State) -> list[UnitView]:
    out = []
    for u in state.units.values():
        if u.inside and u.inside in state.units:
            continue
        mk = frozenset(_markers(state, u))
        c = card(state, u)
        if u.is_vehicle or u.kind == "emplacement":
            out.append(UnitView(u.id, u.side, u.name, u.profile, pose=(u.x, u.y, u.heading),
                                footprint=tuple(u.hull()), strength=f"{u.models[0].hp} HP" if u.is_vehicle else "",
                                markers=mk, card=c, alive=u.alive,
                                kind=CHASSIS_KINDS[lookup(u.profile).chassis] if u.is_vehicle else "artillery",
                                turret=u.turret if has_turret(lookup(u.profile)) else None))
            continue
        living = u.living or u.models[:1]
        for i, m in enumerate(living):
            vid = u.id if i == 0 else m.id
            out.append(UnitView(vid, u.side, u.name if i == 0 else "", u.profile,
                                pose=(m.x, m.y, u.heading), footprint=circle_polygon(Circle(m.x, m.y, u.base / 2), 12),
                                strength=f"{len(u.living)}/{len(u.models)}" if i == 0 else "",
                                markers=(mk if i == 0 else frozenset()) | ({"leader"} if m.leader else set()),
                                card=c, alive=u.alive, unit="" if i == 0 else u.id,
                                kind="leader" if m.leader or u.kind == "commander" else "infantry", figures=1))
    return out


def _unit(state, uid):
    return state.units.get(uid) or state.model_owner(uid)


def reach(state: State, uid: str) -> Reach | None:
    u = _unit(state, uid)
    if u is None or not u.alive or u.kind == "emplacement":
        return None
    budget, _ = budget_of(state, u)
    env = turn_envelope((u.x, u.y), u.heading, budget, infantry_turn_cost, rays=72)
    return Reach(envelope=tuple(env), budget=budget)


def _occluders(state: State):
    polys = [poly for p in pieces(state) if p.type == "building" for poly in p.polys]
    polys += [tuple(o.hull()) for o in state.alive_units() if o.is_vehicle and not (o.inside in state.units)]
    return Occluders.build(polys)


def sight(state: State, uid: str) -> Sight | None:
    u = _unit(state, uid)
    if u is None or not u.alive:
        return None
    p = lookup(u.profile)
    origin = (u.x, u.y)
    longest = max((w.maximum for w in p.weapons), default=12.0)
    poly = visibility_polygon(origin, _occluders(state), max(longest, 12.0))
    arc = ()
    if u.is_vehicle:
        mounts = {w.mount for w in p.weapons if w.mount not in u.lost_mounts}
        if "main" in mounts:
            lim = 90.0 if p.twin_turret else 180.0
            if 45.0 + lim < 180.0:      # a turret that swings all round has no wedge: its rings show its reach
                arc = wedge_polygon(origin, u.heading + u.turret, 45.0 + lim, longest)
        elif "hull" in mounts:
            arc = wedge_polygon(origin, u.heading, 45.0, longest)
    rings = []
    for w in p.weapons:
        if w.mount not in u.lost_mounts:
            rings.append((f"{w.name} {w.effective:g}\"", w.effective))
            rings.append((f"max {w.maximum:g}\"", w.maximum))
    if command_level(u):
        rings.append((f"command {command_radius(u):g}\"", command_radius(u)))
    seen, uniq = set(), []
    for label, d in rings:
        if d not in seen:
            seen.add(d)
            uniq.append((label, d))
    return Sight(polygon=tuple(tuple(map(float, q)) for q in poly), arc=tuple(arc), origin=origin, ranges=tuple(uniq))


def target_info(state: State, uid: str, tid: str) -> TargetInfo | None:
    u, t = _unit(state, uid), _unit(state, tid)
    if u is None or t is None or not u.alive or not t.alive or u.side == t.side:
        return None
    plan = plan_shot(state, u, t)
    cov = plan.cover
    bits = []
    if cov is not None:
        bits.append(f"{cov.fraction * 100:.0f}% hidden ({cov.band}" + (f", {cov.kind} cover" if cov.kind else "") + ")")
    if plan.facing:
        bits.append(f"shot strikes its {plan.facing} armour")
    if plan.groups:
        g = plan.groups[0]
        bits.append(f"{g.name}: {g.shots} shot{'s' * (g.shots != 1)} needing {g.score}+")
    if not plan.ok:
        bits.append(plan.reason)
    hidden = cov is not None and cov.band == "hidden"
    return TargetInfo(in_sight=not hidden, in_range=plan.ok or "range" not in plan.reason, reason="; ".join(bits),
                      rule=S.ref(plan.section if not plan.ok else S.COVER), distance=plan.distance)


def describe_action(state: State, a) -> str:
    name = lambda i: state.units[i].name if i in state.units else i  # noqa: E731
    if isinstance(a, A.Move):
        return {"": "Move", "run": "Run", "overdrive": "Overdrive"}[a.kind] + f" {name(a.unit)}"
    if isinstance(a, A.Shoot):
        return {"": "Shoot", "suppress": "Suppressing Fire", "ap_round": "Armour Penetrating Round"}[a.mode] + \
            f": {name(a.unit)} at {name(a.target)}"
    if isinstance(a, A.Assault):
        return f"Assault: {name(a.unit)} charges {name(a.target)}"
    if isinstance(a, A.Ram):
        return f"Ram: {name(a.unit)} rams {name(a.target)}"
    if isinstance(a, A.Order):
        return f"Order ({a.kind.replace('_', ' ')}) by {name(a.unit)}" + (f" at {name(a.target)}" if a.target else "")
    if isinstance(a, A.Manoeuvre):
        return f"{a.kind.replace('_', ' ').title()}: {name(a.unit)}" + (f" on {name(a.target)}" if a.target else "")
    if isinstance(a, A.Embark):
        return f"Embark {name(a.unit)} in {name(a.transport)}"
    if isinstance(a, A.Disembark):
        return f"Disembark {name(a.unit)}"
    if isinstance(a, A.Recrew):
        return f"Re-crew {name(a.vehicle)} with {name(a.unit)}"
    if isinstance(a, A.Split):
        return f"Split {name(a.unit)} into combat groups"
    if isinstance(a, A.StandUp):
        return f"Stand up: {name(a.unit)} leaves its counter"
    if isinstance(a, A.EndPhase):
        return f"End {state.side_names.get(a.side, a.side)}'s part of the phase"
    return a.to_text()


def status(state: State) -> Status:
    side = state.acting()
    phase = PHASES[state.phase] if state.phase < len(PHASES) else "end"
    text = f"Turn {state.turn}, {phase} phase" + (f": {state.side_names[side]} declares and acts" if side else "")
    held = ", ".join(f"{state.side_names[s]} held {n} turn(s)" for s, n in state.held.items() if n)
    fresh = side is not None and not any(u.acted_phase == state.phase for u in state.alive_units(side))
    return Status(turn=state.turn, turn_limit=state.turn_limit, phase=phase, to_act=side,
                  text=text + (f" ({held})" if held else ""), handover=fresh)
