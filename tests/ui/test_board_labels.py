"""Issue 16, item 3: labels follow the zoom, step down when far, and never run together."""
import pygame

from game.content.library import maps_dir
from game.ui.app import App
from game.ui.board.labels import FULL, NONE, STRENGTH, LabelPlacer, label_detail, label_size
from game.ui.capture import CAPTURE_SEED, capture_scene
from game.ui.launch import open_battle


def test_label_size_grows_with_the_zoom_within_limits():
    assert label_size(2) == 9 and label_size(200) == 16
    assert label_size(10) < label_size(30)
    assert abs(label_size(30, ui_scale=2.0) - 2 * label_size(30)) <= 1


def test_labels_step_down_to_strength_then_nothing_when_far():
    assert label_detail(20) == FULL and label_detail(6) == STRENGTH and label_detail(2) == NONE


def test_the_placer_gives_the_next_free_spot_or_none():
    p = LabelPlacer()
    a, b = pygame.Rect(0, 0, 50, 12), pygame.Rect(0, 20, 50, 12)
    assert p.place([a, b]) == a
    assert p.place([a, b]) == b
    assert p.place([a, b]) is None and p.dropped == 1


def test_grimtusk_pass_labels_do_not_run_together(home):
    """The known defect: 'Griffin 4/4' ran into 'Outriders' on maps/forgotten_world_grimtusk_pass.json."""
    app = App((1280, 800))
    try:
        scene = capture_scene(app, open_battle(str(maps_dir() / "forgotten_world_grimtusk_pass.json"),
                                               seed=CAPTURE_SEED))
        app.push(scene)
        app.step(0.0)
        placed = scene.layer._placed
        assert len(placed) >= 15        # the units' names and the objectives were all placed
        for i, a in enumerate(placed):
            for b in placed[i + 1:]:
                assert not a.inflate(2, -2).colliderect(b), (a, b)
    finally:
        app.window.destroy()
        pygame.event.clear()
