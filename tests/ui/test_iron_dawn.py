"""Iron Dawn on the battle screen (its shipped pumping station): a squad dragged by one of its models moves
as a whole, the hover over an enemy tells the cover share and the armour sector, and the selected tank's
sight shows its weapon ranges (its turret drawn on its hull)."""
import math

import pygame

from game.content.library import maps_dir
from game.core.battle import Battle

MAP = maps_dir() / "iron_dawn_pumping_station.json"


def test_drag_one_model_and_the_squad_follows(play):
    d = play(Battle.from_file(MAP, seed=3))
    scene = d.scene
    side = scene.session.to_act()
    squad = next(u for u in scene.session.battle.state.units.values() if u.side == side and u.kind == "squad"
                 and u.has_leader)
    model = squad.living[2]
    view = scene.session.view(model.id)
    assert view is not None and view.footprint
    start = [(m.x, m.y) for m in squad.living]
    target = (model.x, model.y + (-2.0 if side == "humans" else 2.0))
    d.drag(d.unit(model.id), d.world(*target))
    after = [(m.x, m.y) for m in scene.session.battle.state.units[squad.id].living]
    moved = [math.dist(a, b) for a, b in zip(start, after)]
    assert all(abs(x - 2.0) < 0.2 for x in moved), moved


def test_hover_tells_cover_share_and_armour_sector(play):
    d = play(Battle.from_file(MAP, seed=3))
    scene = d.scene
    st = scene.session.battle.state
    me = "w_crusher" if scene.session.to_act() == "woruxi" else "h_tank"
    enemy = "h_tank" if me == "w_crusher" else "w_crusher"
    scene.select(me)
    scene.hover_unit = enemy
    lines = [text for text, _colour in scene.target_tip()]
    joined = " | ".join(lines)
    assert "hidden" in joined and "armour" in joined, joined
    sight = scene.session.ruleset.sight(st, me)
    assert any("cannon" in label.lower() or "gun" in label.lower() for label, _ in sight.ranges)
    # both tanks' turrets swing all round: no wedge, the turret drawn on the hull where it points
    assert not sight.arc and scene.session.view(me).turret is not None


def test_clicking_any_model_of_a_squad_selects_the_squad_with_its_card_and_actions(play):
    """A squad is drawn base by base; a click on its third model selects the squad itself (UnitView.unit): the
    same card and the same action buttons as a click on its first model, and every model is outlined."""
    d = play(Battle.from_file(MAP, seed=3))
    scene = d.scene
    side = scene.session.to_act()
    squad = next(u for u in scene.session.battle.state.units.values() if u.side == side and u.kind == "squad"
                 and len(u.living) >= 3)
    d.click(d.unit(squad.id))
    d.step(2)
    first = (scene.selected, [b.text for b in scene.actions.buttons])
    assert first[0] == squad.id and first[1], first
    d.click(d.world(0.5, 0.5))            # a corner of the table: nothing selected
    d.step(2)
    assert scene.selected is None and [b.text for b in scene.actions.buttons] != first[1]
    d.click(d.unit(squad.living[2].id))
    d.step(2)
    assert (scene.selected, [b.text for b in scene.actions.buttons]) == first
    assert scene.session.view(squad.living[2].id).unit == squad.id
    assert scene.session.battle.state.units[squad.id].living[0].x == squad.living[0].x   # a click moves nothing


def test_a_squad_being_aimed_at_is_outlined_on_every_model(play, monkeypatch):
    """Picking a target: the red outline goes round every model of a target squad (its pieces name it as their
    unit), not only round the first model, whose view carries the squad's id."""
    from game.ui.board import layer as layer_mod

    d = play(Battle.from_file(MAP, seed=3))
    scene = d.scene
    side = scene.session.to_act()
    squad = next(u for u in scene.session.battle.state.units.values() if u.side != side and u.kind == "squad"
                 and len(u.living) >= 3)
    rings = []
    real = layer_mod.pygame.draw.polygon

    def spy(surf, colour, pts, width=0):
        if tuple(colour[:3]) == layer_mod.TARGET_RING:
            rings.append([tuple(map(round, p)) for p in pts])
        return real(surf, colour, pts, width)

    monkeypatch.setattr(layer_mod.pygame.draw, "polygon", spy)
    scene.layer.draw(pygame.Surface(d.app.size), scene.session, selected=None, overlays=scene.overlays,
                     targets=frozenset({squad.id}))       # what the screen draws while a target is being picked
    cam = scene.view.camera
    third = scene.session.view(squad.living[2].id)
    outline = [tuple(map(round, cam.to_screen(x, y))) for x, y in scene.artist.world_outline(third)]
    assert len(rings) == len(squad.living) and outline in rings


