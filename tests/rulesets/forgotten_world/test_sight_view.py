"""The battle screen's sight shading agrees with shooting (Attack Phase › Shooting; Terrains › Hills,
Forests): a hill or a wood hides what lies beyond it, not what stands on it or within 2" of a wood's edge;
more than 2" inside a wood is hidden."""
from game.geometry.plane import point_in_polygon
from game.rulesets.forgotten_world.combat import shot_target

from .helpers import RS, at, scenario, start, unit


def _shaded(sight, point) -> bool:
    """Whether the overlay darkens `point`: lit by the polygon or a seen part, then darkened by hidden."""
    lit = point_in_polygon(point, sight.polygon) or any(point_in_polygon(point, p) for p in sight.seen)
    return not lit or any(point_in_polygon(point, p) for p in sight.hidden)


def test_a_unit_on_a_hill_that_shooting_sees_is_not_shaded_terrains_hills():
    hill = {"type": "hill", "shape": "rect", "center": [24, 16], "size": [16, 8]}
    s = at(start(scenario([unit("a", "aurel_archers", 24, 34, 0, files=6)],
                          [unit("o", "orc_warriors", 24, 16, 180, files=6),        # on the hill
                           unit("t", "orc_trolls", 24, 9.5, 180, files=2)],        # behind it
                          terrain=[hill])), "attack")
    sight = RS.sight(s, "a")
    o, t = s.units["o"], s.units["t"]
    assert shot_target(s, s.units["a"], o)[0] == ""                          # shooting sees it
    inside = [(o.x + 0.9 * (x - o.x), o.y + 0.9 * (y - o.y)) for x, y in o.footprint()]
    assert not any(_shaded(sight, p) for p in [(o.x, o.y), *inside])
    o.x = 40.0                                                                  # out of the way: the trolls
    s.touch()
    assert "out of sight" in shot_target(s, s.units["a"], t)[0]
    assert _shaded(sight, (t.x, t.y)) and _shaded(sight, (24, 10.5))            # beyond the hill: hidden


def test_a_woods_edge_is_seen_and_its_heart_hidden_terrains_forests():
    wood = {"type": "forest", "shape": "rect", "center": [24, 14], "size": [14, 12]}
    s = at(start(scenario([unit("a", "aurel_archers", 24, 34, 0, files=6)],
                          [unit("o", "orc_warriors", 40, 4, 180, files=6)], terrain=[wood])), "attack")
    sight = RS.sight(s, "a")
    assert not _shaded(sight, (24, 19.2))          # 0.8" inside the near edge
    assert not _shaded(sight, (18, 9.0))           # 1" inside the far edge, seen across the wood's own ground
    assert _shaded(sight, (24, 14))                # the heart of the wood
    assert _shaded(sight, (24, 6))                 # beyond it


def test_the_ground_the_viewer_stands_on_hides_nothing_from_it_terrains_hills():
    hill = {"type": "hill", "shape": "rect", "center": [24, 33], "size": [16, 6]}
    s = at(start(scenario([unit("a", "aurel_archers", 24, 34, 0, files=6)],
                          [unit("o", "orc_warriors", 24, 10, 180, files=6)], terrain=[hill])), "attack")
    sight = RS.sight(s, "a")
    assert not _shaded(sight, (24, 10)) and not _shaded(sight, (10, 20))
