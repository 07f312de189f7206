"""The `>>>` examples in the hex, tile, sight and reach modules run as tests."""
import doctest

import pytest

from game.geometry import cellreach, hexarcs, hexes, hexmaps, hexsight, hexsight_deps, tiles


@pytest.mark.parametrize("module", [hexes, hexarcs, hexmaps, tiles, hexsight, hexsight_deps, cellreach],
                         ids=lambda m: m.__name__)
def test_doctests(module):
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0
    assert result.failed == 0
