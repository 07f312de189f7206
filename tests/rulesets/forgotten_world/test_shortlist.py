"""The shortlist of a Forgotten World side's options for Hard's playouts (`ai_shortlist`, Wartable's AI; the
moves it weighs are the movement phase's sample moves and the computer player's own: Movement)."""
import math

from game.ai.evaluate import Personality
from game.ai.expect import expected_value
from game.ai.players import NormalPlayer
from game.ai.search import MonteCarlo
from game.ai.sim import Sim
from game.core.dice import Dice
from game.rulesets.forgotten_world.actions import EndMovement, Move
from game.rulesets.forgotten_world.shortlist import shortlist
from tests.ai.helpers import checked_shortlist

from .helpers import RS, at, scenario, start, unit

FOE = (24.0, 6.0)


def _sim():
    """Red's movement phase: a regiment of warriors and one of archers (range 24), an orc regiment far off."""
    red = [unit("w", "aurel_warriors", 18, 40, 0, files=6), unit("a", "aurel_archers", 32, 40, 0, files=6)]
    state = at(start(scenario(red, [unit("o", "orc_warriors", *FOE, 180, files=6)])), "movement")
    return Sim(RS, state, Dice.seeded(1))


def _plain(a):
    return type(a) is Move and not a.join and not a.enter


def _gap(a):
    x, y = float(a.path[-1][0]), float(a.path[-1][1])
    return math.hypot(FOE[0] - x, FOE[1] - y)


def test_shortlist_is_a_few_of_the_options_in_their_order_keeping_every_one_that_is_not_a_plain_move():
    sim = _sim()
    options = sim.legal()
    few = checked_shortlist(RS, sim.state, options, lambda a: not _plain(a))
    assert EndMovement("red") in few
    assert len(few) < len(options) / 2
    for uid in ("w", "a"):
        kept = [a for a in few if _plain(a) and a.unit == uid]
        assert 1 <= len(kept) <= 3


def test_each_unit_keeps_its_moves_toward_and_away_from_the_enemy_and_a_shooter_its_shooting_position():
    sim = _sim()
    options = sim.legal()
    few = shortlist(sim.state, options)
    mine = lambda opts, uid: [a for a in opts if _plain(a) and a.unit == uid]
    w_all, w_kept = mine(options, "w"), mine(few, "w")
    assert min(map(_gap, w_kept)) == min(map(_gap, w_all))             # the warriors' advance
    assert max(map(_gap, w_kept)) == max(map(_gap, w_all))             # and their step back
    a_all, a_kept = mine(options, "a"), mine(few, "a")
    to_range = lambda a: abs(_gap(a) - 24.0)
    assert min(map(to_range, a_kept)) == min(map(to_range, a_all))      # the archers' shooting position
    assert len({_gap(a) for a in a_all}) > 3                            # there was a choice to make


def test_options_without_a_plain_move_come_back_as_they_are():
    sim = _sim()
    at(sim.state, "attack")
    options = sim.legal()
    assert options and not any(_plain(a) for a in options)
    assert shortlist(sim.state, options) == options


def test_hards_playout_policy_chooses_greedily_among_the_shortlist():
    """Forgotten World's playout policy carries nothing on (`ai_short_plays` 0): it plays the shortlist's
    best on one play of each, with the dice its step draws from the policy stream."""
    sim = _sim()
    options = sim.legal()
    few = sim.shortlist(options)
    search = MonteCarlo(sim, "red", options, [0.0] * len(options), Personality())
    for seed in (1, 2):
        picked = search._policy_step(sim.copy(5), "red", Dice.seeded(seed))
        dice = Dice.seeded(Dice.seeded(seed).pick(2**30))               # the thinker's dice
        vals = [expected_value(sim, a, "red", Personality(), dice.pick(2**30), samples=1, exact=False) for a in few]
        assert picked == few[max(range(len(few)), key=lambda i: (vals[i], -i))]


def test_normal_with_no_plays_to_carry_on_values_each_option_on_its_own():
    sim = _sim()
    options = sim.shortlist(sim.legal())
    thinker = NormalPlayer(3)
    thinker.plays, thinker.quick = 0, True
    got = thinker.values(sim.copy(9), "red", options)
    dice = Dice.seeded(9)
    alone = [expected_value(sim, a, "red", thinker.personality, dice.pick(2**30), samples=1, exact=False)
             for a in options]
    assert got == alone
