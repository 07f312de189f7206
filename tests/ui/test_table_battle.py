"""The battle screen on a table, driven by posted events: select, drag, refuse, rotate, shoot, undo."""
import math

import pygame
import pytest

from game.core.battle import Battle
from game.core.dice import Dice
from game.ui.controls.move import TableMove
from tests.ui.rulesets import table_scenario


def battle(seed=1):
    return Battle.start(table_scenario(), seed)


def test_clicking_a_base_selects_it_and_shows_its_card_and_actions(play):
    d = play(battle())
    d.click(d.unit("r1"))
    scene = d.scene
    assert scene.selected == "r1"
    assert [e[2] for e in scene.actions.entries] == ["End activation"]
    assert d.button("1  End activation").tool_tip_text == "End activation. Key 1."
    d.click(d.world(40, 30))          # empty ground
    assert scene.selected is None


def test_dragging_a_base_shows_the_verdict_every_frame_and_dropping_moves_it(play):
    d = play(battle())
    scene = d.scene
    d.drag(d.unit("r1"), d.world(14, 26), release=False)
    move = scene.move
    assert isinstance(move, TableMove) and move.dragging
    used, budget = move.measurements()                             # from Verdict.info
    assert move.verdict and budget == 6.0 and used == pytest.approx(4.0, abs=0.1)
    d.release(d.world(14, 26))
    assert scene.session.view("r1").pose == pytest.approx((14.0, 26.0, 0.0), abs=0.1)
    assert scene.session.battle.events[-1].text == 'Spears moves 4.0".'
    assert scene.move is None


def test_the_shading_follows_the_dragged_ghost_once_it_rests(play):
    """While the base moves the shading stays (the unit's own sight); resting the ghost a moment shows
    what it would see from there (`sight_from`), and dropping goes back to the unit's own sight."""
    d = play(battle())
    scene = d.scene
    d.click(d.unit("r1"))
    own = scene.session.sight("r1")
    d.drag(d.unit("r1"), d.world(14, 26), release=False)
    assert scene.drag_sight is None and scene.layer._shown[0] is own
    d.step(12)                                                     # 0.19 s at rest
    where, sight, _ = scene.drag_sight
    assert where == scene.move.pose and sight.origin == pytest.approx(scene.move.pose[:2])
    assert scene.layer._shown[0] is sight and sight is not own
    d.release(d.world(14, 26))
    d.step(2)
    assert scene.drag_sight is None and scene.layer._shown[0] is scene.session.sight("r1")


def test_an_illegal_drop_is_refused_with_its_reason_and_rule_and_snaps_back(play):
    d = play(battle())
    scene = d.scene
    d.drag(d.unit("r1"), d.world(14, 20), release=False)
    assert not scene.move.verdict
    assert scene.move.verdict.reason == 'too far: 10.0" of 6.0" left'
    d.release(d.world(14, 20))
    assert scene.session.view("r1").pose == (14, 30, 0)          # nothing moved
    assert scene.session.battle.log == []
    text = scene.toasts[-1][0]
    assert text.startswith('Refused: too far: 10.0" of 6.0" left') and "Table Skirmish (test ruleset) › Move" in text
    assert scene.snap is not None                                  # the ghost slides back
    d.step(20)
    assert scene.snap is None


def test_overlapping_another_base_is_refused(play):
    d = play(battle())
    scene = d.scene
    d.drag(d.unit("r3"), d.world(16.5, 30), release=False)        # the Captain onto the Spears
    assert scene.move.verdict.reason == "the base would overlap Spears"
    d.release(d.world(16.5, 30))
    assert scene.session.view("r3").pose == (24, 32, 0)


def test_q_e_and_the_wheel_turn_the_dragged_base(play):
    d = play(battle())
    scene = d.scene
    d.drag(d.unit("r1"), d.world(14, 27), release=False)
    d.key(pygame.K_e)
    d.key(pygame.K_e)
    d.wheel(-1)                                                   # wheel down turns clockwise
    d.key(pygame.K_q, mod=pygame.KMOD_SHIFT)                      # fine step back
    assert scene.move.pose[2] == 40.0
    d.release(d.world(14, 27))
    x, y, h = scene.session.view("r1").pose
    assert h == 40.0 and math.isclose(y, 27.0, abs_tol=0.05)


def test_turning_in_place_with_q_e_then_enter(play):
    d = play(battle())
    scene = d.scene
    d.click(d.unit("r1"))
    d.key(pygame.K_q)
    assert isinstance(scene.move, TableMove) and not scene.move.dragging and scene.move.pose[2] == 345.0
    d.key(pygame.K_RETURN)
    assert scene.session.view("r1").pose[2] == 345.0


def test_a_waypoint_bends_the_path(play):
    d = play(battle())
    scene = d.scene
    d.drag(d.unit("r1"), d.world(14, 27), release=False)
    d.key(pygame.K_w)
    d.move(d.world(11, 27), buttons=(1, 0, 0))
    assert scene.move.measurements()[0] == pytest.approx(6.0, abs=0.15)
    d.release(d.world(11, 27))
    (x1, y1, _), (x2, y2, _) = scene.session.battle.log[-1].path
    assert (x1, y1, x2, y2) == pytest.approx((14, 27, 11, 27), abs=0.1)


