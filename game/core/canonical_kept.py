"""The canonical text of dataclass values kept under their CONTENT (`game.core.canonical_text` writes
everything else), so that a unit which did not change since the last checkpoint is not written again.

Never under identity: states are copied and changed in place. A value's key is (a plan's number, its
values that are str, int, bool or None, the bytes of its floats, the texts of its other values): each
plan serves one exact type of each field, so equal keys mean equal texts. Values that are equal but are
written apart never share a key: 1, 1.0 and True differ in type (so in plan), 0.0 and -0.0 in bytes; a
list, tuple, dict or dataclass is in the key as its text (a list may change in place).

A class's writer is written for the types of the first value it meets (its own plan, inline); a value of
other types goes to the plan for those. A list of values of one class whose own plan holds only such
scalars (a squad's models) is keyed at once by all their values (`_rows`), not value by value.
"""
from __future__ import annotations

import itertools
import json
import struct
from json.encoder import encode_basestring_ascii as _str
from operator import attrgetter, itemgetter
from typing import Any, Callable

from .kept import Kept

__all__ = ["keyed_writer", "list_text"]

_Writer = Callable[[Any], str]

_TEXTS = Kept("canonical text of dataclass values", 8192)    # key -> text
_NUMBERS = itertools.count()        # one per plan: keys of different plans never meet
_BIG = 4096     # a value whose other values' texts are longer together is written, not kept (a whole state)
_MANY = 64      # a list of more values than this is written value by value
_NONE = type(None)
_KEYED = frozenset({_NONE, str, int, bool, float})
_EMPTY = {list: "[]", tuple: "[]", dict: "{}"}     # the text of an empty one (its writer's answer), written inline
_ROWS: dict[type, Callable[[Any], Any]] = {}     # class -> the writer of a list of its values (`_rows`)


def keyed_writer(cls: type, names: list[str], writer_of: Callable[[type], _Writer], float_text: _Writer,
                 install: Callable[[_Writer], None]) -> _Writer:
    """The writer of the values of dataclass `cls`, `names` its public fields in sorted order (identifiers):
    `writer_of(type)` writes a value of another type, `float_text` a float; `install(writer)` is told the
    writer made for the first value met (the one returned hands every value to it)."""
    values = attrgetter(*names) if len(names) > 1 else (lambda obj, _n=names[0]: (getattr(obj, _n),))
    plans: dict[tuple, Callable[[tuple], str]] = {}
    made: list = []

    def other(v: tuple, kinds: tuple) -> str:
        plan = plans.get(kinds)
        if plan is None:
            if len(plans) >= 64:        # a field of ever new types: plans are cheap to make again
                plans.clear()
            plan = plans[kinds] = _function(names, kinds, writer_of, float_text, {}, own=False)
        return plan(v)

    def first(obj: Any) -> str:
        if not made:
            kinds = tuple(map(type, values(obj)))
            own = _function(names, kinds, writer_of, float_text, {"values": values, "other": other}, own=True)
            made.append(own)
            if not set(kinds) - _KEYED:
                _ROWS[cls] = _rows(values, kinds, own)
            install(own)
        return made[0](obj)
    return first


