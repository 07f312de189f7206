"""Terrains › Buildings: garrisons (who may enter, how, leaving), charging a building, +1 Ld to the
garrison and +1 FS to its attackers, the only reactions, ejection on a failed morale test, shooting from
openings (3 a wall; all from an open top), shooting at defenders (+1 SS, not only the closest), war
machines in a yard."""
import pytest

from game.rulesets.forgotten_world.actions import (ChargeMove, DeclareCharge, EndCharges, FallBack, Fight, Garrison,
                                                   Move, MoraleTest, React, Reform, Shoot)
from game.rulesets.forgotten_world.garrison import front_touches, outline
from game.rulesets.forgotten_world.geo import geo
from game.rulesets.forgotten_world.morale import combat_result

from .helpers import RS, act, at, refused, scenario, start, unit

HOUSE = {"type": "building", "shape": "rect", "center": [24, 20], "size": [6, 4], "name": "Farmhouse"}
TOWER = {"type": "tower", "shape": "rect", "center": [24, 20], "size": [4, 4], "name": "Watchtower"}


def _sc(red, blue, terrain=(HOUSE,)):
    return start(scenario(red, blue, terrain=list(terrain)))


def _held(red_extra=(), blue=None, terrain=(HOUSE,), profile="aurel_halberdiers", files=5):
    """Red's unit `g` deployed inside the building (its garrison from the start)."""
    blue = blue if blue is not None else [unit("o", "orc_warriors", 24, 6, 180, files=6)]
    return _sc([unit("g", profile, 24, 20, 0, files=files), *red_extra], blue, terrain)


# --- entering and leaving ---------------------------------------------------------------------------

def test_infantry_ending_its_move_with_its_front_on_the_walls_garrisons_the_building_terrains_buildings():
    s = at(_sc([unit("h", "aurel_halberdiers", 24, 26, 0, files=5)], [unit("o", "orc_warriors", 24, 6, 180)]),
           "movement")
    move = RS.move_action(s, "h", [(24, 20, 0)])         # dropped over the house: stops at its wall, enters
    assert move.enter == "terrain.0" and "garrisoning Farmhouse" in RS.describe_action(s, move)
    end = move.path[-1]
    assert end[1] == pytest.approx(22 + s.units["h"].depth / 2, abs=0.01)
    events = act(s, move)
    h = s.units["h"]
    assert h.garrison == "terrain.0" and "enters Farmhouse" in events[-1].text
    assert geo(s).fps["h"] == outline(s, "terrain.0")    # the models are all inside: its footprint is the house
    view = next(v for v in RS.unit_views(s) if v.id == "h")
    assert "Garrison of Farmhouse" in view.card and "garrison" in view.markers
    xs, ys = [p[0] for p in view.footprint], [p[1] for p in view.footprint]
    assert 21 < min(xs) and max(xs) < 27 and 18 < min(ys) and max(ys) < 22    # drawn inside the walls
    assert RS.invariants(s) == []


def test_a_unit_touching_the_walls_may_garrison_by_button_only_when_touching_terrains_buildings():
    s = at(_sc([unit("h", "aurel_halberdiers", 24, 22 + 1.575, 0, files=5),
                unit("a", "aurel_archers", 10, 30, 0, files=6)], [unit("o", "orc_warriors", 24, 6, 180)]), "movement")
    assert front_touches(s, s.units["h"], s.units["h"].pose, "terrain.0")
    assert Garrison("h", "terrain.0") in list(RS.candidates(s, "h"))
    assert "must touch the outer walls" in refused(s, Garrison("a", "terrain.0")).reason
    act(s, Garrison("h", "terrain.0"))
    assert s.units["h"].garrison and s.units["h"].moved
    assert "held by Halberdiers" in refused(s, Garrison("a", "terrain.0")).reason


def test_one_garrison_to_a_building_terrains_buildings():
    s = at(_held([unit("h", "aurel_warriors", 24, 22 + 1.575, 0, files=6)]), "movement")
    assert s.units["g"].garrison
    assert "held by Halberdiers" in refused(s, Garrison("h", "terrain.0")).reason


