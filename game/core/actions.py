"""Actions, verdicts and the two errors.

An action is a small frozen value object. Its text form is its constructor call,
and that text parses back to an equal action:

>>> from dataclasses import dataclass
>>> @dataclass(frozen=True, slots=True)
... class Move(Action):
...     unit: str
...     path: tuple
>>> a = Move(unit="b3", path=((0, 1), (1, 1)))
>>> a.to_text()
"Move(unit='b3', path=((0, 1), (1, 1)))"
>>> parse_action(a.to_text(), {"Move": Move}) == a
True
"""
from __future__ import annotations

import ast
import dataclasses
import keyword
import math
from dataclasses import dataclass
from typing import Any, ClassVar, Iterable, Mapping

__all__ = [
    "Action", "Concede", "Verdict", "OK", "Illegal",
    "InvalidActionError", "IllegalActionError", "parse_action", "action_types",
]


class InvalidActionError(ValueError):
    """The action is malformed: unknown kind, bad fields, a unit that does not exist."""


class IllegalActionError(Exception):
    """The rules forbid the action. Carries the reason and the rule that says so."""

    def __init__(self, reason: str, rule: object | None = None) -> None:
        super().__init__(f"{reason} ({rule})" if rule else reason)
        self.reason = reason
        self.rule = rule


@dataclass(frozen=True, slots=True)
class Verdict:
    """The answer of `Battle.check`: truthy when legal.

    `info` carries measurements a view may show while a base is dragged
    (for instance ``{"used": 5.5, "budget": 8.0}`` inches), and the ruleset's words on the move:
    ``"note"`` (one sentence) or ``"notes"`` (several), read together by `notes`.
    """

    ok: bool
    reason: str = ""
    rule: object | None = None
    info: Mapping[str, Any] | None = None

    def __bool__(self) -> bool:
        return self.ok

    def __str__(self) -> str:
        if self.ok:
            return "legal"
        return f"{self.reason} ({self.rule})" if self.rule else self.reason

    @property
    def notes(self) -> tuple[str, ...]:
        """The ruleset's words on a move (its reading of the path, costs, warnings), whichever key it used."""
        info = self.info or {}
        one, many = info.get("note"), info.get("notes") or ()
        if isinstance(many, str):
            many = (many,)
        return tuple(str(n) for n in ((one,) if isinstance(one, str) and one else ()) + tuple(many) if n)

    def with_info(self, **info: Any) -> "Verdict":
        merged = dict(self.info or {})
        merged.update(info)
        return dataclasses.replace(self, info=merged)


OK = Verdict(True)


def Illegal(reason: str, rule: object | None = None, **info: Any) -> Verdict:  # noqa: N802 - reads as a verdict
    """A refusing verdict with its reason and rule."""
    return Verdict(False, reason, rule, info or None)


_ALLOWED = (str, int, float, bool, type(None))


_PLAIN = frozenset({str, int, bool, type(None)})   # exact types kept as they are, with nothing to check


def _settled(values: tuple) -> bool:
    """Plain data already: str, int, bool, None, finite floats and tuples of those, all down. (The
    tuples inside are looked through here, without a call each: a path is a tuple of small tuples.)"""
    for v in values:
        t = type(v)
        if t in _PLAIN or (t is float and math.isfinite(v)):
            continue
        if t is not tuple:
            return False
        for x in v:
            tx = type(x)
            if tx in _PLAIN or (tx is float and math.isfinite(x)) or (tx is tuple and _settled(x)):
                continue
            return False
    return True


def _settle(action: "Action", name: str, value: Any) -> None:
    """Field `name` of `action` holds `value`, not of a plain type: made plain data (or refused)."""
    if type(value) is tuple and _settled(value):
        return
    frozen = _freeze(value, f"{type(action).__name__}.{name}")
    if frozen is not value:
        object.__setattr__(action, name, frozen)


_CHECKS: dict[type, Any] = {}      # action class -> its fields' check, written for its fields


