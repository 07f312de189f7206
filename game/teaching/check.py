"""`lesson check`: play a lesson along its "Show me" path on its scripted dice and say what went wrong.

Every problem reads `FILE: steps.N: what is wrong`: an action the rules refuse, an
expected event that did not happen, a modifier that did not apply, scripted faces
left unrolled or too few. At the end the whole lesson is walked back with Back,
which must return the battle to its start (teaching mode undoes any step).
"""
from __future__ import annotations

import os

from ..content import FileError, Problem
from ..core.dice import DiceScriptError
from .load import load_lesson
from .run import LessonRun, action_unit

__all__ = ["check_lesson"]


def check_lesson(path: str | os.PathLike) -> list[Problem]:
    file = str(path)
    try:
        loaded = load_lesson(path)
    except FileError as exc:
        return exc.problems
    try:
        run = LessonRun(loaded)
    except DiceScriptError as exc:
        return [Problem(file, "setup_dice", f"the scripted dice do not fit the setup's rolls: {exc}")]
    try:
        return _play(run, file)
    except Exception as exc:  # noqa: BLE001 - a lesson that breaks the engine is reported, not raised
        return [Problem(file, "", f"the lesson could not be played: {type(exc).__name__}: {exc}")]


def _play(run: LessonRun, file: str) -> list[Problem]:
    out: list[Problem] = []
    lesson = run.lesson
    if run.setup_rolled != len(lesson.setup_dice):
        out.append(Problem(file, "setup_dice", f"the battle's setup rolled {run.setup_rolled} dice but the lesson "
                                               f"scripts {len(lesson.setup_dice)} faces for it"))
        return out
    for i, step in enumerate(lesson.steps):
        where = f"steps.{i}"
        action = run.show_action()
        out += [Problem(file, where, p) for p in run.refusal_problems()]
        if action is not None:
            if step.unit and action_unit(action) != step.unit:
                out.append(Problem(file, f"{where}.action", f"acts with {action_unit(action)!r}, but the step asks "
                                                            f"for unit {step.unit!r}"))
                return out
            verdict = run.battle.check(action)
            if not verdict:
                out.append(Problem(file, where, f"the rules refuse its action: {verdict}"))
                return out
            try:
                run.show_me()
            except DiceScriptError as exc:
                out.append(Problem(file, f"{where}.dice", f"the scripted dice do not fit the rolls: {exc}"))
                return out
            out += [Problem(file, where, p) for p in run.step_problems()]
        if i < run.count - 1 and not run.next():
            out.append(Problem(file, where, "cannot go on to the next step"))
            return out
    if not run.finished:
        out.append(Problem(file, "steps", "the lesson does not reach its end"))
    start = run.battle.start_hash
    run.restart()
    if run.index != 0 or run.battle.state_hash() != start:
        out.append(Problem(file, "steps", "walking back with Back does not return the battle to its start"))
    return out
