"""Feedback on the battle screen (issue 19, item 5): a unit destroyed gets a mark on the board and
a toast; a roll's result stays on screen until the player moves on; hovering the ground names it
and its effect on the selected unit; one key shows a legend of every overlay; a phase strip lights
the current phase and marks the skipped ones."""
import pygame
import pytest

from game.content.library import default_scenario_path
from game.core.battle import Battle
from game.core.dice import Dice
from game.ui.overlays.legend import legend_entries

IW = "maps/iron_winds_border_skirmish.json"


def _cannon_shot(play, faces):
    battle = Battle.from_file(default_scenario_path(), seed=3)
    d = play(battle)
    scene = d.scene
    d.click(d.unit("s_gun"))
    d.key(pygame.K_2)
    d.click(d.unit("n_capt"))
    battle.dice = Dice.scripted(faces)
    d.key(pygame.K_RETURN)
    return d, scene


def test_a_unit_destroyed_gets_a_mark_on_the_board_and_a_toast(play):
    d, scene = _cannon_shot(play, [12, 12, 1, 1])      # two hits, no save: 6 damage on 4 wounds
    assert not scene.session.view("n_capt").alive
    assert any(t[0] == "Captain Orrin removed" for t in scene.toasts)
    marks = scene.board_events.marks
    assert len(marks) == 1 and marks[0][1] == "removed"
    d.step(200)                                          # the mark plays for a moment, then goes
    assert scene.board_events.marks == []


def test_a_rolls_result_stays_until_the_player_moves_on(play):
    d, scene = _cannon_shot(play, [12, 3, 9])           # one hit, saved
    assert scene.result.caption == "Shoot at Captain Orrin with Great gun"
    assert scene.result.text == "1 hit, 1 saved: 0 damage"
    d.step(300)
    assert scene.result, "it stays while the player reads it"
    d.click(d.cell((0, 9)))
    assert not scene.result


def test_hovering_ground_names_it_and_its_effect_on_the_selected_unit(play):
    d = play(Battle.from_file(default_scenario_path(), seed=3))
    scene = d.scene
    d.click(d.unit("s_bow"))
    d.move(d.cell((1, 3)))
    assert scene.ground and scene.ground[0].startswith("Woods: +1 save to League Bowmen in it")
    assert "League Bowmen may move into or out of it, not both, in one turn (§ Terrain › Woods)" in scene.ground[0]
    d.move(d.unit("n_spear"))
    assert scene.ground == ()                           # over a unit: the target note speaks instead


def test_hovering_ground_on_a_table_names_it_for_the_selected_base(play):
    d = play(Battle.from_file(IW, seed=1))
    scene = d.scene
    d.click(d.unit("o_heavy1"))
    d.move(d.world(4, 15))
    assert scene.ground == ("Crow Wood: Black Shields may not enter it; blocks a bow's direct path "
                            "(§ Terrain Effects)",)
    d.move(d.world(20, 20))
    assert "no cost to climb for Black Shields" in scene.ground[0]


def test_one_key_shows_the_legend_of_every_overlay(play):
    d = play(Battle.from_file(default_scenario_path(), seed=3))
    scene = d.scene
    d.key(pygame.K_g)
    assert scene.legend
    words = " ".join(text for _, _, text in legend_entries("hex"))
    for thing in ("may still move", "refused", "cannot see", "arc of fire", "range", "target", "acting now",
                  "A: has acted this turn", "F: has shot", "L: leader"):
        assert thing in words
    d.key(pygame.K_g)
    assert not scene.legend
    d.click(d.unit("s_bow"))
    d.key(pygame.K_g)
    d.key(pygame.K_ESCAPE)                  # Esc closes the legend first, the selection stays
    assert not scene.legend and scene.selected == "s_bow"


def test_the_phase_strip_lights_the_current_phase_and_marks_the_skipped(play):
    d = play(Battle.from_file(IW, seed=3))
    scene = d.scene
    states = dict(scene.phase_track.states())
    assert states["movement"] == "current"
    assert states["challenges"] == "skipped" and states["archery"] == "skipped"
    assert states["melee"] == "ahead"
    d2 = play(Battle.from_file(default_scenario_path(), seed=3))
    d2.click(d2.unit("s_bow"))
    cell = next(c for c in sorted(d2.scene.move.reach.cells) if len(d2.scene.move.reach.paths[c]) == 2)
    d2.click(d2.cell(cell))
    assert dict(d2.scene.phase_track.states())["Move or charge"] == "current"
    assert dict(d2.scene.phase_track.states())["Activation"] in ("done", "skipped")
    assert dict(d2.scene.phase_track.states())["Turn roll-off"] == "done"   # the engine rolls it itself


@pytest.mark.parametrize("name, rolled, current", [
    ("formations_kessel_road.json", "Roll-off", "Choose a formation and its action"),   # Movement and Terrain
    ("iron_dawn_tessaly.json", "initiative", "first action"),                          # Iron Dawn › Initiative
])
def test_a_phase_the_engine_rolls_itself_is_shown_done_not_skipped(play, name, rolled, current):
    """The turn's roll-off (Movement and Terrain) and the D100 initiative (Iron Dawn) are rolled by the engine
    (their entries are in the log), so the strip shows them done, never 'skipped'."""
    from pathlib import Path

    d = play(Battle.from_file(Path(__file__).resolve().parents[2] / "maps" / name, seed=3))
    states = dict(d.scene.phase_track.states())
    assert states[rolled] == "done"
    assert states[current] == "current"


def test_words_of_marks_side_by_side_do_not_overlap():
    """Two models lost side by side (an Iron Dawn volley) each keep a readable word: the second moves up."""
    from game.ui.overlays.events import clear_of
    first = pygame.Rect(100, 80, 70, 16)
    second = clear_of(pygame.Rect(120, 82, 70, 16), [first])
    third = clear_of(pygame.Rect(110, 80, 70, 16), [first, second])
    assert not second.colliderect(first) and second.bottom < first.top and second.x == 120
    assert third.collidelist([first, second]) == -1
    assert clear_of(pygame.Rect(300, 80, 70, 16), [first]) == pygame.Rect(300, 80, 70, 16)   # clear: unchanged
