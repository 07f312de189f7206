"""Refusals name the reason and the rule (issue 19, item 2): a hex move too far, by click or by
drag; the target tooltip gives the real reason, not "Not in sight", when the target is in sight."""
from game.content.library import default_scenario_path
from game.core.battle import Battle

FAR = (7, 1)  # a hex League Bowmen (at 7,4, infantry: 2 hexes) cannot reach


def test_a_click_on_a_hex_too_far_says_why_and_which_rule_and_keeps_the_unit(play):
    d = play(Battle.from_file(default_scenario_path(), seed=3))
    scene = d.scene
    d.click(d.unit("s_bow"))
    assert not scene.move.reachable(FAR)
    d.click(d.cell(FAR))
    said = [t[0] for t in scene.toasts]
    assert any("too far: infantry moves at most 2 hexes" in t and "Move › Basic move" in t for t in said), said
    assert scene.selected == "s_bow" and scene.session.view("s_bow").cell == (7, 4)


def test_a_drag_to_a_hex_too_far_says_why_and_which_rule(play):
    d = play(Battle.from_file(default_scenario_path(), seed=3))
    scene = d.scene
    d.click(d.unit("s_bow"))
    d.drag(d.unit("s_bow"), d.cell(FAR), release=False)
    assert "too far" in scene.move.verdict.reason and scene.move.verdict.rule is not None
    d.release(d.cell(FAR))
    assert any("too far" in t[0] and "Basic move" in t[0] for t in scene.toasts)
    assert scene.session.view("s_bow").cell == (7, 4)


def test_the_target_tip_of_a_unit_without_a_missile_weapon_says_so_not_out_of_sight(play):
    d = play(Battle.from_file(default_scenario_path(), seed=3))
    scene = d.scene
    d.click(d.unit("s_spear"))
    d.move(d.unit("n_spear"))
    texts = [t for t, _ in scene.target_tip()]
    assert "In sight" in texts and "Not in sight" not in texts
    assert texts[1] == "League Spearmen has no shooting weapon; it fights adjacent enemies only"
    assert texts[-1] == "Rule: Fields of Iron and Echo › Fight"


def test_the_target_tip_of_archers_names_the_closest_enemy_they_must_shoot(play):
    d = play(Battle.from_file("maps/iron_winds_border_skirmish.json", seed=1))
    scene = d.scene
    d.click(d.unit("h_archers1"))
    d.move(d.unit("o_heavy3"))
    texts = [t for t, _ in scene.target_tip()]
    assert "In sight" in texts, texts
    assert "must shoot at the closest enemy with a direct path: Black Shields, not Skull Takers" in texts[1]
    assert texts[-1].startswith("Rule: Iron Winds of War") and "Archery" in texts[-1]
