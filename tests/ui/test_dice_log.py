"""The dice log as a player uses it (issue 19, item 1): every line of an entry opens and closes
it, and the newest entry stays in view after the odds panel, a roll or a hand-over, unless the
player has scrolled up to read."""
import pygame
from pygame_gui.core.text.hyperlink_text_chunk import HyperlinkTextChunk

from game.content.library import default_scenario_path
from game.core.battle import Battle
from tests.ui.driver import play_through


def _pieces(box, href):
    """Screen centres of the laid-out pieces of one link (one per line it wraps onto)."""
    layout = box.text_box_layout
    left, top = box.get_text_layout_top_left()
    bar = box.scroll_bar
    up = bar.start_percentage * layout.layout_rect.height if bar is not None else 0
    return [(int(left + c.x + c.width / 2), int(top + c.y + c.height / 2 - up))
            for row in layout.layout_rows for c in row.items
            if isinstance(c, HyperlinkTextChunk) and c.href == href]


def _at_end(box) -> bool:
    bar = box.scroll_bar
    return bar is None or bar.start_percentage + bar.visible_percentage >= 0.99


def test_every_line_of_a_wrapped_shooting_entry_opens_and_closes_it(play):
    d = play(Battle.from_file(default_scenario_path(), seed=3))
    scene = d.scene
    d.click(d.unit("s_gun"))
    d.key(pygame.K_2)
    d.click(d.unit("n_knights"))
    d.key(pygame.K_RETURN)
    d.step(2)
    shot = next(i for i, ev in enumerate(scene.session.battle.events) if ev.text.startswith("Shooting"))
    pieces = _pieces(scene.log.box, f"ev:{shot}")
    assert len(pieces) >= 2, "the shooting entry wraps onto several lines"
    for pos in pieces:
        d.click(pos)
        d.step()
        assert shot in scene.log.expanded, f"a click on {pos} opens the entry"
        d.click(_pieces(scene.log.box, f"ev:{shot}")[pieces.index(pos)])
        d.step()
        assert shot not in scene.log.expanded, f"a second click on {pos} closes it"


def test_the_newest_entry_stays_in_view_after_the_odds_and_a_roll_unless_scrolled_up(play):
    d = play(Battle.from_file(default_scenario_path(), seed=3))
    scene = d.scene
    def dice_group():
        return next(((v.id, g) for v in scene.session.views().values() if v.side == scene.session.to_act()
                     for g in scene.session.groups(v.id) if g.rolls_dice), None)

    play_through(d, 25)
    for _ in range(40):                 # on to a moment when the side to act has a roll on offer
        if dice_group() is not None:
            break
        play_through(d, 1, seed=len(scene.session.battle.log))
    d.step(2)
    box = scene.log.box
    assert box.scroll_bar is not None and _at_end(box)
    unit, group = dice_group()
    scene.select(unit)
    scene.arm_group(group)
    if scene.armed is not None:
        scene.pick_target(scene.armed.targets[0])
    d.step(2)
    assert scene.odds.active and _at_end(box), "the odds panel squeezes the log; the newest stays in view"
    d.key(pygame.K_RETURN)
    d.step(2)
    assert not scene.odds.active and _at_end(box), "after the roll the newest entry is in view"
    # the player scrolls up to read: new entries do not pull the log away from there
    d.move(box.rect.center)
    for _ in range(3):
        d.wheel(1)
    d.step(20)
    def offset():
        return box.scroll_bar.start_percentage * box.text_box_layout.layout_rect.height

    where, height = offset(), box.text_box_layout.layout_rect.height
    assert not _at_end(box) and scene.log.scrolled_up
    play_through(d, 2)
    d.step(5)
    assert box.text_box_layout.layout_rect.height > height, "new entries came in below"
    assert not _at_end(box) and abs(offset() - where) < 4, "the lines being read stay where they were"


def test_the_newest_entry_is_in_view_after_a_hand_over(play):
    d = play(Battle.from_file(default_scenario_path(), seed=3), handover="always")
    play_through(d, 24)                      # play_through passes each hand-over screen with Enter
    while type(d.app.scenes.top).__name__ == "HandoverScene":
        d.key(pygame.K_RETURN)
    d.step(3)
    scene = d.app.scenes.top
    assert scene.log.box.scroll_bar is not None and _at_end(scene.log.box)


def test_opening_the_last_entry_brings_its_explanation_into_view(play):
    d = play(Battle.from_file(default_scenario_path(), seed=3))
    scene = d.scene
    play_through(d, 25)
    d.step(3)
    box = scene.log.box
    last = len(scene.session.battle.events) - 1
    assert _at_end(box) and scene.session.battle.events[last].explain()
    d.click(_pieces(box, f"ev:{last}")[0])
    d.step(3)
    assert last in scene.log.expanded
    assert _at_end(box), "the opened entry's explanation, at the bottom, is scrolled into view"
