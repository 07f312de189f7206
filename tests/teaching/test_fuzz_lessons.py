"""Fuzzed lessons: whatever is in the file, loading gives a clear FileError (or a lesson) and `lesson check`
gives problems (or none), never a traceback (issue 14, Checks; DESIGN, Files)."""
from hypothesis import HealthCheck, given, settings, strategies as st

from game.content import FileError
from game.teaching.check import check_lesson
from game.teaching.load import lesson_from_data

from .helpers import archery_doc, write

FUZZ = settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])

json_values = st.recursive(st.none() | st.booleans() | st.integers(-5, 200) | st.text(max_size=8),
                           lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner,
                                                                                        max_size=3), max_leaves=6)


def paths_of(doc, prefix=()):
    yield prefix
    if isinstance(doc, dict):
        for k, v in doc.items():
            yield from paths_of(v, prefix + (k,))
    elif isinstance(doc, list):
        for i, v in enumerate(doc):
            yield from paths_of(v, prefix + (i,))


@FUZZ
@given(pick=st.integers(0, 100_000), value=json_values)
def test_any_value_anywhere_fails_cleanly_or_checks(tmp_path, pick, value):
    doc = archery_doc()
    paths = [p for p in paths_of(doc) if p]
    path = paths[pick % len(paths)]
    node = doc
    for part in path[:-1]:
        node = node[part]
    node[path[-1]] = value
    try:
        lesson_from_data(doc, "f.json")
    except FileError as exc:
        assert exc.problems and all(p.file == "f.json" and p.message for p in exc.problems)
        return
    problems = check_lesson(write(tmp_path, doc))            # loads: then checking must not raise either
    assert not any("could not be played" in str(p) for p in problems), problems


@FUZZ
@given(faces=st.lists(st.integers(1, 6), max_size=8), step=st.integers(0, 3))
def test_any_scripted_faces_give_problems_not_errors(tmp_path, faces, step):
    doc = archery_doc()
    if doc["steps"][step].get("do", "continue") == "continue":
        doc["steps"][step]["text"] += " (fuzzed)"
    else:
        doc["steps"][step]["dice"] = faces
    problems = check_lesson(write(tmp_path, doc))
    assert all(str(p).startswith(str(tmp_path)) and "could not be played" not in str(p) for p in problems)
