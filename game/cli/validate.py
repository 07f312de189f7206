"""`validate FILE...`: every problem of every file, `FILE: field.path: problem`; exit 2 if any."""
from __future__ import annotations

import sys

from ..content import FileError, scenario_from_data
from ..content.files import read_json
from ..content.save import SAVE_FORMAT


def problems_of(path: str) -> list:
    from ..core.battle import Battle, check_scenario

    try:
        data = read_json(path)
        if data.get("format") == SAVE_FORMAT:
            battle = Battle.load(path, verify=True)
            battle.history.verify(battle, path)   # every "what if" branch of its history too
            return []
        if data.get("format") == "wartable-lesson":
            from ..teaching.load import lesson_problems  # noqa: PLC0415

            return lesson_problems(path)
        if data.get("format") == "wartable-army":
            from ..content.armies import load_army_data  # noqa: PLC0415 - optional format

            army = load_army_data(data, path)
            return army_list_problems(army, path)
        scenario = scenario_from_data(data, path)
        return check_scenario(scenario, path)
    except FileError as exc:
        return exc.problems


def army_list_problems(army, path: str) -> list:
    """An army list's problems by its ruleset's army rules (rulesets offering `army_list_problems`)."""
    from ..content.errors import Problem
    from ..core.ruleset import UnknownRulesetError, get_ruleset

    try:
        ruleset = get_ruleset(army.ruleset)
    except UnknownRulesetError as exc:
        return [Problem(path, "ruleset", str(exc))]
    hook = getattr(ruleset, "army_list_problems", None)
    return hook(army, path) if hook is not None else []


def run(args) -> int:
    bad = 0
    for path in args.files:
        problems = problems_of(path)
        for p in problems:
            print(p, file=sys.stdout)
        bad += bool(problems)
    if bad:
        print(f"{bad} of {len(args.files)} file(s) have problems", file=sys.stderr)
        return 2
    print(f"{len(args.files)} file(s) valid")
    return 0
