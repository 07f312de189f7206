"""Attack Phase: the order (charging units first, the charged unit answering, then alternating), close
combat (first two ranks in contact, characters adding their attacks), shooting (closest target, arc of
fire, range, +1 SS after moving, cover, three ranks on a hill), casualties after every attack."""
import math

from game.rulesets.forgotten_world.actions import Fight, PassAttack, Shoot
from game.rulesets.forgotten_world.attack_check import shooter_refused
from game.rulesets.forgotten_world.combat import melee_attacks, models_in_contact
from game.rulesets.forgotten_world.phases import to_act

from .helpers import RS, act, at, judged_in_phase, place_in_contact, refused, scenario, start, unit


def _melee(red_extra=(), face="front"):
    red = [unit("k", "aurel_knights", 24, 10, 180, files=3), *red_extra]
    s = start(scenario(red, [unit("w", "orc_warriors", 24, 24, 0, files=6)]))
    place_in_contact(s, "k", "w", face)
    s.units["k"].charging = "w"
    return at(s, "attack")


def test_first_two_ranks_in_contact_fight_close_combat_attacks():
    s = _melee()
    assert models_in_contact(s, s.units["k"], s.units["w"]) == 6         # 3 knights and the 3 behind
    assert models_in_contact(s, s.units["w"], s.units["k"]) == 8         # 4 warriors touch, 4 behind


def test_a_flank_counts_each_touching_rank_and_the_file_beside_it_incomplete_ranks():
    s = _melee(face="left")
    w, k = s.units["w"], s.units["k"]
    touching = math.ceil(k.width / w.bd - 0.01)               # ranks whose ends the knights' front covers
    assert touching == 4 and models_in_contact(s, w, k) == 2 * touching


def test_an_attached_character_adds_his_attacks_units_characters():
    """He takes a front-rank place (the knight he pushed back stands in a third rank and does not fight)
    and adds his own attacks: 2 knights beside him and 3 behind, plus his 3."""
    s = _melee(red_extra=[unit("champ", "aurel_knight_hero", 24, 10, 180, attached_to="k")])
    k = s.units["k"]
    assert (k.models, k.figures, k.ranks, k.last_rank) == (6, 7, 3, 1)
    assert models_in_contact(s, k, s.units["w"]) == 6
    assert melee_attacks(s, k, s.units["w"]) == 5 * 1 + 3


def test_charging_units_fight_first_then_the_charged_unit_answers_attack_phase():
    s = _melee()
    v = refused(s, PassAttack("red"))
    assert v.rule.section == "Attack Phase" and "charged" in v.reason
    act(s, Fight("k", "w"), [1] * 6)
    assert RS.to_act(s) == "blue" and s.order[0][0] == "w"
    assert not RS.check(s, PassAttack("blue"))
    act(s, Fight("w", "k"), [1] * 8)
    assert RS.to_act(s) == "red"


def test_hits_saves_and_wounds_use_fs_d_and_h_close_combat_attacks():
    s = _melee()
    events = act(s, Fight("k", "w"), [3, 3, 2, 2, 1, 6] + [4, 3, 3] + [4, 4])
    e = events[0]
    assert dict(e.data)["hits"] == 3 and dict(e.data)["unsaved"] == 2 and dict(e.data)["wounds"] == 2
    assert s.units["w"].models == 24 and s.units["w"].marked == 2        # marked, not yet removed


def test_casualties_come_off_after_every_attack_from_the_rear_removing_casualties():
    s = _melee()
    w = s.units["w"]
    front_before = w.front_centre()
    act(s, Fight("k", "w"), [6] * 6 + [1] * 6 + [6] * 6)
    act(s, Fight("w", "k"), [1] * 8)
    act(s, PassAttack("red"))
    act(s, PassAttack("blue"))
    assert w.models == 18 and w.ranks == 3
    fx, fy = w.front_centre()
    assert abs(fx - front_before[0]) < 1e-9 and abs(fy - front_before[1]) < 1e-9


def test_an_exhausted_unit_worsens_fs_stamina():
    s = _melee()
    s.units["k"].stamina = 0
    events = act(s, Fight("k", "w"), [1] * 6)
    assert "need 4+" in events[0].text and "Exhausted" in {m.name for m in events[0].ledger}


def test_a_1_always_fails_and_a_6_always_succeeds_unit_skills():
    s = _melee()
    s.units["k"].FS = 1                                         # even at 1+, a 1 misses
    events = act(s, Fight("k", "w"), [1, 1, 1, 1, 1, 2] + [6])
    assert dict(events[0].data)["hits"] == 1


