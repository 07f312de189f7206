"""Victory (concession and the ruled conditions) and what the battle screen reads."""
import pytest

from game.core.actions import Concede
from game.core.battle import Battle
from game.geometry.plane import point_in_polygon
from game.rulesets.iron_winds.actions import ChooseOrder, EndMovement, Move, Shoot
from game.rulesets.iron_winds.victory import evaluate

from .helpers import RS, act, leader, scenario, start, unit


def test_a_player_begs_for_mercy_concession_ends_the_battle():
    """Victory › the battle goes on until one player begs for mercy: conceding gives the other side the win."""
    b = Battle.start(scenario([unit("w", "human_warriors", 30, 30)], [unit("o", "orc_heavy_infantry", 30, 10, 180)]),
                     seed=3)
    b.perform(Concede("blue"))
    r = b.result()
    assert r.winner == "red" and "conceded" in r.reason and b.to_act() is None


def test_army_broken_at_its_threshold():
    """Victory (ruling) › an army whose losses (dead, fled and routed figures) reach the threshold loses."""
    state, _ = start(scenario([unit("w", "human_warriors", 30, 30), unit("x", "human_warriors", 40, 30)],
                              [unit("o", "orc_heavy_infantry", 30, 10, 180)],
                              victory=[{"kind": "army_broken", "threshold": 0.5}]))
    assert evaluate(state) == ()
    state.units["w"].routed = True
    winner, reason, scores = evaluate(state)
    assert winner == "blue" and "the army of Red is broken (50% lost)" in reason


def test_last_side_standing_and_score_at_the_turn_limit():
    """Victory (ruling) › a side with no unit left loses; at the turn limit the higher score wins."""
    sc = scenario([unit("w", "human_warriors", 30, 30)], [unit("o", "orc_heavy_infantry", 30, 10, 180)], turn_limit=1)
    state, _ = start(sc)
    state.units["o"].removed = "destroyed"
    assert evaluate(state)[0] == "red"
    b = Battle.start(sc, seed=1)
    b.perform(ChooseOrder(b.to_act(), True))
    while b.to_act() is not None:
        b.perform(next(a for a in b.legal_actions() if not isinstance(a, Move)))
    r = b.result()
    assert r.winner is None and "equal scores" in r.reason and r.scores == {"red": 0.0, "blue": 0.0}


def test_unit_views_carry_pose_footprint_strength_markers_and_cards():
    """Views › every unit and leader with its pose, footprint (inches), strength, markers and card."""
    state, _ = start(scenario([unit("w", "human_warriors", 30, 30, figures=8), leader("lord", "human_general", "w")],
                              [unit("o", "orc_heavy_infantry", 30, 10, 180)]))
    views = {v.id: v for v in RS.unit_views(state)}
    w, lord = views["w"], views["lord"]
    assert w.pose == (30.0, 30.0, 0.0) and len(w.footprint) == 4 and w.strength == "8/12 figures"
    assert {"commanded", "partial"} <= w.markers and "Figures 8/12 (4 short: counted as casualties)" in w.card
    assert {"leader", "attached"} <= lord.markers and lord.pose[1] == pytest.approx(30.5)
    assert point_in_polygon(lord.pose[:2], w.footprint)


def test_reach_sight_target_info_and_status():
    """Views › reach (envelope around the ground the base can reach, with its budget), sight (what it sees,
    with its bow range), target info and the status line with hand-overs."""
    state, _ = start(scenario([unit("a", "human_archers", 30, 30)], [unit("o", "orc_heavy_infantry", 30, 20, 180)]))
    st = RS.status(state)
    assert st.phase == "archery" and st.to_act == "red" and not st.handover
    assert RS.reach(state, "a") is None   # units move only in the Movement event: no reach to show now
    sight = RS.sight(state, "a")
    assert sight.ranges == (("bow range", 12.0),) and len(sight.polygon) > 8
    info = RS.target_info(state, "a", "o")
    assert info.in_sight and info.in_range and info.distance == pytest.approx(8.0)
    assert RS.describe_action(state, Shoot("a", "o")) == "Shoot at Orc Heavy Infantry"
    act(state, Shoot("a", "o"), [1, 6, 6, 6, 1, 1])    # the shot, its morale check, the roll-off
    st = RS.status(state)
    assert st.phase == "movement" and "won the roll-off" in st.text


