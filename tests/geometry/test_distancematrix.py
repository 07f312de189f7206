"""distance_matrix: every row is rect_distances of that shape's corners against the set, bit for bit,
on bases apart, touching, overlapping and crossing, at any heading, with and without many-sided shapes
(padded corners)."""
from __future__ import annotations

import random

import numpy as np

from game.geometry.distancematrix import distance_matrix
from game.geometry.sweep import ConvexSet, rect_distances


def _bases(rng: random.Random, n: int) -> ConvexSet:
    rows = []
    for _ in range(n):
        x, y = rng.choice([rng.uniform(0, 12), float(rng.randint(0, 6))]), rng.uniform(0, 12)
        heading = rng.choice([0.0, 90.0, 180.0, 45.0, rng.uniform(0, 360)])
        rows.append((x, y, heading, rng.choice([1.0, 2.0, 4.0, rng.uniform(0.5, 5)]), rng.choice([1.0, 2.0])))
    a = np.array(rows)
    return ConvexSet.from_rects([f"u{i}" for i in range(n)], a[:, :3], a[:, 3], a[:, 4])


def _touching_pairs() -> ConvexSet:
    """Squares edge to edge and corner to corner (distance exactly 0 without overlapping), one inside another."""
    a = np.array([(0.0, 0.0, 0.0), (1.0, 0.0, 0.0), (1.0, 1.0, 0.0), (0.25, 0.0, 0.0), (3.0, 3.0, 90.0),
                  (3.0, 4.0, 270.0), (5.0, 5.0, 45.0)])
    return ConvexSet.from_rects([f"t{i}" for i in range(len(a))], a, np.ones(len(a)), np.ones(len(a)))


def _same(shapes: ConvexSet) -> None:
    got = distance_matrix(shapes)
    for i in range(len(shapes)):
        want = rect_distances(shapes, shapes.verts[i])
        assert got[i].tobytes() == want.tobytes(), (i, got[i], want)


def test_each_row_is_rect_distances_of_that_shape_bit_for_bit():
    rng = random.Random(7)
    for n in (1, 2, 5, 12, 25):
        for _ in range(6):
            _same(_bases(rng, n))
    _same(_touching_pairs())


def test_with_many_sided_shapes_padded_in():
    rng = random.Random(11)
    for _ in range(6):
        house = ConvexSet.build({"house": ((4, 4), (8, 4), (9, 6), (8, 8), (4, 8), (3, 6))})
        _same(ConvexSet.concat([_bases(rng, 8), house]))


def test_no_shapes():
    assert distance_matrix(ConvexSet.build({})).shape == (0, 0)
