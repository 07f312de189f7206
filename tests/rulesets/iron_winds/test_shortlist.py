"""The shortlist of a Movement decision for Hard's playouts (`ai_shortlist`, Wartable's AI; the moves it
weighs are Event III. Movement's: a unit moves up to its move, and a move into contact is a charge)."""
import math

from game.ai.evaluate import Personality
from game.ai.players import NormalPlayer
from game.ai.search import MonteCarlo
from game.ai.sim import Sim
from game.core.dice import Dice
from game.rulesets.iron_winds.actions import ChooseOrder, EndArchery, Move
from game.rulesets.iron_winds.movement import plan_moves
from game.rulesets.iron_winds.shortlist import WINDOW, shortlist
from tests.ai.helpers import checked_shortlist

from .helpers import RS, act, at, scenario, start, unit

HILL = {"type": "hill", "shape": "circle", "center": [12, 36], "radius": 2}
ORCS = (50.0, 24.0)


def _moving():
    """Red to move: archers near a hill, warriors, and knights (third in the army's order, so outside the
    window) 8" in front of an orc unit they can charge; a second orc unit far off."""
    red = [unit("r_arch", "human_archers", 10, 40), unit("r_war", "human_warriors", 20, 40),
           unit("r_kn", "human_knight_cavalry", 50, 32)]
    blue = [unit("b_orc", "orc_heavy_infantry", *ORCS, 180), unit("b_far", "orc_heavy_infantry", 20, 10, 180)]
    state, _ = start(scenario(red, blue, terrain=[HILL]))
    act(state, ChooseOrder("red", True))
    return Sim(RS, state, Dice.seeded(1))


def _kept(few, uid):
    return [a for a in few if isinstance(a, Move) and a.unit == uid]


def test_shortlist_is_a_few_of_the_options_in_their_order_keeping_every_one_that_is_not_a_units_move():
    sim = _moving()
    options = sim.legal()
    few = checked_shortlist(RS, sim.state, options,         # the end, the leader's move kept
                            lambda a: not (isinstance(a, Move) and a.unit in sim.state.units))
    assert len(few) < len(options) / 2


def test_shortlist_keeps_a_charge_of_every_unit_and_the_windows_moves_toward_the_enemy_and_onto_a_hill():
    sim = _moving()
    state, options = sim.state, sim.legal()
    few = sim.shortlist(options)
    knights = _kept(few, "r_kn")                # outside the window: its charge only
    assert WINDOW == 2 and len(knights) == 1
    assert plan_moves(state, knights)[0][0].contact[0] == "b_orc"
    war = _kept(few, "r_war")                   # the move that ends nearest the enemy
    gap = lambda m: min(math.hypot(m.path[-1][0] - e.x, m.path[-1][1] - e.y) for e in state.units.values()
                        if e.side == "blue")
    assert len(war) == 1
    assert gap(war[0]) == min(gap(m) for m in options if isinstance(m, Move) and m.unit == "r_war")
    arch = _kept(few, "r_arch")                 # toward the enemy, and onto the hill (levy archers)
    assert len(arch) == 2
    assert any(math.hypot(m.path[-1][0] - 12, m.path[-1][1] - 36) <= 2 for m in arch)


def test_shortlist_leaves_options_without_a_units_move_as_they_are():
    sim = _moving()
    at(sim.state, "archery")
    options = sim.legal()
    assert EndArchery("red") in options
    assert shortlist(sim.state, options) == options


def test_hards_playout_policy_takes_the_best_of_the_shortlist_one_action_ahead(monkeypatch):
    """Iron Winds' shortlist is weighed one action ahead (`ai_short_plays` 0): nothing is carried on to the
    end of the activation."""
    assert RS.ai_short_plays == 0
    sim = _moving()
    options = sim.legal()
    few = sim.shortlist(options)

    def never(*_a, **_k):
        raise AssertionError("carried on")

    monkeypatch.setattr(NormalPlayer, "carry_on", never)
    search = MonteCarlo(sim, "red", options, [0.0] * len(options), Personality())
    for seed in (1, 2):
        assert search._policy_step(sim.copy(5), "red", Dice.seeded(seed)) in few