def _check_of(cls: type) -> Any:
    """`__post_init__`'s work for `cls`: each field of a plain type as it is, the rest through `_settle`
    (a function written for the fields: no loop, no getattr by name)."""
    names = tuple(f.name for f in dataclasses.fields(cls))
    if not all(n.isidentifier() and not keyword.iskeyword(n) for n in names):
        def check(action: "Action") -> None:
            for n in names:
                value = getattr(action, n)
                if type(value) not in _PLAIN:
                    _settle(action, n, value)
    else:
        lines = ["def check(action):"] + [
            f"    v = action.{n}\n    if type(v) not in plain: settle(action, {n!r}, v)" for n in names]
        lines.append("    return None")
        scope = {"plain": _PLAIN, "settle": _settle}
        exec("\n".join(lines), scope)     # noqa: S102  (the text is made of field names only)
        check = scope["check"]
    _CHECKS[cls] = check
    return check


def _freeze(value: Any, where: str) -> Any:
    """Lists become tuples, all the way down; anything not plain data is refused."""
    if type(value) is tuple and _settled(value):
        return value
    if isinstance(value, (list, tuple)):
        return tuple(_freeze(v, where) for v in value)
    if isinstance(value, float) and not math.isfinite(value):
        raise InvalidActionError(f"{where}: numbers must be finite")
    if isinstance(value, _ALLOWED):
        return value
    raise InvalidActionError(f"{where}: {type(value).__name__} is not plain data")


@dataclass(frozen=True, slots=True)
class Action:
    """Base of every action. Subclasses are frozen slots dataclasses of plain data
    (str, int, float, bool, None and tuples of those)."""

    rolls_dice: ClassVar[bool] = False  # a hint for views; the battle records real rolls

    def __post_init__(self) -> None:
        (_CHECKS.get(type(self)) or _check_of(type(self)))(self)

    @property
    def name(self) -> str:
        return type(self).__name__

    def to_text(self) -> str:
        args = ", ".join(f"{f.name}={getattr(self, f.name)!r}" for f in dataclasses.fields(self))
        return f"{type(self).__name__}({args})"

    def __str__(self) -> str:
        return self.to_text()


@dataclass(frozen=True, slots=True)
class Concede(Action):
    """A side begs for mercy: the other side wins at once."""

    side: str


def action_types(*classes: type[Action]) -> dict[str, type[Action]]:
    """A name -> class table for `parse_action`."""
    table: dict[str, type[Action]] = {}
    for cls in classes:
        if cls.__name__ in table and table[cls.__name__] is not cls:
            raise ValueError(f"two action classes are both named {cls.__name__}")
        table[cls.__name__] = cls
    return table


def parse_action(text: str, types: Mapping[str, type[Action]] | Iterable[type[Action]]) -> Action:
    """Parse an action's text form. Raises `InvalidActionError` with a clear reason."""
    if not isinstance(types, Mapping):
        types = action_types(*types)
    if not isinstance(text, str) or len(text) > 100_000:
        raise InvalidActionError("an action must be a string of reasonable length")
    try:
        tree = ast.parse(text.strip(), mode="eval")
    except SyntaxError as exc:
        raise InvalidActionError(f"cannot read action {text[:80]!r}: {exc.msg}") from None
    call = tree.body
    if not isinstance(call, ast.Call) or not isinstance(call.func, ast.Name) or call.args:
        raise InvalidActionError(f"an action reads Name(field=value, ...), not {text[:80]!r}")
    cls = types.get(call.func.id)
    if cls is None:
        raise InvalidActionError(f"unknown action {call.func.id!r}; known: {', '.join(sorted(types))}")
    kwargs: dict[str, Any] = {}
    for kw in call.keywords:
        if kw.arg is None:
            raise InvalidActionError("an action cannot use ** arguments")
        try:
            kwargs[kw.arg] = ast.literal_eval(kw.value)
        except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
            raise InvalidActionError(f"{cls.__name__}.{kw.arg}: not a plain value") from None
    names = {f.name for f in dataclasses.fields(cls)}
    unknown = set(kwargs) - names
    if unknown:
        raise InvalidActionError(f"{cls.__name__} has no field {sorted(unknown)[0]!r}")
    try:
        return cls(**kwargs)
    except TypeError as exc:
        raise InvalidActionError(f"{cls.__name__}: {exc}") from None
