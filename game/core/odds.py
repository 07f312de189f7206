"""Exact odds: outcome distributions computed from the dice, never sampled.

`Outcomes` is a finite distribution (value -> Fraction). Rulesets build the odds
of an attack from the same numbers their resolution uses, with a few operations:
`from_die`, `binomial`, `map`, `then` (chain a dependent step) and `+`
(the sum of independent results).

`enumerate_dice` walks every sequence of faces a resolution can ask for; tests
use it as the brute force the fast previews are checked against, and a ruleset
may use it for small trees (a challenge of two dice).

>>> hits = Outcomes.binomial(2, Fraction(1, 2))
>>> hits.probs
{0: Fraction(1, 4), 1: Fraction(1, 2), 2: Fraction(1, 4)}
>>> (hits + Outcomes.certain(1)).expected()
Fraction(2, 1)
"""
from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from math import comb
from typing import Any, Callable, Hashable

from .dice import Dice, die_distribution

__all__ = ["Outcomes", "enumerate_dice", "Fraction"]


@dataclass(frozen=True)
class Outcomes:
    """A finite distribution of outcomes with exact probabilities."""

    probs: dict[Hashable, Fraction]
    label: str = ""  # what the values measure, e.g. "damage to r2"
    notes: tuple[str, ...] = field(default=())  # modifiers and rules that shaped it
    parts: tuple["Outcomes", ...] = field(default=())  # further results of the same action, each labelled

    def __post_init__(self) -> None:
        clean = {k: Fraction(v) for k, v in self.probs.items() if v}
        try:
            clean = dict(sorted(clean.items()))
        except TypeError:
            pass
        object.__setattr__(self, "probs", clean)

    # -- builders ------------------------------------------------------------------
    @classmethod
    def certain(cls, value: Hashable, label: str = "") -> "Outcomes":
        return cls({value: Fraction(1)}, label)

    @classmethod
    def from_die(cls, kind: str, fn: Callable[[int], Hashable] = lambda v: v, label: str = "") -> "Outcomes":
        ways = die_distribution(kind)
        total = sum(ways.values())
        out: dict[Hashable, Fraction] = {}
        for value, n in ways.items():
            key = fn(value)
            out[key] = out.get(key, Fraction(0)) + Fraction(n, total)
        return cls(out, label)

    @classmethod
    def bernoulli(cls, p: Fraction, label: str = "") -> "Outcomes":
        p = Fraction(p)
        return cls({0: 1 - p, 1: p}, label)

    @classmethod
    def binomial(cls, n: int, p: Fraction, label: str = "") -> "Outcomes":
        p = Fraction(p)
        return cls({k: comb(n, k) * p**k * (1 - p) ** (n - k) for k in range(n + 1)}, label)

    # -- combinators -----------------------------------------------------------------
    def map(self, fn: Callable[[Any], Hashable]) -> "Outcomes":
        out: dict[Hashable, Fraction] = {}
        for k, p in self.probs.items():
            key = fn(k)
            out[key] = out.get(key, Fraction(0)) + p
        return Outcomes(out, self.label, self.notes)

    def then(self, fn: Callable[[Any], "Outcomes"]) -> "Outcomes":
        """Chain a dependent step: for each value, the distribution that follows."""
        out: dict[Hashable, Fraction] = {}
        for k, p in self.probs.items():
            for k2, p2 in fn(k).probs.items():
                out[k2] = out.get(k2, Fraction(0)) + p * p2
        return Outcomes(out, self.label, self.notes)

    def __add__(self, other: "Outcomes") -> "Outcomes":
        out: dict[Hashable, Fraction] = {}
        for a, pa in self.probs.items():
            for b, pb in other.probs.items():
                out[a + b] = out.get(a + b, Fraction(0)) + pa * pb
        return Outcomes(out, self.label or other.label, self.notes + other.notes)

    def sum_of(self, n: int) -> "Outcomes":
        """The sum of `n` independent copies."""
        result = Outcomes.certain(0, self.label)
        for _ in range(n):
            result = result + self
        return Outcomes(result.probs, self.label, self.notes)

    def labelled(self, label: str, *notes: str) -> "Outcomes":
        return Outcomes(self.probs, label, self.notes + tuple(notes), self.parts)

    def with_parts(self, *parts: "Outcomes") -> "Outcomes":
        """The same distribution with further labelled distributions of the same action (a panel shows them
        below the main one), e.g. the chance that the target is suppressed."""
        return Outcomes(self.probs, self.label, self.notes, self.parts + tuple(parts))

    # -- reading -------------------------------------------------------------------
    def p(self, value: Hashable) -> Fraction:
        return self.probs.get(value, Fraction(0))

    def at_least(self, value: Any) -> Fraction:
        return sum((p for k, p in self.probs.items() if k >= value), Fraction(0))

    def expected(self) -> Fraction:
        return sum((Fraction(k) * p for k, p in self.probs.items()), Fraction(0))

    def items(self):
        return self.probs.items()

    def total(self) -> Fraction:
        return sum(self.probs.values(), Fraction(0))

    def describe(self) -> list[str]:
        """Lines such as '2: 31.4%' for a panel."""
        return [f"{k}: {float(p) * 100:.1f}%" for k, p in self.probs.items()]


class _ProbeDice(Dice):
    """Dice that follow a prefix of faces and report the first roll beyond it."""

    __slots__ = ("prefix", "asked")

    def __init__(self, prefix: list[int]) -> None:
        Dice.__init__(self, script=list(prefix))
        self.prefix = prefix
        self.asked: int | None = None

    def _face(self, sides: int, kind: str) -> int:
        if self._cursor >= len(self.script):
            self.asked = sides
            raise _NeedFace()
        return Dice._face(self, sides, kind)


class _NeedFace(Exception):
    pass


def enumerate_dice(resolve: Callable[[Dice], Hashable], *, limit: int = 200_000) -> Outcomes:
    """The exact distribution of `resolve(dice)` over every sequence of faces.

    `resolve` must be deterministic apart from the dice (clone any state inside it).
    Raises `RuntimeError` when more than `limit` face sequences would be walked.
    """
    out: dict[Hashable, Fraction] = {}
    stack: list[tuple[list[int], Fraction]] = [([], Fraction(1))]
    walked = 0
    while stack:
        prefix, weight = stack.pop()
        walked += 1
        if walked > limit:
            raise RuntimeError(f"enumerate_dice: more than {limit} dice sequences")
        probe = _ProbeDice(prefix)
        try:
            key = resolve(probe)
        except _NeedFace:
            sides = probe.asked
            for face in range(sides, 0, -1):
                stack.append((prefix + [face], weight / sides))
            continue
        out[key] = out.get(key, Fraction(0)) + weight
    return Outcomes(out)
