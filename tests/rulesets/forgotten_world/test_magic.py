"""Magic Phase: casting on 2+, once per battle, Concentration, Meditation, Unprepared Spell, Barrier,
Pray the Gods, and the apprentice spells (each played, or refused with its ruling)."""
import pytest

from game.rulesets.forgotten_world.actions import Barrier, Cast, CastArea, EndMagic, Fight, Pray, Unprepared
from game.rulesets.forgotten_world.magic import cast_refusal
from game.rulesets.forgotten_world.spells import SPELLS

from .helpers import RS, act, at, judged_in_phase, place_in_contact, refused, scenario, start, unit


def _s(spells=("shield", "blade_storm", "courage", "energy_drink", "thunderbolt", "heal"), red_extra=(), blue=None):
    red = [unit("mage", "aurel_wizard", 24, 36, 0, options=list(spells)), unit("w", "aurel_warriors", 24, 30, 0, files=6),
           *red_extra]
    blue = blue or [unit("o", "orc_warriors", 24, 20, 180, files=6), unit("sh", "orc_shaman", 40, 10, 180)]
    return at(start(scenario(red, blue)), "magic")


def test_a_spell_is_cast_on_2_plus_and_only_once_a_battle_magic_phase():
    s = _s()
    events = act(s, Cast("mage", "shield", "w"), [2])
    assert "casts Shield" in events[-1].text and s.units["w"].effect("shield")
    s.step = "red"
    assert "once per battle" in refused(s, Cast("mage", "shield", "w")).reason


def test_a_1_fails_the_cast_and_meditation_rerolls_for_stamina_magic_phase():
    s = _s()
    events = act(s, Cast("mage", "shield", "w"), [1])
    assert "fails" in events[-1].text and not s.units["w"].effect("shield")
    s = _s()
    events = act(s, Cast("mage", "shield", "w", meditate=True), [1, 4])
    assert s.units["w"].effect("shield") and s.units["mage"].stamina == 2


def test_concentration_casts_a_second_spell_for_stamina_magic_phase():
    s = _s()
    act(s, Cast("mage", "shield", "w"), [3])
    act(s, EndMagic("blue"))
    act(s, Cast("mage", "courage", "w"), [3])
    assert s.units["mage"].stamina == 2 and s.units["w"].effect("courage")
    s.step = "red"
    assert "two with Concentration" in refused(s, Cast("mage", "heal", "w")).reason


def test_unprepared_spell_swaps_for_stamina_magic_phase():
    s = _s()
    act(s, Unprepared("mage", "heal", "fury"))
    assert "fury" in s.units["mage"].spells and "heal" not in s.units["mage"].spells
    assert s.units["mage"].stamina == 2


def test_a_barrier_stops_the_next_enemy_spell_at_a_friend_within_6_magic_phase():
    s = _s()
    act(s, Barrier("mage"))
    s.units["sh"].spells = ("panic",)
    s.units["sh"].x, s.units["sh"].y = 24, 12                   # within 18" of the warriors
    s.touch()
    events = act(s, Cast("sh", "panic", "w"), [5])
    assert "barrier stops it" in events[-1].text and not s.units["w"].effect("panic")


def test_pray_the_gods_rerolls_failed_hits_once_pray_the_gods():
    s = _s(red_extra=[unit("k", "aurel_knights", 10, 10, 180, files=3)])
    s.units["mage"].x, s.units["mage"].y = 24, 27.4            # within 3" of the warriors
    s.touch()
    act(s, Pray("mage", "w"))
    place_in_contact(s, "w", "o")
    s.units["w"].charging = "o"
    at(s, "attack")
    events = act(s, Fight("w", "o"), [1] * 12 + [6] * 12 + [1] * 12 + [6] * 12)   # 12 misses re-rolled: 12 hits
    assert dict(events[0].data)["hits"] == 12


def test_out_of_reach_spells_are_refused_sorcery_apprenticeship_spells():
    s = _s()
    v = refused(s, Cast("mage", "blade_storm", "sh"))
    assert "reaches 18" in v.reason


def test_blade_storm_deals_d6_hits_saved_at_d_plus_1():
    s = _s()
    events = act(s, Cast("mage", "blade_storm", "o"), [2, 4] + [4, 4, 5, 5] + [6, 6])   # D 4 -> 5+: two saved
    assert "2 wound(s)" in events[-1].text and s.units["o"].models == 22


def test_energy_drink_restores_stamina_and_courage_adds_ld():
    s = _s()
    s.units["w"].stamina = 0
    act(s, Cast("mage", "energy_drink", "w"), [2])
    assert s.units["w"].stamina == 3


@pytest.mark.parametrize("key", [k for k, sp in SPELLS.items() if sp.vague])
def test_vague_spells_are_refused_with_their_ruling(key):
    s = _s(spells=(key,))
    v = refused(s, Cast("mage", key, "w"))
    assert "cannot be played" in v.reason
    assert any(sp in r.problem for r in RS.rulings for sp in (SPELLS[key].name,))


def test_every_apprentice_spell_is_known_sorcery_apprenticeship_spells():
    assert len(SPELLS) == 24


def _cast(spell, target, faces, **kw):
    s = _s(spells=(spell,), **kw)
    events = act(s, Cast("mage", spell, target) if target else CastArea("mage", spell), faces)
    return s, events


