"""Movement, Shooting, Charges: answers kept across states (sweeps of moves, sight, distances, overlaps;
`game.core.kept`) are the answers worked out afresh, along random battles and after a change of any field
of any unit or of the state, made in place (then told: `touch`, as every change the rules make is)."""
from __future__ import annotations

from dataclasses import fields

import numpy as np

from game.content.library import shipped_scenarios
from game.core.battle import Battle
from game.core.dice import Dice
from game.core.kept import fresh, stats
from game.core.state import state_hash
from game.geometry.plane import Pose
from game.rulesets.forgotten_world.combat import _sight
from game.rulesets.forgotten_world.geo import distance, geo
from game.rulesets.forgotten_world.manoeuvres import NotAManoeuvre, classify
from game.rulesets.forgotten_world.movegen import sample_moves
from game.rulesets.forgotten_world.movement import sub_steps, sweep_problem
from game.rulesets.forgotten_world.state import Unit

from ..played import played_states

SCENARIOS = [s.scenario for s in shipped_scenarios("forgotten_world") if s.scenario]


def answers(rs, st) -> tuple:
    """Everything the kept answers feed: every candidate's verdict, the legal list (its sample moves judged
    together: movekeep), the invariants (overlaps), the distances and sight between every two units on the
    table, and the sweep of every unit's sample moves whatever the phase."""
    verdicts = [tuple(a.to_text() for a in _try(lambda: rs.legal_actions(st), []))]
    for a in _try(lambda: list(rs.candidates(st)), []):
        v = _try(lambda: rs.check(st, a))
        verdicts.append((a.to_text(), v) if isinstance(v, str) else
                        (a.to_text(), v.ok, v.reason, str(v.rule), repr(v.info)))
    ids = _try(lambda: list(geo(st).ids), [])
    units = [st.units[k] for k in ids if st.units[k].alive and not st.units[k].attached]
    far = [(a.id, b.id, _try(lambda: distance(st, a.id, b.id))) for a in units for b in units]
    seen = [(a.id, b.id, _try(lambda: _sight(st, a, b))) for a in units for b in units if a.side != b.side][:60]
    sweeps = []
    for u in units:
        for m in _try(lambda: sample_moves(st, u), []):
            try:
                steps = classify(u.pose, [Pose(*p) for p in m.path], u.width, u.depth, u.M, single=u.single)
            except NotAManoeuvre as e:
                sweeps.append((m.to_text(), e.reason))
                continue
            poses, moves = sub_steps(steps, u.width, u.depth)
            sweeps.append((m.to_text(), _try(lambda: sweep_problem(st, u, poses, moves))))
    return verdicts, _try(lambda: rs.invariants(st)), far, seen, sweeps


def _try(fn, failed=None):
    """fn(), or the name of what it raised (a field set to nonsense may make a rule fail: the same way
    kept or fresh)."""
    try:
        return fn()
    except Exception as e:  # noqa: BLE001
        return f"raised {type(e).__name__}" if failed is None else failed


def afresh(rs, st) -> tuple:
    with fresh():
        return answers(rs, st.clone())          # a clone: its geometry is built again from the state


def _kept_hits() -> int:
    return sum(h for name, (h, _, _) in stats().items() if name.startswith("forgotten_world"))


def test_kept_answers_are_fresh_answers_along_random_battles():
    compared, phases = 0, set()
    hits = _kept_hits()
    for n, step, b in played_states(SCENARIOS, 21, 7, 100, every=7):
        assert answers(b.ruleset, b.state) == afresh(b.ruleset, b.state), f"scenario {n} step {step}"
        compared += 1
        phases.add(b.state.phase)
    assert compared >= 12 and {"movement", "attack", "charges"} <= phases
    assert _kept_hits() > hits                  # answers were indeed taken from before


def movement_state(seed: int = 3) -> Battle:
    b = Battle.start(SCENARIOS[0], seed)
    pick = Dice.seeded(seed + 50)
    moved = 0
    for _ in range(400):
        st = b.state
        options = b.legal_actions().list()
        if st.phase == "movement":
            if moved >= 2:
                return b
            moves = [o for o in options if type(o).__name__ == "Move"]
            if moves:
                moved += 1
                options = moves
        b.perform(options[pick.pick(len(options))])
    raise AssertionError("no movement phase reached")