def _function(names: list[str], kinds: tuple, writer_of, float_text, scope: dict, *, own: bool) -> Callable:
    """The writer of values of exactly the types `kinds`, written for them (no loop, no type tests),
    keeping its texts in `_TEXTS`: the class's own (of an object: it tests the types, handing values of
    others to `other`) or a plan (of the values `v`, in the order of `names`)."""
    number = next(_NUMBERS)
    scalars = [i for i, t in enumerate(kinds) if t in _KEYED and t is not float]
    floats = [i for i, t in enumerate(kinds) if t is float]
    others = [i for i, t in enumerate(kinds) if t not in _KEYED]
    pieces, parts = [], []
    for i, (n, t) in enumerate(zip(names, kinds)):
        if t is _NONE:
            pieces.append(f"{json.dumps(n)}:null")
            continue
        pieces.append(f"{json.dumps(n)}:%s")
        parts.append(f"text(v[{i}])" if t is str else f"int_text(v[{i}])" if t is int else
                     f"('true' if v[{i}] else 'false')" if t is bool else f"float_text(v[{i}])" if t is float
                     else f"o{i}")
    compose = f"{'{' + ','.join(pieces) + '}'!r} % (" + "".join(p + ", " for p in parts) + ")"
    key = [str(number)]
    if scalars:
        key.append(f"v[{scalars[0]}]" if len(scalars) == 1 else "scalars(v)")
    if floats:
        key.append(f"pack(v[{floats[0]}])" if len(floats) == 1 else "pack(*floats(v))")
    key += [f"o{i}" for i in others]
    lines = [f"def write{number}(obj):", "    v = values(obj)", "    kinds = tuple(map(type, v))",
             "    if kinds != KINDS:", "        return other(v, kinds)"] if own else [f"def plan{number}(v):"]
    lines += [f"    o{i} = w{i}(x) if (x := v[{i}]) else {_EMPTY[kinds[i]]!r}" if kinds[i] in _EMPTY
              else f"    o{i} = w{i}(v[{i}])" for i in others]
    if others:
        lines += [f"    if {' + '.join(f'len(o{i})' for i in others)} > BIG:", f"        return {compose}"]
    lines += [f"    key = ({', '.join(key)},)", "    got = texts.get(key)", "    if got is None:",
              f"        got = {compose}", "        texts.put(key, got)", "    return got"]
    scope.update({"text": _str, "int_text": int.__repr__, "float_text": float_text, "texts": _TEXTS,
                  "BIG": _BIG, "KINDS": kinds, "pack": struct.Struct(f"<{len(floats)}d").pack,
                  "scalars": itemgetter(*scalars) if len(scalars) > 1 else None,
                  "floats": itemgetter(*floats) if len(floats) > 1 else None})
    scope.update({f"w{i}": writer_of(kinds[i]) for i in others})
    exec("\n".join(lines), scope)      # noqa: S102  (the text is made of field names and numbers only)
    return scope[f"write{number}" if own else f"plan{number}"]


def _rows(values: Callable, kinds: tuple, own: _Writer) -> Callable[[Any], Any]:
    """The text of a list of values of one class whose own plan holds only str, int, bool, None and
    float values, kept under all their values at once (each list length its own plan: the types of all
    values, where the floats lie), or None when the list is not such (`list_text` writes it otherwise)."""
    by_length: dict[int, tuple] = {}
    width = len(kinds)
    floats = [i for i, t in enumerate(kinds) if t is float]

    def rows(obj: Any) -> str | None:
        n = len(obj)
        if n > _MANY or len(set(map(type, obj))) != 1:
            return None
        flat = tuple(itertools.chain.from_iterable(map(values, obj)))
        plan = by_length.get(n)
        if plan is None:
            if len(by_length) >= 64:
                by_length.clear()
            places = [k * width + i for k in range(n) for i in floats]
            plan = by_length[n] = (next(_NUMBERS), kinds * n, _packer(places))
        if tuple(map(type, flat)) != plan[1]:
            return None
        key = (plan[0], flat, plan[2](flat))
        got = _TEXTS.get(key)
        if got is None:
            got = "[" + ",".join(map(own, obj)) + "]"
            _TEXTS.put(key, got)
        return got
    return rows


def _packer(at: list[int]) -> Callable[[tuple], bytes]:
    """The bytes of the floats at the places `at` of a tuple."""
    pack = struct.Struct(f"<{len(at)}d").pack
    if len(at) > 1:
        get = itemgetter(*at)
        return lambda flat: pack(*get(flat))
    if at:
        return lambda flat, _i=at[0]: pack(flat[_i])
    return lambda flat: b""


def list_text(obj: Any) -> str | None:
    """The kept text of a non-empty list or tuple of values of one such class (`_rows`), else None."""
    rows = _ROWS.get(type(obj[0]))
    return None if rows is None else rows(obj)
