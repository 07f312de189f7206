"""geometry.formation: places of a block's bases, and the shortest possible longest move between two
formations (checked against every one-to-one matching on small blocks)."""
import doctest
import itertools
import math

import pytest

from game.geometry import formation
from game.geometry.formation import block_places, can_reach, farthest_move


def test_doctests():
    result = doctest.testmod(formation)
    assert result.attempted > 0 and result.failed == 0


@pytest.mark.parametrize("n,a,b", [(5, 3, 2), (6, 3, 2), (7, 4, 2), (6, 6, 2), (7, 3, 5)])
def test_farthest_move_is_the_best_matching_by_brute_force(n, a, b):
    pa, pb = block_places(n, a, 1.0, 1.5), block_places(n, b, 1.0, 1.5)
    best = min(max(math.dist(pa[i], pb[j]) for i, j in enumerate(perm)) for perm in itertools.permutations(range(n)))
    assert farthest_move(pa, pb) == pytest.approx(best)
    assert can_reach(pa, pb, best) and not can_reach(pa, pb, best - 1e-3)


def test_a_short_last_rank_is_centred_behind_the_others():
    p = block_places(7, 3, 2.0, 1.0)
    assert [tuple(x) for x in p[6:]] == [(0.0, -2.5)]
    assert farthest_move(p, p) == 0.0
