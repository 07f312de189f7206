"""Two sides' scores set side by side before a roll that depends on their difference (a combat result
before the loser's morale test, say): each side's named entries and total, and what the roll needs.

A ruleset gives one through `Ruleset.comparison(state, action)`; the battle screen draws it beside the
odds of that action. Nothing here knows a ruleset.

>>> c = Comparison("Combat result", Tally("Knights", (("Charged", 1), ("Leadership (4)", 4))),
...                Tally("Warriors", (("Ranks (3)", 3), ("Leadership (3)", 3))), "Warriors need 8+")
>>> c.left.total, c.right.total
(5, 6)
>>> for row in c.rows(): print(row)
('', None, 'Ranks (3)', 3)
('Charged', 1, '', None)
('Leadership (4)', 4, 'Leadership (3)', 3)
"""
from __future__ import annotations

from dataclasses import dataclass
from itertools import zip_longest

from .events import RuleRef

__all__ = ["Tally", "Comparison"]


@dataclass(frozen=True, slots=True)
class Tally:
    """One side's score: whose it is and its named entries (name, value), in the order they were counted."""

    name: str
    entries: tuple[tuple[str, int], ...] = ()
    side: str = ""          # the side it belongs to, if any (the screen draws it in that side's colour)

    @property
    def total(self) -> int:
        return sum(v for _, v in self.entries)


@dataclass(frozen=True, slots=True)
class Comparison:
    """Two tallies side by side and the verdict they lead to ("needs 8+ on 2D6")."""

    title: str
    left: Tally
    right: Tally
    verdict: str = ""
    rule: RuleRef | None = None

    def rows(self) -> list[tuple[str, int | None, str, int | None]]:
        """The entries line by line, (left name, value, right name, value), entries of the same kind (the same
        name up to a count in brackets: "Ranks (3)" and "Ranks (1)") on one line; '' / None where a side has
        no such entry."""
        left, right = self.left.entries, self.right.entries
        keys_l, keys_r = [_kind(n) for n, _ in left], [_kind(n) for n, _ in right]
        if len(set(keys_l)) < len(keys_l) or len(set(keys_r)) < len(keys_r):
            return [(a[0], a[1], b[0], b[1]) for a, b in zip_longest(left, right, fillvalue=("", None))]
        order, at = list(keys_l), -1
        for key in keys_r:
            if key in order:
                at = order.index(key)
            else:
                at += 1
                order.insert(at, key)
        by_l, by_r = dict(zip(keys_l, left)), dict(zip(keys_r, right))
        none = ("", None)
        return [(*by_l.get(k, none), *by_r.get(k, none)) for k in order]


def _kind(name: str) -> str:
    return name.split(" (")[0].strip()
