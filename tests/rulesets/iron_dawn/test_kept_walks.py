"""Movement: a move's walk kept across states (`walkkey.walk_key`, `game.core.kept`) is the walk worked out
afresh, along random battles and after a change of any field of any unit, model or of the state, made in
place."""
from __future__ import annotations

import math
from dataclasses import fields

from game.content.library import shipped_scenarios
from game.core.battle import Battle
from game.core.dice import Dice
from game.core.kept import fresh, stats
from game.rulesets.iron_dawn.movegen import path_to
from game.rulesets.iron_dawn.movement import plan_move
from game.rulesets.iron_dawn.state import Model, Unit
from game.rulesets.iron_dawn.terrain import pieces

from ..played import played_states

SCENARIOS = [s.scenario for s in shipped_scenarios("iron_dawn") if s.scenario]


def walks(st) -> list:
    """Every unit's walk (any side, limits aside, a budget of 30") to eight places 3" and 7" around it,
    each path starting where the unit stands."""
    out = []
    for u in st.units.values():
        if not u.alive or not u.models:
            continue
        for k in range(8):
            a = math.radians(45 * k)
            d = 3.0 if k % 2 else 7.0
            path = path_to(u, u.x + d * math.sin(a), u.y - d * math.cos(a))
            out.append((u.id, k, _try(lambda: plan_move(st, u, path, budget=30.0, limits=False))))
    return out


def answers(rs, st) -> tuple:
    verdicts = []
    for a in _try(lambda: list(rs.candidates(st)), []):
        v = _try(lambda: rs.check(st, a))
        verdicts.append((a.to_text(), v) if isinstance(v, str) else
                        (a.to_text(), v.ok, v.reason, str(v.rule), repr(v.info)))
    return verdicts, walks(st)


def _try(fn, failed=None):
    """fn() as plain values, or the name of what it raised (the same way kept or fresh)."""
    try:
        got = fn()
    except Exception as e:  # noqa: BLE001
        return f"raised {type(e).__name__}" if failed is None else failed
    if isinstance(got, tuple) and len(got) == 2 and hasattr(got[1], "ok"):     # (plan, verdict)
        plan, v = got
        return (None if plan is None else (plan.final, tuple(plan.models), plan.used, plan.budget),
                v.ok, v.reason, str(v.rule), repr(v.info))
    return got


def afresh(rs, st) -> tuple:
    with fresh():
        return answers(rs, st)


def _hits() -> int:
    return stats()["iron_dawn walks"][0]


def test_kept_walks_are_fresh_walks_along_random_battles():
    compared, hits = 0, _hits()
    for n, step, b in played_states(SCENARIOS, 31, 9, 120, every=6):
        assert answers(b.ruleset, b.state) == afresh(b.ruleset, b.state), f"scenario {n} step {step}"
        compared += 1
    assert compared >= 20 and _hits() > hits


def battle_after(steps: int, seed: int = 3) -> Battle:
    b = Battle.start(SCENARIOS[0], seed)
    pick = Dice.seeded(seed + 40)
    for _ in range(steps):
        options = b.legal_actions().list()
        b.perform(options[pick.pick(len(options))])
    return b


def _values(f: str, old, st):
    if f in ("x", "y"):
        return [old + 1.5, old - 5.0]
    if f == "heading":
        return [(old + 90.0) % 360.0]
    if isinstance(old, bool):
        return [not old]
    if isinstance(old, int):
        return [old + 1, -1]
    if isinstance(old, float):
        return [old + 1.0, max(old - 0.5, 0.25)]
    if f == "kind":
        return ["vehicle", "squad", "solo"]
    if f in ("joined", "inside"):
        return [k for k in st.units if k != old][:2] + [""]
    if f == "side":
        return [s for s in st.sides if s != old]
    if f == "profile":
        return [u.profile for u in st.units.values() if u.profile != old][:2]
    if isinstance(old, list):
        return [[], ["x"]]
    if isinstance(old, tuple):
        return [(), (1, 1)]
    return [old + "?", ""]


def test_a_change_to_any_unit_or_model_field_is_never_answered_from_before():
    """Each field of three units (one of the side to act, an enemy squad, a vehicle) and of their first
    models changed in place: the answers equal the fresh ones, and enough of the changes did change them
    (the test has teeth); put back, they are the first."""
    b = battle_after(12)
    rs, st = b.ruleset, b.state
    first = answers(rs, st)
    assert first == afresh(rs, st)
    side = st.acting() or st.sides[0]
    alive = [u for u in st.units.values() if u.alive]
    picked = [next(u for u in alive if u.side == side),                        # one of the side to act,
              next(u for u in alive if u.side != side and u.kind == "squad"),   # an enemy squad
              next(u for u in alive if u.kind == "vehicle")]                    # and a vehicle
    records = [(u, [f.name for f in fields(Unit) if f.name not in ("id", "models")]) for u in picked]
    records += [(u.models[0], [f.name for f in fields(Model) if f.name != "id"]) for u in picked]
    changed = 0
    for rec, names in records:
        for f in names:
            old = getattr(rec, f)
            for value in _values(f, old, st):
                setattr(rec, f, value)
                try:
                    got = answers(rs, st)
                    assert got == afresh(rs, st), f"{rec.id}.{f} = {value!r}"
                finally:
                    setattr(rec, f, old)
                changed += got != first
    assert answers(rs, st) == first
    assert changed > 40


def test_a_change_to_the_state_is_never_answered_from_before():
    b = battle_after(10, seed=5)
    rs, st = b.ruleset, b.state
    first = answers(rs, st)
    keys = [p.key for p in pieces(st) if p.type not in ("trench",)][:4]
    assert keys
    changes = [("width", st.width / 2), ("height", st.height / 3), ("destroyed_terrain", keys),
               ("burning", keys), ("phase", 3 - st.phase if st.phase else 1), ("turn", st.turn + 1)]
    changed = 0
    for f, value in changes:
        old = getattr(st, f)
        setattr(st, f, value)
        try:
            got = answers(rs, st)
            assert got == afresh(rs, st), f
        finally:
            setattr(st, f, old)
        changed += got != first
    assert answers(rs, st) == first
    assert changed >= 3


def test_a_walk_key_is_the_same_inside_a_decisions_listing_and_outside_it():
    from game.rulesets.iron_dawn.walkkey import one_decision, walk_key

    compared = near = 0
    for _n, _step, b in played_states(SCENARIOS, 21, 3, 60, every=10):
        st = b.state
        paths = [(u, path_to(u, u.x + d * math.sin(math.radians(a)), u.y - d * math.cos(math.radians(a))))
                 for u in st.units.values() if u.alive and u.models for a in (0, 135, 270) for d in (2.0, 9.0)]
        outside = [walk_key(st, u, p) for u, p in paths]
        with one_decision(st):
            inside = [walk_key(st, u, p) for u, p in paths]
        assert inside == outside
        compared += len(paths)
        near += sum(1 for k in inside if k[-1])
    assert compared > 100 and near > 20
