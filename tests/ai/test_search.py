"""Hard's search (game.ai.search): paired comparison on shared dice, Normal's choice as the default."""
from __future__ import annotations

import time

import pytest

from game.ai import make_player
from game.ai.evaluate import Personality
from game.ai.players import NormalPlayer
from game.ai.search import ARMS, MARGIN, MIN_ROUNDS, MonteCarlo, paired_choice
from game.ai.sim import Sim
from game.core.battle import Battle
from game.core.dice import Dice

from .helpers import SHIPPED, battle_at_choice, scenario_of


def test_too_few_rounds_keep_normals_choice():
    values = [[0.0] * 10, [0.5] * 10]
    assert paired_choice(values, MIN_ROUNDS - 1) == 0
    assert paired_choice(values, MIN_ROUNDS) == 1


def test_a_gain_lost_in_the_noise_keeps_normals_choice():
    base = [0.0] * 8
    noisy = [0.4, -0.4, 0.4, -0.4, 0.4, -0.35, 0.4, -0.4]   # mean gain 0.006, standard error ~0.14
    assert paired_choice([base, noisy], 8) == 0


def test_a_steady_gain_replaces_normals_choice_and_the_largest_wins():
    base = [0.1, -0.2, 0.3, 0.0, 0.05, -0.1]
    small = [b + 0.02 + 0.001 * k for k, b in enumerate(base)]
    large = [b + 0.05 + 0.001 * k for k, b in enumerate(base)]
    assert paired_choice([base, small, large], 6) == 2
    assert paired_choice([base, large, small], 6) == 1


def test_a_gain_below_the_margin_keeps_normals_choice():
    base = [0.1, -0.2, 0.3, 0.0, 0.05, -0.1]
    tiny = [b + MARGIN / 2 for b in base]
    assert paired_choice([base, tiny], 6) == 0


def test_only_rounds_every_arm_finished_are_compared():
    base = [0.0] * 6
    better = [0.3] * 5 + [-10.0]
    assert paired_choice([base, better], 5) == 1       # the disastrous sixth round is not counted yet
    assert paired_choice([base, better], 6) == 0


def _search(ruleset: str, seed: int = 1):
    battle = battle_at_choice(ruleset)
    sim = Sim.of(battle, seed)
    side = battle.to_act()
    options = sim.legal()
    priors = NormalPlayer(seed).values(sim, side, options)
    return sim, side, options, priors


def test_each_round_plays_every_arm_on_the_same_dice():
    """Common random numbers: the same action searched as two arms gets the same value in every round."""
    sim, side, options, priors = _search("fields_of_iron")
    mc = MonteCarlo(sim, side, [options[0], options[0], options[1]], [0.5, 0.4, 0.3], Personality())
    mc.run(time.perf_counter() + 600, playouts=3 * 6)
    assert mc.rounds == 6 and mc.plays == 18
    assert mc.values[0] == mc.values[1]
    assert len(set(mc.values[0])) > 1         # the rounds differ: fresh dice each round


def test_the_playout_cap_stops_the_search_midway_through_a_round():
    sim, side, options, priors = _search("fields_of_iron")
    mc = MonteCarlo(sim, side, options, priors, Personality())
    arms = len(mc.arms)
    assert 1 < arms <= ARMS
    mc.run(time.perf_counter() + 600, playouts=2 * arms + 1)
    assert mc.plays == 2 * arms + 1 and mc.rounds == 2
    assert [len(v) for v in mc.values] == [3] + [2] * (arms - 1)


def test_a_deadline_already_past_plays_nothing_and_keeps_normals_choice():
    sim, side, options, priors = _search("fields_of_iron")
    mc = MonteCarlo(sim, side, options, priors, Personality())
    best = max(range(len(options)), key=lambda i: (priors[i], -i))
    assert mc.run(time.perf_counter() - 1.0) == options[best]
    assert mc.plays == 0


