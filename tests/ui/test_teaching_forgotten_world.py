"""The Forgotten World course on screen: steps a learner does by hand in the battle screen (not only Show me)."""
from game.teaching.library import lessons_dir

MANOEUVRES = lessons_dir() / "forgotten_world_2_manoeuvres.json"


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


MORALE = lessons_dir() / "forgotten_world_5_morale.json"


def test_before_the_morale_roll_both_combat_results_stand_side_by_side(lesson):
    """Issue 11 item 13 (Morale Phase › Combat Result Values): choosing the warriors' morale test shows, above its
    odds, both sides' combat results entry by entry (the worked example: 9 against 10) and the 8+ it needs."""
    from game.ui.panels.comparison import comparison_height, comparison_lines

    d = lesson(MORALE)
    scene = d.scene
    to_step(d, 12)
    assert scene.run.step.title == "8 or more"
    scene.select("warriors")
    d.step()
    d.click_button("1  Morale test")
    comp = scene.odds.comparison
    assert scene.odds.active and comp is not None
    lines = comparison_lines(comp)
    assert lines[1] == "Grimtusk Warriors lost 9 to 10: needs 8+ on 2D6 (7 +1)"
    assert lines[2] == "Grimtusk Horde | Kingdom of Aurel"
    assert "Ranks (3) +3 | Ranks (1) +1" in lines and " | Charged +1" in lines
    assert " | Stamina spent (1) -1" in lines and lines[-1] == "Total 9 | Total 10"
    width = scene.odds.rect.w - 20
    assert scene.odds.rect.h >= comparison_height(comp, width) + 100      # the panel makes room for it
    d.click_button("Roll")
    assert scene.run.performed and any(e.text.endswith("rolls 8: holds.") for e in scene.run.step_events())


def test_show_me_on_a_roll_opens_its_odds_and_comparison_first(lesson):
    """Teaching: Show me on the morale step shows what a player would see before rolling (odds and both combat
    results), then Show me again rolls."""
    d = lesson(MORALE)
    scene = d.scene
    to_step(d, 12)
    d.click_button("Show me")
    assert scene.odds.active and scene.odds.comparison is not None and not scene.run.performed
    assert scene.selected == "warriors"
    d.click_button("Show me")
    assert scene.run.performed and not scene.odds.active


MAGIC = lessons_dir() / "forgotten_world_6_magic.json"


def test_a_thunderbolt_being_aimed_is_drawn_on_the_board_then_the_fog_that_lasts(lesson):
    """Issue 11 items 6/13 (Magic Phase › Sorcery: apprenticeship spells): choosing Thunderbolt draws its 18"
    line before the roll (gone once cast or cancelled); the fog cast next stays drawn over the units it covers."""
    from game.ui.overlays.areas import AREA_STYLE

    d = lesson(MAGIC)
    scene = d.scene
    to_step(d, 5)
    assert scene.run.step.title == "Thunderbolt"
    wenna = scene.session.battle.state.units["apprentice"]
    probe = d.world(wenna.x, wenna.y - 9.0)                    # half way along the line, open ground
    d.step()
    before = tuple(d.app.surface.get_at((int(probe[0]), int(probe[1]))))[:3]
    d.click_button("Show me")                                  # the cast's odds: the line is drawn while it waits
    assert scene.odds.active and [m.tone for m in scene.session.area_marks(scene.selected, scene.odds.action)] \
        == ["aim"]
    d.step()
    aimed = tuple(d.app.surface.get_at((int(probe[0]), int(probe[1]))))[:3]
    assert aimed != before and aimed == AREA_STYLE["aim"][1]
    d.click_button("Cancel")
    d.step()
    assert tuple(d.app.surface.get_at((int(probe[0]), int(probe[1]))))[:3] == before
    d.click_button("Show me")
    d.click_button("Show me")
    d.click_button("Next")
    d.click_button("Show me")
    d.click_button("Show me")                                  # Uzgrod's fog is cast
    marks = scene.session.area_marks(scene.selected, None)
    assert sorted(m.label for m in marks) == ["fog", "fog"] and {m.tone for m in marks} == {"effect"}


def test_capture_odds_shows_the_roll_before_it_and_show_me_after_it(tmp_path, home):
    """`capture LESSON --step N --odds` stops at the odds panel (nothing rolled: the board as before the step);
    `--show-me` rolls (the board changes: the warriors withdrew)."""
    import pygame

    from game.cli.main import main as cli

    shots = {}
    for flag in ("", "--odds", "--show-me"):
        out = tmp_path / f"s{flag}.png"
        args = ["capture", str(MORALE), str(out), "--step", "15", "--size", "1024x700"] + ([flag] if flag else [])
        assert cli(args) == 0
        assert pygame.image.load(str(out)).get_size() == (1024, 700)
        shots[flag] = out.read_bytes()
    assert shots["--odds"] != shots[""] and shots["--show-me"] != shots["--odds"]
