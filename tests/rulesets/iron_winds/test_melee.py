"""Event IV. Melee: contact, face to face, flank and rear, the modifiers, simultaneous casualties, the
leader-kill option, disengaging; with pikes, heroes and the races' melee rules."""
import pytest

from game.core.dice import Dice
from game.core.odds import enumerate_dice
from game.rulesets.iron_winds.actions import (ChooseOrder, EndMovement, FightMelee, KillLeader, Move, TakeCasualties)
from game.rulesets.iron_winds.contact import contact_pose
from game.rulesets.iron_winds.melee import finish, melee_ledger, resolve
from game.rulesets.iron_winds.movegen import move_action

from .helpers import RS, act, at, engage, leader, refused, scenario, start, texts, unit


def moving(red, blue, **kw):
    state, _ = start(scenario(red, blue, **kw))
    assert state.phase == "movement"
    act(state, ChooseOrder("red", True))
    return state



def mods(ledger):
    return [(m.name, m.value) for m in ledger]


# --- contact ---------------------------------------------------------------------------------------------
def test_first_two_units_in_melee_are_face_to_face():
    """Event IV › the first two units in contact are face to face: lined up, the move is legal; off line, it
    is refused; the battle screen's drag snaps into place."""
    state = moving([unit("w", "human_warriors", 30, 29)], [unit("o", "orc_heavy_infantry", 30, 20, 180)])
    assert "line up on Orc Heavy Infantry's front edge" in refused(state, Move("w", ((30.5, 22.0, 0.0),)))
    snapped = move_action(state, "w", [(30.6, 22.3, 4.0)])
    assert snapped.path == ((30.0, 22.0, 0.0),)
    events, _ = act(state, snapped)
    assert "meets face to face with" in texts(events)
    assert state.partner("w") == "o" and state.partner("o") == "w"


def test_an_enemy_not_yet_in_melee_turns_to_face_an_attack_on_its_flank():
    """Event IV › (as White unit 2 turns to face Black unit 4) an enemy contacted on its flank, not yet face
    to face with anyone, turns to face the attacker."""
    state = moving([unit("w", "human_warriors", 20, 20, 90)], [unit("o", "orc_heavy_infantry", 30, 20, 180)])
    events, _ = act(state, Move("w", ((27.0, 20.0, 90.0),)))
    o = state.units["o"]
    assert "turns to face" in texts(events)
    assert (o.x, o.y, o.heading) == pytest.approx((29.0, 20.0, 270.0))
    assert state.partner("o") == "w"


def test_flank_and_rear_attacks_on_a_unit_in_melee_line_up_one_to_a_side():
    """Event IV › additional units may touch the flank or rear of a unit in melee (one to a side); the front
    is taken by its face-to-face enemy."""
    state = moving([unit("a", "human_warriors", 30, 30), unit("c", "human_knight_cavalry", 20, 20, 90),
                    unit("d", "human_knight_cavalry", 40, 20, 270)],
                   [unit("b", "orc_heavy_infantry", 30, 20, 180)])
    engage(state, "a", "b", "front")
    # B faces down (heading 180): its left flank is on the east side (x 32)
    left = contact_pose(state.units["b"].pose, 4, 2, "left", 4, 3)
    right = contact_pose(state.units["b"].pose, 4, 2, "right", 4, 3)
    events, _ = act(state, Move("d", ((round(left.x, 6), round(left.y, 6), left.heading),)))
    assert state.units["d"].attack_side == "left" and "left flank" in texts(events)
    assert state.units["b"].attacks == "a"                 # B keeps facing A: it does not strike back at D
    v = RS.check(state, Move("c", ((round(right.x, 6), round(right.y, 6), right.heading),)))
    assert v and v.info["side"] == "right"
    state.units["d"].attack_side = "right"                 # as if D held the right flank: one unit to a side
    assert "right is already attacked" in refused(state, Move("c", ((round(right.x, 6), round(right.y, 6),
                                                                      right.heading),)))


