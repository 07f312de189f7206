"""Fleeing, pursuit (the straight-ahead move): the probes of `clear_distance`'s bisection, swept together
(`probes.sweep_problems`), get the answers each gets swept alone (`sweep_problem`), along a random battle,
on every unit, ahead, behind and to both sides, blocked or not, off the table or not. Movement: a unit's
sample moves swept together (`sweeps.sweep_moves`) likewise."""
from __future__ import annotations

import numpy as np

from game.content.library import shipped_scenarios
from game.core.kept import forget_all, fresh, stats
from game.geometry.plane import Pose
from game.rulesets.forgotten_world.flee import STEP, clear_distance
from game.rulesets.forgotten_world.movegen import sample_moves
from game.rulesets.forgotten_world.movement import sweep_problem
from game.rulesets.forgotten_world.moveshape import shaped
from game.rulesets.forgotten_world.probes import bisection_probes, sweep_problems
from game.rulesets.forgotten_world.sweeps import sweep_moves

from ..played import played_states

SCENARIOS = [s.scenario for s in shipped_scenarios("forgotten_world") if s.scenario]


def test_probes_swept_together_answer_as_swept_alone():
    probes = bisection_probes(0.0, 14.0, STEP, 8)
    assert len(probes) == 255 and len(set(probes)) == 255
    answers = set()
    for n, step, b in played_states(SCENARIOS[:2], 5, 11, 61, every=30):
        st = b.state
        for u in [u for u in st.alive_units() if not u.garrison][::2]:
            start = np.array([[u.x, u.y, u.heading]])
            for turn in (0.0, 90.0, 180.0, 270.0):
                f = u.pose.turned(turn).forward
                moves = np.array([[f[0] * d, f[1] * d] for d in probes[n::13]])
                ignore = (u.id,) + tuple(k for k in st.units if k < u.id)[:2 * (turn == 90.0)]
                together = sweep_problems(st, u, start, moves, ignore=ignore)
                with fresh():
                    alone = [sweep_problem(st, u, start, moves[i:i + 1], ignore=ignore)[0]
                             for i in range(len(moves))]
                assert together == alone, (n, step, u.id, turn)
                answers.update(a.split(" of ")[0].split(" cross ")[0] for a in alone)
    assert answers >= {"", "the move leaves the table", "the block would", "it would come within 1\"",
                       "the block would enter impassable ground or a building"}, answers


def test_sample_moves_swept_together_answer_as_swept_alone():
    """`sweeps.sweep_moves` keeps, for each sample move of a unit, the answer `sweep_problem` gives it alone."""
    answers, read = set(), 0
    for n, step, b in played_states(SCENARIOS[:2], 7, 13, 81, every=20):
        st = b.state
        for u in [u for u in st.alive_units() if not u.garrison and not u.attached]:
            swept = []
            for m in sample_moves(st, u):
                shape = shaped(u, u.pose, [Pose(*p) for p in m.path])
                if shape[0] is not None:
                    swept.append((shape[2], shape[3]))
            forget_all()
            sweep_moves(st, u, swept)
            before = stats()["forgotten_world sweeps"][0]
            kept = [sweep_problem(st, u, None, rows, shaped=shape) for rows, shape in swept]
            read += stats()["forgotten_world sweeps"][0] - before
            with fresh():
                alone = [sweep_problem(st, u, None, rows, shaped=shape) for rows, shape in swept]
            assert kept == alone, (n, step, u.id)
            answers.update(a[0].split(" of ")[0].split(" cross ")[0] for a in alone)
    assert read > 100
    assert answers >= {"", "the move leaves the table", "the block would", "it would come within 1\""}, answers


def test_a_bisection_with_a_floor_tells_the_same_above_it():
    """`clear_distance(..., floor=f)` (run_straight's slides read only whether the rest is over 0.5") gives
    the full answer when that is over `f`, and an answer of at most `f` when it is not."""
    seen = set()
    for n, step, b in played_states(SCENARIOS[:2], 9, 17, 61, every=30):
        st = b.state
        for u in [u for u in st.alive_units() if not u.garrison]:
            for turn in (0.0, 90.0, 180.0, 270.0):
                pose = u.pose.turned(turn)
                for dist in (0.7, 3.0, 9.0):
                    full = clear_distance(st, u, pose, dist)
                    cut = clear_distance(st, u, pose, dist, floor=0.5)
                    assert (cut == full) if full[0] > 0.5 else cut[0] <= 0.5, (n, step, u.id, turn, dist)
                    seen.add((full[0] > 0.5, full[1]))
    assert {(True, ""), (True, "block"), (False, "block")} <= seen, seen
