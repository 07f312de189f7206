"""Fields of Iron and Echo › Shoot: range, hits, saves with terrain, damage, removal and the special cases."""
import pytest

from .helpers import Shoot, cells, nb, script, start, step, unit

ARMOURED = {"ruleset": "fields_of_iron", "id": "armoured", "name": "Armoured Foot", "type": "infantry",
            "fight": 6, "save": 3, "wounds": 9, "points": 5,
            "weapons": [{"name": "Swords", "kind": "fight", "attacks": 2}]}
ONE_SHOT = {"ruleset": "fields_of_iron", "id": "one_shot", "name": "Sniper", "type": "infantry", "shoot": 7,
            "fight": 9, "save": 9, "wounds": 3,
            "weapons": [{"name": "Rifle", "kind": "shoot", "attacks": 1, "range": 8, "damage": 2}]}


def shot_events(b, shooter, target, *faces):
    script(b, *faces)
    return b.perform(Shoot(shooter, target))


def wall_ahead(b, col, row):
    c = nb(b, col, row, "N")
    return [nb(b, *c, f) for f in ("NW", "N", "NE")]


def test_shoot_range_counts_from_the_front_hexes_to_the_target_inclusive():
    """Shoot: range from any of the front 3 hexes to, and inclusive of, the target's hex (bows reach 6)."""
    b = start([unit("n1", "bowmen", 5, 10, "N"), unit("s1", "spearmen", 5, 4, "S"), unit("s2", "spearmen", 5, 3)])
    assert b.check(Shoot("n1", "s1")).info["distance"] == 6
    v = b.check(Shoot("n1", "s2"))
    assert not v and "7 hexes away" in v.reason
    info = b.ruleset.target_info(b.state, "n1", "s2")
    assert info.in_sight and not info.in_range and info.distance == 7
    adjacent = start([unit("n1", "bowmen", 5, 10, "N"), unit("s1", "spearmen", 5, 8, "S")])
    assert adjacent.check(Shoot("n1", "s1")).info["distance"] == 2  # the front hex counts as 1


def test_shoot_hits_against_the_shoot_value_saves_against_the_save_value_damage_per_unsaved_hit():
    """Shoot: roll the card's attacks against its shoot value; the target saves each hit; damage per unsaved."""
    b = start([unit("n1", "bowmen", 5, 10, "N"), unit("s1", "spearmen", 5, 6, "S")])
    events = shot_events(b, "n1", "s1", 7, 6, 12, 1, 8, 3)  # bows hit on 7+: 2 hits; spearmen save on 8+
    shot, save = events[1], events[2]
    assert [r.value for r in shot.rolls] == [7, 6, 12, 1] and shot.get("hits") == 2
    assert all(r.purpose.target == 7 and r.purpose.unit == "n1" for r in shot.rolls)
    assert [r.value for r in save.rolls] == [8, 3] and save.get("saved") == 1
    assert all(r.purpose.target == 8 and r.purpose.unit == "s1" for r in save.rolls)
    assert b.state.units["s1"].damage == 1 and save.get("damage") == 1
    assert str(shot.rule) == "Fields of Iron and Echo › Shoot"


def test_shoot_weapon_damage_is_done_by_each_unsaved_hit():
    """Shoot: the target takes the weapon's damage for each shot that gets through (the cannon does 3)."""
    b = start([unit("n1", "cannon", 5, 10, "N"), unit("s1", "knights", 5, 4, "S")])
    shot_events(b, "n1", "s1", 9, 10, 2, 6)  # 2 hits; knights save on 6+: one saved
    assert b.state.units["s1"].damage == 3


def test_shoot_removed_when_damage_exceeds_wounds_not_when_it_equals_them():
    """Shoot: add damage; if it exceeds the wounds value the unit is removed from play."""
    b = start([unit("n1", "bowmen", 5, 10, "N"), unit("s1", "spearmen", 5, 6, "S"), unit("s2", "spearmen", 9, 1)])
    b.state.units["s1"].damage = 4  # wounds 5
    shot_events(b, "n1", "s1", 12, 1, 1, 1, 2)
    assert b.state.units["s1"].damage == 5 and b.state.units["s1"].alive
    again = start([unit("n1", "bowmen", 5, 10, "N"), unit("s1", "spearmen", 5, 6, "S"), unit("s2", "spearmen", 9, 1)])
    again.state.units["s1"].damage = 5
    events = shot_events(again, "n1", "s1", 12, 1, 1, 1, 2)
    assert not again.state.units["s1"].alive and events[-1].kind == "removed"
    assert again.state.units["s1"].damage == 6


