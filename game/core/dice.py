"""Dice: the only source of chance in Wartable.

A `Dice` is either *seeded* (a private `random.Random`) or *scripted* (a list of
faces handed over by a test or a tutorial). Either way every roll is recorded as
a `Roll` with its purpose, so the dice log, the odds and the tests all read the
same record.

Dice are modelled as the physical dice on the table: a scripted entry is the face
that shows on one physical die. A d3 is a d6 read 1-2 / 3-4 / 5-6, a d5 is a d10
halved rounding up, a d100 is two d10 (tens then units, where the face printed 0
reads as 10 on a d10 and "00" reads as 100 on a d100).

>>> d = Dice.scripted([4, 6, 1])
>>> d.roll("d6", why="to hit").value
4
>>> d.roll("d3", why="wounds").value   # a d6 showing 6 reads as 3
3
>>> d.roll("d12", why="turn roll").faces
(1,)
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Iterable, Sequence

__all__ = ["Dice", "Roll", "Purpose", "DiceScriptError", "DIE_KINDS", "die_distribution"]


class DiceScriptError(RuntimeError):
    """A scripted Dice ran out of faces or was handed a face its die does not have."""


# kind -> (number of physical dice, faces on each physical die)
DIE_KINDS: dict[str, tuple[int, int]] = {
    "d3": (1, 6),
    "d5": (1, 10),
    "d6": (1, 6),
    "d10": (1, 10),
    "d12": (1, 12),
    "2d6": (2, 6),
    "d100": (2, 10),
}


def _read(kind: str, faces: tuple[int, ...]) -> int:
    """The value a player reads off the physical faces of one roll of `kind`."""
    if kind == "d3":
        return (faces[0] + 1) // 2
    if kind == "d5":
        return (faces[0] + 1) // 2
    if kind == "2d6":
        return faces[0] + faces[1]
    if kind == "d100":
        tens, units = (f % 10 for f in faces)  # a d10 face 10 is the printed 0
        value = tens * 10 + units
        return 100 if value == 0 else value
    return faces[0]


def die_distribution(kind: str) -> dict[int, int]:
    """How many ways each value of `kind` comes up (for exact odds).

    >>> die_distribution("d3")
    {1: 2, 2: 2, 3: 2}
    >>> sum(die_distribution("2d6").values())
    36
    """
    count, sides = DIE_KINDS[kind]
    ways: dict[int, int] = {}

    def walk(prefix: tuple[int, ...]) -> None:
        if len(prefix) == count:
            v = _read(kind, prefix)
            ways[v] = ways.get(v, 0) + 1
            return
        for f in range(1, sides + 1):
            walk(prefix + (f,))

    walk(())
    return dict(sorted(ways.items()))


@dataclass(frozen=True, slots=True)
class Purpose:
    """Why a die was rolled: who rolled it, for which unit, and what it needs."""

    why: str
    side: str | None = None
    unit: str | None = None
    target: int | None = None  # the number to equal or beat, when there is one
    rule: object | None = None  # a RuleRef; typed loosely to keep dice free of events

    def to_json(self) -> dict:
        out: dict = {"why": self.why}
        if self.side is not None:
            out["side"] = self.side
        if self.unit is not None:
            out["unit"] = self.unit
        if self.target is not None:
            out["target"] = self.target
        if self.rule is not None:
            out["rule"] = str(self.rule)
        return out


@dataclass(frozen=True, slots=True)
class Roll:
    """One roll: the die kind, the physical faces, the value read and the purpose."""

    kind: str
    faces: tuple[int, ...]
    value: int
    purpose: Purpose

    @property
    def success(self) -> bool | None:
        """True/False against the purpose's target number, None when there is none."""
        if self.purpose.target is None:
            return None
        return self.value >= self.purpose.target

    def describe(self) -> str:
        shown = "+".join(str(f) for f in self.faces) if len(self.faces) > 1 else str(self.faces[0])
        text = f"{self.kind} {shown}"
        if len(self.faces) > 1 or self.kind in ("d3", "d5"):
            text += f" -> {self.value}"
        if self.purpose.target is not None:
            text += f" (needs {self.purpose.target}+)"
        return f"{text}: {self.purpose.why}"

    def to_json(self) -> dict:
        return {"kind": self.kind, "faces": list(self.faces), "value": self.value,
                "purpose": self.purpose.to_json()}


