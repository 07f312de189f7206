"""`simulate --players A,B`: computer players against each other (see game.ai.match)."""
from __future__ import annotations

import json
import sys

from ..content import FileError


def parse_players(text: str) -> list[str]:
    from ..ai import LEVELS

    levels = [p.strip().lower() for p in text.split(",")]
    if len(levels) != 2:
        raise FileError.one("--players", "", f"give two players separated by a comma (e.g. normal,random), "
                                             f"not {text!r}")
    for lv in levels:
        if lv not in LEVELS:
            raise FileError.one("--players", "", f"unknown player {lv!r}; known: {', '.join(LEVELS)}")
    return levels


def run_players(args, scenarios, jobs: int) -> int:
    from ..ai.match import tournament

    levels = parse_players(args.players)
    if args.budget <= 0:
        raise FileError.one("--budget", "", "must be more than 0 seconds")
    if args.playouts is not None and args.playouts < 1:
        raise FileError.one("--playouts", "", "must be at least 1")

    def progress(i, o):
        if not args.json:
            mark = "FAILED" if o.exception or o.illegal else (o.winner or "draw")
            print(f"  game {i} (seed {o.seed}, {o.scenario}): {mark} after {o.actions} actions", file=sys.stderr)

    report = tournament(scenarios, args.games, args.seed, levels, jobs=jobs, hard_budget=args.budget,
                        hard_playouts=args.playouts, progress=progress)
    doc = {"ruleset": args.ruleset, **report.to_json()}
    if args.json:
        print(json.dumps(doc))
    else:
        print(f"ruleset     {args.ruleset}")
        print(f"games       {report.games}")
        for k, v in doc["wins_by_player"].items():
            print(f"wins        {k}: {v}")
        for k, v in doc["seconds_per_decision"].items():
            print(f"decisions   {k}: {v['decisions']}, mean {v['mean_seconds']:.3f} s, median {v['median_seconds']:.3f} s")
        print(f"seconds     {report.seconds:.1f}")
    for f in report.failures[:5]:
        print(f"FAILED seed {f.seed} ({f.scenario}):", file=sys.stderr)
        if f.exception:
            print("  " + f.exception.strip().splitlines()[-1], file=sys.stderr)
        for v in f.illegal[:5]:
            print(f"  {v}", file=sys.stderr)
    return 1 if report.failures else 0