@pytest.mark.parametrize("kind,bonus", [("woods", 1), ("village", 1), ("farm", 1), ("ruins", 1),
                                        ("walled_settlement", 2), ("fortification", 4)])
def test_terrain_cover_adds_to_the_save(kind, bonus):
    """Terrain: woods +1; villages, farms or ruins +1; walled settlement +2; fortification or castle +4."""
    b = start([unit("n1", "bowmen", 5, 10, "N"), unit("s1", "spearmen", 5, 6, "S")], [cells(kind, (5, 6))])
    events = shot_events(b, "n1", "s1", 12, 1, 1, 1, 8 - bonus)
    save = events[2]
    assert save.rolls[0].purpose.target == 8 - bonus and save.get("saved") == 1
    assert [m.value for m in save.ledger] == [bonus]


def test_terrain_cover_does_not_add_up_the_best_counts():
    """Terrain (ruling): a village in a wood gives +1, not +2; a fort in woods +4."""
    b = start([unit("n1", "bowmen", 5, 10, "N"), unit("s1", "spearmen", 5, 6, "S")],
              [cells("village", (5, 6)), cells("woods", (5, 6))])
    events = shot_events(b, "n1", "s1", 12, 1, 1, 1, 7)
    assert events[2].rolls[0].purpose.target == 7


@pytest.mark.parametrize("kind,section", [("walled_settlement", "Walled settlements"),
                                          ("fortification", "Fortification or castle")])
def test_terrain_ones_always_fail_to_save_in_walled_settlements_and_fortifications(kind, section):
    """Terrain › Walled settlements / Fortification or castle: 1s always fail to save."""
    b = start([unit("n1", "bowmen", 5, 10, "N"), unit("s1", "armoured", 5, 6, "S")], [cells(kind, (5, 6))],
              profiles=[ARMOURED])
    events = shot_events(b, "n1", "s1", 12, 12, 1, 1, 1, 2)  # two hits; saves 1 and 2
    save = events[2]
    assert save.rolls[0].purpose.target == 2  # 3 - bonus would be 1 or less, but a 1 fails
    assert save.get("saved") == 1 and b.state.units["s1"].damage == 1
    assert section in str(save.rolls[0].purpose.rule)
    assert "a 1 always fails here" in save.text


def test_terrain_a_one_may_save_in_the_open_when_modifiers_allow():
    """Terrain (ruling): outside walls a 1 is not an automatic failure (woods +1 with save 2+)."""
    tough = dict(ARMOURED, id="tough", save=2)
    b = start([unit("n1", "bowmen", 5, 10, "N"), unit("s1", "tough", 5, 6, "S")], [cells("woods", (5, 6))],
              profiles=[tough])
    events = shot_events(b, "n1", "s1", 12, 1, 1, 1, 1)
    assert events[2].get("saved") == 1


def test_hills_plus_two_to_saves_against_attacks_from_below():
    """Terrain › Hills: units on a hill apply +2 to their saves against a unit attacking from below."""
    b = start([unit("n1", "bowmen", 5, 10, "N"), unit("s1", "spearmen", 5, 6, "S")], [cells("hill", (5, 6), level=1)])
    events = shot_events(b, "n1", "s1", 12, 1, 1, 1, 6)
    assert events[2].rolls[0].purpose.target == 6 and events[2].get("saved") == 1
    assert "High ground" in events[2].ledger[0].name


def test_hills_no_bonus_against_attackers_as_high():
    """Terrain › Hills: no high ground bonus when the attacker stands as high."""
    b = start([unit("n1", "bowmen", 5, 10, "N"), unit("s1", "spearmen", 5, 6, "S")],
              [cells("hill", (5, 6), (5, 10), level=1)])
    events = shot_events(b, "n1", "s1", 12, 1, 1, 1, 8)
    assert events[2].rolls[0].purpose.target == 8 and not events[2].ledger


