"""Ledger, events, actions: the small value objects every rule is built from."""
from dataclasses import dataclass

import pytest
from hypothesis import given, strategies as st

from game.core.actions import (OK, Action, Concede, Illegal, IllegalActionError, InvalidActionError,
                               action_types, parse_action)
from game.core.dice import Dice
from game.core.events import Event, RuleRef
from game.core.ledger import Ledger


def test_ledger_sums_and_explains_by_name():
    led = Ledger().add("Woods", 1).add("Walled settlement", 2).add("Nothing", 0)
    assert led.total == 3 and len(led) == 2 and "Woods" in led
    assert led.explain() == "Woods +1, Walled settlement +2 = +3"
    assert Ledger().explain() == "no modifiers"


def test_event_explains_its_ledger_rolls_and_rule():
    RuleRef.titles["demo"] = "Demo"
    d = Dice.scripted([4])
    roll = d.roll("d6", why="save", target=5)
    ev = Event("save", "The save fails.", RuleRef("demo", "Shoot"), rolls=(roll,),
               ledger=Ledger().add("Woods", 1).entries, data=(("hits", 2),))
    lines = ev.explain()
    assert lines[0] == "Woods +1" and "needs 5+" in lines[1] and lines[-1] == "Rule: Demo › Shoot"
    assert ev.get("hits") == 2 and ev.to_json()["rule"] == {"ruleset": "demo", "section": "Shoot"}


@dataclass(frozen=True, slots=True)
class Move(Action):
    unit: str
    path: tuple
    facing: int = 0


TYPES = action_types(Move, Concede)
plain = st.recursive(st.one_of(st.integers(-10**6, 10**6), st.floats(allow_nan=False, allow_infinity=False),
                               st.text(max_size=8), st.booleans(), st.none()),
                     lambda inner: st.lists(inner, max_size=4).map(tuple), max_leaves=12)


@given(unit=st.text(max_size=10), path=st.lists(plain, max_size=5).map(tuple), facing=st.integers(0, 5))
def test_action_text_round_trips(unit, path, facing):
    a = Move(unit=unit, path=path, facing=facing)
    assert parse_action(a.to_text(), TYPES) == a


def test_lists_become_tuples_so_actions_stay_hashable():
    a = Move(unit="b3", path=[[0, 1], [1, 1]])
    assert a.path == ((0, 1), (1, 1)) and hash(a) == hash(Move(unit="b3", path=((0, 1), (1, 1))))


@pytest.mark.parametrize("text,needle", [
    ("Move(", "cannot read"), ("Fly(unit='a', path=())", "unknown action"), ("Move('a', ())", "Name(field"),
    ("Move(unit=open('x'), path=())", "not a plain value"), ("Move(unit='a', path=(), wings=2)", "no field"),
    ("Move(unit='a')", "Move:"), ("__import__('os')", "Name(field"),
])
def test_bad_action_text_is_invalid_with_a_reason(text, needle):
    with pytest.raises(InvalidActionError, match=needle.replace("(", r"\(")):
        parse_action(text, TYPES)


def test_actions_refuse_non_plain_data():
    with pytest.raises(InvalidActionError):
        Move(unit="a", path=(object(),))
    for path in (((0, float("nan")),), (((1, 2), [3, float("inf")]),)):      # down to the third level
        with pytest.raises(InvalidActionError, match=r"Move\.path: numbers must be finite"):
            Move(unit="a", path=path)
    with pytest.raises(InvalidActionError, match=r"Move\.unit: object is not plain data"):
        Move(unit=object(), path=())
    deep = Move(unit="a", path=((1, (2, [3])), 4.5))
    assert deep.path == ((1, (2, (3,))), 4.5)
    kept = ((0, 1), (1, 1, (True, None, "x", 0.5)))
    assert Move(unit="a", path=kept).path is kept             # plain already: kept as it is


def test_verdicts_and_errors():
    assert OK and not Illegal("no", "rule")
    v = Illegal("too far", RuleRef("demo", "Move"), used=9.0)
    assert v.info == {"used": 9.0} and "too far" in str(v)
    err = IllegalActionError("too far", RuleRef("demo", "Move"))
    assert err.reason == "too far" and err.rule.section == "Move"


def test_a_verdicts_notes_read_one_sentence_or_several_whichever_key_the_ruleset_used():
    """Tables say "note" (one reading of the path), cell boards "notes" (several): the battle screen shows
    either through `Verdict.notes`."""
    from game.core.actions import OK, Illegal

    assert OK.notes == ()
    assert OK.with_info(note="wheel 30° (2.1\")").notes == ("wheel 30° (2.1\")",)
    assert OK.with_info(notes=["dangerous: 1 in 6", "cautious"]).notes == ("dangerous: 1 in 6", "cautious")
    assert OK.with_info(note="a", notes=("b",)).notes == ("a", "b")
    assert Illegal("too far", note="", notes="x").notes == ("x",)
