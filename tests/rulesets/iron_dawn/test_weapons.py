"""Weapon Classes and Types, Explosives, Flamethrowers, Indirect Fire weapons, Turrets, Sponsons, armour
facings, Cover (light cover destroyed), burning terrain — with scripted dice."""
from game.rulesets.iron_dawn import actions as A
from game.rulesets.iron_dawn.shotplan import plan_shot

from .helpers import RS, act, scenario, start, texts, unit


def test_weapon_types_heavy_weapon_not_after_moving_unless_crack():
    """Weapon Types: heavy weapons may not fire in a turn the unit moved (Crack units may)."""
    sc = scenario([unit("m", "human_mortar", 10, 30), unit("l", "sparaxian_lancers", 30, 30)],
                  [unit("b", "human_line", 10, 10, 180), unit("t", "woruxi_bike", 30, 14, 180)])
    state, _ = start(sc)
    act(state, A.Move("m", ((10, 30, 0), (10, 29, 0))), [1])        # leaderless: a morale test first
    plan = plan_shot(state, state.units["m"], state.units["b"])
    assert [g.name for g in plan.groups] == ["Loch rifle"] and any("heavy weapon" in n for n in plan.notes)
    act(state, A.Move("l", ((30, 30, 0), (30, 29, 0))), [1])
    plan = plan_shot(state, state.units["l"], state.units["t"])
    assert [g.name for g in plan.groups] == ["Rail lance"]            # Crack: moves and fires


def test_characteristics_weapons_beyond_effective_range_costs_one_acc():
    sc = scenario([unit("k", "human_kommando", 10, 34)], [unit("j", "sparaxian_juggernaut", 10, 14, 180)])
    state, _ = start(sc)
    g = plan_shot(state, state.units["k"], state.units["j"]).groups[0]
    assert g.long and [m.name for m in g.acc] == ["Beyond effective range"] and g.score == 4   # ACC 6 vs 4


def test_ranks_conscript_targets_are_easier_and_veterans_harder():
    sc = scenario([unit("k", "human_kommando", 10, 30)], [unit("c", "human_line", 10, 20, 180)])
    state, _ = start(sc)
    g = plan_shot(state, state.units["k"], state.units["c"]).groups[0]
    assert g.roll.total == 1
    sc = scenario([unit("j", "sparaxian_juggernaut", 10, 30)], [unit("k", "human_kommando", 10, 20, 180)])
    state, _ = start(sc)
    g = plan_shot(state, state.units["j"], state.units["k"]).groups[0]
    assert g.roll.total == -1


def test_armour_facing_from_where_the_shot_comes():
    """Characteristics (Vehicles): FD, SD or RD by the direction of the shooter."""
    sc = scenario([unit("f", "sparaxian_lancers", 10, 10), unit("s", "sparaxian_lancers", 30, 24),
                   unit("r", "sparaxian_lancers", 10, 34)],
                  [unit("t", "human_carrier", 10, 22, 0)])
    state, _ = start(sc)
    facings = [plan_shot(state, state.units[s], state.units["t"]).facing for s in ("f", "s", "r")]
    assert facings == ["front", "side", "rear"]


def test_turrets_swing_at_most_180_degrees_a_phase_and_sponsons_cover_their_side():
    sc = scenario([unit("t", "human_tank", 24, 18, 0)],
                  [unit("a", "woruxi_bike", 24, 6, 180), unit("b", "woruxi_runts", 36, 18, 0)])
    state, _ = start(sc)
    t = state.units["t"]
    names = {g.name for g in plan_shot(state, t, state.units["b"]).groups}
    assert "Right sponson gun" in names and "Left sponson gun" not in names and "Hull gun" not in names
    t.turret_used = 150.0
    plan = plan_shot(state, t, state.units["b"])
    assert "Coaxial gun" not in {g.name for g in plan.groups} and any("turret" in n for n in plan.notes)


