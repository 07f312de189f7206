"""Event III › judging a mover's sample moves together (one sweep of all their bases) gives each move
the verdict and plan it gets when judged alone."""
from __future__ import annotations

from game.content.library import shipped_scenarios
from game.core.battle import Battle
from game.core.dice import Dice
from game.core.kept import fresh
from game.rulesets.iron_winds.movegen import leader_candidates, move_candidates
from game.rulesets.iron_winds.movement import plan_move, plan_moves


def same(a, b) -> bool:
    (pa, va), (pb, vb) = a, b
    if (va.ok, va.reason, va.rule, va.info) != (vb.ok, vb.reason, vb.rule, vb.info):
        return False
    if pa is None or pb is None:
        return pa is pb
    return vars(pa) == vars(pb)


def test_moves_judged_together_get_the_verdicts_they_get_alone():
    judged = refused = 0
    for n, scenario in enumerate(s.scenario for s in shipped_scenarios("iron_winds") if s.scenario):
        b = Battle.start(scenario, 7 + n)
        pick = Dice.seeded(3 + n)
        for _ in range(70):
            if b.to_act() is None:
                break
            st = b.state
            if st.phase == "movement" and st.movers:
                moves = [m for u in st.alive_units() for m in move_candidates(st, u)]
                moves += [m for lead in st.leaders.values() if lead.alive for m in leader_candidates(st, lead)]
                with fresh():                                       # nothing answered from before
                    together = plan_moves(st, moves)
                    st.touch()                                      # nothing kept from the batch
                    alone = [plan_move(st, m) for m in moves]
                assert all(same(x, y) for x, y in zip(together, alone))
                judged += len(moves)
                refused += sum(not v for _, v in alone)
            options = b.legal_actions().list()
            b.perform(options[pick.pick(len(options))])
    assert judged > 100 and 0 < refused < judged


def test_gaps_kept_across_states_are_the_gaps_worked_out_afresh():
    """Event III › gaps under 2": the gap of two bases is kept by their exact corners, so a later
    state with the same two bases finds the same gap, and a moved base's gaps are worked out again."""
    from game.rulesets.iron_winds import geo as G

    scenario = next(s.scenario for s in shipped_scenarios("iron_winds") if s.scenario)
    b = Battle.start(scenario, 3)
    pick = Dice.seeded(8)
    compared = 0
    for _ in range(60):
        if b.to_act() is None:
            break
        st = b.state
        box = (0.0, 0.0, *st.table)
        st.touch()
        warm = G.geo(st).gaps_near(box)
        G._PAIR_GAPS.clear()
        st.touch()
        cold = G.geo(st).gaps_near(box)
        assert warm.keys == cold.keys and (warm.verts == cold.verts).all()
        compared += len(cold.keys)
        options = b.legal_actions().list()
        b.perform(options[pick.pick(len(options))])
    assert compared > 0


def test_pair_distances_are_rect_distances_pair_by_pair():
    """The 2" gaps measure every new pair of bases at once (`geometry.distancematrix.pair_distances`): each
    distance is the very number `rect_distances` gives for the pair alone (touching, overlapping, turned, apart)."""
    import numpy as np

    from game.geometry.distancematrix import pair_distances
    from game.geometry.sweep import rect_distances
    from game.rulesets.iron_winds.geo import Geo
    from tests.rulesets.iron_winds.helpers import scenario, start, unit
    st, _ = start(scenario([unit("a", "human_warriors", 30, 30, 0), unit("b", "human_warriors", 30.7, 30.4, 10),
                            unit("c", "human_warriors", 36.3, 31, 30), unit("d", "human_warriors", 30, 33, 0)],
                           [unit("o", "orc_heavy_infantry", 50, 20, 180)]))
    units = Geo(st).units
    n = len(units)
    firsts = [i for i in range(n) for j in range(n) if i != j]
    seconds = [j for i in range(n) for j in range(n) if i != j]
    want = [rect_distances(units.subset(np.array([j])), units.verts[i])[0] for i, j in zip(firsts, seconds)]
    assert pair_distances(units, firsts, seconds).tolist() == want
    assert 0.0 in want and any(0 < d < 2 for d in want) and max(want) > 10
