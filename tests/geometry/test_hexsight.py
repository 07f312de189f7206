"""Hex line of sight: the rule's corner cases, an independent exact checker, a brute-force sampler.

The "any" rule is checked two ways that share no code with hexsight:
- when it says visible, the sight line it returns is re-checked here (on a
  source edge, in the target, clear of every blocking interior and seam);
- when it says hidden, no segment between sample points of the front edges and
  the target (exact fractions, Cyrus-Beck clipping) is clear.
"""
import math
import random
from fractions import Fraction as Fr

import pytest
from hypothesis import given, settings, strategies as st

from game.geometry.hexes import Facing, Hex, distance, hex_range, neighbour, ring
from game.geometry.hexarcs import Side, front_sides, side_of
from game.geometry.hexmaps import HexGrid
from game.geometry.hexsight import sees, sight_line, visible, visible_from

# Corner m of a hex (axial q, r offsets) lies between side m and side m+1; side d runs corner d-1 -> d.
CORNERS = [(Fr(2, 3), Fr(-1, 3)), (Fr(1, 3), Fr(-2, 3)), (Fr(-1, 3), Fr(-1, 3)),
           (Fr(-2, 3), Fr(1, 3)), (Fr(-1, 3), Fr(2, 3)), (Fr(1, 3), Fr(1, 3))]


def corners(h):
    return [(h.q + x, h.r + y) for x, y in CORNERS]


def side_points(h, d):
    c = corners(h)
    return c[(d - 1) % 6], c[d]


def cross(o, a, b):
    return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])


def clip(p, q, poly):
    """Cyrus-Beck: parameter interval of segment p->q inside the closed convex polygon, or None."""
    cx = sum(x for x, _ in poly) / len(poly)
    cy = sum(y for _, y in poly) / len(poly)
    t0, t1 = Fr(0), Fr(1)
    for i in range(len(poly)):
        a, b = poly[i], poly[(i + 1) % len(poly)]
        sgn = 1 if cross(a, b, (cx, cy)) > 0 else -1
        fp, fq = sgn * cross(a, b, p), sgn * cross(a, b, q)      # >= 0 inside
        if fp < 0 and fq < 0:
            return None
        if fp < 0 or fq < 0:
            t = fp / (fp - fq)
            if fp < 0:
                t0 = max(t0, t)
            else:
                t1 = min(t1, t)
    return (t0, t1) if t0 <= t1 else None


def meets_interior(p, q, poly):
    iv = clip(p, q, poly)
    if iv is None or iv[0] == iv[1]:
        return False
    tm = (iv[0] + iv[1]) / 2
    m = (p[0] + (q[0] - p[0]) * tm, p[1] + (q[1] - p[1]) * tm)
    cx = sum(x for x, _ in poly) / 6
    cy = sum(y for _, y in poly) / 6
    for i in range(6):
        a, b = poly[i], poly[(i + 1) % 6]
        sgn = 1 if cross(a, b, (cx, cy)) > 0 else -1
        if sgn * cross(a, b, m) <= 0:
            return False
    return True


def runs_along(p, q, a, b):
    if cross(p, q, a) != 0 or cross(p, q, b) != 0:
        return False
    k = 0 if p[0] != q[0] else 1
    lo, hi = sorted((p[k], q[k]))
    lo2, hi2 = sorted((a[k], b[k]))
    return max(lo, lo2) < min(hi, hi2)


def segment_clear(p, q, viewer, target, blocked, facing_used):
    lo_q, hi_q = min(p[0], q[0]) - 1, max(p[0], q[0]) + 1
    lo_r, hi_r = min(p[1], q[1]) - 1, max(p[1], q[1]) + 1
    blockers = [h for h in blocked if h not in (viewer, target) and lo_q <= h.q <= hi_q and lo_r <= h.r <= hi_r]
    if facing_used and meets_interior(p, q, corners(viewer)):
        return False
    if any(meets_interior(p, q, corners(h)) for h in blockers):
        return False
    bset = set(blockers)
    for h in blockers:
        for d in range(6):
            if neighbour(h, d) in bset and runs_along(p, q, *side_points(h, d)):
                return False
    return True


