"""Event III (Movement) and Event II (Archery): answers kept across states (`movecache`, archery's kept
targets) are the answers worked out afresh, along random battles and after any change of any field of any
unit, leader or of the state, made in place without telling the state (no `touch`)."""
from __future__ import annotations

from dataclasses import fields

import pytest

from game.content.library import shipped_scenarios
from game.core.battle import Battle
from game.core.dice import Dice
from game.core.kept import forget_all, fresh
from game.rulesets.iron_winds import movecache
from game.rulesets.iron_winds.archery import find_target
from game.rulesets.iron_winds.geo import geo
from game.rulesets.iron_winds.legal import legal_moves
from game.rulesets.iron_winds.movegen import leader_candidates, move_candidates
from game.rulesets.iron_winds.movement import plan_move
from game.rulesets.iron_winds.state import Leader, Unit

SCENARIOS = [s.scenario for s in shipped_scenarios("iron_winds") if s.scenario]


def answers(st) -> tuple:
    """Everything the kept answers feed: the legal moves, each sample move's verdict and plan, each
    unit's archery target (as plain values)."""
    legal = legal_moves(st)
    judged = []
    for u in st.alive_units():
        for m in move_candidates(st, u):
            plan, v = plan_move(st, m)
            judged.append((m, v.ok, v.reason, v.rule, v.info, None if plan is None else tuple(vars(plan).items())))
    for lead in st.leaders.values():
        if lead.alive:
            for m in leader_candidates(st, lead):
                plan, v = plan_move(st, m)
                judged.append((m, v.ok, v.reason, None if plan is None else tuple(vars(plan).items())))
    shots = []
    for u in st.units.values():
        s = find_target(st, u)
        shots.append((u.id, s.target, s.problem, s.distance, s.over, s.share, s.bow))
    return legal, judged, shots


def afresh(st) -> tuple:
    with fresh():
        return answers(st)


def movement_state(scenario, seed: int, moves_wanted: int = 2) -> Battle:
    """A battle in a Movement step after `moves_wanted` moves of it (answers kept along the way)."""
    b = Battle.start(scenario, seed)
    pick = Dice.seeded(seed + 50)
    moved = 0
    for _ in range(400):
        st = b.state
        options = b.legal_actions().list()
        if st.phase == "movement" and st.movers and len(options) > 3:
            if moved >= moves_wanted:
                return b
            moved += 1
            options = [o for o in options if type(o).__name__ == "Move"] or options
        b.perform(options[pick.pick(len(options))])
    raise AssertionError("no movement step reached")


def test_kept_answers_are_fresh_answers_along_random_battles():
    forget_all()
    compared = hits = 0
    for n, scenario in enumerate(SCENARIOS):
        b = Battle.start(scenario, 11 + n)
        pick = Dice.seeded(5 + n)
        for step in range(120):
            if b.to_act() is None:
                break
            st = b.state
            if st.phase in ("archery", "movement") and step % 3 == 0:
                before = movecache.stats()["judged hits"]
                assert answers(st) == afresh(st), f"scenario {n} step {step}"
                hits += movecache.stats()["judged hits"] - before
                compared += 1
            options = b.legal_actions().list()
            b.perform(options[pick.pick(len(options))])
    assert compared >= 12 and hits > 0


def _values(f, old, st, other_ids):
    """A few different values for a field holding `old`."""
    if f in ("x", "y"):
        return [old + 1.5, old - 4.0]
    if f == "heading":
        return [(old + 90.0) % 360.0, (old + 180.0) % 360.0]
    if isinstance(old, bool):
        return [not old]
    if isinstance(old, int):
        return [old + 1, 0, max(old - 3, 0)]
    if isinstance(old, float):
        return [old + 2.0, max(old - 1.0, 0.5)]
    if isinstance(old, tuple):
        return [(), ("pikes",), ("bows", "longbow")]
    if f in ("attacks", "attached"):
        return [o for o in other_ids if o != old][:3] + [""]
    if f == "attack_side":
        return ["front", "left", "rear", ""]
    if f == "removed":
        return ["destroyed", ""]
    if f == "side":
        return [s for s in st.sides if s != old]
    if f == "kind":
        return ["levy", "warrior", "knight"]
    if f == "race":
        return ["elf", "orc", "dwarf", "human"]
    if f == "rank":
        return ["leader", "hero", "demigod"]
    return [old + "?", ""]


@pytest.mark.parametrize("which", ["unit", "leader"])
def test_a_change_to_any_field_is_never_answered_from_before(which):
    """Each field of several units (movers, their neighbours, enemies) or of every leader changed in
    place, without `touch`: the answers equal the fresh ones (and the field put back, they are the
    first ones again)."""
    b = movement_state(SCENARIOS[0], 3)
    st = b.state
    first = answers(st)
    assert first == afresh(st)
    ids = list(st.units)
    if which == "unit":
        side = st.step
        mine = [u for u in st.alive_units(side)][:2]
        theirs = [u for u in st.alive_units(st.other(side))][:2]
        records, names = mine + theirs, [f.name for f in fields(Unit) if f.name != "id"]
    else:
        records, names = list(st.leaders.values()), [f.name for f in fields(Leader) if f.name != "id"]
    changed = 0
    for rec in records:
        for f in names:
            old = getattr(rec, f)
            for value in _values(f, old, st, ids + list(st.leaders)):
                setattr(rec, f, value)
                try:
                    got = answers(st)
                    want = afresh(st)
                finally:
                    setattr(rec, f, old)
                assert got == want, f"{rec.id}.{f} = {value!r}"
                changed += got != first
    assert answers(st) == first
    assert changed > (20 if which == "unit" else 5)     # the changes did change answers: the test has teeth


