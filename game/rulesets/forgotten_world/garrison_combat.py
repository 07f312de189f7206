"""Fighting over a building (Terrains › Buildings): charging a garrison (contact as soon as the charged
wall is reached), the garrison's fighters, shooting from the openings, and the ejection of a garrison
that fails its morale test (set down on the far side; its attacker takes the building)."""
from __future__ import annotations

import numpy as np

from ...core.events import Event
from ...geometry.plane import Pose, rect_footprint
from ...geometry.planegaps import edge_distance
from ...geometry.planemove import bearing, heading_delta
from . import sections as S
from .garrison import (EJECT_GAP, OPENING_SHOOTERS, building_name, enter, is_tower, may_garrison,
                       no_building_attack, outline, wall_pose, walls)
from .geo import distance, geo
from .terrain import terrain_of
from ...geometry.plane import Circle, circle_polygon

__all__ = ["charge_problem", "charge_building", "fighters", "openings", "shooters", "eyes", "shot_problem",
           "eject", "refusal"]


def _seg(wall):
    a, b, _ = wall
    return (a, b, b, a)


def charge_problem(state, u, t) -> str:
    """Why `u` may not charge `t` because of a building ('' if it may)."""
    if u.garrison:
        return f"{u.name} holds {building_name(state, u.garrison)}: it leaves the building before it charges"
    if t.garrison and no_building_attack(u):
        return f"{u.name} is {'cavalry' if u.base == 'cavalry' else 'a monster' if u.base == 'monster' else 'a ' + u.kind}: " \
               f"it never attacks the garrison of a building"
    return ""


def refusal(state, action) -> str:
    """Actions a garrison (or its attackers) may not take, with the reason; '' otherwise."""
    from . import actions as A
    if isinstance(action, (A.MoraleTest, A.WinnerChoice)) and state.phase == "morale" and state.order \
            and state.order[0][2] == "eject":
        return f"{state.side_names[state.units[state.order[0][0]].side]} first chooses where " \
               f"{state.units[state.order[0][3]].name} leaves its building"
    u = state.units.get(getattr(action, "unit", ""))
    if u is None or not u.alive:
        return ""
    if isinstance(action, A.Move) and u.attached and state.units[u.attached].garrison:
        return f"{u.name} is inside {building_name(state, state.units[u.attached].garrison)} with his regiment: " \
               f"he leaves it with them"
    if u.garrison and isinstance(action, (A.Reform, A.FallBack, A.Withdraw)):
        return f"{u.name} holds {building_name(state, u.garrison)}: it keeps its formation inside and leaves only " \
               f"by moving out in its movement phase"
    if isinstance(action, A.Cast) and action.spell in ("teleport", "wind", "moon_gate"):
        t = state.units.get(action.target)
        caster = state.units[u.attached] if u.attached else u        # Teleport moves the caster too
        if (t is not None and t.garrison) or (action.spell == "teleport" and caster.garrison):
            return "a unit inside a building is not moved by spells: its walls hold it"
    return ""


# --- charging a building ------------------------------------------------------------------------------

def _free(state, u, pose: Pose, t) -> bool:
    from .charge import _free as free_of_units
    from .movement import sweep_problem
    if not free_of_units(state, u, pose, t):
        return False
    why, _, _ = sweep_problem(state, u, np.array([[pose.x, pose.y, pose.heading]]), np.zeros((1, 2)),
                              charging_at=t.id, gap_ok=tuple(e.id for e in state.alive_units(state.other(u.side))))
    return not why


def charge_building(state, u, t, impetuous: bool, dice) -> list[Event]:
    """The charge move at a garrison: the nearest wall is the charged one; the charger stands centred
    against it (or the next nearest free wall) if its roll reaches it."""
    from .flee import run_straight
    from .stamina import spend
    out = []
    if impetuous:
        out += spend(state, u, "impetuous charge", S.IMPETUOUS)
    fp = geo(state).fps[u.id]
    ws = sorted(walls(state, t.garrison), key=lambda w: edge_distance(fp, _seg(w)))
    first = wall_pose(u, ws[0], facing_in=True)
    dice_only = abs(heading_delta(u.heading, first.heading)) > 45.0 + 0.5
    roll = dice.roll("2d6" if impetuous else "d6", why="charge distance", side=u.side, unit=u.id,
                     rule=S.ref(S.CHARGE))
    total = roll.value + (0 if dice_only else u.M)
    needed = edge_distance(fp, _seg(ws[0]))
    name = building_name(state, t.garrison)
    for w in ws:
        pose = wall_pose(u, w, facing_in=True)
        if edge_distance(fp, _seg(w)) <= total + 1e-6 and _free(state, u, pose, t):
            u.x, u.y, u.heading = pose.x, pose.y, pose.heading
            u.moved = True
            state.contacts.append([u.id, t.id, "front"])
            for c in state.attached_to(u.id):
                c.x, c.y, c.heading = u.x, u.y, u.heading
            state.touch()
            return out + [Event("charge", f"{u.name} charges {t.name} in {name} ({roll.value}"
                                          f"{'' if dice_only else f' + {u.M}'} = {total:g}\" against {needed:.1f}\"): "
                                          f"it reaches the wall, contact.", S.ref(S.BUILDINGS), side=u.side,
                                units=(u.id, t.id), rolls=(roll,))]
    h = bearing((u.x, u.y), (t.x, t.y))
    start = Pose(u.x, u.y, h if abs(heading_delta(u.heading, h)) <= 45.0 else u.heading)
    end, _ = run_straight(state, u, start, max(0.0, min(float(total), needed - 1.0)))
    if edge_distance(rect_footprint(end, u.width, u.depth), outline(state, t.garrison)) < 1.0 - 1e-6:
        end = u.pose
    u.x, u.y, u.heading = end.x, end.y, end.heading % 360.0
    u.moved, u.charging = True, ""
    state.touch()
    out.append(Event("charge", f"{u.name}'s charge at {t.name} in {name} falls short ({total}\" against "
                               f"{needed:.1f}\"): it stops short.", S.ref(S.FAILED_CHARGE), side=u.side,
                     units=(u.id, t.id), rolls=(roll,)))
    if u.stamina > 0:
        out += spend(state, u, "failed charge", S.FAILED_CHARGE)
    return out


