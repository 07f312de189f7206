"""Random play, one row per shipped ruleset: actions per second on one core, as `simulate` plays them
(legal actions, the pick, perform with its checkpoint hash, invariants) but without the save/load
round trips and the final replay.

Reference, measured in the same run: the same games with the ruleset's `legal_actions` fast path
switched off (the battle filters every candidate through `check`; a ruleset without the hook plays the
same way twice). Beside it, `before` is the figure of commit 50be0f9 (before Iron Winds kept its judged
moves and Formations got its fast path), the same games measured the same way on this machine, under the
same load, just before the figures of the commit that followed (load average ~29 on 2 cores: compare
it only with figures measured under a similar load); and the goal: 2,000 actions/s on hex and tile
rulesets, 500 on tables. (Earlier, bbcb1d5: Fields of Iron 680, Iron Winds 139, on a lighter load.)

Times are the process's CPU time (the machine is shared: wall time would count other work too). Each
run starts cold: answers kept across states (`game.core.kept`) are forgotten first, and the rulesets are
loaded before the clock starts; within a run they carry over from game to game, as in `simulate`. (An
answer kept anywhere else survives `forget_all` and warms the second run: Iron Dawn's cover was kept in a
plain dict, so its reference, played second on the same games, once looked faster than its first run;
Fields of Iron's arcs and ranges, Formations' step prices and the hex sight plans were plain lru caches
and registries until they registered with `geometry.memo`, which `forget_all` empties.)
"""
from __future__ import annotations

import gc
import statistics
import time

from timing import Row

from game.content.library import shipped_scenarios
from game.core.kept import forget_all
from game.core.playout import play_one
from game.core.ruleset import Ruleset, get_ruleset

GAMES = {"fields_of_iron": 12, "iron_winds": 4, "formations": 6, "forgotten_world": 4, "iron_dawn": 4}
GOAL = {"hex": 2000.0, "tiles": 2000.0, "table": 500.0}
BEFORE = {"fields_of_iron": 2334.0, "iron_winds": 128.0, "formations": 1025.0, "forgotten_world": 156.0,
          "iron_dawn": 209.0}     # actions/s at 50be0f9, see the module docstring
NAMES = tuple(f"play_{name}" for name in GAMES)


def _play(name: str, games: int) -> tuple[float, list[float], int]:
    """(actions per second, ms per action of each game, actions) over `games` seeded games."""
    scenarios = [(s.path.name, s.scenario) for s in shipped_scenarios(name) if s.scenario]
    per_action, actions, seconds = [], 0, 0.0
    get_ruleset(name)
    forget_all()
    gc.collect()
    for i in range(games):
        name_i, sc = scenarios[i % len(scenarios)]
        t0 = time.process_time()
        out = play_one(sc, 1 + i, scenario_name=name_i, round_trips=False)
        dt = time.process_time() - t0
        assert out.exception is None and not out.violations, (name, i, out.exception, out.violations[:3])
        actions += out.actions
        seconds += dt
        per_action.append(dt * 1000.0 / max(out.actions, 1))
    return actions / seconds, per_action, actions


def _two_tiers(name: str, games: int) -> tuple[float, list[float], int]:
    cls = type(get_ruleset(name))
    fast = cls.__dict__.get("legal_actions")
    if fast is None:
        return _play(name, games)
    cls.legal_actions = Ruleset.legal_actions
    try:
        return _play(name, games)
    finally:
        cls.legal_actions = fast


def rows() -> list[Row]:
    out = []
    for name, games in GAMES.items():
        rate, per_action, actions = _play(name, games)
        ref_rate, ref_per_action, ref_actions = _two_tiers(name, games)
        assert ref_actions == actions, "the fast path must play the very same games"
        board = get_ruleset(name).meta.boards[0]
        goal = GOAL.get(board, 500.0)
        ordered = sorted(per_action)
        out.append(Row(f"play_{name}", statistics.median(per_action), ordered[int(0.95 * (len(ordered) - 1))],
                       "same games, candidates through check", statistics.median(ref_per_action),
                       f"{rate:.0f} actions/s (two tiers {ref_rate:.0f}, before {BEFORE.get(name, 0):g}); goal >= {goal:g}",
                       rate >= goal,
                       extra={"actions_per_s": round(rate, 1), "ref_actions_per_s": round(ref_rate, 1),
                              "before_actions_per_s": BEFORE.get(name), "goal_actions_per_s": goal,
                              "games": games, "actions": actions}))
    return out
