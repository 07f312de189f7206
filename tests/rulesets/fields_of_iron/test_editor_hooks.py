"""Fields of Iron and Echo › the scenario editor's hooks: the card catalogue, the points of each
unit, and a unit hemmed in by a river it may not enter."""
from game.content import scenario_from_data
from game.core.ruleset import get_ruleset
from tests.rulesets.fields_of_iron.helpers import cells, doc, unit

RIVER_RING = [(5, 4), (5, 3), (4, 3), (3, 3), (3, 4), (4, 5)]  # the six neighbours of (4, 4), flat odd-q


def test_catalogue_lists_every_card_with_its_points():
    ruleset = get_ruleset("fields_of_iron")
    cat = {p.id: p for p in ruleset.profile_catalogue(scenario_from_data(doc([unit("n1", "spearmen", 1, 1)])))}
    assert set(cat) == ruleset.profile_ids()
    assert cat["spearmen"].points == 8 and cat["spearmen"].name == "Spearmen" and not cat["spearmen"].leader
    assert cat["captain"].leader and cat["captain"].kind == "leader"


def test_army_report_gives_each_units_points():
    sc = scenario_from_data(doc([unit("n1", "spearmen", 1, 1), unit("n2", "knights", 2, 1)]))
    report = get_ruleset("fields_of_iron").army_report(sc, "north")
    assert report.points == 20 and dict(report.costs) == {"n1": 8, "n2": 12}


def test_infantry_ringed_by_river_is_trapped_and_cavalry_is_not():
    """Fields of Iron and Echo › Rivers: infantry may not enter a river hex without a bridge or ford."""
    river = cells("river", *RIVER_RING)
    sc = scenario_from_data(doc([unit("n1", "spearmen", 4, 4), unit("n2", "knights", 8, 8)], [river]))
    ruleset = get_ruleset("fields_of_iron")
    assert "cannot leave its hex" in ruleset.unit_trapped(sc, "n1")
    assert ruleset.unit_trapped(sc, "n2") is None
    sc2 = scenario_from_data(doc([unit("n1", "knights", 4, 4)], [river]))
    assert ruleset.unit_trapped(sc2, "n1") is None


def test_a_ford_in_the_ring_frees_the_unit():
    sc = scenario_from_data(doc([unit("n1", "spearmen", 4, 4)], [cells("river", *RIVER_RING), cells("ford", (4, 3))]))
    assert get_ruleset("fields_of_iron").unit_trapped(sc, "n1") is None
