"""Event II. Archery, with the elves', dwarves' and the advanced bows' rules."""
import math

from game.core.odds import enumerate_dice
from game.rulesets.iron_winds.actions import EndArchery, Move, Shoot
from game.rulesets.iron_winds.archery import apply_shoot, find_target

from .helpers import RS, act, at, leader, refused, scenario, start, texts, unit

ROLL_OFF = [6, 6, 1, 1]
WOOD = {"type": "woods", "shape": "rect", "center": [30, 24], "size": [10, 2]}


def bows_vs(target_profile="human_knight_cavalry", *, dist=8.0, red_extra=(), blue_extra=(), terrain=(),
            options=None, archer="human_warriors", archer_opts=("bows",), figures=None):
    """Red archers facing up at (30, 32); the target `dist` inches (edge to edge) in front of them."""
    prof_depth = 3.0 if "cavalry" in target_profile or "riders" in target_profile or "horse" in target_profile else 2.0
    a = unit("archers", archer, 30, 32, 0, options=list(archer_opts))
    if figures:
        a["figures"] = figures
    t = unit("target", target_profile, 30, 32 - 1.0 - dist - prof_depth / 2.0, 180)
    sc = scenario([a, *red_extra], [t, *blue_extra], terrain=terrain, options=options)
    state, _ = start(sc)
    return state


def test_worked_example_warrior_archers_against_mounted_knights():
    """Event II › the example: warrior archers who have lost five (seven left) roll a 6; less 2 for four
    (not six) casualties makes 4; divided by 3 for knights, rounded down: one knight dies."""
    state = bows_vs(figures=None)
    state.units["archers"].figures = 7
    assert state.phase == "archery" and RS.to_act(state) == "red"
    events, dice = act(state, Shoot("archers", "target"), [6] + ROLL_OFF)
    shot = events[0]
    assert [(m.name, m.value) for m in shot.ledger] == [("Lost 5 figures (infantry: -1 per 2)", -2)]
    assert shot.get("casualties") == 1 and state.units["target"].figures == 5
    assert "6 -2 = 4, divided by 3, rounding down: 1 casualty" in shot.text


def test_partial_unit_shoots_at_minus_2_for_four_men_short():
    """Building Armies › the 24-point partial unit (8 warriors with bows) has -2 when firing its bows."""
    state = bows_vs(target_profile="orc_light_infantry", figures=8)
    events, _ = act(state, Shoot("archers", "target"), [5, 6] + ROLL_OFF)
    assert [(m.name, m.value) for m in events[0].ledger] == [("Lost 4 figures (infantry: -1 per 2)", -2)]
    assert events[0].get("casualties") == 3                    # 5 - 2 = 3 on levy (divided by 1)


def test_casualties_divided_by_target_type():
    """Event II › divide by 1 for levy, by 2 rounding up for warriors, by 3 rounding down for knights."""
    for target, expect in (("orc_light_infantry", 5), ("orc_heavy_infantry", 3), ("human_foot_knights", 1)):
        state = bows_vs(target_profile=target)
        events = apply_shoot(state, "archers", "target", __import__("game.core.dice", fromlist=["Dice"]).Dice.scripted([5, 6]))
        assert events[0].get("casualties") == expect, target


def test_must_shoot_the_closest_enemy_with_a_direct_path():
    """Event II › only at the closest opposing unit with a direct path; another target is refused naming it."""
    near = unit("near", "orc_light_infantry", 40, 25, 180)
    state = bows_vs(dist=9.0, blue_extra=[near])
    assert find_target(state, state.units["archers"]).target == "near"
    assert "must shoot at the closest enemy unit with a direct path: Orc Light Infantry" in \
        refused(state, Shoot("archers", "target"))


def test_out_of_range_beyond_12_inches():
    """Event II › the target must be within 12 inches of the firing unit."""
    state = bows_vs(dist=12.5)
    state.phase, state.step = "archery", "red"
    reason = refused(state, Shoot("archers", "target"))
    assert "out of bow range (12\")" in reason


def test_no_shooting_over_friends():
    """Event II › archers may not fire over a friendly unit: the friend in the way blocks the path."""
    friend = unit("friend", "human_warriors", 30, 27, 0)
    state = bows_vs(dist=9.0, red_extra=[friend])
    state.phase, state.step = "archery", "red"
    s = find_target(state, state.units["archers"])
    assert s.target == "" and "no enemy unit out of melee with a direct path" in s.problem


def test_woods_block_the_direct_path_but_elves_shoot_through_3_inches():
    """Event II and Elves › woods block a bow's path; elves shoot through up to 3" of woods."""
    state = bows_vs(dist=9.0, terrain=[WOOD])
    state.phase, state.step = "archery", "red"
    assert find_target(state, state.units["archers"]).target == ""
    elf = bows_vs(dist=9.0, terrain=[WOOD], archer="elf_heavy_archers", archer_opts=())
    s = find_target(elf, elf.units["archers"])
    assert s.target == "target" and not s.problem
    deep = bows_vs(dist=9.0, archer="elf_heavy_archers", archer_opts=(),
                   terrain=[{"type": "woods", "shape": "rect", "center": [30, 24.5], "size": [30, 4]}])
    assert find_target(deep, deep.units["archers"]).target == ""


