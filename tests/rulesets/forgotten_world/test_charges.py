"""Movement Phase › Charge, Type of charge, Alignment, Failed Charge, Charge Reactions (hold, stand and
shoot, flee) and the charger's choices after a flee."""
from game.rulesets.forgotten_world.actions import ChargeMove, DeclareCharge, EndCharges, React
from game.rulesets.forgotten_world.charge import charge_face

from .helpers import RS, act, refused, scenario, start, unit


def _s(red, blue, terrain=()):
    return start(scenario(red, blue, terrain=terrain))


def _front(blue_y=20.0, blue="orc_warriors", files=6, red="aurel_warriors", rfiles=6):
    return _s([unit("w", red, 24, 30, 0, files=rfiles)], [unit("o", blue, 24, blue_y, 180, files=files)])


def test_charges_are_declared_within_12_inches_plus_the_move_charge():
    s = _front(blue_y=8.0)                                     # about 18.9" apart: beyond 12 + 5
    v = refused(s, DeclareCharge("w", "o"))
    assert "within 12\" plus the move" in v.reason and v.rule.section == "Movement Phase › Charge"
    s = _front(blue_y=12.0)                                    # about 14.9": inside 17
    assert RS.check(s, DeclareCharge("w", "o"))


def test_the_face_charged_is_where_most_of_the_front_edge_starts_type_of_charge():
    s = _s([unit("a", "aurel_warriors", 24, 30, 0, files=6), unit("b", "aurel_knights", 36, 19, 270, files=3),
            unit("c", "aurel_halberdiers", 24, 12, 180, files=5)],
           [unit("o", "orc_warriors", 24, 20, 180, files=6)])
    o = s.units["o"]
    assert charge_face(s, s.units["a"], o) == "front"          # before its front (it faces down the table)
    assert charge_face(s, s.units["b"], o) == "left"           # beside it, front edge in the flank band
    assert charge_face(s, s.units["c"], o) == "rear"


def test_a_successful_charge_aligns_on_the_face_charge_and_alignment():
    s = _front()
    act(s, DeclareCharge("w", "o"))
    act(s, EndCharges("red"))
    assert s.phase == "reactions" and RS.to_act(s) == "blue" and RS.status(s).handover
    act(s, React("o", "hold"))
    assert s.phase == "charge-moves"
    events = act(s, ChargeMove("w"), [3])                      # 5 + 3 = 8 against 6.9"
    assert "contact" in events[0].text and ["w", "o", "front"] in s.contacts
    w, o = s.units["w"], s.units["o"]
    assert abs(w.x - o.x) < 1e-9 and w.heading == 0.0           # centred on the face, facing it
    assert s.phase == "movement"


def test_a_failed_charge_stops_short_and_costs_stamina_failed_charge():
    s = _front(blue_y=14.0)                                    # 12.9" to cover
    act(s, DeclareCharge("w", "o"))
    act(s, EndCharges("red"))
    act(s, React("o", "hold"))
    events = act(s, ChargeMove("w"), [2])                      # 7"
    assert "falls short" in events[0].text
    w, o = s.units["w"], s.units["o"]
    gap = (w.y - w.depth / 2) - (o.y + o.depth / 2)
    assert 1.0 - 1e-6 <= gap and s.units["w"].stamina == 2 and not s.engaged("w")


def test_impetuous_charge_rolls_2d6_for_a_stamina_point_impetuous_charge():
    s = _front(blue_y=14.0)
    act(s, DeclareCharge("w", "o", True))
    act(s, EndCharges("red"))
    act(s, React("o", "hold"))
    events = act(s, ChargeMove("w"), [4, 5])                   # 5 + 9 = 14 against 12.9
    assert any("contact" in e.text for e in events) and s.units["w"].stamina == 2


def test_flank_and_rear_charges_allow_only_keep_the_position_charge_reactions():
    s = _s([unit("b", "aurel_knights", 36, 19, 270, files=3)], [unit("o", "orc_warriors", 24, 20, 180, files=6)])
    act(s, DeclareCharge("b", "o"))
    act(s, EndCharges("red"))
    assert s.phase == "charge-moves" and s.units["o"].reaction == "hold"       # no choice: taken at once