def fighters(state, u, enemy) -> int:
    """A garrison fights with as many models as its enemy brings against its walls (up to its own)."""
    from .combat import models_in_contact
    n = models_in_contact(state, enemy, u)
    return min(u.models, n) if u.regiment else (1 if n else 0)


# --- shooting from a building -------------------------------------------------------------------------

def openings(state, u, t) -> list:
    """The walls of u's building with (some part of) t inside their arc of fire: each wall is an opening
    that sees, as a unit's front does, 45 degrees out from its ends."""
    from ...geometry.planearcs import in_fire_arc
    fp = geo(state).fps[t.id]
    out = []
    shape = terrain_of(state).shape(u.garrison).shape
    round_walls = walls(state, u.garrison, circle_polygon(shape, 8)) if isinstance(shape, Circle) else None
    for w in round_walls or walls(state, u.garrison):          # a round building has eight openings
        (ax, ay), (bx, by), (nx, ny) = w
        pose = wall_pose_for_arc(w)
        if in_fire_arc(pose, max(1e-3, ((bx - ax) ** 2 + (by - ay) ** 2) ** 0.5), ARC_DEPTH, fp, u.range or 1e9):
            out.append(w)
    return out


ARC_DEPTH = 0.01


def wall_pose_for_arc(w) -> Pose:
    """A thin block standing on the wall, its front facing out (for the arc of fire of an opening)."""
    (ax, ay), (bx, by), (nx, ny) = w
    import math
    return Pose((ax + bx) / 2.0 - nx * ARC_DEPTH / 2.0, (ay + by) / 2.0 - ny * ARC_DEPTH / 2.0,
                math.degrees(math.atan2(nx, -ny)) % 360.0)


def shooters(state, u, t) -> int:
    if u.single:
        return 1
    if is_tower(state, u.garrison):
        return u.models
    return min(u.models, OPENING_SHOOTERS * len(openings(state, u, t)))


def eyes(state, u, t) -> list:
    """Where the garrison looks out from: the openings facing the target (a tower: every corner)."""
    if is_tower(state, u.garrison):
        return list(outline(state, u.garrison))
    pts = []
    for a, b, _ in openings(state, u, t):
        pts += [a, ((a[0] + b[0]) / 2.0, (a[1] + b[1]) / 2.0), b]
    return pts


def _can_shoot(state, u, t) -> str:
    from .combat import _sight, hidden_in_forest
    if state.engaged(t.id):
        return f"{t.name} is in close combat"
    if hidden_in_forest(state, t):
        return f"{t.name} is hidden more than 2\" inside a forest"
    if distance(state, u.id, t.id) > u.range + 1e-6:
        return f"{t.name} is beyond {u.range:g}\" of {building_name(state, u.garrison)}"
    if not is_tower(state, u.garrison) and not openings(state, u, t):
        return f"no opening of {building_name(state, u.garrison)} faces {t.name}"
    if _sight(state, u, t) >= 0.999:
        return f"{t.name} is out of sight"
    return ""


def shot_problem(state, u, t) -> tuple[str, str]:
    """('' or why not, section) for a garrison shooting at `t` from its openings."""
    from .combat import on_hill
    if state.engaged(u.id):
        return f"{u.name} is in close combat", S.SHOOTING
    if t.side == u.side or not t.alive:
        return "shoot at an enemy unit on the table", S.SHOOTING
    if t.effect("invisibility") and distance(state, u.id, t.id) > 12.0:
        return f"{t.name} is invisible beyond 12\"", S.SPELLS
    why = _can_shoot(state, u, t)
    if why:
        return why, S.BUILDINGS
    if not on_hill(state, t) and not t.garrison:
        d = distance(state, u.id, t.id)
        for e in state.alive_units(state.other(u.side)):
            if e.id != t.id and distance(state, u.id, e.id) < d - 1e-6 and not _can_shoot(state, u, e):
                return f"the target must be the closest enemy: {e.name}", S.SHOOTING
    return "", S.SHOOTING