def _search_on_a_clock(monkeypatch):
    """A Fields of Iron search whose clock (`search.time.perf_counter`) is ours: it starts at 1000 and moves
    on one second at each playout action. (search, Normal's choice, the clock, the times actions began)."""
    from game.ai import search

    sim, side, options, priors = _search("fields_of_iron")
    clock = [1000.0]
    steps = []
    real_step = MonteCarlo._policy_step

    def step(self, s, who, policy):
        steps.append(clock[0])
        clock[0] += 1.0
        return real_step(self, s, who, policy)

    monkeypatch.setattr(search.time, "perf_counter", lambda: clock[0])
    monkeypatch.setattr(MonteCarlo, "_policy_step", step)
    best = max(range(len(options)), key=lambda i: (priors[i], -i))
    return MonteCarlo(sim, side, options, priors, Personality()), options[best], clock, steps


def test_a_playout_the_deadline_overtakes_is_left_unfinished_and_not_counted(monkeypatch):
    """The deadline is watched between a playout's actions: one still running when it passes stops at
    the next action, is not counted, and Normal's choice stands (a clock of our own: one second an action)."""
    mc, best, clock, steps = _search_on_a_clock(monkeypatch)
    assert mc.run(clock[0] + 0.5) == best              # the first playout takes two actions here
    assert steps == [1000.0]                           # none begun once the deadline had passed
    assert mc.plays == 0 and mc.rounds == 0 and all(v == [] for v in mc.values)


def test_a_search_that_cannot_play_min_rounds_in_time_gives_up_at_once(monkeypatch):
    """Normal's choice can only be left after MIN_ROUNDS whole rounds: when the first playout's actions show
    (by their time) that those rounds cannot be played by the deadline, the search stops and Normal's
    choice stands, rather than thinking out its budget for nothing (a clock of our own: one second an
    action, and a budget of ten)."""
    mc, best, clock, _ = _search_on_a_clock(monkeypatch)
    first = clock[0]
    budget = 10.0                                      # room for a few playouts, not for MIN_ROUNDS rounds
    assert mc.run(first + budget) == best
    assert mc.gave_up and mc.plays <= 1 and mc.rounds == 0
    assert clock[0] - first <= 2.0                     # it gave up within its first playout's actions


def test_a_search_whose_priors_were_dear_gives_up_before_it_plays(monkeypatch):
    """Before any playout action is timed, the pace is foreseen from the priors' time: when Normal's values
    took so long that MIN_ROUNDS rounds of one action each, at POLICY_SHARE of that time an action, cannot
    end by the deadline, the search plays nothing and Normal's choice stands (it used to play a first action
    it could not time, and overrun). Cheap priors leave it to play (a clock of our own: one second an action)."""
    from game.ai.search import POLICY_SHARE

    mc, best, clock, steps = _search_on_a_clock(monkeypatch)
    rounds_of_one = MIN_ROUNDS * len(mc.arms)
    dear = MonteCarlo(mc.sim, mc.side, [*mc.arms], [1.0 - i / 10 for i in range(len(mc.arms))], Personality(),
                      priors_seconds=1.0)
    budget = 0.9 * rounds_of_one * POLICY_SHARE          # short of the foreseen rounds
    assert dear.run(clock[0] + budget) == best and dear.gave_up and steps == [] and dear.plays == 0
    cheap = MonteCarlo(mc.sim, mc.side, [*mc.arms], [1.0 - i / 10 for i in range(len(mc.arms))], Personality(),
                       priors_seconds=0.001)
    cheap.run(clock[0] + budget)
    assert steps                                        # it began to play, and timed its actions


def test_a_search_with_time_for_min_rounds_does_not_give_up():
    sim, side, options, priors = _search("fields_of_iron")
    mc = MonteCarlo(sim, side, options, priors, Personality())
    mc.run(time.perf_counter() + 600, playouts=MIN_ROUNDS * len(mc.arms))
    assert mc.rounds == MIN_ROUNDS and not mc.gave_up


def test_hard_without_enough_search_plays_what_normal_plays():
    """Hard starts from Normal's choice: with fewer than MIN_ROUNDS whole rounds it cannot leave it."""
    ruleset, seeds = "fields_of_iron", 3     # a playout elsewhere is dearer; the rule is the same code
    battle = battle_at_choice(ruleset)
    for seed in range(seeds):
        normal = make_player("normal", seed).choose(battle)
        hard = make_player("hard", seed, budget=60.0, playouts=ARMS * (MIN_ROUNDS - 1)).choose(battle)
        assert hard == normal


