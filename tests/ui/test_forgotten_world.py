"""Forgotten World: Conquerors on the battle screen (its shipped 4'x4' scenario): the roll-off choice and
the charges as buttons, a regiment dragged forward with its manoeuvres on the ruler, a long drop refused
with the rule, and a charge's reaction asked of the other player behind the hand-over screen."""
import math

import pygame
import pytest

from game.content.library import maps_dir
from game.core.battle import Battle
from game.rulesets.forgotten_world.actions import DeclareCharge
from game.ui.controls.move import TableMove
from game.ui.scenes.handover import HandoverScene

MAP = maps_dir() / "forgotten_world_aldermere.json"


def ahead(pose, inches):
    x, y, h = pose
    return (x + math.sin(math.radians(h)) * inches, y - math.cos(math.radians(h)) * inches)


def choose(d, label: str) -> None:
    """Press the number key of the action listed under `label` in the actions panel."""
    labels = [e[2] for e in d.scene.actions.entries]
    i = labels.index(label)
    assert i < 9, labels
    d.key(pygame.K_1 + i)
    d.step(2)


def test_drag_a_regiment_forward_and_have_a_long_drop_refused(play):
    d = play(Battle.from_file(MAP, seed=3))
    scene = d.scene
    choose(d, "Be the attacker (play first)")
    side = scene.session.to_act()
    choose(d, "No more charges")
    assert scene.session.battle.state.phase == "movement"
    uid = next(u.id for u in scene.session.battle.state.units.values()
               if u.side == side and u.regiment and u.kind == "infantry")
    v = scene.session.view(uid)
    target = ahead(v.pose, 2.0)
    d.drag(d.unit(uid), d.world(*target), release=False)
    move = scene.move
    assert isinstance(move, TableMove) and move.verdict, move.verdict
    used, budget = move.measurements()
    assert used == pytest.approx(2.0, abs=0.2) and budget and budget > used
    assert "advance" in move.verdict.info["note"]
    d.release(d.world(*target))
    moved = scene.session.view(uid)
    assert math.dist(moved.pose[:2], target) < 0.2
    far = ahead(moved.pose, 30.0)
    d.drag(d.unit(uid), d.world(*far), release=False)
    verdict = scene.move.verdict
    assert not verdict and str(verdict.rule).startswith("Forgotten World: Conquerors")
    d.release(d.world(*far))
    assert scene.toasts[-1][0].startswith("Refused: ")


def test_the_charged_player_chooses_a_reaction_behind_the_hand_over(play):
    battle = Battle.from_file(MAP, seed=3)
    battle.perform(next(a for a in battle.legal_actions() if getattr(a, "attacker", False)))
    st = battle.state
    side = st.active
    # move two blocks face to face within charge reach, then declare
    me = next(u for u in st.units.values() if u.side == side and u.id.endswith("warriors"))
    foe = next(u for u in st.units.values() if u.side != side and u.id.endswith("warriors"))
    foe.x, foe.y = me.x, me.y + (-12.0 if me.heading == 0 else 12.0)
    st.touch()
    battle.perform(DeclareCharge(me.id, foe.id))
    d = play(battle, handover="rules")
    choose(d, "No more charges")
    d.step(2)
    assert isinstance(d.app.scenes.top, HandoverScene)
    d.key(pygame.K_RETURN)
    d.step(2)
    scene = d.scene
    assert scene.session.status().active_unit == foe.id
    group = next(e[3] for e in scene.actions.entries if e[0] == "group" and e[3].actions[0].name == "React")
    assert group.labels == ["Keep the position", "Flee (stamina)"]
    choose(d, group.label)
    d.click_button("Keep the position")
    d.step(2)
    assert battle.state.phase == "charge-moves" and foe.reaction == "hold"


PASS = maps_dir() / "forgotten_world_grimtusk_pass.json"


