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
    far = ahead(moved.pose, 40.0)
    d.drag(d.unit(v.id), d.world(*far), release=False)
    verdict = scene.move.verdict
    assert not verdict and verdict.rule is not None and str(verdict.rule).startswith("Iron Winds of War")
    d.release(d.world(*far))
    assert scene.session.view(v.id).pose == moved.pose
    assert scene.toasts[-1][0].startswith("Refused: ")
