"""The >>> examples in the Iron Winds of War modules run as tests."""
import doctest
import importlib

import pytest

MODULES = ["units", "army", "contact", "morale", "sweep"]


@pytest.mark.parametrize("name", MODULES)
def test_doctests(name):
    result = doctest.testmod(importlib.import_module(f"game.rulesets.iron_winds.{name}"))
    assert result.failed == 0 and result.attempted > 0
