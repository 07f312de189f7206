"""Import of Tiled maps (TMX or JSON, as Tiled saves them) into a scenario document.

The file is read by `tiled_read` (through pytiled-parser); this module lays our
rules on top:

- the map's kind must be one the ruleset plays on: a `hexagonal` map becomes a
  hex board, for hex rulesets; an `orthogonal` (square-tile) map becomes a tile
  board, for tile rulesets. Other orientations are refused;
- a hex map's `staggeraxis` "x" (columns staggered) is our flat-top map, "y"
  (rows staggered) our pointy-top map; `staggerindex` "odd" / "even" says which
  columns or rows are shoved, exactly our `offset`;
- every visible tile layer (in groups too), in order, stacks onto the cells: a
  tile's property `terrain` names the terrain type the ruleset knows, and an
  integer property `level` (0 to 10) gives a hill its level. A ford tile on a
  layer above a river tile makes a river cell with a ford. Tiles without a
  `terrain` property are open ground;
- the map's property `title` (or the file's name) is the scenario's title.

Every problem is a `FileError`: `FILE: field: what is wrong`. The rules engine
is not consulted here: the caller passes the ruleset's name, the board kinds it
plays on and the terrain types it knows (`import_tiled_for` takes its meta).
"""
from __future__ import annotations

import os
from typing import Any, Iterable

from .tiled_read import GID_MASK, TILED_MAP_SUFFIXES, TiledMapFile

__all__ = ["import_tiled", "import_tiled_for", "tiled_document", "tiled_board_kind", "TILED_SUFFIXES",
           "MAP_KINDS"]

TILED_SUFFIXES = TILED_MAP_SUFFIXES
MAP_KINDS = {"hexagonal": "hex", "orthogonal": "tiles"}  # Tiled orientation -> our board kind
_KIND_WORDS = {"hex": "hexagonal", "tiles": "orthogonal (square-tile)"}
MAX_CELLS = 200


def _kind(tmap: TiledMapFile) -> str | None:
    return MAP_KINDS.get(tmap.orientation) if isinstance(tmap.orientation, str) else None


def tiled_board_kind(path: str | os.PathLike) -> str | None:
    """The board kind a Tiled map would make ("hex" or "tiles"), None for another orientation. Raises FileError."""
    return _kind(TiledMapFile(path))


def _board(tmap: TiledMapFile, ruleset: str, boards: tuple[str, ...]) -> dict:
    kind = _kind(tmap)
    wanted = [b for b in boards if b in _KIND_WORDS]
    if kind is None or kind not in boards:
        allowed = " or ".join(_KIND_WORDS[b] for b in wanted)
        which = f"only {allowed} maps can" if wanted else "it plays on no board of hexes or tiles"
        raise tmap.fail("orientation", f"{tmap.orientation!r} maps cannot be imported for {ruleset}: {which}")
    if tmap.infinite:
        raise tmap.fail("infinite", "infinite maps are not supported; turn 'Infinite' off in Tiled and save again")
    cols, rows = tmap.cols, tmap.rows
    if not (1 <= cols <= MAX_CELLS and 1 <= rows <= MAX_CELLS):
        unit = "hexes" if kind == "hex" else "tiles"
        raise tmap.fail("width" if not 1 <= cols <= MAX_CELLS else "height",
                        f"{cols} x {rows} {unit}: a map is 1 to {MAX_CELLS} {unit} each way")
    if kind == "tiles":
        return {"kind": "tiles", "cols": cols, "rows": rows}
    axis = tmap.stagger_axis if tmap.stagger_axis is not None else "y"
    index = tmap.stagger_index if tmap.stagger_index is not None else "odd"
    if axis not in ("x", "y"):
        raise tmap.fail("staggeraxis", f"must be 'x' or 'y' (got {axis!r})")
    if index not in ("odd", "even"):
        raise tmap.fail("staggerindex", f"must be 'odd' or 'even' (got {index!r})")
    return {"kind": "hex", "cols": cols, "rows": rows, "orientation": "flat" if axis == "x" else "pointy",
            "offset": index}