def sample_points_edges(h, sides):
    pts = []
    for d in sides:
        a, b = side_points(h, d)
        for t in (Fr(0), Fr(1, 3), Fr(1, 2), Fr(6, 7)):
            pts.append((a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t))
    return pts


def sample_points_hex(h):
    pts = [(Fr(h.q), Fr(h.r))]
    for d in range(6):
        a, b = side_points(h, d)
        for t in (Fr(0), Fr(1, 2), Fr(2, 3)):
            pts.append((a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t))
    return pts


def sampled_visible(viewer, facing, target, blocked):
    if facing is not None and side_of(viewer, facing, target) is not Side.FRONT:
        return False
    sides = range(6) if facing is None else [int(d) for d in front_sides(facing)]
    return any(segment_clear(p, q, viewer, target, blocked, facing is not None)
               for p in sample_points_edges(viewer, sides) for q in sample_points_hex(target))


def witness_ok(line, viewer, facing, target, blocked, tol=1e-7):
    """Float check of a returned sight line: P on a source edge, Q in the target, nothing in between."""
    (pq, pr), (qq, qr) = line
    sides = range(6) if facing is None else [int(d) for d in front_sides(facing)]

    def near_segment(pt, a, b):
        ax, ay, bx, by = map(float, (a[0], a[1], b[0], b[1]))
        dx, dy = bx - ax, by - ay
        t = max(0.0, min(1.0, ((pt[0] - ax) * dx + (pt[1] - ay) * dy) / (dx * dx + dy * dy)))
        return math.hypot(ax + t * dx - pt[0], ay + t * dy - pt[1]) < tol

    def inside(pt, h, shrink):
        pts = [(float(x), float(y)) for x, y in corners(h)]
        cx, cy = h.q, h.r
        for i in range(6):
            a, b = pts[i], pts[(i + 1) % 6]
            sgn = 1 if (b[0] - a[0]) * (cy - a[1]) - (b[1] - a[1]) * (cx - a[0]) > 0 else -1
            val = sgn * ((b[0] - a[0]) * (pt[1] - a[1]) - (b[1] - a[1]) * (pt[0] - a[0]))
            if val < shrink:
                return False
        return True

    if not any(near_segment((pq, pr), *side_points(viewer, d)) for d in sides):
        return False
    if not (inside((qq, qr), target, -tol) or any(near_segment((qq, qr), *side_points(target, d)) for d in range(6))):
        return False
    steps = 400
    pts = [(pq + (qq - pq) * i / steps, pr + (qr - pr) * i / steps) for i in range(steps + 1)]
    for h in blocked:
        if h in (viewer, target):
            continue
        if any(inside(pt, h, 1e-6) for pt in pts):
            return False
    if facing is not None and any(inside(pt, viewer, 1e-6) for pt in pts):
        return False
    return True


# --- the rule's corner cases ---------------------------------------------------------------------

O = Hex(0, 0, 0)


def test_own_hex_adjacent_front_and_arc():
    wall = set(hex_range(O, 3)) - {O}
    assert visible(O, Facing.D2, O, wall)
    for d in front_sides(Facing.D2):
        assert visible(O, Facing.D2, neighbour(O, d), wall)       # adjacent across a front edge: always
    assert not visible(O, Facing.D2, neighbour(O, Facing.D4), set())  # flank
    assert not visible(O, Facing.D2, neighbour(O, Facing.D5), set())  # rear
    assert not visible(O, Facing.D2, Hex(0, 3, -3), set())           # behind: outside the arc
    assert visible(O, Facing.D2, Hex(4, -2, -2), set())              # on the arc's edge line: in front


