"""The editor with Iron Dawn (a table ruleset drawn model by model): a designer places a squad (its models in
formation), a tank with its hull heading and its turret facing, a building with a door and a window, and an
objective, all by posted events (the turret by the inspector's own field), and saves a file that validates
and starts a battle with the turret where it was set."""
import pygame

from game.cli.main import main as cli
from game.content import load_scenario
from game.core.dice import Dice
from game.core.ruleset import get_ruleset
from game.ui.editor.document import EditorDocument


def drop(d, profile: str, x: float, y: float) -> None:
    d.drag_path([d.list_button(d.scene.panel.catalogue, profile).rect.center, d.world(x, y)])
    d.step(2)


def rect(d, kind: str, a, b) -> None:
    d.key(pygame.K_r)
    d.click(d.list_button(d.scene.panel.palette, kind).rect.center)
    d.drag_path([d.world(*a), d.world(*b)])
    d.step()


def test_place_squad_tank_with_turret_building_with_openings_and_objective(edit, home):
    d = edit(EditorDocument.new("iron_dawn", {"kind": "table", "width": 48, "height": 36}, "Crossing"))
    d.click_button("Armies")
    drop(d, "Volksmilitia Line", 12, 30)
    drop(d, "Warden", 30, 30)
    d.key(pygame.K_q)                                  # the hull turned by the key, as any unit
    units = d.scene.doc.data["sides"][0]["units"]
    squad, tank = units
    assert d.scene.selected == ("unit", 0, 1) and tank["pose"][2] != 0
    form = d.scene.props.form
    assert "turret" in form.fields and "figures" not in form.fields
    d.scene.props._changed("turret", 90.0)
    squad, tank = d.scene.doc.data["sides"][0]["units"]
    assert tank["turret"] == 90
    d.scene.select(("unit", 0, 0))
    d.step()
    assert "turret" not in d.scene.props.form.fields and "figures" in d.scene.props.form.fields
    outline = get_ruleset("iron_dawn").base_outline(d.scene.doc.scenario, squad["id"])
    assert outline and max(x for x, _ in outline) - min(x for x, _ in outline) > 5      # five models abreast
    d.click_button("Terrain")
    rect(d, "Building", (20, 14), (28, 20))
    rect(d, "Door", (23, 19.5), (25, 20.5))
    rect(d, "Window", (27.5, 16), (28.5, 18))
    d.key(pygame.K_t)
    d.click(d.world(24, 8))
    d.step()
    data = d.scene.doc.data
    assert [t["type"] for t in data["terrain"]] == ["building", "door", "window"]
    assert len(data["objectives"]) == 1
    d.click_button("Armies")
    drop(d, "Human Captain", 8, 33)
    d.scene.side = 1
    drop(d, "Woruxi Warlord", 24, 3)
    drop(d, "Woruxi Marauder", 30, 4)
    assert [(c.path, c.message) for c in d.scene.checks() if not c.advice] == []
    target = home / "scenarios" / "crossing.json"
    d.scene._checked_save(target)
    assert cli(["validate", str(target)]) == 0
    sc = load_scenario(target)
    state, _ = get_ruleset("iron_dawn").setup(sc, Dice.scripted([1, 1, 5, 5]))
    assert state.units[tank["id"]].turret == 90.0 and len(state.units[squad["id"]].models) > 1