def test_cavalry_and_monsters_never_enter_a_building_nor_attack_its_garrison_terrains_buildings():
    s = at(_sc([unit("k", "aurel_knights", 24, 22 + 1.0, 0, files=3)],
               [unit("o", "orc_warriors", 24, 6, 180)]), "movement")
    assert "only infantry" in refused(s, Garrison("k", "terrain.0")).reason
    assert RS.move_action(s, "k", [(24, 20, 0)]).enter == ""
    s = _held(blue=[unit("b", "orc_boar_riders", 24, 30, 0, files=3), unit("t", "orc_trolls", 34, 30, 0, files=2)])
    at(s, "charges", "blue")
    for uid in ("b", "t"):
        v = refused(s, DeclareCharge(uid, "g"))
        assert "never attacks the garrison" in v.reason and v.rule.section == "Terrains › Buildings"


def test_a_garrison_leaves_within_its_move_of_the_walls_terrains_buildings():
    s = at(_held(), "movement")
    g = s.units["g"]
    out = RS.move_action(s, "g", [(24, 22 + g.depth / 2 + 0.5, 180)])
    v = RS.check(s, out)
    assert v and "leave Farmhouse" in v.info["note"]
    far = RS.move_action(s, "g", [(24, 22 + g.depth / 2 + 3.0, 180)])   # its rear rank would be 6.2" away
    v = refused(s, far)
    assert "within Halberdiers's move" in v.reason and v.rule.section == "Terrains › Buildings"
    events = act(s, out)
    assert not g.garrison and "leaves Farmhouse" in events[-1].text and g.moved
    assert RS.invariants(s) == []


def test_a_garrison_keeps_its_formation_inside_terrains_buildings():
    s = at(_held(), "movement")
    assert "keeps its formation inside" in refused(s, Reform("g", 4)).reason


def test_a_war_machine_deployed_in_a_yard_never_moves_out_terrains_buildings():
    s = at(_held(profile="aurel_ballista", files=None), "movement")
    g = s.units["g"]
    assert g.garrison == "terrain.0"
    v = refused(s, Move("g", ((24, 25, 180),)))
    assert "never moves out" in v.reason
    assert not [a for a in RS.candidates(s, "g") if isinstance(a, Move)]


def test_cavalry_deployed_inside_a_building_is_a_scenario_problem_terrains_buildings():
    sc = scenario([unit("k", "aurel_knights", 24, 20, 0, files=3)], [unit("o", "orc_warriors", 24, 6, 180)],
                  terrain=[HOUSE])
    problems = RS.validate_scenario(sc, "x.json")
    assert any("inside Farmhouse" in p.message and "only infantry" in p.message for p in problems)


# --- charging a building ----------------------------------------------------------------------------

def _charged(blue_unit=None, reaction="hold", faces=(1,)):
    """Blue's orc warriors charge red's garrison from the north."""
    s = _held(blue=[blue_unit or unit("o", "orc_warriors", 24, 12, 180, files=6)])
    at(s, "charges", "blue")
    act(s, DeclareCharge("o", "g"))
    act(s, EndCharges("blue"))
    if s.phase == "reactions":
        act(s, React("g", reaction))
    act(s, ChargeMove("o"), list(faces))
    return s


def test_a_charge_at_a_garrison_contacts_it_when_it_reaches_the_charged_wall_terrains_buildings():
    s = _charged(faces=[2])
    o = s.units["o"]
    assert ["o", "g", "front"] in s.contacts
    assert o.y + o.depth / 2 == pytest.approx(18.0, abs=0.01) and o.heading == pytest.approx(180.0)
    assert RS.invariants(s) == []                        # touching the walls is no overlap


def test_a_charge_at_a_garrison_that_falls_short_stops_1_inch_away_terrains_buildings():
    s = _held(blue=[unit("o", "orc_warriors", 24, 2, 180, files=6)])
    at(s, "charges", "blue")
    act(s, DeclareCharge("o", "g"))
    act(s, EndCharges("blue"))                           # no bows: keeping the position is its only reaction
    events = act(s, ChargeMove("o"), [1])                # 5 + 1 = 6" against ~14.8"
    assert not s.contacts and "falls short" in " ".join(e.text for e in events)
    assert s.units["o"].stamina == 2