def test_grazing_a_corner_does_not_block_but_a_seam_does():
    a, b = O, Hex(2, -1, -1)                  # the only gap between (1,0,-1) and (1,-1,0) is their shared edge
    left, right = Hex(1, -1, 0), Hex(1, 0, -1)
    assert sees(a, b, {left}) and sees(a, b, {right})     # along one blocker's edge: clear
    assert not sees(a, b, {left, right})                    # along the edge between two blockers: blocked
    assert sight_line(a, None, b, {left, right}) is None
    line = sight_line(a, None, b, {left})
    assert line is not None and witness_ok(line, a, None, b, {left})


def test_target_and_viewer_never_block():
    assert sees(O, Hex(3, 0, -3), {O, Hex(3, 0, -3)})
    assert visible(O, Facing.D0, Hex(3, 0, -3), {O, Hex(3, 0, -3)})


def test_a_wall_blocks_and_a_gap_lets_sight_through():
    # The front half of the ring at distance 2 walls the viewer in.
    wall = {h for h in ring(O, 2) if side_of(O, Facing.D2, h) is Side.FRONT}
    target = Hex(0, -4, 4)
    assert not visible(O, Facing.D2, target, wall)
    assert visible(O, Facing.D2, target, wall - {Hex(0, -2, 2)})              # a gap straight ahead
    assert visible(O, Facing.D2, target, lambda h: h in wall and h != Hex(0, -2, 2))
    assert not visible(O, Facing.D2, Hex(3, -5, 2), wall)
    # Without facing the viewer still sees out of the back.
    assert sees(O, Hex(0, 4, -4), wall) and not sees(O, target, wall)


def test_corners_rule_is_conservative_and_often_equal():
    rng = random.Random(5)
    g = HexGrid(12, 10)
    blocked = {h for h in g if rng.random() < 0.2}
    v = g.from_offset(6, 5)
    blocked.discard(v)
    for f in Facing:
        exact = visible_from(g, v, f, blocked)
        fast = visible_from(g, v, f, blocked, rule="corners")
        assert fast <= exact
        assert len(fast) >= 0.8 * len(exact)


def test_unknown_rule():
    with pytest.raises(ValueError):
        visible(O, Facing.D0, Hex(3, 0, -3), set(), rule="centre")


# --- checked against the independent implementations ----------------------------------------------

def random_case(seed, cols=8, rows=7, density=0.25):
    rng = random.Random(seed)
    g = HexGrid(cols, rows, rng.choice(["flat", "pointy"]), rng.choice(["odd", "even"]))
    blocked = {h for h in g if rng.random() < density}
    v = rng.choice(g.hexes)
    blocked.discard(v)
    return g, v, Facing(rng.randrange(6)), blocked


@pytest.mark.parametrize("seed", range(4))
def test_any_rule_against_witness_check_and_sampler(seed):
    g, v, f, blocked = random_case(seed, 7, 6)
    seen = visible_from(g, v, f, blocked)
    for t in g:
        vis = visible(v, f, t, blocked)
        assert vis == (t in seen), t
        assert visible(v, f, t, blocked, rule="corners") <= vis
        if t == v:
            continue
        if vis:
            line = sight_line(v, f, t, blocked)
            assert line is not None and witness_ok(line, v, f, t, blocked), (t, line)
        else:
            assert not sampled_visible(v, f, t, blocked), t


@pytest.mark.parametrize("seed", range(2))
def test_no_facing_against_sampler(seed):
    g, v, _, blocked = random_case(100 + seed, 6, 5, 0.3)
    seen = visible_from(g, v, None, blocked)
    fast = visible_from(g, v, None, blocked, rule="corners")
    assert fast <= seen
    for t in g:
        assert sees(v, t, blocked) == (t in seen)
        if t != v and t not in seen:
            assert not sampled_visible(v, None, t, blocked), t


