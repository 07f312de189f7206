"""Fields of Iron and Echo › Move: basic moves by unit type, facing, charges, one unit to a hex."""
from game.geometry.hexes import Facing
from game.rulesets.fields_of_iron.refs import BASIC_MOVE

from .helpers import EndActivation, Shoot, nb, path, start, step, steps_offered, unit, where

FAR = unit("s9", "spearmen", 11, 11, "N")  # an enemy far away, so the battle goes on


def front3(b, col, row, facing):
    f = Facing.from_compass(facing, "flat")
    return {(*nb(b, col, row, Facing(d).compass("flat")), Facing(d).compass("flat")) for d in (f - 1 + 6, f, f + 1)
            for d in [d % 6]}


def test_basic_move_infantry_first_step_into_the_three_front_hexes_facing_the_way_it_stepped():
    """Move › Basic move (facing ruling): infantry steps into a front hex and then faces the way it moved."""
    b = start([unit("n1", "spearmen", 5, 5, "N"), FAR])
    assert steps_offered(b, "n1") == front3(b, 5, 5, "N")
    ne = nb(b, 5, 5, "NE")
    b.perform(step(b, "n1", *ne, "NE"))
    assert where(b, "n1") == (*ne, "NE")
    # the second step goes into the front three hexes of the NEW facing
    assert steps_offered(b, "n1") == front3(b, *ne, "NE")


def test_basic_move_infantry_moves_two_hexes_at_most():
    """Move › Basic move: infantry moves 1 hex, then 1 more."""
    b = start([unit("n1", "spearmen", 5, 5, "N"), FAR])
    b.perform(step(b, "n1", 5, 4, "N"))
    b.perform(step(b, "n1", 5, 3, "N"))
    v = b.check(step(b, "n1", 5, 2, "N"))
    assert not v and "Move › Basic move" in str(v.rule)
    assert steps_offered(b, "n1") == set()


def test_basic_move_facing_must_follow_the_step():
    """Move › Basic move (facing): a step that ends facing another way is refused, with the reason."""
    b = start([unit("n1", "spearmen", 5, 5, "N"), FAR])
    v = b.check(step(b, "n1", 5, 4, "NE"))
    assert not v and "faces the way it moved" in v.reason


def test_basic_move_infantry_cannot_step_sideways_or_back():
    """Move › Basic move: only the front three hexes."""
    b = start([unit("n1", "spearmen", 5, 5, "N"), FAR])
    v = b.check(step(b, "n1", *nb(b, 5, 5, "SE"), "SE"))
    assert not v and "three hexes in front" in v.reason


def test_basic_move_heavy_cavalry_straight_two_then_may_turn_once_at_the_middle():
    """Move › Basic move: heavy cavalry 2 hexes, then 2 more; direction changes only at the middle."""
    b = start([unit("n1", "knights", 5, 8, "N"), FAR])
    first = nb(b, 5, 8, "NE")
    b.perform(step(b, "n1", *first, "NE"))
    # mid-leg: straight on only
    assert steps_offered(b, "n1") == {(*nb(b, *first, "NE"), "NE")}
    v = b.check(step(b, "n1", *nb(b, *first, "N"), "N"))
    assert not v and "straight on" in v.reason
    second = nb(b, *first, "NE")
    b.perform(step(b, "n1", *second, "NE"))
    # the middle point: any of the three new front directions
    assert steps_offered(b, "n1") == front3(b, *second, "NE")
    third = nb(b, *second, "N")
    b.perform(step(b, "n1", *third, "N"))
    assert steps_offered(b, "n1") == {(*nb(b, *third, "N"), "N")}
    b.perform(step(b, "n1", *nb(b, *third, "N"), "N"))
    assert steps_offered(b, "n1") == set()  # four hexes used