def test_a_garrison_may_only_keep_the_position_or_stand_and_shoot_terrains_buildings():
    s = _held(profile="aurel_archers", files=6, blue=[unit("o", "orc_warriors", 24, 12, 180, files=6)])
    at(s, "charges", "blue")
    act(s, DeclareCharge("o", "g"))
    act(s, EndCharges("blue"))
    v = refused(s, React("g", "flee"))
    assert "only keeps the position or stands and shoots" in v.reason
    assert {a.reaction for a in RS.candidates(s) if isinstance(a, React)} == {"hold", "shoot"}


def test_the_attackers_of_a_garrison_get_plus_1_fs_terrains_buildings():
    s = _charged(faces=[2])
    at(s, "attack", "blue")
    s.units["o"].charging = "g"
    events = act(s, Fight("o", "g"), [1] * 12)           # 6 models of its front touch the wall, 6 behind
    assert "Attacking a building's garrison" in {m.name for m in events[0].ledger}
    assert "need 4+" in events[0].text                   # FS 3 + 1
    odds = RS.preview(s, Fight("g", "o"))
    assert odds is not None


def test_the_garrison_strikes_back_with_as_many_models_as_face_it_terrains_buildings():
    s = _charged(faces=[2])
    at(s, "attack", "blue")
    from game.rulesets.forgotten_world.combat import melee_attacks
    assert melee_attacks(s, s.units["o"], s.units["g"]) == 12     # two ranks of 6 against the wall
    assert melee_attacks(s, s.units["g"], s.units["o"]) == 12     # as many halberdiers answer them


def test_the_garrison_gains_plus_1_ld_to_its_combat_result_terrains_buildings():
    s = _charged(faces=[2])
    pairs = [list(c) for c in s.contacts]
    red = combat_result(s, "red", {"g", "o"}, pairs)
    blue = combat_result(s, "blue", {"g", "o"}, pairs)
    names = {m.name: m.value for m in red}
    assert names.get("Holding a building: Ld +1") == 1 and "Ranks (4)" not in names
    assert "Holding a building: Ld +1" not in {m.name for m in blue}


def _broken(extra_blue=(), faces=(1, 1)):
    s = _charged(faces=[2])
    s.units["g"].lost_combat = True
    at(s, "morale", "blue")
    s.order = [["g", 12, "combat", 3, 9]]
    return s, act(s, MoraleTest("g"), list(faces))


def test_a_broken_garrison_is_set_down_on_the_far_side_and_the_charger_enters_terrains_buildings():
    s, events = _broken()
    g, o = s.units["g"], s.units["o"]
    assert not g.garrison and g.alive and g.heading == pytest.approx(180.0)    # south of the house, facing away
    assert g.y - g.depth / 2 == pytest.approx(22 + 1.01, abs=0.01)
    assert o.garrison == "terrain.0" and not s.contacts
    text = " ".join(e.text for e in events)
    assert "driven out of Farmhouse" in text and "Orc Warriors enters Farmhouse" in text
    assert RS.invariants(s) == []


def test_a_broken_garrison_with_no_free_wall_is_destroyed_terrains_buildings():
    edge = {"type": "building", "shape": "rect", "center": [24, 45], "size": [6, 6], "name": "Mill"}
    walls_round = [{"type": "impassable", "shape": "rect", "center": c, "size": s} for c, s in
                   (([24, 40.5], [10, 1.5]), ([19.5, 45], [1.5, 8]), ([28.5, 45], [1.5, 8]))]
    s = start(scenario([unit("g", "aurel_halberdiers", 24, 45, 0, files=5)],
                       [unit("o", "orc_warriors", 24, 30, 180, files=6)], terrain=[edge, *walls_round]))
    g = s.units["g"]
    assert g.garrison
    s.contacts.append(["o", "g", "front"])
    at(s, "morale", "blue")
    s.order = [["g", 12, "combat", 3, 9]]
    events = act(s, MoraleTest("g"), [1, 1])
    assert not g.alive and "no way out" in " ".join(e.text for e in events)


