"""`simulate --ruleset NAME --games N --seed S [--jobs J] [--players A,B] [--json]`: seeded battles, headless:
random play with every invariant checked, or (with --players) computer players against each other."""
from __future__ import annotations

import json
import os
import sys

from ..content import FileError, load_scenario
from ..content.library import shipped_scenarios
from ..core.playout import simulate


def run(args) -> int:
    from ..core.ruleset import UnknownRulesetError, ruleset_names

    if args.ruleset not in ruleset_names():
        raise FileError.one("--ruleset", "", str(UnknownRulesetError(args.ruleset)))
    if args.players is not None:
        from .simulate_players import parse_players

        parse_players(args.players)  # a bad player name is reported before any map is read
    if args.scenario:
        scenarios = [(p, load_scenario(p)) for p in args.scenario]
    else:
        scenarios = [(s.path.name, s.scenario) for s in shipped_scenarios(args.ruleset) if s.scenario]
    if not scenarios:
        raise FileError.one("maps/", "", f"no scenarios for ruleset {args.ruleset!r}")
    if args.games < 1:
        raise FileError.one("--games", "", "must be at least 1")
    jobs = args.jobs if args.jobs is not None else (os.cpu_count() or 1)
    if jobs < 1:
        raise FileError.one("--jobs", "", "must be at least 1")

    if args.players is not None:
        from .simulate_players import run_players

        return run_players(args, scenarios, jobs)

    def progress(i, outcome):
        if not args.json and (outcome.exception or outcome.violations):
            print(f"  game {i} (seed {outcome.seed}, {outcome.scenario}): FAILED", file=sys.stderr)

    report = simulate(args.ruleset, scenarios, args.games, args.seed, round_trips=not args.no_round_trips,
                      progress=progress, jobs=jobs)
    if args.json:
        print(json.dumps(report.to_json()))
    else:
        print(f"ruleset     {report.ruleset}")
        print(f"games       {report.games}")
        print(f"actions     {report.actions}")
        print(f"exceptions  {report.exceptions}")
        print(f"violations  {report.violations}")
        print(f"mean length {report.mean_actions:.1f} actions")
        print("wins        " + ", ".join(f"{k}: {v}" for k, v in sorted(report.wins.items())))
        print(f"seconds     {report.seconds:.1f}")
    for f in report.failures[:5]:
        print(f"FAILED seed {f.seed} ({f.scenario}):", file=sys.stderr)
        if f.exception:
            print("  " + f.exception.strip().splitlines()[-1], file=sys.stderr)
        for v in f.violations[:5]:
            print(f"  {v}", file=sys.stderr)
    return 1 if report.exceptions or report.violations else 0
