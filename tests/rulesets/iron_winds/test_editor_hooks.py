"""Iron Winds of War › the scenario editor's hooks: profiles with points and the options each may buy
under the scenario's advanced rules, base outlines (an attached leader stands behind his unit's
centre), and the points of each unit in the army report."""
from game.content import scenario_from_data
from game.core.ruleset import get_ruleset
from game.geometry.planegaps import overlapping
from game.content.library import maps_dir
from game.content import load_scenario


def _doc(options=None):
    return scenario_from_data({
        "ruleset": "iron_winds", "title": "t", "board": {"kind": "table", "width": 48, "height": 36},
        "options": options or {},
        "sides": [{"id": "a", "name": "A", "units": [
            {"id": "k", "profile": "human_knight_cavalry", "pose": [10, 10, 0]},
            {"id": "g", "profile": "human_general", "pose": [10, 10, 0], "attached_to": "k"},
            {"id": "w", "profile": "human_warriors", "pose": [20, 10, 90], "options": ["bows"]}]},
                  {"id": "b", "name": "B"}]})


def test_catalogue_prices_whole_units_and_offers_what_each_may_buy():
    ruleset = get_ruleset("iron_winds")
    cat = {p.id: p for p in ruleset.profile_catalogue(_doc())}
    knights, warriors, general = cat["human_knight_cavalry"], cat["human_warriors"], cat["human_general"]
    assert knights.points == 36 and knights.figures == 6 and knights.fields == ("figures",)
    assert "bows" not in knights.options                      # knights carry no bows (but elves)
    assert "bows" in warriors.options and "longbows" not in warriors.options   # longbows need the advanced rule
    assert general.leader and general.points == 0 and general.fields == ("attached_to",)
    assert general.options == ()                              # heroes need the advanced rule too
    advanced = {p.id: p for p in ruleset.profile_catalogue(_doc({"longbows": True, "heroes": True}))}
    assert "longbows" in advanced["human_warriors"].options and "hero" in advanced["human_general"].options


def test_base_outlines_follow_the_profiles_and_the_attached_leader_rides_with_his_unit():
    ruleset = get_ruleset("iron_winds")
    sc = _doc()
    knights = ruleset.base_outline(sc, "k")
    xs, ys = [p[0] for p in knights], [p[1] for p in knights]
    assert (max(xs) - min(xs), max(ys) - min(ys)) == (4.0, 3.0)            # 4" x 3" cavalry base
    warriors = ruleset.base_outline(sc, "w")                                # turned to face right: 2" x 4"
    assert round(max(p[0] for p in warriors) - min(p[0] for p in warriors), 6) == 2.0
    leader = ruleset.base_outline(sc, "g")
    cy = sum(p[1] for p in leader) / len(leader)
    assert abs(cy - 10.5) < 1e-6 and overlapping(tuple(leader), tuple(knights))


def test_army_report_gives_each_units_points():
    report = get_ruleset("iron_winds").army_report(_doc(), "a")
    assert dict(report.costs) == {"k": 36, "g": 0, "w": 36} and report.points == 72


def test_every_shipped_iron_winds_map_has_an_outline_for_every_unit():
    ruleset = get_ruleset("iron_winds")
    for path in sorted(maps_dir().glob("iron_winds_*.json")):
        sc = load_scenario(path)
        for _, u in sc.all_units():
            assert len(ruleset.base_outline(sc, u.id)) >= 4, (path.name, u.id)
