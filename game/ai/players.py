"""Computer players: Random, Easy, Normal, Hard (and `make_player` to build one by name).

A player answers `choose(battle)` with one of the battle's legal actions for the side to act. It reads
only what a player sees (the legal actions, check, preview, clones of the state) and thinks on `Sim`s
with dice of its own, re-seeded for every decision from the player's seed and the decision's number, so
a given seed gives the same choices and the battle's dice are never touched or read.

- Random: a uniform pick among the legal actions (the baseline).
- Easy: greedy on one play of each action with its own dice, plus noise.
- Normal: each action's value expected over the ways its dice can fall (`expect`); the strongest few
  are carried on greedily to the end of the side's activation or phase, and judged there.
- Hard: `search.MonteCarlo` with a time budget: Normal's best few actions, each played out through
  the enemy's reply on dice shared round by round; Normal's choice stands unless another beats it
  on that evidence.
"""
from __future__ import annotations

import time
from abc import ABC, abstractmethod

from ..core.actions import Action
from ..core.battle import Battle
from ..core.dice import Dice
from .evaluate import Personality
from .expect import expected_value, position_value
from .sim import Sim

__all__ = ["Player", "RandomPlayer", "EasyPlayer", "NormalPlayer", "HardPlayer", "LEVELS", "make_player"]


class Player(ABC):
    """A computer player for either side. `decisions` and `seconds` count its thinking."""

    level = ""

    def __init__(self, seed: int = 0, personality: Personality = Personality()) -> None:
        self.seed = int(seed)
        self.personality = personality
        self.decisions = 0
        self.seconds = 0.0
        self._started = 0.0     # when the decision being made began (perf_counter)

    def decision_seed(self, battle: Battle) -> int:
        """The seed of this decision's thinking: the player's seed and how far the battle has gone."""
        return (self.seed * 1_000_003 + len(battle.log) * 7_919 + 12_345) % (2**61 - 1)

    def choose(self, battle: Battle) -> Action:
        """A legal action for the side to act now (the battle must not be over)."""
        side = battle.to_act()
        if side is None:
            raise ValueError("the battle is over: nothing to choose")
        start = self._started = time.perf_counter()
        sim = Sim.of(battle, self.decision_seed(battle))
        options = sim.legal()
        if not options:
            raise ValueError(f"{side} has no legal action")
        action = options[0] if len(options) == 1 else self.pick(sim, side, options)
        self.decisions += 1
        self.seconds += time.perf_counter() - start
        return action

    @abstractmethod
    def pick(self, sim: Sim, side: str, options: list) -> Action:
        """The choice among two or more legal `options` (sim is a private copy of the battle)."""


class RandomPlayer(Player):
    level = "random"

    def pick(self, sim, side, options):
        return options[sim.dice.pick(len(options))]


class EasyPlayer(Player):
    """Greedy on one play of each action, its values blurred by up to +-`noise`."""

    level = "easy"
    noise = 0.15

    def pick(self, sim, side, options):
        best, best_v = options[0], -9.0
        for a in options:
            v = expected_value(sim, a, side, self.personality, sim.dice.pick(2**30), samples=1, exact=False)
            v += self.noise * (2.0 * sim.dice.pick(1001) / 1000.0 - 1.0)
            if v > best_v:
                best, best_v = a, v
        return best


