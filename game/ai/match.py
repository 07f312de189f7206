"""Computer against computer: one battle, and many with the sides swapped every other game.

`play_match` plays one battle of a scenario between two players (one per side), checking that every
action it is handed passes the battle's `check`. `tournament` plays `games` battles cycling through the
scenarios, seeds seed, seed+1, ...; in odd-numbered games the players swap sides, so that a map's side
advantage cancels out. Each game depends only on its scenario and seed, so `jobs` worker processes give
the same report as one.
"""
from __future__ import annotations

import multiprocessing
import time
import traceback
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from statistics import median
from typing import Sequence

from ..content import Scenario
from ..core.battle import Battle
from .players import make_player

__all__ = ["MatchOutcome", "MatchReport", "play_match", "tournament", "MAX_ACTIONS"]

MAX_ACTIONS = 5_000


@dataclass
class MatchOutcome:
    seed: int
    scenario: str
    players: dict[str, str]                  # side -> player label ("A:normal")
    winner: str | None = None                # the winning player's label, None for a draw
    reason: str = ""
    actions: int = 0
    times: dict[str, list[float]] = field(default_factory=dict)   # player label -> seconds per decision
    cpu: dict[str, list[float]] = field(default_factory=dict)     # the same in CPU seconds of this process
    exception: str | None = None
    illegal: list[str] = field(default_factory=list)


@dataclass
class MatchReport:
    players: list[str]
    games: int = 0
    wins: dict[str, int] = field(default_factory=dict)
    times: dict[str, list[float]] = field(default_factory=dict)
    cpu: dict[str, list[float]] = field(default_factory=dict)
    failures: list[MatchOutcome] = field(default_factory=list)
    seconds: float = 0.0

    def to_json(self) -> dict:
        def per(label):
            ts, cs = self.times.get(label, []), self.cpu.get(label, [])
            return {"decisions": len(ts), "mean_seconds": round(sum(ts) / len(ts), 4) if ts else 0.0,
                    "median_seconds": round(median(ts), 4) if ts else 0.0,
                    "median_cpu_seconds": round(median(cs), 4) if cs else 0.0}

        return {"players": self.players, "games": self.games,
                "wins_by_player": {k: self.wins.get(k, 0) for k in [*self.players, "draw"]},
                "seconds_per_decision": {k: per(k) for k in self.players},
                "seconds": round(self.seconds, 2),
                "failures": [{"seed": f.seed, "scenario": f.scenario, "exception": f.exception,
                              "illegal": f.illegal[:5]} for f in self.failures[:20]]}


def labels(levels: Sequence[str]) -> list[str]:
    """Player labels: A:level and B:level (the letters keep a mirror match's players apart)."""
    return [f"{k}:{lv}" for k, lv in zip("AB", levels)]


def play_match(scenario: Scenario, seed: int, levels: Sequence[str], *, swap: bool = False, scenario_name: str = "",
               hard_budget: float = 3.0, hard_playouts: int | None = None,
               max_actions: int = MAX_ACTIONS) -> MatchOutcome:
    """One battle: player A takes the first side (the second when `swap`). Never raises."""
    names = labels(levels)
    sides = [s.id for s in scenario.sides]
    if swap:
        sides = sides[::-1]
    seat = dict(zip(sides, names))
    out = MatchOutcome(seed, scenario_name, dict(seat), times={n: [] for n in names}, cpu={n: [] for n in names})
    try:
        battle = Battle.start(scenario, seed)
        players = {}
        for i, (side, level) in enumerate(zip(sides, levels)):
            opts = {"budget": hard_budget, "playouts": hard_playouts} if level == "hard" else {}
            players[side] = make_player(level, seed * 2 + i, **opts)
        while (side := battle.to_act()) is not None:
            t0, c0 = time.perf_counter(), time.process_time()
            action = players[side].choose(battle)
            out.times[seat[side]].append(time.perf_counter() - t0)
            out.cpu[seat[side]].append(time.process_time() - c0)
            verdict = battle.check(action)
            if not verdict:
                out.illegal.append(f"step {len(battle.log)}: {action.to_text()}: {verdict.reason}")
                break
            battle.perform(action)
            if len(battle.log) >= max_actions:
                out.illegal.append(f"battle still going after {max_actions} actions")
                break
        out.actions = len(battle.log)
        result = battle.result()
        if result is not None:
            out.winner = seat.get(result.winner) if result.winner is not None else None
            out.reason = result.reason
    except Exception:
        out.exception = traceback.format_exc(limit=8)
    return out


_JOB: dict = {}


def _game(i: int, scenarios, seed: int, levels, budget: float, playouts: int | None) -> MatchOutcome:
    name, sc = scenarios[(i // 2) % len(scenarios)]
    return play_match(sc, seed + i, levels, swap=bool(i % 2), scenario_name=name, hard_budget=budget,
                      hard_playouts=playouts)


def _init(scenarios, seed, levels, budget, playouts) -> None:
    _JOB.update(args=(scenarios, seed, levels, budget, playouts))


def _game_in_worker(i: int) -> MatchOutcome:
    return _game(i, *_JOB["args"])


def tournament(scenarios: Sequence[tuple[str, Scenario]], games: int, seed: int, levels: Sequence[str], *,
               jobs: int = 1, hard_budget: float = 3.0, hard_playouts: int | None = None,
               progress=None) -> MatchReport:
    """`games` battles (see the module docstring); scenarios change every two games so each is played
    from both sides."""
    report = MatchReport(labels(levels))
    start = time.perf_counter()
    jobs = max(1, min(jobs, games))
    if jobs == 1:
        outcomes = (_game(i, scenarios, seed, levels, hard_budget, hard_playouts) for i in range(games))
        pool = None
    else:
        ctx = multiprocessing.get_context("fork" if "fork" in multiprocessing.get_all_start_methods() else None)
        pool = ProcessPoolExecutor(max_workers=jobs, mp_context=ctx, initializer=_init,
                                   initargs=(list(scenarios), seed, list(levels), hard_budget, hard_playouts))
        outcomes = pool.map(_game_in_worker, range(games))
    try:
        for n, o in enumerate(outcomes, 1):
            report.games += 1
            for label, ts in o.times.items():
                report.times.setdefault(label, []).extend(ts)
                report.cpu.setdefault(label, []).extend(o.cpu.get(label, []))
            if o.exception or o.illegal:
                report.failures.append(o)
            else:
                key = o.winner or "draw"
                report.wins[key] = report.wins.get(key, 0) + 1
            if progress:
                progress(n, o)
    finally:
        if pool is not None:
            pool.shutdown()
    report.seconds = time.perf_counter() - start
    return report
