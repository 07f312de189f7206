"""Hex maths: identities and round trips (Red Blob Games, Wesnoth), hypothesis properties."""
import copy
import math
import pickle

import pytest
from hypothesis import given, settings, strategies as st

from game.geometry.hexes import (
    DIRECTIONS, ORIGIN, Facing, Hex, distance, facing_to, hex_range, hex_round, linedraw, linedraw_both, neighbour,
    neighbours, ring, spiral
)
from game.geometry.hexarcs import (
    Side, edges_toward, flank_hexes, flank_sides, front_arc, front_sides, rear_hex, rear_side, side_kind, side_of
)
from game.geometry.hexmaps import HexGrid, hex_to_offset, offset_to_hex

coord = st.integers(-60, 60)
hexes_st = st.builds(Hex.axial, coord, coord)
facings = st.sampled_from(list(Facing))
FAST = settings(max_examples=150, deadline=None)


def test_constructor_checks_sum_and_is_a_cheap_tuple():
    h = Hex(1, -3, 2)
    assert (h.q, h.r, h.s) == (1, -3, 2)
    assert h == (1, -3, 2) and hash(h) == hash((1, -3, 2))
    assert Hex.axial(1, -3) == h
    with pytest.raises(ValueError):
        Hex(1, 1, 0)
    assert pickle.loads(pickle.dumps(h)) == h and type(pickle.loads(pickle.dumps(h))) is Hex
    assert copy.deepcopy(h) == h
    assert {Hex(0, 0, 0): 1}[Hex.axial(0, 0)] == 1


def test_arithmetic():
    a, b = Hex(1, -3, 2), Hex(3, -7, 4)
    assert a + b == Hex(4, -10, 6) and b - a == Hex(2, -4, 2)
    assert a * 2 == 2 * a == Hex(2, -6, 4) and -a == Hex(-1, 3, -2)


def test_directions_in_the_fixed_order():
    assert DIRECTIONS == ((1, 0, -1), (1, -1, 0), (0, -1, 1), (-1, 0, 1), (-1, 1, 0), (0, 1, -1))
    assert [f.vector for f in Facing] == list(DIRECTIONS)


def test_facing_identities():
    for f in Facing:
        assert f.opposite.opposite == f
        assert f.rotate(-2) == f.rotate(4)
        assert f.rotate(6) == f and f.rotate(-1).rotate(1) == f
        assert f.opposite == f.rotate(3)
        assert f.vector + f.opposite.vector == ORIGIN
        for orientation in ("flat", "pointy"):
            assert Facing.from_compass(f.compass(orientation), orientation) == f


def test_compass_names():
    assert [f.compass("flat") for f in Facing] == ["SE", "NE", "N", "NW", "SW", "S"]
    assert [f.compass("pointy") for f in Facing] == ["E", "NE", "NW", "W", "SW", "SE"]
    assert Facing.from_compass("nw", "pointy") == Facing.D2
    with pytest.raises(ValueError):
        Facing.from_compass("N", "pointy")
    with pytest.raises(ValueError):
        Facing.D0.compass("sideways")


def test_compass_names_match_the_pixel_layouts():
    """Flat: x = 3/2 q, y = sqrt3 (q/2 + r); pointy: x = sqrt3 (q + r/2), y = 3/2 r (y grows down)."""
    bearing = {"N": 0, "NE": 45, "E": 90, "SE": 135, "S": 180, "SW": 225, "W": 270, "NW": 315}
    layouts = {"flat": lambda q, r: (1.5 * q, math.sqrt(3) * (q / 2 + r)),
               "pointy": lambda q, r: (math.sqrt(3) * (q + r / 2), 1.5 * r)}
    for orientation, layout in layouts.items():
        for f in Facing:
            x, y = layout(f.vector.q, f.vector.r)
            angle = math.degrees(math.atan2(x, -y)) % 360    # clockwise from up
            want = bearing[f.compass(orientation)]
            assert min(abs(angle - want), 360 - abs(angle - want)) < 31


