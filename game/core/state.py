"""Plain-data helpers for ruleset state: a canonical JSON form and its hash.

>>> from dataclasses import dataclass
>>> @dataclass
... class U:
...     id: str
...     hp: int
>>> to_jsonable({"units": [U("a", 2)], "seen": {3, 1}}) == {"seen": [1, 3], "units": [{"id": "a", "hp": 2}]}
True
>>> canonical_json({"units": [U("a", 2)], "seen": {3, 1}})
'{"seen":[1,3],"units":[{"hp":2,"id":"a"}]}'
>>> len(state_hash({"x": 1}))
16

`to_jsonable` dispatches on the exact type of each value, with a converter
worked out once per type (dataclass field names included); a type it has not
met goes through the general rules of `_convert_any`, which say what the
canonical form is. Both give the same text for every value, so the checkpoint
hashes of saved battles do not depend on which path a value took.
"""
from __future__ import annotations

import dataclasses
import enum
import hashlib
import json
import keyword
from typing import Any, Callable

from .canonical_text import canonical_text

__all__ = ["to_jsonable", "canonical_json", "state_hash"]

_Converter = Callable[[Any], Any]


def _convert_any(obj: Any) -> Any:
    """The canonical rules: dataclasses, enums, tuples, sets and dicts, down to JSON types. Sets and
    dict keys are sorted so equal states give equal text."""
    if obj is None or isinstance(obj, (bool, int, str)):
        return obj
    if isinstance(obj, float):
        return obj if obj == obj else "nan"
    if isinstance(obj, enum.Enum):
        return to_jsonable(obj.value)
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        return {f.name: to_jsonable(getattr(obj, f.name)) for f in dataclasses.fields(obj)
                if not f.name.startswith("_")}
    if isinstance(obj, dict):
        return {_key(k): to_jsonable(v) for k, v in sorted(obj.items(), key=lambda kv: repr(kv[0]))}
    if isinstance(obj, (set, frozenset)):
        return sorted((to_jsonable(v) for v in obj), key=repr)
    if isinstance(obj, (list, tuple)):
        return [to_jsonable(v) for v in obj]
    if hasattr(obj, "to_json"):
        return obj.to_json()
    raise TypeError(f"state holds a {type(obj).__name__}, which is not plain data")


def _key(k: Any) -> str:
    return str(k) if not isinstance(k, (tuple, list)) else json.dumps(to_jsonable(k))


def _same(obj: Any) -> Any:
    return obj


def _float(obj: float) -> Any:
    return obj if obj == obj else "nan"


def _sequence(obj: Any) -> list:
    conv = _CONVERTERS
    return [v if type(v) in _PLAIN and v == v else (conv.get(type(v)) or _converter(type(v)))(v) for v in obj]


def _dict(obj: dict) -> dict:
    # With str or int keys, distinct keys give distinct texts and json.dumps sorts them itself, so the
    # general rule's sort by repr changes nothing; other keys take the general rule.
    if not obj:
        return {}
    conv = _CONVERTERS
    kind = type(next(iter(obj)))
    if kind is not str and kind is not int:
        return _convert_any(obj)
    out = {}
    for k, v in obj.items():
        if type(k) is not kind:         # mixed keys (1 and "1" would meet): the general rule
            return _convert_any(obj)
        out[k if kind is str else str(k)] = v if type(v) in _ATOMS else (conv.get(type(v)) or _converter(type(v)))(v)
    return out


def _set(obj: Any) -> list:
    return sorted(_sequence(obj), key=repr)


def _dataclass(cls: type) -> _Converter:
    """The converter of a dataclass: a function written for its fields (no loop, no zip: the state hash
    converts thousands of them per action), each value as the loop of the general rule would: a plain value
    that is not NaN as it is, else through its type's converter."""
    names = tuple(f.name for f in dataclasses.fields(cls) if not f.name.startswith("_"))
    if not all(n.isidentifier() and not keyword.iskeyword(n) for n in names):      # not from a class statement: the plain loop
        return lambda obj: {n: to_jsonable(getattr(obj, n)) for n in names}
    lines = ["def convert(obj):"]
    for i, n in enumerate(names):
        lines += [f"    v = obj.{n}", "    t = type(v)",
                  f"    r{i} = v if t in plain and v == v else (conv_get(t) or make(t))(v)"]
    lines.append("    return {" + ", ".join(f"{n!r}: r{i}" for i, n in enumerate(names)) + "}")
    scope = {"plain": _PLAIN, "conv_get": _CONVERTERS.get, "make": _converter}
    exec("\n".join(lines), scope)      # noqa: S102  (the text is made of field names only)
    return scope["convert"]


_ATOMS = frozenset({type(None), bool, int, str})
_PLAIN = _ATOMS | {float}           # kept as they are (but a float NaN, which is not equal to itself)
_CONVERTERS: dict[type, _Converter] = {float: _float, list: _sequence, tuple: _sequence, dict: _dict,
                                       set: _set, frozenset: _set}


def _converter(cls: type) -> _Converter:
    """The converter for values of exactly `cls`, chosen by the general rules' order and kept."""
    if issubclass(cls, (bool, int, str)):   # IntEnum and StrEnum too: the general rules keep them as they are
        fn: _Converter = _same
    elif issubclass(cls, float) and not issubclass(cls, enum.Enum):
        fn = _float
    elif dataclasses.is_dataclass(cls) and not issubclass(cls, enum.Enum) and not issubclass(cls, type):
        fn = _dataclass(cls)
    elif issubclass(cls, enum.Enum):
        fn = _convert_any
    elif issubclass(cls, dict):
        fn = _dict
    elif issubclass(cls, (set, frozenset)):
        fn = _set
    elif issubclass(cls, (list, tuple)):
        fn = _sequence
    else:
        fn = _convert_any
    _CONVERTERS[cls] = fn
    return fn


def to_jsonable(obj: Any) -> Any:
    """Dataclasses, enums, tuples, sets and dicts, down to JSON types. Sets and
    dict keys are sorted so equal states give equal text."""
    t = type(obj)
    if t in _ATOMS:
        return obj
    return (_CONVERTERS.get(t) or _converter(t))(obj)


def canonical_json(obj: Any) -> str:
    """``json.dumps(to_jsonable(obj), sort_keys=True, separators=(",", ":"), ensure_ascii=True)``, written
    directly (`canonical_text`: the same text, without the plain copy)."""
    return canonical_text(obj)


def state_hash(obj: Any) -> str:
    return hashlib.sha256(canonical_json(obj).encode()).hexdigest()[:16]