def _values(f: str, old, st):
    if f in ("x", "y"):
        return [old + 1.5, old - 4.0]
    if f == "heading":
        return [(old + 90.0) % 360.0, (old + 180.0) % 360.0]
    if isinstance(old, bool):
        return [not old]
    if isinstance(old, int):
        return [old + 1, max(old - 2, 1)]
    if isinstance(old, float):
        return [old + 2.0, max(old - 1.0, 0.5)]
    if f == "effects":
        return [[["cage", st.sides[0], 99, 0]], [["chains", st.sides[1], 99, 2]]]
    if isinstance(old, tuple):
        return [(), ("x",)]
    if f == "side":
        return [s for s in st.sides if s != old]
    if f in ("charging", "attached", "pursuit_charge"):
        return [k for k in st.units if k != old][:2] + [""]
    if f == "garrison":
        return []                           # holding a building: garrison.py's own tests
    if f == "removed":
        return ["destroyed", ""]
    return [old + "?", ""]


def test_a_change_to_any_unit_field_is_never_answered_from_before():
    """Each field of a mover and an enemy changed in place (and told): the answers equal the fresh
    ones, and enough of the changes did change them (the test has teeth); put back, they are the first."""
    b = movement_state()
    rs, st = b.ruleset, b.state
    first = answers(rs, st)
    assert first == afresh(rs, st)
    mine = [u for u in st.alive_units(st.active)][:1]
    theirs = [u for u in st.alive_units(st.other(st.active))][:1]
    changed = 0
    for u in mine + theirs:
        for f in [f.name for f in fields(Unit) if f.name not in ("id", "profile")]:
            old = getattr(u, f)
            # the enemy's fields with their first new value only: each comparison works out every answer
            # of the table twice, and the suite has a time budget
            for value in _values(f, old, st)[:None if u in mine else 1]:
                setattr(u, f, value)
                st.touch()
                try:
                    got = answers(rs, st)
                    assert got == afresh(rs, st), f"{u.id}.{f} = {value!r}"
                finally:
                    setattr(u, f, old)
                    st.touch()
                changed += got != first
    assert answers(rs, st) == first
    assert changed > 30


def test_a_change_to_the_state_is_never_answered_from_before():
    b = movement_state(4)
    rs, st = b.ruleset, b.state
    first = answers(rs, st)
    some = next(iter(st.units))
    other = st.other(st.active)
    changes = [("active", other), ("phase", "attack"), ("phase", "charges"), ("table", (st.table[0] / 2, st.table[1])),
               ("contacts", [[some, u.id, "front"] for u in st.alive_units(other)][:1]),
               ("terrain_key", "0" * 16), ("side_names", {k: v + " II" for k, v in st.side_names.items()})]
    changed = 0
    for f, value in changes:
        old = getattr(st, f)
        setattr(st, f, value)
        st.touch()
        try:
            if f == "terrain_key":          # another terrain under another key: the pieces change too
                st._terrain, old_t = (), st._terrain
            got = answers(rs, st)
            assert got == afresh(rs, st), f
        finally:
            setattr(st, f, old)
            if f == "terrain_key":
                st._terrain = old_t
            st.touch()
        changed += got != first
    assert answers(rs, st) == first
    assert changed >= 5


def test_the_same_ground_swept_again_is_not_swept_again():
    """The point of keeping: a sweep over the same shapes is answered as before, in a new state too."""
    b = movement_state(6)
    st = b.state
    u = st.alive_units(st.active)[0]
    poses, moves = np.array([[u.x, u.y, u.heading]]), np.array([[0.0, -1.0]])
    want = sweep_problem(st, u, poses, moves)
    before = stats()["forgotten_world sweeps"]
    again = st.clone()
    assert sweep_problem(again, again.units[u.id], poses, moves) == want
    after = stats()["forgotten_world sweeps"]
    assert after[0] == before[0] + 1 and after[1] == before[1]


def test_the_same_unit_among_the_same_bases_is_not_judged_again():
    """The point of keeping a unit's sample moves and their verdicts: a clone's legal list takes them."""
    b = movement_state(6)
    want = b.ruleset.legal_actions(b.state)
    before = stats()["forgotten_world sample verdicts"]
    assert b.ruleset.legal_actions(b.state.clone()) == want
    after = stats()["forgotten_world sample verdicts"]
    assert after[0] > before[0] and after[1] == before[1]


def test_a_clone_shares_no_units_or_effects_with_the_state():
    """State.clone copies each unit field by field (core.slotcopy) and each of its effects: changing the copy
    leaves the original as it was."""
    scenario = next(s.scenario for s in shipped_scenarios("forgotten_world") if s.scenario)
    st = Battle.start(scenario, 2).state
    u = next(iter(st.units.values()))
    u.effects.append(["stubborn", 1])
    copy = st.clone()
    assert state_hash(copy) == state_hash(st)
    for uid, a in st.units.items():
        b = copy.units[uid]
        assert a is not b and a == b and a.effects is not b.effects
        assert all(e is not f and e == f for e, f in zip(a.effects, b.effects))
    c = copy.units[u.id]
    c.effects[-1][1] = 2
    c.x += 1.0
    assert u.effects[-1] == ["stubborn", 1] and u.x != c.x