@FAST
@given(hexes_st, hexes_st, hexes_st)
def test_distance_is_a_metric(a, b, c):
    assert distance(a, b) == distance(b, a) >= 0
    assert (distance(a, b) == 0) == (a == b)
    assert distance(a, c) <= distance(a, b) + distance(b, c)


@FAST
@given(hexes_st)
def test_neighbours(h):
    ns = neighbours(h)
    assert len(set(ns)) == 6
    for f, n in zip(Facing, ns):
        assert n == neighbour(h, f) and distance(h, n) == 1
        assert facing_to(h, n) == f and facing_to(n, h) == f.opposite
    assert facing_to(h, h) is None and facing_to(h, h + DIRECTIONS[0] * 2) is None


@FAST
@given(st.floats(-50, 50), st.floats(-50, 50))
def test_round_returns_the_nearest_centre(fq, fr):
    fs = -fq - fr
    h = hex_round(fq, fr, fs)
    assert Hex.round(fq, fr, fs) == h

    def d2(q, r):   # squared Euclidean distance in the cube embedding
        dq, dr = q - fq, r - fr
        return dq * dq + dr * dr + (dq + dr) ** 2
    best = d2(h.q, h.r)
    for n in neighbours(h):
        assert best <= d2(n.q, n.r) + 1e-9


@FAST
@given(hexes_st, hexes_st)
def test_linedraw_length_and_contiguity(a, b):
    for line in linedraw_both(a, b):
        assert len(line) == distance(a, b) + 1
        assert line[0] == a and line[-1] == b
        assert all(distance(x, y) == 1 for x, y in zip(line, line[1:]))
    assert linedraw(a, b) == linedraw_both(a, b)[0]
    assert linedraw(b, a) == linedraw(a, b)[::-1]


def test_linedraw_along_an_edge_has_two_candidates():
    a, b = ORIGIN, Hex(4, -2, -2)     # runs along hex edges all the way
    plus, minus = linedraw_both(a, b)
    assert plus != minus
    assert plus[1] == Hex(1, 0, -1) and minus[1] == Hex(1, -1, 0)   # + nudge: toward larger r (direction 5)
    straight = linedraw_both(ORIGIN, Hex(3, 0, -3))
    assert straight[0] == straight[1]


@pytest.mark.parametrize("n", [0, 1, 2, 3, 7])
def test_ring_and_range_sizes(n):
    c = Hex(4, -1, -3)
    r = ring(c, n)
    assert len(r) == (6 * n if n else 1) and len(set(r)) == len(r)
    assert all(distance(c, h) == n for h in r)
    assert all(distance(x, y) == 1 for x, y in zip(r, r[1:] + r[:1])) or n <= 1
    assert len(spiral(c, n)) == len(hex_range(c, n)) == 3 * n * (n + 1) + 1
    assert set(spiral(c, n)) == set(hex_range(c, n)) == {h for h in hex_range(c, n + 1) if distance(c, h) <= n}
    with pytest.raises(ValueError):
        ring(c, -1)


def test_sides_partition_the_hex():
    for f in Facing:
        fs, fl, rs = front_sides(f), flank_sides(f), rear_side(f)
        assert fs == (f.rotate(-1), f, f.rotate(1))
        assert sorted(set(fs) | set(fl) | {rs}) == list(Facing)
        assert [side_kind(f, d) for d in fs] == [Side.FRONT] * 3
        assert [side_kind(f, d) for d in fl] == [Side.FLANK] * 2 and side_kind(f, rs) is Side.REAR
        h = Hex(2, 3, -5)
        assert front_arc(h, f) == tuple(neighbour(h, d) for d in fs)
        assert flank_hexes(h, f) == tuple(neighbour(h, d) for d in fl) and rear_hex(h, f) == neighbour(h, rs)