def _tile_properties(gid: int, tilesets) -> dict[str, Any] | None:
    found = None
    for first, count, tiles in tilesets:
        if first > gid:
            break
        found = (first, count, tiles)
    if found is None or (found[1] and gid - found[0] >= found[1]):
        return None
    return found[2].get(gid - found[0], {})


def _terrain(tmap: TiledMapFile, ruleset: str, known: set[str] | None) -> list[dict]:
    tilesets = tmap.tile_properties()
    pieces: dict[tuple[str, int | None], list[list[int]]] = {}
    seen: dict[tuple[str, int | None], set[tuple[int, int]]] = {}
    for path, _name, gids in tmap.tile_layers():
        for i, gid in enumerate(gids):
            gid &= GID_MASK
            if gid == 0:
                continue
            props = _tile_properties(gid, tilesets)
            where = f"{path}.data.{i}"
            cell = (i % tmap.cols, i // tmap.cols)
            if props is None:
                raise tmap.fail(where, f"tile {gid} at {list(cell)} belongs to no tileset")
            terrain = props.get("terrain")
            if terrain in (None, ""):
                continue
            if not isinstance(terrain, str):
                raise tmap.fail(where, f"tile {gid}: the `terrain` property must be text (got {terrain!r})")
            if known is not None and terrain not in known:
                raise tmap.fail(where, f"tile {gid} at {list(cell)}: terrain {terrain!r} is not one {ruleset} "
                                       f"knows ({', '.join(sorted(known))})")
            level = props.get("level")
            if level is not None and (isinstance(level, bool) or not isinstance(level, int) or not 0 <= level <= 10):
                raise tmap.fail(where, f"tile {gid}: the `level` property must be a whole number 0 to 10 "
                                       f"(got {level!r})")
            key = (terrain, level)
            if cell not in seen.setdefault(key, set()):
                seen[key].add(cell)
                pieces.setdefault(key, []).append([cell[0], cell[1]])
    out = []
    for (kind, level), cells in pieces.items():
        piece: dict[str, Any] = {"type": kind, "shape": "cells", "cells": cells}
        if level is not None:
            piece["level"] = level
        out.append(piece)
    return out


def tiled_document(tmap: TiledMapFile, *, ruleset: str, boards: Iterable[str] = ("hex",),
                   terrain_types: Iterable[str] | None = None, title: str | None = None) -> dict:
    """A scenario document (plain JSON data) from a read Tiled map. Raises FileError."""
    board = _board(tmap, ruleset, tuple(boards))
    terrain = _terrain(tmap, ruleset, set(terrain_types) if terrain_types is not None else None)
    name = title or tmap.properties.get("title") or tmap.path.stem.replace("_", " ").replace("-", " ").strip()
    return {"ruleset": ruleset, "title": str(name or "Imported map")[:80], "board": board, "terrain": terrain,
            "sides": [{"id": "red", "name": "Red", "color": "#b8392e", "units": []},
                      {"id": "blue", "name": "Blue", "color": "#2f5fb3", "units": []}]}


def import_tiled(path: str | os.PathLike, *, ruleset: str, terrain_types: Iterable[str] | None = None,
                 boards: Iterable[str] = ("hex",)):
    """A Scenario from a Tiled map (`.tmx`, `.tmj` or `.json`). Raises FileError naming the file and field."""
    from . import scenario_from_data

    tmap = TiledMapFile(path)
    doc = tiled_document(tmap, ruleset=ruleset, boards=boards, terrain_types=terrain_types)
    return scenario_from_data(doc, str(path))


def import_tiled_for(path: str | os.PathLike, meta) -> Any:
    """`import_tiled` for a ruleset, given its `RulesetMeta` (name, boards, terrain types): the command line's
    `import-tiled` and the editor's Import both come here."""
    return import_tiled(path, ruleset=meta.name, boards=meta.boards,
                        terrain_types=[t.key for t in meta.terrain_types])

