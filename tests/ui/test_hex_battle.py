"""The battle screen on a hex map: reach and facings, click or drag to move, targets, turn flow."""
import pygame

from game.core.battle import Battle
from game.core.dice import Dice
from game.ui.controls.move import CellMove
from game.ui.panels.topbar import status_parts
from game.ui.scenes.handover import HandoverScene
from tests.ui.rulesets import hex_scenario

# axial cells of the test scenario's units
SPEARS, BOWS, GUARDS, RIDERS = (1, 2), (1, 4), (6, -1), (7, 3)


def battle(seed=1):
    return Battle.start(hex_scenario(), seed)


def test_selecting_a_unit_lights_its_reachable_hexes(play):
    d = play(battle())
    scene = d.scene
    before = d.app.surface.get_at([int(v) for v in d.cell((0, 3))])
    d.click(d.unit("r1"))
    d.move(d.cell((5, 5)))                        # pointer away from the reach
    after = d.app.surface.get_at([int(v) for v in d.cell((0, 3))])
    reach = scene.session.reach("r1")
    assert (0, 3) in reach.cells and (3, 2) not in reach.cells   # the river stops it
    assert after.b > before.b + 20                 # tinted blue
    unreachable = d.app.surface.get_at([int(v) for v in d.cell((4, 0))])
    assert unreachable.b < after.b


def test_hovering_a_lit_hex_shows_the_ghost_and_q_e_choose_the_facing_then_a_click_moves(play):
    d = play(battle())
    scene = d.scene
    d.click(d.unit("r1"))
    d.move(d.cell((1, 3)))
    move = scene.move
    assert isinstance(move, CellMove) and move.cell == (1, 3) and move.verdict
    assert move.facing == 0                        # keeps its facing (south-east) until turned
    d.key(pygame.K_e)
    assert move.facing == 1
    d.click(d.cell((1, 3)))
    v = scene.session.view("r1")
    assert v.cell == (1, 3) and v.facing == 1
    assert scene.session.battle.events[-1].text == "Spears moves 1 hex."


def test_dragging_the_counter_with_the_wheel_turning_it(play):
    d = play(battle())
    scene = d.scene
    d.drag(d.unit("r1"), d.cell((0, 4)), release=False)
    assert scene.move.dragging and scene.move.cell == (0, 4)
    d.wheel(1)
    facing = scene.move.facing
    d.release(d.cell((0, 4)))
    v = scene.session.view("r1")
    assert v.cell == (0, 4) and v.facing == facing
    assert scene.session.battle.log[-1].path[-1] == (0, 4, facing)


def test_dropping_on_an_unreachable_hex_is_refused_with_the_reason(play):
    d = play(battle())
    scene = d.scene
    d.drag(d.unit("r1"), d.cell((2, 2)), release=False)     # into the river
    verdict = scene.move.verdict
    assert not verdict and verdict.reason == "the river cannot be crossed here; use the ford"
    assert str(verdict.rule) == "Hex Skirmish (test ruleset) › Move"
    d.release(d.cell((2, 2)))
    assert scene.session.view("r1").cell == SPEARS and scene.session.battle.log == []
    assert scene.toasts[-1][0].startswith("Refused: the river cannot be crossed here")


def test_hovering_an_enemy_says_whether_it_is_in_sight_and_range(play):
    d = play(battle())
    scene = d.scene
    d.click(d.unit("r1"))
    d.move(d.unit("b2"))
    assert scene.hover_unit == "b2"
    texts = [text for text, _ in scene.target_tip()]
    assert texts == ["Riders (7 hexes)", "woods block the line of sight", "Not in sight", "Out of range",
                     "Rule: Hex Skirmish (test ruleset) › Shoot"]  # the reason first (issue 19)


def test_shooting_from_the_action_button_then_a_hand_over_screen(play):
    d = play(battle(), handover="rules")
    scene = d.scene
    d.click(d.unit("r1"))
    d.key(pygame.K_1)                                        # "Shoot at Guards": a single target
    assert scene.odds.active and scene.odds.title == "Shoot at Guards"
    scene.session.battle.dice = Dice.scripted([5, 5, 5])
    d.click_button("Roll")
    assert scene.session.battle.events[-1].text == "Spears shoots at Guards: 3 hits."
    assert scene.session.view("b1").strength == "1/4 wounds" and "routed" in scene.session.view("b1").markers
    top = d.app.scenes.top
    assert isinstance(top, HandoverScene) and top.side_name == "Blue Band"
    d.key(pygame.K_RETURN)
    assert d.app.scenes.top is scene
    assert scene.session.to_act() == "blue"


