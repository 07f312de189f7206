"""Answers kept across states, under keys made of everything the answer depends on.

A ruleset that works out the same thing in state after state (a unit's legal moves, an archer's target)
may keep the answer in a `Kept` under a key of the state's CONTENT that the answer depends on; never its
identity nor a version number, so a state changed in place gets a different key whether or not anyone was
told. What a key must hold is the ruleset's to prove (its tests change each field and compare with an
answer worked out afresh). A Kept forgets everything when it is full; `forget_all` empties every one
(benches start cold; the answers are never wrong, so nothing else needs it).
"""
from __future__ import annotations

import atexit
from contextlib import contextmanager
from typing import Any, Callable, Hashable, Iterator

__all__ = ["Kept", "forget_all", "fresh", "stats"]

_ALL: list["Kept"] = []


class Kept:
    """A bounded store of answers: `get(key)` (None when not kept), `put(key, answer)`."""

    __slots__ = ("name", "limit", "_d", "get", "_off", "hits", "misses")

    def __init__(self, name: str, limit: int = 50_000) -> None:
        self.name, self.limit, self._d, self._off = name, limit, {}, False
        self.get = self._d.get
        self.hits = self.misses = 0
        _ALL.append(self)

    def ask(self, key: Hashable, make: Callable[[], Any]) -> Any:
        """The answer kept under `key`, else `make()` (kept under it). Answers must not be None; a key of
        None means "do not keep": `make()` is answered afresh. Counts hits and misses."""
        if key is None:
            return make()
        got = self.get(key)
        if got is None:
            self.misses += 1
            got = make()
            self.put(key, got)
        else:
            self.hits += 1
        return got

    def put(self, key: Hashable, answer: Any) -> None:
        if self._off:
            return
        if len(self._d) >= self.limit:
            self._d.clear()
        self._d[key] = answer

    def clear(self) -> None:
        self._d.clear()

    def __len__(self) -> int:
        return len(self._d)


def stats() -> dict[str, tuple[int, int, int]]:
    """(hits, misses, answers kept) of every store by name (`ask` counts; direct `get` does not)."""
    return {k.name: (k.hits, k.misses, len(k)) for k in _ALL}


def forget_all() -> None:
    for k in _ALL:
        k.clear()
    from ..geometry.memo import forget        # geometry's own kept answers (it may not import core)
    forget()


# Empty every store as the interpreter exits, before it tears the modules down: kept answers may hold
# pymunk spaces (table terrain's spatial index), and a space freed after pymunk's own module is gone makes
# pymunk print "Exception ignored ... new_handle" at exit.
atexit.register(forget_all)


def _nothing(key, default=None):
    return default


@contextmanager
def fresh() -> Iterator[None]:
    """Within it nothing is answered from before nor kept: every answer is worked out afresh (tests
    compare kept answers with these)."""
    for k in _ALL:
        k.get, k._off = _nothing, True
    try:
        yield
    finally:
        for k in _ALL:
            k.get, k._off = k._d.get, False
