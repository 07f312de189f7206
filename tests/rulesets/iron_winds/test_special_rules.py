"""Special Fantasy Rules (skeletons) and the advanced rules in play: pikes, heroes in melee, cavalry
charges."""
import pytest

from game.core.dice import Dice
from game.core.odds import enumerate_dice
from game.rulesets.iron_winds.actions import ChooseOrder, FightMelee, Move
from game.rulesets.iron_winds.contact import contact_pose
from game.rulesets.iron_winds.melee import finish, resolve
from game.rulesets.iron_winds.phases import end_step
from game.rulesets.iron_winds.rally import morale_event
from game.rulesets.iron_winds import sections as S

from .helpers import RS, act, engage, leader, scenario, start, texts, unit


def battle(red, blue, **kw):
    state, _ = start(scenario(red, blue, **kw))
    act(state, ChooseOrder("red", True))
    return state



def test_skeletons_get_a_casualty_back_when_the_melee_ends_and_one_more_each_still_movement():
    """Skeletons › when a melee ends, a skeleton unit not routed with casualties gets one back; for each
    movement event it does not move, one more."""
    state = battle([unit("w", "human_warriors", 30, 30)],
                   [unit("s", "skeleton_levy", 30, 10, 180), leader("sg", "skeleton_general", x=60, y=4)])
    s, w = state.units["s"], state.units["w"]
    s.figures = 7
    engage(state, "w", "s", "front")
    resolve(state, Dice.scripted([6, 1]))           # w: 6+0+1 (skeletons) = 7 casualties on levy; s: 1-1 -> 0
    finish(state)
    assert s.figures == 0 and not s.alive
    state2 = battle([unit("w", "human_warriors", 30, 30)],
                    [unit("s", "skeleton_levy", 30, 10, 180), leader("sg", "skeleton_general", x=60, y=4)])
    s, w = state2.units["s"], state2.units["w"]
    s.figures = 9
    s.melee_rounds = 2                               # it fought; its enemy has just gone
    morale_event(state2, Dice.scripted([]))
    assert s.figures == 10 and s.recovering
    state2.phase, state2.movers, state2.step, state2.done = "movement", ["red", "blue"], "red", ["red"]
    state2.step = "blue"
    end_step(state2, Dice.scripted([]))            # Blue's movement ends; the skeletons stood still
    assert s.figures == 11


def test_pikes_strike_first_in_the_first_round_and_move_at_knight_speed():
    """Advanced Rules › Pikes: in a melee's first round the pike unit's casualties come off before the enemy
    attacks back; pikes move as knights (6")."""
    state = battle([unit("p", "human_warriors", 30, 30, options=["pikes"])],
                   [unit("o", "orc_heavy_infantry", 30, 10, 180)], options={"pikes": True})
    assert not RS.check(state, Move("p", ((30.0, 23.5, 0.0),)))
    engage(state, "o", "p", "front")
    o = state.units["o"]
    o.figures = 6                                  # 6 casualties: -2 on its attack
    events = resolve(state, Dice.scripted([6, 6]))
    assert "pikes strike first" in texts(events)
    assert o.figures == 3                          # removed at once: 6 -> 3 casualties
    attack = [e for e in events if e.kind == "attack"][1]
    assert ("9 casualties on the unit", -3) in [(m.name, m.value) for m in attack.ledger]


def test_cavalry_must_pass_morale_to_charge_the_front_of_pikes():
    """Advanced Rules › Pikes: a cavalry unit must make a successful morale roll before it can move into melee
    with a pike unit, unless it attacks a flank or rear; failing, it stays where it began."""
    def pikes():
        return battle([unit("k", "goblin_wolf_riders", 30, 30), leader("gc", "goblin_commander", x=2, y=46)],
                      [unit("p", "human_foot_knights", 30, 20, 180, options=["pikes"])], options={"pikes": True})

    state = pikes()
    goal = contact_pose(state.units["p"].pose, 4, 2, "front", 4, 3)
    events, dice = act(state, Move("k", ((goal.x, goal.y, goal.heading),)), [1])
    assert "refuses and stays where it is" in texts(events) and state.units["k"].y == 30.0
    assert dice.rolls[0].purpose.target == 2           # mounted warriors against foot knights: 2
    state2 = pikes()
    act(state2, Move("k", ((goal.x, goal.y, goal.heading),)), [2])
    assert state2.units["k"].attacks == "p"
    knights = battle([unit("k", "human_knight_cavalry", 30, 30)],
                     [unit("p", "orc_heavy_infantry", 30, 20, 180, options=["pikes"])], options={"pikes": True})
    events, dice = act(knights, Move("k", ((goal.x, goal.y, goal.heading),)))
    assert not dice.rolls and knights.units["k"].attacks == "p"       # knights need not check against warriors


