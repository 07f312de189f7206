"""The replay viewer and the branches window, driven by posted events (issue 17, items 1, 2 and 4)."""
import pygame
import pytest

from game.core.battle import Battle
from game.ui.scenes.battle import BattleScene
from game.ui.scenes.replay import ReplayScene
from tests.ui.rulesets import hex_scenario


def played(n=14, seed=3):
    b = Battle.start(hex_scenario(), seed)
    for i in range(n):
        options = b.legal_actions().list()
        if not options:
            break
        b.perform(options[(i * 5) % len(options)])
    return b


def moments(b):
    """(state hash, number of events) at every step of b's current line, by a fresh replay."""
    fresh = Battle.start(b.scenario, b.seed)
    out = [(fresh.state_hash(), len(fresh.events))]
    for a in b.log:
        fresh.perform(a)
        out.append((fresh.state_hash(), len(fresh.events)))
    return out


@pytest.fixture
def viewer(home):
    from game.ui.app import App
    from game.ui.scenes.menu import MenuScene
    from game.ui.settings import Settings
    from tests.ui.driver import Driver

    apps = []

    def start(battle, path=None):
        app = App((1280, 800), settings=Settings(animation="off", handover="off"))
        apps.append(app)
        app.push(MenuScene(app))
        app.push(ReplayScene(app, battle, path))
        d = Driver(app)
        d.step(2)
        return d

    yield start
    pygame.event.clear()


def now(d):
    c = d.scene.cursor
    return c.battle.state_hash(), len(c.battle.events)


def test_step_back_and_forth_jump_to_a_turn_and_scrub_each_moment_exact(viewer):
    b = played()
    expect = moments(b)
    d = viewer(b)
    c = d.scene.cursor
    n = c.length
    assert c.step == n and now(d) == expect[n] and "matches the save" in d.scene.status_text()
    d.key(pygame.K_LEFT)
    d.click_button("< Back")
    assert c.step == n - 2 and now(d) == expect[n - 2]
    assert len(d.scene.log._events) == expect[n - 2][1]          # the dice log shows that moment's events
    d.click_button("Forward >")
    assert c.step == n - 1 and now(d) == expect[n - 1]
    d.key(pygame.K_HOME)
    assert c.step == 0 and now(d) == expect[0] and not d.button("< Back").is_enabled
    d.key(pygame.K_PAGEDOWN)
    second = c.turns.index(2)
    assert c.step == second and c.turn == 2 and now(d) == expect[second]
    d.key(pygame.K_END)
    d.key(pygame.K_2)                                            # type a turn: its start
    assert c.step == second
    tl = d.scene.timeline
    d.click((tl.x_of(5, n), tl.rect.centery))                    # click the timeline
    assert c.step == 5 and now(d) == expect[5]
    d.drag((tl.x_of(5, n), tl.rect.centery), (tl.x_of(9, n), tl.rect.centery))  # scrub along it
    assert c.step == 9 and now(d) == expect[9] and d.scene.cursor.matches()
    d.move((tl.x_of(3, n), tl.rect.centery))                      # hovering names the step and what it did
    assert d.scene.hover_step == 3 and c.step == 9
    tip = [text for text, _ in d.scene.step_tip(3)]
    assert tip[0] == f"Step 3 of {n} · turn {c.turns[3]}" and tip[1] == c.words[3]
    unit = next(v for v in d.scene.session.views().values() if v.alive)
    d.click(d.scene.view.camera.to_screen(*d.scene.view.layout.center_of(tuple(unit.cell))))
    assert d.scene.selected == unit.id                           # its card shows this moment


def test_play_from_here_opens_the_battle_on_a_new_branch_and_keeps_the_line(viewer, home, tmp_path):
    b = played()
    main = list(b.checkpoints)
    d = viewer(b)
    d.scene.goto(6)
    d.click_button("Play from here")
    scene = d.app.scenes.top
    assert isinstance(scene, BattleScene) and len(d.app.scenes) == 1
    battle = scene.session.battle
    assert battle is b and b.checkpoints == main[:6] and b.history.current == "b1"
    options = b.legal_actions().list()
    scene.commit(options[-1])
    d.step()
    assert len(b.log) == 7
    b.save(tmp_path / "two.json")
    again = Battle.load(tmp_path / "two.json")
    assert again.history.full("main")[1] == main and again.history.verify(again, "two.json") == 1


def test_the_branches_window_views_renames_and_deletes_lines_and_writes_the_save(viewer, tmp_path):
    b = played()
    b.play_from(4, "first try")
    b.perform(b.legal_actions().list()[0])
    b.switch_branch("main")
    b.play_from(8)
    b.switch_branch("main")
    path = tmp_path / "tree.json"
    b.save(path)
    loaded = Battle.load(path)
    d = viewer(loaded, str(path))
    d.click_button("Branches")
    win = d.scene.branches
    assert list(win.rows) == ["main", "b1", "b2"] and not win.rows["main"][2].is_enabled
    d.click(win.rows["b1"][0].rect.center)                       # view the branch
    assert d.scene.cursor.line_id == "b1" and d.scene.cursor.length == 5
    win = d.scene.branches
    win.name.set_text("Charge instead")
    d.click(win.rows["b1"][1].rect.center)                       # Rename
    assert Battle.load(path).history.line("b1").name == "Charge instead"
    win = d.scene.branches
    d.click(win.rows["b2"][2].rect.center)                       # Delete
    assert set(Battle.load(path).history.lines) == {"main", "b1"}
    assert list(d.scene.branches.rows) == ["main", "b1"]