def test_basic_move_light_cavalry_four_single_steps_turning_each_time():
    """Move › Basic move: light cavalry up to 4 single steps, changing direction each time if desired."""
    b = start([unit("n1", "outriders", 5, 8, "N"), FAR])
    here, facing = (5, 8), "N"
    for turn_to in ("NE", "N", "NW", "N"):
        assert steps_offered(b, "n1") == front3(b, *here, facing)
        here, facing = nb(b, *here, turn_to), turn_to
        b.perform(step(b, "n1", *here, facing))
    assert where(b, "n1") == (*here, "N")
    assert steps_offered(b, "n1") == set()


def test_basic_move_artillery_one_hex_any_direction_any_facing_then_no_shooting():
    """Move › Basic move / Shoot › Artillery: artillery moves 1 hex any way and cannot shoot that turn."""
    b = start([unit("n1", "cannon", 5, 5, "N"), unit("s1", "spearmen", 5, 1, "N")])
    offered = steps_offered(b, "n1")
    assert {(c, r) for c, r, _ in offered} == {nb(b, 5, 5, f) for f in ("N", "NE", "SE", "S", "SW", "NW")}
    assert len(offered) == 36  # six hexes, six facings each
    back = nb(b, 5, 5, "S")
    b.perform(step(b, "n1", *back, "N"))
    assert steps_offered(b, "n1") == set()
    v = b.check(Shoot("n1", "s1"))
    assert not v and "Shoot › Artillery" in str(v.rule)


def test_turning_on_the_spot_is_the_whole_move_and_counts_as_one_hex():
    """Move › Basic move (facing): turning on the spot uses the move; infantry may still shoot after it."""
    b = start([unit("n1", "bowmen", 5, 5, "N"), unit("s1", "spearmen", 5, 8, "N")])
    b.perform(step(b, "n1", 5, 5, "S"))
    assert where(b, "n1") == (5, 5, "S")
    assert steps_offered(b, "n1") == set()
    v = b.check(step(b, "n1", 5, 6, "S"))
    assert not v and "turned on the spot" in v.reason
    assert b.check(Shoot("n1", "s1"))


def test_turning_on_the_spot_only_instead_of_moving():
    """Move › Basic move (facing): no turning after a step."""
    b = start([unit("n1", "spearmen", 5, 5, "N"), FAR])
    b.perform(step(b, "n1", 5, 4, "N"))
    v = b.check(step(b, "n1", 5, 4, "S"))
    assert not v and "instead of moving" in v.reason


def test_no_unit_must_move():
    """Move › Basic move: no unit must move its full distance, or at all."""
    b = start([unit("n1", "spearmen", 5, 5, "N"), FAR])
    assert b.check(EndActivation("n1"))
    b.perform(step(b, "n1", 5, 4, "N"))
    assert b.check(EndActivation("n1"))


def test_charge_moving_next_to_an_enemy_ends_the_move():
    """Move › Charge: a unit that moves next to an enemy has charged and cannot move further."""
    b = start([unit("n1", "outriders", 5, 8, "N"), unit("s1", "spearmen", 5, 5, "S")])
    b.perform(step(b, "n1", 5, 7, "N"))
    events = b.perform(step(b, "n1", 5, 6, "N"))
    assert any(e.kind == "charge" for e in events)
    assert b.state.units["n1"].charged
    assert steps_offered(b, "n1") == set()
    v = b.check(step(b, "n1", *nb(b, 5, 6, "NE"), "NE"))
    assert not v and "charged" in v.reason and "Move › Charge" in str(v.rule)


def test_charge_a_unit_in_combat_at_the_start_cannot_leave_its_hex():
    """Move › Charge (ruling): a unit beginning its activation next to an enemy is held in combat."""
    b = start([unit("n1", "spearmen", 5, 6, "N"), unit("s1", "spearmen", 5, 5, "S")])
    assert steps_offered(b, "n1") == set()
    v = b.check(step(b, "n1", *nb(b, 5, 6, "NW"), "NW"))
    assert not v and "in combat" in v.reason
    assert b.check(step(b, "n1", 5, 6, "S"))  # it may turn on the spot


