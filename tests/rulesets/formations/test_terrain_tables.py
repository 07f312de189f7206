"""Movement and Terrain, sections Normal Terrain and Special Terrain: every type's traits per class."""
import pytest

from game.rulesets.formations.meta import META
from game.rulesets.formations.terrain import (DANGEROUS as D, IMPASSABLE as X, NONE as N, TABLE, cover_save_target,
                                              cover_value, movement_effect, tile_types)

# (type, (cover, effect) for infantry, vehicles, war engines, specials), as the text's tables give them
EXPECTED = {
    "buildings": ((3, N), (0, X), (0, X), ("Destructible",)),
    "cliff": ((0, X), (0, X), (0, X), ("See That Cliff?",)),
    "fortification": ((4, N), (0, X), (0, X), ("Bastion",)),
    "hill": ((0, N), (0, N), (0, N), ("Lie Low",)),
    "jungle": ((3, N), (0, X), (0, D), ("Canopy",)),
    "marsh": ((1, D), (0, D), (0, D), ()),
    "open": ((0, N), (0, N), (0, N), ("Lie Low",)),
    "river": ((1, D), (0, X), (0, N), ()),
    "road": ((0, N), (0, N), (0, N), ("Well-Travelled",)),     # ruling: not impassable
    "ruins": ((3, N), (0, D), (0, D), ()),
    "scrub": ((1, N), (0, N), (0, N), ("Lie Low",)),
    "woods": ((2, N), (0, D), (0, D), ("Canopy",)),
    "barricade": ((0, D), (0, N), (0, N), ("Impeded",)),
    "bunker": ((4, X), (0, D), (0, X), ("Fortified",)),
    "fieldworks": ((3, N), (0, D), (0, N), ("Impeded",)),
    "gun_emplacement": ((3, X), (2, X), (0, N), ("Gun Shield",)),
    "minefield": ((0, D), (0, D), (0, D), ("Watch Your Step",)),
}


@pytest.mark.parametrize("key", sorted(EXPECTED))
def test_each_terrain_type_has_the_texts_traits_for_each_class(key):
    """Normal Terrain / Special Terrain: cover and movement effect per class, and the specials."""
    row = TABLE[key]
    for cls, (cover, effect) in zip(("infantry", "vehicle", "war_engine"), EXPECTED[key][:3]):
        assert (row.trait(cls).cover, row.trait(cls).effect) == (cover, effect), (key, cls)
    assert row.specials == EXPECTED[key][3]


def test_every_type_is_offered_to_the_editor_and_hills_give_vision():
    assert {t.key for t in META.terrain_types} == set(EXPECTED) == set(TABLE)
    assert all(TABLE["hill"].trait(c).vision == 2 for c in ("infantry", "vehicle", "war_engine"))


def test_several_types_on_a_tile_worst_effect_best_cover_ruling():
    ts = frozenset({"scrub", "river"})
    assert movement_effect(ts, "infantry") == D and cover_value(ts, "infantry") == 1
    assert movement_effect(frozenset({"woods", "buildings"}), "vehicle") == X


def test_a_bare_tile_is_open_ground_and_destroyed_buildings_are_ruins():
    assert tile_types((), (0, 0)) == frozenset({"open"})
    assert tile_types({"buildings"}, (1, 1), ruined={(1, 1)}) == frozenset({"ruins"})


def test_cover_values_save_on_seven_minus_the_value_ruling():
    assert [cover_save_target(c) for c in (0, 1, 2, 3, 4)] == [None, 6, 5, 4, 3]