def test_the_odds_of_a_shot_at_a_tank_show_suppression_destruction_and_criticals_above_the_buttons(play):
    """Critical Hit chart / Explosives (the odds panel): the Crusher's shot at the Warden tank shows the hit
    points it may lose and, below, the chance it is suppressed, destroyed and takes a critical hit; the panel
    keeps its Roll and Cancel buttons on the screen."""
    from game.rulesets.iron_dawn import actions as A

    b = Battle.from_file(MAP, seed=3)
    st = b.state
    tank, crusher = st.units["h_tank"], st.units["w_crusher"]
    dx, dy = crusher.x - 12 - tank.x, crusher.y - tank.y
    for m in tank.models:
        m.x, m.y = m.x + dx, m.y + dy
    tank.x, tank.y = tank.x + dx, tank.y + dy
    d = play(b, size=(1280, 800))
    scene = d.scene
    shooter, target = ("w_crusher", "h_tank") if scene.session.to_act() == "woruxi" else ("h_tank", "w_crusher")
    scene.select(shooter)
    scene.choose_action(A.Shoot(shooter, target))
    d.step(2)
    labels = [row[0] for _head, rows in scene.odds.parts for row in rows]
    assert labels[:3] == ["Suppressed", "Target destroyed", "Critical hit (1 or more)"], labels
    assert abs(sum(p for _, p in scene.odds.rows) - 1) < 1e-9
    roll = next(b for b in scene.odds.buttons if b.text.startswith("Roll"))
    assert roll.rect.bottom <= 800 and scene.odds.rect.bottom <= 800


def test_a_range_ring_reaching_into_a_corner_is_named_where_it_shows():
    """The Warden tank's 48" ring on the pumping station runs through the table's top-left corner only; its
    top is off the screen, so its label goes on the part that shows (it used to be a nameless stray line)."""
    from game.ui.overlays.sight import ring_label_at

    view = pygame.Rect(0, 0, 1240, 960)
    centre, r = (970, 850), 1190.0
    x, y = ring_label_at(view, centre, r)
    assert view.inflate(-48, -48).collidepoint(x, y + 3)
    assert abs(math.dist((x, y + 3), centre) - r) < 1.0
    assert ring_label_at(view, (600, 480), 100.0) == (600, 377)      # a ring that shows whole: its top
    assert ring_label_at(view, (600, 480), 5000.0) is None          # a ring wholly off the view


def test_the_tanks_turret_is_drawn_on_its_hull_in_the_battle(play):
    """Turrets: the battle screen draws the barrel from the middle of the hull the way the turret points."""
    b = Battle.from_file(MAP, seed=3)
    tank = b.state.units["h_tank"]
    tank.turret = 90.0                                   # to the right of the hull (which points up the table)
    d = play(b)
    d.step(2)
    surf = d.app.surface
    right = surf.get_at(tuple(int(v) for v in d.world(tank.x + 1.4, tank.y)))[:3]
    ahead = surf.get_at(tuple(int(v) for v in d.world(tank.x, tank.y - 1.4)))[:3]
    assert right != ahead and sum(right) < sum(ahead)    # the dark barrel to the right, the hull's colour ahead
    b = Battle.from_file(MAP, seed=3)
    b.state.units["h_tank"].turret = 0.0                 # turned to the front: the barrel now lies ahead
    d = play(b)
    d.step(2)
    right0 = d.app.surface.get_at(tuple(int(v) for v in d.world(tank.x + 1.4, tank.y)))[:3]
    ahead0 = d.app.surface.get_at(tuple(int(v) for v in d.world(tank.x, tank.y - 1.4)))[:3]
    assert right0 != right and ahead0 != ahead                 # the barrel went round with the turret
