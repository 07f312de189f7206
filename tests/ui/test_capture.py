"""`capture`: the battle screen headless, with a selection and overlays, from a scenario or a save."""
import json
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game.content import FileError
from game.core.battle import Battle
from game.ui.capture import capture_scenario
from tests.ui.rulesets.scenarios import hex_doc, table_doc

ROOT = Path(__file__).resolve().parents[2]


def test_capture_a_scenario_with_a_selection_and_overlays(tmp_path, home):
    src = tmp_path / "t.json"
    src.write_text(json.dumps(table_doc()))
    plain = capture_scenario(str(src), str(tmp_path / "plain.png"), (1000, 640))
    shaded = capture_scenario(str(src), str(tmp_path / "los.png"), (1000, 640), select="r1", overlays={"los"})
    a, b = pygame.image.load(plain), pygame.image.load(shaded)
    assert a.get_size() == (1000, 640)
    # top right of the table is hidden from the Spears by the woods: darker with LOS shading
    corner = (int(1000 * 0.55), 120)
    assert sum(b.get_at(corner)[:3]) < 0.7 * sum(a.get_at(corner)[:3])


def test_capture_a_battle_in_progress_from_a_save(tmp_path, home):
    from tests.ui.rulesets import hex_scenario

    battle = Battle.start(hex_scenario(), 2)
    battle.perform(battle.ruleset.move_action(battle.state, "r1", ((0, 3), 5)))
    save = tmp_path / "s.json"
    battle.save(save)
    out = capture_scenario(str(save), str(tmp_path / "s.png"), (1000, 640), select="r1", overlays={"reach", "coords"})
    assert pygame.image.load(out).get_size() == (1000, 640)


def test_capture_refuses_an_unknown_unit_or_overlay(tmp_path, home):
    src = tmp_path / "h.json"
    src.write_text(json.dumps(hex_doc()))
    with pytest.raises(FileError, match="no unit 'zz'; units: b1, b2, r1, r2"):
        capture_scenario(str(src), str(tmp_path / "x.png"), (1000, 640), select="zz")
    with pytest.raises(FileError, match="unknown overlay 'fog'"):
        capture_scenario(str(src), str(tmp_path / "x.png"), (1000, 640), overlays={"fog"})


def test_the_capture_command_line(tmp_path):
    out = tmp_path / "board.png"
    env = {"SDL_VIDEODRIVER": "dummy", "PATH": "/usr/bin:/bin", "WARTABLE_HOME": str(tmp_path / "home")}
    ok = subprocess.run([sys.executable, "-m", "game", "capture", str(ROOT / "maps" / "iron_winds_border_skirmish.json"),
                         str(out), "--size", "900x600", "--overlays", "los,arcs"], cwd=ROOT, env=env,
                        capture_output=True, text=True, timeout=120)
    assert ok.returncode == 0, ok.stderr
    assert pygame.image.load(str(out)).get_size() == (900, 600)
    bad = subprocess.run([sys.executable, "-m", "game", "capture", str(ROOT / "maps" / "iron_winds_border_skirmish.json"),
                          str(out), "--overlays", "fog"], cwd=ROOT, env=env, capture_output=True, text=True,
                         timeout=120)
    assert bad.returncode == 2 and "unknown overlay 'fog'" in bad.stderr


def test_capture_the_menu_and_the_hand_over_screen_over_a_battle(tmp_path, home):
    """`--screen menu` draws the menu (its dark ground and the scenario list), `--screen handover` the band
    in the side's colour across the middle; `--screen` with `--dialog settings` opens the menu's settings."""
    src = tmp_path / "h.json"
    src.write_text(json.dumps(hex_doc()))
    board = pygame.image.load(capture_scenario(str(src), str(tmp_path / "b.png"), (1024, 768)))
    menu = pygame.image.load(capture_scenario(str(src), str(tmp_path / "m.png"), (1024, 768), screen="menu",
                                              ui_scale=200))
    hand = pygame.image.load(capture_scenario(str(src), str(tmp_path / "h.png"), (1024, 768), screen="handover"))
    assert tuple(menu.get_at((5, 5)))[:3] == (22, 24, 28) != tuple(board.get_at((5, 5)))[:3]
    assert tuple(hand.get_at((5, 5)))[:3] == (20, 22, 26)
    middle = [tuple(hand.get_at((5, y)))[:3] for y in range(300, 468)]
    assert (30, 33, 39) in middle                                    # the band
    with_dialog = pygame.image.load(capture_scenario(str(src), str(tmp_path / "d.png"), (1024, 768), screen="menu",
                                                     dialog="settings", ui_scale=200))
    assert with_dialog.get_at((512, 384)) != pygame.image.load(str(tmp_path / "m.png")).get_at((512, 384))
    with pytest.raises(FileError, match="unknown screen 'lobby'"):
        capture_scenario(str(src), str(tmp_path / "x.png"), (1024, 768), screen="lobby")
