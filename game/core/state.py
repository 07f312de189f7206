"""Plain-data helpers for ruleset state: a canonical JSON form and its hash.

>>> from dataclasses import dataclass
>>> @dataclass
... class U:
...     id: str
...     hp: int
>>> to_jsonable({"units": [U("a", 2)], "seen": {3, 1}})
{'seen': [1, 3], 'units': [{'id': 'a', 'hp': 2}]}
>>> len(state_hash({"x": 1}))
16
"""
from __future__ import annotations

import dataclasses
import enum
import hashlib
import json
from typing import Any

__all__ = ["to_jsonable", "canonical_json", "state_hash"]


def to_jsonable(obj: Any) -> Any:
    """Dataclasses, enums, tuples, sets and dicts, down to JSON types. Sets and
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
        return {str(k) if not isinstance(k, (tuple, list)) else json.dumps(to_jsonable(k)): to_jsonable(v)
                for k, v in sorted(obj.items(), key=lambda kv: repr(kv[0]))}
    if isinstance(obj, (set, frozenset)):
        return sorted((to_jsonable(v) for v in obj), key=repr)
    if isinstance(obj, (list, tuple)):
        return [to_jsonable(v) for v in obj]
    if hasattr(obj, "to_json"):
        return obj.to_json()
    raise TypeError(f"state holds a {type(obj).__name__}, which is not plain data")


def canonical_json(obj: Any) -> str:
    return json.dumps(to_jsonable(obj), sort_keys=True, separators=(",", ":"), ensure_ascii=True)


def state_hash(obj: Any) -> str:
    return hashlib.sha256(canonical_json(obj).encode()).hexdigest()[:16]