def test_explosives_hit_every_model_within_three_inches_of_the_closest():
    """Explosives: a tank shell's hit also hits every model within 3" of the closest model hit."""
    sc = scenario([unit("t", "human_tank", 24, 30, 0)], [unit("s", "woruxi_runts", 24, 10, 180)])
    state, _ = start(sc)
    t = state.units["t"]
    t.lost_mounts = ["coax", "hull", "sponson_left", "sponson_right"]
    s = state.units["s"]
    # cannon: ACC 5 vs weapon ACC 4 needs 5, conscript target +1: roll 6 hits; defence (DEF 4 vs ATT 9: 4-5=-1) 9
    # fails; then 5 blast victims (within 3") each test: 9 fails
    faces = [6, 9] + [9] * 5
    events, _ = act(state, A.Shoot("t", "s"), faces)
    assert "explosion catches 5" in texts(events) and not s.alive


def test_flamethrowers_hit_every_unit_near_the_line_friend_or_foe_and_set_terrain_alight():
    crates = {"type": "light", "shape": "rect", "center": [10, 24], "size": [3, 0.6], "id": "crates"}
    sc = scenario([unit("b", "woruxi_burners", 10, 28), unit("f", "human_kommando", 11.5, 25)],
                  [unit("e", "sparaxian_juggernaut", 10, 21, 180)], terrain=[crates])
    state, _ = start(sc)
    b = state.units["b"]
    for m in b.living:
        if m.weapon != 0:       # only the flamer fires
            m.weapon = -1
    events, _ = act(state, A.Shoot("b", "e"), [1, 10, 10])   # morale; one defence test each: juggernaut, kommando
    t = texts(events)
    assert "Sparaxian Juggernaut is caught" in t and "Kommando is caught" in t and state.burning == ["crates"]


def test_burning_terrain_hits_infantry_within_two_inches_at_the_end_of_a_phase():
    fire = {"type": "light", "shape": "rect", "center": [10, 20], "size": [3, 0.6], "id": "pyre"}
    sc = scenario([unit("k", "human_kommando", 10, 21.5)], [unit("e", "human_line", 40, 5, 180)], terrain=[fire])
    state, _ = start(sc)
    state.burning.append("pyre")
    act(state, A.EndPhase("red"))
    events, _ = act(state, A.EndPhase("blue"), [10])   # ATT 5 vs DEF 5: a 10 fails
    assert "burned by" in texts(events) and state.units["k"].models[0].hp == 1


def test_indirect_fire_scatters_with_d5_and_d10_and_a_ten_kills_outright():
    sc = scenario([unit("m", "human_mortar", 10, 34), unit("spot", "human_kommando", 30, 30)],
                  [unit("e", "woruxi_marauders", 10, 6, 180)])
    wall = {"type": "building", "shape": "rect", "center": [10, 20], "size": [10, 4]}
    sc = scenario([unit("m", "human_mortar", 10, 34), unit("spot", "human_kommando", 30, 30)],
                  [unit("e", "woruxi_marauders", 10, 6, 180)], terrain=[wall])
    state, _ = start(sc)
    m = state.units["m"]
    for x in m.living:
        if x.weapon != 0:
            x.weapon = -1            # only the mortar
    assert plan_shot(state, m, state.units["e"]).ok   # the kommando spots over the building
    e = state.units["e"]
    # mortar ACC 5 vs weapon 4 -> 5; rolls: 10 (kills outright), 7 hit -> D5 face 9 = 5 on target, defence 10 fails
    events, _ = act(state, A.Shoot("m", "e"), [1, 10])       # morale (leaderless), then a natural 10
    assert "kills" in texts(events) and len(e.living) == 7 and e.suppressed(state.turn)


def test_indirect_fire_a_scattered_round_lands_away_from_the_target():
    sc = scenario([unit("m", "human_mortar", 10, 34)], [unit("e", "sparaxian_juggernaut", 10, 10, 180)])
    state, _ = start(sc)
    for x in state.units["m"].living:
        if x.weapon != 0:
            x.weapon = -1
    events, _ = act(state, A.Shoot("m", "e"), [1, 6, 5, 10])  # morale; hit; D5 3 = behind; D10 10": 10" behind
    land = [e for e in events if e.get("at")][0].get("at")
    assert land == (10.0, 0.0) and state.units["e"].living[0].hp == 3


