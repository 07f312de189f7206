"""Fleeing: an about face, then 2D6" straight ahead; an obstacle in the way is slid past when a slide of
up to half the frontage clears it, otherwise the unit stops 1" short of it; leaving the table destroys it.
Pursuers and winners advancing 2D6 use the same straight-line move (`run_straight`)."""
from __future__ import annotations

import numpy as np

from ...core.events import Event
from ...geometry.plane import Pose
from . import sections as S
from .losses import destroy
from .moveshape import sweep_shape
from .probes import bisection_probes, sweep_problems
from .sweeps import sweep_moves, sweep_problem

__all__ = ["flee", "run_straight", "clear_distance"]

STEP = 0.1


def clear_distance(state, u, pose: Pose, dist: float, ignore=(), gap_ok=(), direction=None,
                   floor: float = -1.0) -> tuple[float, str]:
    """How far (to within STEP) the block goes straight ahead from `pose` (or along the unit vector
    `direction`, keeping its heading) before meeting something, and why it stops ('edge' for the table
    edge, 'block' for anything else, '' for the full distance). `floor`: the caller reads only whether the
    distance is more than this, so the bisection stops once the distance can be no more (the answer is
    then the bisection's lower end so far, at most `floor`)."""
    f = direction or pose.forward
    start = np.array([[pose.x, pose.y, pose.heading]])

    def problem(d: float) -> str:
        why, _, _ = sweep_problem(state, u, start, np.array([[f[0] * d, f[1] * d]]), ignore=(u.id,) + tuple(ignore),
                                  gap_ok=gap_ok)
        return why

    why = problem(dist)
    if not why:
        return dist, ""
    swept: dict = {}                        # probe distance -> why (`probes`: a few levels swept at once)
    lo, hi = 0.0, dist                      # the sweep only grows with the distance: bisect to STEP
    while hi - lo > STEP and hi > floor:             # (the answer, lo, is below hi)
        mid = (lo + hi) / 2.0
        if mid not in swept:
            probes = bisection_probes(lo, hi, STEP, floor=floor)
            moves = np.array([[f[0] * d, f[1] * d] for d in probes])
            swept.update(zip(probes, sweep_problems(state, u, start, moves, ignore=(u.id,) + tuple(ignore),
                                                    gap_ok=gap_ok)))
        w = swept[mid]
        if w:
            hi, why = mid, w
        else:
            lo = mid
    return lo, "edge" if "table" in why else "block"


def run_straight(state, u, pose: Pose, dist: float, ignore=(), *, gap_ok=(), slide: bool = True) -> tuple[Pose, str]:
    """Straight ahead from `pose` up to `dist`; blocked, a regiment slides past (if `slide`) or stops 1" short.
    Enemies in `gap_ok`, and those within 1" as it starts (it is leaving them), may be passed closer than 1"."""
    from .geo import nearer_than
    near = tuple(gap_ok) + tuple(e.id for e in state.alive_units(state.other(u.side))
                                 if not u.attached and nearer_than(state, u.id, e.id, 1.0))
    got, why = clear_distance(state, u, pose, dist, ignore, near)
    # a slide is taken only when more than 0.5" of the move is left past it (`rest` is at most dist - got)
    if why == "block" and u.regiment and slide and dist - got > 0.5:
        _sweep_slides(state, u, pose, got, dist, ignore, near)
        for side in (1, -1):
            for k in range(1, 6):
                slid = pose.moved(got, side * k * u.width / 10.0)
                if clear_distance(state, u, slid, 0.0, ignore, near)[1]:
                    break
                rest, why2 = clear_distance(state, u, slid, dist - got, ignore, near, floor=0.5)
                if rest > 0.5:
                    return slid.moved(rest), why2
    if why == "block" and slide:
        got = max(0.0, got - 1.0)
    return pose.moved(got), why


def _sweep_slides(state, u, pose: Pose, got: float, dist: float, ignore, near) -> None:
    """The first two probes `clear_distance` makes at each place `run_straight` may slide to (standing there,
    then the rest of the move ahead), swept together and kept as each is asked (`sweeps.sweep_moves`)."""
    pairs = []
    for side in (1, -1):
        for k in range(1, 6):
            slid = pose.moved(got, side * k * u.width / 10.0)
            start, f = np.array([[slid.x, slid.y, slid.heading]]), slid.forward
            for d in (0.0, dist - got):
                moves = np.array([[f[0] * d, f[1] * d]])
                pairs.append((moves, sweep_shape(start, moves, u.width, u.depth)))
    sweep_moves(state, u, pairs, ignore=(u.id,) + tuple(ignore), gap_ok=near)


def flee(state, u, dice, *, why: str, section: str) -> list[Event]:
    roll = dice.roll("2d6", why="flee distance", side=u.side, unit=u.id, rule=S.ref(S.FLEE))
    u.fled_from = (u.x, u.y, u.heading)
    turned = Pose(u.x, u.y, (u.heading + 180.0) % 360.0)
    state.contacts = [c for c in state.contacts if u.id not in c[:2]]
    state.touch()
    end, stop = run_straight(state, u, turned, float(roll.value))
    u.fled = True
    if stop == "edge" and abs(end.x - turned.x) + abs(end.y - turned.y) < roll.value - 0.2:
        destroy(state, u, "fled off the table")
        return [Event("flee", f"{u.name} flees {roll.value}\" ({why}) and runs off the table: destroyed.",
                      S.ref(section), side=u.side, units=(u.id,), rolls=(roll,))]
    u.x, u.y, u.heading = end.x, end.y, end.heading % 360.0
    for c in state.attached_to(u.id):
        c.x, c.y, c.heading = u.x, u.y, u.heading
    state.touch()
    return [Event("flee", f"{u.name} turns about and flees {roll.value}\" ({why}).", S.ref(section), side=u.side,
                  units=(u.id,), rolls=(roll,), data=(("pose", (u.x, u.y, u.heading)),))]