def test_lasting_spells_change_the_skills_and_show_on_the_card():
    from game.rulesets.forgotten_world.skills import leadership, skill
    s, _ = _cast("shield", "w", [2])
    assert skill(s, s.units["w"], "D")[0] == 3
    assert any("Spell on it: shield" in line for v in RS.unit_views(s) if v.id == "w" for line in v.card)
    s = _s(spells=("illusion",))
    s.units["mage"].x, s.units["mage"].y = 34, 26               # within 12" of the orcs
    s.touch()
    act(s, Cast("mage", "illusion", "o"), [2])
    assert skill(s, s.units["o"], "FS")[0] == 4
    s, _ = _cast("panic", "o", [2])
    assert leadership(s, s.units["o"])[0] == 1
    s, _ = _cast("accuracy", "w", [2])
    assert skill(s, s.units["w"], "SS")[0] == 3
    s, _ = _cast("blessed_weapons", "w", [2])
    assert skill(s, s.units["w"], "FS")[0] == 2


def test_cage_and_chains_hold_back_the_next_move():
    from game.rulesets.forgotten_world.actions import EndCharges, Move
    from game.rulesets.forgotten_world.phases import begin_player_turn
    s, _ = _cast("cage", "o", [2])
    begin_player_turn(s, "blue")
    act(s, EndCharges("blue"))
    o = s.units["o"]
    p = o.pose.moved(1)
    assert "caged" in refused(s, Move("o", ((p.x, p.y, p.heading),))).reason
    s, _ = _cast("chains", "o", [2, 1, 2])                       # 2D6 = 3: moves 2"
    begin_player_turn(s, "blue")
    act(s, EndCharges("blue"))
    o = s.units["o"]
    p = o.pose.moved(2.5)
    assert "Chains" in refused(s, Move("o", ((p.x, p.y, p.heading),))).reason


def test_spells_expire_when_the_casters_next_turn_begins():
    from game.rulesets.forgotten_world.phases import begin_player_turn
    s, _ = _cast("shield", "w", [2])
    begin_player_turn(s, "blue")
    assert s.units["w"].effect("shield")
    s.turn += 1
    begin_player_turn(s, "red")
    assert not s.units["w"].effect("shield")


def test_dispels_end_spells():
    s, _ = _cast("shield", "w", [2])
    s.units["mage"].spells += ("mass_dispel",)
    s.units["mage"].magic_used = ()
    s.step = "red"
    act(s, CastArea("mage", "mass_dispel"), [2])
    assert not s.units["w"].effects


def test_heal_resurrection_and_charme():
    s = _s(spells=("heal",))
    s.units["sh"].wounds = 1
    s.units["sh"].x, s.units["sh"].y = 30, 24
    s.touch()
    act(s, Cast("mage", "heal", "sh"), [2])
    assert s.units["sh"].wounds == 0
    s = _s(spells=("resurrection",))
    s.units["w"].shrink_to(18)
    act(s, Cast("mage", "resurrection", "w"), [2, 4])
    assert s.units["w"].models == 22
    s = _s(spells=("charme",))
    s.units["mage"].y, s.units["w"].x = 27, 10
    s.touch()
    events = act(s, Cast("mage", "charme", "o"), [2] + [3] * 24 + [1] * 24 + [6] * 24)
    assert s.units["o"].models == 0 or "24 wound(s)" in events[-1].text


def test_wind_moon_gate_and_teleport_move_units():
    s = _s(spells=("wind",))
    y0 = s.units["w"].y
    s.units["mage"].y = 40
    s.touch()
    act(s, Cast("mage", "wind", "w"), [2, 2, 1])                # blown 3" away from the caster: up the table
    assert abs((y0 - s.units["w"].y) - 3.0) < 0.11
    s = _s(spells=("teleport",), red_extra=[unit("lord", "aurel_lord", 10, 36, 0)])
    act(s, Cast("mage", "teleport", "lord"), [2])
    assert (s.units["mage"].x, s.units["lord"].x) == (10, 24)


def test_thunderbolt_strikes_every_unit_on_its_line_without_saves():
    s = _s(spells=("thunderbolt",))
    s.units["w"].x = 5                                           # out of the way
    s.touch()
    assert CastArea("mage", "thunderbolt") in list(RS.candidates(s))     # a button of its own, no target
    events = act(s, CastArea("mage", "thunderbolt"), [2, 3, 6, 1])  # D3 = 2 hits on the orcs, no saves; wound on 4+
    assert "Orc Warriors takes 2 hit(s), 1 wound(s)" in events[-1].text


def test_fog_wings_and_invisibility():
    s, _ = _cast("fog", "", [2])
    assert s.units["w"].effect("fog")
    s = _s(spells=("wings", "invisibility"), red_extra=[unit("lord", "aurel_lord", 27, 36, 0)])
    act(s, Cast("mage", "wings", "lord"), [2])
    assert s.units["lord"].flyer and s.units["lord"].M == 10


def test_a_cast_refused_before_its_target_is_read_is_refused_for_every_target_magic_phase():
    """The legal list refuses a mage's casts of a spell all at once when `cast_refusal` refuses one: the
    check gives that same reason whatever the target, and the list is every candidate the check passes."""
    seen = set()
    for n, step, st, judged in judged_in_phase("magic", 31, 37, 260):
        for a, verdict in judged:
            if type(a) is Cast:
                why = cast_refusal(st, a)
                assert not why or (verdict is not None and not verdict and verdict.reason == why), (n, step, a)
                seen.add(bool(why))
    assert seen == {True, False}
