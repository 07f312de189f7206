"""core.tableterrain: a table's terrain pieces as geometry, categories and an index (rule-free)."""
from game.content import scenario_from_data
from game.core.tableterrain import TableTerrain, band_polygons, piece_geometry
from game.geometry.plane import Band, Circle, Pose, rect_footprint

WOODS, HILL, LINE = 1, 2, 4


def pieces():
    doc = {"ruleset": "race", "title": "t", "board": {"kind": "table", "width": 48, "height": 36},
           "terrain": [{"type": "woods", "shape": "polygon", "points": [[2, 2], [8, 2], [6, 5], [8, 8], [2, 8]]},
                       {"type": "hill", "shape": "circle", "center": [20, 20], "radius": 4, "level": 2, "id": "big"},
                       {"type": "hill", "shape": "rect", "center": [30, 10], "size": [4, 2], "rotation": 90},
                       {"type": "wall", "shape": "polyline", "points": [[0, 30], [10, 30], [10, 34]], "width": 0.5},
                       {"type": "field", "shape": "circle", "center": [40, 30], "radius": 2}],
           "sides": [{"id": "a", "name": "A"}, {"id": "b", "name": "B"}]}
    return scenario_from_data(doc).terrain


def test_pieces_become_shapes_with_keys_types_levels_and_categories():
    tt = TableTerrain.build(pieces(), {"woods": WOODS, "hill": HILL, "wall": LINE})
    assert [s.key for s in tt.shapes] == ["terrain.0", "big", "terrain.2", "terrain.3", "terrain.4"]
    assert isinstance(tt.shape("big").shape, Circle) and tt.shape("big").level == 2
    assert tt.shape("terrain.2").level == 1                       # a piece without a level: the default
    assert isinstance(tt.shape("terrain.3").shape, Band) and tt.shape("terrain.4").categories == 0
    rect = tt.shape("terrain.2").shape                            # turned 90 degrees: 2 wide, 4 tall
    xs, ys = [p[0] for p in rect], [p[1] for p in rect]
    assert (max(xs) - min(xs), max(ys) - min(ys)) == (2.0, 4.0)


def test_queries_by_category():
    tt = TableTerrain.build(pieces(), {"woods": WOODS, "hill": HILL, "wall": LINE})
    assert [s.key for s in tt.at((20, 21), HILL)] == ["big"] and tt.at((20, 21), WOODS) == []
    assert tt.level_at((20, 21), HILL) == 2 and tt.level_at((1, 1), HILL) == 0
    assert [s.key for s in tt.of(HILL | LINE)] == ["big", "terrain.2", "terrain.3"]
    assert tt.at((7, 5), WOODS) == []                             # in the notch of the concave wood
    assert [s.key for s in tt.overlapping(rect_footprint(Pose(5, 4), 2, 2), WOODS)] == ["terrain.0"]
    assert [s.key for s in tt.near(rect_footprint(Pose(20, 26), 2, 2), 1.5, HILL)] == ["big"]


def test_blockers_and_occluders_for_sight():
    tt = TableTerrain.build(pieces(), {"woods": WOODS, "hill": HILL, "wall": LINE})
    from game.geometry.planesight import segment_clear
    assert not segment_clear((0, 5), (12, 5), tt.blockers(WOODS))
    assert segment_clear((0, 5), (12, 5), tt.blockers(HILL))
    assert tt.occluders(WOODS | LINE).count == 3                  # the wood and the wall's two pieces
    assert len(band_polygons(piece_geometry({"shape": "polyline", "points": [[0, 0], [4, 0]], "width": 1}))) == 1


def test_doctests():
    import doctest

    import game.core.tableterrain as mod
    result = doctest.testmod(mod)
    assert result.failed == 0 and result.attempted > 0