SMALL = settings(max_examples=30, deadline=None)


@SMALL
@given(st.integers(0, 10**6), st.integers(2, 5))
def test_sees_is_symmetric(seed, dist_):
    rng = random.Random(seed)
    a = Hex(0, 0, 0)
    b = rng.choice([h for h in hex_range(a, dist_) if distance(a, h) == dist_])
    around = [h for h in hex_range(a, dist_ + 1) if h not in (a, b)]
    blocked = {h for h in around if rng.random() < 0.35}
    assert sees(a, b, blocked) == sees(b, a, blocked)
    assert sees(a, b, blocked, rule="corners") == sees(b, a, blocked, rule="corners")


# --- orientation --------------------------------------------------------------------------------

def test_pointy_layout_is_the_flat_layout_turned_30_degrees():
    s3 = math.sqrt(3)
    flat = [[1.5, 0.0], [s3 / 2, s3]]           # (x, y) = M @ (q, r)
    pointy = [[s3, s3 / 2], [0.0, 1.5]]
    c, s = math.cos(math.radians(-30)), math.sin(math.radians(-30))
    rot = [[c, -s], [s, c]]
    prod = [[sum(rot[i][k] * flat[k][j] for k in range(2)) for j in range(2)] for i in range(2)]
    assert all(abs(prod[i][j] - pointy[i][j]) < 1e-12 for i in range(2) for j in range(2))


def _pixel_sampled(layout, v, t, blocked):
    """Sampled whole-hex LOS computed in pixel space (floats, generic sample points)."""
    def px(q, r):
        return (layout[0][0] * q + layout[0][1] * r, layout[1][0] * q + layout[1][1] * r)

    def poly(h):
        return [px(float(x), float(y)) for x, y in corners(h)]

    def strictly_inside(pt, pg):
        sgn = None
        for i in range(6):
            a, b = pg[i], pg[(i + 1) % 6]
            val = (b[0] - a[0]) * (pt[1] - a[1]) - (b[1] - a[1]) * (pt[0] - a[0])
            if abs(val) < 1e-9:
                return False
            if sgn is None:
                sgn = val > 0
            elif (val > 0) != sgn:
                return False
        return True

    ts = (0.11, 0.37, 0.5, 0.73, 0.93)
    src = [(v.q + float(a[0] + (b[0] - a[0]) * t), v.r + float(a[1] + (b[1] - a[1]) * t))
           for d in range(6) for a, b in [tuple((x - v.q, y - v.r) for x, y in side_points(v, d))] for t in ts]
    dst = [(t.q + float(a[0] + (b[0] - a[0]) * u), t.r + float(a[1] + (b[1] - a[1]) * u))
           for d in range(6) for a, b in [tuple((x - t.q, y - t.r) for x, y in side_points(t, d))] for u in ts]
    pgs = [poly(h) for h in blocked if h not in (v, t)]
    for p in src:
        for q in dst:
            pts = [px(p[0] + (q[0] - p[0]) * i / 60, p[1] + (q[1] - p[1]) * i / 60) for i in range(61)]
            if not any(strictly_inside(pt, pg) for pg in pgs for pt in pts):
                return True
    return False


def test_orientation_does_not_change_sight_in_axial_terms():
    s3 = math.sqrt(3)
    flat = [[1.5, 0.0], [s3 / 2, s3]]
    pointy = [[s3, s3 / 2], [0.0, 1.5]]
    rng = random.Random(9)
    v = Hex(0, 0, 0)
    for _ in range(12):
        t = rng.choice([h for h in hex_range(v, 3) if distance(v, h) >= 2])
        blocked = {h for h in hex_range(v, 4) if h not in (v, t) and rng.random() < 0.3}
        a, b = _pixel_sampled(flat, v, t, blocked), _pixel_sampled(pointy, v, t, blocked)
        assert a == b
        if a:
            assert sees(v, t, blocked)
