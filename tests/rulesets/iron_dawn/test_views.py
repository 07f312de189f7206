"""What the battle screen reads: per-model footprints, cards with lasting critical effects, sight with arcs,
weapon ranges and command radius, target info with cover share and armour sector, the reach envelope."""
from game.core.dice import Dice
from game.rulesets.iron_dawn.critical import critical_hit

from .helpers import RS, scenario, start, unit


def _state():
    sc = scenario([unit("c", "human_captain", 10, 30), unit("s", "human_line", 20, 30), unit("t", "human_tank", 30, 28)],
                  [unit("e", "woruxi_crusher", 30, 8, 180)])
    return start(sc)[0]


def test_every_model_is_drawn_on_its_own_round_base():
    state = _state()
    views = {v.id: v for v in RS.unit_views(state)}
    squad = [v for v in views.values() if v.profile == "human_line"]
    assert len(squad) == 8 and "s" in views and "s.2" in views
    assert all(len(v.footprint) == 12 for v in squad)


def test_card_shows_lasting_critical_effects():
    state = _state()
    critical_hit(state, state.units["t"], "front", Dice.scripted([8]))
    card = next(v.card for v in RS.unit_views(state) if v.id == "t")
    assert "Immobilised" in card[:3]


def test_sight_has_turret_arc_weapon_rings_and_command_radius():
    """Turrets: a turret swinging 180 degrees a phase reaches all round (no wedge: its rings show its reach);
    a twin turret (90 degrees a phase) shows the wedge it can reach, 45 + 90 degrees either side."""
    state = _state()
    tank = RS.sight(state, "t")
    assert not tank.arc and any(label.startswith("Warden cannon") for label, _ in tank.ranges)
    cmd = RS.sight(state, "c")
    assert ("command 24\"", 24.0) in cmd.ranges
    sc = scenario([unit("w", "sparaxian_railarc", 30, 28)], [unit("e", "woruxi_crusher", 30, 8, 180)])
    walker = RS.sight(start(sc)[0], "w")
    assert walker.arc and len(walker.arc) == 34 and walker.arc[0] == (30, 28)


def test_a_turret_is_drawn_where_it_points():
    """Turrets: the view of a turreted vehicle carries where its turret points, from its hull's front (the
    figures turn it with the hull); the carrier has none."""
    sc = scenario([unit("t", "human_tank", 30, 28, 90, turret=-45), unit("m", "human_carrier", 10, 28)],
                  [unit("e", "woruxi_crusher", 30, 8, 180)])
    views = {v.id: v for v in RS.unit_views(start(sc)[0])}
    assert views["t"].turret == -45.0 and views["t"].pose[2] == 90 and views["m"].turret is None


def test_target_info_tells_the_hidden_share_and_the_armour_sector():
    state = _state()
    info = RS.target_info(state, "t", "e")
    assert info.in_sight and "front armour" in info.reason and "hidden" in info.reason


def test_reach_is_the_turn_then_move_envelope():
    state = _state()
    reach = RS.reach(state, "s")
    assert reach.budget == 4 and len(reach.envelope) == 72
    ahead = reach.envelope[0]
    assert abs(ahead[1] - (30 - 4)) < 1e-6


def test_status_asks_for_the_hand_over_when_a_side_starts_its_part_of_a_phase():
    from game.rulesets.iron_dawn import actions as A
    from .helpers import act
    state = _state()
    st = RS.status(state)
    assert st.to_act == "red" and st.handover and "first action" in st.text
    act(state, A.Move("s", ((20, 30, 0), (20, 29, 0))))
    assert not RS.status(state).handover
    act(state, A.EndPhase("red"))
    st = RS.status(state)
    assert st.to_act == "blue" and st.handover
