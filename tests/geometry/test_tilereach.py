"""tile_reach (king moves, per-tile entry costs) agrees with the general `reach` on the same rules."""
import random

import pytest

from game.geometry.cellreach import BLOCKED, reach
from game.geometry.tilereach import tile_reach
from game.geometry.tiles import DIRS8


@pytest.mark.parametrize("seed", range(12))
def test_tile_reach_matches_the_general_reach(seed):
    rng = random.Random(seed)
    cols, rows = rng.randint(4, 14), rng.randint(4, 14)
    costs = {(c, r): rng.choice([None, 1, 1, 1, 2, 1.5]) for c in range(cols) for r in range(rows)}
    start = (rng.randrange(cols), rng.randrange(rows))
    budget = rng.randint(1, 6)

    def step(cell):
        for dc, dr in DIRS8:
            n = (cell[0] + dc, cell[1] + dr)
            w = costs.get(n)
            yield (n, w, 0) if w is not None else (n, 0, BLOCKED)

    want = reach(start, step, budget).states()
    got = tile_reach(start, costs.get, budget, cols, rows)
    assert got.costs() == want
    for cell in got:
        path = got.path(cell)
        assert path[0] == start and path[-1] == cell
        assert sum(costs[c] for c in path[1:]) == pytest.approx(want[cell])


def test_doctests():
    import doctest

    import game.geometry.tilereach as mod
    result = doctest.testmod(mod)
    assert result.failed == 0 and result.attempted > 0


@pytest.mark.parametrize("seed", range(4))
def test_a_route_is_the_path_after_the_start(seed):
    rng = random.Random(seed)
    costs = {(c, r): rng.choice([None, 1, 1, 2, 1.5]) for c in range(9) for r in range(9)}
    got = tile_reach((4, 4), costs.get, 5, 9, 9)
    for cell in sorted(got, key=lambda c: -got.cost(c)):       # the far tiles first: their parents' routes after
        assert got.route(cell) == tuple(got.path(cell)[1:])
    with pytest.raises(KeyError):
        got.route((40, 40))