def test_side_of_neighbours_and_ties():
    h = Hex(0, 0, 0)
    for f in Facing:
        for d in Facing:
            assert side_of(h, f, neighbour(h, d)) is side_kind(f, d)
    # Corner lines: (2,-1,-1) leaves through the corner between sides 0 and 1.
    assert edges_toward(h, Hex(2, -1, -1)) == (Facing.D0, Facing.D1)
    # Facing D2 (flat: N): sides 1 (front) and 0 (flank) -> front wins.
    assert side_of(h, Facing.D2, Hex(2, -1, -1)) is Side.FRONT
    # Facing D3: sides 1 (flank) and 0 (rear) -> flank wins.
    assert side_of(h, Facing.D3, Hex(2, -1, -1)) is Side.FLANK
    with pytest.raises(ValueError):
        edges_toward(h, h)


@FAST
@given(hexes_st, hexes_st, facings)
def test_front_is_the_closed_half_plane_ahead(h, other, f):
    if h == other:
        return
    v, e = other - h, f.vector
    dot = v.q * e.q + v.r * e.r + v.s * e.s
    assert (side_of(h, f, other) is Side.FRONT) == (dot >= 0)
    assert (side_of(h, f, other) is Side.REAR) == (side_of(h, f.opposite, other) is Side.FRONT
                                                   and dot < 0 and len(edges_toward(h, other)) == 1
                                                   and edges_toward(h, other)[0] == f.opposite)


@pytest.mark.parametrize("orientation", ["flat", "pointy"])
@pytest.mark.parametrize("offset", ["odd", "even"])
def test_offset_round_trips(orientation, offset):
    for col in range(-7, 8):
        for row in range(-7, 8):
            h = offset_to_hex(col, row, orientation, offset)
            assert hex_to_offset(h, orientation, offset) == (col, row)
    for h in hex_range(ORIGIN, 6):
        assert offset_to_hex(*hex_to_offset(h, orientation, offset), orientation, offset) == h


def test_offset_shoves_the_right_columns_and_rows():
    # flat odd-q: odd columns sit half a hex lower, so [1,0] is the SE neighbour of [0,0].
    assert offset_to_hex(1, 0, "flat", "odd") == neighbour(offset_to_hex(0, 0, "flat", "odd"), Facing.from_compass("SE", "flat"))
    assert offset_to_hex(1, 0, "flat", "even") == neighbour(offset_to_hex(0, 0, "flat", "even"), Facing.from_compass("NE", "flat"))
    # pointy odd-r: odd rows sit half a hex right, so [0,1] is the SE neighbour of [0,0].
    assert offset_to_hex(0, 1, "pointy", "odd") == neighbour(offset_to_hex(0, 0, "pointy", "odd"), Facing.from_compass("SE", "pointy"))
    assert offset_to_hex(0, 1, "pointy", "even") == neighbour(offset_to_hex(0, 0, "pointy", "even"), Facing.from_compass("SW", "pointy"))
    with pytest.raises(ValueError):
        offset_to_hex(0, 0, "flat", "middle")


@pytest.mark.parametrize("orientation", ["flat", "pointy"])
@pytest.mark.parametrize("offset", ["odd", "even"])
def test_grid_enumeration_and_membership(orientation, offset):
    g = HexGrid(7, 5, orientation, offset)
    assert len(g) == len(set(g)) == 35
    for i, h in enumerate(g):
        col, row = g.to_offset(h)
        assert i == row * 7 + col and g.index(h) == i and g.hex_at(i) == h and h in g
        assert g.from_offset(col, row) == h and g.contains_offset(col, row)
    assert offset_to_hex(7, 0, orientation, offset) not in g and g.get_index(Hex(100, 0, -100)) == -1
    table = g.neighbour_table()
    for i, h in enumerate(g):
        for d in range(6):
            n = neighbour(h, d)
            assert table[i * 6 + d] == (g.index(n) if n in g else -1)
    assert g.neighbour_array().shape == (35, 6)
