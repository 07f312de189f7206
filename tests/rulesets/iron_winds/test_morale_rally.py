"""Event V. Morale and Unit Rally: the chart, its modifiers, routs, rallying by a leader and alone."""
import pytest

from game.core.dice import Dice
from game.rulesets.iron_winds.actions import ChooseOrder, Move, SelfRally
from game.rulesets.iron_winds.melee import finish, resolve
from game.rulesets.iron_winds.morale import CHART, highest, morale_ledger, needed
from game.rulesets.iron_winds.rally import morale_event
from game.rulesets.iron_winds.rout import rout

from .helpers import RS, act, at, engage, leader, refused, scenario, start, texts, unit


def battle(red, blue, **kw):
    state, _ = start(scenario(red, blue, **kw))
    act(state, ChooseOrder("red", True))
    return state



def test_morale_chart_every_cell():
    """Event V › the morale chart: left column the enemy (bow fire last), top row the unit checking; X need not
    check."""
    rows = {"mounted_knight": (2, 3, 2, 4, 6), "mounted_warrior": (1, 2, 1, 3, 5), "foot_knight": (1, 2, 2, 3, 5),
            "foot_warrior": (None, 1, 1, 2, 4), "levy": (None, None, None, 1, 3), "bow": (None, 1, None, 2, 3)}
    cols = ("mounted_knight", "mounted_warrior", "foot_knight", "foot_warrior", "levy")
    for enemy, values in rows.items():
        assert tuple(needed(enemy, c) for c in cols) == values
    assert set(CHART) == set(rows)


def test_fighting_several_units_checks_against_the_highest_rated():
    """Event V › fighting more than one unit, pick the highest rated enemy (closest to the top of the chart)."""
    assert highest(["levy", "foot_knight", "mounted_warrior"]) == "mounted_warrior"


def test_morale_modifiers():
    """Morale Modifiers › flank -1, rear -2, commanded by leader +1, lost half -2, lost its leader this turn -1;
    Dwarves +1; Elite +1."""
    state = battle([unit("w", "human_warriors", 30, 30), leader("lord", "human_general", "w"),
                    unit("d", "dwarf_warriors", 50, 30, options=["elite"])], [unit("o", "orc_heavy_infantry", 30, 10, 180)],
                   options={"elite": True})
    w, d = state.units["w"], state.units["d"]
    w.figures = 6
    assert [(m.name, m.value) for m in morale_ledger(state, w, flank=True, rear=True)] == [
        ("Attacked in flank", -1), ("Attacked in rear", -2), ("Commanded by a leader", 1),
        ("Lost half or more of its soldiers", -2)]
    d.leader_lost_turn = state.turn
    assert [(m.name, m.value) for m in morale_ledger(state, d)] == [
        ("Lost its commanding leader this turn", -1), ("Dwarves", 1), ("Elite", 1)]


def test_losers_check_morale_and_a_failure_turns_about_and_runs_a_full_move():
    """Event V › each unit that lost a figure in the melee checks; failing, it turns 180 degrees and moves one
    full move to the rear."""
    state = battle([unit("w", "human_warriors", 30, 30)], [unit("k", "human_knight_cavalry", 30, 10, 180)])
    engage(state, "k", "w", "front")
    resolve(state, Dice.scripted([4, 1]))      # w on k: 4+0 -> 1 (k/3 -> 1); k on w: 1+3 = 4 -> 2
    finish(state)
    w, k = state.units["w"], state.units["k"]
    y0 = w.y
    dice = Dice.scripted([3, 6])               # w (vs mounted knights: needs 4) rolls 3; k (vs foot warriors: X)
    events = morale_event(state, dice)
    assert w.routed and w.heading == pytest.approx(180.0) and w.y == pytest.approx(y0 + 8.0)
    assert "mounted knights (needs 4)" in texts(events) and len(dice.rolls) == 1
    assert not state.engaged("w") and not state.engaged("k")