@dataclass(slots=True)
class Dice:
    """Seeded or scripted dice that record every roll.

    Build one with `Dice.seeded(seed)` or `Dice.scripted(faces)`. `rolls` is the
    record of every roll made, in order.
    """

    seed: int | None = None
    script: list | None = None
    rolls: list[Roll] = field(default_factory=list)
    _rng: random.Random | None = field(default=None, repr=False)
    _cursor: int = 0

    @classmethod
    def seeded(cls, seed: int) -> "Dice":
        d = cls(seed=int(seed))
        d._rng = random.Random(int(seed))
        return d

    @classmethod
    def scripted(cls, faces: Iterable) -> "Dice":
        """Dice that show the given faces in order.

        Each entry is a face (an int) or a `(kind, face)` pair that also asserts
        which kind of die must be rolled next, e.g. `("d12", 7)`.
        """
        return cls(script=list(faces))

    @property
    def is_scripted(self) -> bool:
        return self.script is not None

    @property
    def remaining(self) -> int:
        """How many scripted faces are left (0 for seeded dice)."""
        return 0 if self.script is None else len(self.script) - self._cursor

    # -- drawing physical faces --------------------------------------------------
    def _face(self, sides: int, kind: str) -> int:
        if self._rng is not None:
            return self._rng.randint(1, sides)
        if self.script is None:
            raise DiceScriptError("this Dice has neither a seed nor a script")
        if self._cursor >= len(self.script):
            raise DiceScriptError(
                f"scripted dice ran out: roll #{len(self.rolls) + 1} ({kind}) wanted a face "
                f"but all {len(self.script)} scripted faces are used")
        entry = self.script[self._cursor]
        if isinstance(entry, (tuple, list)):
            want_kind, face = entry
            if want_kind != kind:
                raise DiceScriptError(
                    f"scripted dice expected a {want_kind} at position {self._cursor} but a {kind} was rolled")
        else:
            face = entry
        if not isinstance(face, int) or isinstance(face, bool) or not 1 <= face <= sides:
            raise DiceScriptError(
                f"scripted face {face!r} at position {self._cursor} is not a face of a {sides}-sided die "
                f"(rolling {kind}); faces run 1..{sides}")
        self._cursor += 1
        return face

    # -- rolling -------------------------------------------------------------------
    def roll(self, kind: str, *, why: str, side: str | None = None, unit: str | None = None,
             target: int | None = None, rule: object | None = None) -> Roll:
        """Roll one die (or one pair for 2d6 / d100) of `kind` and record it."""
        if kind not in DIE_KINDS:
            raise ValueError(f"unknown die {kind!r}; known: {', '.join(DIE_KINDS)}")
        count, sides = DIE_KINDS[kind]
        faces = tuple(self._face(sides, kind) for _ in range(count))
        result = Roll(kind, faces, _read(kind, faces), Purpose(why, side, unit, target, rule))
        self.rolls.append(result)
        return result

    def roll_many(self, kind: str, n: int, **purpose) -> list[Roll]:
        """Roll `n` dice of the same kind for the same purpose."""
        return [self.roll(kind, **purpose) for _ in range(n)]

    def pick(self, n: int, *, why: str = "choice") -> int:
        """A uniform index in range(n), for seeded random play (never recorded as a roll)."""
        if n <= 0:
            raise ValueError("pick needs at least one option")
        if self._rng is not None:
            return self._rng.randrange(n)
        face = self._face(n, f"pick of {n}")
        return face - 1

    def choice(self, options: Sequence, *, why: str = "choice"):
        return options[self.pick(len(options), why=why)]

    # -- snapshots -----------------------------------------------------------------
    def get_state(self) -> tuple:
        """Everything needed to put these dice back exactly where they are."""
        return (self._rng.getstate() if self._rng is not None else None, self._cursor, len(self.rolls))

    def set_state(self, state: tuple) -> None:
        rng_state, cursor, nrolls = state
        if rng_state is not None and self._rng is not None:
            self._rng.setstate(rng_state)
        self._cursor = cursor
        del self.rolls[nrolls:]
