"""Movement and Terrain, sections Terrain: Cover To Hit Modifiers, Infantry Cover Saves, Armoured Vehicles,
the specials Lie Low, Bastion, Canopy, Gun Shield, Destructible, and the shooting, save and Shock rulings."""
from game.rulesets.formations.shooting import crossfire, plan_shot

from .helpers import Shoot, battle, cells, kinds, order, script, unit


def _plan(b, shooter, target):
    s, t = b.state.units[shooter], b.state.units[target]
    return plan_shot(b.state, s, t, b.state.profile_of(s).weapon())


def test_cover_terrain_gives_minus_one_to_hit():
    """Cover To Hit Modifiers: a unit in terrain giving it a cover save is -1 to hit."""
    b = battle([unit("n1", "inf", 2, 2), unit("s1", "inf", 6, 2)], [cells("woods", (6, 2))])
    p = _plan(b, "n1", "s1")
    assert p.ledger.total == -1 and p.need == 5


def test_partially_obscured_by_intervening_terrain_is_minus_one_and_two_tiles_hide():
    """Cover To Hit Modifiers: intervening terrain that partly hides the target gives -1 (ruling: one hiding
    tile obscures, two hide)."""
    b = battle([unit("n1", "inf", 2, 2), unit("s1", "inf", 6, 2)], [cells("buildings", (4, 2))])
    assert [m.name for m in _plan(b, "n1", "s1").ledger] == ["Partially obscured"]
    b = battle([unit("n1", "inf", 2, 2), unit("s1", "inf", 6, 2)], [cells("buildings", (4, 2), (5, 2))])
    order(b, "n1", "shoot")
    v = b.check(Shoot("n1", "s1"))
    assert not v and "hides" in v.reason


def test_cover_modifiers_do_not_stack_ruling():
    b = battle([unit("n1", "inf", 2, 2), unit("s1", "inf", 6, 2)], [cells("buildings", (4, 2)), cells("woods", (6, 2))])
    assert _plan(b, "n1", "s1").ledger.total == -1


def test_an_adjacent_armoured_vehicle_screens_infantry_from_its_side():
    """Armoured Vehicles: an armoured vehicle adjacent to infantry gives -1 to hit from that direction, but no
    cover save."""
    b = battle([unit("n1", "inf", 2, 2), unit("s1", "soft", 6, 2), unit("s2", "arm", 5, 2, f="s1")])
    p = _plan(b, "n1", "s1")
    assert [m.name for m in p.ledger] == ["Screened by Arm"] and p.save.target is None
    b = battle([unit("n1", "inf", 2, 2), unit("s1", "soft", 6, 2), unit("s2", "arm", 7, 2, f="s1")])
    assert _plan(b, "n1", "s1").ledger.total == 0          # the vehicle is on the far side
    b = battle([unit("n1", "inf", 2, 2), unit("s1", "soft", 6, 2), unit("s2", "veh", 5, 2, f="s1")])
    assert _plan(b, "n1", "s1").ledger.total == 0          # not armoured


def test_infantry_use_the_cover_save_instead_of_armour_one_or_the_other():
    """Infantry Cover Saves: the cover save may be used instead of the armour save, never both."""
    b = battle([unit("n1", "inf", 2, 2), unit("s1", "inf", 6, 2)], [cells("fortification", (6, 2))])
    p = _plan(b, "n1", "s1")
    assert (p.save.target, p.save.source) == (3, "cover")   # cover 4 saves on 3+, better than armour 5+
    order(b, "n1", "shoot")
    script(b, 6, 6, 2, 3)                                    # two hits: saves 2 (fails) and 3 (saves)
    ev = b.perform(Shoot("n1", "s1"))
    assert kinds(ev).count("saved") == 1 and kinds(ev).count("casualty") == 1
    assert b.state.units["s1"].wounds == 1 and b.state.formations["s1"].shock == 1


def test_vehicles_take_no_cover_save_in_terrain_but_gun_shield_gives_one():
    """Gun Shield: gun emplacements give vehicles a cover save that works like an infantry cover save."""
    from .helpers import PROFILES, prof
    profiles = PROFILES + [prof("bare", "vehicle", armour=None)]
    b = battle([unit("n1", "inf", 2, 2), unit("s1", "bare", 6, 2)], [cells("gun_emplacement", (6, 2))],
               profiles=profiles)
    p = _plan(b, "n1", "s1")
    assert p.ledger.total == -1 and (p.save.target, p.save.source) == (5, "cover")    # cover 2: 5+
    b = battle([unit("n1", "inf", 2, 2), unit("s1", "bare", 6, 2)], [cells("fieldworks", (6, 2))],
               profiles=profiles)
    p = _plan(b, "n1", "s1")
    assert p.ledger.total == 0 and p.save.target is None      # fieldworks give vehicles no cover


