"""Event I. Personal Challenges (and the Heroic Leaders advanced rule's challenges)."""
from fractions import Fraction

from game.core.odds import enumerate_dice
from game.rulesets.iron_winds.actions import (AcceptChallenge, Challenge, DeclineChallenge, EndChallenges, Move)
from game.rulesets.iron_winds.morale import morale_ledger

from .helpers import RS, act, leader, refused, scenario, start, texts, unit


def duel_scenario(red_opts=(), blue_opts=(), distance=10.0, heroes=False, extra=True):
    """Red's lord with his knights and Blue's chief with his warriors, `distance` apart (leader base edge to
    edge, roughly); with `extra`, a second leader on each side (so the step goes on after one duel)."""
    red = [unit("rk", "human_warriors", 30, 30), leader("red_lord", "human_general", "rk", options=list(red_opts))]
    blue = [unit("bw", "orc_heavy_infantry", 30, 30 - distance - 2.0, 180),
            leader("blue_chief", "orc_war_chief", "bw", options=list(blue_opts))]
    if extra:
        red += [unit("rk2", "human_warriors", 40, 30), leader("red_captain", "human_general", "rk2")]
        blue += [unit("bw2", "orc_heavy_infantry", 40, 30 - distance - 2.0, 180),
                 leader("blue_captain", "orc_war_chief", "bw2")]
    return scenario(red, blue, options={"heroes": True} if heroes else None)


def test_challenge_accepted_both_roll_at_once_and_5_or_6_kills():
    """Event I › within 12" a leader challenges; accepted, each rolls a die and a 5 or 6 kills the other."""
    state, _ = start(duel_scenario())
    assert state.phase == "challenges" and RS.to_act(state) == "red"
    act(state, Challenge("red_lord", "blue_chief"))
    assert RS.to_act(state) == "blue" and RS.status(state).handover
    events, dice = act(state, AcceptChallenge("blue"), [5, 3])
    assert not state.leaders["blue_chief"].alive and state.leaders["red_lord"].alive
    assert "Blue Chief" not in texts(events) and "Orc War Chief is killed" in texts(events)
    assert [r.purpose.unit for r in dice.rolls] == ["red_lord", "blue_chief"]
    assert state.units["bw"].leader_lost_turn == 1 and RS.to_act(state) == "red"


def test_challenge_simultaneous_both_may_die():
    """Event I › the die roll is simultaneous: each leader may kill the other."""
    state, _ = start(duel_scenario())
    act(state, Challenge("red_lord", "blue_chief"))
    act(state, AcceptChallenge("blue"), [6, 5])
    assert not state.leaders["blue_chief"].alive and not state.leaders["red_lord"].alive


def test_challenge_beyond_12_inches_is_refused_with_the_distance():
    """Event I › a challenge reaches leaders within 12 inches only."""
    state, _ = start(duel_scenario(distance=14.5, extra=False), faces=(6, 6, 1, 1))
    state.phase, state.step = "challenges", "red"
    v = RS.check(state, Challenge("red_lord", "blue_chief"))
    assert not v and "a challenge reaches 12\"" in v.reason and v.info["distance"] > 12


def test_first_refusal_costs_leadership_for_the_turn_and_pins_the_leader():
    """Event I › the first refusal: no leadership value this turn (no morale bonus), may not move to a new
    unit; later refusals cost nothing."""
    state, _ = start(duel_scenario())
    act(state, Challenge("red_lord", "blue_chief"))
    events, _ = act(state, DeclineChallenge("blue"))
    chief = state.leaders["blue_chief"]
    assert chief.declined_turn == 1 and chief.has_declined
    assert state.leading("bw") is None and "Commanded by a leader" not in morale_ledger(state, state.units["bw"])
    state.phase, state.step, state.movers = "movement", "blue", ["blue", "red"]
    state.touch()
    assert "refused a challenge this turn" in refused(state, Move("blue_chief", ((35.0, 10.0, 0.0),)))
    # a later turn: the next refusal costs nothing
    state.turn = 2
    state.phase, state.step = "challenges", "red"
    for lead in state.leaders.values():
        lead.challenged = False
    state.challenge_pairs = []
    act(state, Challenge("red_lord", "blue_chief"))
    events, _ = act(state, DeclineChallenge("blue"))
    assert chief.declined_turn == 1 and "costs nothing" in texts(events)
    assert state.leading("bw") is chief