# --- shooting from and at a building ----------------------------------------------------------------

def test_three_models_shoot_from_each_opening_facing_the_target_terrains_buildings():
    s = at(_held(profile="aurel_archers", files=6, blue=[unit("o", "orc_warriors", 24, 6, 180, files=6)]), "attack")
    events = act(s, Shoot("g", "o"), [1] * 3)            # only the north wall faces it: 3 archers
    assert events[0].data[0] == ("attacks", 3)
    s = at(_held(profile="aurel_archers", files=6, blue=[unit("o", "orc_warriors", 38, 8, 180, files=6)]), "attack")
    events = act(s, Shoot("g", "o"), [1] * 6)            # in the arcs of the north and east walls: 6
    assert events[0].data[0] == ("attacks", 6)


def test_the_whole_garrison_shoots_from_an_open_top_terrains_buildings():
    s = at(_held(profile="aurel_archers", files=6, terrain=(TOWER,)), "attack")
    events = act(s, Shoot("g", "o"), [1] * 12)
    assert events[0].data[0] == ("attacks", 12)


def test_shooting_at_a_garrison_is_plus_1_ss_and_needs_not_be_the_closest_terrains_buildings():
    s = _sc([unit("a", "aurel_archers", 31, 28, 180, files=6), unit("g", "aurel_halberdiers", 24, 20, 0, files=5),
             unit("x", "aurel_warriors", 12, 12, 0, files=6)],
            [unit("o", "orc_goblin_archers", 24, 34, 0, files=8)])
    at(s, "attack", "blue")
    assert s.units["g"].garrison
    assert "closest enemy: Archers" in refused(s, Shoot("o", "x")).reason or "arc" in refused(s, Shoot("o", "x")).reason
    events = act(s, Shoot("o", "g"), [1] * 16)
    names = {m.name for m in events[0].ledger}
    assert "Target defends a building" in names and "Cover" not in names
    assert "need 5+" in events[0].text                   # SS 4 + 1


def test_the_odds_of_attacks_on_a_garrison_count_its_building_terrains_buildings():
    from fractions import Fraction
    s = _charged(faces=[2])
    at(s, "attack", "blue")
    # orc warriors FS 3 (+1: 4+ = 1/2), halberdiers D 3+ (unsaved 1/3), H 4+ (1/2): 12 dice
    assert RS.preview(s, Fight("o", "g")).expected() == 12 * Fraction(1, 2) * Fraction(1, 3) * Fraction(1, 2)
    s = at(_held(profile="aurel_archers", files=6, blue=[unit("o", "orc_goblin_archers", 24, 6, 180, files=8)]),
           "attack", "blue")
    # 16 goblins SS 4 (+1 defender of a building: 5+ = 1/3), archers D 5+ (unsaved 2/3), H 4+ (1/2)
    assert RS.preview(s, Shoot("o", "g")).expected() == 16 * Fraction(1, 3) * Fraction(2, 3) * Fraction(1, 2)
    # the garrison's answer from the one wall that faces them: 3 archers
    at(s, "attack", "red")
    assert RS.preview(s, Shoot("g", "o")).expected() == 3 * Fraction(2, 3) * Fraction(2, 3) * Fraction(1, 3)


def test_a_garrison_stands_and_shoots_from_its_openings_terrains_buildings():
    s = _held(profile="aurel_archers", files=6, blue=[unit("o", "orc_warriors", 24, 12, 180, files=6)])
    at(s, "charges", "blue")
    act(s, DeclareCharge("o", "g"))
    act(s, EndCharges("blue"))
    events = act(s, React("g", "shoot"), [1, 1, 1])      # 3 archers at the north wall's opening
    shot = next(e for e in events if e.kind == "shoot")
    assert shot.data[0] == ("attacks", 3) and "Stand and shoot" in {m.name for m in shot.ledger}
    assert s.units["g"].stamina == 2