def test_reach_only_for_a_unit_that_may_move_now():
    """Views › reach in the Movement event: an envelope around the ground the base can reach, with its
    budget, for the side to move; none for the other side's units, nor once the unit has moved."""
    state, _ = start(scenario([unit("a", "human_archers", 30, 30)], [unit("o", "orc_heavy_infantry", 30, 10, 180)]))
    assert RS.status(state).phase == "movement" and RS.reach(state, "a") is None   # the order is not chosen yet
    act(state, ChooseOrder("red", True))
    reach = RS.reach(state, "a")
    assert reach.budget == 8.0 and point_in_polygon((30.0, 24.0), reach.envelope)
    assert not point_in_polygon((30.0, 20.5), reach.envelope)
    assert RS.reach(state, "o") is None
    act(state, RS.move_action(state, "a", [(30.0, 27.0, 0.0)]))
    assert RS.reach(state, "a") is None


def test_move_action_describe_and_handover_in_movement():
    """Views › move_action makes a Move from dragged poses; its label says what it does; the second side to
    move gets the controls with a hand-over."""
    state, _ = start(scenario([unit("w", "human_warriors", 30, 30)], [unit("o", "orc_heavy_infantry", 30, 21, 180)]))
    act(state, ChooseOrder("red", True))
    m = RS.move_action(state, "w", [(30.0, 30.0, 0.0), (30.2, 23.4, 2.0)])
    assert m.path == ((30.0, 23.0, 0.0),) and RS.describe_action(state, m) == "Charge Orc Heavy Infantry"
    act(state, m)
    act(state, EndMovement("red"))
    assert RS.status(state).handover and RS.status(state).to_act == "blue"


def test_army_report_through_the_hook():
    """Views › army_report: points, limit, errors and warnings for the editor."""
    sc = scenario([unit("a", "human_archers", 30, 30), unit("b", "human_archers", 40, 30)],
                  [unit("o", "orc_heavy_infantry", 30, 20, 180)])
    report = RS.army_report(sc, "red")
    assert report.points == 48 and any("archers are 100%" in w for w in report.warnings)
    assert any("the other 1" not in w for w in report.warnings)


def test_roll_summary_says_what_the_actions_dice_came_to():
    """Views › roll_summary (issue 19): the result of an action's own dice in a line, for the screen to
    keep under the dice; the movement roll-off that follows archery keeps to its own log entry."""
    from game.core.dice import Dice
    from game.core.events import Event

    dice = Dice.scripted([4, 2, 3, 5])
    shot = Event("shoot", "Archers shoot at Rabble: 4 +0 = 4, divided by 1: 4 casualties.",
                 rolls=(dice.roll("d6", why="shoot"),))
    morale = Event("morale", "Rabble checks morale under bow fire (needs 3): it breaks.",
                   rolls=(dice.roll("d6", why="morale"),))
    rout = Event("rout", "Rabble routs (broken by bow fire): it turns about and runs 12\".")
    rolloff = Event("roll-off", "Movement roll-off: Humans 3, Orcs 5. Orcs chooses who moves first.",
                    rolls=(dice.roll("d6", why="roll-off"), dice.roll("d6", why="roll-off")))
    state, _ = start(scenario([unit("a", "human_archers", 30, 30)], [unit("o", "orc_heavy_infantry", 30, 20, 180)]))
    assert RS.roll_summary(state, [shot, morale, rout, rolloff]) == "4 casualties; it breaks"
