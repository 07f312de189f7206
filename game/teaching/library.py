"""The shipped lessons (maps/lessons/*.json): listed by ruleset in course order, and which teaches what."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ..content import FileError
from ..content.files import load_model, read_json
from ..content.library import maps_dir
from .model import Lesson

__all__ = ["lessons_dir", "LessonEntry", "shipped_lessons", "lessons_for_section", "next_lesson"]


def lessons_dir() -> Path:
    return maps_dir() / "lessons"


@dataclass(frozen=True)
class LessonEntry:
    path: Path
    lesson: Lesson | None
    error: str | None = None

    @property
    def id(self) -> str:
        return self.lesson.id if self.lesson is not None else self.path.stem


def shipped_lessons(ruleset: str | None = None, folder: Path | None = None) -> list[LessonEntry]:
    """Every lesson file in `folder` (default maps/lessons), by ruleset then course order; files that do not read
    are listed with their error (so a menu can say why), scenario files beside them are skipped."""
    folder = folder or lessons_dir()
    found: list[LessonEntry] = []
    for path in sorted(folder.glob("*.json")) if folder.is_dir() else []:
        try:
            data = read_json(path)
            if data.get("format") != "wartable-lesson":
                continue
            lesson = load_model(Lesson, data, str(path))
        except FileError as exc:
            found.append(LessonEntry(path, None, str(exc)))
            continue
        if ruleset is None or lesson.ruleset == ruleset:
            found.append(LessonEntry(path, lesson))
    return sorted(found, key=lambda e: (e.lesson is None, e.lesson.ruleset if e.lesson else "",
                                        e.lesson.order if e.lesson else 0, e.id))


def lessons_for_section(entries: list[LessonEntry], section: str) -> list[LessonEntry]:
    """The lessons that teach `section`: those naming it in `teaches` first, then those whose steps cite it."""
    named = [e for e in entries if e.lesson is not None and section in e.lesson.teaches]
    cited = [e for e in entries if e.lesson is not None and e not in named
             and any(s.rule == section for s in e.lesson.steps)]
    return named + cited


def next_lesson(entries: list[LessonEntry], lesson: Lesson) -> LessonEntry | None:
    """The lesson to take after `lesson`: its `next`, else the following one of its ruleset's course."""
    course = [e for e in entries if e.lesson is not None and e.lesson.ruleset == lesson.ruleset]
    if lesson.next:
        return next((e for e in course if e.id == lesson.next), None)
    ids = [e.id for e in course]
    if lesson.id in ids and ids.index(lesson.id) + 1 < len(ids):
        return course[ids.index(lesson.id) + 1]
    return None
