"""Autosave: a rotation of the last few battles-in-progress.

Every autosave goes to a new file (`autosave-000042.json`), written atomically;
only then are the oldest beyond `keep` removed. Nothing ever overwrites an
autosave, so a crash or a bad write cannot cost the last good one, and loading
skips a corrupt file and falls back to the one before it.
"""
from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING

from ..content import FileError
from ..content.files import atomic_write_text
from ..content.paths import autosave_dir

if TYPE_CHECKING:
    from .battle import Battle

__all__ = ["Autosaver"]

_NAME = re.compile(r"^autosave-(\d{6,})\.json$")


class Autosaver:
    """Attach to a battle (`battle.observers.append(autosaver)`) to save after every action."""

    def __init__(self, folder: Path | None = None, keep: int = 5) -> None:
        self.folder = Path(folder) if folder is not None else autosave_dir()
        self.keep = keep
        self.last_error: str | None = None

    def files(self) -> list[Path]:
        """Autosaves, newest first."""
        found = []
        if self.folder.is_dir():
            for p in self.folder.iterdir():
                m = _NAME.match(p.name)
                if m:
                    found.append((int(m.group(1)), p))
        return [p for _, p in sorted(found, reverse=True)]

    def __call__(self, battle: "Battle") -> Path | None:
        return self.save(battle)

    def save(self, battle: "Battle") -> Path | None:
        files = self.files()
        seq = int(_NAME.match(files[0].name).group(1)) + 1 if files else 1
        target = self.folder / f"autosave-{seq:06d}.json"
        try:
            atomic_write_text(target, battle.save_text())
        except OSError as exc:
            self.last_error = f"{target}: autosave failed: {exc}"
            return None
        self.last_error = None
        for old in self.files()[self.keep:]:
            try:
                old.unlink()
            except OSError:
                pass
        return target

    def load_latest(self) -> tuple["Battle | None", list[str]]:
        """The newest autosave that loads, and a message for each one skipped."""
        from .battle import Battle

        skipped: list[str] = []
        for path in self.files():
            try:
                return Battle.load(path), skipped
            except FileError as exc:
                skipped.append(str(exc).splitlines()[0])
        return None, skipped
