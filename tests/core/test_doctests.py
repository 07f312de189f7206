"""The >>> examples in core modules run as tests."""
import doctest
import importlib

import pytest

MODULES = ["game.core.dice", "game.core.ledger", "game.core.actions", "game.core.odds", "game.core.state",
           "game.core.rolloff", "game.core.events"]


@pytest.mark.parametrize("name", MODULES)
def test_doctests(name):
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.failed == 0 and result.attempted > 0
