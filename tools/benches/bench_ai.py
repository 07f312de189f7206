"""The computer players' strength and thinking time, one row per shipped ruleset and pairing.

`ai_normal_random_NAME`: Normal against Random over `WARTABLE_AI_GAMES` games (default 40, sides swapped
every other game). The row's figures are Normal's median wall-clock milliseconds a decision, beside
Random's (the reference: the cost of listing the legal actions and performing); the budget is the
issue's: Normal wins at least 90% of the decisive games, with a median decision of at most 1 s.

`ai_hard_normal_NAME`: Hard (budget `WARTABLE_AI_BUDGET` seconds, default 3) against Normal over
`WARTABLE_AI_HARD_GAMES` games (default 10: a Hard game takes minutes). Budget: Hard wins at least 60%
of the decisive games, with a median decision within its budget.

Wall-clock times count whatever else the machine runs (CPU medians are in the JSON beside them);
`WARTABLE_AI_JOBS` worker processes (default 1) share the games out; `WARTABLE_AI_PLAYOUTS` caps Hard's
playouts a decision (a strength figure independent of the machine's load). Strength rows are not timed tests:
they are measured and reported here.
"""
from __future__ import annotations

import os

from timing import Row

from game.ai.match import tournament
from game.content.library import shipped_scenarios
from game.core.ruleset import ruleset_names

SHIPPED = [n for n in ("fields_of_iron", "iron_winds", "forgotten_world", "iron_dawn", "formations")
           if n in ruleset_names()]
NAMES = tuple(f"ai_{pair}_{name}" for name in SHIPPED for pair in ("normal_random", "hard_normal"))


def _env(key: str, default: float) -> float:
    return float(os.environ.get(key, default))


def _row(name: str, ruleset: str, levels: list[str], games: int, budget: float, win_goal: float,
         time_goal_ms: float) -> Row:
    scenarios = [(s.path.name, s.scenario) for s in shipped_scenarios(ruleset) if s.scenario]
    playouts = os.environ.get("WARTABLE_AI_PLAYOUTS")
    rep = tournament(scenarios, games, 1, levels, jobs=int(_env("WARTABLE_AI_JOBS", 1)), hard_budget=budget,
                     hard_playouts=int(playouts) if playouts else None)
    doc = rep.to_json()
    a, b = doc["players"]
    wins, losses = doc["wins_by_player"][a], doc["wins_by_player"][b]
    share = wins / (wins + losses) if wins + losses else 0.0
    ta, tb = doc["seconds_per_decision"][a], doc["seconds_per_decision"][b]
    median_ms = ta["median_seconds"] * 1000.0
    ok = share >= win_goal and median_ms <= time_goal_ms and not doc["failures"]
    return Row(name, median_ms, median_ms, f"{b} median decision", tb["median_seconds"] * 1000.0,
               f"wins >= {win_goal:.0%} of decisive; median <= {time_goal_ms:g} ms", ok,
               extra={"games": games, "wins_by_player": doc["wins_by_player"], "win_share": round(share, 3),
                      "median_cpu_ms": round(ta["median_cpu_seconds"] * 1000.0, 2),
                      "mean_ms": round(ta["mean_seconds"] * 1000.0, 2), "failures": len(doc["failures"]),
                      "load": round(os.getloadavg()[0], 1)})


def rows() -> list[Row]:
    out = []
    budget = _env("WARTABLE_AI_BUDGET", 3.0)
    for name in SHIPPED:
        out.append(_row(f"ai_normal_random_{name}", name, ["normal", "random"],
                        int(_env("WARTABLE_AI_GAMES", 40)), budget, 0.9, 1000.0))
        out.append(_row(f"ai_hard_normal_{name}", name, ["hard", "normal"],
                        int(_env("WARTABLE_AI_HARD_GAMES", 10)), budget, 0.6, budget * 1000.0))
    return out
