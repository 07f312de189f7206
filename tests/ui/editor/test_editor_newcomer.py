"""The editor as a newcomer meets it (issue 19, item 8): a new scenario is not 'changed' until edited,
the catalogue stays put under the pointer while units are placed, a crossing painted on a river keeps
the river beneath it."""
import pygame
import pytest

from game.content.library import maps_dir
from game.ui.board.styles import style_for
from game.ui.editor.document import EditorDocument
from tests.ui.editor.test_editor_files import window_titles
from tests.ui.test_text_fits import SHIPPED, clipped_buttons


def test_a_new_untouched_scenario_is_not_changed_and_closes_without_asking(edit):
    d = edit()                                   # `python -m game edit`: a new scenario
    assert not d.scene.doc.dirty
    d.click_button("Close")
    assert "Unsaved changes" not in window_titles(d.app)
    assert type(d.scene).__name__ == "MenuScene"


def test_a_new_scenario_once_edited_asks_before_closing(edit):
    d = edit()
    d.scene.paint.kind = "woods"
    d.key(pygame.K_b)
    d.click(d.cell((3, 3)))
    assert d.scene.doc.dirty
    d.click_button("Close")
    assert "Unsaved changes" in window_titles(d.app)


def test_the_catalogue_stays_under_the_pointer_after_a_unit_is_placed(edit):
    d = edit(maps_dir() / "iron_winds_border_skirmish.json")
    d.click_button("Armies")
    d.step(2)
    catalogue = d.scene.panel.catalogue
    last = catalogue.rows[-1].text
    entry = d.list_button(catalogue, last)       # scrolled down to the last profile, as a person would
    where = entry.rect.center
    d.drag_path([where, d.world(20, 20)])
    d.step(3)
    assert d.scene.selected is not None and d.scene.props.form is not None   # its properties are shown
    catalogue = d.scene.panel.catalogue
    under = [b.text for b in catalogue.buttons if b.rect.collidepoint(where) and b.visible]
    assert under == [entry.text]
    d.drag_path([where, d.world(26, 20)])         # the same entry again, where the pointer left it
    d.step(3)
    names = [u.profile for u in d.scene.doc.scenario.sides[d.scene.side].units]
    assert names[-1] == names[-2]


def _river_with_a_cell(kind_painted):
    doc = EditorDocument.new("fields_of_iron", {"kind": "hex", "cols": 8, "rows": 6}, "River")
    doc.apply("river", lambda d: d["terrain"].append({"type": "river", "shape": "cells",
                                                      "cells": [[c, 2] for c in range(8)]}))
    return doc


def test_a_bridge_painted_on_a_river_keeps_the_river_beneath(edit):
    d = edit(_river_with_a_cell("bridge"))
    d.key(pygame.K_b)
    d.scene.paint.kind = "bridge"
    assert d.scene.paint.replace                  # the palette's default mode: replace
    d.click(d.cell((3, 2)))
    kinds = {p.type for p in d.scene.doc.scenario.terrain if [3, 2] in [list(c) for c in p.cells]}
    assert kinds == {"river", "bridge"}
    d.scene.paint.kind = "woods"                 # other terrain still replaces the river
    d.click(d.cell((5, 2)))
    kinds = {p.type for p in d.scene.doc.scenario.terrain if [5, 2] in [list(c) for c in p.cells]}
    assert kinds == {"woods"}


def test_the_river_shows_around_a_ford_on_the_board(edit):
    d = edit(_river_with_a_cell("ford"))
    d.key(pygame.K_b)
    d.scene.paint.kind = "ford"
    d.click(d.cell((3, 2)))
    d.scene.select(None)
    d.move(d.cell((0, 5)))
    d.step(2)
    centre = d.cell((3, 2))
    size = d.scene.layout.size * d.scene.view.camera.scale
    river, ford = style_for("river").fill, style_for("ford").fill

    def near(colour, target):
        return sum(abs(a - b) for a, b in zip(colour[:3], target)) < 40

    ring = [d.app.surface.get_at((int(centre[0] + dx * size * 0.82), int(centre[1] + dy * size * 0.82)))
            for dx, dy in ((1, 0), (-1, 0), (0.5, 0.6), (-0.5, -0.6))]
    assert sum(near(c, river) for c in ring) >= 3      # water around the edge of the hex
    middle = [d.app.surface.get_at((int(centre[0] + dx), int(centre[1] + dy)))
              for dx in range(-6, 7, 3) for dy in range(-6, 7, 3)]
    assert sum(near(c, ford) for c in middle) >= 5     # the ford across its middle


def test_checks_and_the_roster_speak_in_names_and_say_which_side(edit):
    """Issue 19, item 7: no unit ids, profile keys or field paths in what the editor shows."""
    d = edit(maps_dir() / "iron_winds_border_skirmish.json")
    d.click_button("Armies")
    d.step(2)
    rows = [r.text for r in d.scene.panel.units.rows]
    assert any("(with Knights of the Rose)" in r for r in rows) and not any("h_knights1" in r for r in rows)
    side = d.scene.doc.scenario.sides[0]
    unit = side.units[0]
    d.scene.apply("overlap", lambda doc: doc["sides"][0]["units"][1].update(pose=list(unit.pose)))
    d.click_button("Checks")
    d.step(2)
    text = d.scene.panel.box.html_text
    other = side.units[1]
    assert f"{side.name}: " in text and "overlaps" in text
    assert unit.id not in text and other.id not in text and "sides." not in text and "units." not in text


@pytest.mark.parametrize("name", SHIPPED)
def test_no_button_of_the_editor_is_clipped(edit, name):
    d = edit(maps_dir() / f"{name}.json")
    for tab in ("Terrain", "Armies"):
        d.click_button(tab)
        d.step(2)
        assert clipped_buttons(d.app) == [], tab
    d.scene.select(("unit", 0, 0))
    d.step(2)
    assert clipped_buttons(d.app) == []


def test_a_refused_edit_says_why_without_field_paths(edit):
    d = edit(maps_dir() / "fields_of_iron_first_clash.json")
    unit = d.scene.doc.scenario.sides[0].units[0]
    d.scene.apply("Bad", lambda doc: doc["sides"][0]["units"][0].update(at="nowhere"))
    text = d.scene.toasts[-1][0]
    assert text.startswith("Not done: ") and "sides." not in text and "units." not in text
    assert (unit.name or "") in text or unit.id not in text