def test_at_least_half_the_archers_need_a_clear_shot():
    """Event II › at least half of the soldiers in the firing unit must have a clear shot."""
    # a friendly unit hides the right two thirds of the archers' view; the target stays visible to the left
    friend = unit("friend", "human_warriors", 30.8, 27.5, 0)
    state = bows_vs(dist=9.0, red_extra=[friend])
    state.phase, state.step = "archery", "red"
    s = find_target(state, state.units["archers"])
    assert s.target == "target" and s.share < 0.5 and "fewer than half" in s.problem


def test_no_fire_into_or_out_of_a_melee():
    """Event II › no bow fire into, or out of, a melee."""
    state = bows_vs(dist=9.0)
    t, a = state.units["target"], state.units["archers"]
    t.attacks, t.attack_side = "archers", "front"
    a.attacks, a.attack_side = "target", "front"
    state.phase, state.step = "archery", "red"
    state.touch()
    assert "no bow fire out of a melee" in find_target(state, a).problem
    a.attacks = ""
    t.attacks = ""
    other = state.units["archers"]
    state.units["target"].attacks = "archers"   # the target is in melee with someone
    state.touch()
    assert find_target(state, other).problem


def test_archers_who_shot_may_not_move_but_horse_archers_move_half():
    """Event II and Advanced Rules › Horse Archers: archers that fired cannot move voluntarily; bow cavalry
    with the advanced rule moves half."""
    state = bows_vs(dist=9.0)
    act(state, Shoot("archers", "target"), [1] + ROLL_OFF)
    at(state, "movement", "red")
    assert "shot its bows this turn" in refused(state, Move("archers", ((30.0, 31.0, 0.0),)))
    ha = bows_vs(dist=10.0, archer="elf_horse_archers", archer_opts=(), options={"horse_archers": True})
    act(ha, Shoot("archers", "target"), [1] + ROLL_OFF)
    at(ha, "movement", "red")
    assert RS.check(ha, Move("archers", ((30.0, 26.0, 0.0),)))            # 6" of 12
    v = RS.check(ha, Move("archers", ((30.0, 25.0, 0.0),)))
    assert not v and v.info["budget"] == 6.0


def test_levy_and_warrior_targets_that_lose_figures_check_morale_knights_do_not():
    """Event II › a levy or warrior target losing figures checks morale on the Bow Fire row; failing, it
    turns about and runs a full move; knights never check against bows."""
    state = bows_vs(target_profile="orc_light_infantry")
    t = state.units["target"]
    heading, y = t.heading, t.y
    events, dice = act(state, Shoot("archers", "target"), [3, 1] + ROLL_OFF)
    assert dice.rolls[1].purpose.why.endswith("under bow fire") and dice.rolls[1].purpose.target == 3
    assert t.routed and (t.heading - heading) % 360 == 180 and t.y < y - 11.9       # orcs run 12"
    knights = bows_vs()
    events, dice = act(knights, Shoot("archers", "target"), [6] + ROLL_OFF)
    assert len([r for r in dice.rolls if "bow fire" in r.purpose.why]) == 0


def test_no_leader_is_killed_by_bow_fire():
    """Event II › no leader can be killed by bow fire, even when his unit is shot to pieces."""
    state = bows_vs(target_profile="orc_light_infantry", blue_extra=[leader("chief", "orc_war_chief", "target")])
    state.units["target"].figures = 2
    events, _ = act(state, Shoot("archers", "target"), [6] + ROLL_OFF)
    assert not state.units["target"].alive and state.leaders["chief"].alive
    assert "left alone" in texts(events)


def test_elves_add_one_and_dwarven_armour_takes_one():
    """Elves › +1 to archery rolls; Dwarves › dwarven armour -1 to archery against it."""
    elf = bows_vs(target_profile="dwarf_knights", archer="elf_heavy_archers", archer_opts=())
    elf.units["target"].options = ("dwarven_armour",)
    events, _ = act(elf, Shoot("archers", "target"), [4] + ROLL_OFF)
    assert [(m.name, m.value) for m in events[0].ledger] == [("Elves", 1), ("Target in dwarven armour", -1)]