def test_random_play_is_offered_entering_a_building_in_reach_terrains_buildings():
    s = at(_sc([unit("h", "aurel_halberdiers", 28.5, 26.5, 0, files=5)], [unit("o", "orc_warriors", 24, 4, 180)]),
           "movement")
    offered = [a for a in RS.candidates(s, "h") if isinstance(a, Move) and a.enter]
    legal = [a for a in offered if RS.check(s, a)]
    assert legal, offered
    act(s, legal[0])
    assert s.units["h"].garrison == "terrain.0"
    at(s, "movement")
    s.units["h"].moved = False
    outs = [a for a in RS.candidates(s, "h") if isinstance(a, Move) and RS.check(s, a)]
    assert outs                                          # and leaving it again


def test_a_charge_whose_face_is_behind_a_building_goes_to_the_nearest_free_face_movement_phase_alignment():
    """Movement Phase › Alignment: the charged face is blocked by a building (no room for the charger
    between it and the target), so the charge ends on the nearest free face, never inside the walls."""
    barn = {"type": "building", "shape": "rect", "center": [24, 27.25], "size": [8, 1.5], "name": "Barn"}
    s = start(scenario([unit("h", "aurel_halberdiers", 24, 20, 180, files=5)],
                       [unit("o", "orc_warriors", 24, 30, 0, files=6)], terrain=[barn]))
    at(s, "charges")
    act(s, DeclareCharge("h", "o"))
    act(s, EndCharges("red"))
    if s.phase == "reactions":
        act(s, React("o", "hold"))
    act(s, ChargeMove("h"), [6])
    face = next(c[2] for c in s.contacts if c[0] == "h")
    assert face in ("left", "right")
    from game.rulesets.forgotten_world.charge import _on_impassable
    assert not _on_impassable(s, geo(s).fps["h"]) and RS.invariants(s) == []


def test_a_garrison_charges_only_once_out_of_its_building_terrains_buildings():
    s = at(_held(blue=[unit("o", "orc_warriors", 24, 12, 180, files=6)]), "charges")
    v = refused(s, DeclareCharge("g", "o"))
    assert "leaves the building before it charges" in v.reason and v.rule.section == "Terrains › Buildings"


def test_spells_do_not_move_a_garrison_terrains_buildings():
    from game.rulesets.forgotten_world.actions import Cast
    s = _held(blue=[unit("sh", "orc_shaman", 24, 12, 180, options=["wind"]), unit("o", "orc_warriors", 40, 6, 180)])
    at(s, "magic", "blue")
    v = refused(s, Cast("sh", "wind", "g"))
    assert "not moved by spells" in v.reason


def test_a_character_inside_a_garrison_leaves_with_it_terrains_buildings():
    s = at(_held([unit("lord", "aurel_lord", 24, 20, 0, attached_to="g")]), "movement")
    assert s.units["lord"].attached == "g" and s.units["g"].garrison
    v = refused(s, Move("lord", ((24, 26, 180),)))
    assert "leaves it with them" in v.reason


def test_a_garrison_shoots_the_closest_enemy_it_can_shoot_terrains_buildings():
    s = at(_held(profile="aurel_archers", files=6, blue=[unit("o", "orc_warriors", 24, 6, 180, files=6),
                                                           unit("near", "orc_ironguts", 24, 30, 0, files=4)]),
           "attack")
    v = refused(s, Shoot("g", "o"))                      # the iron guts south of the house are closer
    assert "closest enemy: Iron Guts" in v.reason
    act(s, Shoot("g", "near"), [1, 1, 1])


def test_a_tower_garrison_shoots_all_round_terrains_buildings():
    s = at(_held(profile="aurel_archers", files=6, terrain=(TOWER,),
                 blue=[unit("o", "orc_warriors", 12, 34, 0, files=6)]), "attack")
    events = act(s, Shoot("g", "o"), [1] * 12)
    assert events[0].data[0] == ("attacks", 12)


