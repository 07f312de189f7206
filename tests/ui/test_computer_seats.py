"""Computer players at the battle screen: thinking on a worker thread, moves committed as a player's,
a side handed to the computer and back (F9), the pace (F10), the seats dialog of a new battle."""
from __future__ import annotations

import time

import pygame

from game.core.battle import Battle
from game.ui.computer import ComputerSeats, battle_twin
from tests.ai.helpers import scenario_of


def _run_until(d, done, seconds: float = 60.0) -> None:
    end = time.monotonic() + seconds
    while not done() and time.monotonic() < end:
        d.step(1, dt=0.5)
        time.sleep(0.01)


def test_computer_against_computer_plays_on_screen(play):
    d = play(Battle.start(scenario_of("fields_of_iron"), 4))
    scene = d.scene
    for s in scene.session.scenario.sides:
        scene.computer.set_level(s.id, "easy")
    scene.computer.pace = 2
    battle = scene.session.battle
    _run_until(d, lambda: len(battle.log) >= 6)
    assert len(battle.log) >= 6              # every one went through Battle.perform, which checks it
    assert len(battle.events) > 6            # and each left its entries in the log


def test_a_side_goes_to_the_computer_and_back_with_f9(play):
    d = play(Battle.start(scenario_of("fields_of_iron"), 4))
    scene = d.scene
    side = scene.session.to_act()
    d.key(pygame.K_F9)
    assert scene.computer.level(side) == "easy"
    for _ in range(3):
        d.key(pygame.K_F9)
    assert scene.computer.level(side) == "human" and scene.computer.levels == {}
    pace = scene.computer.pace
    d.key(pygame.K_F10)
    assert scene.computer.pace != pace


def test_the_window_keeps_drawing_while_the_computer_thinks(play):
    d = play(Battle.start(scenario_of("iron_winds"), 4))
    scene = d.scene
    side = scene.session.to_act()
    scene.computer.set_level(side, "normal")
    d.step(1)
    assert scene.computer.thinking or scene.computer.showing is not None or len(scene.session.battle.log) > 0
    frames = 0
    while scene.computer.thinking and frames < 5:
        d.step(1)                            # frames go on while the worker thread thinks
        frames += 1
    assert frames >= 1 or not scene.computer.thinking


def test_a_thought_about_an_older_battle_is_dropped(play):
    d = play(Battle.start(scenario_of("fields_of_iron"), 4))
    scene = d.scene
    seats = scene.computer
    side = scene.session.to_act()
    seats.set_level(side, "easy")
    _run_until(d, lambda: seats.showing is not None, 30)
    action, _ = seats.showing
    other = next(a for a in scene.session.legal(None) if a != action)
    n = len(scene.session.battle.log)
    scene.commit(other)                      # a person acts first: the computer's choice is stale
    d.step(1, dt=0.01)
    assert seats.showing is None             # dropped, not committed
    assert scene.session.battle.log[n:] == [other]


def test_the_twin_is_the_battle_apart(play):
    battle = Battle.start(scenario_of("fields_of_iron"), 4)
    twin = battle_twin(battle)
    assert twin.state_hash() != "" and twin.state is not battle.state and twin.log is not battle.log
    assert twin.to_act() == battle.to_act() and twin.observers == []


def test_unknown_seat_is_named():
    import pytest

    with pytest.raises(ValueError, match="unknown seat 'genius'"):
        ComputerSeats().set_level("a", "genius")


def test_the_new_battle_dialog_seats_the_computer(play):
    from game.ui.dialogs.seats import open_seats

    d = play(Battle.start(scenario_of("fields_of_iron"), 4))
    got = []
    open_seats(d.app.manager, d.app.size, [("north", "North"), ("south", "South")],
               lambda levels, styles: got.append((levels, styles)), default_style="careful")
    d.step(2)
    d.click_button("Computer: Normal")       # the first side's row
    d.click_button("Start battle")
    assert got == [({"north": "normal", "south": "human"}, {})]      # both follow the settings' style


def test_the_players_button_hands_a_side_to_the_computer_and_back(play):
    """The toolbar's Players button opens the seats dialog during a battle (the visible twin of F9)."""
    d = play(Battle.start(scenario_of("fields_of_iron"), 4))
    scene = d.scene
    first, second = [s.id for s in scene.session.scenario.sides]
    d.click_button("Players")
    d.step(2)
    d.click_button("Computer: Hard")         # the first side's row
    d.click_button("Apply")
    assert scene.computer.levels == {first: "hard"}
    d.click_button("Players")
    d.step(2)
    d.click_button("Person")                 # the first side's row again: back to a person
    d.click_button("Apply")
    assert scene.computer.levels == {} and second not in scene.computer.levels


def test_the_settings_give_the_computer_its_pace_and_personality(play):
    from game.ui.settings import Settings

    d = play(Battle.start(scenario_of("fields_of_iron"), 4))
    scene = d.scene
    scene.settings = Settings(computer_pace="fast", computer_personality="cautious")   # as the menu applies them
    d.step(1, dt=0.01)
    assert scene.computer.pace == 2 and scene.computer.personality == "cautious"
    side = scene.session.to_act()
    scene.computer.set_level(side, "normal")
    player = scene.computer._player(scene.session.battle, side)
    assert player.personality.aggression == -1.0


def test_each_side_gets_a_style_of_its_own_in_the_players_dialog(play):
    """Issue 15, item 2: the personality, aggressive to cautious, is chosen per computer side; a side left
    alone plays in the settings' style."""
    import pygame

    from game.ai.evaluate import PERSONALITIES
    from game.ui.dialogs.seats import STYLE_LABEL
    from tests.ui.test_dialog_keys import tab_to

    d = play(Battle.start(scenario_of("fields_of_iron"), 4))
    scene = d.scene
    first, second = [s.id for s in scene.session.scenario.sides]
    d.click_button("Players")
    d.step(2)
    d.click_button("Computer: Normal")          # the first side's row
    menus = [el for el in d.app.keys.scope()[1] if hasattr(el, "selected_option")]     # a drop-down a side
    assert [m.selected_option[0] for m in menus] == [STYLE_LABEL.format("Balanced")] * 2
    menu = tab_to(d, lambda el: el is menus[0])  # the first side's, by keys
    d.key(pygame.K_LEFT)                        # Balanced -> Bold
    d.key(pygame.K_LEFT)                        # -> Aggressive
    assert menu.selected_option[1] == "aggressive"
    d.click_button("Apply")
    assert scene.computer.levels == {first: "normal"}
    assert scene.computer.style(first) == "aggressive" and scene.computer.style(second) == "balanced"
    assert scene.computer._player(scene.session.battle, first).personality == PERSONALITIES["aggressive"]
    scene.computer.personality = "cautious"     # the settings change: a side without a style of its own follows
    assert scene.computer.style(second) == "cautious" and scene.computer.style(first) == "aggressive"
    d.click_button("Players")                   # the dialog shows each side's style as it stands
    d.step(2)
    shown = [el.selected_option[1] for el in d.app.keys.scope()[1] if hasattr(el, "selected_option")]
    assert shown == ["aggressive", "cautious"]


def test_an_unknown_style_is_named():
    import pytest

    with pytest.raises(ValueError, match="unknown computer style 'reckless'"):
        ComputerSeats().set_style("a", "reckless")
