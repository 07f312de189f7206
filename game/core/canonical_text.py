"""The canonical JSON text of plain state data, written directly.

`canonical_text(obj)` is, character for character, ``json.dumps(to_jsonable(obj), sort_keys=True,
separators=(",", ":"), ensure_ascii=True)`` (`game.core.state`): the text every checkpoint hash of every
saved battle is the hash of. It writes the text without building the plain copy first, with a writer
worked out once per exact type (a dataclass gets a function written for its fields, sorted as
`sort_keys` sorts them, that keeps its text under the values' content: `canonical_kept`). What it does
not write itself it hands to the general rule, one value at a time: the text of a value inside a JSON
document is the text of that value alone, so the pieces join into the same document.

Written directly: None, bool, int, str and float (and their subclasses that `to_jsonable` keeps as they
are), lists and tuples, dicts whose keys are all exactly str or all exactly int, and dataclasses whose
field names are identifiers, and objects with `to_json` (its answer, as json.dumps writes it). Everything
else (sets, enums, other keys) takes the general rule.
"""
from __future__ import annotations

import dataclasses
import enum
import json
import keyword
from json.encoder import encode_basestring_ascii as _str
from typing import Any, Callable

from .canonical_kept import keyed_writer, list_text
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
    if (kept := list_text(obj)) is not None:        # a squad's models: kept under all their values
        return kept
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
    """The writer of a dataclass: its public fields sorted as `sort_keys` sorts them, each value through
    its exact type's writer, the text kept under the values' content (`canonical_kept`)."""
    names = sorted(f.name for f in dataclasses.fields(cls) if not f.name.startswith("_"))
    if not all(n.isidentifier() and not keyword.iskeyword(n) for n in names):
        return _general
    if not names:
        return lambda obj: "{}"
    frozen = cls.__dataclass_params__.frozen
    write = keyed_writer(cls, names, lambda t: _WRITERS.get(t) or _writer(t), _float,
                         (lambda own: None) if frozen else (lambda own: _WRITERS.__setitem__(cls, own)))
    return _kept_if_frozen(write) if frozen else write


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
