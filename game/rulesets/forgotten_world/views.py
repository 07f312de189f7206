"""What the battle screen reads: unit views (blocks, cards with stamina and spells), reach, sight and the
arc of fire, target info, the move a drag implies, button labels, odds, and the status line."""
from __future__ import annotations

import math
from fractions import Fraction

from ...core.odds import Outcomes
from ...core.ruleset import Reach, Status, TargetInfo, UnitView
from ...geometry.plane import Pose, rect_footprint
from ...geometry.planemove import pivot_front_corner
from . import actions as A
from . import sections as S
from .charge import CHARGE_REACH, declare_problem
from .combat import melee_attacks, shooters, shot_target
from .geo import distance
from .manoeuvres import drag_path
from .movement import plan_move
from .phases import pending_charge, pending_reaction
from .skills import skill

__all__ = ["unit_views", "status", "describe_action", "move_action", "target_info", "sight", "reach", "preview",
           "comparison", "PHASE_NAMES"]

PHASE_NAMES = {"roles": "roll-off", "charges": "movement: charges", "reactions": "movement: reactions",
               "charge-moves": "movement: charges", "movement": "movement", "magic": "magic", "attack": "attack",
               "morale": "morale"}


def _markers(state, u) -> frozenset:
    m = set()
    if state.engaged(u.id):
        m.add("engaged")
    for flag in ("moved", "ran", "fled", "acted", "general", "mage", "standard"):
        if getattr(u, flag):
            m.add(flag)
    if u.charging:
        m.add("charging")
    if u.stamina <= 0:
        m.add("exhausted")
    if u.attached:
        m.add("attached")
    if u.garrison:
        m.add("garrison")
    if u.effects:
        m.add("spell")
    return frozenset(m)


def _card(state, u) -> tuple[str, ...]:
    lines = [f"M {u.M}  SS {u.SS}+  FS {u.FS}+  D {u.D}+  H {u.H}+  W {u.W}  A {u.A}  Ld {u.Ld}",
             f"Stamina {u.stamina}/{u.stamina_max}" + (" (exhausted: SS, FS, D +1)" if u.stamina <= 0 else "")]
    for e in u.effects:
        lines.append(f"Spell on it: {e[0].replace('_', ' ')}")
    if u.spells:
        left = [s.replace("_", " ") for s in u.spells if s not in u.cast]
        lines.append("Spells: " + (", ".join(left) or "none left"))
    kind = f"{u.kind.capitalize()}{' (single model)' if u.single else ''}"
    if u.regiment:
        kind += (f", {u.ranks} rank(s) of {u.frontage}" + (f", last rank {u.last_rank}" if u.last_rank != u.frontage
                                                           else "")
                 + (" (a character in the front rank)" if u.joined else ""))
    lines.append(kind + (", General" if u.general else "") + (", Mage" if u.mage else ""))
    if u.wounds:
        lines.append(f"Wounds on the front model: {u.wounds}")
    if u.range:
        lines.append(f"Shooting range {u.range:g}\"")
    if u.standard:
        lines.append("Standard bearer")
    for c in state.attached_to(u.id):
        lines.append(f"With {c.name}")
    if u.attached:
        lines.append(f"In {state.units[u.attached].name}'s front rank")
    if u.garrison:
        from .garrison_views import card_lines
        lines += card_lines(state, u)
    for e in state.enemies_in_contact(u.id):
        lines.append(f"In combat with {state.units[e].name}")
    if u.reaction:
        lines.append(f"Reaction: {u.reaction}")
    if not u.alive:
        lines.append(u.removed.capitalize())
    return tuple(lines)


def _outline(u):
    """The block's outline, following a short last rank (centred behind the others)."""
    if u.single or u.last_rank == u.frontage:
        return tuple(u.footprint())
    hw, hd = u.width / 2.0, u.depth / 2.0
    lw, step = u.last_rank * u.bw / 2.0, hd - u.bd
    local = ((-hw, hd), (hw, hd), (hw, -step), (lw, -step), (lw, -hd), (-lw, -hd), (-lw, -step), (-hw, -step))
    return tuple(u.pose.to_world(r, f) for r, f in local)