def test_a_regiment_dragged_onto_a_building_garrisons_it_and_a_garrison_has_its_buttons(play):
    """Terrains › Buildings on the screen: the shipped archers start in the farmhouse; halberdiers dropped
    on the barn stop at its wall and enter it; a unit touching the walls gets a Garrison button."""
    from game.rulesets.forgotten_world.actions import ChooseRole, EndCharges, Garrison
    battle = Battle.from_file(PASS, seed=3)
    st = battle.state
    assert st.units["a_archers"].garrison                  # deployed in the farmhouse
    win = st.rolloff_winner
    battle.perform(ChooseRole(win, win == "aurel"))
    battle.perform(EndCharges("aurel"))
    h, w = st.units["a_halberdiers"], st.units["a_warriors"]
    h.x, h.y = 19.5, 36.5                                  # 1.3" short of the barn (18-21, 30-32)
    st.touch()
    d = play(battle)
    scene = d.scene
    d.drag(d.unit("a_halberdiers"), d.world(19.5, 31.0), release=False)
    assert scene.move.verdict and "garrisons Barn" in scene.move.verdict.info["note"], scene.move.verdict
    d.release(d.world(19.5, 31.0))
    d.step(2)
    assert battle.state.units["a_halberdiers"].garrison
    view = scene.session.view("a_halberdiers")
    assert all(18 < x < 21 and 30 < y < 32 for x, y in view.footprint)     # drawn inside the barn
    assert any("Garrison of Barn" in line for line in view.card)


def test_a_regiment_touching_a_free_building_has_a_garrison_button(play):
    from game.rulesets.forgotten_world.actions import ChooseRole, EndCharges
    battle = Battle.from_file(PASS, seed=3)
    win = battle.state.rolloff_winner
    battle.perform(ChooseRole(win, win == "aurel"))
    battle.perform(EndCharges("aurel"))
    st = battle.state
    w = st.units["a_warriors2"]                            # Riverguard, against the barn's west wall
    w.x, w.y, w.heading = 18.0 - w.depth / 2 - 0.01, 31.0, 90.0
    st.touch()
    d = play(battle)
    d.click(d.unit("a_warriors2"))
    d.step(2)
    assert d.scene.selected == "a_warriors2"
    choose(d, "Garrison Barn with Riverguard")
    assert battle.state.units["a_warriors2"].garrison == "terrain.5"


def test_a_character_in_the_front_rank_moves_with_his_regiments_ghost(play):
    """Units › Characters: the character stands in the block, so the dragged ghost carries him."""
    d = play(Battle.from_file(MAP, seed=3))
    scene = d.scene
    choose(d, "Be the attacker (play first)")
    choose(d, "No more charges")
    st = scene.session.battle.state
    host = next(u for u in st.units.values() if u.side == scene.session.to_act() and st.attached_to(u.id))
    rider = st.attached_to(host.id)[0]
    drawn = []
    real = scene.artist.draw_ghost

    def spy(surface, cam, v, **kw):
        drawn.append((v.id, kw.get("pose")))
        return real(surface, cam, v, **kw)

    scene.artist.draw_ghost = spy
    target = ahead(scene.session.view(host.id).pose, 2.0)
    d.drag(d.unit(host.id), d.world(*target), release=False)
    d.step(2)
    ghost = scene.move.pose
    assert (host.id, ghost) in drawn and (rider.id, ghost) in drawn
    d.release(d.world(*target))
    assert scene.session.view(rider.id).pose == scene.session.view(host.id).pose


def test_the_charger_chooses_pursue_charge_on_or_move_normally_after_a_flee(play):
    """Movement Phase › Charge Reactions › Flee: the charging player gets the three choices as buttons."""
    from game.rulesets.forgotten_world.actions import EndCharges, React
    battle = Battle.from_file(MAP, seed=3)
    battle.perform(next(a for a in battle.legal_actions() if getattr(a, "attacker", False)))
    st = battle.state
    side = st.active
    me = next(u for u in st.units.values() if u.side == side and u.id.endswith("warriors"))
    foe = next(u for u in st.units.values() if u.side != side and u.id.endswith("archers"))
    foe.x, foe.y, foe.heading = me.x, me.y + (-12.0 if me.heading == 0 else 12.0), (me.heading + 180.0) % 360.0
    st.touch()
    battle.perform(DeclareCharge(me.id, foe.id))
    battle.perform(EndCharges(side))
    battle.perform(React(foe.id, "flee"))
    assert st.units[foe.id].fled and st.phase == "charge-moves"
    d = play(battle)
    scene = d.scene
    assert "fled" in scene.session.status().text
    group = next(e[3] for e in scene.actions.entries if e[0] == "group" and e[3].actions[0].name == "ChargeMove")
    assert sorted(group.labels) == sorted(["Pursue the fleeing unit", "Give up the charge, move normally",
                                           "Charge on where it stood (the first enemy reached becomes the target)"])
