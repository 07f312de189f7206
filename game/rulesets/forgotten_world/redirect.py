"""The charger's third choice when its target fled (Movement Phase › Charge Reactions › Flee): it carries the
charge on against the place the target left, for its full charging movement (M + D6, or 2D6 impetuous; the
dice only when that needs a turn of more than 45 degrees). The first enemy its block would reach on that line
becomes the target of its charge and may react as usual; the distance rolled then carries the charge home
(`charge.charge_move` with `rolled`). Reaching no enemy it has simply moved."""
from __future__ import annotations

from ...core.events import Event
from ...geometry.plane import Pose, rect_footprint
from ...geometry.planemove import bearing, heading_delta
from ...geometry.sweep import time_to_touch
from . import sections as S
from .charge import _static_ok, charge_face, target_problem
from .flee import STEP, clear_distance
from .geo import geo
from .stamina import spend

__all__ = ["redirect_problem", "redirect", "redirect_line"]


def redirect_problem(state, u, t) -> str:
    if not u.alive:
        return f"{u.name} is no longer on the table"
    if not t.fled_from:
        return f"{t.name} did not flee from a place on the table this turn"
    return ""


def redirect_line(state, u, t) -> tuple[Pose, bool]:
    """The charger turned against the place `t` fled from (if it has room to turn), and whether that turn
    is more than 45 degrees (the charge then moves the dice only)."""
    ox, oy, _ = t.fled_from
    h = bearing((u.x, u.y), (ox, oy))
    pose = Pose(u.x, u.y, h % 360.0)
    if abs(heading_delta(u.heading, h)) > 1e-6 and not _static_ok(state, u, pose):
        pose = u.pose                                    # no room to turn: straight ahead as it stands
    return pose, abs(heading_delta(u.heading, pose.heading)) > 45.0 + 0.5


def _first_enemy(state, u, pose: Pose, dist: float, fled: str):
    """(enemy, distance) of the first enemy the block touches going straight ahead `dist`, or None."""
    g = geo(state)
    fp = rect_footprint(pose, u.width, u.depth)
    enemies = [e for e in state.alive_units(state.other(u.side)) if e.id != fled]
    free, _ = clear_distance(state, u, pose, dist, gap_ok=tuple(e.id for e in enemies) + (fled,))
    best = None
    for e in enemies:
        at = time_to_touch(fp, pose.forward, g.fps[e.id])
        if at is not None and -0.05 <= at <= min(dist, free + STEP + 0.05) and (best is None or at < best[1]):
            best = (e, max(at, 0.0))
    return best


def redirect(state, c, dice) -> list[Event]:
    """Carry the charge `c` (its target fled) on against the place the target left."""
    u, t = state.units[c[0]], state.units[c[1]]
    out: list[Event] = []
    pose, dice_only = redirect_line(state, u, t)
    if c[5]:
        rolls, total, how = (), float(c[5]), "rolled before"
    else:
        if c[3]:
            out += spend(state, u, "impetuous charge", S.IMPETUOUS)
        roll = dice.roll("2d6" if c[3] else "d6", why="charge distance", side=u.side, unit=u.id,
                         rule=S.ref(S.CHARGE))
        rolls, total = (roll,), float(roll.value + (0 if dice_only else u.M))
        how = f"{roll.value}{'' if dice_only else f' + {u.M}'}"
    met = _first_enemy(state, u, pose, total, t.id)
    if met is not None:
        e = met[0]
        was = u.heading
        u.heading = pose.heading
        why, _ = target_problem(state, u, e, reach=False)      # reached on the line: near enough
        face = charge_face(state, u, e)
        u.heading = was
        if not why:
            u.charging = e.id
            state.charges.insert(state.charges.index(c) + 1, [u.id, e.id, face, c[3], "declared", total])  # moves next
            state.phase = "reactions"
            return out + [Event("charge", f"{u.name} charges on toward where {t.name} stood ({how} = {total:g}\"): it "
                                          f"would reach {e.name}'s {face}, which becomes the target of its charge and "
                                          f"may react.", S.ref(S.FLEE), side=u.side, units=(u.id, e.id), rolls=rolls)]
    free, _ = clear_distance(state, u, pose, total, ignore=(), gap_ok=())
    end = pose.moved(free)
    u.x, u.y, u.heading = end.x, end.y, end.heading % 360.0
    u.moved, u.charging = True, ""
    for ch in state.attached_to(u.id):
        ch.x, ch.y, ch.heading = u.x, u.y, u.heading
    state.touch()
    return out + [Event("charge", f"{u.name} charges on toward where {t.name} stood ({how} = {total:g}\") and "
                                  f"reaches no enemy it may charge: it moves {free:.1f}\" and the charge ends.",
                        S.ref(S.FLEE), side=u.side, units=(u.id,), rolls=rolls,
                        data=(("pose", (u.x, u.y, u.heading)),))]

