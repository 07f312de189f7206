"""What the battle screen reads for Movement and Terrain: reach per unit, enemy zones, danger marks with the
chance of a casualty, move notes (dangerous tests, the out-of-formation check), target odds, labels."""
from .helpers import Cautious, EndMove, Move, order_action, Shoot, battle, cells, order, unit


def test_reach_is_offered_to_each_unit_of_the_moving_formation_only():
    b = battle([unit("n1", "inf", 2, 2), unit("n2", "inf", 3, 2, f="n1"), unit("s1", "inf", 12, 12)])
    assert b.ruleset.reach(b.state, "n1") is None                       # no action yet
    order(b, "n1", "move")
    r1, r2 = b.ruleset.reach(b.state, "n1"), b.ruleset.reach(b.state, "n2")
    assert r1.cells and r2.cells and r1.paths[(5, 2)][0] == (2, 2)
    assert b.ruleset.reach(b.state, "s1") is None
    mv = b.ruleset.move_action(b.state, "n1", ((5, 5), None))
    assert isinstance(mv, Move) and mv.path[-1] == (5, 5) and b.check(mv)


def test_marks_shade_enemy_zones_other_units_reach_and_danger_with_odds():
    b = battle([unit("n1", "inf", 2, 2), unit("n2", "inf", 3, 2, f="n1"), unit("s1", "inf", 10, 2)],
               [cells("marsh", (3, 3))])
    order(b, "n1", "move")
    marks = {m.tone: m for m in b.ruleset.cell_marks(b.state, "n1")}
    assert (10, 4) in marks["zone"].cells and len(marks["zone"].cells) == 25
    assert (6, 2) in marks["reach"].cells                                # n2 can get there, n1 cannot
    assert marks["danger"].labels[(3, 3)] == "31%"                      # 2 dice: 1 - (5/6)^2
    b.perform(Cautious("n1"))
    marks = {m.tone: m for m in b.ruleset.cell_marks(b.state, "n1")}
    assert marks["danger"].labels[(3, 3)] == "9%" and "cautiously" in marks["danger"].legend


def test_move_notes_warn_of_dangerous_tests_and_units_left_out_of_formation_before_the_move():
    b = battle([unit("n1", "inf", 2, 2), unit("n2", "inf", 3, 2, f="n1"), unit("s1", "inf", 14, 14)],
               [cells("marsh", (4, 2))])
    order(b, "n1", "move")
    v = b.check(Move("n2", ((4, 2), (5, 2), (6, 2))))
    notes = " ".join(v.info["notes"])
    assert "Dangerous test at (4, 2): 31%" in notes and "Out of formation" in notes


def test_target_info_gives_the_to_hit_and_save_odds_and_why_not():
    b = battle([unit("n1", "inf", 2, 2), unit("s1", "inf", 6, 2), unit("s2", "inf", 11, 5), unit("s3", "inf", 14, 2)],
               [cells("ruins", (6, 2))])
    info = b.ruleset.target_info(b.state, "n1", "s1")
    assert info.in_sight and info.in_range and "hit on 5+" in info.reason and "save 4+ (cover, 50%)" in info.reason
    far = b.ruleset.target_info(b.state, "n1", "s2")
    assert far.in_sight and not far.in_range and far.distance == 9
    beyond = b.ruleset.target_info(b.state, "n1", "s3")
    assert not beyond.in_sight and "beyond sight (10)" in beyond.reason


def test_unit_views_cards_and_markers():
    b = battle([unit("n1", "inf", 2, 2), unit("s1", "air", 12, 12)])
    views = {v.id: v for v in b.ruleset.unit_views(b.state)}
    assert views["n1"].cell == (2, 2) and views["n1"].strength == "2/2 integrity" and "ready" in views["n1"].markers
    assert "flying" in views["s1"].markers and any("Formation" in line for line in views["n1"].card)
    order(b, "n1", "overwatch")
    views = {v.id: v for v in b.ruleset.unit_views(b.state)}
    assert "overwatch" in views["n1"].markers


def test_describe_and_status_read_well():
    b = battle([unit("n1", "inf", 2, 2), unit("s1", "inf", 12, 12)])
    r = b.ruleset
    assert "passes on 3+, 67%" in r.describe_action(b.state, order_action("n1", "march"))
    order(b, "n1", "march", False, 6)
    assert b.status().phase == "March: move 1 of 3"
    assert r.describe_action(b.state, EndMove("n1", ())) == "End the move (all in formation)"
    assert b.preview(order_action("n1", "march")) is None                      # not legal now


def test_actions_are_offered_per_selected_unit():
    b = battle([unit("n1", "inf", 2, 2), unit("n2", "inf", 3, 2, f="n1"), unit("s1", "inf", 9, 2)])
    acts = b.legal_actions("n2").list()
    assert order_action("n2", "move") in acts and order_action("n2", "march", True) not in acts
    order(b, "n1", "shoot")
    acts = b.legal_actions("n2").list()
    assert Shoot("n2", "s1", "") in acts and all(getattr(a, "unit", "n2") == "n2" for a in acts)


def test_sight_view_shades_what_hiding_terrain_and_vision_hide():
    """Sight ruling: 10 tiles (12 from a hill); two hiding tiles between hide, one does not."""
    b = battle([unit("n1", "inf", 2, 2), unit("s1", "inf", 15, 15)], [cells("woods", (4, 2), (5, 2))], cols=20, rows=20)
    seen = b.ruleset.sight(b.state, "n1").visible
    assert (4, 2) in seen and (5, 2) in seen and (6, 2) not in seen and (12, 12) in seen and (13, 2) not in seen
    b = battle([unit("n1", "inf", 2, 2), unit("s1", "inf", 15, 15)], [cells("hill", (2, 2))], cols=20, rows=20)
    assert (14, 2) in b.ruleset.sight(b.state, "n1").visible


def test_a_move_to_an_unreachable_tile_says_what_stops_the_straight_walk():
    b = battle([unit("n1", "inf", 2, 2), unit("s1", "inf", 9, 2)], [cells("cliff", *[(3, r) for r in range(16)])])
    order(b, "n1", "move")
    v = b.check(b.ruleset.move_action(b.state, "n1", ((5, 2), None)))
    assert not v and "impassable" in v.reason
    v = b.check(b.ruleset.move_action(b.state, "n1", ((2, 9), None)))
    assert not v and "has 3" in v.reason
