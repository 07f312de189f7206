"""The rout: a unit that breaks turns about and runs one full move, through anything in its way.

Wartable's reading (see the rulings): a unit routing for the first time turns 180 degrees; a unit
already routed keeps facing away. It runs straight ahead its full move, passing through units and
ignoring terrain costs; where it would stop on a base, in woods it may not enter, or within 0.1" of
another unit, it runs on until clear. If any part of it would leave the table it flees the battle.
Its commanding leader does not run with it: he stays where he stood, alone.

A rout may end in a loss (the unit flees the table), so this module uses `losses`, never the reverse.
"""
from __future__ import annotations

import numpy as np

from ...core.events import Event
from ...geometry.plane import Pose
from ...geometry.planegaps import overlapping
from . import sections as S
from .geo import geo
from .losses import drop_contacts, remove
from .sweep import rect_corners
from .units import LEVY, move_rate

__all__ = ["rout", "ROUT_CLEAR", "ROUT_STEP"]

ROUT_CLEAR = 0.1        # inches a routed unit keeps from every other unit
ROUT_STEP = 0.5         # inches it runs on while its way is blocked


def _blocked(state, u, pose: Pose) -> bool:
    g = geo(state)
    c = rect_corners(np.array([[pose.x, pose.y, pose.heading]]), u.width + 2 * ROUT_CLEAR, u.depth + 2 * ROUT_CLEAR)
    hits = g.units.sweep(c, np.zeros((1, 2)))[0]
    if any(g.units.keys[k] != u.id for k in np.nonzero(hits)[0].tolist()):
        return True
    fp = u.footprint(pose)
    if any(overlapping(fp, circle) for circle in g.lone.values()):
        return True
    if u.kind != LEVY and u.race != "elf" and len(g.sets.woods):
        c = rect_corners(np.array([[pose.x, pose.y, pose.heading]]), u.width, u.depth)
        if g.sets.woods.sweep(c, np.zeros((1, 2)))[0].any():
            return True
    return False


def _on_table(state, u, pose: Pose) -> bool:
    W, H = state.table
    return all(-1e-9 <= x <= W + 1e-9 and -1e-9 <= y <= H + 1e-9 for x, y in u.footprint(pose))


def rout(state, uid: str, why: str, section: str = S.MORALE) -> list[Event]:
    """Rout unit `uid` now (turn about unless already routed, run a full move); the events."""
    u = state.units[uid]
    events: list[Event] = []
    lead = state.commander(uid)
    if lead is not None:
        p = state.leader_pose(lead)
        lead.attached, lead.x, lead.y, lead.heading = "", p.x, p.y, p.heading
        events.append(Event("leader-left", f"{lead.name} does not run with {u.name}: he stays where he stood.",
                            S.ref(S.RALLY), side=lead.side, units=(lead.id, uid)))
    drop_contacts(state, uid)
    heading = u.heading if u.routed else u.heading + 180.0
    again = u.routed
    u.routed = True
    u.recovering = False
    state.touch()
    start = Pose(u.x, u.y, heading)
    dist = move_rate(u.race, u.kind, u.mounted, u.options, state.advanced)
    pose = start.moved(dist)
    ran = dist
    while _on_table(state, u, pose) and _blocked(state, u, pose):
        pose = pose.moved(ROUT_STEP)
        ran += ROUT_STEP
    verb = "routs again" if again else "routs"
    if not _on_table(state, u, pose):
        u.heading = start.heading
        events.insert(0, Event("flee", f"{u.name} {verb} ({why}) and runs off the table.", S.ref(section),
                               side=u.side, units=(uid,), data=(("fled", True),)))
        return events + remove(state, uid, "fled")
    u.x, u.y, u.heading = pose.x, pose.y, pose.heading
    state.touch()
    events.insert(0, Event("rout", f"{u.name} {verb} ({why}): it turns about and runs {ran:g}\".", S.ref(section),
                           side=u.side, units=(uid,), data=(("to", (round(pose.x, 3), round(pose.y, 3),
                                                                     round(pose.heading, 3))),)))
    return events
