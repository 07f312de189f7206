"""Maneuvers and Movement Phase: advance, rotation about the outer front corner, slide, about face,
turnside, run, terrain rates, 1" from enemies, characters joining and leaving."""
import math

from game.geometry.plane import Pose
from game.geometry.planemove import pivot_front_corner
from game.rulesets.forgotten_world.actions import EndCharges, Move
from game.rulesets.forgotten_world.manoeuvres import drag_path

from .helpers import RS, act, at, refused, scenario, start, unit


def _p(p: Pose):
    return (round(p.x, 4), round(p.y, 4), round(p.heading % 360, 4))


def _state(red=None, blue=None, terrain=()):
    red = red or [unit("w", "aurel_warriors", 24, 30, 0, files=6)]
    blue = blue or [unit("o", "orc_warriors", 24, 4, 180, files=6)]
    return at(start(scenario(red, blue, terrain=terrain)), "movement")


def test_advance_straight_ahead_costs_the_distance_maneuvers_advance():
    s = _state()
    v = RS.check(s, Move("w", (_p(s.units["w"].pose.moved(5)),)))
    assert v and v.info["used"] == 5.0 and v.info["manoeuvres"] == ["advance"]
    v = refused(s, Move("w", (_p(s.units["w"].pose.moved(5.5)),)))
    assert "may move 5.0" in v.reason and v.rule.section == "Movement Phase"


def test_regiments_never_step_backwards_maneuvers_advance():
    s = _state()
    v = refused(s, Move("w", (_p(s.units["w"].pose.moved(-2)),)))
    assert "backwards" in v.reason


def test_rotation_pivots_on_the_outer_front_corner_costed_by_its_travel_maneuvers_rotation():
    s = _state()
    u = s.units["w"]
    pv = pivot_front_corner(u.pose, u.width, u.depth, 60)
    v = RS.check(s, Move("w", (_p(pv.pose),)))
    assert v and abs(v.info["used"] - round(pv.chord, 2)) < 0.011          # straight line of the moving corner
    assert abs(pv.chord - u.width) < 1e-9                                    # 60 degrees: the chord is the width
    # the corner on the inside of the turn stays where it was
    before = u.pose.to_world(u.width / 2, u.depth / 2)
    after = pv.pose.to_world(u.width / 2, u.depth / 2)
    assert math.dist(before, after) < 1e-9


def test_a_rotation_turns_at_most_90_degrees_maneuvers_rotation():
    s = _state()
    u = s.units["w"]
    v = refused(s, Move("w", (_p(pivot_front_corner(u.pose, u.width, u.depth, 120).pose),)))
    assert v.rule.section == "Maneuvers › Rotation"


def test_a_turn_about_the_centre_is_no_wheel_maneuvers_rotation():
    s = _state()
    u = s.units["w"]
    turned = Pose(u.x, u.y, 30).moved(1)
    v = refused(s, Move("w", (_p(turned),)))
    assert v.rule.section == "Maneuvers › Rotation"


def test_about_face_costs_half_the_move_rounded_up_maneuvers_about_face():
    s = _state()
    u = s.units["w"]                                           # M 5: 3"
    v = RS.check(s, Move("w", (_p(Pose(u.x, u.y, 180)), _p(Pose(u.x, u.y, 180).moved(2)))))
    assert v and v.info["used"] == 5.0
    assert not RS.check(s, Move("w", (_p(Pose(u.x, u.y, 180)), _p(Pose(u.x, u.y, 180).moved(2.5)))))


def test_turnside_costs_a_quarter_rounded_up_maneuvers_turnside():
    s = _state()
    u = s.units["w"]                                           # M 5: 2"
    v = RS.check(s, Move("w", (_p(Pose(u.x, u.y, 90)), _p(Pose(u.x, u.y, 90).moved(3)))))
    assert v and v.info["used"] == 5.0


