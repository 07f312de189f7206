"""Every shipped scenario whose ruleset is installed plays on the battle screen: it opens, draws with
every overlay for a selected unit, and seeded random turns go through the screen with no error dialog."""
import pygame
import pytest

from game.content.library import shipped_scenarios
from game.core.battle import Battle
from game.core.ruleset import ruleset_names
from tests.ui.driver import play_through

MAPS = [s for s in shipped_scenarios() if s.scenario is not None]


@pytest.mark.parametrize("entry", MAPS, ids=[m.path.stem for m in MAPS])
def test_a_shipped_scenario_plays_on_the_screen(entry, play):
    assert entry.scenario.ruleset in ruleset_names(), f"{entry.path.name}: ruleset {entry.scenario.ruleset!r} is not installed"
    d = play(Battle.from_file(entry.path, seed=3), handover="rules")
    scene = d.scene
    d.key(pygame.K_TAB)
    assert scene.selected is not None
    d.key(pygame.K_c)
    d.step()
    played = play_through(d, 60, seed=3)
    assert played > 0
    assert d.app.messages == [], d.app.messages