def unit_views(state) -> list[UnitView]:
    out = []
    for u in state.units.values():
        if u.attached:
            host = state.units[u.attached]
            fp = rect_footprint(host.front_place(), u.bw, u.bd)
            pose = (host.x, host.y, host.heading)
            if host.garrison:                            # drawn inside the building with his regiment
                fp = rect_footprint(host.pose, u.bw, u.bd)
        elif u.garrison and u.alive:
            from .garrison_views import garrison_footprint
            fp, pose = garrison_footprint(state, u), (u.x, u.y, u.heading)
        else:
            fp, pose = _outline(u), (u.x, u.y, u.heading)
        strength = f"{u.models}/{u.start} models" if u.regiment else (f"{u.W - u.wounds}/{u.W} wounds")
        if u.regiment and u.joined:
            strength += f" + {u.joined} character"
        out.append(UnitView(id=u.id, side=u.side, name=u.name, profile=u.profile, pose=pose, footprint=tuple(fp),
                            strength=strength, markers=_markers(state, u), card=_card(state, u),
                            alive=u.alive, kind=_kind(u),
                            figures=u.models if u.alive else 0, files=u.frontage, ranks=u.ranks,
                            rides=u.attached))
    return out


def _kind(u) -> str:
    """Flyers fly; a character on a cavalry base rides; the rest as their kind."""
    if u.flyer:
        return "flyer"
    if u.kind == "character" and u.base == "cavalry":
        return "mounted_leader"
    return _KINDS.get(u.kind, "infantry")


_KINDS = {"infantry": "infantry", "cavalry": "cavalry", "monster": "monster", "warmachine": "artillery",
          "character": "leader", "chariot": "chariot"}


def status(state, who) -> Status:
    phase = PHASE_NAMES.get(state.phase, state.phase)
    handover = bool(who and state.last_side and who != state.last_side)
    active = None
    name = state.side_names.get(who, "") if who else ""
    if state.result:
        text = state.result[1]
    elif state.phase == "roles":
        text = f"{name} won the roll-off: attack (play first) or defend?"
    elif state.phase == "charges":
        text = f"{name}: declare charges one by one, then go on to the reactions."
    elif state.phase == "reactions":
        c = pending_reaction(state)
        text = f"{name}: {state.units[c[0]].name} charges {state.units[c[1]].name} — choose its reaction."
        active = c[1]
    elif state.phase == "charge-moves":
        c = pending_charge(state)
        t = state.units[c[1]]
        text = f"{name}: move the charge of {state.units[c[0]].name}."
        if t.fled:
            text = (f"{name}: {t.name} fled from {state.units[c[0]].name}'s charge: pursue it, charge on where it stood "
                    f"(the first enemy reached becomes the target), or give up and move normally.")
        active = c[0]
    elif state.phase == "movement":
        text = f"{name}: move the other units (drag a block), then end the movement."
    elif state.phase == "magic":
        text = f"{name}: cast spells with your mages, or pass."
    elif state.phase == "attack":
        text = f"{name}: choose a unit to fight or shoot, or pass."
        if state.order:
            active = state.order[0][0]
            text = f"{name}: {state.units[active].name} strikes back."
    elif state.phase == "morale":
        active = state.order[0][0] if state.order else None
        text = ""
        if active:
            kind, target = state.order[0][2], state.order[0][1]
            res = f" {state.order[0][3]} to {state.order[0][4]}" if kind == "combat" else ""
            what = {"combat": f"lost the combat{res}: needs {target}+ on 2D6 (7 shifted by the difference)",
                    "panic": "shooting panic: needs 7+ on 2D6 or loses a stamina point",
                    "winner": "its enemy fled: keep the position, reform or pursue"}[kind]
            text = f"{name}: {state.units[active].name} {what}."
    else:
        text = ""
    return Status(state.turn, state.turn_limit, phase, who, active, text, handover)


def _n(state, uid):
    return state.units[uid].name if uid in state.units else uid


