"""Movement and Terrain, section Movement and Movement: Other Units, with the movement rulings."""
import pytest

from game.core.actions import IllegalActionError

from .helpers import Move, battle, cell, cells, end_move, order, unit, walk

FAR = [unit("s1", "inf", 15, 15)]


def test_movement_a_unit_moves_up_to_its_speed_diagonals_included():
    """Movement: each unit may move up to its speed (ruling: 8 neighbours, a diagonal step costs 1)."""
    b = battle([unit("n1", "inf", 2, 2), *FAR])
    order(b, "n1", "move")
    reach = b.ruleset.reach(b.state, "n1")
    assert (5, 5) in reach.cells and (5, 2) in reach.cells and (6, 2) not in reach.cells
    assert not b.check(Move("n1", ((3, 3), (4, 4), (5, 5), (6, 6))))
    assert "has 3" in b.check(Move("n1", ((3, 3), (4, 4), (5, 5), (6, 6)))).reason
    walk(b, "n1", (3, 3), (4, 4), (5, 5))
    assert cell(b, "n1") == (5, 5)


def test_movement_each_move_is_taken_individually_and_a_unit_moves_once_per_move():
    """Movement: moves are taken one at a time, never added up; a unit moves once in each move."""
    b = battle([unit("n1", "inf", 2, 2), *FAR])
    order(b, "n1", "march", False, 4)           # action test passed: three moves
    walk(b, "n1", (3, 2), (4, 2), (5, 2))
    v = b.check(Move("n1", ((6, 2),)))
    assert not v and "already moved in this move" in v.reason
    end_move(b, "n1")
    walk(b, "n1", (6, 2), (7, 2), (8, 2))       # the second move, up to speed again
    end_move(b, "n1")
    walk(b, "n1", (9, 2), (10, 2), (11, 2))
    end_move(b, "n1")
    assert cell(b, "n1") == (11, 2) and b.state.formations["n1"].acted


def test_movement_a_path_goes_tile_by_tile():
    b = battle([unit("n1", "inf", 2, 2), *FAR])
    order(b, "n1", "move")
    v = b.check(Move("n1", ((4, 2),)))
    assert not v and "one tile at a time" in v.reason


def test_movement_turning_is_free_units_have_no_facing():
    """Movement: formations turn freely: a tile unit has no facing, and a U-turn costs only the tiles."""
    b = battle([unit("n1", "inf", 2, 2), *FAR])
    order(b, "n1", "move")
    assert b.check(Move("n1", ((3, 2), (2, 3), (1, 2))))
    assert all(v.facing is None for v in b.ruleset.unit_views(b.state))


def test_other_units_no_unit_moves_through_an_enemy():
    """Other Units: units from opposed armies cannot move through one another."""
    b = battle([unit("n1", "inf", 2, 2), unit("s1", "inf", 3, 2)])
    b.state.zoc_lost.add("s1")                 # take the zone of control out of the picture
    b.state._memo.clear()
    order(b, "n1", "engage")
    v = b.check(Move("n1", ((3, 2), (4, 2))))
    assert not v and "enemy" in v.reason and v.rule.section == "Movement: Other Units"


@pytest.mark.parametrize("mover,through,ok", [
    ("veh", "inf", True),      # any unit through allied infantry
    ("eng", "inf", True),
    ("inf", "veh", True),      # infantry through any allied unit
    ("inf", "eng", True),
    ("veh", "arm", False),     # otherwise not
    ("eng", "veh", False),
    ("arm", "eng", False),
])
def test_other_units_who_may_pass_through_whom(mover, through, ok):
    """Other Units: anyone through allied infantry, infantry through any allied unit, nothing else."""
    b = battle([unit("n1", mover, 2, 2), unit("n2", through, 3, 2, f="n1"), *FAR])
    order(b, "n1", "move")
    v = b.check(Move("n1", ((3, 2), (4, 2))))
    assert bool(v) is ok
    if not ok:
        assert v.rule.section == "Movement: Other Units"


def test_other_units_one_unit_per_tile_at_the_end_of_a_move():
    b = battle([unit("n1", "inf", 2, 2), unit("n2", "inf", 3, 2, f="n1"), *FAR])
    order(b, "n1", "move")
    v = b.check(Move("n1", ((3, 2),)))
    assert not v and "one unit per tile" in v.reason


def test_well_travelled_a_unit_staying_on_the_road_gets_two_more_speed():
    """Roads (Well-Travelled): a unit that stays on a road for its full move has speed +2."""
    road = cells("road", *[(c, 2) for c in range(16)])
    b = battle([unit("n1", "inf", 2, 2), *FAR], [road])
    order(b, "n1", "move")
    reach = b.ruleset.reach(b.state, "n1")
    assert (7, 2) in reach.cells and (8, 2) not in reach.cells      # 3 + 2 along the road
    assert (5, 3) in reach.cells and (6, 3) not in reach.cells      # off the road: 3
    assert b.check(Move("n1", tuple((c, 2) for c in range(3, 8))))
    assert not b.check(Move("n1", ((3, 2), (4, 2), (5, 2), (6, 2), (7, 3))))


def test_roads_are_passable_to_every_class_ruling():
    """Roads ruling: the table's 'impassable' for roads is a misprint; roads have no effect."""
    road = cells("road", (3, 2))
    for p in ("inf", "veh", "eng"):
        b = battle([unit("n1", p, 2, 2), *FAR], [road])
        order(b, "n1", "move")
        assert b.check(Move("n1", ((3, 2),)))


def test_impeded_halves_speed_for_infantry_and_armoured_vehicles_only():
    """Impeded (barricades, fieldworks): infantry and armoured vehicles pay 2 a tile there."""
    wire = cells("fieldworks", (3, 2), (4, 2), (5, 2))
    for p, reach_to in (("inf", (4, 2)), ("arm", (4, 2)), ("veh", (6, 2))):
        b = battle([unit("n1", p, 2, 2), *FAR], [wire] if p != "veh" else [cells("barricade", (3, 2), (4, 2))])
        order(b, "n1", "move")
        r = b.ruleset.reach(b.state, "n1")
        assert reach_to in r.cells
    b = battle([unit("n1", "inf", 2, 2), *FAR], [wire])
    order(b, "n1", "move")
    v = b.check(Move("n1", ((3, 2), (4, 2))))
    assert not v and "takes 4" in v.reason


def test_impeded_move_event_tells_tiles_walked_from_movement_spent():
    """Special Terrain, Impeded: the move's event counts the tiles walked and names the movement spent
    (found by the formations course, lesson 5: a squad crossing a barricade 'moved 3 tiles' for 2)."""
    b = battle([unit("n1", "inf", 2, 2), *FAR], [cells("fieldworks", (3, 2))])
    order(b, "n1", "move")
    ev = walk(b, "n1", (3, 2), (4, 2))
    assert ev[0].text == "Inf moves 2 tile(s) to (4, 2), using 3 of its movement."
    b = battle([unit("n1", "inf", 2, 2), *FAR])
    order(b, "n1", "move")
    assert walk(b, "n1", (3, 2), (4, 2))[0].text == "Inf moves 2 tile(s) to (4, 2)."


def test_bad_paths_are_refused_with_a_clear_error():
    from game.core.actions import InvalidActionError
    b = battle([unit("n1", "inf", 2, 2), *FAR])
    order(b, "n1", "move")
    assert "Move.path.0" in b.check(Move("n1", ((3, "x"),))).reason
    with pytest.raises(InvalidActionError):
        b.perform(Move("nobody", ((3, 3),)))
    with pytest.raises(IllegalActionError):
        walk(b, "n1", (20, 20))
