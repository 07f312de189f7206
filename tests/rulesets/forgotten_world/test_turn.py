"""The Battle (roll-off, attacker and defender, alternating player turns of four phases), Stamina
(recovery, exhaustion), Morale Phase (shooting panic, killed general, combat result modifiers)."""
from game.core.dice import Dice
from game.rulesets.forgotten_world.actions import (ChooseRole, EndCharges, EndMagic, EndMovement, MoraleTest,
                                                   Move, PassAttack)
from game.rulesets.forgotten_world.morale import combat_result

from .helpers import RS, act, at, place_in_contact, scenario, start, unit


def _sc():
    return scenario([unit("w", "aurel_warriors", 24, 30, 0, files=6)], [unit("o", "orc_warriors", 24, 8, 180, files=6)])


def test_the_roll_off_winner_chooses_attacker_or_defender_the_battle():
    state, events = RS.setup(_sc(), Dice.scripted([2, 5]))
    assert state.rolloff_winner == "blue" and RS.to_act(state) == "blue"
    roll = next(e for e in events if e.kind == "roll-off")      # the sides by their names, not their ids
    assert "Red 2, Blue 5: Blue wins and chooses attacker or defender" in roll.text, roll.text
    act(state, ChooseRole("blue", False))
    assert state.attacker == "red" and state.active == "red" and state.phase == "charges"


def test_player_turns_alternate_through_the_four_phases_the_battle():
    s = start(_sc())
    seen = []
    for side in ("red", "blue"):
        assert s.active == side
        seen.append(s.phase)
        act(s, EndCharges(side))
        seen.append(s.phase)
        act(s, EndMovement(side))
        seen.append(s.phase)
        assert RS.to_act(s) == side                    # magic: starting with the player in phase
        act(s, EndMagic(side))
        assert RS.to_act(s) == s.other(side)
        act(s, EndMagic(s.other(side)))
        seen.append(s.phase)
        act(s, PassAttack(side))
        act(s, PassAttack(s.other(side)))
    assert seen == ["charges", "movement", "magic", "attack"] * 2
    assert s.turn == 2 and s.active == "red"


def test_a_unit_that_did_not_move_recovers_a_stamina_point_stamina():
    s = start(_sc())
    s.units["w"].stamina = 1
    s.units["o"].stamina = 1
    act(s, EndCharges("red"))
    act(s, EndMovement("red"))
    assert s.units["w"].stamina == 2 and s.units["o"].stamina == 1        # only the side in phase


def test_a_unit_that_moved_does_not_recover_stamina():
    s = start(_sc())
    s.units["w"].stamina = 1
    act(s, EndCharges("red"))
    w = s.units["w"]
    p = w.pose.moved(2)
    act(s, Move("w", ((p.x, p.y, p.heading),)))
    act(s, EndMovement("red"))
    assert s.units["w"].stamina == 1


def test_shooting_losses_above_ld_force_a_panic_test_shooting_panic():
    s = start(_sc())
    at(s, "attack")
    s.units["o"].shot_marked = 4                                # Ld 3: four losses
    act(s, PassAttack("red"))
    act(s, PassAttack("blue"))
    assert s.phase == "morale" and s.order == [["o", 7, "panic"]]
    act(s, MoraleTest("o"), [3, 3])
    assert s.units["o"].stamina == 2


def _combat(face="front", hill=False):
    terrain = [{"type": "hill", "shape": "circle", "center": [24, 20], "radius": 2.5}] if hill else []
    s = start(scenario([unit("k", "aurel_knights", 24, 10, 180, files=3)],
                       [unit("w", "orc_warriors", 24, 24, 0, files=6)], terrain=terrain))
    place_in_contact(s, "k", "w", face)
    return s


def test_flank_and_rear_attackers_score_and_the_attacked_lose_their_ranks_combat_result_values():
    for face, bonus in (("left", "Attacking a flank"), ("rear", "Attacking a rear")):
        s = _combat(face)
        pairs = [list(c) for c in s.contacts]
        k = {m.name for m in combat_result(s, "red", {"k", "w"}, pairs)}
        w = {m.name for m in combat_result(s, "blue", {"k", "w"}, pairs)}
        assert bonus in k and not any(n.startswith("Ranks") for n in w)


def test_the_higher_ground_adds_1_combat_result_values():
    s = _combat(hill=True)
    names = {m.name for m in combat_result(s, "red", {"k", "w"}, [list(c) for c in s.contacts])}
    assert "Higher ground" in names


def test_a_killed_general_takes_ld_from_the_combat_result_and_tests_the_army_killed_general():
    s = start(scenario([unit("k", "aurel_knights", 24, 10, 180, files=3), unit("a", "aurel_archers", 40, 40, 0, files=6),
                        unit("lord", "aurel_lord", 8, 40, 0)],
                       [unit("w", "orc_warriors", 24, 24, 0, files=6)]))
    place_in_contact(s, "k", "w")
    at(s, "attack")
    assert s.units["lord"].general
    s.units["lord"].marked = 3                                   # W 3: killed
    act(s, PassAttack("red"))
    act(s, PassAttack("blue"))
    names = {m.name for m in combat_result(s, "red", {"k", "w"}, [list(c) for c in s.contacts])}
    assert not any(n.startswith("Leadership") for n in names)
    assert ["a", 7, "panic"] in s.order and all(o[0] != "k" for o in s.order)


def test_morale_tests_alternate_the_player_in_phase_first_combat_losers_before_panic_morale_phase():
    """Morale Phase 1-2 (and the ruling on the players' choice of order): combat losers alternate, the
    player in phase first, then the units testing for shooting losses alternate the same way."""
    from types import SimpleNamespace

    from game.rulesets.forgotten_world.phases import _alternate

    units = {i: SimpleNamespace(side=side) for i, side in (("a1", "aurel"), ("a2", "aurel"), ("a3", "aurel"),
                                                            ("h1", "horde"), ("h2", "horde"))}
    state = SimpleNamespace(units=units, active="horde")
    tests = [["a1", 8, "combat"], ["a2", 7, "combat"], ["a3", 9, "combat"], ["h1", 6, "combat"], ["h2", 7, "combat"]]
    assert [t[0] for t in _alternate(state, tests)] == ["h1", "a1", "h2", "a2", "a3"]
    state.active = "aurel"
    assert [t[0] for t in _alternate(state, tests)] == ["a1", "h1", "a2", "h2", "a3"]
