"""Reading and writing files safely.

`read_json` never lets a bad file escape as a traceback: every failure becomes a
`FileError` naming the file and, where it can, the line. `atomic_write_text`
writes through a temporary file in the same folder, fsyncs it and renames it
over the target, so a crash leaves the old file or the new one, never half.
"""
from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any, Callable, TypeVar

from pydantic import BaseModel, ValidationError

from .errors import FileError, problems_from_validation

__all__ = ["read_json", "atomic_write_text", "write_json", "load_model", "dump_json_text", "MAX_FILE_BYTES"]

MAX_FILE_BYTES = 32 * 1024 * 1024
M = TypeVar("M", bound=BaseModel)


def _no_constants(name: str) -> Any:
    raise ValueError(f"{name} is not a number JSON allows")


def parse_json_text(text: str, file: str) -> Any:
    try:
        return json.loads(text, parse_constant=_no_constants)
    except json.JSONDecodeError as exc:
        raise FileError.one(file, "", f"not valid JSON: {exc.msg} at line {exc.lineno} column {exc.colno}") from None
    except RecursionError:
        raise FileError.one(file, "", "not usable JSON: nested too deeply") from None
    except ValueError as exc:  # huge integers, NaN / Infinity
        raise FileError.one(file, "", f"not usable JSON: {exc}") from None


def read_json(path: str | os.PathLike, *, expect_object: bool = True) -> Any:
    file = str(path)
    p = Path(path)
    try:
        size = p.stat().st_size
        if p.is_dir():
            raise FileError.one(file, "", "is a folder, not a file")
        if size > MAX_FILE_BYTES:
            raise FileError.one(file, "", f"too large ({size} bytes; the limit is {MAX_FILE_BYTES})")
        raw = p.read_bytes()
    except FileNotFoundError:
        raise FileError.one(file, "", "no such file") from None
    except PermissionError:
        raise FileError.one(file, "", "permission denied") from None
    except OSError as exc:
        raise FileError.one(file, "", f"cannot be read: {exc.strerror or exc}") from None
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise FileError.one(file, "", f"not UTF-8 text (bad byte at offset {exc.start})") from None
    data = parse_json_text(text, file)
    if expect_object and not isinstance(data, dict):
        raise FileError.one(file, "", f"must hold a JSON object {{...}}, not {type(data).__name__}")
    return data


def load_model(model: type[M], data: Any, file: str) -> M:
    """Validate `data` as `model`, turning every error into a named Problem."""
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        raise FileError(problems_from_validation(file, exc, data)) from None
    except (RecursionError, MemoryError):
        raise FileError.one(file, "", "nested too deeply to read") from None


def dump_json_text(data: Any) -> str:
    return json.dumps(data, indent=2, ensure_ascii=False, allow_nan=False) + "\n"


def atomic_write_text(path: str | os.PathLike, text: str, *, fsync: bool = True,
                      before_replace: Callable[[], None] | None = None) -> Path:
    """Write `text` to `path` atomically (temp file in the same folder, fsync, os.replace)."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as fh:
            fh.write(text)
            fh.flush()
            if fsync:
                os.fsync(fh.fileno())
        if before_replace is not None:
            before_replace()
        os.replace(tmp, target)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    if fsync and hasattr(os, "O_DIRECTORY"):
        try:
            dfd = os.open(target.parent, os.O_DIRECTORY)
            try:
                os.fsync(dfd)
            finally:
                os.close(dfd)
        except OSError:
            pass
    return target


def write_json(path: str | os.PathLike, data: Any) -> Path:
    return atomic_write_text(path, dump_json_text(data))


