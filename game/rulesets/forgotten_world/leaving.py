"""Moves outside the ordinary advance: reforming (a new rank width for the whole move), falling back and
withdrawing from a combat (stamina), and a winner's pursuit of a broken enemy."""
from __future__ import annotations

import math
import struct

import numpy as np

from ...core.events import Event
from ...core.kept import Kept
from ...geometry.formation import block_places, can_reach, farthest_move
from ...geometry.plane import Pose
from . import sections as S
from .flee import run_straight
from .geo import geo
from .losses import take_wounds
from .movekeep import unit_record
from .sweeps import ENEMY_GAP, sweep_problem
from .stamina import spend
from .terrain import CROSSING
from .units import rank_widths

__all__ = ["reform_problem", "new_ranks_problem", "apply_reform", "leave_problem", "apply_fall_back", "apply_withdraw", "apply_pursuit",
           "apply_keep"]


def reform_problem(state, u, files: int) -> tuple[str, str]:
    if state.phase != "movement" or u.side != state.active:
        return "reform in its own movement phase", S.REFORM
    if u.single or u.attached:
        return "only regiments reform", S.REFORM
    if u.moved or u.charging or u.fled:
        return f"{u.name} has already moved: a reform comes before moving", S.REFORM
    if state.engaged(u.id):
        return f"{u.name} is in close combat", S.REFORM
    return new_ranks_problem(state, u, files)


def new_ranks_problem(state, u, files: int) -> tuple[str, str]:
    """Why `u` cannot stand in ranks of `files` (about its front edge) where it is: rank widths, ground."""
    if u.single:
        return "only regiments reform", S.REFORM
    widths = rank_widths(u.base)
    front = min(files, u.models)
    if widths is None or front not in widths or files == u.files:
        return f"a {u.base} rank holds {widths.start}-{widths.stop - 1} models (now {u.files})", S.REGIMENTS
    return _RANKS.ask(_ranks_key(state, u, files), lambda: _new_ranks_problem(state, u, files))


def _ranks_key(state, u, files: int) -> tuple | None:
    """`new_ranks_problem`'s key in `_RANKS`: all it reads past its first checks, which is the unit's record,
    the new files, the table, the terrain (by its key) and, through `sweep_problem`, the bases whose boxes
    come within 1.01" of the block in its new ranks (their keys, corners, sides and names): here those
    within the circle about its new centre through its corners, grown by 1.02" (a box holding theirs)."""
    rec = unit_record(u)
    if rec is None:
        return None
    w, d, x, y = _in_new_ranks(u, files)
    r = math.hypot(w / 2.0, d / 2.0) + ENEMY_GAP + 0.02
    keys, verts = geo(state).near(x - r, x + r, y - r, y + r)
    units = state.units
    return (rec, files, state.table, state.terrain_key, keys, verts,
            tuple((units[k].side, units[k].name) for k in keys))


_RANKS = Kept("forgotten_world new ranks", 5_000)     # see _ranks_key


def _in_new_ranks(u, files: int) -> tuple[float, float, float, float]:
    """The block's width, depth and centre (x, y) in ranks `files` wide, its front edge kept where it is
    (read off the unit with its files set to them, then set back)."""
    fx, fy = u.front_centre()
    old = u.files
    u.files = files
    try:
        w, d = u.width, u.depth
    finally:
        u.files = old
    h = math.radians(u.heading)
    return w, d, fx - math.sin(h) * d / 2.0, fy + math.cos(h) * d / 2.0


def _new_ranks_problem(state, u, files: int) -> tuple[str, str]:
    geo(state)                        # the table's geometry as it stands, before the block is changed to test
    old = (u.files, u.x, u.y)
    _w, _d, x, y = _in_new_ranks(u, files)
    u.files, u.x, u.y = files, x, y
    why, sec, crossed = sweep_problem(state, u, np.array([[u.x, u.y, u.heading]]), np.zeros((1, 2)), ignore=(u.id,))
    u.files, u.x, u.y = old
    if why:
        return why, sec
    return _reform_distance_problem(u, files, crossed)


def _reform_distance_problem(u, files: int, ground: int) -> tuple[str, str]:
    """No model may move more than its move (at the rate of the ground the block stands on) to its place
    in the new ranks, the front edge kept: each model's place before and after, matched so that the
    farthest any of them walks is as short as it can be. Kept across states (`_REFORMS`): the same
    regiments reform again and again in the legal lists."""
    from .movement import rate
    limit, note = rate(u, ground, bool(ground & CROSSING))
    key = (u.figures, u.files, files, _BITS(float(u.bw), float(u.bd), float(limit)), note) \
        if type(u.figures) is int and type(u.files) is int and type(files) is int else None
    return _REFORMS.ask(key, lambda: _reform_distance(u, files, limit, note))


_REFORMS = Kept("forgotten_world reform distances", 5_000)     # see _reform_distance_problem
_BITS = struct.Struct("3d").pack


def _reform_distance(u, files: int, limit: float, note: str) -> tuple[str, str]:
    """`_reform_distance_problem` once the limit is known: it reads of the unit only its figures, files and
    base size (the key it is kept under, with the limit and its note, numbers by their exact bits)."""
    before = block_places(u.figures, u.files, u.bw, u.bd)
    after = block_places(u.figures, files, u.bw, u.bd)
    if can_reach(before, after, limit):
        return "", S.REFORM
    far = farthest_move(before, after)
    return (f"reforming into ranks of {files} would move a model {far:.1f}\": no model may move more than its "
            f"move ({limit:g}\"{f', {note}' if note else ''}) in a reform"), S.REFORM


