"""The >>> examples in the Movement and Terrain modules run as tests."""
import doctest
import importlib

import pytest


@pytest.mark.parametrize("name", ["game.rulesets.formations.coherency"])
def test_doctests(name):
    result = doctest.testmod(importlib.import_module(name))
    assert result.failed == 0 and result.attempted > 0