def test_the_front_of_a_unit_face_to_face_is_taken():
    """Event IV › once two units are face to face they stay so; a third may not contact that front."""
    state = moving([unit("a", "human_warriors", 30, 30), unit("c", "human_warriors", 36, 22)],
                   [unit("b", "orc_heavy_infantry", 30, 20, 180)])
    engage(state, "a", "b", "front")
    state.units["c"].x = 36.0
    m = move_action(state, "c", [(31.0, 22.2, 0.0)])
    assert not RS.check(state, m)


def test_contact_is_made_with_the_front_edge_only():
    """Event IV › a unit moves so that it touches an enemy with its front: touching with a side is refused."""
    state = moving([unit("w", "human_warriors", 20, 20, 0)], [unit("o", "orc_heavy_infantry", 30, 20, 180)])
    assert "may only make contact with its front edge" in refused(state, Move("w", ((26.0, 20.0, 0.0),)))


def test_flank_attack_needs_two_inches_of_space():
    """Event IV › the 2" space also applies to reaching an enemy's flank or rear: a gap under 2" next to the
    flank cannot be crossed."""
    small = {"ruleset": "iron_winds", "id": "scouts", "name": "Scouts", "type": "warrior", "base": [1.5, 1.0]}
    from game.content.profiles import profile_adapter
    sc = scenario([unit("a", "human_warriors", 30, 30), unit("s", "scouts", 27.2, 26, 0),
                   unit("x", "human_warriors", 24.3, 19.5, 0)], [unit("b", "orc_heavy_infantry", 30, 20, 180)])
    sc = sc.model_copy(update={"profiles": [profile_adapter.validate_python(small)]})
    state, _ = start(sc)
    act(state, ChooseOrder("red", True))
    engage(state, "a", "b", "front")
    # B's right flank is the west side (x 28); X stands 1.5" from it: the scouts may not squeeze in
    pose = contact_pose(state.units["b"].pose, 4, 2, "right", 1.5, 1.0)
    path = ((27.2, 24.0, 90.0), (round(pose.x, 6), round(pose.y, 6), pose.heading))
    assert "needs 2\" of clear space to pass between" in refused(state, Move("s", path))
    state.units["x"].x = 23.8                              # 2.2" away: room enough
    state.touch()
    assert RS.check(state, Move("s", path))


# --- the fight -------------------------------------------------------------------------------------------
def test_melee_modifier_table():
    """Melee Modifiers › levy -1, warrior 0, knight +1, cavalry +1 (and +1 in its first round), flank +1,
    rear +2, attached leader +1, uphill -1, -1 for each 3 casualties."""
    state = moving([unit("k", "human_knight_cavalry", 30, 30), unit("l", "human_archers", 10, 30),
                    leader("lord", "human_general", "k")], [unit("b", "orc_heavy_infantry", 30, 20, 180)],
                   terrain=[{"type": "hill", "shape": "circle", "center": [30, 18], "radius": 3, "level": 1}])
    k, b, lv = state.units["k"], state.units["b"], state.units["l"]
    engage(state, "k", "b", "front")
    assert mods(melee_ledger(state, k, b, "front")) == [("Knight", 1), ("Cavalry", 1), ("Cavalry first round", 1),
                                                        ("Attacking uphill", -1), ("Attached leader", 1)]
    k.melee_rounds = 1
    k.figures = 3
    assert mods(melee_ledger(state, k, b, "rear")) == [("Knight", 1), ("Cavalry", 1), ("Attacking from rear", 2),
                                                       ("Attacking uphill", -1), ("Attached leader", 1),
                                                       ("3 casualties on the unit", -1)]
    assert mods(melee_ledger(state, lv, b, "left")) == [("Levy", -1), ("Attacking from flank", 1),
                                                        ("Attacking uphill", -1)]