def test_tab_cycles_the_units_that_may_act_and_space_ends_an_activation(play):
    d = play(battle())
    scene = d.scene
    d.key(pygame.K_TAB)
    first = scene.selected
    d.key(pygame.K_TAB)
    assert {first, scene.selected} == {"r1", "r2"}
    d.key(pygame.K_SPACE)
    assert scene.session.battle.events[-1].text.endswith("ends its activation.")
    assert scene.session.to_act() == "blue"


def test_escape_backs_out_one_step_at_a_time_then_opens_the_menu(play):
    from game.ui.scenes.menu import MenuScene

    d = play(battle())
    scene = d.scene
    d.click(d.unit("r1"))
    d.key(pygame.K_1)
    assert scene.odds.active
    d.key(pygame.K_ESCAPE)
    assert not scene.odds.active and scene.selected == "r1"
    d.key(pygame.K_ESCAPE)
    assert scene.selected is None
    d.key(pygame.K_ESCAPE)
    assert isinstance(d.app.scenes.top, MenuScene)
    d.key(pygame.K_ESCAPE)
    assert d.app.scenes.top is scene


def test_the_end_of_the_battle_shows_the_winner_and_why(play):
    b = battle()
    for u in b.state.units.values():
        if u.side == "blue" and u.id != "b1":
            u.wounds = 0
    b.state.units["b1"].wounds = 1
    d = play(b)
    scene = d.scene
    d.click(d.unit("r1"))
    d.key(pygame.K_1)
    scene.session.battle.dice = Dice.scripted([6, 1, 1])
    d.key(pygame.K_RETURN)
    assert scene.session.result().winner == "red"
    windows = [e for e in d.app.manager.get_sprite_group().sprites()
               if type(e).__name__ == "UIWindow" and e.window_display_title == "End of the battle"]
    assert len(windows) == 1
    boxes = [e for e in d.app.manager.get_sprite_group().sprites()
             if type(e).__name__ == "UITextBox" and e.ui_container is windows[0].get_container()]
    html = boxes[0].html_text
    assert "Red Host wins" in html and "Red Host destroyed every enemy unit" in html
    assert "Hex Skirmish (test ruleset) › Victory" in html
    assert status_parts(scene.session)[:2] == [("Battle over", (250, 210, 90), True),
                                                ("Red Host wins: Red Host destroyed every enemy unit",
                                                 (235, 235, 235), False)]


def test_a_dragged_counter_follows_the_route_walked_step_by_legal_step(play):
    d = play(battle())
    scene = d.scene
    d.press(d.unit("r1"))
    for cell in [(0, 3), (0, 4), (1, 3)]:                    # the long way round to a neighbouring hex
        d.move(d.cell(cell), buttons=(1, 0, 0))
    assert scene.move.route == [(0, 3), (0, 4), (1, 3)]
    assert scene.move.measurements() == (3.0, 4.0)
    d.move(d.cell((2, 3)), buttons=(1, 0, 0))                # into the river: that step is refused...
    assert scene.move.route != [(0, 3), (0, 4), (1, 3), (2, 3)] and not scene.move.verdict
    d.move(d.cell((1, 3)), buttons=(1, 0, 0))                # ...so back: the route walked so far stands
    d.release(d.cell((1, 3)))
    path = scene.session.battle.log[-1].path
    assert [step[:2] for step in path] == [(0, 3), (0, 4), (1, 3)]
    assert scene.session.battle.events[-1].text == "Spears moves 3 hexes."


def test_trying_to_drag_an_enemy_counter_says_why_it_does_not_move(play):
    d = play(battle())
    scene = d.scene
    d.drag(d.unit("b1"), d.cell((5, 0)))
    assert scene.session.view("b1").cell == GUARDS and scene.session.battle.log == []
    assert scene.toasts[-1][0] == ("Guards cannot move: it is Red Host's turn to act "
                                   "(Hex Skirmish (test ruleset) › Activation)")  # the engine's reason and rule