def describe_action(state, a) -> str:
    if isinstance(a, A.ChooseRole):
        return "Be the attacker (play first)" if a.attacker else "Be the defender"
    if isinstance(a, A.DeclareCharge):
        return f"{'Impetuous charge' if a.impetuous else 'Charge'} {_n(state, a.target)}"
    if isinstance(a, A.EndCharges):
        return "No more charges"
    if isinstance(a, A.React):
        return {"hold": "Keep the position", "shoot": "Stand and shoot (stamina)", "flee": "Flee (stamina)"}.get(
            a.reaction, a.reaction)
    if isinstance(a, A.ChargeMove):
        c = pending_charge(state)
        fled = c is not None and c[1] in state.units and state.units[c[1]].fled
        if a.choice == "redirect":
            return "Charge on where it stood (the first enemy reached becomes the target)"
        if a.choice == "normal":
            return "Give up the charge, move normally"
        return "Pursue the fleeing unit" if fled else "Move the charge"
    if isinstance(a, A.Garrison):
        from .garrison import building_name
        return f"Garrison {building_name(state, a.building)} with {_n(state, a.unit)}"
    if isinstance(a, A.EjectTo):
        from .garrison_views import describe_eject
        return describe_eject(state, a)
    if isinstance(a, A.Move):
        try:
            plan, v = plan_move(state, a)
        except Exception:
            return f"Move {_n(state, a.unit)}"
        if plan is not None and v:
            kinds = ", ".join(dict.fromkeys(s.kind for s in plan.steps))
            enter = ""
            if a.enter:
                from .garrison import building_name
                enter = f", garrisoning {building_name(state, a.enter)}"
            return f"{'Run' if a.run else 'Move'} {_n(state, a.unit)}: {kinds} {plan.used:.1f}\" of {plan.budget:.1f}\"{enter}"
        return f"Move {_n(state, a.unit)}"
    if isinstance(a, A.EndMovement):
        return "End movement"
    if isinstance(a, A.EndMagic):
        return "Done with magic"
    if isinstance(a, A.Fight):
        return f"Fight {_n(state, a.target)}"
    if isinstance(a, A.Shoot):
        return f"Shoot at {_n(state, a.target)}"
    if isinstance(a, A.PassAttack):
        return "No more attacks"
    if isinstance(a, A.MoraleTest):
        return f"Morale test for {_n(state, a.unit)}"
    if isinstance(a, A.WinnerChoice):
        if a.choice == "reform":
            return f"Reform in ranks of {a.files}"
        return "Keep the position" if a.choice == "keep" else "Pursue 2D6\" straight ahead"
    if isinstance(a, A.Reform):
        return f"Reform {_n(state, a.unit)} in ranks of {a.files} (whole move)"
    if isinstance(a, A.FallBack):
        return f"Fall back with {_n(state, a.unit)} (stamina)"
    if isinstance(a, A.Withdraw):
        return f"Withdraw {_n(state, a.unit)}: M + D6, D6 wounds (stamina)"
    from .magic_choices import describe_magic
    return describe_magic(state, a) or a.to_text()


def move_action(state, uid, destination):
    u = state.units.get(uid)
    if u is None or not u.alive or state.phase != "movement":
        return None
    poses = [Pose(float(p[0]), float(p[1]), float(p[2])) for p in destination]
    start = u.pose
    while poses and math.hypot(poses[0].x - start.x, poses[0].y - start.y) < 1e-6 \
            and abs((poses[0].heading - start.heading) % 360.0) < 1e-6:
        poses.pop(0)
    if not poses:
        return None
    from .garrison_views import drag_action
    building = drag_action(state, u, poses, lambda at, p: drag_path(at, p, u.width, u.depth, single=u.single))
    if building is not None:
        return building
    path, at = [], start
    for p in poses:                                   # each waypoint read as the manoeuvres that reach it
        leg = drag_path(at, p, u.width, u.depth, single=u.single)
        path += leg
        at = leg[-1] if leg else at
    move = A.Move(uid, tuple((round(p.x, 4), round(p.y, 4), round(p.heading % 360.0, 4)) for p in path))
    return _as_run(state, u, move)


def _as_run(state, u, move):
    """A drag longer than the move, that running makes good, is a run (Maneuvers › Run: twice the move for a
    stamina point); the ruler's note then says 'running'."""
    verdict = plan_move(state, move)[1]
    info = verdict.info or {}
    if verdict or u.stamina <= 0 or info.get("used", 0.0) <= info.get("budget", math.inf):
        return move
    run = A.Move(move.unit, move.path, run=True, join=move.join)
    return run if plan_move(state, run)[1] else move


