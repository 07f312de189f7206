"""Armies in the editor with a ruleset that has ranks and files, figures, options and leaders: the
properties the ruleset reads, the points checked live, the army rules in the checks."""
import pygame

import tests.ui.editor.ranked  # noqa: F401  (registers ranked_test)
from game.ui.editor.document import EditorDocument


def army():
    doc = EditorDocument.new("ranked_test", {"kind": "table", "width": 48, "height": 36})
    doc.apply("units", lambda d: d["sides"][0]["units"].append({"id": "p1", "profile": "pikes", "pose": [10, 30, 0]}))
    return doc


def enter(d, key: str, text: str) -> None:
    entry = d.scene.props.form.inputs[key]
    entry.focus()
    entry.set_text(text)
    d.key(pygame.K_RETURN)
    d.step()          # the entry's "finished" event is handled on the next frame


def test_ranks_files_and_figures_where_the_ruleset_has_them(edit):
    d = edit(army())
    d.click_button("Armies")
    d.scene.select(("unit", 0, 0))
    d.step()
    assert {"ranks", "files", "figures", "options", "heading", "name"} <= set(d.scene.props.form.inputs) | \
        set(d.scene.props.form.flag_buttons)
    enter(d, "ranks", "3")
    enter(d, "files", "6")
    unit = d.scene.doc.scenario.sides[0].units[0]
    assert (unit.ranks, unit.files) == (3, 6)
    assert d.scene.views()["p1"].footprint[1][0] - d.scene.views()["p1"].footprint[0][0] == 6   # the base follows
    enter(d, "figures", "8")
    assert d.scene.army_report(0).points == 16
    assert "16" in d.scene.panel.report.html_text
    enter(d, "figures", "99")                   # refused with a note: nothing changes
    assert d.scene.doc.scenario.sides[0].units[0].figures == 8
    d.click(d.scene.props.form.flag_buttons["options"]["veteran"].rect.center)
    assert d.scene.doc.scenario.sides[0].units[0].options == ["veteran"]
    enter(d, "heading", "90")
    assert d.scene.doc.scenario.sides[0].units[0].pose[2] == 90


def test_a_leader_attached_to_a_unit_stands_with_it_and_the_army_rule_clears(edit):
    d = edit(army())
    assert any(c.message == "an army needs a leader" and c.target == ("side", 0) for c in d.scene.checks())
    d.click_button("Armies")
    d.drag_path([d.button("Hero").rect.center, d.world(30, 30)])
    d.step(2)
    leader = ("unit", 0, 1)
    assert d.scene.selected == leader
    form = d.scene.props.form
    assert "attached_to" in form.inputs and "figures" not in form.inputs
    d.scene.props._changed("attached_to", "p1")
    sc = d.scene.doc.scenario
    assert sc.sides[0].units[1].attached_to == "p1" and sc.sides[0].units[1].pose == sc.sides[0].units[0].pose
    assert not [c for c in d.scene.checks() if not c.advice]   # no leader problem; a leader on his unit is no overlap
    d.scene.select(("unit", 0, 0))
    d.key(pygame.K_v)
    d.drag_path([d.world(10, 30), d.world(20, 25)])
    assert d.scene.doc.scenario.sides[0].units[1].pose[:2] == (20, 25)


def test_points_limit_and_a_trapped_unit_are_problems(edit):
    d = edit(army())
    d.scene.apply("limit", lambda doc: doc["sides"][0].update(points_limit=10))
    d.scene.apply("lake", lambda doc: doc["terrain"].append({"type": "lake", "shape": "circle", "center": [10, 30],
                                                             "radius": 3}))
    messages = {c.message: c.target for c in d.scene.checks()}
    assert messages["the army costs 24 points, over its limit of 10"] == ("side", 0)
    assert messages["p1 stands in a lake"] == ("unit", 0, 0)
