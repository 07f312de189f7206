"""Iron Winds of War on the battle screen (its shipped border skirmish): the side's decision as a
button, a base dragged forward inside its envelope, and a drop too far refused with the rule."""
import math

import pygame
import pytest

from game.content.library import maps_dir
from game.core.battle import Battle
from game.ui.controls.move import TableMove

MAP = maps_dir() / "iron_winds_border_skirmish.json"


def ahead(pose, inches):
    x, y, h = pose
    return (x + math.sin(math.radians(h)) * inches, y - math.cos(math.radians(h)) * inches)


def movable_unit(scene):
    """A unit of the side to act that may move now (its reach is an envelope) and has ground ahead."""
    for v in scene.session.views().values():
        if v.side != scene.session.to_act() or not v.alive or v.footprint == () or "leader" in v.markers:
            continue
        reach = scene.session.reach(v.id)
        if reach is None or not reach.envelope:
            continue
        action = scene.session.move_action(v.id, ((*ahead(v.pose, 2.0), v.pose[2]),))
        if action is not None and scene.session.check(action):
            return v
    return None


def test_decide_then_drag_a_base_forward_and_have_a_long_drop_refused(play):
    d = play(Battle.from_file(MAP, seed=3))
    scene = d.scene
    labels = [entry[2] for entry in scene.actions.entries]
    assert labels and all(entry[0] == "action" for entry in scene.actions.entries)   # the side's own choices
    d.key(pygame.K_1)
    v = movable_unit(scene)
    assert v is not None, scene.session.status()
    d.drag(d.unit(v.id), d.world(*ahead(v.pose, 2.0)), release=False)
    move = scene.move
    assert isinstance(move, TableMove) and move.verdict
    used, budget = move.measurements()
    assert used == pytest.approx(2.0, abs=0.15) and budget and budget > used
    d.release(d.world(*ahead(v.pose, 2.0)))
    moved = scene.session.view(v.id)
    assert math.dist(moved.pose[:2], ahead(v.pose, 2.0)) < 0.15
    assert scene.session.battle.log[-1].unit == v.id
    d.drag(d.unit(v.id), d.world(*ahead(moved.pose, 2.0)))     # it has moved: it says so, with the rule
    assert scene.session.view(v.id).pose == moved.pose and scene.session.reach(v.id) is None
    assert scene.toasts[-1][0].endswith("has already moved this turn (Iron Winds of War › Event III. Movement)")
    other = movable_unit(scene)
    far = ahead(other.pose, 40.0)
    d.drag(d.unit(other.id), d.world(*far), release=False)
    verdict = scene.move.verdict
    assert not verdict and verdict.rule is not None and str(verdict.rule).startswith("Iron Winds of War")
    d.release(d.world(*far))
    assert scene.session.view(other.id).pose == other.pose
    assert scene.toasts[-1][0].startswith("Refused: ")


def test_a_whole_battle_through_the_screen(play):
    """Iron Winds of War, every decision made with the mouse and keys: the order of movement as a
    button, bases dragged (some drops refused with the reason and rule), archery aimed by clicking
    with its odds before the roll, the melee fought from its button, morale and rallies, hand-overs,
    and the end-of-battle summary naming the winner and why."""
    from tests.ui.ironwinds_agent import ScreenPlayer

    d = play(Battle.from_file(MAP, seed=1), handover="rules")
    player = ScreenPlayer(d, seed=1)
    for _ in range(120):
        if not player.step():
            break
    scene = d.scene
    battle = scene.session.battle
    result = battle.result()
    assert result is not None, scene.session.status()
    seen = player.seen
    for what in ("ChooseOrder", "Move", "refused", "Shoot", "FightMelee", "handover", "contact"):
        assert seen.get(what), (what, seen)
    assert len(player.odds) >= seen["Shoot"] + seen["FightMelee"]
    for title, outcomes in player.odds:
        assert outcomes is not None and sum(outcomes.probs.values()) == 1, title
    kinds = {e.kind for e in battle.events}
    assert {"shoot", "attack", "morale"} <= kinds, kinds
    log = scene.log.html_text
    shot = next(e for e in battle.events if e.kind == "shoot")
    assert shot.rolls and shot.text.split(":")[0][:30] in log.replace("&#x27;", "'")
    summary = scene.dialogs.get("summary")
    assert summary is not None and summary.alive()
    text = " ".join(getattr(el, "html_text", "") for el in summary.get_container().elements)
    assert scene.session.side_name(result.winner) in text and (" wins" in text or " win" in text)


def test_clicking_a_target_where_its_leader_stands_aims_at_the_unit(play):
    """Archery by clicking: an enemy unit led by a leader drawn at its centre is still the target when
    the click lands on the leader (the leader is not selected instead)."""
    from tests.rulesets.iron_winds.helpers import at, leader, scenario, unit

    sc = scenario([unit("bows", "human_archers", 36, 36, 0)],
                  [unit("mob", "orc_light_infantry", 36, 28, 180), leader("chief", "orc_war_chief", "mob")])
    battle = Battle.start(sc, 1)
    at(battle.state, "archery", "red")
    d = play(battle)
    scene = d.scene
    chief = scene.session.view("chief")
    x, y = chief.pose[:2]
    assert scene.artist.hit(chief, x, y) and scene.artist.hit(scene.session.view("mob"), x, y)
    d.click(d.unit("bows"))
    assert scene.selected == "bows"
    d.click(d.world(x, y))                                   # on the leader drawn inside the unit
    assert scene.selected == "bows" and scene.odds.active and scene.odds.title == "Shoot at Orc Light Infantry"
