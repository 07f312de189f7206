"""Buildings (Terrains › Buildings): an infantry unit whose front touches a building's outer walls at the
end of its move enters it as its garrison; a garrison holds it (+1 Ld in its combats, +1 FS to its
attackers, +1 SS to shooters aiming at it, who may pick it even when it is not the closest enemy),
shoots from the openings (3 models a wall facing the target; the whole unit from a tower's open top),
reacts to a charge only by keeping the position or standing and shooting, and when it breaks is set down
outside on the far side while its attacker takes the building. No cavalry or monsters enter or attack it;
a war machine is in a building's yard only if deployed there.

A garrison keeps its files and models. For distances, contact and sight its footprint is the building's
outline (the convex hull of the piece, `outline`); its pose stands at the building's centre.
"""
from __future__ import annotations

import math
from collections import OrderedDict

import numpy as np

from ...core.actions import OK, Illegal
from ...core.events import Event
from ...geometry.plane import Pose, rect_footprint
from ...geometry.planegaps import edge_distance
from ...geometry.polygons import centroid, clockwise, point_segment_distance
from . import sections as S
from .terrain import BUILDING, terrain_of

__all__ = ["CONTACT", "OPENING_SHOOTERS", "outline", "walls", "buildings", "building_name", "holder", "may_garrison",
           "enter_problem", "enter", "plan_exit", "after_move", "wall_pose", "front_touches", "is_tower"]

CONTACT = 0.1            # inches: a front this close to a wall touches it
GAP = 5e-4               # a block set against a wall stands this far outside it (touching, not overlapping)
OPENING_SHOOTERS = 3     # models that shoot from one opening
EJECT_GAP = 1.01         # an ejected unit is set down this far from the walls (the 1" from enemies)

_OUTLINES: "OrderedDict[tuple, tuple]" = OrderedDict()


def _cross(o, a, b) -> float:
    return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])


def hull(points) -> tuple:
    """The convex hull of some points (monotone chain).

    >>> len(hull([(0, 0), (2, 0), (1, 1), (2, 2), (0, 2), (1, 0.5)]))
    4
    """
    pts = sorted({(float(x), float(y)) for x, y in points})
    if len(pts) <= 2:
        return tuple(pts)

    def half(seq):
        out: list = []
        for p in seq:
            while len(out) >= 2 and _cross(out[-2], out[-1], p) <= 1e-12:
                out.pop()
            out.append(p)
        return out

    lo, hi = half(pts), half(reversed(pts))
    return tuple(lo[:-1] + hi[:-1])


def outline(state, key: str) -> tuple:
    """The building's outer walls as a clockwise convex polygon: the hull of the shapes the movement sweep
    uses for it (a round building as a 32-gon)."""
    from ...geometry.sweep import convex_cover
    k = (state.terrain_key, key)
    poly = _OUTLINES.get(k)
    if poly is None:
        poly = clockwise(hull([p for piece in convex_cover(terrain_of(state).shape(key).shape) for p in piece]))
        _OUTLINES[k] = poly
        while len(_OUTLINES) > 64:
            _OUTLINES.popitem(last=False)
    return poly


def walls(state, key: str, poly=None) -> list[tuple]:
    """Each wall (of the outline, or of `poly`) as (a, b, outward unit normal)."""
    poly = poly or outline(state, key)
    cx, cy = centroid(poly)
    out = []
    for i in range(len(poly)):
        a, b = poly[i], poly[(i + 1) % len(poly)]
        ln = math.hypot(b[0] - a[0], b[1] - a[1])
        if ln < 1e-9:
            continue
        n = (-(b[1] - a[1]) / ln, (b[0] - a[0]) / ln)
        if (a[0] + b[0]) / 2.0 * n[0] + (a[1] + b[1]) / 2.0 * n[1] < cx * n[0] + cy * n[1]:
            n = (-n[0], -n[1])
        out.append((a, b, n))
    return out


def buildings(state) -> list:
    return terrain_of(state).of(BUILDING)