@pytest.mark.parametrize("ruleset", SHIPPED)
def test_the_search_is_deterministic_for_a_seed(ruleset):
    sim, side, options, priors = _search(ruleset)
    first = MonteCarlo(sim, side, options, priors, Personality())
    a = first.run(time.perf_counter() + 600, playouts=ARMS)     # one round: a playout plays Normal
    sim2, *_ = _search(ruleset)
    second = MonteCarlo(sim2, side, options, priors, Personality())
    assert second.run(time.perf_counter() + 600, playouts=ARMS) == a
    assert second.values == first.values


GREEDY = ("forgotten_world", "iron_dawn", "iron_winds")   # the tables: their playout policy carries nothing on


@pytest.mark.parametrize("ruleset", [r for r in SHIPPED if r not in ("formations",) + GREEDY])
def test_a_ruleset_without_a_shortlist_has_every_option_weighed(ruleset):
    """`Ruleset.ai_shortlist` defaults to None: the playout policy then weighs every legal option."""
    battle = Battle.start(scenario_of(ruleset), 1)
    sim = Sim.of(battle, 1)
    assert battle.ruleset.ai_shortlist(battle.state, sim.legal()) is None and sim.shortlist(sim.legal()) is None


@pytest.mark.parametrize("ruleset", [r for r in SHIPPED if r not in GREEDY])
def test_a_shortlist_is_carried_on_by_default(ruleset, monkeypatch):
    """`Ruleset.ai_short_plays` defaults to None: the playout policy's Normal carries its best options on
    (Formations gives a shortlist and keeps the default; the tables' policies are greedy on theirs)."""
    battle = Battle.start(scenario_of(ruleset), 1)
    assert battle.ruleset.ai_short_plays is None
    sim = Sim.of(battle, 1)
    seen = []
    monkeypatch.setattr(NormalPlayer, "values",
                        lambda self, _sim, _side, opts: seen.append(self.plays) or [0.0] * len(opts))
    options = sim.legal()
    assert len(options) > 1
    MonteCarlo(sim, sim.to_act(), options, [0.0] * len(options), Personality())._policy_step(
        sim.copy(2), sim.to_act(), Dice.seeded(1))
    assert seen and seen[0] > 0


def test_a_shortlist_scales_the_foreseen_pace_of_a_playout_action():
    """Before an action is timed its time is foreseen as POLICY_SHARE of the priors' time, scaled by the
    share of the options the policy weighs (the ruleset's shortlist, where it gives one)."""
    from game.ai.search import POLICY_SHARE
    from game.rulesets.formations.actions import MoveOrder

    battle = Battle.start(scenario_of("formations"), 1)
    sim = Sim.of(battle, 1)
    order = next(a for a in sim.legal() if isinstance(a, MoveOrder))
    sim.perform(order, Dice.seeded(1))
    options = sim.legal()
    few = sim.shortlist(options)
    assert few is not None and len(few) < len(options)
    mc = MonteCarlo(sim, sim.to_act(), options, [0.0] * len(options), Personality(), priors_seconds=1.0)
    assert mc.foreseen_step == pytest.approx(POLICY_SHARE * len(few) / len(options))


def test_a_ruleset_setting_its_policys_plays_foresees_the_share_of_the_weighings():
    """Where the ruleset sets its playout policy's plays (`ai_short_plays`, Forgotten World's 0), an action's
    time is foreseen as POLICY_SHARE of the priors' time scaled by what the policy weighs (the shortlist and
    its plays) against what Normal weighed (every option and its plays)."""
    from game.ai.players import NormalPlayer
    from game.ai.search import POLICY_SHARE

    battle = Battle.start(scenario_of("forgotten_world"), 1)
    sim = Sim.of(battle, 1)
    while sim.state.phase != "movement":
        sim.perform(sim.legal()[0], Dice.seeded(1))
    options = sim.legal()
    few = sim.shortlist(options)
    plays = sim.ruleset.ai_short_plays
    assert few is not None and len(few) < len(options) and plays is not None
    mc = MonteCarlo(sim, sim.to_act(), options, [0.0] * len(options), Personality(), priors_seconds=1.0)
    assert mc.foreseen_step == pytest.approx(POLICY_SHARE * (len(few) + plays) / (len(options) + NormalPlayer.plays))
