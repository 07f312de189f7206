"""The shortlist of a formation's options for Hard's playouts (`ai_shortlist`, Wartable's AI; the moves it
weighs follow "Movement and Terrain", Movement: every tile a unit can reach is a legal move)."""
from game.ai.evaluate import Personality
from game.ai.search import MonteCarlo
from game.ai.sim import Sim
from game.core.dice import Dice
from game.rulesets.formations.shortlist import shortlist
from game.rulesets.formations.terrain import cover_value, tile_types
from tests.ai.helpers import checked_shortlist

from .helpers import Move, battle, cells, order, unit

OBJECTIVE = (2, 12)
WOODS = (4, 1)


def _moving():
    """North's two-unit formation given a move order, an enemy far east, an objective to the south."""
    b = battle([unit("n1", "inf", 2, 2), unit("n2", "inf", 3, 3, f="n1"), unit("s1", "inf", 14, 2)],
               [cells("woods", WOODS)],
               objectives=[{"id": "o", "name": "Well", "at": list(OBJECTIVE), "points": 5}])
    order(b, "n1", "move")
    return b


def _dist(a, b):
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]))


def test_shortlist_is_a_few_of_the_options_in_their_order_keeping_every_one_that_is_not_a_move():
    b = _moving()
    options = b.legal_actions().list()
    few = checked_shortlist(b.ruleset, b.state, options, lambda a: not isinstance(a, Move))
    assert len(few) < len(options) / 4                              # the moves are trimmed hard
    assert {a.unit for a in few if isinstance(a, Move)} == {"n1", "n2"}


def test_shortlist_keeps_each_units_moves_toward_the_objective_the_enemy_and_cover():
    b = _moving()
    options = b.legal_actions().list()
    few = b.ruleset.ai_shortlist(b.state, options)
    for uid in ("n1", "n2"):
        mine = [a.path[-1] for a in options if isinstance(a, Move) and a.unit == uid]
        kept = [a.path[-1] for a in few if isinstance(a, Move) and a.unit == uid]
        assert 2 <= len(kept) <= 5
        assert min(_dist(c, OBJECTIVE) for c in kept) == min(_dist(c, OBJECTIVE) for c in mine)
        gap = lambda c: max(_dist(c, (14, 2)) - 8, 0)       # the test profile's gun: range 8
        assert min(gap(c) for c in kept) == min(gap(c) for c in mine)
    n1_kept = {a.path[-1] for a in few if isinstance(a, Move) and a.unit == "n1"}
    assert WOODS in n1_kept             # the only tile with cover in n1's reach
    assert cover_value(tile_types(["woods"], WOODS), "infantry") > 0


def test_shortlist_leaves_options_without_moves_as_they_are():
    b = _moving()
    b.perform(Move("n1", ((3, 2),)))
    b.perform(Move("n2", ((4, 3),)))
    options = b.legal_actions().list()
    assert options and not any(isinstance(a, Move) for a in options)
    assert shortlist(b.state, options) == options


def test_hards_playout_policy_chooses_among_the_shortlist():
    b = _moving()
    sim = Sim.of(b, 3)
    options = sim.legal()
    few = sim.shortlist(options)
    search = MonteCarlo(sim, "north", options, [0.0] * len(options), Personality())
    for seed in (1, 2, 3):
        assert search._policy_step(sim.copy(5), "north", Dice.seeded(seed)) in few