def test_a_rout_goes_through_units_and_off_the_table_it_flees():
    """Event V › a routing unit always moves a full move away, even if surrounded (through units); one that
    would leave the table flees the battle."""
    state = battle([unit("w", "human_warriors", 30, 30, 180), unit("f", "human_warriors", 30, 36, 0)],
                   [unit("o", "orc_heavy_infantry", 30, 10, 180)])
    state.units["w"].heading = 0.0
    rout(state, "w", "test")
    w = state.units["w"]
    assert w.y > 38 and w.routed                   # ran 8" and on past the friend at 36
    edge = battle([unit("e", "human_warriors", 30, 44)], [unit("o", "orc_heavy_infantry", 30, 10, 180)])
    events = rout(edge, "e", "test")
    assert edge.units["e"].removed == "fled" and "runs off the table" in texts(events)


def test_a_routed_unit_attacked_routs_again_automatically():
    """Event V › a routed unit attacked in a later turn in flank or rear routs again in the following Morale
    event, without a roll."""
    state = battle([unit("w", "human_warriors", 30, 30)], [unit("o", "orc_heavy_infantry", 30, 10, 180)])
    w = state.units["w"]
    w.routed, w.heading = True, 180.0
    engage(state, "o", "w", "rear")
    resolve(state, Dice.scripted([1]))
    finish(state)
    dice = Dice.scripted([])
    y0 = w.y
    events = morale_event(state, dice)
    assert "routs again (attacked while routed)" in texts(events) and w.y == pytest.approx(y0 + 8) and not dice.rolls


def test_a_leader_touching_a_routed_unit_rallies_it_unless_it_is_attacked():
    """Unit Rally › a leader moves to touch a routed unit; in the Morale event it rallies and turns to face
    the enemy; attacked in the melee, it runs away instead."""
    state = battle([unit("w", "human_warriors", 30, 30), unit("x", "human_warriors", 40, 30),
                    leader("lord", "human_general", "x")], [unit("o", "orc_heavy_infantry", 30, 6, 180)])
    w = state.units["w"]
    w.routed, w.heading = True, 180.0
    act(state, Move("lord", ((30.0, 30.0, 0.0),)))
    assert state.leaders["lord"].attached == "w"
    events = morale_event(state, Dice.scripted([]))
    assert not w.routed and w.heading == 0.0 and "rallies" in texts(events)
    state2 = battle([unit("w", "human_warriors", 30, 30), leader("lord", "human_general", "w")],
                    [unit("o", "orc_heavy_infantry", 30, 6, 180)])
    w2 = state2.units["w"]
    w2.routed, w2.heading = True, 180.0
    engage(state2, "o", "w", "rear")
    resolve(state2, Dice.scripted([1]))
    finish(state2)
    events = morale_event(state2, Dice.scripted([]))
    assert w2.routed and "routs again" in texts(events)


def test_self_rally_warriors_on_5_or_6_knights_on_4_failure_removes_levy_never():
    """Unit Rally › one rally without a leader: warriors 5-6, knights 4-6; failing removes the unit; levy
    cannot rally without a leader; elite adds +1."""
    state = battle([unit("w", "human_warriors", 30, 30), unit("k", "human_foot_knights", 40, 30),
                    unit("l", "human_archers", 50, 40), unit("e", "human_warriors", 20, 30, options=["elite"])],
                   [unit("o", "orc_heavy_infantry", 30, 6, 180)], options={"elite": True})
    for uid in "wkle":
        state.units[uid].routed = True
    at(state, "rally", "red")
    assert "levy units cannot rally without a leader" in refused(state, SelfRally("l"))
    act(state, SelfRally("w"), [5])
    assert not state.units["w"].routed and state.units["w"].self_rally_used
    act(state, SelfRally("k"), [3])
    assert state.units["k"].removed == "rally failed"
    odds = RS.preview(state, SelfRally("e"))
    assert odds.p("rallies") == pytest.approx(1 / 2)          # elite: 4, 5 or 6
    state.units["w"].routed = True
    assert "already tried its one rally" in refused(state, SelfRally("w"))
    state.units["w"].routed = False
    act(state, SelfRally("e"), [4, 6, 6, 1, 1])              # the last rally; the next turn's roll-off follows
    assert not state.units["e"].routed and state.turn == 2