def test_special_rules_in_melee_trolls_skeletons_dwarven_armour():
    """Trolls & Ogres +1; attacking Skeletons +1; Dwarven Armour -1 against it."""
    state = moving([unit("t", "troll_knights", 30, 30), leader("tl", "human_general", x=2, y=46),
                    unit("d", "dwarf_knights", 50, 30, options=["dwarven_armour"])],
                   [unit("s", "skeleton_levy", 30, 20, 180), unit("o", "orc_heavy_infantry", 50, 20, 180)])
    t, s, d, o = (state.units[x] for x in "tsdo")
    assert ("Trolls and ogres", 1) in mods(melee_ledger(state, t, s, "front"))
    assert ("Attacking skeletons", 1) in mods(melee_ledger(state, t, s, "front"))
    assert ("Target in dwarven armour", -1) in mods(melee_ledger(state, o, d, "front"))


def test_melee_is_simultaneous_flankers_are_not_struck_back_and_casualties_divide_by_type():
    """Event IV › every unit fights the enemy it faces, all at once; flank attackers are never attacked back;
    divide by 1 / 2 up / 3 down by the target's type."""
    state = moving([unit("a", "human_warriors", 30, 30), unit("c", "skeleton_levy", 20, 20, 90)],
                   [unit("b", "orc_heavy_infantry", 30, 20, 180)])
    engage(state, "a", "b", "front")
    engage(state, "c", "b", "right")
    dice = Dice.scripted([5, 6, 4])            # a on b, c on b, b on a (unit order: a, c, b)
    events = resolve(state, dice)
    assert [(r.attacker, r.target, r.casualties) for r in state.melee] == [("a", "b", 3), ("c", "b", 3),
                                                                          ("b", "a", 2)]
    assert state.units["b"].figures == 12                  # nothing comes off until all have fought
    finish(state)
    assert (state.units["b"].figures, state.units["a"].figures, state.units["c"].figures) == (6, 10, 12)
    assert "attacks" in texts(events)


def test_leader_kill_option_at_three_or_more_casualties():
    """Event IV › inflicting 3 or more on a unit commanded by a leader, the player may apply one fewer and
    roll to kill the leader: 5 or 6 kills."""
    state = moving([unit("a", "human_knight_cavalry", 30, 30)],
                   [unit("b", "orc_heavy_infantry", 30, 20, 180), leader("chief", "orc_war_chief", "b")])
    engage(state, "a", "b", "front")
    state.phase, state.movers = "melee", ["red", "blue"]
    act(state, FightMelee("red"), [6, 1])      # knights: 6 +3 = 9 -> 5 on warriors; orcs 1 +1 = 2 -> 0
    assert state.phase == "melee-decisions" and RS.to_act(state) == "red"
    assert RS.preview(state, KillLeader("a", "b")).p(1) == pytest.approx(1 / 3)
    events, dice = act(state, KillLeader("a", "b"), [5, 1, 6, 6, 1, 1])   # then morale and the next roll-off
    assert not state.leaders["chief"].alive and state.units["b"].figures == 12 - 4
    assert state.units["b"].leader_lost_turn == 1 or state.turn == 2


def test_taking_all_casualties_instead():
    """Event IV › or he applies the casualties directly on the unit."""
    state = moving([unit("a", "human_knight_cavalry", 30, 30)],
                   [unit("b", "orc_heavy_infantry", 30, 20, 180), leader("chief", "orc_war_chief", "b")])
    engage(state, "a", "b", "front")
    state.phase, state.movers = "melee", ["red", "blue"]
    act(state, FightMelee("red"), [6, 1])
    act(state, TakeCasualties("a", "b"), [6, 6, 1, 1, 1])
    assert state.leaders["chief"].alive and state.units["b"].figures == 7


def test_cavalry_on_a_flank_may_disengage_next_movement_but_face_to_face_may_not():
    """Event IV › a cavalry unit attacking from the flank or rear may disengage in its next movement event;
    units face to face stay in melee."""
    state = moving([unit("a", "human_warriors", 30, 30), unit("c", "human_knight_cavalry", 20, 20, 90)],
                   [unit("b", "orc_heavy_infantry", 30, 20, 180)])
    engage(state, "a", "b", "front")
    engage(state, "c", "b", "right")
    c = state.units["c"]
    back = c.pose.moved(-4)
    events, _ = act(state, Move("c", ((round(back.x, 6), round(back.y, 6), back.heading),
                                      (round(back.x - 2, 6), round(back.y, 6), (back.heading + 180) % 360))))
    assert "disengages" in texts(events) and state.units["c"].attacks == ""
    assert "is in melee" in refused(state, Move("a", ((30.0, 33.0, 0.0),)))


