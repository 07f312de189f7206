"""Reading lesson files: the schema, then everything the schema cannot see.

`load_lesson(path)` gives a `LoadedLesson` (the lesson, its scenario, its ruleset,
each step's action parsed) or raises `FileError` whose problems read
`FILE: field.path: what is wrong`: a field of the wrong shape, a scenario that
does not load, an action the ruleset cannot read, a rule section the ruleset
does not have, a highlighted unit the scenario does not hold.
"""
from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..content import FileError, Problem, Scenario, load_scenario
from ..content.files import load_model, read_json
from ..core.actions import Action, Concede, InvalidActionError
from ..core.dice import DIE_KINDS
from ..core.ruleset import Ruleset, UnknownRulesetError, get_ruleset
from .model import LESSON_FORMAT, LESSON_VERSION, Lesson

__all__ = ["LoadedLesson", "load_lesson", "lesson_from_data", "lesson_problems", "known_sections", "is_lesson"]


@dataclass
class LoadedLesson:
    lesson: Lesson
    file: str
    scenario: Scenario
    scenario_file: str | None
    ruleset: Ruleset
    actions: list[Action | None]      # each step's "Show me" action (None for 'continue')
    refusals: list[list[Action]]      # each step's actions the rules must refuse

    @property
    def id(self) -> str:
        return self.lesson.id

    @property
    def title(self) -> str:
        return self.lesson.title


def is_lesson(data: Any) -> bool:
    return isinstance(data, dict) and data.get("format") == LESSON_FORMAT


def known_sections(ruleset: Ruleset) -> list[str]:
    """Every section a lesson may cite: the ruleset's summaries, then the sections of its rulings."""
    out: list[str] = []
    for item in (*ruleset.summaries, *ruleset.rulings):
        if item.section not in out:
            out.append(item.section)
    return out


def load_lesson(path: str | os.PathLike) -> LoadedLesson:
    """Read and fully check a lesson file. Raises FileError listing every problem."""
    return lesson_from_data(read_json(path), str(path))


def lesson_problems(path: str | os.PathLike) -> list[Problem]:
    try:
        load_lesson(path)
    except FileError as exc:
        return exc.problems
    return []


def lesson_from_data(data: Any, file: str) -> LoadedLesson:
    if not isinstance(data, dict):
        raise FileError.one(file, "", f"must hold a JSON object {{...}}, not {type(data).__name__}")
    if data.get("format") != LESSON_FORMAT:
        raise FileError.one(file, "format", f"not a Wartable lesson (expected format {LESSON_FORMAT!r})")
    version = data.get("schema_version")
    if isinstance(version, int) and not isinstance(version, bool) and version > LESSON_VERSION:
        raise FileError.one(file, "schema_version", f"made by a newer Wartable (lesson version {version}; this build "
                                                    f"reads up to {LESSON_VERSION}); update Wartable to open it")
    lesson = load_model(Lesson, data, file)
    try:
        ruleset = get_ruleset(lesson.ruleset)
    except UnknownRulesetError as exc:
        raise FileError.one(file, "ruleset", str(exc)) from None
    scenario, scenario_file = _scenario(lesson, file)
    problems: list[Problem] = []
    if scenario.ruleset != lesson.ruleset:
        problems.append(Problem(file, "scenario.ruleset", f"is {scenario.ruleset!r} but the lesson teaches "
                                                          f"{lesson.ruleset!r}"))
    sections = known_sections(ruleset)
    for i, section in enumerate(lesson.teaches):
        if section not in sections:
            problems.append(Problem(file, f"teaches.{i}", _unknown_section(section, ruleset, sections)))
    problems += _face_problems(file, lesson, ruleset)
    unit_ids = {u.id for side in scenario.sides for u in side.units}
    kinds = {cls.__name__ for cls in (*ruleset.action_classes, Concede)}
    actions: list[Action | None] = []
    refusals: list[list[Action]] = []
    for i, step in enumerate(lesson.steps):
        where = f"steps.{i}"
        if step.rule not in sections:
            problems.append(Problem(file, f"{where}.rule", _unknown_section(step.rule, ruleset, sections)))
        action = None
        if step.action:
            try:
                action = ruleset.parse_action(step.action)
            except InvalidActionError as exc:
                problems.append(Problem(file, f"{where}.action", f"{ruleset.title} cannot read it: {exc}"))
        actions.append(action)
        refusals.append([])
        for j, refusal in enumerate(step.refused):
            try:
                refusals[-1].append(ruleset.parse_action(refusal.action))
            except InvalidActionError as exc:
                problems.append(Problem(file, f"{where}.refused.{j}.action", f"{ruleset.title} cannot read it: {exc}"))
        if step.kind and step.kind not in kinds:
            problems.append(Problem(file, f"{where}.kind", f"{step.kind!r} is not an action of {ruleset.title}; "
                                                           f"known: {', '.join(sorted(kinds))}"))
        elif step.kind and action is not None and action.name != step.kind:
            problems.append(Problem(file, f"{where}.action", f"is a {action.name}, but the step asks for a "
                                                             f"{step.kind}"))
        for field, ids in (("unit", [step.unit] if step.unit else []), ("highlight.units", step.highlight.units),
                           ("highlight.arc", step.highlight.arc)):
            for j, uid in enumerate(ids):
                if uid not in unit_ids:
                    path = f"{where}.{field}" + ("" if field == "unit" else f".{j}")
                    problems.append(Problem(file, path, f"no unit {uid!r} in the lesson's scenario"))
        for j, line in enumerate(step.highlight.sight):
            for end, uid in (("from", line.from_unit), ("to", line.to_unit)):
                if uid not in unit_ids:
                    problems.append(Problem(file, f"{where}.highlight.sight.{j}.{end}",
                                            f"no unit {uid!r} in the lesson's scenario"))
    if problems:
        raise FileError(problems)
    return LoadedLesson(lesson, file, scenario, scenario_file, ruleset, actions, refusals)


