"""Any ruleset plugs in through the hooks: a tile map whose actions belong to sides, not units
(the core tests' race ruleset), with no view hooks beyond unit_views."""
import pygame

from game.core.battle import Battle
from tests.core.race import race_scenario


def test_a_tile_ruleset_with_side_decisions_only_plays_on_the_screen(play):
    d = play(Battle.start(race_scenario(), 7))
    scene = d.scene
    assert scene.view.layout.kind == "tiles"
    assert [e[2] for e in scene.actions.entries] == ["Step(side='red')", "Dash(side='red')"]
    d.key(pygame.K_1)                                 # Step: no dice
    assert scene.session.battle.events[-1].text == "red steps to 1."
    d.key(pygame.K_1)                                 # Dash rolls: the odds first
    assert scene.odds.active and scene.odds.outcomes.label == "new position"
    d.key(pygame.K_RETURN)
    assert scene.session.battle.events[-1].kind == "dash" and scene.session.to_act() == "blue"
    d.click(d.unit("blue"))                           # a counter on a tile: selectable, its card shows
    assert scene.selected == "blue"
    d.step(2)
    assert d.app.messages == []


def test_whole_battles_through_the_screen_on_both_test_rulesets(play):
    from tests.ui.driver import play_through
    from tests.ui.rulesets import hex_scenario, table_scenario

    for make in (hex_scenario, table_scenario):
        d = play(Battle.start(make(), 4), handover="rules")
        played = play_through(d, 400, seed=4)
        scene = d.app.scenes.top
        assert played > 20 and scene.session.result() is not None
        assert scene.summary_shown and d.app.messages == []