def is_building(state, key: str) -> bool:
    return any(s.key == key for s in buildings(state))


def is_tower(state, key: str) -> bool:
    return terrain_of(state).shape(key).type == "tower"


def building_name(state, key: str) -> str:
    s = terrain_of(state).shape(key)
    return s.name or f"the {s.type}"


def holder(state, key: str):
    return next((u for u in state.units.values() if u.alive and u.garrison == key), None)


def may_garrison(u) -> str:
    """Why `u` may not enter a building ('' if it may): infantry only (regiments and characters on foot)."""
    if u.attached:
        return "a character inside a regiment goes where it goes"
    if u.base != "infantry" or u.kind not in ("infantry", "character"):
        what = "war machine" if u.kind == "warmachine" else u.kind if u.kind != "character" else f"{u.base} character"
        return f"only infantry garrisons a building ({u.name} is a {what})"
    return ""


def no_building_attack(u) -> bool:
    """Monsters and cavalry (and chariots, drawn by beasts) never attack a building's garrison."""
    return u.base in ("cavalry", "monster") or u.kind in ("cavalry", "monster", "chariot")


def _front(pose: Pose, u):
    hw, hd = u.width / 2.0, u.depth / 2.0
    a, b = pose.to_world(-hw, hd), pose.to_world(hw, hd)
    return (a, b, b, a)


def front_touches(state, u, pose: Pose, key: str) -> bool:
    """A model of the front rank touches the building's outer walls."""
    return edge_distance(_front(pose, u), outline(state, key)) <= CONTACT + 1e-9


def enter_problem(state, u, key: str, pose: Pose | None = None) -> str:
    if not is_building(state, key):
        return f"there is no building {key!r}"
    why = may_garrison(u)
    if why:
        return why
    if u.garrison:
        return f"{u.name} already holds {building_name(state, u.garrison)}"
    if state.engaged(u.id) or u.fled:
        return f"{u.name} is {'in close combat' if state.engaged(u.id) else 'fleeing'}"
    h = holder(state, key)
    if h is not None and h.id != u.id:
        return f"{building_name(state, key)} is held by {h.name}"
    from ...geometry.planegaps import overlapping
    from .geo import geo
    poly = outline(state, key)
    on = next((k for k, fp in geo(state).fps.items() if k != u.id and state.units[k].garrison != key
               and overlapping(fp, poly, 1e-3)), None)
    if on is not None:
        return f"{state.units[on].name} stands on {building_name(state, key)}"
    if not front_touches(state, u, pose or u.pose, key):
        return f"{u.name}'s front must touch the outer walls of {building_name(state, key)} (within {CONTACT:g}\")"
    return ""


def garrison_problem(state, u, key: str) -> str:
    """The Garrison action: in its own movement phase, a unit touching the building now."""
    if state.phase != "movement" or u.side != state.active:
        return "a unit enters a building at the end of its own movement"
    return enter_problem(state, u, key)


def _settle(state, u, key: str) -> None:
    cx, cy = centroid(outline(state, key))
    u.garrison, u.x, u.y = key, cx, cy
    for c in state.attached_to(u.id):
        c.x, c.y, c.heading = u.x, u.y, u.heading
    state.touch()


def enter(state, u, key: str) -> list[Event]:
    _settle(state, u, key)
    u.moved = True
    return [Event("garrison", f"{u.name} enters {building_name(state, key)} and garrisons it: all its models are "
                              f"inside.", S.ref(S.BUILDINGS), side=u.side, units=(u.id,))]


# --- leaving ------------------------------------------------------------------------------------------

def _far(state, key: str, fp) -> float:
    ws = walls(state, key)
    return max(min(point_segment_distance(p, a, b) for a, b, _ in ws) for p in fp)


