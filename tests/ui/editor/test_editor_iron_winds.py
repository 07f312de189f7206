"""The editor with Iron Winds of War (a table ruleset with points, options, leaders and the 80% / 50%
advice): build an army from the catalogue, see its points and the army rules live, fix a missing
leader from the checks, save a file that validates. Skipped until the ruleset lands."""
import pygame

from game.cli.main import main as cli
from game.ui.editor.document import EditorDocument



def empty_table():
    return EditorDocument.new("iron_winds", {"kind": "table", "width": 48, "height": 36}, "Skirmish")


def drop(d, profile: str, x: float, y: float) -> None:
    d.drag_path([d.list_button(d.scene.panel.catalogue, profile).rect.center, d.world(x, y)])
    d.step(2)


def test_build_two_armies_with_points_and_advice_then_save_a_valid_file(edit, home):
    d = edit(empty_table())
    d.click_button("Armies")
    drop(d, "Human Knight Cavalry", 12, 30)
    drop(d, "Human Knight Cavalry", 20, 30)
    report = d.scene.army_report(0)
    assert report.points == 72 and any("80%" in w for w in report.warnings)       # all knights: the advice
    assert "72" in d.scene.panel.report.html_text and "80%" in d.scene.panel.report.html_text
    problems = [c for c in d.scene.checks() if not c.advice]
    leader = next(c for c in problems if "leader" in c.message and c.path.startswith("sides.0"))
    d.click_button("Checks")
    d.post(pygame.event.Event(d.app.gui.UI_TEXT_BOX_LINK_CLICKED, ui_element=d.scene.panel.box,
                              link_target=f"check:{d.scene.checks().index(leader)}"))
    assert d.scene.side == 0
    d.click_button("Armies")
    drop(d, "Human General", 30, 30)
    d.scene.props._changed("attached_to", d.scene.doc.scenario.sides[0].units[0].id)
    drop(d, "Human Warriors", 36, 30)
    d.key(pygame.K_a)
    d.key(pygame.K_f)                      # the jump moved the camera: fit the table again
    drop(d, "Orc War Chief", 24, 6)
    drop(d, "Orc Heavy Infantry", 20, 6)
    drop(d, "Orc Light Archers", 30, 6)
    assert not [c for c in d.scene.checks() if not c.advice]
    target = home / "scenarios" / "skirmish.json"
    d.scene._checked_save(target)
    assert cli(["validate", str(target)]) == 0


def test_overlapping_bases_and_a_unit_off_the_table(edit):
    d = edit(empty_table())
    d.click_button("Armies")
    drop(d, "Human Warriors", 10, 30)
    drop(d, "Human Warriors", 11, 30.5)
    d.scene.place_unit("human_archers", (47, 30))
    found = {c.path: c.message for c in d.scene.checks()}
    assert "overlaps" in found["sides.0.units.1.pose"] and "off the" in found["sides.0.units.2.pose"]


def test_playtest_an_iron_winds_scenario(edit):
    from game.content.library import maps_dir

    d = edit(maps_dir() / "iron_winds_border_skirmish.json")
    d.key(pygame.K_F5)
    assert type(d.scene).__name__ == "PlaytestScene"
    d.key(pygame.K_ESCAPE)
    d.key(pygame.K_ESCAPE)
    assert type(d.scene).__name__ == "EditorScene"
