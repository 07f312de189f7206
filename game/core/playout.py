"""Seeded random battles with invariants checked at every step.

A playout picks uniformly among the legal actions (with its own `Dice`, apart
from the battle's), checks the ruleset's invariants and the engine's own after
every action, round-trips a save at steps 1-9 and at powers of two, and at the
end replays the whole log from the seed and compares every checkpoint hash.
`simulate` plays many such battles, in several processes if asked: each battle
depends only on its scenario and seed, so the report does not depend on how
the games were shared out.
"""
from __future__ import annotations

import multiprocessing
import time
import traceback
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Iterator, Sequence

from ..content import Scenario
from .battle import Battle
from .dice import Dice
from .ruleset import Ruleset

__all__ = ["PlayoutReport", "GameOutcome", "play_one", "simulate"]

MAX_ACTIONS = 20_000


@dataclass
class GameOutcome:
    seed: int
    scenario: str
    actions: int = 0
    winner: str | None = None
    reason: str = ""
    exception: str | None = None
    violations: list[str] = field(default_factory=list)


@dataclass
class PlayoutReport:
    ruleset: str
    games: int = 0
    actions: int = 0
    exceptions: int = 0
    violations: int = 0
    wins: dict[str, int] = field(default_factory=dict)
    seconds: float = 0.0
    failures: list[GameOutcome] = field(default_factory=list)

    @property
    def mean_actions(self) -> float:
        return self.actions / self.games if self.games else 0.0

    def to_json(self) -> dict:
        return {"ruleset": self.ruleset, "games": self.games, "actions": self.actions,
                "exceptions": self.exceptions, "violations": self.violations,
                "mean_actions": round(self.mean_actions, 2), "wins": dict(sorted(self.wins.items())),
                "seconds": round(self.seconds, 2),
                "failures": [{"seed": f.seed, "scenario": f.scenario, "exception": f.exception,
                              "violations": f.violations[:5]} for f in self.failures[:20]]}


def _round_trip_steps(n: int) -> bool:
    return 1 <= n <= 9 or (n & (n - 1)) == 0


def _engine_invariants(battle: Battle, sides: Sequence[str]) -> list[str]:
    out = []
    who = battle.to_act()
    if who is not None and who not in sides:
        out.append(f"to_act() is {who!r}, not a side")
    if (who is None) != (battle.result() is not None):
        out.append("to_act() and result() disagree about whether the battle is over")
    if len(battle.checkpoints) != len(battle.log):
        out.append("checkpoints and log differ in length")
    return out


def play_one(scenario: Scenario, seed: int, *, scenario_name: str = "", round_trips: bool = True,
             max_actions: int = MAX_ACTIONS) -> GameOutcome:
    """One seeded random battle; never raises (failures are in the outcome)."""
    out = GameOutcome(seed, scenario_name)
    try:
        battle = Battle.start(scenario, seed)
        policy = Dice.seeded(seed * 7919 + 17)
        sides = [s.id for s in scenario.sides]
        ruleset: Ruleset = battle.ruleset
        out.violations += ruleset.invariants(battle.state)
        while battle.to_act() is not None:
            options = battle.legal_actions().list()
            if not options:
                out.violations.append(f"step {len(battle.log)}: {battle.to_act()} must act but has no legal action")
                break
            action = options[policy.pick(len(options))]
            battle.perform(action)
            n = len(battle.log)
            for v in ruleset.invariants(battle.state) + _engine_invariants(battle, sides):
                out.violations.append(f"step {n} after {action.to_text()}: {v}")
            if round_trips and _round_trip_steps(n):
                again = Battle.from_save(battle.to_save(), "<round trip>")
                if again.state_hash() != battle.state_hash():
                    out.violations.append(f"step {n}: save/load round trip changed the state")
            if n >= max_actions:
                out.violations.append(f"battle still going after {max_actions} actions")
                break
            if len(out.violations) > 20:
                break
        if round_trips:
            replay = Battle.start(scenario, seed)
            for a in battle.log:
                replay.perform(a)
            if replay.checkpoints != battle.checkpoints:
                first = next(i for i, (x, y) in enumerate(zip(replay.checkpoints, battle.checkpoints)) if x != y)
                out.violations.append(f"replay diverges at action {first}")
        out.actions = len(battle.log)
        result = battle.result()
        if result is not None:
            out.winner, out.reason = result.winner, result.reason
    except Exception:  # report, never crash the whole run
        out.exception = traceback.format_exc(limit=8)
    return out


def simulate(ruleset: str, scenarios: Sequence[tuple[str, Scenario]], games: int, seed: int, *,
             round_trips: bool = True, progress=None, jobs: int = 1) -> PlayoutReport:
    """`games` random battles cycling through `scenarios`, seeds seed, seed+1, ...; spread over `jobs`
    processes, with the same report as one process (each game depends only on its seed)."""
    report = PlayoutReport(ruleset)
    start = time.perf_counter()
    for i, outcome in enumerate(_outcomes(scenarios, games, seed, round_trips, jobs)):
        report.games += 1
        report.actions += outcome.actions
        key = outcome.winner if outcome.winner is not None else "draw"
        if outcome.exception is None and not outcome.violations:
            report.wins[key] = report.wins.get(key, 0) + 1
        if outcome.exception:
            report.exceptions += 1
        report.violations += len(outcome.violations)
        if outcome.exception or outcome.violations:
            report.failures.append(outcome)
        if progress:
            progress(i + 1, outcome)
    report.seconds = time.perf_counter() - start
    return report


_JOB: dict = {}     # a worker process's scenarios and options (set by its initializer)


def _play(i: int, scenarios, seed: int, round_trips: bool) -> GameOutcome:
    name, sc = scenarios[i % len(scenarios)]
    return play_one(sc, seed + i, scenario_name=name, round_trips=round_trips)


def _init_worker(scenarios, seed: int, round_trips: bool) -> None:
    _JOB.update(scenarios=scenarios, seed=seed, round_trips=round_trips)


def _play_in_worker(i: int) -> GameOutcome:
    return _play(i, _JOB["scenarios"], _JOB["seed"], _JOB["round_trips"])


def _outcomes(scenarios, games: int, seed: int, round_trips: bool, jobs: int) -> Iterator[GameOutcome]:
    """Each game's outcome, in game order, played here or by `jobs` worker processes."""
    jobs = max(1, min(jobs, games))
    if jobs == 1:
        for i in range(games):
            yield _play(i, scenarios, seed, round_trips)
        return
    # fork where there is one: workers start at once and inherit every registered ruleset
    ctx = multiprocessing.get_context("fork" if "fork" in multiprocessing.get_all_start_methods() else None)
    chunk = max(1, min(20, games // (jobs * 8)))
    with ProcessPoolExecutor(max_workers=jobs, mp_context=ctx, initializer=_init_worker,
                             initargs=(list(scenarios), seed, round_trips)) as pool:
        yield from pool.map(_play_in_worker, range(games), chunksize=chunk)
