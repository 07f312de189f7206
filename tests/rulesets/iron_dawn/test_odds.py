"""The odds panel's preview of a shot against brute force: every sequence of faces the real resolution
(`resolve_shot` on a clone) asks for is walked, and the preview's distributions (hit points lost by the
target, suppressed, hit points lost by other units, criticals, destroyed) must equal what it gives —
Explosives, Flamethrowers, Indirect Fire weapons, Critical Hit chart, Defence Tests, Suppression."""
from fractions import Fraction

import pytest

from game.core.dice import Dice
from game.core.odds import enumerate_dice
from game.rulesets.iron_dawn import actions as A
from game.rulesets.iron_dawn.shooting import resolve_shot, source_of
from game.rulesets.iron_dawn.shotplan import plan_shot

from .helpers import RS, scenario, start, unit


class _Deep(Exception):
    pass


class _Probe(Dice):
    """Scripted dice that stop (and say how many sides they were asked for) past the script."""

    def __init__(self, prefix):
        Dice.__init__(self, script=list(prefix))
        self.asked = None

    def _face(self, sides, kind):
        if self._cursor >= len(self.script):
            self.asked = sides
            raise _Deep()
        return Dice._face(self, sides, kind)


def enumerate_truncated(resolve, depth):
    """Like core.odds.enumerate_dice, but sequences longer than `depth` faces are left unexplored (a
    vehicle's natural 1 asks for another test without end): (probabilities found, mass left unexplored)."""
    out, left, stack = {}, Fraction(0), [((), Fraction(1))]
    while stack:
        prefix, w = stack.pop()
        probe = _Probe(prefix)
        try:
            key = resolve(probe)
        except _Deep:
            if len(prefix) >= depth:
                left += w
                continue
            stack += [(prefix + (f,), w / probe.asked) for f in range(1, probe.asked + 1)]
            continue
        out[key] = out.get(key, 0) + w
    return out, left


def _outcome(state, shooter, target, mode=""):
    """The real resolution on a clone: (target HP lost, suppressed or pinned, own HP lost, other enemies'
    HP lost, criticals rolled, target destroyed)."""
    def resolve(dice):
        s = state.clone()
        u, t = s.units[shooter], s.units[target]
        plan = plan_shot(s, u, t, mode)
        events = resolve_shot(s, u, t, plan, dice, mode=mode)
        hp = {k: sum(max(m.hp, 0) for m in x.models if m.alive) for k, x in s.units.items()}
        hp0 = {k: sum(m.hp for m in x.models if m.alive) for k, x in state.units.items()}
        side = state.units[shooter].side
        own = sum(hp0[k] - hp[k] for k, x in state.units.items() if x.side == side)
        others = sum(hp0[k] - hp[k] for k, x in state.units.items() if x.side != side and k != target)
        sup = t.alive and (t.suppressed_turn == s.turn or t.pinned_turn == s.turn)
        crits = any(e.kind == "critical" and e.get("result") is not None for e in events)
        return (hp0[target] - hp[target], sup, own, others, crits, not t.alive)
    return resolve


def _marginals(joint):
    names = ("lost", "suppressed", "own", "others", "crits", "destroyed")
    out = {n: {} for n in names}
    for key, p in joint.items():
        for n, v in zip(names, key):
            out[n][v] = out[n].get(v, 0) + p
    return out


def _preview(state, shooter, target, mode=""):
    odds = RS.preview(state, A.Shoot(shooter, target, mode))
    parts = {p.label: p.probs for p in odds.parts}
    got = {"lost": odds.probs}
    for label, probs in parts.items():
        for name, start_ in (("suppressed", "suppressed"), ("suppressed", "pinned"), ("own", "hit points lost by your"),
                             ("others", "hit points lost by other"), ("crits", "critical"), ("destroyed", "")):
            if label.startswith(start_) and start_:
                got[name] = probs
        if label.endswith("destroyed") or label.endswith("wiped out"):
            got["destroyed"] = probs
    return odds, got


def _only(state, uid, weapon):
    for m in state.units[uid].living:
        m.weapon = weapon if m.weapon == weapon else -1


def _check_exact(state, shooter, target, mode="", *, expect_parts=()):
    odds, got = _preview(state, shooter, target, mode)
    brute = _marginals(enumerate_dice(_outcome(state, shooter, target, mode)).probs)
    for name, dist in brute.items():
        if name in got:
            assert got[name] == dist, (name, got[name], dist)
        else:
            assert set(dist) <= {0, False}, (name, dist)     # a part not shown is one that cannot happen
    for name in expect_parts:
        assert name in got, name
    assert odds.total() == 1
    return odds, got


def test_explosives_preview_counts_the_blast_on_the_target_and_on_friends_within_three_inches():
    """Explosives: the boom gun's hit hits the closest runt; the blast hits every other model within 3" of it —
    the second runt and a Woruxi marauder of the shooter's own side standing by (friend or foe)."""
    sc = scenario([unit("g", "woruxi_gun_crew", 10, 30), unit("f", "woruxi_marauders", 12, 11)],
                  [unit("r", "human_line", 10, 10, 180)])
    state, _ = start(sc)
    _only(state, "g", 0)
    r, f = state.units["r"], state.units["f"]
    for m in r.models[2:]:
        m.alive, m.hp = False, 0
    r.models[0].x, r.models[0].y, r.models[1].x, r.models[1].y = 10, 12, 11, 10
    for m in f.models[1:]:
        m.alive, m.hp = False, 0
    f.models[0].x, f.models[0].y = 12, 12.5
    odds, got = _check_exact(state, "g", "r", expect_parts=("own", "suppressed"))
    assert odds.p(2) > 0 and got["own"][1] > 0


