"""Golden screenshots of the battle screen (see tests/ui/golden.py for the tolerance and how to regenerate)."""
import pygame
import pytest

from game.core.battle import Battle
from game.ui.app import App
from game.ui.capture import capture_scene
from tests.ui.golden import check_golden
from tests.ui.rulesets import hex_scenario, table_scenario

CASES = {
    "hex_selected_all_overlays": (hex_scenario, "r1", {"los", "arcs", "reach", "coords"}),
    "hex_plain": (hex_scenario, None, set()),
    "table_selected_all_overlays": (table_scenario, "r2", {"los", "arcs", "reach"}),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_golden_screenshot(name, home):
    make, select, overlays = CASES[name]
    app = App((1120, 720))
    try:
        app.push(capture_scene(app, Battle.start(make(), 1), overlays=overlays, select=select))
        for _ in range(2):
            app.step(0.0)
        check_golden(name, app.surface)
    finally:
        app.window.destroy()
        pygame.event.clear()