def target_info(state, uid, tid):
    if uid not in state.units or tid not in state.units:
        return None
    u, t = state.units[uid], state.units[tid]
    if not u.alive or not t.alive or u.attached or t.attached:
        return None
    d = distance(state, uid, tid)
    if state.phase == "charges":
        why, sec = declare_problem(state, u, t, False)
        return TargetInfo(True, not why, why, S.ref(sec), d)
    if u.range > 0:
        why, sec = shot_target(state, u, t)
        return TargetInfo(True, not why, why, S.ref(sec), d)
    return TargetInfo(True, d <= CHARGE_REACH + u.M, "", S.ref(S.CHARGE), d)


def sight(state, uid):
    from .sightview import sight as sight_view
    return sight_view(state, uid)


def reach(state, uid):
    """The ground the block's centre can reach wheeling then advancing (single models: a circle)."""
    u = state.units.get(uid)
    if u is None or not u.alive or u.attached:
        return None
    budget = float(u.M)
    if u.garrison:
        from .garrison_views import reach_envelope
        return Reach(envelope=reach_envelope(state, u), budget=budget)
    pts = []
    if u.single:
        pts = [Pose(u.x, u.y, h).moved(budget).position for h in range(0, 360, 15)]
    else:
        for dh in range(-90, 91, 10):
            pv = pivot_front_corner(u.pose, u.width, u.depth, dh)
            left = budget - pv.chord
            if left < 0:
                continue
            pts.append(pv.pose.moved(left).position)
        pts = [(u.x, u.y)] + pts
    return Reach(envelope=tuple(pts), budget=budget)


def _p_success(need: int) -> Fraction:
    from .units import clamp_score
    need = clamp_score(need)
    return Fraction(max(1, min(5, 7 - need)), 6)


def preview(state, a):
    if isinstance(a, (A.Fight, A.Shoot)):
        try:
            u, t = state.units[a.unit], state.units[a.target]
        except KeyError:
            return None
        if isinstance(a, A.Fight):
            n = melee_attacks(state, u, t)
            from .combat import _melee_ledger
            need, _ = skill(state, u, "FS", _melee_ledger(state, u, t))     # incl. +1 against a garrison
        else:
            n = shooters(state, u) * u.A
            if u.garrison:
                from .garrison_combat import shooters as from_openings
                n = from_openings(state, u, t) * u.A
            from ...core.ledger import Ledger
            extra = Ledger().add("Target defends a building", +1, S.ref(S.BUILDINGS)) if t.garrison else None
            need, _ = skill(state, u, "SS", extra)
        d, _ = skill(state, t, "D")
        p = _p_success(need) * (1 - _p_success(d)) * _p_success(t.H)
        return Outcomes.binomial(n, p, f"wounds on {t.name}")
    if isinstance(a, A.MoraleTest) and state.order and state.order[0][0] == a.unit:
        target = state.order[0][1]
        return Outcomes.from_die("2d6", lambda v: v >= target, f"passes on {target}+")
    if isinstance(a, A.ChargeMove):
        c = pending_charge(state)
        if a.choice == "normal" or c is None or c[5]:
            return None                                 # no dice: given up, or the distance already rolled
        return Outcomes.from_die("2d6" if c[3] else "d6", lambda v: v, "charge roll")
    if isinstance(a, (A.Cast, A.CastArea)):              # Magic Phase: cast on 2+; Meditation re-rolls a failure
        fail = Fraction(1, 6) ** (2 if a.meditate else 1)
        return Outcomes({True: 1 - fail, False: fail}, "the spell is cast (2+)" + (", re-rolled once" if a.meditate
                                                                                  else ""))
    return None


def comparison(state, a):
    """Before a combat loser's morale test: both sides' combat results, entry by entry, and the score it needs
    (Morale Phase › Combat Result Values)."""
    from ...core.comparison import Comparison, Tally
    if not isinstance(a, A.MoraleTest) or state.phase != "morale" or not state.order:
        return None
    item = state.order[0]
    if item[0] != a.unit or item[2] != "combat" or len(item) < 7:
        return None
    u = state.units[a.unit]
    foe = state.other(u.side)
    own = Tally(state.side_names[u.side], tuple(item[5]), u.side)
    enemy = Tally(state.side_names[foe], tuple(item[6]), foe)
    diff = enemy.total - own.total
    return Comparison("Combat result", own, enemy,
                      f"{u.name} lost {own.total} to {enemy.total}: needs {item[1]}+ on 2D6 (7 {diff:+d})",
                      S.ref(S.COMBAT_RESULT))