def test_single_models_turn_for_free_and_move_any_way_units_characters():
    s = _state(red=[unit("w", "aurel_warriors", 24, 30, 0, files=6), unit("c", "aurel_chariot", 10, 30, 0)])
    c = s.units["c"]
    v = RS.check(s, Move("c", (_p(Pose(c.x, c.y, 180)), _p(Pose(c.x, c.y, 180).moved(7)))))
    assert v and v.info["used"] == 7.0


def test_slide_only_to_avoid_an_obstacle_up_to_half_the_frontage_maneuvers_slide():
    s = _state()
    u = s.units["w"]
    v = refused(s, Move("w", (_p(u.pose.moved(0, 1.0)),)))
    assert v.rule.section == "Maneuvers › Slide" and "obstacle" in v.reason
    # a friendly block straight ahead: now the slide is lawful, but only up to half the frontage
    s2 = _state(red=[unit("w", "aurel_warriors", 24, 30, 0, files=6), unit("f", "aurel_halberdiers", 24, 24, 0, files=5)])
    u = s2.units["w"]
    assert RS.check(s2, Move("w", (_p(u.pose.moved(0, 2.0)),)))
    v = refused(s2, Move("w", (_p(u.pose.moved(0, 2.5)),)))
    assert "half the frontage" in v.reason


def test_units_stay_1_inch_from_enemies_unless_charging_movement_phase():
    s = _state(blue=[unit("o", "orc_warriors", 24, 21, 180, files=6)])
    u, o = s.units["w"], s.units["o"]
    gap = (u.y - u.depth / 2) - (o.y + o.depth / 2)
    assert RS.check(s, Move("w", (_p(u.pose.moved(gap - 1.05)),)))
    v = refused(s, Move("w", (_p(u.pose.moved(gap - 0.9)),)))
    assert "within 1\"" in v.reason


def test_the_slowest_ground_sets_the_rate_for_the_whole_move_movement_phase():
    """The text's example: infantry (M 5) crossing a river without a passage moves 3" in all."""
    river = {"type": "river", "shape": "polyline", "points": [[0, 26], [48, 26]], "width": 1}
    s = _state(terrain=[river])
    u = s.units["w"]                                           # front edge 1.93" from the bank
    v = refused(s, Move("w", (_p(u.pose.moved(3.5)),)))
    assert "river without a passage" in v.reason and v.info["budget"] == 3.0
    v = RS.check(s, Move("w", (_p(u.pose.moved(3.0)),)))
    assert v and v.info["budget"] == 3.0
    v = RS.check(s, Move("w", (_p(u.pose.moved(1.5)),)))     # short of the water: the full 5"
    assert v and v.info["budget"] == 5.0


def test_a_ford_is_a_passage_terrains_rivers():
    river = {"type": "river", "shape": "polyline", "points": [[0, 26], [48, 26]], "width": 1}
    ford = {"type": "ford", "shape": "rect", "center": [24, 26], "size": [8, 3]}
    s = _state(terrain=[river, ford])
    u = s.units["w"]
    front = u.y - u.depth / 2
    v = RS.check(s, Move("w", (_p(u.pose.moved(front - 26.5 + 0.2)),)))
    assert v and v.info["budget"] == 5.0


def test_walls_cost_infantry_2_inches_terrains_walls():
    wall = {"type": "wall", "shape": "polyline", "points": [[0, 26], [48, 26]], "width": 0.3}
    s = _state(terrain=[wall])
    u = s.units["w"]
    front = u.y - u.depth / 2
    v = RS.check(s, Move("w", (_p(u.pose.moved(front - 26 + 0.3)),)))
    assert v and v.info["budget"] == 3.0


def test_swamps_halve_regiments_and_may_wound_on_a_1_terrains_swamps():
    swamp = {"type": "swamp", "shape": "rect", "center": [24, 25], "size": [20, 4]}
    s = _state(terrain=[swamp])
    u = s.units["w"]
    front = u.y - u.depth / 2
    mv = Move("w", (_p(u.pose.moved(front - 27 + 0.5)),))
    v = RS.check(s, mv)
    assert v and v.info["budget"] == 2.5
    events = act(s, mv, [1, 3])
    assert any("founders" in e.text for e in events) and s.units["w"].models == 21


