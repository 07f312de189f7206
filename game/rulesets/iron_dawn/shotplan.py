"""Planning a shot: which models fire which weapons at a target (range, arcs of turrets, sponsons and hull
weapons, heavy weapons after moving, infantry class against vehicles, openings of a building), the cover,
the armour facing, and the to-hit score with its named modifiers."""
from __future__ import annotations

import math
from dataclasses import dataclass, field

from ...core.ledger import Ledger
from ...geometry.plane import Circle
from ...geometry.planegaps import circles_gap, edge_distance
from ...geometry.planearcs import armour_facing, wedge_contains
from . import sections as S
from .charts import shooting_score
from .cover import CoverInfo, cover_of
from .obstacles import openings_facing
from .profiles import lookup
from .state import State, Unit
from .terrain import OPENING_CAP, pieces

__all__ = ["Group", "ShotPlan", "plan_shot", "shot_allowed", "bearing", "turret_limit", "AP_ROUND"]

AP_ROUND = dict(att=9, cls="vehicle")
HULL_ARC = 45.0


@dataclass(slots=True)
class Group:
    weapon: int
    name: str
    models: list
    shots: int
    long: bool
    score: int
    acc: Ledger
    roll: Ledger
    att: int
    cls: str
    special: str
    mount: str


@dataclass(slots=True)
class ShotPlan:
    ok: bool
    reason: str = ""
    section: str = S.SHOOTING
    groups: list = field(default_factory=list)
    cover: CoverInfo | None = None
    facing: str = ""
    distance: float = 0.0
    notes: list = field(default_factory=list)
    turret_turn: float = 0.0


def bearing(a, b) -> float:
    return math.degrees(math.atan2(b[0] - a[0], -(b[1] - a[1])))


def _delta(a: float, b: float) -> float:
    return (b - a + 180.0) % 360.0 - 180.0


def turret_limit(state: State, u: Unit) -> float:
    if u.no_turret_phase == (state.turn, state.phase):
        return 0.0
    return (90.0 if lookup(u.profile).twin_turret else 180.0) - u.turret_used


def _mount_ok(state: State, u: Unit, mount: str, b: float) -> tuple[bool, float, str]:
    rel = _delta(u.heading, b)
    if mount in ("main", "coax"):
        need = abs(_delta(u.heading + u.turret, b))
        lim = turret_limit(state, u)
        return (need <= lim + 1e-6, need, f"the turret may turn only {lim:g} degrees more this phase")
    if mount == "hull":
        return (abs(rel) <= HULL_ARC + 1e-6, 0.0, "outside the hull weapon's front arc")
    if mount == "sponson_left":
        return (-180.0 <= rel <= 0.0, 0.0, "outside the left sponson's arc")
    if mount == "sponson_right":
        return (0.0 <= rel <= 180.0, 0.0, "outside the right sponson's arc")
    return (True, 0.0, "")


def _dist(u: Unit, m, target: Unit) -> float:
    if not u.is_vehicle and not target.is_vehicle:      # round bases both: no Circle made
        r, tr = u.base / 2, target.base / 2.0
        return min(circles_gap(m.x, m.y, r, q.x, q.y, tr) for q in target.living)
    src = u.hull() if u.is_vehicle else Circle(m.x, m.y, u.base / 2)
    return min(edge_distance(src, fp) for fp in target.footprints())


EMPLACEMENT_REACH = 1.0
EMPLACEMENT_ARC = 45.0


def _heavy_after_moving(state: State, u: Unit, w) -> bool:
    """Whether `w` is a carried heavy weapon of a unit that moved this turn (which only Crack troops fire)."""
    return w.type == "heavy" and w.mount == "carried" and u.moved_turn == state.turn and u.rank != "crack"


def _firer_distance(u: Unit, m, emp, target: Unit, centre) -> float | None:
    """How far model `m` (crewing the stationary weapon `emp`, if given) shoots to reach `target`; None when
    the target lies outside that weapon's arc."""
    if emp is None:
        return _dist(u, m, target)
    if not wedge_contains((m.x, m.y), emp.heading, EMPLACEMENT_ARC, centre, 1e9):
        return None
    return min(edge_distance(Circle(m.x, m.y, emp.width / 2), fp) for fp in target.footprints())