def test_a_leader_issues_one_challenge_a_turn_and_may_pass():
    """Event I › challenges are optional: a side may end its challenges; a leader challenges once a turn."""
    state, _ = start(duel_scenario())
    act(state, Challenge("red_lord", "blue_chief"))
    act(state, AcceptChallenge("blue"), [1, 1])
    assert "already issued a challenge" in refused(state, Challenge("red_lord", "blue_captain"))
    act(state, EndChallenges("red"))
    assert RS.to_act(state) == "blue" and state.step == "blue"


def test_heroes_roll_two_dice_demigods_four_and_need_two_and_three_wounds():
    """Advanced Rules › Heroic Leaders: a hero rolls 2d6 in a challenge, a demi-god 4d6; each 5 or 6 wounds;
    a hero dies of two wounds."""
    state, _ = start(duel_scenario(red_opts=("hero",), blue_opts=("demigod",), heroes=True))
    act(state, Challenge("red_lord", "blue_chief"))
    events, dice = act(state, AcceptChallenge("blue"), [5, 6, 1, 2, 3, 5])
    assert [r.purpose.unit for r in dice.rolls] == ["red_lord"] * 2 + ["blue_chief"] * 4
    assert state.leaders["blue_chief"].wounds == 2 and state.leaders["blue_chief"].alive      # needs 3
    assert state.leaders["red_lord"].wounds == 1 and state.leaders["red_lord"].alive          # needs 2


def test_heroes_may_not_refuse_lesser_challengers():
    """Advanced Rules › Heroic Leaders: a demi-god cannot refuse a leader or hero; a hero cannot refuse a
    leader."""
    state, _ = start(duel_scenario(blue_opts=("hero",), heroes=True))
    act(state, Challenge("red_lord", "blue_chief"))
    assert "a hero cannot refuse a challenge from a leader" in refused(state, DeclineChallenge("blue"))


def test_a_leader_who_kills_a_hero_becomes_a_hero():
    """Advanced Rules › Heroic Leaders: a leader who kills a hero is promoted to hero."""
    state, _ = start(duel_scenario(blue_opts=("hero",), heroes=True))
    state.leaders["blue_chief"].wounds = 1
    act(state, Challenge("red_lord", "blue_chief"))
    events, _ = act(state, AcceptChallenge("blue"), [6, 1, 1])
    assert not state.leaders["blue_chief"].alive and state.leaders["red_lord"].rank == "hero"
    assert "is now a hero" in texts(events)


def test_challenge_odds_match_brute_force_over_the_real_apply():
    """Event I › the preview of an accepted challenge is the exact distribution of leader deaths."""
    for red_opts, blue_opts in (((), ()), (("hero",), ("demigod",))):
        state, _ = start(duel_scenario(red_opts=red_opts, blue_opts=blue_opts, heroes=True))
        act(state, Challenge("red_lord", "blue_chief"))
        action = AcceptChallenge("blue")
        odds = RS.preview(state, action)

        def resolve(dice, state=state):
            s = RS.clone(state)
            RS.apply(s, action, dice)
            return tuple(sorted(lid for lid, lead in s.leaders.items() if not lead.alive))

        assert odds.probs == enumerate_dice(resolve).probs
    plain, _ = start(duel_scenario())
    act(plain, Challenge("red_lord", "blue_chief"))
    odds = RS.preview(plain, AcceptChallenge("blue"))
    assert odds.p(("blue_chief", "red_lord")) == Fraction(1, 9) and odds.p(()) == Fraction(4, 9)
