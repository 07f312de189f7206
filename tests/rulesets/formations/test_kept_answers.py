"""Answers the Formations fast paths keep or skip equal the ones worked out afresh: a searched move's
path needs no second walk, and a kept zone of control is the zone."""
from game.core.kept import fresh
from game.rulesets.formations.movement import MoveRules
from game.rulesets.formations.zoc import enemy_zone

from .helpers import battle, cells, order, unit

TERRAIN = [cells("woods", (3, 2), (4, 3)), cells("river", (2, 4)), cells("road", *[(c, 1) for c in range(16)])]


def _units():
    return [unit("n1", "inf", 2, 2), unit("n2", "veh", 2, 1, f="n1"), unit("n3", "eng", 3, 3, f="n1"),
            unit("s1", "inf", 7, 3), unit("s2", "air", 9, 9)]


def test_a_searched_path_is_judged_as_a_fresh_walk_judges_it():
    """Movement: every path the search finds is legal by the walk of `path_problem` too, and a path it did
    not find is still walked (the woods, the river, the zone of s1 and the road bonus all play a part)."""
    for what in ("move", "engage"):
        b = battle(_units(), TERRAIN)
        order(b, "n1", what)
        for uid in ("n1", "n2", "n3"):
            u = b.state.units[uid]
            found = MoveRules(b.state, u, charge=what == "engage").search()
            assert found
            for _cost, path in found.values():
                assert MoveRules(b.state, u, charge=what == "engage").path_problem(path) is None
        rules = MoveRules(b.state, b.state.units["n1"])
        rules.search()
        assert rules.path_problem(((3, 2), (4, 2), (5, 2), (6, 2))) is not None     # too far through woods


def test_a_kept_zone_of_control_is_the_zone_worked_out_afresh():
    """Movement: Zones of Control: the kept zone (keyed by where the holders stand) equals a fresh one."""
    b = battle(_units(), TERRAIN)
    kept = {side: enemy_zone(b.state, side) for side in ("north", "south")}
    with fresh():
        assert {side: enemy_zone(b.state, side) for side in ("north", "south")} == kept
    b.state.units["s1"].col = 10
    moved = enemy_zone(b.state, "north")
    assert moved != kept["north"]
    with fresh():
        assert enemy_zone(b.state, "north") == moved