def test_cavalry_charge_breaks_infantry_before_the_melee_and_may_go_on():
    """Advanced Rules › Cavalry Charges: warrior or levy infantry charged by cavalry checks morale first;
    failing, it routs and the cavalry may continue its move."""
    state = battle([unit("k", "human_knight_cavalry", 30, 30)], [unit("l", "orc_light_infantry", 30, 22, 180)],
                   options={"cavalry_charges": True})
    goal = contact_pose(state.units["l"].pose, 4, 2, "front", 4, 3)
    events, dice = act(state, Move("k", ((goal.x, goal.y, goal.heading),)), [2])
    assert dice.rolls[0].purpose.target == 6 and state.units["l"].routed       # levy vs mounted knights: 6
    k = state.units["k"]
    assert k.may_continue and "may go on" in texts(events)
    used = k.move_used
    rest = k.pose.moved(12 - used)
    act(state, Move("k", ((round(rest.x, 6), round(rest.y, 6), rest.heading),)))
    assert k.move_used == pytest.approx(12.0)


def test_heroes_fight_and_can_be_wounded_in_melee():
    """Advanced Rules › Heroic Leaders: a hero leading a unit makes his own attack (d6, a demi-god 2d6); each
    enemy unit fighting his unit rolls to wound him (levy 6, warriors 5+, knights 4+); two wounds kill a
    hero; he adds +2 to his unit's rolls."""
    state = battle([unit("w", "human_warriors", 30, 30), leader("hero", "human_general", "w", options=["hero"])],
                   [unit("k", "human_foot_knights", 30, 10, 180)], options={"heroes": True})
    engage(state, "k", "w", "front")
    state.leaders["hero"].wounds = 1
    events = resolve(state, Dice.scripted([3, 4, 5, 4]))     # w, the hero, k, k's strike at the hero
    w_attack, hero_attack = [e for e in events if e.kind == "attack"][:2]
    assert ("Led by a hero", 2) in [(m.name, m.value) for m in w_attack.ledger]
    assert "Human General attacks" in hero_attack.text
    finish(state)
    assert not state.leaders["hero"].alive


def test_melee_odds_with_pikes_and_a_demigod_match_brute_force():
    """Advanced Rules › the melee preview stays exact with pikes striking first and a demi-god's 2d6."""
    state = battle([unit("p", "human_warriors", 30, 30, options=["pikes"]),
                    leader("dg", "human_general", "p", options=["demigod"]), unit("r", "human_warriors", 60, 40)],
                   [unit("o", "orc_light_infantry", 30, 10, 180)], options={"pikes": True, "heroes": True})
    engage(state, "o", "p", "front")
    state.units["r"].routed = True
    state.phase = "melee"
    action = FightMelee("red")
    odds = RS.preview(state, action)

    def real(dice):
        s = RS.clone(state)
        RS.apply(s, action, _MeleeDiceOnly(dice))
        return tuple(sum(state.units[k].figures - u.figures for k, u in s.units.items() if u.side == side)
                     for side in s.sides)

    assert odds.probs == enumerate_dice(real).probs


class _MeleeDiceOnly:
    """The enumeration's dice for the melee; fixed dice for the morale event that the same action runs
    next. Morale moves units but never removes figures, so walking its rolls too (six times the
    sequences) proves nothing more about the melee's casualties."""

    def __init__(self, probe: Dice) -> None:
        self.probe, self.fixed = probe, Dice.seeded(0)

    def roll(self, kind, **purpose):
        rule = purpose.get("rule")
        morale = rule is not None and rule.section in (S.MORALE, S.MORALE_MODIFIERS, S.RALLY)
        return (self.fixed if morale else self.probe).roll(kind, **purpose)

    def __getattr__(self, name):
        return getattr(self.probe, name)
