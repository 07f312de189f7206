"""A fast copy of a slots dataclass instance, written once per class.

A ruleset's state is cloned at every action (the battle's undo) and thousands of times a decision by the
computer player's sims, and most of a clone is its units. `slot_copier(cls, lists, each)` writes a function
for `cls` that sets every field onto a bare instance, which is quicker than calling the constructor with
every field (and than `copy.copy`, which goes through `__reduce_ex__`). It does not run `__post_init__`: the
copy is of an instance that was already made.
"""
from __future__ import annotations

from dataclasses import fields
from typing import Any, Callable

__all__ = ["slot_copier"]


def slot_copier(cls: type, lists: tuple = (), each: dict | None = None) -> Callable[[Any], Any]:
    """A function copying an instance of the slots dataclass `cls` field by field onto a bare instance: the
    fields in `lists` as new lists, those in `each` as new lists of their items copied by the function given;
    every other field as it is (plain values, tuples, shared unchanging objects)."""
    each = each or {}
    lines = ["def copy(self):", "    new = new_(cls)"]
    for f in fields(cls):
        n = f.name
        lines.append(f"    new.{n} = list_(self.{n})" if n in lists else
                     f"    new.{n} = [copy_{n}(x) for x in self.{n}]" if n in each else f"    new.{n} = self.{n}")
    lines.append("    return new")
    scope = {"new_": object.__new__, "list_": list, "cls": cls, **{f"copy_{n}": fn for n, fn in each.items()}}
    exec("\n".join(lines), scope)      # noqa: S102  (the text is made of the field names only)
    return scope["copy"]
