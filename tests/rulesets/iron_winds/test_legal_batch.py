"""Event III (Movement): the legal actions found by judging a decision's moves together (`legal_moves`)
are the candidates `check` passes, in the same order, along random battles; and the engine's own
invariant finds bases that overlap (but not bases whose boxes merely meet)."""
from __future__ import annotations

from game.content.library import shipped_scenarios
from game.core.battle import Battle
from game.core.dice import Dice
from game.core.kept import forget_all
from game.rulesets.iron_winds.geo import geo, overlapping_bases
from game.rulesets.iron_winds.legal import legal_moves

from .helpers import RS, scenario, start, unit


def test_legal_moves_are_the_candidates_check_passes_along_random_battles():
    forget_all()
    compared = offered = 0
    for n, s in enumerate(x.scenario for x in shipped_scenarios("iron_winds") if x.scenario):
        b = Battle.start(s, 21 + n)
        pick = Dice.seeded(9 + n)
        for _ in range(150):
            if b.to_act() is None:
                break
            st = b.state
            fast = legal_moves(st)
            if fast is not None:
                slow = [a for a in RS.candidates(st) if b.check(a)]
                assert fast == slow
                compared += 1
                offered += len(slow)
            options = b.legal_actions().list()
            b.perform(options[pick.pick(len(options))])
    assert compared > 20 and offered > compared


def test_the_overlap_invariant_finds_overlapping_bases_only():
    """Bases overlapping are reported; two bases turned 45 degrees, whose boxes meet but which stand
    apart, are not."""
    state, _ = start(scenario([unit("a", "human_warriors", 30, 30, 45), unit("b", "human_warriors", 33.2, 30, 45)],
                              [unit("o", "orc_heavy_infantry", 60, 6, 180)]))
    assert not [v for v in RS.invariants(state) if "overlaps" in v]
    state.units["b"].x = 30.5
    state.touch()
    assert [v for v in RS.invariants(state) if "overlaps" in v] == ["a overlaps b"]
    state.units["b"].x = 33.2                   # the first layout again: answered as kept, the same
    state.touch()
    assert not [v for v in RS.invariants(state) if "overlaps" in v]
    state.units["b"].x = 30.5
    state.touch()
    assert [v for v in RS.invariants(state) if "overlaps" in v] == ["a overlaps b"]


def test_overlapping_bases_answered_pair_by_pair_are_the_pairs_found_afresh():
    """The overlap invariant in a new layout reads each pair's answer kept from before where the two bases
    stood so already: the pairs it reports are those `ConvexSet.overlapping_pairs` finds afresh, as units are
    put onto, beside and near one another (and moved back to where they stood before)."""
    forget_all()
    st = Battle.start(next(x.scenario for x in shipped_scenarios("iron_winds") if x.scenario), 5).state
    ids = [u.id for u in st.alive_units()]
    pick = Dice.seeded(3)
    found = 0
    for _ in range(80):
        u, o = st.units[ids[pick.pick(len(ids))]], st.units[ids[pick.pick(len(ids))]]
        u.x, u.y = o.x + (pick.pick(9) - 4) * 0.5, o.y + (pick.pick(5) - 2) * 0.5
        u.heading = (0.0, 45.0, 90.0, 180.0)[pick.pick(4)]
        st.touch()
        g = geo(st)
        want = g.units.overlapping_pairs(1e-4)
        assert overlapping_bases(g) == want
        found += len(want)
    assert found > 20
