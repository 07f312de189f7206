"""Hard's search: Normal's strongest few actions, each tried against the enemy's reply on shared dice.

Normal values every legal action in expectation to the end of its own activation; what it cannot see is
what the enemy does next. Hard takes Normal's best `ARMS` actions (its values are the priors) and plays
them out in rounds until the deadline (or the playout cap). In round r every arm is played on the same
freshly seeded dice, and the play after it (the rest of the searcher's activation, then the enemy's
whole reply, up to the point where the searcher acts again, at most `DEPTH` actions) is chosen by the
same seeded policy: common random numbers, so that two arms are compared on the same luck and the
difference between them is the action's, not the dice's. The policy, for whichever side acts, is
Normal's own choice on a smaller thinking budget (`REPLY_FOLLOW` actions carried on, `REPLY_PLAYS`
plays), with dice drawn from the round's policy stream: the enemy answers as a Normal player would, so
an arm that walks into a charge or leaves a gun unguarded is found out. (A cheaper policy, the best of
ten sampled actions on one play each, missed multi-step threats such as a three-hex charge, and Hard
then won no more often than Normal.)

Where a move may end on any of a hundred tiles and more (Formations' tile board), even that small Normal
costs too much for a playout's every action: the search gave up in most decisions. A ruleset may then
give a shortlist (`Ruleset.ai_shortlist`: every action that is not a move, and a few sensible moves per
unit); the policy's Normal weighs only the shortlist, at the root of its step and in its carrying on,
values each option on one play (not over every way its dice can fall) and carries on within
`SHORT_PLAYS` plays, or the ruleset's own `Ruleset.ai_short_plays` (0 on the three tables: a play there, a
clone, a move and a look at the position, costs a millisecond and more, and a side's activation or phase runs
to many actions, so the policy is greedy on the shortlist, one action ahead; a charge on a table is one move
into contact, so one action ahead still sees it, where the hex charges above took several). Rulesets without
a shortlist keep the policy above unchanged. The arms stay Normal's best over every legal option: Normal's
own choice is never trimmed.

The deadline is watched inside a playout too, before each of its actions: when the action would most
likely end past it (by the mean time an action has taken so far), the playout is left unfinished and
not counted (its round was not finished by every arm, so it is not compared), and the search ends. A
decision then overruns its budget by about one action's misjudged time at most, not by a whole
playout (one costs up to several seconds on the dearer table scenarios).

Nor does the search spend time it cannot use: Normal's choice can only be replaced after `MIN_ROUNDS`
whole rounds, so once the playouts played show (by their mean time) that those rounds cannot be finished
by the deadline, the search stops there and Normal's choice stands. On the table scenarios, where a playout
costs a second or more, Hard then answers after its first playout instead of thinking out its whole
budget for a choice it was bound to keep. Before the first action is timed, the pace is foreseen from
the time Normal's own values took (the priors): a playout's action is a Normal decision on a smaller
budget, about `POLICY_SHARE` of it (times the shortlist's share of the options, where there is one; where
the ruleset sets its policy's plays too, times the share of the weighings: the shortlist and those plays
against every option and Normal's plays), so a search whose priors were dear gives up before it plays at
all rather than overrunning its budget on an action dearer than it could know.

Each playout ends with the position valued for the searcher. Normal's choice (arm 0) stands unless
another arm beat it, round by round on the same dice, by a mean margin of at least `Z` standard errors
(and `MARGIN`) over at least `MIN_ROUNDS` rounds: Hard only leaves Normal's choice on evidence, so the
search's noise cannot make it play worse than Normal.
"""
from __future__ import annotations

import math
import time

from ..core.actions import Action
from ..core.dice import Dice
from .evaluate import Personality
from .expect import position_value
from .players import NormalPlayer
from .sim import Sim

__all__ = ["MonteCarlo", "OutOfTime", "ARMS", "DEPTH", "REPLY_FOLLOW", "REPLY_PLAYS", "SHORT_PLAYS", "Z", "MARGIN",
           "MIN_ROUNDS", "paired_choice", "POLICY_SHARE"]

ARMS = 4            # root actions searched: the best by Normal's values
DEPTH = 16          # at most this many actions played after the arm
REPLY_FOLLOW = 2    # the policy's Normal: actions carried on to the end of the activation
REPLY_PLAYS = 48    # and the plays it may spend doing so
Z = 1.5             # standard errors by which an arm must beat Normal's choice to replace it
MARGIN = 0.005      # and by at least this much (on the -1..1 value scale)
MIN_ROUNDS = 4      # rounds (one playout of every arm) before Normal's choice can be replaced
TURNS = 2           # changes of the side to act that end a playout (2: the searcher acts again)
SHORT_PLAYS = 16    # the policy's plays where the ruleset gives a shortlist of the options (`Sim.shortlist`)
POLICY_SHARE = 0.5  # a playout action's time as a share of the priors' (Normal's values), before one is timed
TIE = 1e-9


class OutOfTime(Exception):
    """The deadline passed while a playout was being played: it is left unfinished."""


def paired_choice(values: list[list[float]], rounds: int) -> int:
    """The arm to play given each arm's playout values round by round (arm 0 is the default): the arm
    whose mean gain over arm 0 on the first `rounds` rounds is largest and at least `Z` standard errors
    and `MARGIN` above zero; else 0."""
    if rounds < MIN_ROUNDS:
        return 0
    best, best_gain = 0, 0.0
    base = values[0][:rounds]
    for i in range(1, len(values)):
        d = [v - b for v, b in zip(values[i][:rounds], base)]
        mean = sum(d) / rounds
        var = sum((x - mean) ** 2 for x in d) / (rounds - 1)
        se = math.sqrt(var / rounds)
        if mean >= MARGIN and mean >= Z * se and mean > best_gain + TIE:
            best, best_gain = i, mean
    return best


