"""The canonical JSON text of plain state data, written directly.

`canonical_text(obj)` is, character for character, ``json.dumps(to_jsonable(obj), sort_keys=True,
separators=(",", ":"), ensure_ascii=True)`` (`game.core.state`): the text every checkpoint hash of every
saved battle is the hash of. It writes the text without building the plain copy first, with a writer
worked out once per exact type (a dataclass gets a function written for the exact types of its fields'
values, sorted as `sort_keys` sorts them, that keeps the text under the values' content: a unit that did
not change since the last checkpoint is not written again; see `_plan`). What it does not write itself it hands to the general rule, one value at a
time: the text of a value inside a JSON document is the text of that value alone, so the pieces join
into the same document.

Written directly: None, bool, int, str and float (and their subclasses that `to_jsonable` keeps as they
are), lists and tuples, dicts whose keys are all exactly str or all exactly int, and dataclasses whose
field names are identifiers, and objects with `to_json` (its answer, as json.dumps writes it). Everything
else (sets, enums, other keys) takes the general rule.
"""
from __future__ import annotations

import dataclasses
import enum
import itertools
import json
import keyword
import struct
from json.encoder import encode_basestring_ascii as _str
from operator import attrgetter, itemgetter
from typing import Any, Callable

from .kept import Kept

__all__ = ["canonical_text"]

_Writer = Callable[[Any], str]


# json.dumps(x, sort_keys=True, separators=(",", ":"), ensure_ascii=True) is this encoder's encode(x)
_ENCODE = json.JSONEncoder(sort_keys=True, separators=(",", ":"), ensure_ascii=True).encode


def _general(obj: Any) -> str:
    from .state import to_jsonable      # state imports this module

    return _ENCODE(to_jsonable(obj))


def _set(obj: Any) -> str:
    """A set or frozenset: the general rule (its members sorted by the text of their plain form), but an
    empty one is simply an empty list."""
    return _general(obj) if obj else "[]"


def _own(obj: Any) -> str:
    """An object with `to_json` (none of the kinds before it in the rules): its `to_json()` as it is."""
    return _ENCODE(obj.to_json())


def _none(obj: None) -> str:
    return "null"


def _bool(obj: bool) -> str:
    return "true" if obj else "false"


_SPECIAL = {"nan": '"nan"', "inf": "Infinity", "-inf": "-Infinity"}    # to_jsonable's NaN; json's infinities


def _float(obj: float) -> str:
    r = float.__repr__(obj)
    return _SPECIAL.get(r, r)


def _sequence(obj: Any) -> str:
    if not obj:                 # an empty list or tuple (many lists of a state are empty)
        return "[]"
    get, text, int_text, float_text = _WRITERS.get, _str, int.__repr__, _float
    return "[" + ",".join([text(v) if (t := type(v)) is str else int_text(v) if t is int else float_text(v)
                           if t is float else (get(t) or _writer(t))(v) for v in obj]) + "]"


def _dict(obj: dict) -> str:
    if not obj:
        return "{}"
    w = _WRITERS
    kind = type(next(iter(obj)))
    if kind is str:
        for k in obj:
            if type(k) is not str:
                return _general(obj)
        return "{" + ",".join([_str(k) + ":" + (w.get(type(v)) or _writer(type(v)))(v)
                               for k, v in sorted(obj.items())]) + "}"
    if kind is int:
        for k in obj:
            if type(k) is not int:
                return _general(obj)
        items = sorted((str(k), v) for k, v in obj.items())     # distinct ints give distinct texts
        return "{" + ",".join([_str(k) + ":" + (w.get(type(v)) or _writer(type(v)))(v) for k, v in items]) + "}"
    return _general(obj)


def _dataclass(cls: type) -> _Writer:
    """The writer of a dataclass: its public fields' values read at once (sorted as `sort_keys` sorts
    them), then written by the plan for their exact types (`_plan`), which keeps the text under the
    values' content."""
    names = sorted(f.name for f in dataclasses.fields(cls) if not f.name.startswith("_"))
    if not all(n.isidentifier() and not keyword.iskeyword(n) for n in names):
        return _general
    if not names:
        return lambda obj: "{}"
    values = attrgetter(*names) if len(names) > 1 else (lambda obj, _n=names[0]: (getattr(obj, _n),))
    plans: dict[tuple, Callable[[tuple], str]] = {}
    plan_for = plans.get

    def write(obj: Any) -> str:
        vals = values(obj)
        kinds = tuple(map(type, vals))
        plan = plan_for(kinds)
        if plan is None:
            if len(plans) >= 64:        # a field of ever new types: plans are cheap to make again
                plans.clear()
            plan = plans[kinds] = _plan(names, kinds)
        return plan(vals)
    return _kept_if_frozen(write) if cls.__dataclass_params__.frozen else write


# The text of a dataclass value kept under its CONTENT (never its identity: states are copied and changed
# in place), so that a unit which did not change since the last checkpoint is not written again. A key is
# (the plan's number, its values that are str, int or bool, the bytes of its floats, the texts of its other
# values): within one plan each field holds one exact type, so equal keys mean equal texts. Values that are
# equal but are written apart never share a key: 1, 1.0 and True differ in type (so in plan), 0.0 and -0.0
# in bytes; a list, tuple, dict or dataclass is in the key as its text (a list may change in place).
_TEXTS = Kept("canonical text of dataclass values", 8192)    # key -> text
_PLAN_NUMBERS = itertools.count()
_BIG = 4096     # a value whose other values' texts are longer together is written, not kept (a whole state)
_KEYED = frozenset({type(None), str, int, bool, float})
_EMPTY = {list: "[]", tuple: "[]", dict: "{}"}     # the text of an empty one (its writer's answer), written inline


