"""Problems in players' words: a unit by its name, a profile by its name, a side by its name, never an
internal id (`h_knights1`, `human_warriors`) or a field path (`sides.1.units.1.at`). The paths stay
behind the scenes (clicking a check still goes to what it is about). Nothing here imports pygame."""
from __future__ import annotations

import re

__all__ = ["id_names", "plain", "where", "possessive"]


def possessive(name: str) -> str:
    """"Lancers'", "Varn's": a name that owns something."""
    return f"{name}'" if name.endswith("s") else f"{name}'s"

_TOKEN = re.compile(r"'([^'\s][^']*)'|\"([^\"\s][^\"]*)\"|\b([A-Za-z][\w-]*\d[\w-]*|[A-Za-z]+_[\w-]+)\b")


def id_names(scenario, profile_names: dict[str, str]) -> dict[str, str]:
    """What each id a message may hold is called: units, profiles, sides."""
    out = {p: n for p, n in profile_names.items()}
    for side in scenario.sides:
        out[side.id] = side.name
    for si, side in enumerate(scenario.sides):
        for ui, u in enumerate(side.units):
            out[u.id] = out[f"sides.{si}.units.{ui}"] = u.name or profile_names.get(u.profile,
                                                                                   u.profile.replace("_", " "))
    return out


_PATH = re.compile(r"\s*\((?:sides|terrain|objectives|profiles)\.[\w.]+\)|\b(?:sides|terrain|objectives|profiles)"
                   r"\.\d+(?:\.[\w]+(?:\.\d+)?)*")


def plain(message: str, names: dict[str, str]) -> str:
    """`message` with field paths taken out, and quoted ids, and bare ids that cannot be words (with a
    digit or an underscore), replaced by names."""
    def name_of(path: str) -> str:
        parts = path.split(".")
        for n in range(len(parts), 1, -1):
            if ".".join(parts[:n]) in names:
                return names[".".join(parts[:n])]
        return "another"

    message = _PATH.sub(lambda m: "" if m.group(0).lstrip().startswith("(") else name_of(m.group(0)), message)

    def swap(m: re.Match) -> str:
        quoted = m.group(1) or m.group(2)
        if quoted is not None:
            return names.get(quoted, m.group(0))
        word = m.group(3)
        return names.get(word, word)
    return _TOKEN.sub(swap, message)


def where(path: str, scenario) -> str:
    """The side a problem is about ('' when it is about no side in particular)."""
    parts = path.split(".") if path else []
    if len(parts) > 1 and parts[0] == "sides" and parts[1].isdigit() and int(parts[1]) < len(scenario.sides):
        return scenario.sides[int(parts[1])].name
    return ""
