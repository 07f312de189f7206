"""The canonical form behind checkpoint hashes: the per-type fast path gives exactly the text of the
plain recursive rules it replaced (kept here as the reference), on made-up values and on real states."""
from __future__ import annotations

import dataclasses
import enum
import json
from typing import Any, NamedTuple

from hypothesis import given
from hypothesis import strategies as st

from game.core.state import canonical_json, to_jsonable


def reference_jsonable(obj: Any) -> Any:
    """The rules as first written (one isinstance chain, no caches)."""
    if obj is None or isinstance(obj, (bool, int, str)):
        return obj
    if isinstance(obj, float):
        return obj if obj == obj else "nan"
    if isinstance(obj, enum.Enum):
        return reference_jsonable(obj.value)
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        return {f.name: reference_jsonable(getattr(obj, f.name)) for f in dataclasses.fields(obj)
                if not f.name.startswith("_")}
    if isinstance(obj, dict):
        return {str(k) if not isinstance(k, (tuple, list)) else json.dumps(reference_jsonable(k)): reference_jsonable(v)
                for k, v in sorted(obj.items(), key=lambda kv: repr(kv[0]))}
    if isinstance(obj, (set, frozenset)):
        return sorted((reference_jsonable(v) for v in obj), key=repr)
    if isinstance(obj, (list, tuple)):
        return [reference_jsonable(v) for v in obj]
    if hasattr(obj, "to_json"):
        return obj.to_json()
    raise TypeError(type(obj).__name__)


def reference_text(obj: Any) -> str:
    return json.dumps(reference_jsonable(obj), sort_keys=True, separators=(",", ":"), ensure_ascii=True)


class Colour(enum.Enum):
    RED = "red"
    BLUE = 2


class Facing(enum.IntEnum):
    N = 0
    SE = 2


class Mood(enum.StrEnum):
    CALM = "calm"


class Scale(float, enum.Enum):
    HALF = 0.5


class Cell(NamedTuple):
    col: int
    row: int


@dataclasses.dataclass(slots=True)
class Piece:
    id: str
    hp: float
    tags: Any = None
    _cache: Any = None


@dataclasses.dataclass(frozen=True)
class Spot:
    q: int
    r: int


@dataclasses.dataclass(frozen=True, slots=True)
class Stamp:
    name: str
    sizes: Any
    scale: float = 1.0


class Digest:
    def to_json(self):
        return {"digest": "abc"}


atoms = st.one_of(st.none(), st.booleans(), st.integers(-10**6, 10**6), st.text(max_size=5),
                  st.floats(allow_nan=True, allow_infinity=True), st.just(-0.0),
                  st.sampled_from(list(Colour) + list(Facing) + list(Mood) + list(Scale)),
                  st.builds(Cell, st.integers(-5, 5), st.integers(-5, 5)),
                  st.builds(Spot, st.integers(-5, 5), st.integers(-5, 5)), st.just(Digest()))
keys = st.one_of(st.text(max_size=3), st.integers(-3, 3), st.tuples(st.integers(0, 2), st.integers(0, 2)),
                 st.booleans(), st.builds(Spot, st.integers(0, 1), st.integers(0, 1)))
values = st.recursive(atoms, lambda inner: st.one_of(
    st.lists(inner, max_size=4), st.tuples(inner, inner), st.dictionaries(keys, inner, max_size=4),
    st.frozensets(st.one_of(st.integers(0, 9), st.text(max_size=2)), max_size=4),
    st.builds(Piece, st.text(max_size=3), st.floats(allow_nan=False, allow_infinity=False), inner, inner),
    st.builds(Stamp, st.text(max_size=2), inner, st.floats(allow_nan=True, allow_infinity=True))),
    max_leaves=20)


@given(values)
def test_fast_canonical_text_equals_the_reference_rules(value):
    assert canonical_json(value) == reference_text(value)


def test_mixed_keys_that_print_alike_resolve_as_the_reference_does():
    for d in ({1: "int", "1": "str"}, {"1": "str", 1: "int"}, {True: "b", "True": "s"}):
        assert canonical_json(d) == reference_text(d)
    assert to_jsonable({"seen": {3, 1}, 2: Facing.SE}) == reference_jsonable({"seen": {3, 1}, 2: Facing.SE})


def test_real_battle_states_hash_as_the_reference_at_every_step():
    from game.content.library import shipped_scenarios
    from game.core.battle import Battle
    from game.core.dice import Dice

    for ruleset in ("fields_of_iron", "iron_winds", "formations"):
        scenario = next(s.scenario for s in shipped_scenarios(ruleset) if s.scenario)
        b = Battle.start(scenario, 5)
        pick = Dice.seeded(9)
        for _ in range(25):
            doc = {"state": b.state, "rolls": len(b.dice.rolls), "conceded": None}
            assert canonical_json(doc) == reference_text(doc)
            options = b.legal_actions().list()
            b.perform(options[pick.pick(len(options))])


