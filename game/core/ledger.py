"""Ledger: named modifiers that sum and explain themselves.

Never a bare number: the dice log, the odds preview and the tests all read the
same named entries.

>>> led = Ledger()
>>> led.add("Woods", +1).add("Hill, attacked from below", +2).add("Moved", 0)
Ledger(Woods +1, Hill, attacked from below +2)
>>> led.total
3
>>> led.explain()
'Woods +1, Hill, attacked from below +2 = +3'
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterator

__all__ = ["Modifier", "Ledger"]


@dataclass(frozen=True, slots=True)
class Modifier:
    name: str
    value: int
    rule: object | None = None  # a RuleRef

    def to_json(self) -> dict:
        out: dict = {"name": self.name, "value": self.value}
        if self.rule is not None:
            out["rule"] = str(self.rule)
        return out

    def __str__(self) -> str:
        return f"{self.name} {self.value:+d}"


class Ledger:
    """An ordered list of named modifiers. Zero-valued entries are dropped."""

    __slots__ = ("_entries",)

    def __init__(self, entries: "list[Modifier] | tuple[Modifier, ...] | None" = None) -> None:
        self._entries: list[Modifier] = [m for m in (entries or ()) if m.value != 0]

    def add(self, name: str, value: int, rule: object | None = None) -> "Ledger":
        """Add an entry (ignored when `value` is 0); returns self so calls chain."""
        if value:
            self._entries.append(Modifier(name, int(value), rule))
        return self

    def add_if(self, condition: bool, name: str, value: int, rule: object | None = None) -> "Ledger":
        if condition:
            self.add(name, value, rule)
        return self

    def extend(self, other: "Ledger") -> "Ledger":
        self._entries.extend(other._entries)
        return self

    @property
    def total(self) -> int:
        return sum(m.value for m in self._entries)

    @property
    def entries(self) -> tuple[Modifier, ...]:
        return tuple(self._entries)

    def __iter__(self) -> Iterator[Modifier]:
        return iter(self._entries)

    def __len__(self) -> int:
        return len(self._entries)

    def __contains__(self, name: object) -> bool:
        return any(m.name == name for m in self._entries)

    def value_of(self, name: str) -> int:
        return sum(m.value for m in self._entries if m.name == name)

    def explain(self) -> str:
        if not self._entries:
            return "no modifiers"
        return ", ".join(str(m) for m in self._entries) + f" = {self.total:+d}"

    def __repr__(self) -> str:
        return "Ledger(" + ", ".join(str(m) for m in self._entries) + ")"
