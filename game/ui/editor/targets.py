"""What the editor can select, and where each thing lives in the document.

A target is a small tuple: ("terrain", i), ("unit", side, i), ("zone", side, i),
("objective", i), or ("side", side) for a whole army. `target_of_path` maps a
problem's field path (`sides.0.units.3.pose`) to the target it is about.
"""
from __future__ import annotations

from typing import Any

__all__ = ["Target", "item_list", "item", "target_of_path", "describe", "SETTINGS_FIELDS"]

Target = tuple
SETTINGS_FIELDS = ("title", "briefing", "turn_limit", "first_side", "victory", "options", "board", "ruleset",
                   "schema_version", "profiles")


def _home(doc: dict, target: Target) -> tuple[dict, str]:
    """(the object holding a target's list, the list's key)."""
    kind = target[0]
    if kind == "terrain":
        return doc, "terrain"
    if kind == "objective":
        return doc, "objectives"
    if kind == "unit":
        return doc["sides"][target[1]], "units"
    if kind == "zone":
        return doc["sides"][target[1]], "deployment"
    raise KeyError(kind)


def item_list(doc: dict, target: Target) -> list:
    """The document list a target's item sits in (made, empty, if the document has none yet:
    only for edits, which run on a copy)."""
    home, key = _home(doc, target)
    return home.setdefault(key, [])


def item(doc: dict, target: Target) -> dict | None:
    """The item a target names, or None if it is gone (after an undo, say). Only reads: the
    document is never changed by looking."""
    try:
        if target[0] == "side":
            return doc["sides"][target[1]]
        home, key = _home(doc, target)
        return home.get(key, [])[target[-1]]
    except (KeyError, IndexError, TypeError):
        return None


def _int(part: str) -> int | None:
    return int(part) if part.isdigit() else None


def target_of_path(path: str) -> tuple[Target | None, str]:
    """(target, what) for a problem's field path; `what` is "settings" for scenario-wide fields."""
    parts = path.split(".") if path else []
    if not parts:
        return None, ""
    head = parts[0]
    if head == "terrain" and len(parts) > 1 and _int(parts[1]) is not None:
        return ("terrain", int(parts[1])), ""
    if head == "objectives" and len(parts) > 1 and _int(parts[1]) is not None:
        return ("objective", int(parts[1])), ""
    if head == "sides" and len(parts) > 1 and _int(parts[1]) is not None:
        si = int(parts[1])
        if len(parts) > 3 and parts[2] == "units" and _int(parts[3]) is not None:
            return ("unit", si, int(parts[3])), ""
        if len(parts) > 3 and parts[2] == "deployment" and _int(parts[3]) is not None:
            return ("zone", si, int(parts[3])), ""
        return ("side", si), ("settings" if len(parts) > 2 and parts[2] in ("name", "color", "points_limit", "id")
                              else "")
    if head in SETTINGS_FIELDS:
        return None, "settings"
    return None, ""


def describe(doc: dict, target: Target | None) -> str:
    """A short name for the selection line: 'Woods (terrain 3)', 'Varn Spearmen', ..."""
    if target is None:
        return ""
    it: Any = item(doc, target)
    if it is None:
        return ""
    kind = target[0]
    if kind == "terrain":
        name = it.get("name")
        label = str(it.get("type", "terrain")).replace("_", " ").capitalize()
        return f"{label}: {name}" if name else f"{label} ({it.get('shape')})"
    if kind == "unit":
        return it.get("name") or f"{it.get('id')} ({it.get('profile')})"
    if kind == "zone":
        return f"Deployment zone of {doc['sides'][target[1]].get('name', '?')}"
    if kind == "objective":
        return f"Objective: {it.get('name')}"
    if kind == "side":
        return it.get("name", "")
    return ""
