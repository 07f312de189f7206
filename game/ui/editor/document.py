"""The scenario being edited: a JSON document, its validated `Scenario`, and undo / redo.

The document is the file's own JSON data. Every edit is a named change applied
to a copy of it; the copy is validated as a `Scenario` (so nothing the file
format forbids can get in) and becomes the document, the old one going on the
undo stack. Parts no edit touched stay exactly as they were read, so opening
and saving a file gives back an equal document. Nothing here imports pygame.
"""
from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any, Callable

from ...content import FileError, Scenario, load_scenario, save_scenario, scenario_from_data
from ...content.armies import ARMY_FORMAT
from ...content.files import read_json

__all__ = ["EditorDocument", "EditRefused", "new_document_data", "MAX_UNDO"]

MAX_UNDO = 500
NEW_FILE = "<new scenario>"
SIDE_DEFAULTS = (("red", "Red", "#b8392e"), ("blue", "Blue", "#2f5fb3"))


class EditRefused(Exception):
    """An edit the file format does not allow; the message says why."""


def _copy(data: Any) -> Any:
    return json.loads(json.dumps(data))


def new_document_data(ruleset: str, board: dict, title: str = "New scenario") -> dict:
    """A fresh scenario: the board, no terrain, two empty sides."""
    return {"ruleset": ruleset, "title": title, "board": dict(board), "terrain": [],
            "sides": [{"id": sid, "name": name, "color": colour, "units": []} for sid, name, colour in SIDE_DEFAULTS]}


class EditorDocument:
    """A scenario document with undo and redo. Change it only through `apply`."""

    def __init__(self, data: dict, path: str | os.PathLike | None = None) -> None:
        self.path: Path | None = Path(path) if path is not None else None
        self.scenario: Scenario = scenario_from_data(_copy(data), self.file)
        self.data = _copy(data)
        self.version = 0
        self.saved_version: int | None = 0 if path is not None else None
        self._undo: list[tuple[str, dict]] = []
        self._redo: list[tuple[str, dict]] = []

    # -- opening -------------------------------------------------------------------------------
    @classmethod
    def open(cls, path: str | os.PathLike) -> "EditorDocument":
        """Read a scenario file (the schema must hold; other problems show in the checks). An army
        list is refused in so many words rather than with every scenario field it lacks."""
        data = read_json(path)
        if isinstance(data, dict) and data.get("format") == ARMY_FORMAT:
            raise FileError.one(str(path), "format", f"this is an army list ({ARMY_FORMAT}), not a scenario; "
                                                     "open a scenario, then build its armies in the Armies tab")
        load_scenario(path)  # the same messages as everywhere else for a bad file
        return cls(data, path)

    @classmethod
    def new(cls, ruleset: str, board: dict, title: str = "New scenario") -> "EditorDocument":
        """A fresh, empty scenario: nothing in it to lose, so it is not marked changed until edited."""
        doc = cls(new_document_data(ruleset, board, title))
        doc.saved_version = doc.version
        return doc

    @property
    def file(self) -> str:
        return str(self.path) if self.path is not None else NEW_FILE

    @property
    def dirty(self) -> bool:
        return self.saved_version != self.version

    # -- editing -------------------------------------------------------------------------------
    def apply(self, label: str, change: Callable[[dict], Any]) -> Any:
        """Run `change` on a copy of the document; keep the copy if it is a valid scenario.
        Returns what `change` returned. Raises EditRefused (the document unchanged) if not."""
        new = _copy(self.data)
        result = change(new)
        try:
            scenario = scenario_from_data(_copy(new), self.file)
        except FileError as exc:
            raise EditRefused("; ".join(f"{p.path or 'file'}: {p.message}" for p in exc.problems)) from None
        self._undo.append((label, self.data))
        del self._undo[:-MAX_UNDO]
        self._redo.clear()
        self._set(new, scenario)
        return result

    def _set(self, data: dict, scenario: Scenario | None = None) -> None:
        self.data = data
        self.scenario = scenario if scenario is not None else scenario_from_data(_copy(data), self.file)
        self.version += 1

    @property
    def can_undo(self) -> bool:
        return bool(self._undo)

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    def undo_label(self) -> str | None:
        return self._undo[-1][0] if self._undo else None

    def redo_label(self) -> str | None:
        return self._redo[-1][0] if self._redo else None

    def undo(self) -> str | None:
        """Take back the last edit; returns its label (None if there was nothing to undo)."""
        if not self._undo:
            return None
        label, before = self._undo.pop()
        self._redo.append((label, self.data))
        self._set(before)
        return label

    def redo(self) -> str | None:
        if not self._redo:
            return None
        label, after = self._redo.pop()
        self._undo.append((label, self.data))
        self._set(after)
        return label

    # -- saving --------------------------------------------------------------------------------
    def save(self, path: str | os.PathLike | None = None) -> Path:
        """Write the scenario atomically (content.save_scenario) to `path` or where it came from."""
        target = Path(path) if path is not None else self.path
        if target is None:
            raise ValueError("no file to save to: give a path")
        save_scenario(target, self.scenario)
        self.path = target
        self.saved_version = self.version
        return target
