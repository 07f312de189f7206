"""Plane movement envelope on the visibility bench's table (72" x 48", seeded scene).

Half the 60 terrain polygons and all 200 bases are impassable, the other 30 polygons are difficult
ground (x2); the base has 0.5" clearance; cell 0.5"; timing includes the outline. No reference: the
design sets no budget, the issue asks for "tens of ms" for an overlay.
"""
from __future__ import annotations

from bench_visibility import VIEW, scene
from timing import Row, measure, median, p95

from game.geometry.envelope import movement_envelope

NAMES = ["envelope_6", "envelope_12"]


def rows() -> list[Row]:
    terrain, bases = scene()
    impassable = terrain[::2] + bases
    slow = [(p, 2.0) for p in terrain[1::2]]
    out = []
    for budget in (6, 12):
        def run(budget=budget):
            env = movement_envelope(VIEW, budget, impassable=impassable, slow=slow, clearance=0.5,
                                    bounds=(0, 0, 72, 48), cell=0.5)
            return env.outlines()
        times = measure(run, repeat=15, warmup=2)
        out.append(Row(f"envelope_{budget}", median(times), p95(times), budget="", ok=None,
                       extra={"outlines": len(run()), "cell": 0.5}))
    return out