class MonteCarlo:
    def __init__(self, sim: Sim, side: str, options: list[Action], priors: list[float],
                 personality: Personality, arms: int = ARMS, priors_seconds: float = 0.0) -> None:
        self.sim = sim
        self.side = side
        self.personality = personality
        order = sorted(range(len(options)), key=lambda i: (-priors[i], i))[:arms]
        self.arms = [options[i] for i in order]
        self.values: list[list[float]] = [[] for _ in order]
        self.plays = 0
        self.rounds = 0
        self.steps = 0              # playout actions played, and the seconds they took (for the deadline)
        self.step_seconds = 0.0
        self.counted_steps = 0      # the actions of the playouts counted (finished)
        self.gave_up = False        # stopped early: MIN_ROUNDS rounds could not be played by the deadline
        few = sim.shortlist(options) if len(options) > 1 else None
        share = POLICY_SHARE * (len(few) / len(options) if few else 1.0)   # the policy weighs the shortlist
        plays = sim.ruleset.ai_short_plays
        if few and plays is not None:   # and carries on its own plays: its weighings against the priors'
            share = POLICY_SHARE * (len(few) + plays) / (len(options) + NormalPlayer.plays)
        self.foreseen_step = share * priors_seconds     # an action's time until one is timed

    def _policy_step(self, s: Sim, who: str, policy: Dice) -> Action | None:
        """Normal's choice for `who` (on a smaller budget), thinking with dice from `policy`: one draw
        per step whatever the options, so the policy dice stay in step across arms."""
        options = s.legal()
        if not options:
            return None
        seed = policy.pick(2**30)
        few = s.shortlist(options) if len(options) > 1 else None
        if few is not None:
            options = few
        if len(options) == 1:
            return options[0]
        thinker = NormalPlayer(seed, self.personality)
        thinker.follow, thinker.plays = REPLY_FOLLOW, REPLY_PLAYS
        if few is not None:     # the shortlist's few options, each valued on one play, carried on briefly
            plays = s.ruleset.ai_short_plays
            thinker.plays, thinker.shortlist, thinker.quick = SHORT_PLAYS if plays is None else plays, True, True
        return thinker.pick(Sim(s.ruleset, s.state, Dice.seeded(seed)), who, options)

    def playout(self, arm: int, seed: int, deadline: float = math.inf) -> float:
        """The searcher's value after `arm` and the play that follows it, all on dice seeded by `seed`
        (`OutOfTime` if `deadline` passes before it ends)."""
        s = self.sim.after(self.arms[arm], Dice.seeded(seed))
        policy = Dice.seeded(seed ^ 0x5DEECE66D)
        turns, last, taken = 0, self.side, 0
        for _ in range(DEPTH):
            began = time.perf_counter()
            if began + self._step_mean() >= deadline:   # this action would most likely end past it
                raise OutOfTime
            if taken and self._hopeless(began, deadline, taken):
                self.gave_up = True
                raise OutOfTime
            who = s.to_act()
            if who is None:
                break
            if who != last:
                turns += 1
                last = who
                if turns >= TURNS:      # the searcher acts again: its activation and the reply are played
                    break
            action = self._policy_step(s, who, policy)
            if action is None:
                break
            s.perform(action)
            taken += 1
            self.steps += 1
            self.step_seconds += time.perf_counter() - began
        self.counted_steps += taken
        return position_value(s, self.side, self.personality)

    def _step_mean(self) -> float:
        """The mean time a playout's action has taken in this search (foreseen from the priors before the
        first)."""
        return self.step_seconds / self.steps if self.steps else self.foreseen_step

    def _hopeless(self, now: float, deadline: float, taken: int = 0) -> bool:
        """Whether `MIN_ROUNDS` whole rounds can no longer be played by `deadline` at this search's pace: the
        playouts still to play (the one under way, `taken` actions in, included) each as long as the longer
        of the counted playouts' mean (one action before any is counted) and the one under way so far, at
        the mean time of an action (foreseen from the priors before one is timed)."""
        if self.rounds >= MIN_ROUNDS or not (self.steps or self.foreseen_step):
            return False
        length = max(self.counted_steps / self.plays if self.plays else 1.0, float(taken))
        left = MIN_ROUNDS * len(self.arms) - self.plays
        return now + (left * length - taken) * self._step_mean() > deadline

    def run(self, deadline: float, playouts: int | None = None) -> Action:
        """The chosen action after searching until `deadline` (or `playouts` playouts, if sooner)."""
        if len(self.arms) == 1:
            return self.arms[0]
        began = time.perf_counter()
        done = False
        while not done:
            seed = self.sim.dice.pick(2**30)
            for i in range(len(self.arms)):
                now = time.perf_counter()
                mean = (now - began) / self.plays if self.plays else 0.0
                if (playouts is not None and self.plays >= playouts) or now + mean >= deadline:
                    done = True         # the next playout would most likely end past the deadline
                    break
                if self._hopeless(now, deadline):
                    self.gave_up = done = True  # the evidence to leave Normal's choice cannot come in time
                    break
                try:
                    value = self.playout(i, seed, deadline)
                except OutOfTime:       # left unfinished: its round is incomplete, so never compared
                    done = True
                    break
                self.values[i].append(value)
                self.plays += 1
            else:
                self.rounds += 1
        return self.arms[paired_choice(self.values, self.rounds)]
