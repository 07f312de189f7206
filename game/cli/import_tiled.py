"""`import-tiled MAP --ruleset NAME --out SCENARIO.json [--force]`: a Tiled map (TMX or JSON) as a new scenario.

The same import as the editor's Import (`content.tiled.import_tiled_for`): the
board and terrain come from the map, the two sides start with no units.
"""
from __future__ import annotations

from pathlib import Path

from ..content import FileError, save_scenario
from ..content.tiled import import_tiled_for


def summary(scenario) -> str:
    """`woods 2 cells, hill (level 2) 3 cells, ...`, in the scenario's order."""
    parts = []
    for piece in scenario.terrain:
        level = f" (level {piece.level})" if getattr(piece, "level", None) is not None else ""
        n = len(piece.cells or ())
        parts.append(f"{piece.type}{level} {n} cell{'s' * (n != 1)}")
    return ", ".join(parts) or "no terrain (open ground everywhere)"


def run(args) -> int:
    from ..core.ruleset import UnknownRulesetError, get_ruleset

    try:
        meta = get_ruleset(args.ruleset).meta
    except UnknownRulesetError as exc:
        raise FileError.one("--ruleset", "", str(exc)) from None
    out = Path(args.out)
    if out.suffix.lower() != ".json":
        raise FileError.one(str(out), "", "a scenario is a .json file; name --out SOMETHING.json")
    if out.exists() and not args.force:
        raise FileError.one(str(out), "", "already exists; pass --force to replace it")
    scenario = import_tiled_for(args.map, meta)
    try:
        save_scenario(out, scenario)
    except OSError as exc:
        raise FileError.one(str(out), "", f"cannot be written: {exc.strerror or exc}") from None
    print(f"{args.map}: {scenario.board.describe()} for {meta.title}: {summary(scenario)}")
    print(f"wrote {out} ({scenario.title!r}; the sides have no units yet: add them with "
          f"`python -m game edit {out}`)")
    return 0
