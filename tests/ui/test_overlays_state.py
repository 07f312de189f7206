"""Overlays match the state (issue 19, item 4): no reach for a unit that cannot move any more; no
move ghost while a unit is only picked up; a facing turned with Q/E stays with the hex it was turned
on; a move that would cost the shot says so in the ghost's text before it is made."""
import math

import pygame

from game.content.library import default_scenario_path
from game.core.battle import Battle
from game.ui.controls.move import TableMove

IW = "maps/iron_winds_border_skirmish.json"


def test_no_reach_once_a_counter_has_used_its_whole_move(play):
    d = play(Battle.from_file(default_scenario_path(), seed=3))
    scene = d.scene
    d.click(d.unit("s_bow"))
    reach = scene.session.reach("s_bow")
    far = max(sorted(reach.cells), key=lambda c: len(reach.paths[c]))
    d.click(d.cell(far))
    assert scene.session.view("s_bow").cell == far and scene.selected == "s_bow"
    assert scene.session.reach("s_bow") is None and scene.move is None
    assert scene._no_actions_text() != "Move it by dragging; no other action now."


def test_no_reach_for_a_base_whose_side_must_first_choose_the_order(play):
    d = play(Battle.from_file(IW, seed=1))
    scene = d.scene
    assert "move first or second?" in scene.session.status().text      # (then the points)
    d.click(d.unit("h_archers1"))
    assert scene.selected == "h_archers1" and scene.session.reach("h_archers1") is None
    d.drag(d.unit("h_archers1"), (d.unit("h_archers1")[0], d.unit("h_archers1")[1] - 60))
    assert "units move only in the Movement event" in scene.toasts[-1][0]


def test_a_base_picked_up_shows_no_ghost_until_carried(play):
    d = play(Battle.from_file(IW, seed=3))
    scene = d.scene
    d.key(pygame.K_1)                       # move first
    v = next(v for v in scene.session.views().values()
             if v.side == scene.session.to_act() and scene.session.reach(v.id) is not None)
    x, y = d.unit(v.id)
    d.press((x, y))
    d.move((x + 2, y + 2), buttons=(1, 0, 0))
    assert isinstance(scene.move, TableMove) and not scene._ghost_shown()
    h = math.radians(v.pose[2])
    to = d.world(v.pose[0] + 2 * math.sin(h), v.pose[1] - 2 * math.cos(h))   # two inches ahead
    d.move(to, buttons=(1, 0, 0))
    assert scene._ghost_shown() and scene.move.verdict
    d.release(to)


def test_a_counter_pressed_on_shows_no_ghost_on_its_own_hex(play):
    d = play(Battle.from_file(default_scenario_path(), seed=3))
    scene = d.scene
    d.click(d.unit("s_bow"))
    x, y = d.unit("s_bow")
    d.press((x, y))
    d.move((x + 3, y + 2), buttons=(1, 0, 0))
    assert scene.move.dragging and not scene._ghost_shown()
    d.release((x + 3, y + 2))
    assert scene.session.battle.log == []


def test_a_facing_turned_with_q_e_belongs_to_its_hex_not_to_the_next_drag(play):
    d = play(Battle.from_file(default_scenario_path(), seed=3))
    scene = d.scene
    d.click(d.unit("s_gun"))                # artillery: it may end facing any way
    own = scene.session.view("s_gun").facing
    cells = sorted(c for c in scene.move.reach.cells if c != scene.move.start_cell)
    d.move(d.cell(cells[0]))
    d.key(pygame.K_e)
    d.key(pygame.K_e)
    assert scene.move.facing != own
    d.drag(d.unit("s_gun"), d.cell(cells[1]), release=False)
    assert scene.move.cell == cells[1] and scene.move.facing == own
    d.release(d.cell(cells[1]))
    assert scene.session.view("s_gun").facing == own


def test_a_move_that_costs_the_shot_says_so_in_the_ghost_before_it_is_made(play):
    d = play(Battle.from_file(default_scenario_path(), seed=3))
    scene = d.scene
    d.click(d.unit("s_gun"))
    cell = sorted(c for c in scene.move.reach.cells if c != scene.move.start_cell)[0]
    d.move(d.cell(cell))
    texts = [t for t, _ in scene.cell_move_lines()]
    assert "League Cannon cannot shoot after this move: artillery never shoots in a turn it moves" in texts
    assert "Rule: Fields of Iron and Echo › Shoot › Artillery" in texts
    assert scene.session.battle.log == []   # said before the move
    d.click(d.unit("s_bow"))                # bowmen: one hex keeps the shot, two cost it
    reach = scene.move.reach
    one = next(c for c in sorted(reach.cells) if len(reach.paths[c]) == 2)
    two = next(c for c in sorted(reach.cells) if len(reach.paths[c]) == 3)
    d.move(d.cell(one))
    assert not any("cannot shoot" in t for t, _ in scene.cell_move_lines())
    d.move(d.cell(two))
    assert any("it may shoot only after moving at most 1 hex" in t for t, _ in scene.cell_move_lines())
