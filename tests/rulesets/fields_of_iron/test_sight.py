"""Fields of Iron and Echo › Line of sight: the front arc, woods and hills, any part to any part."""
from .helpers import Shoot, cells, hx, nb, start, unit


def seen(b, uid, col, row) -> bool:
    h = hx(b, col, row)
    return (h[0], h[1]) in b.ruleset.sight(b.state, uid).visible


def test_line_of_sight_only_through_the_front_arc():
    """Line of sight: a unit sees what is in the front arc (three sides) of its hex, in its facing."""
    b = start([unit("n1", "bowmen", 5, 6, "N"), unit("s1", "spearmen", 5, 3, "S"), unit("s2", "spearmen", 5, 9)])
    assert seen(b, "n1", 5, 3) and not seen(b, "n1", 5, 9)
    assert not seen(b, "n1", *nb(b, 5, 6, "SE")) and not seen(b, "n1", *nb(b, 5, 6, "SW"))
    assert seen(b, "n1", *nb(b, 5, 6, "NE")) and seen(b, "n1", *nb(b, 5, 6, "NW"))
    arc = b.ruleset.sight(b.state, "n1").arc_cells
    h = hx(b, 5, 9)
    assert (h[0], h[1]) not in arc
    v = b.check(Shoot("n1", "s2"))
    assert not v and "front arc" in v.reason and "Line of sight" in str(v.rule)


def wall_ahead(col, row):
    """The three hexes in front of the hex north of [col, row] (a unit facing N there sees past none)."""
    b = start([unit("n0", "bowmen", 0, 0), unit("s0", "bowmen", 11, 11)])
    c = nb(b, col, row, "N")
    return [nb(b, *c, f) for f in ("NW", "N", "NE")]


def test_line_of_sight_woods_cannot_be_seen_through():
    """Terrain › Woods: woods across every line from the front edges hide the target."""
    b = start([unit("n1", "bowmen", 5, 8, "N"), unit("s1", "spearmen", 5, 4, "S")],
              [cells("woods", *wall_ahead(5, 8))])
    assert not seen(b, "n1", 5, 4)
    v = b.check(Shoot("n1", "s1"))
    assert not v and "cannot see" in v.reason


def test_line_of_sight_any_part_of_the_front_arc_to_any_part_of_the_hex():
    """Line of sight: one woods hex on the centre line does not hide a target: a line from another part
    of the front edges to another part of its hex gets past."""
    b = start([unit("n1", "bowmen", 5, 8, "N"), unit("s1", "spearmen", 5, 5, "S")], [cells("woods", (5, 6))])
    assert seen(b, "n1", 5, 5)
    assert b.check(Shoot("n1", "s1"))


def test_line_of_sight_a_unit_in_woods_can_be_seen():
    """Terrain › Woods: units in a wood can be seen (the target's own hex never blocks), but not past it."""
    wall = wall_ahead(5, 8)
    b = start([unit("n1", "bowmen", 5, 8, "N"), unit("s1", "spearmen", *wall[1], "S")], [cells("woods", *wall)])
    assert seen(b, "n1", *wall[1]) and not seen(b, "n1", 5, 4)
    assert b.check(Shoot("n1", "s1"))


def test_line_of_sight_hills_cannot_be_seen_through():
    """Terrain › Hills: a hill between two units on lower ground hides them from each other."""
    b = start([unit("n1", "bowmen", 5, 8, "N"), unit("s1", "spearmen", 5, 4, "S")],
              [cells("hill", *wall_ahead(5, 8), level=1)])
    assert not seen(b, "n1", 5, 4)
    assert not b.check(Shoot("n1", "s1"))


def test_line_of_sight_from_a_hill_over_hills_no_higher():
    """Terrain › Hills (ruling): a viewer (or target) standing at least as high sees over hill hexes."""
    ridge = wall_ahead(5, 8)
    b = start([unit("n1", "bowmen", 5, 8, "N"), unit("s1", "spearmen", 5, 4, "S")],
              [cells("hill", *ridge, (5, 8), level=1)])
    assert seen(b, "n1", 5, 4)
    target_high = start([unit("n1", "bowmen", 5, 8, "N"), unit("s1", "spearmen", 5, 4, "S")],
                        [cells("hill", *ridge, (5, 4), level=1)])
    assert seen(target_high, "n1", 5, 4)
    higher_ridge = start([unit("n1", "bowmen", 5, 8, "N"), unit("s1", "spearmen", 5, 4, "S")],
                         [cells("hill", (5, 8), level=1), cells("hill", *ridge, level=2)])
    assert not seen(higher_ridge, "n1", 5, 4)


def test_line_of_sight_units_do_not_block_sight():
    """Line of sight (ruling): units never block sight (only shots, and only friendly units)."""
    b = start([unit("n1", "bowmen", 5, 8, "N"), unit("s2", "spearmen", 5, 6, "S"), unit("s1", "spearmen", 5, 4, "S")])
    assert seen(b, "n1", 5, 4)
    assert b.check(Shoot("n1", "s1"))  # an enemy in the way does not block the shot either


def test_sight_overlay_equals_the_exact_test_on_every_hex():
    """Line of sight: the overlay of what a unit sees is the exact per-hex answer, for every facing,
    with woods, a two-level hill and a viewer on and off the hill."""
    from game.geometry.hexsight import visible
    from game.rulesets.fields_of_iron.sight import in_arc
    from game.rulesets.fields_of_iron.terrain import hill_level, sight_blockers

    terrain = [cells("woods", (3, 3), (4, 3), (4, 4), (7, 6)), cells("hill", (6, 3), (6, 4), (7, 4), level=1),
               cells("hill", (7, 4), level=2), cells("hill", (2, 6), level=1)]
    for col, row in ((5, 6), (6, 4), (2, 6)):
        b = start([unit("n1", "bowmen", col, row, "N"), unit("s1", "spearmen", 9, 9)], terrain, cols=10, rows=10)
        u, t = b.state.units["n1"], b.state.terrain
        for f in range(6):
            u.facing = f
            got = b.ruleset.sight(b.state, "n1").visible
            want = {(c[0], c[1]) for c in t if c != u.hex and in_arc(u.hex, f, c)
                    and visible(u.hex, f, c, sight_blockers(t, max(hill_level(t, u.hex), hill_level(t, c))))}
            assert got == want, (col, row, f)
