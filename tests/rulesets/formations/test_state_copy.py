"""Formations: the fast clone (units and formations copied field by field, `core.slotcopy`) is a true,
independent copy of the state."""
from __future__ import annotations

import copy

from game.core.state import state_hash

from .helpers import battle, unit


def test_clone_equals_a_deep_copy_and_is_independent():
    b = battle([unit("n1", "inf", 3, 3), unit("n2", "inf", 4, 3, f="n1"), unit("s1", "inf", 3, 9)])
    fast, deep = b.ruleset.clone(b.state), copy.deepcopy(b.state)
    assert state_hash(fast) == state_hash(deep) == state_hash(b.state)
    for group in ("units", "formations"):
        for k, a in getattr(b.state, group).items():
            c = getattr(fast, group)[k]
            assert c is not a and c == a
    fu, ff = fast.units["n1"], next(iter(fast.formations.values()))
    fu.wounds, fu.col = 1, 5
    ff.shock, ff.acted = 2, True
    orig_u, orig_f = b.state.units["n1"], b.state.formations[ff.id]
    assert (orig_u.wounds, orig_u.col, orig_f.shock, orig_f.acted) == (0, 3, 0, False)
    assert state_hash(fast) != state_hash(b.state)