def test_moving_and_shooting_infantry_may_shoot_after_one_hex_not_two():
    """Shoot › Moving and shooting: units can move half their distance (infantry 1 hex) and still shoot."""
    b = start([unit("n1", "bowmen", 5, 10, "N"), unit("s1", "spearmen", 5, 4, "S")])
    b.perform(step(b, "n1", 5, 9, "N"))
    assert b.check(Shoot("n1", "s1"))
    b.perform(step(b, "n1", 5, 8, "N"))
    v = b.check(Shoot("n1", "s1"))
    assert not v and "Moving and shooting" in str(v.rule)


def test_moving_and_shooting_cavalry_may_shoot_after_two_hexes_not_three():
    """Shoot › Moving and shooting: cavalry 2 hexes and still shoot."""
    b = start([unit("n1", "outriders", 5, 10, "N"), unit("s1", "spearmen", 5, 6, "S")])
    b.perform(step(b, "n1", 5, 9, "N"))
    b.perform(step(b, "n1", 5, 8, "N"))
    assert b.check(Shoot("n1", "s1"))  # javelins reach 2
    b.perform(step(b, "n1", *nb(b, 5, 8, "NW"), "NW"))
    v = b.check(Shoot("n1", "s1"))
    assert not v and "Moving and shooting" in str(v.rule)


def test_no_shooting_while_in_combat():
    """Shoot: units cannot shoot if they are engaged in combat."""
    b = start([unit("n1", "bowmen", 5, 10, "N"), unit("s1", "spearmen", 5, 6, "S"), unit("s2", "spearmen", 5, 11)])
    v = b.check(Shoot("n1", "s1"))
    assert not v and "in combat" in v.reason


def test_shooting_into_combat_shares_the_hits_odd_hit_to_the_enemy():
    """Shoot › Shooting into combat: hits shared equally by all units in the combat; the odd one to the enemy."""
    b = start([unit("n1", "bowmen", 5, 10, "N"), unit("n2", "spearmen", 5, 5, "N"), unit("s1", "spearmen", 5, 4, "S")])
    events = shot_events(b, "n1", "s1", 12, 12, 12, 1, 1, 1, 1)  # 3 hits: s1 2, n2 1; every save fails
    share = next(e for e in events if e.kind == "share")
    assert dict(share.get("shares")) == {"s1": 2, "n2": 1}
    assert b.state.units["s1"].damage == 2 and b.state.units["n2"].damage == 1
    saves = [e for e in events if e.kind == "save"]
    assert [e.units for e in saves] == [("s1",), ("n2",)]


def test_shooting_into_combat_the_whole_chain_of_a_combat_shares():
    """Shoot › Shooting into combat (ruling): a combat is every unit joined through enemies next to each other."""
    b = start([unit("n1", "bowmen", 5, 10, "N"), unit("n2", "spearmen", 5, 5, "N"), unit("s1", "spearmen", 5, 4, "S"),
               unit("n3", "spearmen", 5, 3, "S"), unit("s2", "spearmen", 5, 2, "S")])
    events = shot_events(b, "n1", "s1", 12, 12, 12, 12, 1, 1, 1, 1)  # 4 hits among s1, n2, n3, s2
    share = next(e for e in events if e.kind == "share")
    assert dict(share.get("shares")) == {"s1": 1, "n2": 1, "n3": 1, "s2": 1}


def test_no_shooting_through_a_friendly_unit():
    """Shoot › Shooting past friends: a shooting unit cannot shoot through a friendly unit."""
    probe = start([unit("n0", "bowmen", 0, 0), unit("s0", "bowmen", 11, 11)])
    wall = wall_ahead(probe, 5, 10)
    b = start([unit("n1", "bowmen", 5, 10, "N"), unit("s1", "spearmen", 5, 5, "S")]
              + [unit(f"n{i + 2}", "spearmen", *c, "N") for i, c in enumerate(wall)])
    v = b.check(Shoot("n1", "s1"))
    assert not v and "friendly unit is in the way" in v.reason


