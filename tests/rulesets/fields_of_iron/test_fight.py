"""Fields of Iron and Echo › Fight: adjacent enemies are in combat; the shoot process with fighting weapons."""
from .helpers import EndActivation, Fight, Lead, Shoot, nb, script, start, step, unit


def fight(b, uid, target, *faces):
    script(b, *faces)
    return b.perform(Fight(uid, target))


def test_fight_enemies_in_adjacent_hexes_fight_with_fighting_weapons_and_the_fight_value():
    """Fight: same process as Shoot with the fighting weapon (spears: 5 attacks, fight 6+), saves 8+."""
    b = start([unit("n1", "spearmen", 5, 6, "N"), unit("s1", "spearmen", 5, 5, "S")])
    events = fight(b, "n1", "s1", 6, 5, 12, 2, 9, 8, 1, 7)  # 3 hits; saves 8, 1, 7: one saved
    blow, save = events[1], events[2]
    assert blow.kind == "fight" and blow.get("hits") == 3 and all(r.purpose.target == 6 for r in blow.rolls)
    assert save.get("saved") == 1 and b.state.units["s1"].damage == 2
    assert str(blow.rule) == "Fields of Iron and Echo › Fight"
    assert b.state.active is None  # the fight ends the activation


def test_fight_uses_the_fight_value_not_the_shoot_value():
    """Fight: bowmen fight with daggers on their fight value (8+), not their shoot value (7+)."""
    b = start([unit("n1", "bowmen", 5, 6, "N"), unit("s1", "spearmen", 5, 5, "S")])
    events = fight(b, "n1", "s1", 7, 8, 1)
    assert events[1].rolls[0].purpose.target == 8 and events[1].get("hits") == 1


def test_fight_only_adjacent_enemies():
    """Fight: only units in adjacent hexes are in combat."""
    b = start([unit("n1", "spearmen", 5, 7, "N"), unit("s1", "spearmen", 5, 5, "S")])
    v = b.check(Fight("n1", "s1"))
    assert not v and "adjacent" in v.reason


def test_fight_whatever_the_facing():
    """Fight (ruling): an enemy in any adjacent hex can be fought, even behind."""
    b = start([unit("n1", "spearmen", 5, 6, "N"), unit("s1", "spearmen", 5, 7, "N")])
    assert b.check(Fight("n1", "s1"))


def test_fight_after_a_charge_in_the_same_activation():
    """The Turn: move or charge, then fight in the same activation."""
    b = start([unit("n1", "knights", 5, 9, "N"), unit("s1", "spearmen", 5, 5, "S")])
    b.perform(step(b, "n1", 5, 8, "N"))
    b.perform(step(b, "n1", 5, 7, "N"))
    b.perform(step(b, "n1", 5, 6, "N"))
    assert b.state.units["n1"].charged
    events = fight(b, "n1", "s1", 5, 5, 5, 5, 1, 1, 1, 1)
    assert b.state.units["s1"].damage == 8 and not b.state.units["s1"].alive  # lances: damage 2 each
    assert events[-1].kind == "removed"


def test_fight_all_hits_go_to_the_enemy_fought():
    """Fight (ruling): hits in a fight are not shared with the rest of the combat."""
    b = start([unit("n1", "spearmen", 5, 6, "N"), unit("n2", "spearmen", 6, 5, "NW"), unit("s1", "spearmen", 5, 5)])
    events = fight(b, "n1", "s1", 12, 12, 12, 1, 1, 1, 1, 1)
    assert not any(e.kind == "share" for e in events)
    assert b.state.units["s1"].damage == 3 and b.state.units["n2"].damage == 0


def test_defend_the_boss_plus_one_per_friendly_non_leader_unit_in_the_same_combat():
    """Fight › Defend the boss!: a leader adds 1 to its save for each friendly unit in the same combat."""
    # n1 at 5,6 fights the captain at 5,5; league spearmen at 6,6 touch both (same combat), those at 5,4
    # touch only the captain (not in the combat)
    probe = start([unit("n9", "spearmen", 0, 0), unit("s9", "spearmen", 9, 9)])
    beside = nb(probe, 5, 6, "NE")
    assert beside in {nb(probe, 5, 5, f) for f in ("SE", "SW", "NE", "NW", "N", "S")}
    b = start([unit("n1", "spearmen", 5, 6, "N"), unit("s0", "captain", 5, 5, "S"),
               unit("s1", "spearmen", *beside, "S"), unit("s2", "spearmen", 5, 4, "S")])
    events = fight(b, "n1", "s0", 12, 1, 1, 1, 1, 5)
    save = events[2]
    assert [(m.name, m.value) for m in save.ledger] == [("Defend the boss!", 1)]
    assert save.rolls[0].purpose.target == 6 and save.get("saved") == 0  # save 7, +1: the 5 fails


