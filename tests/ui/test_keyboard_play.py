"""Issue 16, item 3: everything from the keyboard: select (Tab / Shift+Tab), move the ghost (Shift+arrows),
turn (Q/E), make the move (Enter), zoom and pan (+/-, arrows), end (Space)."""
import pygame
import pytest

from game.core.battle import Battle
from game.ui.controls.move import CellMove, TableMove
from tests.ui.rulesets import hex_scenario, table_scenario

S = pygame.KMOD_SHIFT


def test_a_hex_move_made_with_the_keyboard_alone(play):
    d = play(Battle.start(hex_scenario(), 1))
    scene = d.scene
    while scene.selected != "r1":
        d.key(pygame.K_TAB)
    start = scene.session.view("r1").cell
    d.key(pygame.K_DOWN, S)                         # the ghost a hex down the screen
    m = scene.move
    assert isinstance(m, CellMove) and m.cell is not None and m.cell != start
    target = m.cell
    d.key(pygame.K_e)                               # turned
    facing = m.facing
    d.key(pygame.K_RETURN)                          # and made
    v = scene.session.view("r1")
    assert v.cell == target and v.facing == facing
    assert "moves 1 hex" in scene.session.battle.events[-1].text


def test_a_table_move_made_with_the_keyboard_alone(play):
    d = play(Battle.start(table_scenario(), 1))
    scene = d.scene
    while scene.selected != "r1":
        d.key(pygame.K_TAB)
    x, y, h = scene.session.view("r1").pose
    for _ in range(4):
        d.key(pygame.K_UP, S)                       # two inches forward, half an inch a press
    assert isinstance(scene.move, TableMove)
    d.key(pygame.K_RETURN)
    assert scene.session.view("r1").pose[:2] == pytest.approx((x, y - 2.0), abs=0.01)
    assert scene.session.battle.events[-1].text == 'Spears moves 2.0".'


def test_shift_tab_selects_the_previous_unit_and_plus_minus_zoom(play):
    d = play(Battle.start(hex_scenario(), 1))
    scene = d.scene
    d.key(pygame.K_TAB)
    first = scene.selected
    d.key(pygame.K_TAB)
    d.key(pygame.K_TAB, S)
    assert scene.selected == first
    scale = scene.view.camera.scale
    d.key(pygame.K_EQUALS)
    assert scene.view.camera.scale > scale
    x0 = scene.view.camera.x0
    d.key(pygame.K_LEFT)                            # plain arrows pan
    assert scene.view.camera.x0 != x0