def test_one_unit_to_a_hex_and_no_passing_through():
    """Move (ruling): a unit may not enter a hex holding another unit."""
    b = start([unit("n1", "spearmen", 5, 5, "N"), unit("n2", "spearmen", 5, 4, "N"), FAR])
    v = b.check(step(b, "n1", 5, 4, "N"))
    assert not v and "already stands there" in v.reason
    assert (5, 4, "N") not in steps_offered(b, "n1")


def test_a_whole_path_is_accepted_like_its_steps():
    """Move: a dragged multi-step path is checked step by step; the verdict carries hexes used and budget."""
    b = start([unit("n1", "outriders", 5, 8, "N"), FAR])
    mv = path(b, "n1", (5, 7, "N"), (*nb(b, 5, 7, "NE"), "NE"))
    v = b.check(mv)
    assert v and v.info["used"] == 2 and v.info["budget"] == 4
    bad = path(b, "n1", (5, 7, "N"), (5, 8, "S"))
    v = b.check(bad)
    assert not v and v.info["used"] == 1
    b.perform(mv)
    assert where(b, "n1") == (*nb(b, 5, 7, "NE"), "NE")


def test_move_action_gives_the_path_to_a_reached_cell_and_facing():
    """Move: the UI's drag-and-drop asks for one action reaching (cell, facing); check accepts it."""
    b = start([unit("n1", "outriders", 5, 8, "N"), FAR])
    target = b.state.terrain.key(5, 5)
    a = b.ruleset.move_action(b.state, "n1", ((target[0], target[1]), 2))
    assert a is not None and len(a.path) == 3 and b.check(a)



def test_move_action_to_a_hex_out_of_reach_is_refused_with_its_reason_and_rule():
    """Move / Basic move: a hex the unit cannot reach still gives the move a player would try, and its
    check names why (the unit's move allowance) and the rule, for the screen to say."""
    b = start([unit("n1", "outriders", 5, 8, "N"), FAR])
    target = b.state.terrain.key(5, 2)
    a = b.ruleset.move_action(b.state, "n1", ((target[0], target[1]), 0))
    v = b.check(a)
    assert a is not None and not v
    assert "too far: light cavalry moves at most 4 hexes" in v.reason
    assert v.rule.section == b.ruleset.rule(BASIC_MOVE).section


def test_reach_lists_cells_with_their_facings():
    """Move: reach shows every cell the active unit may end in, with the facings it may end with."""
    b = start([unit("n1", "spearmen", 5, 5, "N"), FAR])
    r = b.ruleset.reach(b.state, "n1")
    me = b.state.units["n1"].hex
    one = {(h[0], h[1]) for h in (b.state.terrain.key(*nb(b, 5, 5, f)) for f in ("NW", "N", "NE"))}
    assert one <= set(r.cells)
    assert r.cells[(me[0], me[1])] == frozenset({0, 1, 3, 4, 5})  # the turns on the spot
    # itself, the three front hexes, and seven hexes two steps out (NW+SW, NW+NW, NW+N = N+NW, N+N, N+NE = NE+N,
    # NE+NE, NE+SE); the two cells reached two ways may end facing either way they were entered
    assert len(r.cells) == 1 + 3 + 7
    assert sorted(len(f) for f in r.cells.values()) == [1] * 8 + [2, 2, 5]
    for cell, pth in r.paths.items():
        assert pth[0] == (me[0], me[1]) and pth[-1] == cell


def test_turning_on_the_spot_counts_as_moving_for_artillery():
    """Shoot › Moving and shooting (ruling): artillery that turned on the spot has moved and cannot shoot."""
    b = start([unit("n1", "cannon", 5, 5, "S"), unit("s1", "spearmen", 5, 1, "N")])
    assert not b.check(Shoot("n1", "s1"))  # facing away: not in the front arc
    b.perform(step(b, "n1", 5, 5, "N"))
    v = b.check(Shoot("n1", "s1"))
    assert not v and "artillery cannot shoot" in v.reason
