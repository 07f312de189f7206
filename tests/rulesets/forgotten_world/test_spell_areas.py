"""Magic Phase › Sorcery: apprenticeship spells, on the board: the ground an aimed area spell would cover
(Thunderbolt's 18" line from the caster's front, Fog and Mass Dispel within 6" / 24" of the caster), lasting
fog on the units it covers and a raised barrier, as `area_marks`; and the odds of casting (2+, Meditation)."""
from fractions import Fraction

from game.geometry.planegaps import edge_distance
from game.rulesets.forgotten_world.actions import Barrier, Cast, CastArea, EndMagic
from game.rulesets.forgotten_world.geo import geo

from .helpers import RS, act, at, scenario, start, unit

SPELLS_A = ["thunderbolt", "fog", "mass_dispel", "shield", "heal", "courage"]


def _s():
    s = start(scenario([unit("mage", "aurel_wizard", 20, 30, 0, options=SPELLS_A),
                        unit("mage2", "aurel_wizard", 30, 30, 0, options=SPELLS_A)],
                       [unit("o", "orc_warriors", 20, 14, 180, files=6), unit("far", "orc_warriors", 40, 8, 180)]))
    return at(s, "magic")


def test_thunderbolt_aimed_is_the_18_inch_line_the_cast_strikes_along_spells():
    s = _s()
    marks = RS.area_marks(s, "mage", CastArea("mage", "thunderbolt"))
    assert [m.tone for m in marks] == ["aim"] and marks[0].label == "Thunderbolt: 18\" line"
    (ax, ay), (bx, by) = marks[0].line
    m = s.units["mage"]
    assert abs(ax - 20) < 1e-6 and abs(ay - (30 - m.depth / 2)) < 1e-6          # from its front edge, facing up
    assert abs(bx - 20) < 1e-6 and abs((ay - by) - 18.0) < 1e-6
    events = act(s, CastArea("mage", "thunderbolt"), [4, 1, 1])               # the unit under the line is struck
    assert [e.units for e in events if e.kind == "cast"] == [("mage", "o")]   # and only it


def test_fog_aimed_covers_the_ground_within_6_inches_and_lasting_fog_stays_on_its_units_spells():
    s = _s()
    s.units["mage"].y = 21.0                                                   # the warband within 6"
    s.touch()
    aimed = RS.area_marks(s, "mage", CastArea("mage", "fog"))
    assert [m.tone for m in aimed] == ["aim"] and aimed[0].label == "Fog: within 6\""
    fp = geo(s).fps["mage"]
    assert all(abs(edge_distance(fp, ((x, y), (x + 1e-9, y), (x, y + 1e-9))) - 6.0) < 1e-6 for x, y in aimed[0].points)
    act(s, CastArea("mage", "fog"), [5])
    lasting = RS.area_marks(s, None, None)
    assert sorted(m.label for m in lasting) == ["fog", "fog"] and all(m.tone == "effect" for m in lasting)
    assert RS.area_marks(s, "mage", Cast("mage", "shield", "mage2")) == lasting   # a targeted spell has no area


def test_mass_dispel_reaches_24_inches_and_a_barrier_shows_until_used_spells():
    s = _s()
    (mark,) = RS.area_marks(s, "mage", CastArea("mage", "mass_dispel"))
    assert mark.label == "Mass Dispel: within 24\""
    act(s, Barrier("mage2"))
    (barrier,) = RS.area_marks(s, None)
    assert barrier.tone == "effect" and "barrier (6\")" in barrier.label


def test_the_odds_of_casting_are_five_in_six_or_35_in_36_with_meditation_magic():
    s = _s()
    assert RS.preview(s, CastArea("mage", "fog")).probs[True] == Fraction(5, 6)
    assert RS.preview(s, CastArea("mage", "fog", meditate=True)).probs[True] == Fraction(35, 36)
    act(s, EndMagic("red"))