def crew_emplacement(state: State, u: Unit, emp_id: str, firers: list) -> tuple[list, str]:
    """Nominate the models of `u` next to a stationary weapon to fire it instead of their own weapons:
    (firers with the crew swapped for the gun, "") or (firers, why not)."""
    emp = state.units.get(emp_id)
    if emp is None or emp.kind != "emplacement" or not emp.alive:
        return firers, "there is no stationary weapon of that name"
    if u.is_vehicle:
        return firers, "vehicles do not crew stationary weapons"
    w = lookup(emp.profile).weapons[0]
    gun = emp.models[0]
    near = sorted((m for m in u.living if math.hypot(m.x - gun.x, m.y - gun.y) - u.base / 2 - emp.width / 2
                   <= EMPLACEMENT_REACH + 1e-9), key=lambda m: (math.hypot(m.x - gun.x, m.y - gun.y), m.id))
    if len(near) < w.crew:
        return firers, f"{w.name} needs {w.crew} model(s) of the squad next to it"
    crew = {m.id for m in near[:w.crew]}
    return [f for f in firers if f[0].id not in crew] + [(gun, -1, w, emp)], ""


def _firers(state: State, u: Unit, target: Unit, mode: str, emplacement: str) -> tuple[list, ShotPlan | None]:
    """The models that would fire, as (model, weapon index, weapon, stationary weapon or None), or the
    refusal that comes before any of them is looked at."""
    if target.side == u.side or not target.alive:
        return [], ShotPlan(False, "the target must be a living enemy unit")
    if target.inside and target.inside in state.units:
        return [], ShotPlan(False, "the target is inside a transport", S.TRANSPORTS)
    p = lookup(u.profile)
    firers: list[tuple] = []           # (model, weapon index, weapon)
    if mode == "ap_round":
        lead = next((m for m in u.living if m.leader), None) if u.kind == "squad" else (u.living[0] if u.kind in ("solo", "commander") else None)
        if lead is None or u.is_vehicle:
            return [], ShotPlan(False, "only a squad leader or a character may fire an Armour Penetrating Round", S.MANOEUVRES)
        if lead.weapon >= 0:
            firers.append((lead, lead.weapon, p.weapons[lead.weapon]))
    elif u.is_vehicle:
        firers = [(u.models[0], i, w) for i, w in enumerate(p.weapons) if w.mount not in u.lost_mounts]
    else:
        firers = [(m, m.weapon, p.weapons[m.weapon]) for m in u.living if m.weapon >= 0]
    if u.inside and u.inside not in state.units:
        b = next((x for x in pieces(state) if x.key == u.inside), None)
        aim = target.models_centre
        cap = sum(OPENING_CAP[o.type] for o in openings_facing(state, b, aim)) if b is not None else 0
        if not cap and firers:
            return [], ShotPlan(False, "no door, window or hole in a wall facing the target", S.BUILDINGS)
        if cap < len(firers):
            firers = firers[:cap]
    if not firers:
        return [], ShotPlan(False, "no model can fire (no weapon, or no opening to fire through)", S.BUILDINGS)
    firers = [f if len(f) == 4 else (*f, None) for f in firers]
    if emplacement:
        firers, why = crew_emplacement(state, u, emplacement, firers)
        if why:
            return [], ShotPlan(False, why, S.EMPLACEMENTS)
    return firers, None