def test_flamethrower_preview_hits_every_unit_near_the_line_friend_or_foe():
    """Flamethrowers: no roll to hit; one hit (a defence test) on every unit within 2" of the line, here the
    target, a friendly kommando beside the line and another enemy unit behind it."""
    sc = scenario([unit("b", "woruxi_burners", 10, 28), unit("k", "woruxi_pack_elder", 11.5, 25)],
                  [unit("e", "sparaxian_juggernaut", 10, 21, 180), unit("x", "sparaxian_juggernaut", 9, 19, 180)])
    state, _ = start(sc)
    _only(state, "b", 0)
    odds, got = _check_exact(state, "b", "e", expect_parts=("own", "others"))
    assert set(got["own"]) == {0, 1} and set(got["others"]) == {0, 1}


def test_indirect_fire_preview_walks_the_scatter_chart_the_outright_kill_and_suppression_within_six_inches():
    """Indirect Fire weapons: a hit rolls the D5 (5: on target) and D10 scatter; the round hits the closest
    model within 1" of where it lands; a natural 10 kills a model outright; a round within 6" suppresses."""
    sc = scenario([unit("m", "human_mortar", 10, 34)],
                  [unit("e", "sparaxian_juggernaut", 10, 10, 180), unit("x", "sparaxian_legionaries", 12, 12, 180)])
    state, _ = start(sc)
    _only(state, "m", 0)
    odds, got = _check_exact(state, "m", "e", expect_parts=("suppressed", "others"))
    assert odds.p(3) > 0                       # the natural 10 kills the 3-HP juggernaut outright
    assert got["suppressed"][True] > odds.p(3)  # near misses suppress too


def test_indirect_fire_under_suppressing_fire_preview_loses_no_hit_points():
    """Suppressing Fire (Manoeuvres): no hit points are lost; the tests taken decide the pin."""
    sc = scenario([unit("m", "human_mortar", 10, 34)], [unit("e", "sparaxian_juggernaut", 10, 10, 180)])
    state, _ = start(sc)
    _only(state, "m", 0)
    odds, got = _check_exact(state, "m", "e", "suppress")
    assert odds.probs == {0: 1}


def test_direct_fire_preview_with_suppression_matches_brute_force():
    """Accuracy Tests, Defence Tests, Suppression: two shots of a hand cannon at a pair of line troopers."""
    sc = scenario([unit("p", "woruxi_pack_elder", 10, 20)], [unit("r", "human_line", 10, 12, 180)])
    state, _ = start(sc)
    for m in state.units["r"].models[2:]:
        m.alive, m.hp = False, 0
    _check_exact(state, "p", "r", expect_parts=("suppressed", "destroyed"))


@pytest.mark.parametrize("penetrated", [False, True])
def test_criticals_preview_against_a_vehicle_chance_of_a_ten_and_the_chart(penetrated):
    """Critical Hit chart: a natural 10 against a vehicle takes an extra hit point and rolls the chart (9 and 10
    explode, 6 then a D5 of 5 kills the crew: destroyed); a penetrated side makes every hit critical. A
    vehicle's natural 1 on a defence test costs a hit point and another test, so the walk is cut at 9 faces:
    every preview figure lies between what was found and that plus the mass left unexplored."""
    sc = scenario([unit("l", "sparaxian_lancers", 10, 34)], [unit("b", "woruxi_bike", 10, 10, 180)])
    state, _ = start(sc)
    _only(state, "l", 0)
    b = state.units["b"]
    if penetrated:
        b.penetrated = ["front"]
    odds, got = _preview(state, "l", "b")
    assert {"crits", "destroyed", "suppressed"} <= set(got)
    assert any("chart" in n for n in odds.notes)
    found, left = enumerate_truncated(_outcome(state, "l", "b"), 9)
    assert 0 < left < Fraction(1, 10 ** 4)
    brute = _marginals(found)
    for name in ("lost", "crits", "destroyed", "suppressed"):
        for v in set(brute[name]) | set(got[name]):
            assert brute[name].get(v, 0) <= got[name].get(v, 0) <= brute[name].get(v, 0) + left, (name, v)
    # the bike (2 HP, FD 5) rolls the chart only while alive: its defence test against ATT 8 passes on a 2
    # alone (1 in 10), a natural 1 costs a hit point and another test. A natural 10 takes a hit point of
    # its own, so it must pass (1/10); with the front penetrated an ordinary hit (4 in 10) is critical too
    # unless it costs both hit points: pass 1/10, fail 8/10, a 1 then a pass 1/100
    p_crit = got["crits"][True]
    ten, hit = Fraction(1, 10), 1 - _miss(state) - Fraction(1, 10)
    assert hit == Fraction(4, 10)
    assert p_crit == ten * ten + (hit * Fraction(91, 100) if penetrated else 0)


def _miss(state):
    g = plan_shot(state, state.units["l"], state.units["b"]).groups[0]
    return Fraction(sum(1 for v in range(2, 10) if v + g.roll.total < g.score) + 1, 10)


def test_source_of_a_shot_is_the_firing_model_closest_to_the_target():
    sc = scenario([unit("p", "woruxi_pack_elder", 10, 20)], [unit("r", "human_line", 10, 12, 180)])
    state, _ = start(sc)
    assert source_of(state.units["p"], state.units["r"]) == (10, 20)
