"""Fields of Iron and Echo: what the battle screen reads (unit views, sight, targets, labels, status)."""
from .helpers import EndActivation, Fight, Lead, Shoot, cells, hx, nb, script, start, step, unit


def test_unit_views_cells_facings_strength_markers_and_cards():
    b = start([unit("n1", "captain", 5, 6, "N"), unit("n2", "bowmen", 3, 6, "S"), unit("s1", "spearmen", 5, 5, "S")])
    b.state.units["s1"].damage = 2
    views = {v.id: v for v in b.ruleset.unit_views(b.state)}
    h = hx(b, 5, 6)
    assert views["n1"].cell == (h[0], h[1]) and views["n1"].facing == 2
    assert views["s1"].strength == "3/5 wounds" and views["s1"].card[0].startswith("Spearmen")
    assert {"leader", "engaged", "ready"} <= views["n1"].markers
    assert "ready" not in views["s1"].markers  # not south's turn
    b.perform(Lead("n1", "inspire", "n2"))
    views = {v.id: v for v in b.ruleset.unit_views(b.state)}
    assert "active" in views["n1"].markers and "inspired" in views["n2"].markers


def test_unit_views_removed_units_are_marked_and_not_alive():
    b = start([unit("n1", "knights", 5, 6, "N"), unit("n2", "spearmen", 1, 1), unit("s1", "spearmen", 5, 5, "S"),
               unit("s2", "spearmen", 9, 9)])
    b.state.units["s1"].damage = 5
    script(b, 5, 1, 1, 1, 1)
    b.perform(Fight("n1", "s1"))
    v = next(v for v in b.ruleset.unit_views(b.state) if v.id == "s1")
    assert not v.alive and v.markers == {"removed"}
    assert b.ruleset.sight(b.state, "s1") is None and b.ruleset.target_info(b.state, "n1", "s1") is None


def test_sight_view_visible_cells_arc_and_weapon_ranges():
    b = start([unit("n1", "bowmen", 5, 8, "N"), unit("s1", "spearmen", 5, 2)], [cells("woods", (5, 6))])
    s = b.ruleset.sight(b.state, "n1")
    assert s.ranges == (("Longbows", 6.0),)
    assert s.visible <= s.arc_cells
    behind = hx(b, 5, 9)
    assert (behind[0], behind[1]) not in s.arc_cells
    wood = hx(b, 5, 6)
    assert (wood[0], wood[1]) in s.visible  # a woods hex itself can be seen


def test_target_info_says_why_not():
    b = start([unit("n1", "bowmen", 5, 8, "N"), unit("s1", "spearmen", 5, 1), unit("s2", "spearmen", 5, 10)])
    far = b.ruleset.target_info(b.state, "n1", "s1")
    assert far.in_sight and not far.in_range and "reach 6" in far.reason and far.distance == 7
    behind = b.ruleset.target_info(b.state, "n1", "s2")
    assert not behind.in_sight and "front arc" in behind.reason


def test_describe_action_labels():
    b = start([unit("n1", "bowmen", 5, 8, "N"), unit("n2", "captain", 3, 8, "N"), unit("s1", "spearmen", 5, 4, "S")])
    d = lambda a: b.ruleset.describe_action(b.state, a)  # noqa: E731
    assert d(Shoot("n1", "s1")) == "Shoot at Spearmen with Longbows"
    assert d(step(b, "n1", 5, 7, "N")) == "Step to 5,7 facing N"
    assert d(step(b, "n1", 5, 8, "S")) == "Turn to face S"
    assert d(EndActivation("n1")) == "Hold (activate, do nothing)"
    assert d(Lead("n2", "inspire", "n1")) == "Rousing call: inspire Bowmen"
    near = start([unit("n1", "spearmen", 5, 7, "N"), unit("s1", "spearmen", 5, 5, "S")])
    assert near.ruleset.describe_action(near.state, step(near, "n1", 5, 6, "N")).startswith("Charge to 5,6")


def test_status_names_the_turn_the_side_and_the_active_unit_with_handover():
    b = start([unit("n1", "bowmen", 5, 8, "N"), unit("s1", "spearmen", 5, 4, "S")])
    st = b.status()
    assert st.turn == 1 and st.turn_limit == 5 and st.to_act == "north" and st.phase == "Activation"
    assert st.handover
    b.perform(step(b, "n1", 5, 7, "N"))
    st = b.status()
    assert st.active_unit == "n1" and st.phase == "Move or charge" and not st.handover
    assert "move 1 more hex" in st.text and "shoot" in st.text
    b.perform(EndActivation("n1"))
    assert b.status().handover and b.status().to_act == "south"


def test_move_action_is_none_when_the_unit_cannot_act():
    b = start([unit("n1", "bowmen", 5, 8, "N"), unit("s1", "spearmen", 5, 4, "S")])
    h = hx(b, *nb(b, 5, 4, "S"))
    assert b.ruleset.move_action(b.state, "s1", ((h[0], h[1]), 5)) is None  # not south's turn
    assert b.ruleset.reach(b.state, "s1") is None
    assert b.ruleset.move_action(b.state, "n1", "nonsense") is None


def test_action_text_round_trips():
    b = start([unit("n1", "bowmen", 5, 8, "N"), unit("s1", "spearmen", 5, 4, "S")])
    for a in b.legal_actions():
        assert b.ruleset.parse_action(a.to_text()) == a


def test_status_shows_the_running_victory_points():
    """Victory: the status line shows the score as it stands."""
    b = start([unit("n1", "bowmen", 5, 8, "N"), unit("s1", "spearmen", 5, 4, "S")])
    b.state.units["s1"].damage = 2
    assert "Victory points: North 2, South 0." in b.status().text


def test_army_report_adds_card_points_against_the_limit():
    from game.content import scenario_from_data

    from .helpers import doc

    d = doc([unit("n1", "knights", 1, 1), unit("n2", "bowmen", 2, 1), unit("s1", "spearmen", 5, 5)])
    d["sides"][0]["points_limit"] = 15
    rep = start([unit("n0", "bowmen", 0, 0), unit("s0", "bowmen", 9, 9)]).ruleset.army_report(
        scenario_from_data(d), "north")
    assert rep.points == 19 and rep.limit == 15 and "over the limit" in rep.errors[0]
