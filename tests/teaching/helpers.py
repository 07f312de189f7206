"""A small lesson document to break in the tests (the Iron Winds archery lesson, inline)."""
import copy
import json

from game.teaching.library import lessons_dir

ARCHERY = lessons_dir() / "iron_winds_3_archery.json"


def archery_doc() -> dict:
    return copy.deepcopy(json.loads(ARCHERY.read_text(encoding="utf-8")))


def write(tmp_path, doc, name="lesson.json"):
    path = tmp_path / name
    path.write_text(json.dumps(doc) if not isinstance(doc, str) else doc, encoding="utf-8")
    return path