def test_defend_the_boss_counts_only_units_in_the_same_combat():
    """Fight › Defend the boss!: a friend next to the leader but touching no enemy is not in the combat."""
    b = start([unit("n1", "spearmen", 5, 6, "N"), unit("s0", "captain", 5, 5, "S"), unit("s2", "spearmen", 5, 4, "S")])
    events = fight(b, "n1", "s0", 12, 1, 1, 1, 1, 7)
    assert "Defend the boss!" not in {m.name for m in events[2].ledger}
    assert events[2].rolls[0].purpose.target == 7


def test_defend_the_boss_two_friends_two_points_and_against_shots_too():
    """Fight › Defend the boss! (ruling): +1 per friend, and for every save the leader makes in combat."""
    probe = start([unit("n9", "spearmen", 0, 0), unit("s9", "spearmen", 9, 9)])
    # enemy spearmen n1 at 5,6 touch the captain (5,5) and both league units beside him
    ne, nw = nb(probe, 5, 6, "NE"), nb(probe, 5, 6, "NW")
    units = [unit("n1", "spearmen", 5, 6, "N"), unit("n2", "bowmen", 5, 10, "N"), unit("s0", "marshal", 5, 5, "S"),
             unit("s1", "spearmen", *ne, "S"), unit("s2", "spearmen", *nw, "S")]
    b = start(units)
    events = fight(b, "n1", "s0", 12, 1, 1, 1, 1, 4)
    assert events[2].rolls[0].purpose.target == 4  # marshal saves 6+, +2
    shot = start(units)
    script(shot, 12, 12, 12, 12, 4, 1, 1, 1, 1)  # bowmen shoot into the combat: 4 hits among 4 units
    events = shot.perform(Shoot("n2", "s0"))
    boss = next(e for e in events if e.kind == "save" and e.units == ("s0",))
    assert boss.rolls[0].purpose.target == 4


def test_leadership_inspire_adds_to_hit_rolls_until_the_end_of_the_turn():
    """Move › Leadership skills: the captain's Rousing call gives a friendly unit +1 to hit this turn."""
    b = start([unit("n0", "captain", 3, 6, "N"), unit("n1", "spearmen", 5, 6, "N"), unit("s1", "spearmen", 5, 5, "S"),
               unit("s2", "spearmen", 9, 1)])
    b.perform(Lead("n0", "inspire", "n1"))
    b.perform(EndActivation("n0"))
    b.perform(EndActivation("s2"))
    events = fight(b, "n1", "s1", 5, 1, 1, 1, 1, 1)
    assert events[1].rolls[0].purpose.target == 5 and events[1].get("hits") == 1
    assert [(m.name, m.value) for m in events[1].ledger] == [("Inspired by a leader", 1)]


def test_leadership_inspire_only_on_a_friend_within_range_not_yet_activated():
    """Move › Leadership skills: the chosen unit must be a friend within range that has yet to activate."""
    b = start([unit("n0", "captain", 3, 6, "N"), unit("n1", "spearmen", 9, 6, "N"), unit("s1", "spearmen", 5, 1)])
    v = b.check(Lead("n0", "inspire", "n1"))
    assert not v and "beyond" in v.reason
    assert "friendly" in b.check(Lead("n0", "inspire", "s1")).reason


def test_leadership_hold_the_line_adds_to_saves_of_friends_within_range():
    """Move › Leadership skills: the captain's Hold the line gives friends within 1 hex +1 to saves."""
    b = start([unit("n1", "spearmen", 5, 6, "N"), unit("s1", "spearmen", 5, 5, "S"), unit("s0", "captain", 5, 4, "S")])
    events = fight(b, "n1", "s1", 12, 1, 1, 1, 1, 7)
    save = events[2]
    assert save.rolls[0].purpose.target == 7 and save.get("saved") == 1
    assert [(m.name, m.value) for m in save.ledger] == [("Hold the line (Captain)", 1)]