def test_a_frozen_value_is_written_from_its_kept_text_only_while_it_cannot_change():
    """The text of a frozen value holding only unchangeable values is kept under its identity; one that
    holds a list is written afresh each time (the list may change)."""
    fixed = Stamp("a", (1, -0.0, ("x", Colour.RED)), -0.0)
    assert canonical_json(fixed) == canonical_json(fixed) == reference_text(fixed)
    loose = Stamp("b", [1, 2])
    assert canonical_json(loose) == reference_text(loose)
    loose.sizes.append(3)
    assert canonical_json(loose) == reference_text(loose) and "3" in canonical_json(loose)
    twins = [Stamp("c", (1,)), Stamp("c", (True,)), Stamp("c", (1.0,))]     # equal, but written apart
    assert [canonical_json(s) for s in twins] == [reference_text(s) for s in twins]


def test_a_tuple_is_written_from_its_kept_text_only_while_it_cannot_change():
    """A tuple of unchangeable values is kept under its identity, as a frozen value is; one that holds a
    list is written afresh (the list may change), and equal tuples of different types are written apart."""
    objectives = (("Post", (13, 2), 25), ("Ridge", (11, 7), -0.0, Colour.RED))
    assert canonical_json(objectives) == canonical_json(objectives) == reference_text(objectives)
    loose = ("b", [1, 2])
    assert canonical_json(loose) == reference_text(loose)
    loose[1].append(3)
    assert canonical_json(loose) == reference_text(loose) and "3" in canonical_json(loose)
    twins = [(1, (2,)), (True, (2,)), (1.0, (2.0,))]
    assert [canonical_json(t) for t in twins] == [reference_text(t) for t in twins]


@dataclasses.dataclass(slots=True)
class Token:
    """A changeable value whose text is kept under its content (canonical_text._plan)."""
    a: Any
    b: Any = 0.0
    c: Any = ()


def test_values_equal_but_written_apart_never_share_a_kept_text():
    """1, 1.0 and True; 0.0 and -0.0; the same inside tuples and lists, and in a nested value: each is
    written as the reference writes it, whichever of the pair was written (and kept) first."""
    pairs = [(1, 1.0), (1, True), (1.0, True), (0, False), (0.0, -0.0), (0, -0.0), ((1,), (1.0,)), ((1,), (True,)),
             ((0.0,), (-0.0,)), ([1], [True]), ([0.0], [-0.0]), ((2, (1,)), (2, (1.0,))), ({"k": 1}, {"k": 1.0}),
             (Spot(1, 0), Spot(1.0, 0)), (Token(1), Token(True)), (Token(0.0), Token(-0.0)), ("1", 1)]
    for first, second in pairs:
        for order in ((first, second), (second, first)):
            for field in ("a", "b", "c"):
                for value in order * 2:
                    token = Token("x", 0.0, ())
                    setattr(token, field, value)
                    assert canonical_json(token) == reference_text(token)
                    nested = Token(token, [token], (-0.0, token))
                    assert canonical_json(nested) == reference_text(nested)
    nan = Token(float("nan"), float("-inf"))
    assert canonical_json(nan) == reference_text(nan) == canonical_json(Token(float("nan"), float("-inf")))


def test_a_value_changed_in_place_is_written_anew():
    """A kept text is found by content: a list changed in place, or a field set, gives the new text."""
    inner = Token([1, 2])
    outer = Token(inner, [inner])
    before = canonical_json(outer)
    inner.a.append(3)
    assert canonical_json(outer) == reference_text(outer) != before
    inner.a = [1, 2]
    assert canonical_json(outer) == before
    outer.b[0] = Token(-0.0)
    assert canonical_json(outer) == reference_text(outer)
    big = Token("x" * 5000, [Token("y" * 5000)])        # too long to keep: written each time, the same text
    assert canonical_json(big) == canonical_json(big) == reference_text(big)


@dataclasses.dataclass(slots=True)
class Bead:
    """A changeable value of scalars: a list of them is kept under all their values (canonical_kept._rows)."""
    a: Any
    b: Any = 0.5


def test_lists_of_values_equal_but_written_apart_never_share_a_kept_text():
    """A list of one class's values is kept under all of them at once: 1, 1.0 and True, 0.0 and -0.0 in
    any place of any of them, a value of other types, a list of mixed classes, a long list: each written as
    the reference writes it, whichever came first."""
    assert canonical_json(Bead("first", 0.5)) == reference_text(Bead("first", 0.5))    # its own plan: str, float
    variants = [1, 1.0, True, 0, 0.0, -0.0, False, None, "1", float("nan")]
    for first in variants:
        for second in variants:
            for where in range(3):
                beads = [Bead("x", 0.5), Bead("y", 1.5), Bead("z", 2.5)]
                beads[where].b = first
                lists = [beads, [Bead("x", first), Bead("y", second)], [Bead("x", second), Bead("y", first)]]
                lists.append([Bead("x", 0.5), Token("y", first)])
                for value in lists * 2:
                    assert canonical_json(value) == reference_text(value)
                    assert canonical_json(tuple(value)) == reference_text(tuple(value))
    long = [Bead(str(i), i / 2) for i in range(70)]
    assert canonical_json(long) == canonical_json(long) == reference_text(long)
    long[69].b = -0.0
    assert canonical_json(long) == reference_text(long)
