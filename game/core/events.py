"""Events: what happened, in plain words, with the rule behind it.

The dice log, the teaching mode and the replay viewer are all views of one list
of `Event`s. Each carries `text` (the project's own words), `rule` (which ruleset
section made it happen), the dice rolled and the modifiers that applied.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from .dice import Roll
from .ledger import Modifier

__all__ = ["RuleRef", "Event"]


@dataclass(frozen=True, slots=True)
class RuleRef:
    """A citation: a ruleset (by package name) and a section of its text.

    >>> RuleRef.titles["demo"] = "Demo Rules"
    >>> str(RuleRef("demo", "Shoot"))
    'Demo Rules › Shoot'
    """

    ruleset: str
    section: str

    titles: ClassVar[dict[str, str]] = {}

    @property
    def title(self) -> str:
        return self.titles.get(self.ruleset, self.ruleset)

    def __str__(self) -> str:
        return f"{self.title} › {self.section}"

    def to_json(self) -> dict:
        return {"ruleset": self.ruleset, "section": self.section}


@dataclass(frozen=True, slots=True)
class Event:
    """One thing that happened in a battle.

    `kind` is a short machine tag ("move", "shoot", "roll-off", "removed", ...);
    `text` is the sentence a player reads; `rule` cites the section; `rolls` and
    `ledger` are the dice and the named modifiers that produced the result;
    `data` holds small plain values a view may want (hits, damage, positions).
    """

    kind: str
    text: str
    rule: RuleRef | None = None
    side: str | None = None
    units: tuple[str, ...] = ()
    rolls: tuple[Roll, ...] = ()
    ledger: tuple[Modifier, ...] = ()
    data: tuple[tuple[str, Any], ...] = field(default=())

    def get(self, key: str, default: Any = None) -> Any:
        for k, v in self.data:
            if k == key:
                return v
        return default

    def explain(self) -> list[str]:
        """The expanded view: modifiers by name, the dice faces, the rule."""
        lines = [f"{m.name} {m.value:+d}" + (f"  [{m.rule}]" if m.rule else "") for m in self.ledger]
        lines += [r.describe() for r in self.rolls]
        if self.rule is not None:
            lines.append(f"Rule: {self.rule}")
        return lines

    def to_json(self) -> dict:
        out: dict = {"kind": self.kind, "text": self.text}
        if self.rule is not None:
            out["rule"] = self.rule.to_json()
        if self.side is not None:
            out["side"] = self.side
        if self.units:
            out["units"] = list(self.units)
        if self.rolls:
            out["rolls"] = [r.to_json() for r in self.rolls]
        if self.ledger:
            out["ledger"] = [m.to_json() for m in self.ledger]
        if self.data:
            out["data"] = {k: v for k, v in self.data}
        return out