def test_a_unit_that_ran_can_only_keep_the_position_maneuvers_run():
    s = _front()
    s.units["o"].ran = True
    act(s, DeclareCharge("w", "o"))
    act(s, EndCharges("red"))
    assert s.units["o"].reaction == "hold"


def test_stand_and_shoot_fires_at_plus_1_ss_and_costs_stamina_stand_and_shoot():
    s = _front(blue="orc_goblin_archers", files=8)             # goblins SS 4+: 5+ when standing and shooting
    act(s, DeclareCharge("w", "o"))
    act(s, EndCharges("red"))
    o = s.units["o"]
    dice = [5] * 4 + [1] * 12 + [1, 1, 1, 1] + [6, 6, 6, 6]     # 16 dice (two ranks of 8): four 5s hit
    events = act(s, React("o", "shoot"), dice)
    shot = next(e for e in events if e.kind == "shoot")
    assert "need 5+" in shot.text and {m.name for m in shot.ledger} >= {"Stand and shoot"}
    assert o.stamina == 2 and s.units["w"].models == 20


def test_flee_turns_about_and_runs_2d6_then_may_be_pursued_flee():
    s = _front()
    act(s, DeclareCharge("w", "o"))
    act(s, EndCharges("red"))
    o = s.units["o"]
    y0 = o.y
    act(s, React("o", "flee"), [2, 1])                         # 3"
    assert o.heading == 0.0 and abs((y0 - o.y) - 3.0) < 0.11 and o.stamina == 2
    assert RS.check(s, ChargeMove("w", "normal"))
    events = act(s, ChargeMove("w"), [6, 3, 3])                # 11" reaches its rear: 2D6 = 6 wounds
    assert "catches" in events[0].text and o.models == 18 and ["w", "o", "rear"] in s.contacts


def test_fleeing_off_the_table_destroys_the_unit_flee():
    s = _s([unit("w", "aurel_warriors", 24, 12, 0, files=6)], [unit("o", "orc_warriors", 24, 3, 180, files=6)])
    act(s, DeclareCharge("w", "o"))
    act(s, EndCharges("red"))
    act(s, React("o", "flee"), [5, 5])
    assert not s.units["o"].alive and s.units["o"].removed == "fled off the table"


def test_a_lone_character_is_charged_only_when_closest_units_characters():
    s = _s([unit("w", "aurel_warriors", 24, 30, 0, files=6)],
           [unit("o", "orc_warriors", 24, 20, 180, files=6), unit("boss", "orc_warboss", 34, 22, 180)])
    v = refused(s, DeclareCharge("w", "boss"))
    assert v.rule.section == "Units › Characters"


def test_a_turnside_charge_uses_only_the_dice_charge():
    # the knights stand beside the target's flank facing along it: the charge needs a 90 degree turn
    s = _s([unit("b", "aurel_knights", 29, 21, 0, files=3)], [unit("o", "orc_warriors", 24, 20, 180, files=6)])
    act(s, DeclareCharge("b", "o"))
    act(s, EndCharges("red"))
    events = act(s, ChargeMove("b"), [1])                      # a 1: no movement value added
    assert "falls short (1\" against" in events[0].text


def test_a_charger_shot_down_by_stand_and_shoot_does_not_move_stand_and_shoot():
    s = _s([unit("c", "aurel_chariot", 24, 30, 0)], [unit("o", "orc_goblin_archers", 24, 20, 180, files=8)])
    act(s, DeclareCharge("c", "o"))
    act(s, EndCharges("red"))
    act(s, React("o", "shoot"), [6] * 16 + [1, 1, 1] + [6, 6, 6] * 1 + [6] * 13)   # hits, no saves, 3 wounds
    assert not s.units["c"].alive
    events = act(s, ChargeMove("c"))
    assert "fell before" in events[0].text and s.phase == "movement"
