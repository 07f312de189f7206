"""game.core.kept: a bounded store of answers; `fresh` answers nothing from before and keeps nothing."""
from __future__ import annotations

from game.core.kept import Kept, forget_all, fresh


def test_a_kept_answer_is_found_by_an_equal_key_and_a_full_store_forgets_all():
    k = Kept("test answers", limit=3)
    k.put(("a", 1), "one")
    assert k.get(("a", 1)) == "one" and k.get(("a", 1.0)) == "one" and k.get(("a", 2)) is None
    k.put(("b",), "two")
    k.put(("c",), "three")
    assert len(k) == 3
    k.put(("d",), "four")                        # full: forgets everything, keeps the new one
    assert len(k) == 1 and k.get(("a", 1)) is None and k.get(("d",)) == "four"


def test_fresh_answers_nothing_from_before_and_keeps_nothing_then_all_is_as_it_was():
    k = Kept("test answers 2")
    k.put("x", 1)
    with fresh():
        assert k.get("x") is None
        k.put("y", 2)
    assert k.get("x") == 1 and k.get("y") is None


def test_forget_all_empties_every_store():
    a, b = Kept("test a"), Kept("test b")
    a.put(1, 1)
    b.put(2, 2)
    forget_all()
    assert a.get(1) is None and b.get(2) is None and len(a) == len(b) == 0


def test_ask_makes_an_answer_once_per_key_and_counts_hits_and_misses():
    k = Kept("test ask")
    made = []

    def make():
        made.append(1)
        return ("answer", len(made))

    assert k.ask(("q", 1), make) == ("answer", 1)
    assert k.ask(("q", 1), make) == ("answer", 1)          # kept: not made again
    assert k.ask(("q", 2), make) == ("answer", 2)
    assert (k.hits, k.misses) == (1, 2)
    assert k.ask(None, make) == ("answer", 3) and k.ask(None, make) == ("answer", 4)   # None: never kept
    with fresh():
        assert k.ask(("q", 1), make) == ("answer", 5)      # fresh: made again, and not kept
    assert k.ask(("q", 1), make) == ("answer", 1)