def test_cover_light_cover_destroyed_by_three_failed_tests():
    crates = {"type": "light", "shape": "rect", "center": [10, 21.3], "size": [4, 0.5], "id": "crates"}
    sc = scenario([unit("p", "woruxi_pack_elder", 10, 26)], [unit("j", "sparaxian_juggernaut", 10, 20, 180)],
                  terrain=[crates])
    state, _ = start(sc)
    # hand cannon ROF 2, ACC 5 vs 2 -> needs 6 (cover over half? no) ; two misses of 3 hit the cover
    plan = plan_shot(state, state.units["p"], state.units["j"])
    assert plan.cover.kind == "light"
    state.cover_hits["crates"] = 1
    need = plan.groups[0].score
    events, _ = act(state, A.Shoot("p", "j"), [need - 1, need - 1, 10, 10])
    assert "crates" in state.destroyed_terrain and "destroyed" in texts(events)


def test_flamethrowers_each_hits_defence_test_is_logged_with_its_roll():
    """Flamethrowers / Defence Tests: the defence test of a flame (or blast) hit is an event carrying its die,
    so the dice log shows every roll with its purpose (it used to be rolled and dropped)."""
    sc = scenario([unit("b", "woruxi_burners", 10, 28)], [unit("e", "sparaxian_juggernaut", 10, 21, 180)])
    state, _ = start(sc)
    for m in state.units["b"].living:
        if m.weapon != 0:
            m.weapon = -1
    events, _ = act(state, A.Shoot("b", "e"), [1, 9])   # morale; DEF 7 +1 (ATT 6 below): passes on 8, fails on 9
    tests = [e for e in events if e.kind == "defence"]
    assert len(tests) == 1 and [r.value for r in tests[0].rolls] == [9] and "(flame)" in tests[0].rolls[0].purpose.why
    assert tests[0].get("failed") == 1 and state.units["e"].models[0].hp == 2


def test_indirect_fire_a_round_on_target_logs_the_defence_test_of_the_model_it_lands_on():
    """Indirect Fire weapons / Defence Tests: a round that lands on target hits the closest model within 1", which
    takes a defence test; the test is an event with its die (it used to be rolled and dropped from the log)."""
    sc = scenario([unit("m", "human_mortar", 10, 34)], [unit("e", "sparaxian_juggernaut", 10, 10, 180)])
    state, _ = start(sc)
    for x in state.units["m"].living:
        if x.weapon != 0:
            x.weapon = -1
    events, _ = act(state, A.Shoot("m", "e"), [1, 6, 9, 10])  # morale; hit; D5 face 9 = 5: on target; defence 10
    tests = [e for e in events if e.kind == "defence"]
    assert len(tests) == 1 and [r.value for r in tests[0].rolls] == [10] and tests[0].get("failed") == 1
    assert "(indirect fire)" in tests[0].rolls[0].purpose.why and state.units["e"].living[0].hp == 2


def test_turrets_start_where_the_scenario_points_them():
    """Turrets: a scenario's `turret` (degrees from the hull) sets where the turret points at the start; with
    only 30 degrees of swing left, the coaxial gun reaches a target on the right only if it already points there."""
    blue = [unit("b", "woruxi_runts", 36, 18, 0)]
    for turret, fires in ((None, False), (90.0, True), (-90.0, False), (100.0, True)):
        extra = {} if turret is None else {"turret": turret}
        state, _ = start(scenario([unit("t", "human_tank", 24, 18, 0, **extra)], list(blue)))
        t = state.units["t"]
        assert t.turret == (turret or 0.0)
        card = " | ".join(RS.unit_views(state)[0].card)
        assert ("Turret along the hull" if not turret else f"Turret {abs(turret):.0f}° to the "
                f"{'right' if turret > 0 else 'left'} of the hull") in card, card
        t.turret_used = 150.0
        assert ("Coaxial gun" in {g.name for g in plan_shot(state, t, state.units["b"]).groups}) is fires


def test_a_turret_facing_on_a_unit_without_a_turret_is_refused_naming_the_field():
    sc = scenario([unit("t", "human_tank", 24, 18, 0, turret=30), unit("c", "human_carrier", 10, 18, 0, turret=10)],
                  [unit("b", "woruxi_runts", 36, 18, 0, turret=5)])
    problems = [str(p) for p in RS.validate_scenario(sc, "x.json")]
    assert len(problems) == 2, problems
    assert problems[0].startswith("x.json: sides.red.units.c.turret: ") and "has no turret" in problems[0]
    assert problems[1].startswith("x.json: sides.blue.units.b.turret: ")