class NormalPlayer(Player):
    """One activation or phase ahead, in expectation over the dice (see the module docstring).

    Every action is valued in expectation over its dice. The strongest `follow` (and any others within
    `TIE` of the best, up to `follow_max`: orders that change nothing by themselves tie) are then carried
    on: while the same side keeps acting, it plays on greedily (the best of up to `follow_options`
    actions, each valued on one play) for up to `depth` actions and `plays` plays in all, shared
    among the actions carried on (a bound on the thinking), and the action is worth its
    expected value shifted by what the rest of the activation gained or lost. Only those are chosen from.
    """

    level = "normal"
    follow = 3          # how many of the best actions are carried on to the end of the activation
    follow_max = 6      # at most this many, when more tie with the best
    follow_options = 8  # at most this many actions weighed at each step of the carrying on
    depth = 8           # at most this many further actions carried on
    plays = 144         # plays of actions a decision may spend carrying on, shared among those carried
    TIE = 0.002
    shortlist = False   # carry on among the ruleset's shortlist of the options only (Hard's playout policy)
    quick = False       # value each action on one play, not in expectation over its dice (ditto)

    def carry_on(self, sim: Sim, side: str, action, plays: int) -> float | None:
        """What playing on greedily to the end of `side`'s activation (within `plays` plays of actions)
        adds to `action`'s value (None when the other side acts next)."""
        nxt = sim.after(action, Dice.seeded(sim.dice.pick(2**30)))
        if nxt.to_act() != side:
            return None
        start = position_value(nxt, side, self.personality)
        for _ in range(self.depth):
            if nxt.to_act() != side or plays <= 0:
                break
            more = nxt.legal()
            if not more:
                break
            if self.shortlist:
                more = nxt.shortlist(more) or more
            if len(more) > self.follow_options:
                more = [more[i] for i in sorted({sim.dice.pick(len(more)) for _ in range(self.follow_options)})]
            best, best_v = more[0], -9.0
            if len(more) > 1:
                plays -= len(more)
                for b in more:
                    v = expected_value(nxt, b, side, self.personality, sim.dice.pick(2**30), samples=1,
                                       exact=False)
                    if v > best_v:
                        best, best_v = b, v
            nxt.perform(best)
        return position_value(nxt, side, self.personality) - start

    def values(self, sim: Sim, side: str, options: list) -> list[float]:
        one_play = {"samples": 1, "exact": False} if self.quick else {}
        vals = [expected_value(sim, a, side, self.personality, sim.dice.pick(2**30), **one_play) for a in options]
        order = sorted(range(len(options)), key=lambda i: (-vals[i], i))
        top = vals[order[0]]
        chosen = [i for k, i in enumerate(order)
                  if k < self.follow or (k < self.follow_max and vals[i] >= top - self.TIE)]
        out = list(vals)
        if not chosen:         # nothing carried on (`follow` and `follow_max` 0): the values on their own
            return out
        for i in chosen:
            gain = self.carry_on(sim, side, options[i], self.plays // len(chosen))
            if gain is not None:
                out[i] = vals[i] + gain
        floor = min(out[i] for i in chosen) - 1e-6
        for i in order[len(chosen):]:
            out[i] = min(out[i], floor)
        return out

    def pick(self, sim, side, options):
        vals = self.values(sim, side, options)
        best = max(range(len(options)), key=lambda i: (vals[i], -i))
        return options[best]


class HardPlayer(NormalPlayer):
    """Normal's choice, checked by Monte Carlo search against the enemy's reply (`search.MonteCarlo`)
    within `budget` seconds a decision, counted from the decision's start (sooner when the search sees
    that it cannot gather the evidence to leave Normal's choice in time). With `playouts` set,
    the search stops after that many playouts (or at the budget, whichever comes first): a budget alone
    makes the choice depend on how fast the machine thinks; enough budget plus `playouts` makes it
    depend on the seed alone."""

    level = "hard"

    def __init__(self, seed: int = 0, personality: Personality = Personality(), budget: float = 3.0,
                 playouts: int | None = None) -> None:
        super().__init__(seed, personality)
        if budget <= 0:
            raise ValueError("a hard player needs a budget of more than 0 seconds")
        self.budget = float(budget)
        self.playouts = playouts

    def pick(self, sim, side, options):
        from .search import MonteCarlo

        deadline = (self._started or time.perf_counter()) + self.budget  # from the decision's start
        began = time.perf_counter()
        priors = self.values(sim, side, options)
        return MonteCarlo(sim, side, options, priors, self.personality,
                          priors_seconds=time.perf_counter() - began).run(deadline, self.playouts)


LEVELS = {"random": RandomPlayer, "easy": EasyPlayer, "normal": NormalPlayer, "hard": HardPlayer}


def make_player(level: str, seed: int = 0, personality: Personality = Personality(), **options) -> Player:
    """A player of `level` (random, easy, normal, hard); `budget=` seconds for hard."""
    try:
        cls = LEVELS[level]
    except KeyError:
        raise ValueError(f"unknown computer level {level!r}; known: {', '.join(LEVELS)}") from None
    return cls(seed, personality, **options)
