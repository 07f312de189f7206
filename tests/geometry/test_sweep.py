"""The swept-base adapter against brute force: exact separating axes, distances, time to touch."""
import random

import numpy as np
import pytest

from game.geometry.plane import Pose, rect_footprint
from game.geometry.planegaps import edge_distance, overlapping
from game.geometry.sweep import ConvexSet, rect_corners, rect_distances, swept_boxes, time_to_touch


def _scene(seed):
    rng = random.Random(seed)
    shapes = {i: rect_footprint(Pose(rng.uniform(0, 30), rng.uniform(0, 30), rng.uniform(0, 360)),
                                rng.uniform(0.5, 4), rng.uniform(0.5, 3)) for i in range(12)}
    shapes["seg"] = ((10.0, 10.0), (12.0, 11.0))
    return shapes


@pytest.mark.parametrize("seed", range(6))
def test_sweep_matches_dense_sampling(seed):
    """A base sliding between two poses overlaps exactly the shapes a dense sampling of the slide meets
    (up to the sampling's own resolution)."""
    rng = random.Random(100 + seed)
    shapes = _scene(seed)
    cs = ConvexSet.build(shapes)
    touched = 0
    for _ in range(20):
        x, y, h = rng.uniform(0, 30), rng.uniform(0, 30), rng.uniform(0, 360)
        dx, dy = rng.uniform(-6, 6), rng.uniform(-6, 6)
        got = cs.sweep(rect_corners(np.array([[x, y, h]]), 4, 2), np.array([[dx, dy]]))[0]
        poses = [rect_footprint(Pose(x + t * dx, y + t * dy, h), 4, 2) for t in np.linspace(0, 1, 400)]
        reach = _box([p for fp in poses for p in fp])
        for k, key in enumerate(cs.keys):
            shape = shapes[key]
            if not _boxes_meet(reach, _box(shape)):
                continue          # nowhere near the slide: no sample can touch it
            other = shape if len(shape) > 2 else (shape[0], shape[1], shape[1], shape[0])
            sampled = any(edge_distance(fp, other) == 0 and (len(shape) == 2 or overlapping(fp, shape, 1e-3))
                          for fp in poses)
            if sampled:
                touched += 1
                assert got[k], (key, x, y, h, dx, dy)
    assert touched > 0        # the scene makes some slides meet shapes


def _box(points):
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return min(xs), min(ys), max(xs), max(ys)


def _boxes_meet(a, b) -> bool:
    return a[0] <= b[2] and b[0] <= a[2] and a[1] <= b[3] and b[1] <= a[3]


def test_rect_distances_equal_edge_distance():
    shapes = _scene(7)
    del shapes["seg"]
    cs = ConvexSet.build(shapes)
    me = rect_footprint(Pose(15, 15, 20), 4, 2)
    d = rect_distances(cs, np.array(me))
    want = [edge_distance(me, shapes[k]) for k in cs.keys]
    assert np.allclose(d, want, atol=1e-9)


def test_time_to_touch_slides_until_touching():
    a = rect_footprint(Pose(0, 0, 0), 4, 2)
    b = rect_footprint(Pose(1, -10, 30), 4, 2)
    t = time_to_touch(a, (0.0, -1.0), b)
    moved = rect_footprint(Pose(0, -t, 0), 4, 2)
    assert edge_distance(moved, b) < 1e-9 and not overlapping(moved, b, 1e-6)
    assert time_to_touch(a, (1.0, 0.0), b) is None


