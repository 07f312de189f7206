"""Fields of Iron and Echo: the state is plain data; the fast clone is a true, independent copy."""
import copy

from game.core.state import state_hash, to_jsonable

from .helpers import start, step, unit


def test_clone_equals_a_deep_copy_and_is_independent():
    b = start([unit("n1", "captain", 5, 8, "N"), unit("s1", "spearmen", 5, 4, "S")])
    b.perform(step(b, "n1", 5, 7, "N"))
    fast, deep = b.ruleset.clone(b.state), copy.deepcopy(b.state)
    assert state_hash(fast) == state_hash(deep) == state_hash(b.state)
    fast.units["n1"].damage = 3
    fast.active.steps = 2
    fast.active.path.append((0, 0))
    assert b.state.units["n1"].damage == 0 and b.state.active.steps == 1 and len(b.state.active.path) == 2
    assert fast.terrain is b.state.terrain and fast.cards is b.state.cards  # immutable parts are shared


def test_state_serialises_to_plain_json():
    b = start([unit("n1", "captain", 5, 8, "N"), unit("s1", "spearmen", 5, 4, "S")])
    doc = to_jsonable(b.state)
    assert doc["units"]["n1"]["card"] == "captain" and doc["terrain"]["kind"] == "hex"
    assert set(doc["cards"]) == {"cards", "digest"}


def test_undo_restores_a_move():
    b = start([unit("n1", "spearmen", 5, 8, "N"), unit("s1", "spearmen", 5, 4, "S")])
    before = b.state_hash()
    b.perform(step(b, "n1", 5, 7, "N"))
    assert b.undo() and b.state_hash() == before and b.state.active is None
