"""A state's clone (units, leaders and melee records copied field by field by `core.slotcopy.slot_copier`)
equals the state and shares none of them: changing the copy leaves the original as it was."""
from __future__ import annotations

from game.content.library import shipped_scenarios
from game.core.battle import Battle
from game.core.state import state_hash
from game.rulesets.iron_winds.state import MeleeRecord


def test_a_clone_equals_the_state_and_shares_no_unit_leader_or_record():
    scenario = next(s.scenario for s in shipped_scenarios("iron_winds") if s.scenario)
    st = Battle.start(scenario, 4).state
    st.melee.append(MeleeRecord("a", "b", "front", 2, decision="pending"))
    copy = st.clone()
    assert copy == st and state_hash(copy) == state_hash(st)
    for group in ("units", "leaders"):
        for k, a in getattr(st, group).items():
            b = getattr(copy, group)[k]
            assert a is not b and a == b
    assert copy.melee[0] is not st.melee[0] and copy.melee == st.melee
    u = next(iter(copy.units.values()))
    lead = next(iter(copy.leaders.values()))
    u.x += 2.0
    u.figures -= 1
    lead.wounds += 1
    copy.melee[0].applied = True
    orig = st.units[u.id]
    assert orig.x != u.x and orig.figures == u.figures + 1 and st.leaders[lead.id].wounds == lead.wounds - 1
    assert not st.melee[0].applied and copy != st
