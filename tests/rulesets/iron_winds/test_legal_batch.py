"""Event III (Movement): the legal actions found by judging a decision's moves together (`legal_moves`)
are the candidates `check` passes, in the same order, along random battles; and the engine's own
invariant finds bases that overlap (but not bases whose boxes merely meet)."""
from __future__ import annotations

from game.content.library import shipped_scenarios
from game.core.battle import Battle
from game.core.dice import Dice
from game.core.kept import forget_all
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
