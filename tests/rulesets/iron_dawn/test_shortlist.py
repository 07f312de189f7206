"""The shortlist of an Iron Dawn side's options for Hard's playouts (`ai_shortlist`, Wartable's AI; the moves it
weighs are those of "Movement": the move generator's and the computer's sensible moves)."""
import math

from game.ai.evaluate import Personality
from game.ai.players import NormalPlayer
from game.ai.search import MonteCarlo
from game.ai.sim import Sim
from game.core.dice import Dice
from game.rulesets.iron_dawn import actions as A
from game.rulesets.iron_dawn.ai import cover_spot, reach_of
from game.rulesets.iron_dawn.movement import budget_of
from game.rulesets.iron_dawn.shortlist import shortlist
from tests.ai.helpers import checked_shortlist

from .helpers import RS, act, scenario, start, unit

OBJ = [{"id": "o1", "name": "Well", "point": [10, 10], "radius": 3}]
WALL = {"type": "light", "shape": "rect", "center": [19, 27], "size": [4, 0.6], "id": "wall"}


def _sim():
    """Red's two squads in the south, an objective to the north-west, a wall between them and the enemy."""
    sc = scenario([unit("k", "human_line", 14, 30), unit("g", "human_kommando", 24, 30)],
                  [unit("e", "human_line", 30, 6, 180)], terrain=[WALL], objectives=OBJ)
    state, _ = start(sc)
    return Sim(RS, state, Dice.seeded(3))


def _end(a):
    return a.path[-1][0], a.path[-1][1]


def test_shortlist_is_a_few_of_the_options_in_their_order_keeping_every_one_that_is_not_a_move():
    sim = _sim()
    options = sim.legal()
    few = checked_shortlist(RS, sim.state, options, lambda a: not isinstance(a, A.Move))
    moves = [a for a in options if isinstance(a, A.Move)]
    kept = [a for a in few if isinstance(a, A.Move)]
    assert {a.unit for a in kept} == {a.unit for a in moves} == {"k", "g"}
    assert len(kept) < len(moves)
    for uid in ("k", "g"):
        assert len([a for a in kept if a.unit == uid]) <= 3     # one per plain aim


def test_shortlist_keeps_each_units_moves_toward_the_objective_a_shooting_position_and_cover():
    sim = _sim()
    state = sim.state
    options = sim.legal()
    few = RS.ai_shortlist(state, options)
    foe = state.units["e"]
    for uid in ("k", "g"):
        u = state.units[uid]
        mine = [_end(a) for a in options if isinstance(a, A.Move) and a.unit == uid]
        kept = [_end(a) for a in few if isinstance(a, A.Move) and a.unit == uid]
        goal = lambda p: max(math.hypot(10 - p[0], 10 - p[1]) - 3, 0.0)
        assert min(goal(p) for p in kept) == min(goal(p) for p in mine)
        gap = lambda p: max(math.hypot(foe.x - p[0], foe.y - p[1]) - reach_of(u), 0.0)
        assert min(gap(p) for p in kept) == min(gap(p) for p in mine)
        spot = cover_spot(state, u, foe, budget_of(state, u)[0])
        assert spot is not None                                   # behind the wall, as seen from the enemy
        near = lambda p: math.hypot(spot[0] - p[0], spot[1] - p[1])
        assert min(near(p) for p in kept) == min(near(p) for p in mine)


def test_shortlist_leaves_options_without_moves_as_they_are():
    sim = _sim()
    act(sim.state, A.Manoeuvre("k", "dig_in"))
    act(sim.state, A.Manoeuvre("g", "dig_in"))
    options = sim.legal()
    assert options and not any(isinstance(a, A.Move) for a in options)
    assert shortlist(sim.state, options) == options


def test_hards_playout_policy_chooses_among_the_shortlist_one_action_ahead(monkeypatch):
    """A side's phase runs to many actions and a play costs more than a millisecond: the policy takes the
    shortlisted option of the best value on one play (`ai_short_plays` 0), carrying nothing on."""
    assert RS.ai_short_plays == 0

    def never(*_a, **_k):
        raise AssertionError("carried on")

    monkeypatch.setattr(NormalPlayer, "carry_on", never)
    sim = _sim()
    options = sim.legal()
    few = sim.shortlist(options)
    search = MonteCarlo(sim, "red", options, [0.0] * len(options), Personality())
    for seed in (1, 2, 3):
        assert search._policy_step(sim.copy(5), "red", Dice.seeded(seed)) in few
