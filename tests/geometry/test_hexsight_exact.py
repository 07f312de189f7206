"""Hex line of sight: the fast exact rule against the original exact implementation (the oracle).

`hexsight_oracle` tries every line through two corners; `hexsight` decides by
direction coverage with per-offset plans. They must agree on every hex, for
`visible` (each facing), `sees` and `visible_from`, on random small maps and on
dense blocker sets around the segment between viewer and target (adjacent
blockers, seams, grazed corners, blocking targets and viewers).
"""
import random

from hypothesis import given, settings, strategies as st

from game.geometry import hexsight_plans
from game.geometry.hexes import Facing, Hex, distance, hex_range, linedraw_both, neighbour
from game.geometry.hexmaps import HexGrid
from game.geometry.hexsight import sees, sight_line, visible, visible_from
from tests.geometry.hexsight_oracle import visible_from_ref, visible_ref
from tests.geometry.test_hexsight import witness_ok

O = Hex(0, 0, 0)
FACINGS = st.sampled_from([None, *Facing])


def check(v, f, t, blocked):
    new = sees(v, t, blocked) if f is None else visible(v, f, t, blocked)
    assert new == visible_ref(v, f, t, blocked), (v, f, t, sorted(blocked))
    return new


# --- hand-made cases ------------------------------------------------------------------------------

def test_pinhole_between_two_blockers_is_a_clear_line():
    """The only clear line grazes a corner of each blocker; the rule counts it."""
    t, walls = Hex(1, -4, 3), {Hex(0, -2, 2), Hex(2, -4, 2)}
    assert check(O, None, t, walls)
    line = sight_line(O, None, t, walls)
    assert line is not None and witness_ok(line, O, None, t, walls)
    assert not check(O, None, t, walls | {Hex(1, -3, 2)})     # plug the hole: hidden
    a, b = Hex(-2, 1, 1), Hex(0, 1, -1)
    assert check(O, None, Hex(-5, 3, 2), {a, b})               # another pinhole, other direction


def test_seam_between_two_blockers_is_solid():
    """Hidden only because the last clear line would run along the edge two blockers share."""
    t, a, b, c = Hex(-1, 4, -3), Hex(-1, 2, -1), Hex(0, 2, -2), Hex(1, -1, 0)
    assert distance(a, b) == 1
    assert not check(O, None, t, {a, b, c})
    for gone in (a, b):                  # either one alone leaves the line along its edge clear
        rest = {a, b, c} - {gone}
        assert check(O, None, t, rest)
        line = sight_line(O, None, t, rest)
        assert line is not None and witness_ok(line, O, None, t, rest)


def test_grazing_along_a_single_blockers_edge_and_the_front_edges():
    # Facing D0 the front edges end at corners 4 and 1; a line leaving through a front corner counts.
    for f in Facing:
        for t in hex_range(O, 3):
            if distance(O, t) >= 2:
                for blocked in ({neighbour(O, f)}, {neighbour(O, (f + 1) % 6), neighbour(O, (f + 5) % 6)},
                                {neighbour(O, f), neighbour(O, (f + 1) % 6)}):
                    check(O, f, t, blocked)


def test_visible_from_on_a_bigger_map_matches_visible_everywhere():
    rng = random.Random(11)
    g = HexGrid(14, 11, "pointy", "even")
    blocked = {h for h in g if rng.random() < 0.2}
    v = g.from_offset(7, 5)
    for f in [None, *Facing]:
        seen = visible_from(g, v, f, blocked)
        for t in g:
            assert (t in seen) == (sees(v, t, blocked) if f is None else visible(v, f, t, blocked)), (f, t)


def test_viewer_off_the_map_and_blocked_viewer():
    g = HexGrid(5, 4)
    blocked = {h for h in g if (h[0] + 2 * h[1]) % 3 == 0}
    for v in (Hex(-3, 1, 2), Hex(2, 6, -8), g.hexes[7]):
        for f in (None, Facing.D0, Facing.D3):
            seen = visible_from(g, v, f, blocked | {v})
            assert seen == {t for t in g if visible_ref(v, f, t, blocked | {v})}


