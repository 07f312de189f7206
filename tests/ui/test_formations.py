"""Movement and Terrain on the battle screen: a formation's action chosen from the panel, its units' reach,
enemy zones and dangerous tiles shaded (cell marks), move notes in the tip, target odds on hover, and a
seeded run through the screen's own commit path."""
from pathlib import Path

import pygame
import pytest

from game.core.battle import Battle
from game.rulesets.formations.actions import order_action

from .driver import play_through

MAPS = Path(__file__).resolve().parents[2] / "maps"


def _battle(name="formations_kessel_road.json"):
    b = Battle.from_file(MAPS / name, seed=3)
    b.state.to_act = b.state.first = "south"
    return b


def test_march_then_move_a_unit_with_zones_danger_and_notes_shown(play):
    d = play(_battle())
    scene = d.scene
    d.click(d.unit("s_m1"))
    labels = [entry[2] for entry in scene.actions.entries]
    assert any("March: action test" in label for label in labels)
    scene.choose_action(order_action("s_m1", "march"))
    d.step()
    assert scene.odds.active and "passed: three moves" in " ".join(str(r) for r in scene.odds.rows)
    d.key(pygame.K_RETURN)                      # roll the action test
    d.step()
    assert scene.session.battle.state.active is not None
    marks = {m.tone for m in scene.session.cell_marks("s_m1")}
    assert {"zone", "reach", "danger"} <= marks
    reach = scene.session.reach("s_m1")
    cliff = (6, 12)
    assert cliff in reach.cells
    d.move(d.cell(cliff))
    d.step()
    notes = (scene.move.verdict.info or {}).get("notes", ())
    assert any("Dangerous test at (6, 12)" in n for n in notes)
    d.click(d.cell(cliff))
    d.step()
    assert scene.session.view("s_m1").cell == cliff


def test_hovering_an_enemy_shows_the_to_hit_and_save_odds(play):
    d = play(_battle("formations_grey_line.json"))
    scene = d.scene
    d.click(d.unit("s_m1"))
    scene.hover_unit = "n_r1"
    lines = [text for text, _ in scene.target_tip()]
    assert lines[0].startswith("Redoubt Rifles") and any("hit on" in t or "away" in t or "hides" in t for t in lines)


@pytest.mark.parametrize("name", ["formations_kessel_road.json", "formations_grey_line.json"])
def test_a_seeded_run_through_the_screen(play, name):
    d = play(_battle(name))
    assert play_through(d, 40) > 10


def test_the_board_draws_the_cell_marks_with_their_key(play, monkeypatch):
    import game.ui.board.layer as layer
    from game.ui.overlays import marks as marks_mod

    seen = []
    real = marks_mod.draw_marks

    def spy(surface, camera, layout, marks, key_at=None):
        seen.append(({m.tone for m in marks}, key_at))
        real(surface, camera, layout, marks, key_at=key_at)

    monkeypatch.setattr(layer, "draw_marks", spy)
    d = play(_battle())
    d.click(d.unit("s_m1"))
    d.step(2)
    assert seen and "zone" in seen[-1][0] and seen[-1][1] is not None
    x, y = d.cell((9, 4))                       # open ground inside the Legion's zones: shaded red
    pixel = d.app.surface.get_at((int(x), int(y)))
    assert pixel.r > pixel.g