# --- a garrison that breaks ---------------------------------------------------------------------------

def _exit_pose(state, u, wall):
    """Where `u` stands set down outside `wall`, or None when there is no room."""
    from .movement import sweep_problem
    pose = wall_pose(u, wall, facing_in=False, gap=EJECT_GAP)
    enemies = tuple(e.id for e in state.alive_units(state.other(u.side)))
    why, _, _ = sweep_problem(state, u, np.array([[pose.x, pose.y, pose.heading]]), np.zeros((1, 2)),
                              gap_ok=enemies)
    return None if why else pose


def free_walls(state, u) -> list[int]:
    """Indices of the walls of u's building it can be set down outside of."""
    return [i for i, w in enumerate(walls(state, u.garrison)) if _exit_pose(state, u, w) is not None]


def wall_name(state, key: str, i: int) -> str:
    nx, ny = walls(state, key)[i][2]
    ns = "north" if ny < -0.38 else "south" if ny > 0.38 else ""
    ew = "west" if nx < -0.38 else "east" if nx > 0.38 else ""
    return f"{ns}-{ew}" if ns and ew else (ns or ew)


def _foes(state, u, foes):
    out = [state.units[f] for f in foes if state.units[f].alive]
    out.sort(key=lambda f: f.charging != u.id)              # the charger first
    return out


def eject(state, u, foes, dice) -> list[Event]:
    """The broken garrison is set down outside on the far side from the charge, 1" from the walls, facing
    away; if there is no room there, the opponent chooses another wall with room (asked when there are
    several); with none it is destroyed. Its attacker then enters the building."""
    foes = _foes(state, u, foes)
    key, ws = u.garrison, walls(state, u.garrison)
    state.contacts = [c for c in state.contacts if u.id not in c[:2]]
    state.touch()
    order = list(range(len(ws)))
    if foes:
        charged = min(ws, key=lambda w: edge_distance(geo(state).fps[foes[0].id], _seg(w)))
        order.sort(key=lambda i: ws[i][2][0] * charged[2][0] + ws[i][2][1] * charged[2][1])
    free = free_walls(state, u)
    if order[0] in free or len(free) <= 1 or not foes:
        return _set_down(state, u, order[0] if order[0] in free else (free[0] if free else None), foes)
    state.order.insert(0, [foes[0].id, 0, "eject", u.id, tuple(foes_ids(foes))])
    return [Event("ejected", f"{u.name} breaks; there is no room outside {building_name(state, key)} opposite the "
                             f"charge: {state.side_names[foes[0].side]} chooses another wall.", S.ref(S.BUILDINGS),
                  side=u.side, units=(u.id,))]


def foes_ids(foes) -> list[str]:
    return [f.id for f in foes]


def _set_down(state, u, wall: int | None, foes) -> list[Event]:
    from .losses import destroy
    key, name = u.garrison, building_name(state, u.garrison)
    out = []
    pose = _exit_pose(state, u, walls(state, key)[wall]) if wall is not None else None
    if pose is not None:
        u.garrison, u.x, u.y, u.heading = "", pose.x, pose.y, pose.heading
        u.fled = True
        for c in state.attached_to(u.id):
            c.x, c.y, c.heading = u.x, u.y, u.heading
        state.touch()
        out.append(Event("ejected", f"{u.name} breaks and is driven out of {name}: set down outside its "
                                    f"{wall_name(state, key, wall)} wall, facing away.", S.ref(S.BUILDINGS),
                         side=u.side, units=(u.id,), data=(("pose", (u.x, u.y, u.heading)),)))
    else:
        destroy(state, u, "destroyed: no way out of the building")
        out.append(Event("ejected", f"{u.name} breaks but has no way out of {name}: destroyed.", S.ref(S.BUILDINGS),
                         side=u.side, units=(u.id,)))
    taker = next((f for f in foes if f.alive and not may_garrison(f) and not state.engaged(f.id) and not f.garrison),
                 None)
    if taker is not None:
        out += enter(state, taker, key)
    return out


def eject_problem(state, action) -> str:
    head = state.order[0] if state.phase == "morale" and state.order else None
    if head is None or head[2] != "eject" or head[0] != action.unit or head[3] != action.garrison:
        return "no broken garrison waits for this unit to choose its way out"
    g = state.units[action.garrison]
    if action.wall not in free_walls(state, g):
        return f"there is no room for {g.name} outside that wall"
    return ""


def apply_eject(state, action) -> list[Event]:
    head = state.order.pop(0)
    g = state.units[action.garrison]
    return _set_down(state, g, action.wall, [state.units[f] for f in head[4] if state.units[f].alive])


def eject_choices(state) -> list:
    from . import actions as A
    head = state.order[0]
    g = state.units[head[3]]
    return [A.EjectTo(head[0], g.id, i) for i in free_walls(state, g)]
