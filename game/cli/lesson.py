"""`lesson check FILE...` and `lesson record SCENARIO OUT.json`: the lesson author's tools."""
from __future__ import annotations

import sys

from ..content.files import atomic_write_text, dump_json_text


def run(args) -> int:
    if args.lesson_command == "check":
        return _check(args.files)
    return _record(args)


def _check(files: list[str]) -> int:
    from ..teaching.check import check_lesson

    bad = 0
    for path in files:
        problems = check_lesson(path)
        for p in problems:
            print(p, file=sys.stdout)
        bad += bool(problems)
    if bad:
        print(f"{bad} of {len(files)} lesson(s) have problems", file=sys.stderr)
        return 2
    print(f"{len(files)} lesson(s) pass")
    return 0


def _record(args) -> int:
    from ..teaching.record import record_lesson

    doc = record_lesson(args.scenario, args.out, actions_file=args.actions, seed=args.seed, lesson_id=args.id)
    atomic_write_text(args.out, dump_json_text(doc))
    steps = len(doc["steps"])
    print(f"{args.out}: a lesson skeleton of {steps} steps; write each step's text and hint (the TODOs), then run "
          f"`python -m game lesson check {args.out}`")
    return 0
