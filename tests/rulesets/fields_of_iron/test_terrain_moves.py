"""Fields of Iron and Echo › Terrain: how woods, hills, rivers and broken ground limit moves."""
import pytest

from .helpers import cells, start, step, steps_offered, unit, where

FAR = unit("s9", "spearmen", 11, 11, "N")


def test_woods_moving_into_woods_ends_the_move():
    """Terrain › Woods: a unit can only move into woods in a turn (then it stops)."""
    b = start([unit("n1", "outriders", 5, 8, "N"), FAR], [cells("woods", (5, 7))])
    b.perform(step(b, "n1", 5, 7, "N"))
    assert steps_offered(b, "n1") == set()
    v = b.check(step(b, "n1", 5, 6, "N"))
    assert not v and "woods" in v.reason and "Terrain › Woods" in str(v.rule)


def test_woods_a_unit_starting_in_woods_moves_one_hex_out():
    """Terrain › Woods: a unit can only move out of woods in a turn: one step, then it stops."""
    b = start([unit("n1", "outriders", 5, 8, "N"), FAR], [cells("woods", (5, 8))])
    assert steps_offered(b, "n1")
    b.perform(step(b, "n1", 5, 7, "N"))
    assert steps_offered(b, "n1") == set()
    assert "Terrain › Woods" in str(b.check(step(b, "n1", 5, 6, "N")).rule)


@pytest.mark.parametrize("kind", ["broken_ground", "marsh", "ruins"])
def test_broken_ground_into_or_out_of_in_a_turn(kind):
    """Terrain › Broken or difficult ground (marshes and ruins are examples): into or out of in a turn."""
    b = start([unit("n1", "outriders", 5, 8, "N"), FAR], [cells(kind, (5, 7))])
    b.perform(step(b, "n1", 5, 7, "N"))
    assert steps_offered(b, "n1") == set()
    assert "Broken or difficult ground" in str(b.check(step(b, "n1", 5, 6, "N")).rule)


def test_broken_ground_does_not_affect_flying_units_but_woods_do():
    """Terrain › Broken or difficult ground: flyers ignore it; woods still stop them (ruling)."""
    b = start([unit("n1", "wyverns", 5, 8, "N"), FAR], [cells("broken_ground", (5, 7)), cells("woods", (5, 5))])
    b.perform(step(b, "n1", 5, 7, "N"))
    b.perform(step(b, "n1", 5, 6, "N"))
    b.perform(step(b, "n1", 5, 5, "N"))
    assert steps_offered(b, "n1") == set()  # entered woods


def test_hills_moving_onto_a_hill_ends_the_move():
    """Terrain › Hills: a unit can only move onto a hill in a turn."""
    b = start([unit("n1", "outriders", 5, 8, "N"), FAR], [cells("hill", (5, 7), (5, 6), level=1)])
    b.perform(step(b, "n1", 5, 7, "N"))
    assert steps_offered(b, "n1") == set()
    assert "Terrain › Hills" in str(b.check(step(b, "n1", 5, 6, "N")).rule)


def test_hills_moving_off_and_along_a_hill_is_free():
    """Terrain › Hills: they can move off the hill without penalty (and along it at the same level)."""
    b = start([unit("n1", "outriders", 5, 8, "N"), FAR], [cells("hill", (5, 8), (5, 7), level=1)])
    b.perform(step(b, "n1", 5, 7, "N"))
    b.perform(step(b, "n1", 5, 6, "N"))
    b.perform(step(b, "n1", 5, 5, "N"))
    assert where(b, "n1")[:2] == (5, 5)


def test_hills_climbing_to_a_higher_level_ends_the_move():
    """Terrain › Hills (ruling): a step up to a higher level ends the move."""
    b = start([unit("n1", "outriders", 5, 8, "N"), FAR],
              [cells("hill", (5, 8), (5, 7), level=1), cells("hill", (5, 6), level=2)])
    b.perform(step(b, "n1", 5, 7, "N"))
    b.perform(step(b, "n1", 5, 6, "N"))
    assert steps_offered(b, "n1") == set()


def test_hills_flying_units_move_over_hills_at_no_penalty():
    """Terrain › Hills: flying units move over hills at no penalty."""
    b = start([unit("n1", "wyverns", 5, 8, "N"), FAR], [cells("hill", (5, 7), level=1)])
    b.perform(step(b, "n1", 5, 7, "N"))
    assert steps_offered(b, "n1")


@pytest.mark.parametrize("profile", ["spearmen", "cannon"])
def test_rivers_closed_to_infantry_and_artillery(profile):
    """Terrain › Rivers: rivers cannot be crossed by infantry or artillery."""
    b = start([unit("n1", profile, 5, 8, "N"), FAR], [cells("river", (5, 7))])
    v = b.check(step(b, "n1", 5, 7, "N"))
    assert not v and "Terrain › Rivers" in str(v.rule)
    assert all((c, r) != (5, 7) for c, r, _ in steps_offered(b, "n1"))


@pytest.mark.parametrize("crossing", ["bridge", "ford"])
def test_rivers_infantry_crosses_at_a_bridge_or_ford_freely(crossing):
    """Terrain › Rivers: unless there is a bridge or ford (which is open ground)."""
    b = start([unit("n1", "spearmen", 5, 8, "N"), FAR], [cells("river", (5, 7)), cells(crossing, (5, 7))])
    b.perform(step(b, "n1", 5, 7, "N"))
    b.perform(step(b, "n1", 5, 6, "N"))
    assert where(b, "n1")[:2] == (5, 6)


@pytest.mark.parametrize("profile", ["knights", "outriders", "troll"])
def test_rivers_cavalry_and_monsters_move_into_or_out_of_a_river_in_a_turn(profile):
    """Terrain › Rivers: cavalry or a monster can only move into or out of a river in a turn."""
    b = start([unit("n1", profile, 5, 8, "N"), FAR], [cells("river", (5, 7))])
    b.perform(step(b, "n1", 5, 7, "N"))
    assert steps_offered(b, "n1") == set()
    assert "Terrain › Rivers" in str(b.check(step(b, "n1", 5, 6, "N")).rule)


def test_rivers_flying_units_cross_with_no_penalty():
    """Terrain › Rivers: flying units move across rivers with no penalty."""
    b = start([unit("n1", "wyverns", 5, 8, "N"), FAR], [cells("river", (5, 7), (5, 6))])
    b.perform(step(b, "n1", 5, 7, "N"))
    b.perform(step(b, "n1", 5, 6, "N"))
    b.perform(step(b, "n1", 5, 5, "N"))
    assert where(b, "n1")[:2] == (5, 5)


def test_heavy_cavalry_stopped_mid_leg_by_terrain():
    """Terrain › Woods with Move › Basic move: terrain can end heavy cavalry's move before its middle point."""
    b = start([unit("n1", "knights", 5, 8, "N"), FAR], [cells("woods", (5, 7))])
    b.perform(step(b, "n1", 5, 7, "N"))
    assert steps_offered(b, "n1") == set()
