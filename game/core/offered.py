"""The actions a ruleset's legal list offers, each made once.

An action is a frozen value of its fields, and a legal list offers the same ones at decision after
decision (a unit's end of activation, its one-step moves, its orders). `Offered(name)(cls, *fields)` is
`cls(*fields)`, made the first time and handed out again after that: equal values, so nothing that reads
them can tell, but no action is built and checked again for every decision. The store is a `Kept`, so
`forget_all` empties it with the rest.
"""
from __future__ import annotations

from typing import Any

from .actions import Action
from .kept import Kept

__all__ = ["Offered"]


class Offered:
    """`offered(cls, *fields)`: the action `cls(*fields)`, made once and kept under (cls, *fields)."""

    __slots__ = ("_get", "_put")

    def __init__(self, name: str, limit: int = 50_000) -> None:
        kept = Kept(name, limit)
        self._get, self._put = kept.get, kept.put

    def __call__(self, cls: type[Action], *fields: Any) -> Action:
        key = (cls, *fields)
        action = self._get(key)
        if action is None:
            action = cls(*fields)
            self._put(key, action)
        return action
