"""The legal list's yes or no of a shot (`shotplan.shot_allowed`, which leaves the cover unmeasured when no
firer could hit whatever the cover) is `plan_shot(...).ok`, for every pair of units on both sides and each
kind of shot, along random battles; and the legal list is the candidates that the full `check` passes."""
from __future__ import annotations

from game.content.library import shipped_scenarios
from game.rulesets.iron_dawn.commands import check
from game.rulesets.iron_dawn.shotplan import plan_shot, shot_allowed

from ..played import played_states

SCENARIOS = [s.scenario for s in shipped_scenarios("iron_dawn") if s.scenario]


def _try(fn):
    try:
        return fn()
    except Exception as exc:  # noqa: BLE001  (an exception is an answer to compare too)
        return type(exc).__name__


def test_a_shots_yes_or_no_is_its_plans_ok_and_the_legal_list_is_the_checked_candidates():
    compared = refused = allowed = 0
    for n, step, b in played_states(SCENARIOS, 11, 5, 48, every=12):
        st = b.state
        guns = [g.id for g in st.units.values() if g.kind == "emplacement"]
        for u in st.units.values():
            for t in st.units.values():
                if t.side == u.side or not (u.alive and t.alive):
                    continue
                for mode, gun in [("", ""), ("ap_round", "")] + [("", g) for g in guns]:
                    fast = _try(lambda: shot_allowed(st, u, t, mode, emplacement=gun))
                    full = _try(lambda: plan_shot(st, u, t, mode, emplacement=gun).ok)
                    assert fast == full, (n, step, u.id, t.id, mode, gun)
                    compared += 1
                    refused += fast is False
                    allowed += fast is True
        listed = [a.to_text() for a in b.ruleset.legal_actions(st)]
        assert listed == [a.to_text() for a in b.ruleset.candidates(st) if _try(lambda: bool(check(st, a))) is True]
    assert compared > 200 and refused > 20 and allowed > 20
