"""Answers Fields of Iron keeps equal the ones worked out afresh: line of sight, kept under the blockers
near the line (friends far from it change nothing), for every shooter and target of a shipped battle as
it is played; and the ground a step reads, kept per board and kind of unit."""
from game.content.library import shipped_scenarios
from game.core.battle import Battle
from game.core.dice import Dice
from game.core.kept import fresh
from game.rulesets.fields_of_iron.sight import shot_friends, shot_line
from game.rulesets.fields_of_iron.terrain import going, ground_of, hill_level, is_river_closed

from ..played import played_states


def _lines(state):
    units = state.living()
    return [shot_line(state, u, t, shot_friends(state, u)) for u in units for t in units if t.side != u.side]


SCENARIOS = [s.scenario for s in shipped_scenarios("fields_of_iron") if s.scenario]


def test_kept_shot_lines_equal_fresh_ones_as_a_battle_goes_on():
    scenario = next(s.scenario for s in shipped_scenarios("fields_of_iron") if s.scenario)
    b = Battle.start(scenario, 3)
    pick = Dice.seeded(4)
    checked = 0
    for step in range(40):
        if step % 8 == 0:
            kept = _lines(b.state)
            with fresh():
                assert _lines(b.state) == kept
            checked += sum(line.in_sight for line in kept)
        options = b.legal_actions().list()
        b.perform(options[pick.pick(len(options))])
    assert checked > 0


def test_kept_ground_equals_the_terrain_rules_for_every_hex_and_kind_of_unit():
    """Movement (rivers, difficult ground, hills): the kept table gives what the rules give, hex by hex."""
    kinds = rivers = 0
    for s in shipped_scenarios("fields_of_iron"):
        if not s.scenario:
            continue
        state = Battle.start(s.scenario, 1).state
        for card in {state.card_of(u) for u in state.units.values()}:
            table = ground_of(state.terrain, card)
            assert table.keys() == set(state.terrain)
            for h, (closed, g, level) in table.items():
                fresh_g = going(state.terrain, h, card)
                assert closed == is_river_closed(state.terrain, h, card) and level == hill_level(state.terrain, h)
                assert (g is None) == (fresh_g is None) and (g is None or (g.reason, g.section) ==
                                                              (fresh_g.reason, fresh_g.section))
                rivers += closed
            kinds += 1
    assert kinds > 3 and rivers > 0


def test_the_legal_lists_step_ends_are_where_steps_from_goes():
    """`step_ends` (the legal list's steps, Movement) ends where `steps_from` does, in its order, from
    every unit's start and from every state one step on, as two shipped battles are played."""
    from game.rulesets.fields_of_iron.movement import move_context, step_ends, steps_from

    compared = 0
    for _, _, b in played_states(SCENARIOS, 1, 9, 60):
        st = b.state
        for u in st.living():
            ctx = move_context(st, u)
            starts = [ctx.start()] + [step.to for step in steps_from(ctx, ctx.start())]
            for m in starts:
                assert list(step_ends(ctx, m)) == [(x.to[0], x.to[1]) for x in steps_from(ctx, m)]
                compared += 1
    assert compared > 500


def test_range_and_arc_are_the_same_wherever_the_viewer_stands():
    """Shooting (range, front arc): remembered by where the target lies from the viewer, they equal the
    geometry's own answers for viewers all over the grid."""
    from game.geometry.hexes import Hex, distance
    from game.geometry.hexarcs import Side, front_arc, side_of
    from game.rulesets.fields_of_iron.sight import in_arc, range_to

    seen = 0
    for vq in range(-3, 4, 3):
        for vr in range(-6, 7, 4):
            v = Hex(vq, vr, -vq - vr)
            for q in range(-5, 6):
                for r in range(-5, 6):
                    t = Hex(vq + q, vr + r, -vq - q - vr - r)
                    for f in range(6):
                        arc = t != v and side_of(v, f, t) is Side.FRONT
                        assert in_arc(v, f, t) == arc
                        assert range_to(v, f, t) == min(distance(x, t) for x in front_arc(v, f)) + 1
                        seen += arc
    assert seen > 1000


def test_can_aim_is_aims_verdict():
    """Shooting: the legal list's `can_aim` says yes exactly when `aim` (range before sight) finds no
    problem, for every shooter, weapon and enemy, as two shipped battles are played."""
    from game.rulesets.fields_of_iron.shooting import aim, can_aim

    asked = passed = 0
    for _, _, b in played_states(SCENARIOS, 5, 2, 60):
        st = b.state
        for u in st.living():
            for w in st.card_of(u).weapons_of("shoot"):
                for e in st.living(st.other(u.side)):
                    ok = can_aim(st, u, e, w)
                    assert ok == aim(st, u, e, w, sight_first=False).ok
                    asked += 1
                    passed += ok
    assert passed > 20 and asked > 2 * passed          # both answers put to the test