def test_impassable_ground_stops_a_block_terrains_impassable():
    rock = {"type": "impassable_open", "shape": "rect", "center": [24, 26], "size": [4, 1]}
    s = _state(terrain=[rock])
    v = refused(s, Move("w", (_p(s.units["w"].pose.moved(4)),)))
    assert v.rule.section == "Terrains › Impassable terrains"


def test_running_doubles_the_move_for_a_stamina_point_maneuvers_run():
    s = _state()
    u = s.units["w"]
    act(s, Move("w", (_p(u.pose.moved(10)),), run=True))
    assert s.units["w"].stamina == 2 and s.units["w"].ran
    s2 = _state()
    s2.units["w"].stamina = 0
    v = refused(s2, Move("w", (_p(s2.units["w"].pose.moved(10)),), run=True))
    assert "stamina" in v.reason and v.rule.section == "Maneuvers › Run"


def test_a_unit_moves_only_once_per_turn_movement_phase():
    s = _state()
    act(s, Move("w", (_p(s.units["w"].pose.moved(2)),)))
    assert "already moved" in refused(s, Move("w", (_p(s.units["w"].pose.moved(2)),))).reason


def test_moves_wait_for_the_charges_phase_order():
    s = start(scenario([unit("w", "aurel_warriors", 24, 30, 0, files=6)], [unit("o", "orc_warriors", 24, 4, 180, files=6)]))
    assert s.phase == "charges"
    v = refused(s, Move("w", (_p(s.units["w"].pose.moved(2)),)))
    assert v.rule.section == "Movement Phase › Phase order"
    act(s, EndCharges("red"))
    assert s.phase == "movement" and RS.check(s, Move("w", (_p(s.units["w"].pose.moved(2)),)))


def test_a_drag_is_read_as_advance_wheel_advance():
    start_pose = Pose(20, 30, 0)
    w = pivot_front_corner(start_pose.moved(1.0), 4.0, 3.0, 30).pose.moved(1.5)
    path = drag_path(start_pose, w, 4.0, 3.0, single=False)
    assert len(path) == 3 and math.dist((path[-1].x, path[-1].y), (w.x, w.y)) < 1e-6


def test_characters_leave_and_join_regiments_units_characters():
    red = [unit("w", "aurel_warriors", 20, 30, 0, files=6), unit("h", "aurel_halberdiers", 27, 30, 0, files=5),
           unit("lord", "aurel_lord", 20, 30, 0, attached_to="w")]
    s = _state(red=red)
    w, h = s.units["w"], s.units["h"]
    assert s.units["lord"].attached == "w"
    # leave the warriors and join the halberdiers: end within 0.5" of them
    dest = Pose(h.x - h.width / 2 - 0.8, h.y - h.depth / 2 + 0.4, 0)
    act(s, Move("lord", (_p(dest),), join="h"))
    assert s.units["lord"].attached == "h" and (s.units["lord"].x, s.units["lord"].y) == (h.x, h.y)


def test_a_character_may_not_leave_after_his_regiment_moved_units_characters():
    red = [unit("w", "aurel_warriors", 20, 30, 0, files=6), unit("lord", "aurel_lord", 20, 30, 0, attached_to="w")]
    s = _state(red=red)
    act(s, Move("w", (_p(s.units["w"].pose.moved(1)),)))
    v = refused(s, Move("lord", (_p(Pose(10, 30, 0)),)))
    assert v.rule.section == "Units › Characters"


def test_characters_join_only_regiments_on_their_own_bases_units_characters():
    red = [unit("k", "aurel_knights", 20, 30, 0, files=3), unit("lord", "aurel_lord", 14, 30, 0)]
    s = _state(red=red)
    k = s.units["k"]
    v = refused(s, Move("lord", (_p(Pose(k.x - k.width / 2 - 0.6, k.y, 0)),), join="k"))
    assert "bases the size" in v.reason
