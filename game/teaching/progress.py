"""How far the player got in each lesson, kept in the settings folder (`lessons.json`, written atomically).

A missing file is no progress; a corrupt one is no progress and a message (the
file is left alone until progress is next saved).
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

from ..content.files import atomic_write_text
from ..content.paths import settings_dir

__all__ = ["Progress", "progress_path", "load_progress"]


def progress_path() -> Path:
    return settings_dir() / "lessons.json"


@dataclass
class Progress:
    """Per lesson id: the furthest step reached and whether it was finished."""

    lessons: dict[str, dict] = field(default_factory=dict)
    problem: str = ""

    def step(self, lesson_id: str) -> int:
        return int(self.lessons.get(lesson_id, {}).get("step", 0))

    def done(self, lesson_id: str) -> bool:
        return bool(self.lessons.get(lesson_id, {}).get("done", False))

    def reached(self, lesson_id: str, step: int, *, done: bool = False) -> None:
        entry = self.lessons.setdefault(lesson_id, {"step": 0, "done": False})
        entry["step"] = max(int(entry.get("step", 0)), int(step))
        entry["done"] = bool(entry.get("done")) or done

    def save(self, path: Path | None = None) -> None:
        atomic_write_text(path or progress_path(), json.dumps({"lessons": self.lessons}, indent=2) + "\n")


def load_progress(path: Path | None = None) -> Progress:
    path = path or progress_path()
    if not path.exists():
        return Progress()
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        lessons = data["lessons"]
        if not isinstance(lessons, dict) or not all(
                isinstance(v, dict) and isinstance(v.get("step", 0), int) for v in lessons.values()):
            raise ValueError("lessons: must map lesson ids to {step, done}")
    except (OSError, ValueError, KeyError, TypeError) as exc:
        return Progress(problem=f"{path}: lesson progress unreadable ({exc}); starting afresh")
    return Progress({str(k): dict(v) for k, v in lessons.items()})
