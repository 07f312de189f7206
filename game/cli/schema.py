"""`schema DIR`: the JSON Schema of every file format, for editors that validate as you type."""
from __future__ import annotations

import json
from pathlib import Path

from pydantic import TypeAdapter

from ..content.files import atomic_write_text
from ..content.profiles import Profile
from ..content.save import SaveFile
from ..content.scenario import Scenario


def schemas() -> dict[str, dict]:
    out = {
        "scenario": Scenario.model_json_schema(by_alias=True),
        "save": SaveFile.model_json_schema(by_alias=True),
        "profile": TypeAdapter(Profile).json_schema(by_alias=True),
    }
    try:
        from ..content.armies import ArmyList
    except ImportError:
        pass
    else:
        out["army"] = ArmyList.model_json_schema(by_alias=True)
    from ..teaching.model import Lesson

    out["lesson"] = Lesson.model_json_schema(by_alias=True)
    for name, schema in out.items():
        schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
        schema.setdefault("title", f"Wartable {name}")
    return out


def run(args) -> int:
    folder = Path(args.dir)
    folder.mkdir(parents=True, exist_ok=True)
    for name, schema in schemas().items():
        path = folder / f"{name}.schema.json"
        atomic_write_text(path, json.dumps(schema, indent=2) + "\n")
        print(path)
    return 0
