"""Reading a file the player picked, with every failure said in a message box and the program going on.

A `FileError` speaks for itself (it names the file, the field and what is wrong); anything else is
unexpected and is shown as the path, the error's kind and its words. Either way the message can say
what stays as it was (the battle being played, the scenario being edited).
"""
from __future__ import annotations

from typing import Callable, TypeVar

from ..content import FileError

__all__ = ["read_or_say"]

T = TypeVar("T")


def read_or_say(app, title: str, read: Callable[[], T], path, *, unchanged: str = "") -> T | None:
    """What `read()` returns, or None after a message box titled `title` saying why it failed."""
    try:
        return read()
    except FileError as exc:
        text = str(exc)
    except Exception as exc:  # noqa: BLE001  (a file can fail in any way; the program keeps running)
        text = f"{path}: {type(exc).__name__}: {exc}"
    app.show_message(title, f"{text}\n\n{unchanged}" if unchanged else text)
    return None
