"""Movement Phase › Charge Reactions › Flee: the charger's choices after its target fled. Besides pursuing
it and giving up to move normally, it may carry the charge on against the place the target left, for its
full charging movement; the first enemy it reaches becomes the target of the charge and reacts as usual."""
from game.rulesets.forgotten_world.actions import ChargeMove, DeclareCharge, EndCharges, React

from .helpers import RS, act, refused, scenario, start, unit

FLEE = "Movement Phase › Charge Reactions › Flee"


def _fled(blue_extra=(), red_extra=()):
    """Red warriors charge the front of a wide orc block at the table's top edge; it flees off the table."""
    s = start(scenario([unit("w", "aurel_warriors", 27, 16, 0, files=6), *red_extra],
                       [unit("o", "orc_warriors", 24, 4, 180, files=12), *blue_extra]))
    act(s, DeclareCharge("w", "o"))
    return s


def test_a_charge_carried_on_against_the_old_place_takes_the_first_enemy_reached_as_its_target_flee():
    s = _fled([unit("g", "orc_wolf_riders", 21.5, 10, 180, files=3)])
    act(s, EndCharges("red"))
    act(s, React("o", "flee"), [6, 6])                     # 12": off the table
    assert not s.units["o"].alive
    assert RS.check(s, ChargeMove("w", "redirect")) and RS.check(s, ChargeMove("w", "normal"))
    events = act(s, ChargeMove("w", "redirect"), [3])      # M 5 + 3 = 8" toward where the orcs stood
    e = events[-1]
    assert e.rule.section == FLEE and "Wolf Riders" in e.text and "becomes the target" in e.text
    assert s.phase == "reactions" and RS.to_act(s) == "blue" and s.units["w"].charging == "g"
    assert ["w", "g", "front", False, "declared", 8.0] in s.charges
    for r in ("hold", "shoot", "flee"):                     # it reacts as normal
        assert RS.check(s, React("g", r))
    act(s, React("g", "hold"))
    events = act(s, ChargeMove("w"))                        # no new roll: the 8" carry the charge home
    assert "contact" in events[-1].text and ["w", "g", "front"] in s.contacts
    assert s.units["w"].stamina == 3 and s.phase == "movement"


def test_a_charge_carried_on_that_reaches_no_enemy_is_a_move_flee():
    s = _fled()
    act(s, EndCharges("red"))
    act(s, React("o", "flee"), [6, 6])
    w = s.units["w"]
    x0, y0 = w.x, w.y
    events = act(s, ChargeMove("w", "redirect"), [2])       # 7"
    assert "reaches no enemy" in events[-1].text and events[-1].rule.section == FLEE
    moved = ((w.x - x0) ** 2 + (w.y - y0) ** 2) ** 0.5
    assert abs(moved - 7.0) < 0.11 and 340 < w.heading < 350      # turned toward where the orcs stood
    assert not w.charging and w.moved and w.stamina == 3 and s.phase == "movement"


def test_only_a_charge_whose_target_fled_is_carried_on_flee():
    s = start(scenario([unit("w", "aurel_warriors", 24, 30, 0, files=6)],
                       [unit("o", "orc_warriors", 24, 20, 180, files=6)]))
    act(s, DeclareCharge("w", "o"))
    act(s, EndCharges("red"))
    act(s, React("o", "hold"))
    v = refused(s, ChargeMove("w", "redirect"))
    assert v.rule.section == FLEE and "only when its target fled" in v.reason


def test_reactions_already_carried_out_are_not_repeated_for_the_new_target_flee():
    """A second charger's target stood and shot once; the redirected charge's reaction does not make it
    shoot again (scripted dice would run out)."""
    s = _fled([unit("g", "orc_wolf_riders", 21.5, 10, 180, files=3),
               unit("a", "orc_goblin_archers", 40, 20, 180, files=8)],
              [unit("k", "aurel_knights", 40, 28, 0, files=3)])
    act(s, DeclareCharge("k", "a"))
    act(s, EndCharges("red"))
    act(s, React("o", "flee"))
    act(s, React("a", "shoot"), [6, 6] + [1] * 16)         # the orcs flee 12", then the archers' 16 misses
    act(s, ChargeMove("w", "redirect"), [3])
    events = act(s, React("g", "hold"))
    assert not any(e.kind == "shoot" for e in events)
    act(s, ChargeMove("w"))
    act(s, ChargeMove("k"), [6])
    assert ["w", "g", "front"] in s.contacts and ["k", "a", "front"] in s.contacts
