"""Fleeing, pursuit (the straight-ahead move): the probes of `clear_distance`'s bisection, swept together
(`probes.sweep_problems`), get the answers each gets swept alone (`sweep_problem`), along a random battle,
on every unit, ahead, behind and to both sides, blocked or not, off the table or not."""
from __future__ import annotations

import numpy as np

from game.content.library import shipped_scenarios
from game.core.kept import fresh
from game.rulesets.forgotten_world.flee import STEP
from game.rulesets.forgotten_world.movement import sweep_problem
from game.rulesets.forgotten_world.probes import bisection_probes, sweep_problems

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