def test_artillery_shoots_over_friendly_units_at_minus_two():
    """Shoot › Artillery: artillery can shoot over other units but at -2 to hit."""
    probe = start([unit("n0", "bowmen", 0, 0), unit("s0", "bowmen", 11, 11)])
    wall = wall_ahead(probe, 5, 10)
    b = start([unit("n1", "cannon", 5, 10, "N"), unit("s1", "spearmen", 5, 5, "S")]
              + [unit(f"n{i + 2}", "spearmen", *c, "N") for i, c in enumerate(wall)])
    events = shot_events(b, "n1", "s1", 9, 8, 1, 1)
    shot = events[1]
    assert shot.rolls[0].purpose.target == 9 and shot.get("hits") == 1
    assert [(m.name, m.value) for m in shot.ledger] == [("Shooting over friendly units", -2)]


def test_artillery_on_a_hill_no_penalty_over_units_next_to_the_hill():
    """Shoot › Artillery: on a hill, no penalty over a unit immediately adjacent to the hill."""
    probe = start([unit("n0", "bowmen", 0, 0), unit("s0", "bowmen", 11, 11)])
    wall = wall_ahead(probe, 5, 10)
    hill = [cells("hill", (5, 10), nb(probe, 5, 10, "N"), level=1)]
    b = start([unit("n1", "cannon", 5, 10, "N"), unit("s1", "spearmen", 5, 5, "S")]
              + [unit(f"n{i + 2}", "spearmen", *c, "N") for i, c in enumerate(wall)], hill)
    events = shot_events(b, "n1", "s1", 7, 1, 1)
    assert events[1].rolls[0].purpose.target == 7 and not events[1].ledger


def test_a_unit_on_a_hill_shoots_over_units_next_to_the_hill():
    """Terrain › Hills: a unit on a hill can shoot over any unit immediately adjacent to the hill."""
    probe = start([unit("n0", "bowmen", 0, 0), unit("s0", "bowmen", 11, 11)])
    wall = wall_ahead(probe, 5, 10)
    hill = [cells("hill", (5, 10), nb(probe, 5, 10, "N"), level=1)]
    b = start([unit("n1", "bowmen", 5, 10, "N"), unit("s1", "spearmen", 5, 5, "S")]
              + [unit(f"n{i + 2}", "spearmen", *c, "N") for i, c in enumerate(wall)], hill)
    assert b.check(Shoot("n1", "s1"))
    flat = start([unit("n1", "bowmen", 5, 10, "N"), unit("s1", "spearmen", 5, 5, "S")]
                 + [unit(f"n{i + 2}", "spearmen", *c, "N") for i, c in enumerate(wall)])
    assert not flat.check(Shoot("n1", "s1"))


def test_artillery_charged_is_destroyed_at_once():
    """Shoot › Artillery: if artillery is charged it is immediately destroyed."""
    b = start([unit("n1", "outriders", 5, 9, "N"), unit("s1", "cannon", 5, 6, "S"), unit("s2", "spearmen", 1, 1)])
    b.perform(step(b, "n1", 5, 8, "N"))
    events = b.perform(step(b, "n1", 5, 7, "N"))
    assert [e.kind for e in events] == ["move", "charge", "overrun"]
    assert not b.state.units["s1"].alive and b.state.units["s1"].removed_by == "charged"


def test_artillery_moving_next_to_an_enemy_is_not_destroyed():
    """Shoot › Artillery (ruling): artillery that moves next to an enemy charges it; it is not charged."""
    b = start([unit("n1", "cannon", 5, 8, "N"), unit("s1", "spearmen", 5, 6, "S")])
    b.perform(step(b, "n1", 5, 7, "N"))
    assert b.state.units["n1"].alive and b.state.units["n1"].charged


def test_shoot_needs_a_shooting_weapon():
    """Shoot: only units with a shooting weapon on their card shoot."""
    b = start([unit("n1", "spearmen", 5, 10, "N"), unit("s1", "spearmen", 5, 6, "S")])
    v = b.check(Shoot("n1", "s1"))
    assert not v and "no shooting weapon" in v.reason


def test_shoot_at_a_friend_is_refused():
    """Shoot: the target must be an enemy."""
    b = start([unit("n1", "bowmen", 5, 10, "N"), unit("n2", "spearmen", 5, 6, "S"), unit("s1", "spearmen", 1, 1)])
    assert "friendly" in b.check(Shoot("n1", "n2")).reason