def test_first_use_builds_plans_for_many_offsets_at_once():
    reg = hexsight_plans.PlanRegistry(0)
    offs = [(q, r) for q in range(-6, 7) for r in range(-6, 7) if max(abs(q), abs(r), abs(q + r)) >= 2]
    ids = reg.ids([q for q, _ in offs], [r for _, r in offs])
    assert len(set(ids.tolist())) == len(offs) == reg.nplans
    assert (reg.ids([offs[3][0]], [offs[3][1]]) == ids[3]).all()


# --- random scenes against the oracle --------------------------------------------------------------

@st.composite
def small_map(draw):
    g = HexGrid(draw(st.integers(3, 7)), draw(st.integers(3, 6)), draw(st.sampled_from(["flat", "pointy"])),
                draw(st.sampled_from(["odd", "even"])))
    density = draw(st.sampled_from([10, 25, 40, 60]))
    rolls = draw(st.lists(st.integers(0, 99), min_size=len(g), max_size=len(g)))
    blocked = {h for h, x in zip(g, rolls) if x < density}
    v = draw(st.sampled_from(g.hexes))
    return g, v, blocked


@settings(max_examples=25, deadline=None)
@given(small_map(), FACINGS)
def test_visible_from_matches_the_oracle_on_small_maps(scene, f):
    g, v, blocked = scene
    assert visible_from(g, v, f, blocked) == visible_from_ref(g, v, f, blocked)


@st.composite
def corridor(draw):
    """A target at distance 2..7 and blockers drawn densely from the hexes near the segment."""
    t = draw(st.sampled_from([h for h in hex_range(O, 7) if distance(O, h) >= 2]))
    plus, minus = linedraw_both(O, t)
    near = sorted({n for h in plus + minus for n in hex_range(h, 1)} - {O, t})
    density = draw(st.sampled_from([20, 35, 50]))
    rolls = draw(st.lists(st.integers(0, 99), min_size=len(near), max_size=len(near)))
    blocked = {h for h, x in zip(near, rolls) if x < density}
    extra = draw(st.sampled_from([set(), {O}, {t}, {O, t}]))       # viewer and target never block
    return t, blocked | extra


@settings(max_examples=120, deadline=None)
@given(corridor())
def test_corridors_match_the_oracle_for_every_facing(case):
    t, blocked = case
    seen = check(O, None, t, blocked)
    assert seen == sees(t, O, blocked)
    for f in Facing:
        if check(O, f, t, blocked):
            line = sight_line(O, f, t, blocked)
            assert line is not None and witness_ok(line, O, f, t, blocked)


def test_blockers_off_the_map_count_for_visible_from_as_for_visible():
    """A predicate (or set) may block hexes beyond the map edge; lines grazing past the edge see that."""
    g = HexGrid(6, 5, "flat", "even")
    v = g.from_offset(0, 2)
    outside = lambda h: h not in g                       # everything beyond the edge is a wall
    rng = random.Random(4)
    inner = {h for h in g if rng.random() < 0.2} - {v}
    for blocks in (outside, lambda h: outside(h) or h in inner, {h for h in hex_range(v, 3) if h not in g}):
        for f in (None, Facing.D0, Facing.D1, Facing.D5):
            seen = visible_from(g, v, f, blocks)
            assert seen == {t for t in g if visible_ref(v, f, t, blocks)}


def test_tiny_maps_and_no_far_targets():
    for g in (HexGrid(1, 1), HexGrid(2, 1), HexGrid(3, 1, "pointy")):
        for f in (None, Facing.D0, Facing.D3):
            for blocks in (set(), lambda h: True):
                assert visible_from(g, g.hexes[0], f, blocks) == {t for t in g if visible_ref(g.hexes[0], f, t, blocks)}
