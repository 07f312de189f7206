import pytest

from game.core.battle import Battle

from .race import race_scenario


@pytest.fixture
def race():
    return Battle.start(race_scenario(), seed=7)
