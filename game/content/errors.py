"""Problems with files, said the way players read them: `FILE: field.path: what is wrong`."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable

from pydantic import ValidationError

__all__ = ["Problem", "FileError", "problems_from_validation"]


@dataclass(frozen=True, slots=True)
class Problem:
    file: str
    path: str  # dotted field path, "" for the whole file
    message: str

    def __str__(self) -> str:
        return f"{self.file}: {self.path or '(file)'}: {self.message}"


class FileError(Exception):
    """A file could not be used. `problems` lists every reason found."""

    def __init__(self, problems: Iterable[Problem]) -> None:
        self.problems = list(problems)
        super().__init__("\n".join(str(p) for p in self.problems))

    @classmethod
    def one(cls, file: str, path: str, message: str) -> "FileError":
        return cls([Problem(file, path, message)])


_FRIENDLY = {
    "extra_forbidden": "unknown field (not part of this file format)",
    "missing": "required field is missing",
    "union_tag_invalid": None,  # pydantic's own text names the tag and the choices
}


def _field_path(loc: tuple, data: Any) -> str:
    """Follow `loc` through the document, dropping the union tags pydantic inserts."""
    out: list[str] = []
    node = data
    for i, part in enumerate(loc):
        last = i == len(loc) - 1
        if isinstance(node, dict) and isinstance(part, str) and part in node:
            out.append(part)
            node = node[part]
        elif isinstance(node, list) and isinstance(part, int) and 0 <= part < len(node):
            out.append(str(part))
            node = node[part]
        elif isinstance(node, (dict, list)) and not last:
            continue  # a discriminator tag or a validator name: not a field
        elif isinstance(part, str) and ("[" in part or part.startswith("function-")):
            continue
        else:
            out.append(str(part))
            node = None
    return ".".join(out)


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def problems_from_validation(file: str, exc: ValidationError, data: Any) -> list[Problem]:
    problems: list[Problem] = []
    seen: set[tuple[str, str]] = set()
    for err in exc.errors(include_url=False):
        path = _field_path(tuple(err.get("loc", ())), data)
        msg = _FRIENDLY.get(err.get("type", "")) or err.get("msg", "invalid value")
        if msg.startswith("Value error, "):
            msg = msg[len("Value error, "):]
        if err.get("type") not in ("missing", "extra_forbidden") and "input" in err and \
                not isinstance(err["input"], (dict, list)):
            msg = f"{msg} (got {_short(err['input'])})"
        if (path, msg) not in seen:
            seen.add((path, msg))
            problems.append(Problem(file, path, msg))
    return problems