def test_the_menu_opens_a_save_or_an_autosave_in_the_viewer_and_closing_comes_back(home):
    from game.core.autosave import Autosaver
    from game.ui.app import App
    from game.ui.dialogs.replay_pick import ReplayPicker
    from game.ui.scenes.menu import MenuScene
    from game.ui.settings import Settings
    from tests.ui.driver import Driver

    b = played(5)
    (home / "saves").mkdir(parents=True)
    b.save(home / "saves" / "mine.json")
    Autosaver(home / "autosave").save(played(3))
    app = App((1280, 800), settings=Settings(animation="off", handover="off"))
    app.push(MenuScene(app))
    d = Driver(app)
    d.step(2)
    d.click_button("Watch a replay")
    picker = d.scene.dialogs["replay"]
    assert isinstance(picker, ReplayPicker) and len(picker.paths) == 2
    d.click_button("Autosave · ")                 # the autosave's row in the list
    d.click_button("Watch it")
    assert isinstance(d.scene, ReplayScene) and d.scene.cursor.length == 3
    d.key(pygame.K_ESCAPE)
    assert isinstance(d.scene, MenuScene)
    d.click_button("Watch a replay")
    d.click_button("Save · ")
    d.click_button("Watch it")
    assert isinstance(d.scene, ReplayScene) and d.scene.cursor.checkpoints == b.checkpoints
    pygame.event.clear()


def test_over_a_battle_in_progress_the_viewer_forks_that_battle(play):
    from game.ui.dialogs.replay_pick import IN_PROGRESS

    d = play(played(8))
    battle = d.scene.session.battle
    d.click_button("Menu")                                       # the menu, over the battle
    d.click_button("Watch a replay")
    assert list(d.scene.dialogs["replay"].paths)[0] == IN_PROGRESS
    d.click_button(IN_PROGRESS)
    d.click_button("Watch it")
    assert isinstance(d.scene, ReplayScene) and d.scene.source is battle
    d.key(pygame.K_HOME)
    d.key(pygame.K_RIGHT)
    d.key(pygame.K_RIGHT)
    d.click_button("Play from here")
    assert isinstance(d.scene, BattleScene) and len(d.app.scenes) == 1 and d.scene.session.battle is battle
    assert len(battle.log) == 2 and len(battle.history.full("main")[0]) == 8


def test_the_battle_toolbar_opens_the_viewer_on_this_battle_and_closing_comes_back(play):
    """Issue 17: the history of the battle on screen is one click away, not only through the menu."""
    d = play(played(8))
    battle = d.scene.session.battle
    d.click_button("Replay")
    assert isinstance(d.scene, ReplayScene) and d.scene.source is battle
    d.key(pygame.K_HOME)
    d.click_button("Close")
    assert isinstance(d.scene, BattleScene) and d.scene.session.battle is battle and len(battle.log) == 8
    assert d.button("Replay").visible                             # the battle's toolbar is back


def test_digits_typed_together_make_one_turn_number(viewer, monkeypatch):
    """Turns past 9 are reachable from the keyboard: "1" then "0" within a second is turn 10."""
    from game.content import scenario_from_data
    from tests.ui.rulesets.scenarios import hex_doc

    b = Battle.start(scenario_from_data(hex_doc() | {"turn_limit": 14}), 3)
    while b.result() is None and len(b.log) < 600:
        b.perform(b.legal_actions().list()[-1])                  # every unit waits: the battle lasts 14 turns
    d = viewer(b)
    c = d.scene.cursor
    assert max(c.turns) >= 10
    clock = iter([1000, 1400, 5000])
    monkeypatch.setattr(pygame.time, "get_ticks", lambda: next(clock))
    d.key(pygame.K_1)
    assert c.turn == 1 and c.step == c.turn_start(1)
    d.key(pygame.K_0)                                            # typed 0.4 s later: turn 10
    assert c.step == c.turn_start(10) and c.turn == 10
    d.key(pygame.K_2)                                            # 3.6 s later: a new number, turn 2
    assert c.step == c.turn_start(2) and c.turn == 2


def test_the_branches_window_scrolls_to_every_line_of_a_big_tree(viewer):
    b = played()
    for k in range(14):
        b.play_from(k % 10)
        b.switch_branch("main")
    d = viewer(b)
    d.click_button("Branches")
    win = d.scene.branches
    assert len(win.rows) == 15
    last_id = list(win.rows)[-1]                                 # the tree's last row
    assert win.rows[last_id][0].rect.top > win.rect.bottom       # below the window until scrolled
    for _ in range(12):
        d.move(win.rows["main"][0].rect.center)
        d.wheel(-3)
    assert win.rect.top < win.rows[last_id][0].rect.centery < win.rect.bottom
    d.click(win.rows[last_id][0].rect.center)
    assert d.scene.cursor.line_id == last_id
