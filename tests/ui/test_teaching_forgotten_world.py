"""The Forgotten World course on screen: steps a learner does by hand in the battle screen (not only Show me)."""
import pytest

from game.teaching.library import lessons_dir
from game.ui.scenes.teaching import open_lesson
from tests.ui.driver import Driver

MANOEUVRES = lessons_dir() / "forgotten_world_2_manoeuvres.json"


@pytest.fixture
def lesson(home):
    from game.ui.app import App
    from game.ui.settings import Settings

    apps = []

    def start(path, size=(1280, 800)):
        app = App(size, settings=Settings(animation="off", handover="always"))
        apps.append(app)
        scene = open_lesson(app, path)
        assert scene is not None, app.messages
        app.push(scene)
        d = Driver(app)
        d.step(2)
        return d

    yield start
    for app in apps:
        app.window.destroy()


def to_step(d, n):
    while d.scene.run.index < n:
        if d.scene.run.waiting:
            d.click_button("Show me")
        d.click_button("Next")


def test_the_learner_runs_the_outriders_by_dragging_them_past_their_move(lesson):
    """Maneuvers › Run: the run step is done by dragging the block 13" (more than its 8"): the screen reads it as a run,
    the stamina point is spent and the step is done."""
    d = lesson(MANOEUVRES)
    scene = d.scene
    to_step(d, 8)
    assert scene.run.step.title == "Run" and scene.run.waiting
    d.drag(d.unit("outriders"), d.world(38.0, 12.0), steps=10)
    d.step(2)
    last = scene.session.battle.log[-1]
    assert scene.run.performed and last.name == "Move" and last.run
    assert scene.session.battle.state.units["outriders"].stamina == 2
