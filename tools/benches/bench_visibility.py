"""LOS visibility polygons on a 72" x 48" table against shapely's shadow-union, measured in one run.

Scene (seeded, generated here): 60 terrain polygons (30 convex, 30 concave; about 430 edges), the
viewpoint in open ground at the table's centre, range 36", full 360 degrees. `visibility_260` adds 200
unit bases (1"x1" to 2"x4" rectangles, any heading) that also block; bases move between frames, so that
row's timing includes packing the bases and merging them with the (cached) terrain.

Reference ("shapely shadow-union"): the range disc (64 segments) minus the union of every in-range blocker
edge's shadow quad projected far past the range.
"""
from __future__ import annotations

import math
import random

from timing import Row, measure, median, p95

from game.geometry.plane import Pose, rect_footprint
from game.geometry.planegaps import edge_distance
from game.geometry.visibility import Occluders, visibility_array

NAMES = ["visibility_60", "visibility_260"]
TABLE = (72.0, 48.0)
VIEW = (36.0, 24.0)
RANGE = 36.0
SEED = 20240601


def _convex(rng: random.Random, cx: float, cy: float, r: float, n: int) -> list[tuple[float, float]]:
    angs = sorted(rng.uniform(0, 2 * math.pi) for _ in range(n))
    sx, sy = rng.uniform(0.6, 1.0), rng.uniform(0.6, 1.0)
    return [(cx + r * sx * math.cos(a), cy + r * sy * math.sin(a)) for a in angs]


def _concave(rng: random.Random, cx: float, cy: float, r: float, n: int) -> list[tuple[float, float]]:
    pts = []
    for i in range(n):
        a = 2 * math.pi * (i + rng.uniform(-0.25, 0.25)) / n
        rr = r * (rng.uniform(0.85, 1.0) if i % 2 == 0 else rng.uniform(0.35, 0.6))
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    return pts


def scene(seed: int = SEED) -> tuple[list, list]:
    """(terrain polygons, base rectangles), deterministic for `seed`."""
    rng = random.Random(seed)
    discs: list[tuple[float, float, float]] = [(VIEW[0], VIEW[1], 1.5)]

    def place(r: float, gap: float):
        for _ in range(5000):
            x, y = rng.uniform(r, TABLE[0] - r), rng.uniform(r, TABLE[1] - r)
            if all((x - a) ** 2 + (y - b) ** 2 >= (r + c + gap) ** 2 for a, b, c in discs):
                discs.append((x, y, r))
                return x, y
        raise RuntimeError("scene too crowded")

    terrain = []
    for k in range(60):
        r = rng.uniform(1.5, 3.5)
        x, y = place(r, 0.5)
        if k % 2 == 0:
            terrain.append(_convex(rng, x, y, r, rng.randint(5, 7)))
        else:
            terrain.append(_concave(rng, x, y, r, rng.choice((8, 8, 10))))
    shapes = [(d, poly) for d, poly in zip(discs[1:], terrain)]
    bases = []
    while len(bases) < 200:
        w, d = rng.choice(((1, 1), (1, 2), (2, 2), (2, 4), (1.5, 2), (2, 3)))
        r = math.hypot(w, d) / 2
        x, y = rng.uniform(r, TABLE[0] - r), rng.uniform(r, TABLE[1] - r)
        if math.hypot(x - VIEW[0], y - VIEW[1]) < r + 1.0:
            continue
        rect = rect_footprint(Pose(x, y, rng.uniform(0, 360)), w, d)
        if all((x - a) ** 2 + (y - b) ** 2 >= (r + c) ** 2 or edge_distance(rect, poly) > 0.05
               for (a, b, c), poly in shapes):
            shapes.append(((x, y, r), rect))
            bases.append(rect)
    return terrain, bases


def _shapely_reference(view, polygons, R):
    from shapely.geometry import Point as SPoint, Polygon as SPolygon
    from shapely.ops import unary_union

    vx, vy = view
    disc = SPoint(vx, vy).buffer(R, quad_segs=16)
    far = 20.0 * R
    shadows = []
    for poly in polygons:
        n = len(poly)
        for i in range(n):
            (ax, ay), (bx, by) = poly[i], poly[(i + 1) % n]
            # skip edges wholly out of range (a cheap and fair cull the reference may use too)
            ex, ey = bx - ax, by - ay
            t = max(0.0, min(1.0, ((vx - ax) * ex + (vy - ay) * ey) / (ex * ex + ey * ey)))
            if math.hypot(ax + t * ex - vx, ay + t * ey - vy) > R:
                continue
            da = math.hypot(ax - vx, ay - vy)
            db = math.hypot(bx - vx, by - vy)
            a2 = (vx + (ax - vx) * far / da, vy + (ay - vy) * far / da)
            b2 = (vx + (bx - vx) * far / db, vy + (by - vy) * far / db)
            q = SPolygon([(ax, ay), (bx, by), b2, a2])
            if q.is_valid and q.area > 0:
                shadows.append(q)
    return disc.difference(unary_union(shadows))


def _row(name: str, fn, ref_fn, budget_p95: float, ref_factor: float | None, check) -> Row:
    ours = measure(fn, repeat=400, warmup=20)
    ref = measure(ref_fn, repeat=15, warmup=2)
    med, hi, ref_med = median(ours), p95(ours), median(ref)
    ok = hi <= budget_p95 and (ref_factor is None or med <= ref_factor * ref_med)
    budget = f"p95 <= {budget_p95:g} ms" + (f"; median <= {ref_factor:g}x ref" if ref_factor else "")
    return Row(name, med, hi, "shapely shadow-union", ref_med, budget, ok, check())


def rows() -> list[Row]:
    from shapely.geometry import Polygon as SPolygon

    terrain, bases = scene()
    occ_t = Occluders.build(terrain)

    def vis60():
        return visibility_array(VIEW, occ_t, RANGE)

    def vis260():
        return visibility_array(VIEW, occ_t.merged(Occluders.build(bases)), RANGE)

    def agreement(fn, polys):
        def check():
            ours = SPolygon(fn())
            ref = _shapely_reference(VIEW, polys, RANGE)
            return {"vertices": len(fn()), "area_mismatch": round(ours.symmetric_difference(ref).area / ref.area, 5),
                    "edges": sum(len(p) for p in polys)}
        return check

    return [
        _row("visibility_60", vis60, lambda: _shapely_reference(VIEW, terrain, RANGE), 1.5, 0.3,
             agreement(vis60, terrain)),
        _row("visibility_260", vis260, lambda: _shapely_reference(VIEW, terrain + bases, RANGE), 10.0, None,
             agreement(vis260, terrain + bases)),
    ]