def test_a_change_to_the_decision_is_never_answered_from_before():
    b = movement_state(SCENARIOS[1], 4)
    st = b.state
    first = answers(st)
    other = st.other(st.step)
    changes = [("step", other), ("turn", st.turn + 1), ("movers", list(reversed(st.movers))), ("movers", []),
               ("phase", "melee"), ("phase", "archery"), ("table", (st.table[0] / 2, st.table[1])),
               ("advanced", {k: not v for k, v in st.advanced.items()} | {"horse_archers": True, "pikes": True}),
               ("side_names", {k: v + " II" for k, v in st.side_names.items()}), ("result", ("", "over", {}))]
    for f, value in changes:
        old = getattr(st, f)
        setattr(st, f, value)
        try:
            assert answers(st) == afresh(st), f
        finally:
            setattr(st, f, old)
    assert answers(st) == first


def test_geometry_built_before_an_untold_change_is_never_used():
    """A unit moved in place (no `touch`): the next kept-answer lookup rebuilds the state's geometry."""
    b = movement_state(SCENARIOS[0], 5)
    st = b.state
    answers(st)
    g = geo(st)
    u = st.alive_units(st.step)[0]
    u.x += 2.0
    legal_moves(st)
    assert geo(st) is not g
    g2 = geo(st)
    legal_moves(st)
    assert geo(st) is g2                  # unchanged state: kept


def test_the_same_state_asked_again_judges_no_unit_move_again():
    """The point of keeping: what was judged is not judged again in a state that reads the same."""
    b = movement_state(SCENARIOS[1], 6, moves_wanted=0)
    st = b.state
    legal_moves(st)
    before = movecache.stats()
    legal_moves(st)
    after = movecache.stats()
    assert after["judged misses"] == before["judged misses"] and after["judged hits"] > before["judged hits"]


def test_another_units_melee_marks_are_never_answered_from_before():
    """Of the other units the decision keeps only what a move reads of them (`movecache.OTHERS_FIELDS`):
    the enemy a move contacts routed, attacked in the flank, or face to face with a friend far away
    (changed in place, no `touch`) gives that move a new verdict, never the one kept from before."""
    from tests.rulesets.iron_winds.helpers import at, scenario, start, unit
    st, _ = start(scenario([unit("u", "human_warriors", 30, 30, 0), unit("f", "human_warriors", 55, 30, 0)],
                           [unit("e", "orc_light_infantry", 30, 24, 180)]))
    at(st, "movement")
    u, f, e = st.units["u"], st.units["f"], st.units["e"]

    def verdicts():
        return [(m.path, v.ok, v.reason, v.info) for m in move_candidates(st, u) for v in [plan_move(st, m)[1]]]

    first = verdicts()
    changes = [[(e, "routed", True)], [(f, "attacks", "e"), (f, "attack_side", "left")],
               [(f, "attacks", "e"), (f, "attack_side", "front"), (e, "attacks", "f"), (e, "attack_side", "front")]]
    changed = 0
    for change in changes:
        olds = [(rec, name, getattr(rec, name)) for rec, name, _ in change]
        for rec, name, value in change:
            setattr(rec, name, value)
        try:
            got = verdicts()
            with fresh():
                assert got == verdicts(), change
        finally:
            for rec, name, old in olds:
                setattr(rec, name, old)
        changed += got != first
    assert verdicts() == first and changed == len(changes)


def test_a_kept_ground_gives_the_fresh_verdict_and_plan():
    """`move_ground`: a unit's move judged again from the same place (a friend moved beside it, in place,
    no `touch`) reads its kept ground, and its verdict and plan are those worked out afresh."""
    from game.rulesets.iron_winds import move_ground
    b = movement_state(SCENARIOS[1], 7, moves_wanted=1)
    st = b.state
    units = [u for u in st.alive_units(st.step) if move_candidates(st, u)]
    before = move_ground.stats()["ground hits"]
    for shift in (0.0, 1.0, -2.5, 7.0):
        units[0].x += shift                   # a friend of the others moved: their judged moves are asked again
        try:
            for u in units[1:]:
                for m in move_candidates(st, u):
                    plan, v = plan_move(st, m)
                    with fresh():
                        plan2, v2 = plan_move(st, m)
                    assert (v.ok, v.reason, v.info) == (v2.ok, v2.reason, v2.info), m
                    assert (plan is None) == (plan2 is None) and (plan is None or vars(plan) == vars(plan2)), m
        finally:
            units[0].x -= shift
    assert move_ground.stats()["ground hits"] > before
