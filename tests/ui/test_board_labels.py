"""Issue 16, item 3: labels follow the zoom, step down when far, and never run together."""
from contextlib import contextmanager

import pygame

from game.content.library import maps_dir
from game.ui.app import App
from game.ui.board.baselabels import bbox
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


@contextmanager
def captured(map_name: str):
    """The capture's battle scene on a shipped map, drawn once."""
    app = App((1280, 800))
    try:
        scene = capture_scene(app, open_battle(str(maps_dir() / map_name), seed=CAPTURE_SEED))
        app.push(scene)
        app.step(0.0)
        yield scene
    finally:
        app.window.destroy()
        pygame.event.clear()


def test_grimtusk_pass_labels_do_not_run_together(home):
    """The known defect: 'Griffin 4/4' ran into 'Outriders' on maps/forgotten_world_grimtusk_pass.json."""
    with captured("forgotten_world_grimtusk_pass.json") as scene:
        placed = scene.layer._placed
        assert len(placed) >= 15        # the units' names and the objectives were all placed
        for i, a in enumerate(placed):
            for b in placed[i + 1:]:
                assert not a.inflate(2, -2).colliderect(b), (a, b)


def test_the_placer_keeps_labels_off_other_units_bases_when_it_can():
    p = LabelPlacer()
    p.cover(pygame.Rect(0, 0, 50, 12), "tank")      # a base under the first spot
    a, b = pygame.Rect(0, 0, 50, 12), pygame.Rect(0, 20, 50, 12)
    assert p.place([a, b]) == b                     # the spot clear of it
    assert p.place([a, b], own="tank") == a         # its own unit's label may lie over its own base
    q = LabelPlacer()
    q.cover(pygame.Rect(0, 0, 60, 40))              # every spot over a base: the first free one still
    assert q.place([a, b]) == a and q.dropped == 0


def test_pumping_station_names_squads_under_the_whole_squad_and_hides_no_objective(home):
    """Iron Dawn's squads are drawn model by model: a squad's name was put beside its first model, over the
    next squad's models, and the Crossroads' name lay under the Mule Carrier
    (maps/iron_dawn_pumping_station.json)."""
    with captured("iron_dawn_pumping_station.json") as scene:
        layer, artist, cam = scene.layer, scene.layer.artist, scene.layer.view.camera
        views = scene.session.views()
        squad = [v for v in views.values() if v.alive and (v.id == "h_line" or v.unit == "h_line")]
        assert len(squad) > 1
        xs = [cam.to_screen(x, y)[0] for v in squad for x, y in artist.world_outline(v)]
        names = [r for r in layer._placed if r.w > 40]
        middle = (min(xs) + max(xs)) / 2
        assert any(abs(r.centerx - middle) <= 2 for r in names), "no label centred on the squad"
        carrier = next(v for v in views.values() if v.name.startswith("Mule Carrier"))
        under = bbox([cam.to_screen(x, y) for x, y in artist.world_outline(carrier)])
        objectives = layer._placed[:3]      # the objectives' names are placed first
        assert all(not r.colliderect(under) for r in objectives)
        assert all(r.w > 4 for r in layer._placed)     # the squads' other models carry no (empty) label
