"""A state's clone (`Unit.copy`, made field by field by `core.slotcopy.slot_copier`) equals the state and shares
nothing that can change: every unit's lists and models are new objects, so changing the copy leaves the
original as it was."""
from __future__ import annotations

from dataclasses import fields

from game.content.library import shipped_scenarios
from game.core.battle import Battle
from game.core.state import state_hash
from game.rulesets.iron_dawn.state import Unit


def test_a_clone_equals_the_state_and_shares_no_list_or_model():
    scenario = next(s.scenario for s in shipped_scenarios("iron_dawn") if s.scenario)
    st = Battle.start(scenario, 4).state
    u = next(x for x in st.units.values() if len(x.models) > 1)
    u.done.append("shoot")
    u.cargo.append("someone")
    u.smoke_phase = (2, 1)
    copy = st.clone()
    assert copy == st and state_hash(copy) == state_hash(st)
    for uid, a in st.units.items():
        b = copy.units[uid]
        assert all(getattr(a, f.name) == getattr(b, f.name) for f in fields(Unit))
        for name in ("models", "done", "penetrated", "lost_mounts", "cargo"):
            assert getattr(a, name) is not getattr(b, name)
        assert all(m is not n and m == n for m, n in zip(a.models, b.models))
    c = copy.units[u.id]
    c.models[0].x += 1.0
    c.done.append("move")
    c.x += 2.0
    assert u.models[0].x != c.models[0].x and u.done == ["shoot"] and u.x != c.x and copy != st