def _plan(names: list[str], kinds: tuple) -> Callable[[tuple], str]:
    """The writer of a dataclass's values `v` (a tuple in the order of `names`) of exactly the types
    `kinds`: a function written for them (no loop, no type tests), keeping its text in `_TEXTS`."""
    scalars = [i for i, t in enumerate(kinds) if t is str or t is int or t is bool]
    floats = [i for i, t in enumerate(kinds) if t is float]
    others = [i for i, t in enumerate(kinds) if t not in _KEYED]
    pieces, parts = [], []
    for i, (n, t) in enumerate(zip(names, kinds)):
        if t is type(None):
            pieces.append(f"{json.dumps(n)}:null")
            continue
        pieces.append(f"{json.dumps(n)}:%s")
        parts.append(f"text(v[{i}])" if t is str else f"int_text(v[{i}])" if t is int else
                     f"('true' if v[{i}] else 'false')" if t is bool else f"float_text(v[{i}])" if t is float
                     else f"o{i}")
    template = "{" + ",".join(pieces) + "}"
    compose = f"{template!r} % (" + "".join(p + ", " for p in parts) + ")"
    key = [str(next(_PLAN_NUMBERS))]
    if scalars:
        key.append(f"v[{scalars[0]}]" if len(scalars) == 1 else "scalars(v)")
    if floats:
        key.append(f"pack(v[{floats[0]}])" if len(floats) == 1 else "pack(*floats(v))")
    key += [f"o{i}" for i in others]
    lines = ["def plan(v):"] + [f"    o{i} = w{i}(x) if (x := v[{i}]) else {_EMPTY[kinds[i]]!r}" if kinds[i] in _EMPTY
                                else f"    o{i} = w{i}(v[{i}])" for i in others]
    if others:
        lines.append(f"    if {' + '.join(f'len(o{i})' for i in others)} > BIG:")
        lines.append(f"        return {compose}")
    lines += [f"    key = ({', '.join(key)},)", "    got = texts.get(key)", "    if got is None:",
              f"        got = {compose}", "        texts.put(key, got)", "    return got"]
    scope = {"text": _str, "int_text": int.__repr__, "float_text": _float, "texts": _TEXTS, "BIG": _BIG,
             "scalars": itemgetter(*scalars) if len(scalars) > 1 else None,
             "floats": itemgetter(*floats) if len(floats) > 1 else None,
             "pack": struct.Struct(f"<{len(floats)}d").pack}
    scope.update({f"w{i}": _WRITERS.get(kinds[i]) or _writer(kinds[i]) for i in others})
    exec("\n".join(lines), scope)      # noqa: S102  (the text is made of field names and numbers only)
    return scope["plan"]


# The text of a frozen dataclass value, or a tuple, that holds only unchangeable values (`_unchangeable`),
# kept under its identity. Kept answers are otherwise keyed by content (game.core.kept): a value that can
# change in place must not be known by who it is; this one cannot change, and the entry holds the value
# itself, so its identity is not handed to another object while the entry lives. (A unit profile, or a
# scenario's objectives, written in every state hash of a battle, is written once.)
_FROZEN = Kept("canonical text of frozen values", 4096)     # id(value) -> (value, its text)


def _kept_if_frozen(write: _Writer) -> _Writer:
    def kept(obj: Any) -> str:
        got = _FROZEN.get(id(obj))
        if got is not None and got[0] is obj:
            return got[1]
        text = write(obj)
        if _unchangeable(obj):
            _FROZEN.put(id(obj), (obj, text))
        return text
    return kept


_tuple = _kept_if_frozen(_sequence)
"""A tuple: its kept text while it holds only unchangeable values, else written as a list is."""


def _unchangeable(obj: Any) -> bool:
    """None, bool, int, str, float, enum members, and tuples, frozensets and frozen dataclasses of those."""
    t = type(obj)
    if t in _SCALARS or isinstance(obj, enum.Enum):
        return True
    if t is tuple or t is frozenset:
        return all(_unchangeable(v) for v in obj)
    if dataclasses.is_dataclass(t) and t.__dataclass_params__.frozen and not hasattr(obj, "__dict__"):
        return all(_unchangeable(getattr(obj, f.name)) for f in dataclasses.fields(t))
    return False


_SCALARS = frozenset({type(None), bool, int, str, float})


_WRITERS: dict[type, _Writer] = {type(None): _none, bool: _bool, int: int.__repr__, str: _str, float: _float,
                                 list: _sequence, tuple: _tuple, dict: _dict}


def _writer(cls: type) -> _Writer:
    """The writer for values of exactly `cls`, in the order of `to_jsonable`'s rules, kept."""
    if issubclass(cls, bool):
        fn: _Writer = _bool
    elif issubclass(cls, int):          # IntEnum too: kept as it is, written as the int
        fn = int.__repr__
    elif issubclass(cls, str):          # StrEnum too
        fn = _str
    elif issubclass(cls, float) and not issubclass(cls, enum.Enum):
        fn = _float
    elif dataclasses.is_dataclass(cls) and not issubclass(cls, enum.Enum) and not issubclass(cls, type):
        fn = _dataclass(cls)
    elif issubclass(cls, (list, tuple)) and not issubclass(cls, enum.Enum):
        fn = _sequence
    elif issubclass(cls, dict):
        fn = _dict
    elif issubclass(cls, (set, frozenset)) and not issubclass(cls, enum.Enum):
        fn = _set
    elif hasattr(cls, "to_json") and not issubclass(cls, enum.Enum):
        fn = _own
    else:
        fn = _general
    _WRITERS[cls] = fn
    return fn


def canonical_text(obj: Any) -> str:
    """The canonical JSON text of `obj` (see the module docstring)."""
    return (_WRITERS.get(type(obj)) or _writer(type(obj)))(obj)
