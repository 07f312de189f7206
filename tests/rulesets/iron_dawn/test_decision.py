"""Answers kept while one decision's legal actions are listed (`decision.one_decision`): `why_not` answers
inside a listing as it answers outside one, for every unit and kind, and a unit that is not the state's own
(a copy) is asked afresh."""
from __future__ import annotations

from game.content.library import shipped_scenarios
from game.rulesets.iron_dawn.decision import decision_answers, one_decision
from game.rulesets.iron_dawn.limits import why_not

from ..played import played_states

SCENARIOS = [s.scenario for s in shipped_scenarios("iron_dawn") if s.scenario][:2]
KINDS = ("move", "run", "overdrive", "shoot", "assault", "ram", "dig_in", "hull_down", "repair", "rig",
         "embark", "disembark", "recrew", "inspire", "fall_back")


def test_why_not_inside_a_listing_answers_as_outside():
    asked = refused = 0
    for _n, _step, b in played_states(SCENARIOS, 31, 7, 40, every=8):
        st = b.state
        pairs = [(u, k, o) for u in st.units.values() for k in KINDS for o in (False, True)]
        outside = [why_not(st, u, k, ordered=o) for u, k, o in pairs]
        with one_decision(st):
            inside = [why_not(st, u, k, ordered=o) for u, k, o in pairs]
            again = [why_not(st, u, k, ordered=o) for u, k, o in pairs]
            assert len(decision_answers(st)) == len(pairs)
        assert inside == again == outside
        asked += len(pairs)
        refused += sum(1 for w in inside if w)
    assert asked > 500 and 0 < refused < asked


def test_a_copy_of_a_unit_is_asked_afresh_inside_a_listing():
    st = next(b for _n, _s, b in played_states(SCENARIOS[:1], 31, 7, 5, every=4)).state
    side = st.acting()
    u = next(u for u in st.units.values() if u.side == side and u.alive and u.kind != "emplacement")
    with one_decision(st):
        assert why_not(st, u, "move") is None
        copy = u.copy()
        copy.acted_phase = st.phase
        assert why_not(st, copy, "move") is not None
        assert why_not(st, u, "move") is None
    assert decision_answers(st) is None


def test_a_listing_in_one_thread_is_not_another_threads():
    """The app's computer player lists and checks actions in a worker thread while the window's thread lists
    the battle's: what one thread keeps for its listing is never read by the other, whose state may change."""
    import threading

    st = next(b for _n, _s, b in played_states(SCENARIOS[:1], 31, 7, 5, every=4)).state
    seen = []
    with one_decision(st):
        assert decision_answers(st) is not None
        worker = threading.Thread(target=lambda: seen.append(decision_answers(st)))
        worker.start()
        worker.join()
        assert decision_answers(st) is not None
    assert seen == [None]