def plan_shot(state: State, u: Unit, target: Unit, mode: str = "", *, concentrate: bool = False,
              emplacement: str = "") -> ShotPlan:
    firers, refusal = _firers(state, u, target, mode, emplacement)
    if refusal is not None:
        return refusal
    p = lookup(u.profile)
    eyes = [(f[0].x, f[0].y) for f in firers]
    cover = cover_of(state, u, target, eyes)
    spotted = cover.band != "hidden"
    if not spotted and any(f[2].special == "indirect" for f in firers):
        spotted_by = any(cover_of(state, o, target).band != "hidden" for o in state.on_table(u.side)
                         if o.id != u.id and not o.is_vehicle)
    else:
        spotted_by = spotted
    centre = target.models_centre
    plan = ShotPlan(True, cover=cover)
    if target.is_vehicle:
        src = min(eyes, key=lambda e: math.hypot(e[0] - target.x, e[1] - target.y))
        plan.facing = armour_facing(target.pose, target.width, target.depth, src).value
    groups: dict = {}
    dmin = 1e9
    for m, wi, w, emp in firers:
        att, cls = (AP_ROUND["att"], AP_ROUND["cls"]) if mode == "ap_round" else (w.att, w.cls)
        if target.is_vehicle and cls == "infantry":
            plan.notes.append(f"{w.name}: infantry class weapons cannot harm vehicles")
            continue
        if _heavy_after_moving(state, u, w):
            plan.notes.append(f"{w.name}: a heavy weapon may not fire after moving (unless Crack)")
            continue
        if w.special == "indirect" and not spotted_by:
            plan.notes.append(f"{w.name}: no spotter sees the target")
            continue
        if w.special != "indirect" and not spotted:
            continue
        if u.is_vehicle:
            ok, need, why = _mount_ok(state, u, w.mount, bearing((u.x, u.y), centre))
            if not ok:
                plan.notes.append(f"{w.name}: {why}")
                continue
            if w.mount in ("main", "coax"):
                plan.turret_turn = need
        d = _firer_distance(u, m, emp, target, centre)
        if d is None:
            plan.notes.append(f"{w.name}: the target is outside its 45-degree arc")
            continue
        dmin = min(dmin, d)
        if d > w.maximum + 1e-9:
            continue
        long = d > w.effective + 1e-9
        key = (wi, long, emp.id if emp is not None else "")
        if key not in groups:
            acc, roll = Ledger(), Ledger()
            acc.add("Beyond effective range", -1 if long else 0, S.ref(S.WEAPONS))
            acc.add("Ran this turn", -1 if u.run_turn == state.turn else 0, S.ref(S.MANOEUVRES))
            indirect = w.special == "indirect"
            acc.add("Target over half hidden", -1 if cover.band == "over half" and not indirect else 0, S.ref(S.COVER))
            acc.add("Dug in", 1 if u.dug_in else 0, S.ref(S.MANOEUVRES))
            acc.add("Concentrate Fire", 1 if concentrate else 0, S.ref(S.ORDERS))
            roll.add("Target is Conscript", 1 if target.rank == "conscript" else 0, S.ref(S.RANKS))
            roll.add("Target is Veteran", -1 if target.veteran else 0, S.ref(S.RANKS))
            roll.add("Suppressed", -2 if u.suppressed(state.turn) else 0, S.ref(S.SUPPRESSION))
            score = shooting_score(p.acc + acc.total, w.acc)
            groups[key] = Group(wi, w.name, [], 0, long, score, acc, roll, att, cls, w.special, w.mount)
        g = groups[key]
        g.models.append(m.id)
        g.shots += 1 if mode == "ap_round" else w.rof
    plan.distance = 0.0 if dmin == 1e9 else dmin
    plan.groups = list(groups.values())
    if not plan.groups:
        if not spotted and not any(f[2].special == "indirect" for f in firers):
            return ShotPlan(False, "the target is completely hidden by cover", S.COVER, cover=cover,
                            distance=plan.distance)
        reason = plan.notes[0] if plan.notes else "the target is out of range of every weapon"
        return ShotPlan(False, reason, S.CLASSES if "class" in reason else S.SHOOTING, cover=cover,
                        distance=plan.distance, notes=plan.notes)
    return plan


def _reaches(state: State, u: Unit, target: Unit, mode: str, firer: tuple, centre) -> bool:
    """Whether one firer passes the tests of `plan_shot`'s loop that do not read the cover: its weapon's
    class against a vehicle, a heavy weapon after moving, a vehicle mount's arc, a stationary weapon's arc,
    and the maximum range (the same tests, the same arithmetic)."""
    m, _wi, w, emp = firer
    cls = AP_ROUND["cls"] if mode == "ap_round" else w.cls
    if target.is_vehicle and cls == "infantry":
        return False
    if _heavy_after_moving(state, u, w):
        return False
    if u.is_vehicle and not _mount_ok(state, u, w.mount, bearing((u.x, u.y), centre))[0]:
        return False
    d = _firer_distance(u, m, emp, target, centre)
    return d is not None and not d > w.maximum + 1e-9


def shot_allowed(state: State, u: Unit, target: Unit, mode: str = "", *, emplacement: str = "") -> bool:
    """`plan_shot(...).ok` (the legal list needs no more), worked out as `plan_shot` works it out, but only
    as far as the answer needs: the plan has a group (is OK) when a firer passes the tests that do not read
    the cover (`_reaches`) and sees the target (cover not "hidden"), or, firing indirectly, has a spotter
    who sees it. So no firer reaching means no, whatever the cover, and the cover is not measured."""
    firers, refusal = _firers(state, u, target, mode, emplacement)
    if refusal is not None:
        return False
    centre = target.models_centre
    if not any(_reaches(state, u, target, mode, f, centre) for f in firers):
        return False
    if cover_of(state, u, target, [(f[0].x, f[0].y) for f in firers]).band != "hidden":
        return True         # seen: every reaching firer fires (an indirect one too: its spotter is the unit)
    if not any(f[2].special == "indirect" and _reaches(state, u, target, mode, f, centre) for f in firers):
        return False
    return any(cover_of(state, o, target).band != "hidden" for o in state.on_table(u.side)
               if o.id != u.id and not o.is_vehicle)