def test_melee_odds_match_brute_force_over_the_real_apply():
    """Event IV › the preview of a melee is the exact distribution of casualties on each side."""
    state = moving([unit("a", "human_warriors", 30, 30), unit("c", "skeleton_levy", 20, 20, 90),
                    unit("r", "human_warriors", 60, 40)],
                   [unit("b", "orc_heavy_infantry", 30, 20, 180)])
    engage(state, "a", "b", "front")
    engage(state, "c", "b", "right")
    state.units["r"].routed = True            # a unit that may rally alone: the turn stops there
    state.phase, state.movers = "melee", ["red", "blue"]
    action = FightMelee("red")
    odds = RS.preview(state, action)

    def resolve_real(dice):
        s = RS.clone(state)
        RS.apply(s, action, dice)
        lost = {side: sum(state.units[k].figures - u.figures for k, u in s.units.items() if u.side == side)
                for side in s.sides}
        return (lost["red"], lost["blue"])

    assert odds.probs == enumerate_dice(resolve_real).probs
    assert sum(odds.probs.values()) == 1


def test_the_texts_diagram_white_one_two_three_then_black_four():
    """Event IV › the text's example: White unit 1 meets Black unit S face to face, White 2 attacks S in the
    flank and White 3 in the rear; then Black unit 4 attacks White 2 in the rear, and White 2 turns to face
    Black 4."""
    state = moving([unit("w1", "human_warriors", 30, 30), unit("w2", "human_warriors", 20, 20, 90),
                    unit("w3", "human_warriors", 30, 10, 180)],
                   [unit("s", "orc_heavy_infantry", 30, 20, 180), unit("b4", "orc_heavy_infantry", 18, 19, 90)])
    s = state.units["s"]

    def to(uid, side, target):
        t = state.units[target]
        p = contact_pose(t.pose, t.width, t.depth, side, 4, 2)
        return Move(uid, ((round(p.x, 6), round(p.y, 6), p.heading),))

    act(state, to("w1", "front", "s"))
    act(state, to("w2", "right", "s"))
    act(state, to("w3", "rear", "s"))
    assert [(u, state.units[u].attack_side) for u in ("w1", "w2", "w3")] == [("w1", "front"), ("w2", "right"),
                                                                            ("w3", "rear")]
    assert state.partner("s") == "w1"
    act(state, EndMovement("red"))
    events, _ = act(state, to("b4", "rear", "w2"))
    w2 = state.units["w2"]
    assert "turns to face" in texts(events) and w2.heading == pytest.approx(270.0)
    assert state.partner("w2") == "b4" and w2.attacks == "b4" and state.partner("s") == "w1"
    assert [a.id for a in state.attackers_of("s")] == ["w1", "w3"]


def test_a_second_leader_kill_choice_lapses_when_the_leader_is_already_dead():
    """Event IV › two units inflicting 3 or more on the same led unit: once its leader is killed, the second
    has nothing to choose (all its casualties apply)."""
    state = moving([unit("a", "human_knight_cavalry", 30, 30), unit("c", "human_knight_cavalry", 20, 20, 90)],
                   [unit("b", "orc_heavy_infantry", 30, 20, 180), leader("chief", "orc_war_chief", "b")])
    engage(state, "a", "b", "front")
    engage(state, "c", "b", "right")
    state.phase, state.movers = "melee", ["red", "blue"]
    act(state, FightMelee("red"), [6, 6, 1])
    assert [r.decision for r in state.melee] == ["pending", "pending", ""]
    events, _ = act(state, KillLeader("a", "b"), [6, 6, 6, 1, 1])
    assert not state.leaders["chief"].alive and state.phase != "melee-decisions"
