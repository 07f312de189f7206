"""core.slotcopy: a slots dataclass copied field by field onto a bare instance."""
from __future__ import annotations

from dataclasses import dataclass, field

from game.core.slotcopy import slot_copier


@dataclass(slots=True)
class _Part:
    x: float
    tags: list = field(default_factory=list)


@dataclass(slots=True)
class _Thing:
    name: str
    size: int
    shape: tuple = ()
    tags: list = field(default_factory=list)
    parts: list = field(default_factory=list)
    made: int = 0

    def __post_init__(self):
        self.made += 1


_copy_part = slot_copier(_Part, ("tags",))
_copy = slot_copier(_Thing, ("tags",), {"parts": _copy_part})


def test_the_copy_equals_the_original_and_shares_only_what_cannot_change():
    a = _Thing("a", 3, (1, 2), ["x"], [_Part(1.0, ["p"]), _Part(2.0)])
    b = _copy(a)
    assert b == a and type(b) is _Thing
    assert b.shape is a.shape                     # a tuple is kept as it is
    assert b.tags is not a.tags and b.parts is not a.parts
    assert all(p is not q and p == q for p, q in zip(a.parts, b.parts))
    assert b.parts[0].tags is not a.parts[0].tags and b.parts[0].tags == ["p"]   # the part's copier's lists
    b.tags.append("y")
    b.parts[1].x = 9.0
    b.size = 4
    assert a.tags == ["x"] and a.parts[1].x == 2.0 and a.size == 3


def test_the_copy_does_not_run_post_init_again():
    a = _Thing("a", 1)
    assert a.made == 1 and _copy(a).made == 1
