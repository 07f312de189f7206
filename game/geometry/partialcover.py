"""The hidden share of a target behind pieces of cover of given heights (rule-free).

Cover is seen from above, so a low piece hides only part of a model standing behind it: a sight line
from an eye to a sample point of the target that crosses a piece of height `h` hides `min(1, h / H)`
of that sample, `H` being the target's height. A sample is as hidden as the least hidden of its sight
lines from the eyes; the target's hidden share is the mean over its area samples (planesight's grid).
Pieces are grouped by the caller under keys (e.g. "light" / "heavy"); the answer also says how much of
the hidden share each key is responsible for, so a rule can tell which cover was in the way.

>>> wall = Blockers.build(polygons=[((4, -5), (5, -5), (5, 5), (4, 5))])
>>> round(hidden_share([(0, 0)], [Circle(10, 0, 0.5)], [("low", wall, 0.5)], 1.0).fraction, 2)
0.5
>>> hidden_share([(0, 0)], [Circle(10, 0, 0.5)], [("tall", wall, 3.0)], 1.0).fraction
1.0
>>> hidden_share([(0, 20)], [Circle(10, 0, 0.5)], [("tall", wall, 3.0)], 1.0).fraction
0.0
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Hashable, Sequence

import numpy as np

from .plane import Circle, Footprint, Point
from .planesight import Blockers, _hull, area_points

__all__ = ["Cover", "hidden_share"]


# Eyes are nudged by a millionth of an inch so sight lines from round coordinates rarely run exactly
# through the corners of round-coordinate terrain (those degenerate lines take a slow exact test).
_NUDGE = np.array([1.37e-6, 0.91e-6])


def _box(blockers: Blockers) -> tuple[float, float, float, float]:
    """The bounding box of every shape of `blockers` (kept on the object after the first call)."""
    box = getattr(blockers, "_box_cache", None)
    if box is None:
        xs, ys = [], []
        for poly in blockers.polygons:
            xs += [p[0] for p in poly]
            ys += [p[1] for p in poly]
        for c in getattr(blockers, "circles", ()):
            xs += [c.x - c.r, c.x + c.r]
            ys += [c.y - c.r, c.y + c.r]
        for pts, w in getattr(blockers, "polylines", ()):
            xs += [p[0] - w for p in pts] + [p[0] + w for p in pts]
            ys += [p[1] - w for p in pts] + [p[1] + w for p in pts]
        box = (min(xs), min(ys), max(xs), max(ys)) if xs else (np.inf, np.inf, -np.inf, -np.inf)
        blockers._box_cache = box
    return box


@dataclass(frozen=True, slots=True)
class Cover:
    """`fraction` hidden (0..1) and, per key, the mean share its pieces hide (the deciding key first)."""

    fraction: float
    by_key: dict = field(default_factory=dict)

    @property
    def main(self) -> Hashable | None:
        return max(self.by_key, key=self.by_key.get) if self.by_key else None


def hidden_share(eyes: Sequence[Point], targets: Sequence[Footprint],
                 groups: Sequence[tuple[Hashable, Blockers, float]], target_height: float,
                 spacing: float = 0.35, samples: Sequence[Point] | None = None) -> Cover:
    """How much of `targets` (footprints, taken together) the grouped pieces hide from every eye.
    `samples`, when given, are the footprints' `area_points` at `spacing` (a caller that keeps them)."""
    if samples is None:
        samples = [p for t in targets for p in area_points(t, spacing)]
    samples = np.array(samples, dtype=float).reshape(-1, 2)
    eyes_a = np.asarray(eyes, dtype=float).reshape(-1, 2) + _NUDGE
    if not len(samples) or not len(eyes_a) or not groups:
        return Cover(0.0, {})
    n_e, n_s = len(eyes_a), len(samples)
    a = np.repeat(eyes_a, n_s, axis=0)
    b = np.tile(samples, (n_e, 1))
    region = _hull(np.concatenate([eyes_a, samples]).tolist())
    region = region if len(region) >= 3 else None
    lo = np.minimum(eyes_a.min(axis=0), samples.min(axis=0))
    hi = np.maximum(eyes_a.max(axis=0), samples.max(axis=0))
    share = np.zeros((len(groups), n_e * n_s))
    for g, (_key, blockers, height) in enumerate(groups):
        if not len(blockers):
            continue
        box = _box(blockers)
        if box[0] > hi[0] or box[2] < lo[0] or box[1] > hi[1] or box[3] < lo[1]:
            continue
        share[g] = blockers.blocked(a, b, region) * min(1.0, max(height, 0.0) / target_height)
    worst = share.max(axis=0).reshape(n_e, n_s)          # per eye and sample: the most hiding piece
    best_eye = worst.argmin(axis=0)                       # the eye that sees each sample best
    hidden = worst[best_eye, np.arange(n_s)]
    by_key: dict = {}
    if hidden.any():
        per = share.reshape(len(groups), n_e, n_s)[:, best_eye, np.arange(n_s)]
        for g, (key, _b, _h) in enumerate(groups):
            v = float(per[g].mean())
            if v > 0:
                by_key[key] = max(by_key.get(key, 0.0), v)
    return Cover(float(hidden.mean()), by_key)