def test_lie_low_on_overwatch_gives_cover_and_a_save_of_two_until_overwatch_resolves():
    """Lie Low (hills, open ground, scrub): infantry in overwatch count as in cover and have a cover save 2."""
    b = battle([unit("n1", "inf", 2, 2), unit("s1", "soft", 9, 2), unit("s2", "inf", 15, 15)],
               [cells("hill", (9, 2))], first="south")
    order(b, "s1", "overwatch")
    p = _plan(b, "n1", "s1")
    assert p.ledger.total == -1 and (p.save.target, p.save.source) == (5, "cover")
    b.state.formations["s1"].overwatch = False
    p = _plan(b, "n1", "s1")
    assert p.ledger.total == 0 and p.save.target is None


def test_crossfire_minus_one_save_and_bastion_ignores_it_but_not_its_shock():
    """Bastion: units in fortifications (and bunkers: Fortified) ignore the crossfire save modifier but suffer
    Shock as normal."""
    units = [unit("n1", "inf", 2, 2), unit("n2", "inf", 8, 2), unit("s1", "inf", 5, 2), unit("s2", "inf", 15, 15)]
    b = battle(units)
    s, t = b.state.units["n1"], b.state.units["s1"]
    assert crossfire(b.state, s, t)
    assert _plan(b, "n1", "s1").save.ledger.total == -1
    for kind in ("fortification", "bunker"):
        b = battle(units, [cells(kind, (5, 2))])
        p = _plan(b, "n1", "s1")
        assert p.crossfire and p.save.ledger.total == 0
        order(b, "n1", "shoot")
        script(b, 6, 1, 6)                                     # one hit, saved (cover 4 -> 3+)
        ev = b.perform(Shoot("n1", "s1"))
        assert "crossfire" in kinds(ev) and b.state.formations["s1"].shock == 1


def test_canopy_plus_one_save_against_air_units():
    """Canopy (woods, jungle): +1 save modifier against air units."""
    b = battle([unit("n1", "air", 2, 2), unit("s1", "inf", 6, 2)], [cells("jungle", (6, 2))])
    p = _plan(b, "n1", "s1")
    assert [m.name for m in p.save.ledger] == ["Canopy against an air unit"] and p.save.need == 3
    b = battle([unit("n1", "inf", 2, 2), unit("s1", "inf", 6, 2)], [cells("jungle", (6, 2))])
    assert _plan(b, "n1", "s1").save.ledger.total == 0


def test_destructible_buildings_become_ruins():
    """Buildings (Destructible): damaged as fighting occurs in them; destroyed buildings turn into ruins."""
    b = battle([unit("n1", "inf", 2, 2), unit("n2", "inf", 3, 2, f="n1"), unit("s1", "inf", 6, 2)],
               [cells("buildings", (6, 2))])
    order(b, "n1", "shoot")
    script(b, 6, 1, 4)                                    # a hit, saved by cover 3 (4+)
    ev = b.perform(Shoot("n1", "s1"))
    assert "building-damaged" in kinds(ev)
    script(b, 6, 1, 5)
    ev = b.perform(Shoot("n2", "s1"))
    assert "building-ruined" in kinds(ev) and (6, 2) in b.state.ruined


def test_shock_and_routing_ruling():
    """Shock ruling: a casualty is 1 Shock, a destroyed unit 1 more; Shock reaching the units left routs."""
    b = battle([unit("n1", "inf", 2, 2), unit("s1", "soft", 6, 2), unit("s2", "soft", 7, 2, f="s1"),
                unit("s3", "inf", 15, 15)])
    order(b, "n1", "shoot")
    script(b, 6, 6)                                       # two hits, no save: s1 destroyed (integrity 2)
    ev = b.perform(Shoot("n1", "s1"))
    assert "routed" in kinds(ev)                          # 1 + 2 = 3 Shock >= 1 unit left
    assert not b.state.units["s2"].alive and b.state.formations["s1"].routed


def test_a_shot_needs_range_sight_and_anti_air_for_air_targets():
    b = battle([unit("n1", "inf", 2, 2), unit("s1", "inf", 11, 2), unit("s2", "air", 4, 4)])
    order(b, "n1", "shoot")
    v = b.check(Shoot("n1", "s1"))
    assert not v and "reaches 8" in v.reason
    v = b.check(Shoot("n1", "s2"))
    assert not v and "air" in v.reason and v.rule.section == "Ruling: Air units"


def test_each_unit_shoots_once_then_the_action_ends():
    b = battle([unit("n1", "inf", 2, 2), unit("s1", "inf", 6, 2)])
    order(b, "n1", "shoot")
    script(b, 1, 1)
    b.perform(Shoot("n1", "s1"))
    v = b.check(Shoot("n1", "s1"))
    assert not v and "already shot" in v.reason
    from .helpers import EndAction
    b.perform(EndAction("n1"))
    assert b.state.to_act == "south"


def test_the_preview_gives_the_exact_casualty_odds():
    b = battle([unit("n1", "inf", 2, 2), unit("s1", "soft", 6, 2)])
    order(b, "n1", "shoot")
    out = b.preview(Shoot("n1", "s1"))
    from fractions import Fraction
    assert out.p(0) == Fraction(1, 4) and out.p(2) == Fraction(1, 4)
