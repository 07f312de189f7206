"""The table's geometry (`geo`): `nearer_than` answers as the distance it may skip measuring."""
from __future__ import annotations

from game.content.library import shipped_scenarios
from game.rulesets.forgotten_world.geo import distance, nearer_than

from ..played import played_states

SCENARIOS = [s.scenario for s in shipped_scenarios("forgotten_world") if s.scenario]


def test_nearer_than_is_the_distance_below_the_reach():
    seen = set()
    for n, step, b in played_states(SCENARIOS[:2], 3, 5, 121, every=40):
        st = b.state
        units = st.alive_units()
        for u in units:
            for t in units:
                d = distance(st, u.id, t.id)
                for reach in (0.5, 1.0, 3.0, d, d + 1e-9):
                    assert nearer_than(st, u.id, t.id, reach) == (d < reach), (n, step, u.id, t.id, reach)
                    seen.add(d < reach)
    assert seen == {True, False}