@pytest.mark.parametrize("seed", range(3))
def test_one_sweep_of_packed_sets_equals_sweeping_each(seed):
    """Sets packed with `ConvexSet.concat` and swept once, with a tolerance per shape and the moving base
    left out, answer exactly as sweeping each set on its own (the move check sweeps woods, rivers and
    bases together)."""
    rng = random.Random(200 + seed)
    parts = [ConvexSet.build({("a", i): p for i, p in _scene(seed).items()}),
             ConvexSet.build({("b", 0): ((5.0, 5.0), (9.0, 6.0), (8.0, 9.0), (6.0, 9.5), (4.5, 7.0))}),
             ConvexSet.build({}),
             ConvexSet.build({("c", i): rect_footprint(Pose(rng.uniform(0, 30), rng.uniform(0, 30), rng.uniform(0, 360)),
                                                       4, 2) for i in range(8)})]
    tols = [1e-6, -1e-3, 0.0, 1e-6]
    packed = ConvexSet.concat(parts)
    tol = np.concatenate([np.full(len(p), t) for p, t in zip(parts, tols)])
    assert len(packed) == sum(len(p) for p in parts)
    poses = np.array([[rng.uniform(0, 30), rng.uniform(0, 30), rng.uniform(0, 360)] for _ in range(40)])
    moves = np.array([[rng.uniform(-5, 5), rng.uniform(-5, 5)] for _ in range(40)])
    corners = rect_corners(poses, 4, 3)
    skip = len(packed) - 3                                  # a base of the last set: the one moving
    got = packed.sweep(corners, moves, tol=tol, skip=skip)
    col = 0
    for part, t in zip(parts, tols):
        own_skip = skip - col if col <= skip < col + len(part) else -1
        assert np.array_equal(got[:, col:col + len(part)], part.sweep(corners, moves, tol=t, skip=own_skip))
        col += len(part)
    assert got.any() and not got[:, skip].any()


def test_overlapping_pairs_are_the_pairs_whose_interiors_overlap():
    """`ConvexSet.overlapping_pairs`: overlapping bases are named once each, in the set's order; bases that
    only touch, or stand apart, are not."""
    shapes = ConvexSet.build({"a": rect_footprint(Pose(0, 0, 0), 2, 2), "b": rect_footprint(Pose(1.5, 0, 0), 2, 2),
                              "c": rect_footprint(Pose(3.5, 0, 0), 2, 2), "d": rect_footprint(Pose(20, 20, 45), 2, 2),
                              "e": rect_footprint(Pose(0.5, 0.5, 30), 1, 1)})
    assert shapes.overlapping_pairs(1e-4) == [("a", "b"), ("a", "e"), ("b", "e")]   # b and c only touch
    assert ConvexSet.build({"a": rect_footprint(Pose(0, 0, 0), 2, 2)}).overlapping_pairs(1e-4) == []


@pytest.mark.parametrize("seed", range(3))
def test_rows_swept_together_and_narrowed_to_their_own_boxes_answer_as_each_swept_alone(seed):
    """`ConvexSet.meets_rows`: a batch of rows (with a tolerance per shape, some negative: a 1" reach) swept
    at once lets through its first test every shape that meets the extent of them all; ANDed with each row's
    own first test, each row answers exactly as it does swept alone."""
    rng = random.Random(300 + seed)
    shapes = ConvexSet.build({i: rect_footprint(Pose(rng.uniform(0, 40), rng.uniform(0, 40), rng.uniform(0, 360)),
                                                rng.uniform(1, 5), rng.uniform(1, 3)) for i in range(25)})
    tol = np.array([rng.choice((1e-4, -(1.0 - 1e-3))) for _ in range(25)])
    poses = np.array([[rng.uniform(0, 40), rng.uniform(0, 40), rng.uniform(0, 360)] for _ in range(30)])
    moves = np.array([[rng.uniform(-6, 6), rng.uniform(-6, 6)] for _ in range(30)])
    corners = rect_corners(poses, 4, 2)
    boxes = swept_boxes(corners, moves)
    together = shapes.sweep(corners, moves, tol=tol, boxes=boxes) & shapes.meets_rows(*boxes, tol)
    alone = np.concatenate([shapes.sweep(corners[r:r + 1], moves[r:r + 1], tol=tol) for r in range(30)])
    assert np.array_equal(together, alone) and alone.any()
