"""Issue 16, item 2: terrain drawn as terrain, the same on every run, for every ruleset's terrain types."""
import pygame
import pytest

from game.content import load_scenario
from game.core.ruleset import get_ruleset, ruleset_names
from game.ui.board.art_base import Hash, seed_of
from game.ui.board.layout import layout_for
from game.ui.board.paint import AREA_PAINTERS, paint_area
from game.ui.board.render import BoardRenderer
from game.ui.board.art_lines import LINE_PAINTERS
from game.ui.board.styles import STYLES, style_for
from game.ui.camera import Camera
from game.content.library import maps_dir

RULESETS = [n for n in ruleset_names() if n in ("fields_of_iron", "forgotten_world", "formations", "iron_dawn",
                                                 "iron_winds")]


@pytest.mark.parametrize("name", RULESETS)
def test_every_terrain_type_of_every_ruleset_has_its_own_art(name):
    meta = get_ruleset(name).meta
    keys = [t.style or t.key for t in meta.terrain_types] or []
    if name == "formations":
        from game.rulesets.formations.terrain import TABLE
        keys = list(TABLE)
    assert keys
    for key in keys:
        assert key in STYLES, f"{name}: terrain {key!r} has no style"
        art = style_for(key).art
        assert art in AREA_PAINTERS or art in LINE_PAINTERS, f"{name}: {key!r} has no painter"


def test_the_hash_is_stable_and_never_random():
    a, b = Hash(seed_of("woods", (2, 3))), Hash(seed_of("woods", (2, 3)))
    assert [a.unit() for _ in range(4)] == [b.unit() for _ in range(4)]
    assert seed_of("woods", (2, 3)) != seed_of("woods", (3, 2))
    src = "".join(open(m.__file__).read() for m in _art_modules())
    assert "import random" not in src and "random." not in src


def _art_modules():
    from game.ui.board import art_base, art_lines, art_nature, art_works, paint, render
    return (art_base, art_lines, art_nature, art_works, paint, render)


def _render(path, scale):
    scenario = load_scenario(path)
    layout = layout_for(scenario.board)
    renderer = BoardRenderer(scenario, layout)
    cam = Camera(800, 600, scale)
    surf = pygame.Surface((800, 600))
    renderer.draw(surf, cam)
    return pygame.image.tobytes(surf, "RGB")


@pytest.mark.parametrize("map_name", ["fields_of_iron_greywater.json", "iron_dawn_pumping_station.json"])
def test_a_board_draws_the_same_every_time(map_name):
    path = maps_dir() / map_name
    assert _render(path, 30.0) == _render(path, 30.0)


def test_woods_show_tree_canopies_in_several_greens():
    """Not a flat fill: a wood on a table has lit and shaded canopies over a darker floor."""
    surf = pygame.Surface((200, 200))
    surf.fill((0, 0, 0))
    square = [(0, 0), (10, 0), (10, 10), (0, 10)]
    paint_area(surf, square, style_for("woods"), lambda x, y: (x * 20, y * 20), seed=5)
    greens = {tuple(surf.get_at((x, y)))[:3] for x in range(5, 195, 3) for y in range(5, 195, 3)}
    assert len(greens) >= 6
    assert all(g > r and g > b for r, g, b in greens)


def test_hills_get_lighter_with_each_level():
    def top(level):
        surf = pygame.Surface((200, 200))
        square = [(0, 0), (10, 0), (10, 10), (0, 10)]
        paint_area(surf, square, style_for("hill"), lambda x, y: (x * 20, y * 20), level=level)
        return sum(surf.get_at((100, 100))[:3])

    assert top(1) < top(2) < top(3)


def test_a_hill_shows_a_contour_per_level():
    def steps(level):   # changes of colour walking from the edge to the middle
        surf = pygame.Surface((200, 200))
        square = [(0, 0), (10, 0), (10, 10), (0, 10)]
        paint_area(surf, square, style_for("hill"), lambda x, y: (x * 20, y * 20), level=level, edge_px=0)
        row = [tuple(surf.get_at((x, 100)))[:3] for x in range(1, 100)]
        return sum(1 for a, b in zip(row, row[1:]) if a != b)

    assert steps(1) < steps(2) < steps(3)
