"""Buttons run their command with its own defaults (pygame_gui would hand a one-parameter callable
its event data: the battle screen's action buttons were built as `lambda g=group: ...`)."""
import tests.ui.rulesets  # noqa: F401
from game.core.battle import Battle
from tests.ui.rulesets import hex_scenario


def test_a_command_with_a_default_argument_gets_its_default(play):
    from game.ui.widgets import button

    d = play(Battle.start(hex_scenario(), 1))
    got = []
    b = button(d.app.manager, (10, 300, 120, 30), "Press me", "a test button", lambda value=7: got.append(value))
    d.click(b.rect.center)
    assert got == [7]


def test_clicking_an_action_button_does_the_action(play):
    d = play(Battle.start(hex_scenario(), 1))
    d.scene.select("r1")
    d.step()
    before = len(d.scene.session.battle.log)
    end = next(b for b in d.scene.actions.buttons if "End activation" in b.text)
    d.click(end.rect.center)
    assert len(d.scene.session.battle.log) == before + 1 and not d.app.messages
