"""The dice of a lesson: scripted faces, step by step, that never run out.

A lesson scripts the faces its "Show me" path rolls: first the setup's, then each
step's in turn. At the start of each step the dice jump to that step's faces, so
a learner who did something a little different in an earlier step (another
target of the same kind, say) still sees the faces the lesson means. Past the
script the dice go on seeded, so an unexpected roll never stops the lesson.

>>> d = LessonDice.for_lesson([6, 1], [[4], [], [2, 3]], seed=1)
>>> d.roll("d6", why="setup").value, d.roll("d6", why="setup").value
(6, 1)
>>> d.seek_step(2); d.roll("d6", why="step 3").value
3
>>> d.scripted_left
1
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Sequence

from ..core.dice import Dice

__all__ = ["LessonDice"]


def _fits(entry, sides: int, kind: str) -> bool:
    if isinstance(entry, (tuple, list)):
        return entry[0] == kind and isinstance(entry[1], int) and 1 <= entry[1] <= sides
    return isinstance(entry, int) and 1 <= entry <= sides


@dataclass(slots=True)
class LessonDice(Dice):
    """Scripted dice with a mark where each step's faces begin, and a seeded spare for rolls past the end."""

    starts: list[int] = field(default_factory=list)   # index into `script` where step i's faces begin
    ends: list[int] = field(default_factory=list)
    spare: random.Random | None = field(default=None, repr=False)
    lenient: bool = False   # True: a scripted face that does not fit the die rolled is replaced, not an error

    @classmethod
    def for_lesson(cls, setup: Sequence, steps: Sequence[Sequence], seed: int = 1, *,
                   lenient: bool = False) -> "LessonDice":
        script, starts, ends = list(setup), [], []
        for faces in steps:
            starts.append(len(script))
            script.extend(faces)
            ends.append(len(script))
        return cls(script=script, starts=starts, ends=ends, spare=random.Random(int(seed)), lenient=lenient)

    def seek_step(self, index: int) -> None:
        """The next roll shows the first face of step `index`."""
        self._cursor = self.starts[index]

    def step_used(self, index: int) -> int:
        """How many of step `index`'s faces have been rolled (the cursor sits in or past it)."""
        return max(0, min(self._cursor, self.ends[index]) - self.starts[index])

    @property
    def cursor(self) -> int:
        """How many faces have been drawn (scripted, then spare)."""
        return self._cursor

    @property
    def scripted_left(self) -> int:
        return max(0, len(self.script) - self._cursor)

    def _face(self, sides: int, kind: str) -> int:
        if self._cursor >= len(self.script) and self.spare is not None:
            self._cursor += 1
            return self.spare.randint(1, sides)
        if self.lenient and self.spare is not None and not _fits(self.script[self._cursor], sides, kind):
            self._cursor += 1  # a learner's roll the script did not foresee: a seeded face, never an error
            return self.spare.randint(1, sides)
        return Dice._face(self, sides, kind)

    def get_state(self) -> tuple:
        return (Dice.get_state(self), self.spare.getstate() if self.spare is not None else None)

    def set_state(self, state: tuple) -> None:
        base, spare = state
        Dice.set_state(self, base)
        if spare is not None and self.spare is not None:
            self.spare.setstate(spare)