def test_a_shot_shows_the_odds_then_rolls_and_logs_the_event(play):
    b = battle()
    b.perform(b.ruleset.move_action(b.state, "r2", ((34, 24, 0),)))   # Lancers forward: Pikes in the arc
    d = play(b)
    scene = d.scene
    d.click(d.unit("r2"))
    d.move(d.unit("b2"))
    d.click(d.unit("b2"))
    assert scene.odds.active and scene.odds.title == "Shoot at Pikes"
    assert [label for label, _ in scene.odds.rows] == ["0", "1", "2", "3", "4", "5"]
    assert math.isclose(sum(p for _, p in scene.odds.rows), 1.0)
    scene.session.battle.dice = Dice.scripted([6, 6, 5, 2, 1])     # long range: 5+ hits, so 3 hits
    d.key(pygame.K_RETURN)
    ev = scene.session.battle.events[-1]
    assert ev.text == "Lancers shoots at Pikes: 3 hits."
    assert "Lancers shoots at Pikes: 3 hits." in scene.log.html_text
    assert scene.session.view("b2").strength == "5/8"
    scene.log.toggle("ev:%d" % (len(scene.session.battle.events) - 1))
    d.step()
    text = scene.log.html_text
    assert "Long range -1" in text and "d6 6 (needs 5+): Lancers shoots at Pikes" in text
    assert "Rule: Table Skirmish (test ruleset) › Shoot" in text


def test_the_dice_animation_holds_the_log_until_the_dice_land_and_can_be_skipped(play):
    b = battle()
    b.perform(b.ruleset.move_action(b.state, "r2", ((34, 24, 0),)))
    d = play(b, animation="normal")
    scene = d.scene
    d.click(d.unit("b2"))          # Lancers are acting: a click on the Pikes aims at them
    d.key(pygame.K_RETURN)
    assert scene.rolling is not None
    assert "shoots at Pikes" not in scene.log.html_text
    assert scene.session.view("b2").strength == "8/8"             # the board waits for the dice too
    d.step(5)
    d.key(pygame.K_SPACE)                                         # any key skips
    d.step()
    assert scene.rolling is None and "shoots at Pikes" in scene.log.html_text


def test_undo_and_redo_with_keys_and_buttons_that_say_why_not(play):
    d = play(battle())
    scene = d.scene
    undo = d.button("Undo")
    assert not undo.is_enabled and undo.tool_tip_text == "Nothing to undo yet"
    d.drag(d.unit("r1"), d.world(14, 26))
    assert d.button("Undo").is_enabled
    d.key(pygame.K_z, mod=pygame.KMOD_CTRL)
    assert scene.session.view("r1").pose == (14, 30, 0) and scene.session.battle.log == []
    assert d.button("Redo").is_enabled
    d.click_button("Redo")
    assert scene.session.view("r1").pose == pytest.approx((14.0, 26.0, 0.0), abs=0.1)
    d.key(pygame.K_SPACE)                                         # end activation (no dice)
    assert len(scene.session.battle.log) == 2
    d.key(pygame.K_z, mod=pygame.KMOD_CTRL)                      # the other side's action now: asked first
    assert len(scene.session.battle.log) == 2
    d.click_button("Undo it")
    assert len(scene.session.battle.log) == 1


def test_undo_stops_at_the_last_die_roll_and_says_so(play):
    b = battle()
    b.perform(b.ruleset.move_action(b.state, "r2", ((34, 24, 0),)))
    d = play(b)
    d.click(d.unit("b2"))
    d.key(pygame.K_RETURN)
    undo = d.button("Undo")
    assert not undo.is_enabled and undo.tool_tip_text == "Undo stops at the last die roll"
    d.key(pygame.K_z, mod=pygame.KMOD_CTRL)
    assert d.scene.toasts[-1][0] == "Undo stops at the last die roll"


def test_every_action_is_autosaved(play, home):
    d = play(battle())
    d.drag(d.unit("r1"), d.world(14, 26))
    d.key(pygame.K_SPACE)
    saves = sorted((home / "autosave").glob("autosave-*.json"))
    assert len(saves) == 2
    again = Battle.load(saves[-1])
    assert again.checkpoints == d.scene.session.battle.checkpoints


def test_the_log_appends_new_events_and_lays_out_afresh_only_when_an_entry_opens(play):
    d = play(battle())
    scene = d.scene
    layouts = scene.log.full_layouts
    d.drag(d.unit("r1"), d.world(14, 26))
    d.key(pygame.K_SPACE)
    assert scene.log.full_layouts == layouts                     # two events appended
    assert scene.log.html_text.index("Spears moves") < scene.log.html_text.index("Spears ends its activation")
    scene.log.toggle("ev:1")
    d.step()
    assert scene.log.full_layouts == layouts + 1 and "Rule: Table Skirmish (test ruleset) › Move" in scene.log.html_text
    d.key(pygame.K_z, mod=pygame.KMOD_CTRL)                      # undo: the log loses an event
    d.click_button("Undo it")                                    # (the other side's action: agreed)
    assert "ends its activation" not in scene.log.html_text