def _shoot(red=None, blue=None, terrain=()):
    red = red or [unit("a", "aurel_archers", 24, 36, 0, files=6)]
    blue = blue or [unit("o", "orc_warriors", 24, 20, 180, files=6)]
    return at(start(scenario(red, blue, terrain=terrain)), "attack")


def test_shooting_rolls_for_two_ranks_and_uses_ss_shooting_attacks():
    s = _shoot()
    events = act(s, Shoot("a", "o"), [3] * 12 + [1] * 12 + [6] * 12)
    assert dict(events[0].data)["attacks"] == 12 and dict(events[0].data)["wounds"] == 12


def test_the_target_must_be_the_closest_enemy_shooting_attacks():
    s = _shoot(blue=[unit("o", "orc_warriors", 24, 20, 180, files=6), unit("near", "orc_wolf_riders", 30, 28, 180, files=3)])
    v = refused(s, Shoot("a", "o"))
    assert "closest" in v.reason
    assert RS.check(s, Shoot("a", "near"))


def test_targets_must_be_in_the_arc_of_fire_arc_of_fire():
    s = _shoot(blue=[unit("o", "orc_warriors", 40, 36, 270, files=6)])      # straight to the side
    v = refused(s, Shoot("a", "o"))
    assert v.rule.section == "Attack Phase › Arc of fire"


def test_targets_must_be_within_range_even_partly_shooting_range():
    s = _shoot(blue=[unit("o", "orc_warriors", 24, 9, 180, files=6)])       # 24.6" away, bows reach 24"
    assert not RS.check(s, Shoot("a", "o"))
    s = _shoot(blue=[unit("o", "orc_warriors", 24, 10, 180, files=6)])      # 23.6"
    assert RS.check(s, Shoot("a", "o"))


def test_shooting_after_moving_costs_1_ss_shooting_modifiers():
    s = _shoot()
    s.units["a"].moved = True
    events = act(s, Shoot("a", "o"), [1] * 12)
    assert "need 4+" in events[0].text


def test_a_target_partly_hidden_is_in_cover_cover():
    rock = {"type": "impassable", "shape": "rect", "center": [20, 23], "size": [6, 1]}
    s = _shoot(terrain=[rock])
    events = act(s, Shoot("a", "o"), [1] * 12)
    assert "Cover" in {m.name for m in events[0].ledger}


def test_units_on_a_hill_shoot_with_three_ranks_terrains_hills():
    hill = {"type": "hill", "shape": "circle", "center": [24, 36], "radius": 5}
    s = _shoot(red=[unit("a", "aurel_archers", 24, 36, 0, files=4, figures=12)], terrain=[hill])
    events = act(s, Shoot("a", "o"), [1] * 12)
    assert dict(events[0].data)["attacks"] == 12


def test_units_in_combat_neither_shoot_nor_are_shot_shooting_attacks():
    s = _shoot(red=[unit("a", "aurel_archers", 24, 36, 0, files=6), unit("k", "aurel_knights", 10, 10, 0, files=3)])
    place_in_contact(s, "k", "o", "left")
    assert "close combat" in refused(s, Shoot("a", "o")).reason


def test_charging_a_unit_that_ran_gives_minus_1_fs_and_it_saves_at_plus_1_maneuvers_run():
    s = _melee()
    s.units["w"].ran = True
    # knights FS 3+ -> 2+; warriors D 4+ -> 5+
    events = act(s, Fight("k", "w"), [2, 2, 1, 1, 1, 1] + [4, 4] + [6, 6])
    e = events[0]
    names = {m.name for m in e.ledger}
    assert "Charging a unit that ran" in names and "Charged while running" in names
    assert dict(e.data)["hits"] == 2 and dict(e.data)["unsaved"] == 2


def test_a_shooter_refused_whatever_the_target_is_refused_for_every_target_shooting():
    """The legal list refuses a unit's shots all at once when `shooter_refused` says so: the check then refuses
    the shot at every target, and the list is every candidate the check passes."""
    seen = set()
    for n, step, st, judged in judged_in_phase("attack", 41, 43, 260):
        for a, verdict in judged:
            if type(a) is Shoot:
                gone = shooter_refused(st, st.units[a.unit], to_act(st))
                assert not gone or not verdict, (n, step, a)
                seen.add(gone)
    assert seen == {True, False}