def test_longbows_18_inches_plus_one_close_and_over_friends_minus_one():
    """Advanced Rules › Longbows: 18" range; +1 at 12" or less; may fire over a friendly unit at -1 when the
    target is more than 6" from it."""
    far = bows_vs(dist=15.0, options={"longbows": True}, archer_opts=("longbows",))
    s = find_target(far, far.units["archers"])
    assert s.target == "target" and not s.problem and s.bow == "longbow"
    close = bows_vs(dist=9.0, options={"longbows": True}, archer_opts=("longbows",),
                    red_extra=[unit("friend", "human_warriors", 30, 29.9, 0)])
    events, _ = act(close, Shoot("archers", "target"), [3] + ROLL_OFF)
    assert [(m.name, m.value) for m in events[0].ledger] == [("Longbows at 12\" or less", 1),
                                                             ("Longbows over friends", -1)]
    near_friend = bows_vs(dist=9.0, options={"longbows": True}, archer_opts=("longbows",),
                          red_extra=[unit("friend", "human_warriors", 30, 24.5, 0)])
    assert "more than 6\"" in find_target(near_friend, near_friend.units["archers"]).problem


def test_crossbows_8_inches_and_warriors_or_knights_divide_by_2():
    """Advanced Rules › Crossbows: range 8"; warrior or knight targets divide by 2 rounding up."""
    state = bows_vs(target_profile="human_foot_knights", dist=7.0, archer="dwarf_crossbowmen", archer_opts=(),
                    options={"crossbows": True})
    events, _ = act(state, Shoot("archers", "target"), [5] + ROLL_OFF)
    assert events[0].get("casualties") == 3 and "divided by 2, rounding up (crossbows)" in events[0].text
    far = bows_vs(target_profile="human_foot_knights", dist=9.0, archer="dwarf_crossbowmen", archer_opts=(),
                  options={"crossbows": True})
    far.phase, far.step = "archery", "red"
    assert "out of crossbow range (8\")" in find_target(far, far.units["archers"]).problem


def test_archery_is_optional_and_the_odds_are_exact():
    """Event II › a bow unit may fire (so the side may end archery); the preview is the exact casualty
    distribution, matching brute force over the real apply."""
    state = bows_vs(target_profile="orc_light_infantry", blue_extra=[
        unit("blue_bows", "orc_light_archers", 42, 28, 270)])
    action = Shoot("archers", "target")
    odds = RS.preview(state, action)

    def resolve(dice):
        s = RS.clone(state)
        RS.apply(s, action, dice)
        return 12 - s.units["target"].figures

    assert odds.probs == enumerate_dice(resolve).probs
    assert odds.p(0) == 0 and odds.p(6) > 0
    act(state, EndArchery("red"))
    assert RS.to_act(state) == "blue"


def _corner_to_corner(archer, opts, options, dist):
    """Archers and a target of their own size, `dist` apart corner to corner (the centres' distance less
    both half diagonals: the nearest any two bases of their size can be at that centre distance)."""
    probe, _ = start(scenario([unit("archers", archer, 30, 32, 0, options=list(opts))], [], options=options))
    w, d = probe.units["archers"].width, probe.units["archers"].depth
    half = math.hypot(w, d) / 2.0
    k = (dist + 2 * half) / (2 * half)                  # the centres along the diagonal (w, -d)
    a = unit("archers", archer, 30, 32, 0, options=list(opts))
    t = unit("target", archer, 30 + k * w, 32 - k * d, 0, options=list(opts))
    return start(scenario([a], [t], options=options))[0]


def test_can_shoot_is_find_target_without_a_problem():
    """Event II: `can_shoot` answers some units without looking for a target (all enemies beyond bow
    range); it must agree with `find_target` at every distance around each bow's range, out of melee
    and in it, and along random battles."""
    from game.content.library import shipped_scenarios
    from game.core.battle import Battle
    from game.core.dice import Dice
    from game.core.kept import fresh
    from game.rulesets.iron_winds.archery import can_shoot

    seen = set()
    bows = (("human_warriors", ("bows",), None), ("human_warriors", ("longbows",), {"longbows": True}),
            ("dwarf_crossbowmen", (), {"crossbows": True}))
    for archer, opts, options in bows:
        for dist in (4.0, 7.9999, 8.0000001, 8.01, 11.9999, 12.0000001, 12.01, 17.9999, 18.0000001, 18.01, 25.0):
            st = _corner_to_corner(archer, opts, options, dist)
            at(st, "archery")
            u = st.units["archers"]
            with fresh():
                want = not find_target(st, u).problem
                assert can_shoot(st, u) == want, (archer, opts, dist)
            seen.add((opts, want))
    assert len(seen) == 6                          # each bow both in and out of range
    for n, s in enumerate(x for x in shipped_scenarios("iron_winds") if x.scenario):
        b = Battle.start(s.scenario, 21 + n)
        pick = Dice.seeded(9 + n)
        for _ in range(80):
            if b.to_act() is None:
                break
            st = b.state
            for u in st.units.values():
                got = can_shoot(st, u)
                assert got == (not find_target(st, u).problem), u.id
                seen.add(got)
            options = b.legal_actions().list()
            b.perform(options[pick.pick(len(options))])