def plan_exit(state, u, action):
    """A garrison leaves: set down outside, every model within its move of the walls, on free ground."""
    from .manoeuvres import Step
    from .movement import MovePlan, rate, sweep_problem
    sec = S.ref(S.BUILDINGS)
    if u.kind == "warmachine":
        return None, Illegal("a war machine never moves out of a building", sec)
    if action.run or action.enter or action.join:
        return None, Illegal("a garrison leaves its building at its normal move, and goes nowhere else", sec)
    try:
        end = Pose(*(float(v) for v in action.path[-1]))
    except (TypeError, ValueError, IndexError):
        from ...core.actions import InvalidActionError
        raise InvalidActionError("Move.path: poses are (x, y, heading)") from None
    fp = rect_footprint(end, u.width, u.depth)
    budget, _ = rate(u, 0, False)
    far = _far(state, u.garrison, fp)
    plan = MovePlan(u.id, [Step("leave", u.pose, end, far)], used=far, budget=budget)
    info = {"used": round(far, 2), "budget": round(budget, 2), "manoeuvres": ["leave"],
            "note": f"leave {building_name(state, u.garrison)}: {far:.1f}\" from its walls"}
    why, where, _ = sweep_problem(state, u, np.array([[end.x, end.y, end.heading]]), np.zeros((1, 2)))
    if why:
        return plan, Illegal(why, S.ref(where), **info)
    if far > budget + 1e-6:
        return plan, Illegal(f"every model must end within {u.name}'s move ({budget:g}\") of the walls, not "
                             f"{far:.1f}\"", sec, **info)
    return plan, OK.with_info(**info)


def after_move(state, u, plan, action) -> list[Event]:
    """apply_move's end: a garrison that left its building, or a unit that ends touching the one it enters."""
    out = []
    if u.garrison and plan.steps and plan.steps[0].kind == "leave":
        out.append(Event("garrison", f"{u.name} leaves {building_name(state, u.garrison)}.", S.ref(S.BUILDINGS),
                         side=u.side, units=(u.id,)))
        u.garrison = ""
        state.touch()
    if getattr(action, "enter", "") and u.alive:
        out += enter(state, u, action.enter)
    return out


# --- deployment -----------------------------------------------------------------------------------------

def deploy(state) -> None:
    """Units deployed with their centre inside a building start as its garrison (a war machine: in its yard)."""
    for u in state.units.values():
        if u.attached or not u.alive or u.garrison:
            continue
        for s in terrain_of(state).at((u.x, u.y), BUILDING):
            if holder(state, s.key) is None and (u.kind == "warmachine" or not may_garrison(u)):
                _settle(state, u, s.key)
                break


def deploy_problems(state) -> list[tuple[str, str]]:
    """(unit id, why) for units deployed inside a building they may not hold."""
    out = []
    for u in state.units.values():
        if u.attached or u.garrison:
            continue
        for s in terrain_of(state).at((u.x, u.y), BUILDING):
            h = holder(state, s.key)
            why = f"{s.name or s.type} is already held by {h.name}" if h else (may_garrison(u) or "")
            out.append((u.id, f"deployed inside {s.name or s.type}: {why}"))
    return out


def wall_pose(u, wall, *, facing_in: bool, gap: float = GAP) -> Pose:
    """`u`'s block centred on a wall: front against it facing in (a charge), or rear to it facing out."""
    (ax, ay), (bx, by), (nx, ny) = wall
    mx, my = (ax + bx) / 2.0, (ay + by) / 2.0
    d = u.depth / 2.0 + gap
    fx, fy = (-nx, -ny) if facing_in else (nx, ny)
    return Pose(mx + nx * d, my + ny * d, math.degrees(math.atan2(fx, -fy)) % 360.0)


def invariants(state) -> list[str]:
    out, held = [], {}
    for u in state.units.values():
        if not u.alive or not u.garrison:
            continue
        if not is_building(state, u.garrison):
            out.append(f"{u.id} garrisons {u.garrison!r}, which is no building")
            continue
        if u.garrison in held:
            out.append(f"{u.id} and {held[u.garrison]} both garrison {u.garrison}")
        held[u.garrison] = u.id
        if u.attached or (may_garrison(u) and u.kind != "warmachine"):
            out.append(f"{u.id} may not garrison a building")
    return out
