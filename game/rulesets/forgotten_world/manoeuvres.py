"""Reading a dragged path of poses as the manoeuvres of Forgotten World: Conquerors, with their costs.

A regiment advances straight ahead, slides straight sideways (free), wheels about an outer front corner
(costed by the chord the moving corner travels, up to 90 degrees a wheel), and turns in place on its
centre: an about face (180 degrees, half its move rounded up) or a turnside (90 degrees, a quarter).
A single model moves in any direction and turns for free.

>>> from ...geometry.plane import Pose
>>> steps = classify(Pose(0, 0, 0), [Pose(0, -3, 0)], 4.0, 1.0, 5, single=False)
>>> [(s.kind, round(s.cost, 2)) for s in steps]
[('advance', 3.0)]
>>> from ...geometry.planemove import pivot_front_corner
>>> w = pivot_front_corner(Pose(0, 0, 0), 4.0, 1.0, 45).pose
>>> [(s.kind, round(s.cost, 2)) for s in classify(Pose(0, 0, 0), [w], 4.0, 1.0, 5, single=False)]
[('wheel', 3.06)]
"""
from __future__ import annotations

import math
from dataclasses import dataclass

from ...geometry.plane import Pose
from ...geometry.planemove import heading_delta, pivot_front_corner
from . import sections as S

__all__ = ["Step", "classify", "NotAManoeuvre", "POS_TOL", "ANG_TOL", "about_face_cost", "turnside_cost",
           "drag_path"]

POS_TOL = 0.02      # inches within which two positions are the same
ANG_TOL = 0.5       # degrees within which two headings are the same
MAX_WHEEL = 90.0


@dataclass(frozen=True, slots=True)
class Step:
    kind: str          # advance / slide / wheel / about-face / turnside / turn / move
    start: Pose
    end: Pose
    cost: float
    length: float = 0.0    # sideways distance for a slide


class NotAManoeuvre(ValueError):
    def __init__(self, reason: str, section: str) -> None:
        super().__init__(reason)
        self.reason, self.section = reason, section


def about_face_cost(M: int) -> float:
    return float(math.ceil(M / 2.0))


def turnside_cost(M: int) -> float:
    return float(math.ceil(M / 4.0))


def classify(start: Pose, path, width: float, depth: float, M: int, *, single: bool) -> list[Step]:
    """The manoeuvres a path of poses makes; raises NotAManoeuvre for a step that is none."""
    out: list[Step] = []
    p = start
    for q in path:
        dist = math.hypot(q.x - p.x, q.y - p.y)
        dh = heading_delta(p.heading, q.heading)
        if single:
            kind = "move" if dist > POS_TOL else "turn"
            out.append(Step(kind, p, q, dist if dist > POS_TOL else 0.0))
        elif abs(dh) < ANG_TOL:
            r, f = p.to_local((q.x, q.y))
            if abs(r) <= POS_TOL and f >= -POS_TOL:
                out.append(Step("advance", p, q, max(f, 0.0)))
            elif abs(f) <= POS_TOL:
                out.append(Step("slide", p, q, 0.0, abs(r)))
            elif f < 0:
                raise NotAManoeuvre("a regiment never moves backwards (about face first, or fall back from a "
                                    "combat)", S.ADVANCE)
            else:
                raise NotAManoeuvre("a regiment moves straight ahead or slides straight sideways, one at a "
                                    "time", S.ADVANCE)
        elif dist <= POS_TOL * 4:
            if abs(abs(dh) - 180.0) < ANG_TOL:
                out.append(Step("about-face", p, q, about_face_cost(M)))
            elif abs(abs(dh) - 90.0) < ANG_TOL:
                out.append(Step("turnside", p, q, turnside_cost(M)))
            else:
                raise NotAManoeuvre(f"a regiment turns in place only by 90 (turnside) or 180 degrees (about face), "
                                    f"not {abs(dh):.0f}", S.TURNSIDE)
        else:
            if abs(dh) > MAX_WHEEL + ANG_TOL:
                raise NotAManoeuvre(f"a rotation turns at most 90 degrees, not {abs(dh):.0f}", S.ROTATION)
            pv = pivot_front_corner(p, width, depth, dh)
            if math.hypot(pv.pose.x - q.x, pv.pose.y - q.y) > POS_TOL * 4:
                raise NotAManoeuvre("a regiment turns by wheeling about an outer front corner, which stays put",
                                    S.ROTATION)
            out.append(Step("wheel", p, q, pv.chord))
        p = q
    return out


def drag_path(start: Pose, dest: Pose, width: float, depth: float, *, single: bool) -> list[Pose]:
    """The manoeuvres a drag to `dest` implies: a single model goes straight there; a regiment turns in
    place for 90 / 180 degrees at its own spot, otherwise advances, wheels about the front corner on the
    inside of the turn, and advances again (solved so no sideways step is left), or when that cannot
    be, wheels then advances then slides."""
    if single:
        return [dest]
    dh = heading_delta(start.heading, dest.heading)
    dist = math.hypot(dest.x - start.x, dest.y - start.y)
    if dist <= POS_TOL * 4 and abs(dh) >= ANG_TOL:
        return [Pose(start.x, start.y, dest.heading)]
    if abs(dh) < ANG_TOL:
        r, f = start.to_local((dest.x, dest.y))
        out = []
        if abs(f) > POS_TOL:
            out.append(start.moved(f))
        if abs(r) > POS_TOL:
            base = out[-1] if out else start
            out.append(base.moved(0.0, r))
        return out or [dest]
    if abs(dh) > MAX_WHEEL:
        dh = math.copysign(MAX_WHEEL, dh)
    w = pivot_front_corner(start, width, depth, dh).pose
    off = (w.x - start.x, w.y - start.y)
    f0, f1 = start.forward, w.forward
    tx, ty = dest.x - start.x - off[0], dest.y - start.y - off[1]
    det = f0[0] * f1[1] - f0[1] * f1[0]
    if abs(det) > 1e-9:
        a = (tx * f1[1] - ty * f1[0]) / det
        b = (f0[0] * ty - f0[1] * tx) / det
        if a >= -POS_TOL and b >= -POS_TOL:
            first = start.moved(max(a, 0.0))
            wheel = pivot_front_corner(first, width, depth, dh).pose
            return [p for p in (first if a > POS_TOL else None, wheel,
                                wheel.moved(max(b, 0.0)) if b > POS_TOL else None) if p is not None]
    r, f = w.to_local((dest.x, dest.y))
    path = [w]
    if f > POS_TOL:
        path.append(w.moved(f))
    if abs(r) > POS_TOL:
        path.append(path[-1].moved(0.0, r))
    return path
