"""Hard's search: Monte Carlo over the strongest root actions, with determinized dice and a time budget.

Each root action starts with Normal's value counted as `PRIOR_VISITS` plays. Until the deadline, UCB1
picks a root action; it is played on a copy of the position with freshly seeded dice (one
determinization of the dice the future holds), then play goes on with a greedy policy (for whichever
side acts, the best of `TRIES` legal actions sampled, each valued on one play: a light Normal) to the
end of the searcher's activation and through the enemy's reply, to the point where the searcher acts
again (at most `DEPTH` actions), and the position reached is valued for the searching side. So each
playout is a determinized two-ply look: my activation, then the enemy's answer. The action with the
best mean wins (ties: the most plays).
"""
from __future__ import annotations

import math
import time

from ..core.actions import Action
from ..core.dice import Dice
from .evaluate import Personality
from .expect import position_value
from .sim import Sim

__all__ = ["MonteCarlo", "PRIOR_VISITS", "DEPTH", "ARMS"]

PRIOR_VISITS = 3
DEPTH = 16
ARMS = 6            # root actions searched: the best by Normal's values
TRIES = 5           # legal actions a rollout step weighs
EXPLORE = 0.3


class MonteCarlo:
    def __init__(self, sim: Sim, side: str, options: list[Action], priors: list[float],
                 personality: Personality) -> None:
        self.sim = sim
        self.side = side
        self.personality = personality
        order = sorted(range(len(options)), key=lambda i: (-priors[i], i))[:ARMS]
        self.arms = [options[i] for i in order]
        self.total = [priors[i] * PRIOR_VISITS for i in order]
        self.visits = [PRIOR_VISITS] * len(order)
        self.plays = 0

    def _seed(self) -> int:
        return self.sim.dice.pick(2**30)

    def _ucb(self) -> int:
        n = sum(self.visits)
        return max(range(len(self.arms)),
                   key=lambda i: (self.total[i] / self.visits[i] + EXPLORE * math.sqrt(math.log(n) / self.visits[i]),
                                  -i))

    def _rollout(self, s: Sim) -> float:
        turns = 0                       # changes of the side to act seen so far
        last = self.side
        for _ in range(DEPTH):
            who = s.to_act()
            if who is None:
                break
            if who != last:
                turns += 1
                last = who
                if turns >= 2:          # the searcher acts again: its activation and the reply are played
                    break
            options = s.legal()
            if not options:
                break
            if len(options) > TRIES:
                tries = [options[i] for i in sorted({s.dice.pick(len(options)) for _ in range(TRIES)})]
            else:
                tries = options
            best, best_v = tries[0], -9.0
            if len(tries) > 1:
                for a in tries:
                    v = position_value(s.after(a, Dice.seeded(self._seed())), who, self.personality)
                    if v > best_v:
                        best, best_v = a, v
            s.perform(best)
        return position_value(s, self.side, self.personality)

    def run(self, deadline: float, playouts: int | None = None) -> Action:
        """The chosen action after searching until `deadline` (or `playouts` playouts, if sooner)."""
        if len(self.arms) == 1:
            return self.arms[0]
        began = time.perf_counter()
        while playouts is None or self.plays < playouts:
            now = time.perf_counter()
            mean = (now - began) / self.plays if self.plays else 0.0
            if now + mean >= deadline:      # the next playout would most likely end past the deadline
                break
            i = self._ucb()
            s = self.sim.after(self.arms[i], Dice.seeded(self._seed()))
            v = self._rollout(s)
            self.total[i] += v
            self.visits[i] += 1
            self.plays += 1
        best = max(range(len(self.arms)), key=lambda i: (self.total[i] / self.visits[i], self.visits[i], -i))
        return self.arms[best]