def _face_problems(file: str, lesson: Lesson, ruleset: Ruleset) -> list[Problem]:
    """Scripted faces no die of the ruleset shows (a 7 where only d6 are rolled), and [kind, face] pairs with a
    die the ruleset does not roll or a face that die does not have."""
    kinds = [k for k in ruleset.meta.dice if k in DIE_KINDS]
    top = max((DIE_KINDS[k][1] for k in kinds), default=100)
    out: list[Problem] = []
    lists = [("setup_dice", lesson.setup_dice)] + [(f"steps.{i}.dice", s.dice) for i, s in enumerate(lesson.steps)]
    for where, faces in lists:
        for j, entry in enumerate(faces):
            kind, face = entry if isinstance(entry, (tuple, list)) else (None, entry)
            if kind is not None and kind not in kinds:
                out.append(Problem(file, f"{where}.{j}", f"{ruleset.title} rolls no {kind!r}; it rolls "
                                                         f"{', '.join(kinds) or 'no dice'}"))
            elif kind is not None and face > DIE_KINDS[kind][1]:
                sides = DIE_KINDS[kind][1]
                out.append(Problem(file, f"{where}.{j}", f"{face} is not a face of a {kind} (1 to {sides})"))
            elif kind is None and face > top:
                out.append(Problem(file, f"{where}.{j}", f"{face} is not a face of any die {ruleset.title} rolls "
                                                         f"({', '.join(kinds)}: faces 1 to {top})"))
    return out


def _unknown_section(section: str, ruleset: Ruleset, sections: list[str]) -> str:
    return (f"{section!r} is not a section of {ruleset.title}; sections: "
            + ", ".join(repr(s) for s in sections[:40]))


def _scenario(lesson: Lesson, file: str) -> tuple[Scenario, str | None]:
    from ..core.battle import check_scenario

    if isinstance(lesson.scenario, Scenario):
        problems = check_scenario(lesson.scenario, file, prefix="scenario.")
        if problems:
            raise FileError(problems)
        return lesson.scenario, None
    target = Path(file).parent / lesson.scenario
    if not target.is_file():
        raise FileError.one(file, "scenario", f"no scenario file {lesson.scenario!r} (looked for {target})")
    scenario = load_scenario(target)
    problems = check_scenario(scenario, str(target))
    if problems:
        raise FileError(problems)
    return scenario, str(target)
