"""Fields of Iron and Echo on the battle screen (the shipped default scenario): a counter dragged
along a route, a cannon shot aimed by clicking with its odds, and the log."""
import math

import pygame

from game.content.library import default_scenario_path
from game.core.battle import Battle



def test_drag_a_counter_along_its_reach_and_drop_it(play):
    d = play(Battle.from_file(default_scenario_path(), seed=3))
    scene = d.scene
    d.click(d.unit("s_bow"))
    reach = scene.session.reach("s_bow")
    far = max(sorted(reach.cells), key=lambda c: len(reach.paths[c]))
    walk = [tuple(c) for c in reach.paths[far] if tuple(c) != scene.session.view("s_bow").cell]
    d.press(d.unit("s_bow"))
    for cell in walk:
        d.move(d.cell(cell), buttons=(1, 0, 0))
    assert scene.move.route == walk and scene.move.verdict
    d.release(d.cell(walk[-1]))
    assert scene.session.view("s_bow").cell == far
    assert [step[:2] for step in scene.session.battle.log[-1].path] == walk
    assert "League Bowmen moves to" in scene.session.battle.events[-1].text


def test_aim_the_cannon_by_clicking_see_the_odds_roll_and_read_the_log(play):
    d = play(Battle.from_file(default_scenario_path(), seed=3))
    scene = d.scene
    d.click(d.unit("s_gun"))
    labels = [entry[2] for entry in scene.actions.entries]
    assert labels == ["Hold (activate, do nothing)", "Shoot: pick a target (4)"]
    d.key(pygame.K_2)
    assert scene.armed is not None and set(scene.armed.targets) == {"n_spear", "n_bow", "n_capt", "n_knights"}
    d.click(d.unit("n_knights"))
    assert scene.odds.active and scene.odds.title == "Shoot at Varn Knights with Great gun"
    assert math.isclose(sum(p for _, p in scene.odds.rows), 1.0)
    before = len(scene.session.battle.events)
    d.key(pygame.K_RETURN)
    new = scene.session.battle.events[before:]
    assert any(ev.rolls for ev in new)
    assert all(ev.text in scene.log.html_text for ev in new)
    assert not d.button("Undo").is_enabled and d.button("Undo").tool_tip_text == "Undo stops at the last die roll"