def test_the_opponent_chooses_another_wall_when_the_far_side_is_blocked_terrains_buildings():
    from game.rulesets.forgotten_world.actions import EjectTo
    from game.rulesets.forgotten_world.garrison_combat import wall_name
    rocks = {"type": "impassable", "shape": "rect", "center": [24, 24], "size": [12, 2]}   # south of the house
    s = _held(blue=[unit("o", "orc_warriors", 24, 12, 180, files=6)], terrain=(HOUSE, rocks))
    at(s, "charges", "blue")
    act(s, DeclareCharge("o", "g"))
    act(s, EndCharges("blue"))
    act(s, ChargeMove("o"), [2])
    at(s, "morale", "blue")
    s.order = [["g", 12, "combat", 3, 9]]
    events = act(s, MoraleTest("g"), [1, 1])
    assert "chooses another wall" in events[-1].text and s.units["g"].garrison     # still inside, for now
    assert RS.to_act(s) == "blue" and RS.status(s).active_unit == "o"
    choices = [a for a in RS.candidates(s) if isinstance(a, EjectTo)]
    assert sorted(wall_name(s, "terrain.0", a.wall) for a in choices) == ["east", "west"]
    assert "first chooses where" in refused(s, MoraleTest("o")).reason
    west = next(a for a in choices if wall_name(s, "terrain.0", a.wall) == "west")
    assert RS.describe_action(s, west) == "Set Halberdiers down outside the west wall"
    events = act(s, west)
    g = s.units["g"]
    assert not g.garrison and g.heading == pytest.approx(270.0) and g.x + g.depth / 2 == pytest.approx(21 - 1.01)
    assert s.units["o"].garrison == "terrain.0" and RS.invariants(s) == []


def test_round_and_l_shaped_buildings_are_held_within_their_outer_walls_terrains_buildings():
    rnd = {"type": "building", "shape": "circle", "center": [24, 20], "radius": 2.5, "name": "Round house"}
    s = _held(blue=[unit("o", "orc_warriors", 24, 10, 180, files=6)], terrain=(rnd,))
    assert len(outline(s, "terrain.0")) == 32
    at(s, "charges", "blue")
    act(s, DeclareCharge("o", "g"))
    act(s, EndCharges("blue"))
    act(s, ChargeMove("o"), [1])                         # 5 + 1 against 5.9": reaches the round wall
    assert ["o", "g", "front"] in s.contacts and RS.invariants(s) == []
    ell = {"type": "building", "shape": "polygon", "points": [[18, 16], [30, 16], [30, 19], [21, 19], [21, 24], [18, 24]],
           "name": "Long barn"}
    s = at(_sc([unit("h", "aurel_halberdiers", 25, 22.3, 0, files=4), unit("w", "aurel_warriors", 15, 30, 270, files=6)],
               [unit("o", "orc_warriors", 40, 6, 180)], terrain=(ell,)), "movement")
    assert not s.units["h"].garrison                     # it stands in the angle of the L, outside the walls
    w = s.units["w"]
    w.x, w.y, w.heading = 18 - w.depth / 2 - 0.01, 20.0, 90.0
    s.touch()
    assert "Halberdiers stands on Long barn" in refused(s, Garrison("w", "terrain.0")).reason


def test_the_editor_draws_a_unit_deployed_in_a_building_inside_it_terrains_buildings():
    sc = scenario([unit("g", "aurel_archers", 24, 20, 0, files=6), unit("k", "aurel_knights", 24, 34, 0, files=3)],
                  [unit("o", "orc_warriors", 24, 6, 180)], terrain=[HOUSE])
    inside = RS.base_outline(sc, "g")
    assert all(21 < x < 27 and 18 < y < 22 for x, y in inside)
    s = start(sc)
    view = next(v for v in RS.unit_views(s) if v.id == "g")
    flat = lambda pts: [round(v, 6) for p in sorted(pts) for v in p]     # noqa: E731
    assert flat(inside) == flat(view.footprint)                         # as the battle screen draws it
    assert len(RS.base_outline(sc, "k")) == 4 and max(y for _, y in RS.base_outline(sc, "k")) > 34
