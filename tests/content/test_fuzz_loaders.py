"""Fuzzing the loaders: whatever the bytes, a bad file gives a clear FileError, never a traceback."""
import json

from hypothesis import HealthCheck, given, settings, strategies as st

from game.content import FileError, load_scenario, scenario_from_data
from game.content.files import parse_json_text
from game.core.battle import Battle

from .samples import hex_doc, table_doc

FUZZ = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


def must_fail_cleanly(fn):
    try:
        fn()
    except FileError as exc:
        assert exc.problems and all(p.file and p.message for p in exc.problems)
        for p in exc.problems:
            assert "Traceback" not in p.message
        return exc
    return None


@FUZZ
@given(data=st.binary(max_size=400))
def test_random_bytes(tmp_path, data):
    p = tmp_path / "x.json"
    p.write_bytes(data)
    must_fail_cleanly(lambda: load_scenario(p))


@FUZZ
@given(cut=st.integers(0, 2000), which=st.sampled_from([hex_doc, table_doc]))
def test_truncation(tmp_path, cut, which):
    text = json.dumps(which())
    p = tmp_path / "t.json"
    p.write_text(text[: cut % len(text)])
    assert must_fail_cleanly(lambda: load_scenario(p)) is not None


json_values = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=5),
                           lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner,
                                                                                        max_size=3), max_leaves=8)


def paths_of(doc, prefix=()):
    yield prefix
    if isinstance(doc, dict):
        for k, v in doc.items():
            yield from paths_of(v, prefix + (k,))
    elif isinstance(doc, list):
        for i, v in enumerate(doc):
            yield from paths_of(v, prefix + (i,))


@FUZZ
@given(which=st.sampled_from([hex_doc, table_doc]), pick=st.integers(0, 10_000), value=json_values)
def test_wrong_types_anywhere(which, pick, value):
    doc = which()
    paths = [p for p in paths_of(doc) if p]
    path = paths[pick % len(paths)]
    node = doc
    for part in path[:-1]:
        node = node[part]
    node[path[-1]] = value
    must_fail_cleanly(lambda: scenario_from_data(doc, "w.json"))


@FUZZ
@given(depth=st.integers(50, 100_000))
def test_deep_nesting(tmp_path, depth):
    p = tmp_path / "deep.json"
    p.write_text("[" * depth + "]" * depth)
    assert must_fail_cleanly(lambda: load_scenario(p)) is not None
    doc = hex_doc()
    nested: object = 1
    for _ in range(min(depth, 5000)):
        nested = {"a": nested}
    doc["briefing"] = nested
    assert must_fail_cleanly(lambda: scenario_from_data(doc, "d.json")) is not None


@FUZZ
@given(digits=st.integers(20, 20_000), where=st.sampled_from(["cols", "width", "seed"]))
def test_huge_numbers(tmp_path, digits, where):
    big = "9" * digits
    doc = json.dumps(table_doc() if where == "width" else hex_doc())
    if where == "cols":
        doc = doc.replace('"cols": 6', f'"cols": {big}')
    elif where == "width":
        doc = doc.replace('"width": 48', f'"width": {big}.5e{digits}')
    p = tmp_path / "big.json"
    p.write_text(doc)
    if where == "seed":
        save = {"format": "wartable-save", "save_version": 1, "app_version": "x", "ruleset": "race",
                "seed": int(big[:4000]), "scenario": hex_doc(), "actions": [], "checkpoints": []}
        p.write_text(json.dumps(save))
        assert must_fail_cleanly(lambda: Battle.load(p)) is not None
        return
    assert must_fail_cleanly(lambda: load_scenario(p)) is not None


def test_nan_and_infinity_are_not_numbers_here():
    for text in ('{"a": NaN}', '{"a": Infinity}', '{"a": -Infinity}'):
        try:
            parse_json_text(text, "n.json")
        except FileError as exc:
            assert "not a number JSON allows" in str(exc)
        else:
            raise AssertionError(text)


@FUZZ
@given(data=st.binary(max_size=300))
def test_random_save_bytes(tmp_path, data):
    p = tmp_path / "s.json"
    p.write_bytes(data)
    must_fail_cleanly(lambda: Battle.load(p))
