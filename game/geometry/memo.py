"""Geometry's kept answers: `remember(maxsize)` is `functools.lru_cache` that `forget()` can empty.

Geometry may not import `game.core`, so it cannot use `core.kept.Kept`; its few pure caches (unit vectors
of a heading, corner offsets of a base size, tile neighbours of a map size, the reads of a sight plan) are
registered here instead, and `core.kept.forget_all` calls `forget()`: a bench then starts cold on geometry
too. The answers depend only on their arguments, so they are never wrong. A ruleset's own pure caches of
what never changes in a battle (a board's blocking hexes, a hex's arc) register here too, for the same
reason: a plain `lru_cache` survives `forget_all` and warms a bench's second run.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Callable

__all__ = ["remember", "forgets", "forget"]

_CACHES: list = []
_CLEARS: list = []      # tables built lazily and kept in a module (the sight plans): how to empty each


def remember(maxsize: int) -> Callable:
    """`lru_cache(maxsize)`, registered so that `forget()` empties it."""
    def wrap(fn):
        cached = lru_cache(maxsize=maxsize)(fn)
        _CACHES.append(cached)
        return cached
    return wrap


def forgets(clear: Callable[[], None]) -> Callable[[], None]:
    """Register `clear` (it empties a table a module builds lazily, e.g. the sight plans' registries);
    `forget()` calls it after emptying the caches, which may hold positions in such a table."""
    _CLEARS.append(clear)
    return clear


def forget() -> None:
    for cached in _CACHES:
        cached.cache_clear()
    for clear in _CLEARS:
        clear()