def apply_reform(state, u, files: int) -> list[Event]:
    fx, fy = u.front_centre()
    before = (u.frontage, u.ranks)
    u.files = files
    h = math.radians(u.heading)
    u.x, u.y = fx - math.sin(h) * u.depth / 2.0, fy + math.cos(h) * u.depth / 2.0
    u.moved = True
    for c in state.attached_to(u.id):
        c.x, c.y = u.x, u.y
    state.touch()
    return [Event("reform", f"{u.name} reforms from {before[1]} rank(s) of {before[0]} to {u.ranks} rank(s) of "
                            f"{u.frontage}, using its whole move.", S.ref(S.REFORM), side=u.side, units=(u.id,))]


def leave_problem(state, u) -> tuple[str, str]:
    if state.phase != "movement" or u.side != state.active:
        return "leave a combat in its own movement phase", S.FALL_BACK
    if not state.engaged(u.id) or u.attached:
        return f"{u.name} is not in close combat", S.FALL_BACK
    if state.face_attacked(u.id) & {"left", "right", "rear"}:
        return f"{u.name} is engaged on a flank or the rear and cannot leave", S.FALL_BACK
    if u.moved:
        return f"{u.name} has already moved", S.FALL_BACK
    if u.stamina <= 0:
        return f"{u.name} has no stamina left", S.FALL_BACK
    return "", S.FALL_BACK


def _free_of_combat(state, u) -> None:
    state.contacts = [c for c in state.contacts if u.id not in c[:2]]
    state.touch()


def apply_fall_back(state, u) -> list[Event]:
    out = spend(state, u, "fall back", S.FALL_BACK)
    _free_of_combat(state, u)
    back = Pose(u.x, u.y, (u.heading + 180.0) % 360.0)
    end, _ = run_straight(state, u, back, u.M / 2.0)
    u.x, u.y = end.x, end.y
    u.moved = True
    _follow(state, u)
    return out + [Event("fall-back", f"{u.name} falls back {math.hypot(end.x - back.x, end.y - back.y):.1f}\", "
                                     f"facing the enemy.", S.ref(S.FALL_BACK), side=u.side, units=(u.id,))]


def apply_withdraw(state, u, dice) -> list[Event]:
    out = spend(state, u, "withdrawal", S.FALL_BACK)
    r = dice.roll("d6", why="withdrawal distance", side=u.side, unit=u.id, rule=S.ref(S.FALL_BACK))
    w = dice.roll("d6", why="wounds turning the back", side=u.side, unit=u.id, rule=S.ref(S.FALL_BACK))
    _free_of_combat(state, u)
    lost = take_wounds(state, u, w.value)
    if not u.alive:
        return out + [Event("withdraw", f"{u.name} is cut down as it turns to withdraw.", S.ref(S.FALL_BACK),
                            side=u.side, units=(u.id,), rolls=(r, w))]
    turned = Pose(u.x, u.y, (u.heading + 180.0) % 360.0)
    end, _ = run_straight(state, u, turned, float(u.M + r.value))
    u.x, u.y, u.heading = end.x, end.y, end.heading % 360.0
    u.moved = True
    _follow(state, u)
    return out + [Event("withdraw", f"{u.name} turns about and withdraws {u.M + r.value}\", losing {w.value} wound(s) "
                                    f"({lost} model(s)).", S.ref(S.FALL_BACK), side=u.side, units=(u.id,), rolls=(r, w))]


def _follow(state, u) -> None:
    for c in state.attached_to(u.id):
        c.x, c.y, c.heading = u.x, u.y, u.heading
    state.touch()


def apply_keep(state, u) -> list[Event]:
    return [Event("winner", f"{u.name} keeps its position.", S.ref(S.WINNING), side=u.side, units=(u.id,))]


def apply_pursuit(state, u, dice) -> list[Event]:
    """2D6 straight ahead; meeting an enemy makes a contact as a charge (no reaction, fought next turn)."""
    from ...geometry.sweep import time_to_touch
    r = dice.roll("2d6", why="pursuit distance", side=u.side, unit=u.id, rule=S.ref(S.WINNING))
    from .garrison import no_building_attack
    enemies = [e for e in state.alive_units(state.other(u.side)) if not (e.garrison and no_building_attack(u))]
    g = geo(state)
    first, target = float(r.value), None
    for e in enemies:
        t = time_to_touch(g.fps[u.id], u.pose.forward, g.fps[e.id])
        if t is not None and -0.05 <= t < first:          # touching already counts as met
            first, target = max(t, 0.0), e
    end, _ = run_straight(state, u, u.pose, first, gap_ok=tuple(e.id for e in enemies), slide=False)
    got = math.hypot(end.x - u.x, end.y - u.y)
    u.x, u.y = end.x, end.y
    state.touch()
    text = f"{u.name} pursues {got:.1f}\" ({r.value} rolled)"
    if target is not None and got >= first - 0.05:
        from .charge import charge_face
        face = charge_face(state, u, target)
        state.contacts.append([u.id, target.id, face])
        u.pursuit_charge = target.id
        text += f" and crashes into {target.name}'s {face}: a charge without reaction, fought next turn."
    else:
        text += "."
    _follow(state, u)
    return [Event("pursuit", text, S.ref(S.WINNING), side=u.side, units=(u.id,), rolls=(r,))]
