"""What the battle screen shows of buildings: a garrison drawn inside its building's outline with a card
line naming it, the ground a garrison can reach leaving it, a drag onto a building read as a move that
ends against its walls and enters it, and the candidate moves that make random play garrison."""
from __future__ import annotations

import math

from ...geometry.plane import Pose, bounds, bounds_gap, rect_footprint
from ...geometry.planegaps import edge_distance, overlapping
from ...geometry.polygons import centroid
from . import actions as A
from .garrison import (CONTACT, GAP, building_name, buildings, holder, hull, is_tower, may_garrison, outline,
                       wall_pose, walls)
from .geo import geo

__all__ = ["garrison_footprint", "card_lines", "reach_envelope", "drag_action", "enter_candidates", "exit_moves"]

SCALE = 0.7     # the garrison is drawn at this share of the building's size, so its walls show round it


def garrison_footprint(state, u) -> tuple:
    """The building's outline shrunk about its centre, so the walls show around the garrison."""
    poly = outline(state, u.garrison)
    cx, cy = centroid(poly)
    return tuple((cx + (x - cx) * SCALE, cy + (y - cy) * SCALE) for x, y in poly)


def card_lines(state, u) -> list[str]:
    name = building_name(state, u.garrison)
    top = " (open top: every model shoots)" if is_tower(state, u.garrison) else " (3 shooters a wall facing the target)"
    return [f"Garrison of {name}{top if u.range else ''}",
            "In the building: Ld +1 in combat; attackers FS +1, shooters SS +1"]


def reach_envelope(state, u) -> tuple:
    """Where a garrison's models may end leaving: within its move of the walls."""
    pts = []
    for x, y in outline(state, u.garrison):
        pts += [(x + u.M * math.cos(math.radians(a)), y + u.M * math.sin(math.radians(a))) for a in range(0, 360, 30)]
    return hull(pts)


def _back_off(state, u, dest: Pose):
    """A block dropped over a building: moved straight back along its heading until its front touches
    the walls. (key, pose) of the building it then touches, or None."""
    fp = rect_footprint(dest, u.width, u.depth)
    for s in buildings(state):
        poly = outline(state, s.key)
        if not overlapping(fp, poly, 1e-6):
            continue
        lo, hi = 0.0, u.depth + max(abs(a - b) for a, b in zip(s.box[:2], s.box[2:])) + 1.0
        if overlapping(rect_footprint(dest.moved(-hi), u.width, u.depth), poly, 1e-6):
            return None
        for _ in range(40):
            mid = (lo + hi) / 2.0
            if overlapping(rect_footprint(dest.moved(-mid), u.width, u.depth), poly, 1e-6):
                lo = mid
            else:
                hi = mid
        return s.key, dest.moved(-(hi + GAP))
    return None


def drag_action(state, u, poses: list, path_of):
    """The Move a drag implies where buildings matter: a garrison leaving (set down at the drop); a unit
    that may garrison dropped over a free building (its front against the walls, entering it). None:
    read the drag as usual. `path_of(at, pose)` turns one leg into manoeuvres."""
    if u.garrison:
        p = poses[-1]
        return A.Move(u.id, ((round(p.x, 4), round(p.y, 4), round(p.heading % 360.0, 4)),))
    if may_garrison(u):
        return None
    hit = _back_off(state, u, poses[-1])
    if hit is None or holder(state, hit[0]) is not None:
        return None
    key, end = hit
    path, at = [], u.pose
    for p in poses[:-1] + [end]:
        leg = path_of(at, p)
        path += leg
        at = leg[-1] if leg else at
    if not path:
        return None
    return A.Move(u.id, tuple((round(p.x, 4), round(p.y, 4), round(p.heading % 360.0, 4)) for p in path), enter=key)


def enter_candidates(state, u) -> list:
    """For random play: enter a building touched now, or advance (after a wheel of up to 60 degrees)
    until the front meets a free building in reach, and enter it."""
    if may_garrison(u) or u.garrison or state.engaged(u.id):
        return []
    from ...geometry.planemove import pivot_front_corner
    from ...geometry.sweep import time_to_touch
    out = []
    fp = geo(state).fps[u.id]
    reach = CONTACT if u.moved else max(CONTACT, 2 * u.M)      # farther than this, a building offers nothing
    box = bounds(fp)
    for s in buildings(state):
        if holder(state, s.key) is not None:
            continue
        poly = outline(state, s.key)
        if bounds_gap(box, bounds(poly)) > reach + 1e-6:
            continue
        d = edge_distance(fp, poly)
        if d <= CONTACT:
            out.append(A.Garrison(u.id, s.key))
        elif d <= 2 * u.M and not u.moved:
            for dh in (0.0, 30.0, -30.0, 60.0, -60.0):
                start = u.pose if not dh else (Pose(u.x, u.y, u.heading + dh) if u.single else
                                               pivot_front_corner(u.pose, u.width, u.depth, dh).pose)
                t = time_to_touch(rect_footprint(start, u.width, u.depth), start.forward, poly)
                if t is None or t < 0 or t > 2 * u.M or (t > u.M and u.stamina <= 0):
                    continue
                path = ([start] if dh else []) + [start.moved(max(0.0, t - GAP))]
                out.append(A.Move(u.id, tuple((round(p.x, 4), round(p.y, 4), round(p.heading % 360.0, 4))
                                              for p in path), run=t > u.M, enter=s.key))
    return out


def exit_moves(state, u) -> list:
    """For random play: a garrison steps out against each wall, facing away."""
    if u.kind == "warmachine" or state.engaged(u.id):
        return []
    out = []
    for w in walls(state, u.garrison):
        p = wall_pose(u, w, facing_in=False, gap=0.05)
        out.append(A.Move(u.id, ((round(p.x, 4), round(p.y, 4), round(p.heading % 360.0, 4)),)))
    return out


def eject_status(state):
    """The status line while a broken garrison's opponent chooses its way out (None otherwise)."""
    if state.result or state.phase != "morale" or not state.order or state.order[0][2] != "eject":
        return None
    from ...core.ruleset import Status
    from .phases import to_act
    head = state.order[0]
    who = to_act(state)
    g = state.units[head[3]]
    text = (f"{state.side_names.get(who, '')}: {g.name} broke inside {building_name(state, g.garrison)} and cannot "
            f"leave opposite the charge: choose the wall it is set down outside.")
    return Status(state.turn, state.turn_limit, "morale", who, head[0], text,
                  bool(who and state.last_side and who != state.last_side))


def describe_eject(state, a) -> str:
    from .garrison_combat import wall_name
    g = state.units.get(a.garrison)
    if g is None or not g.garrison:
        return a.to_text()
    return f"Set {g.name} down outside the {wall_name(state, g.garrison, a.wall)} wall"
