"""The editor draws an Iron Dawn squad model by model, where the battle will start them, and a tank's turret
where it points (the shipped pumping station, opened from its file)."""
from game.content.library import maps_dir
from game.core.dice import Dice
from game.core.ruleset import get_ruleset
from game.ui.editor.document import EditorDocument

MAP = maps_dir() / "iron_dawn_pumping_station.json"


def test_a_squad_is_drawn_model_by_model_at_the_battles_starting_places(edit):
    d = edit(EditorDocument.open(str(MAP)))
    views = d.scene.views()
    state, _ = get_ruleset("iron_dawn").setup(d.scene.doc.scenario, Dice.scripted([1, 1, 5, 5]))
    line = state.units["h_line"]
    pieces = views["h_line"].pieces
    assert len(pieces) == len(line.models) == 8
    centres = [(sum(p[0] for p in q) / len(q), sum(p[1] for p in q) / len(q)) for q in pieces]
    assert all(abs(cx - m.x) < 1e-6 and abs(cy - m.y) < 1e-6 for (cx, cy), m in zip(centres, line.models))
    assert views["h_tank"].pieces == () and views["h_captain"].pieces == ()
    # each model stands as a figure on its base, as the battle draws it: the squad leader first
    v = views["h_line"]
    assert v.figures == 1 and v.piece_kinds == ("leader",) + ("infantry",) * 7
    # on the picture: a model's base is drawn, the gap between two models is the table
    d.step(2)
    surf = d.app.surface
    a, b = line.models[0], line.models[1]
    at_model = surf.get_at(tuple(int(v) for v in d.world(a.x, a.y)))[:3]
    gap = surf.get_at(tuple(int(v) for v in d.world((a.x + b.x) / 2, (a.y + b.y) / 2)))[:3]
    assert at_model != gap


def test_a_tanks_turret_is_drawn_where_the_scenario_points_it(edit):
    doc = EditorDocument.open(str(MAP))
    d = edit(doc)
    views = d.scene.views()
    tank = next(u for u in d.scene.doc.data["sides"][0]["units"] if u["id"] == "h_tank")
    assert views["h_tank"].turret == tank["pose"][2] + tank.get("turret", 0)
    assert views["h_carrier"].turret is None          # no turret on the carrier
    d.step(2)
    x, y, h = tank["pose"]
    ahead = d.app.surface.get_at(tuple(int(v) for v in d.world(x, y - 2.5)))[:3]     # the barrel, up the hull
    beside = d.app.surface.get_at(tuple(int(v) for v in d.world(x + 1.2, y - 2.5)))[:3]
    assert ahead != beside
