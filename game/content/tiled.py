"""Import of Tiled hex maps (`.tmj`, JSON) into a scenario document.

What is read:

- the map's `orientation` (must be "hexagonal"), `width` and `height` (hexes
  across and down), `staggeraxis` ("x": columns are staggered, which is our
  flat-top map; "y": rows, our pointy-top map) and `staggerindex` ("odd" or
  "even": which columns or rows are shoved, exactly our `offset`);
- every tile layer (in groups too), in order: a cell gets the terrain named by
  its tile's property `terrain` (and a hill level from an integer property
  `level`, if the tile has one). Layers stack, so a ford tile on a layer above
  a river tile gives a river hex with a ford. Tiles without a `terrain`
  property are open ground;
- tilesets embedded in the map, or external JSON tilesets (`.tsj` / `.json`)
  next to it; tile properties in the current form (`tiles[].properties`) or
  the old one (`tileproperties`);
- layer data as a JSON array, or base64 (uncompressed, zlib or gzip).

Anything else that matters (infinite maps, XML tilesets, zstd data, another
orientation) is refused with `FILE: field: what is wrong`. The rules engine is
not consulted here: the caller passes the ruleset and the terrain types it
knows.
"""
from __future__ import annotations

import base64
import gzip
import os
import struct
import zlib
from pathlib import Path
from typing import Any, Iterable, Iterator

from .errors import FileError, Problem
from .files import read_json

__all__ = ["import_tiled", "tiled_document", "TILED_SUFFIXES"]

TILED_SUFFIXES = (".tmj", ".json")
GID_MASK = 0x0FFFFFFF  # the top bits flip and rotate a tile; the terrain does not care


class _Reader:
    def __init__(self, file: str) -> None:
        self.file = file
        self.problems: list[Problem] = []

    def fail(self, path: str, message: str) -> FileError:
        return FileError.one(self.file, path, message)


def _need(data: dict, key: str, kind, r: _Reader, path: str = ""):
    where = f"{path}.{key}" if path else key
    if key not in data:
        raise r.fail(where, "required field is missing")
    value = data[key]
    if kind is int and (isinstance(value, bool) or not isinstance(value, int)):
        raise r.fail(where, f"must be a whole number (got {value!r})")
    if kind is not int and not isinstance(value, kind):
        raise r.fail(where, f"must be a {kind.__name__} (got {type(value).__name__})")
    return value


def _properties(raw: Any, r: _Reader, path: str) -> dict[str, Any]:
    """Tiled properties: a list of {name, type, value} (current), or a plain object (old maps)."""
    if raw is None:
        return {}
    if isinstance(raw, dict):
        return dict(raw)
    if not isinstance(raw, list):
        raise r.fail(path, "must be a list of properties")
    out = {}
    for i, prop in enumerate(raw):
        if not isinstance(prop, dict) or "name" not in prop:
            raise r.fail(f"{path}.{i}", "a property needs a `name` and a `value`")
        out[str(prop["name"])] = prop.get("value")
    return out


def _tileset_tiles(ts: dict, r: _Reader, path: str) -> dict[int, dict[str, Any]]:
    """Local tile id -> its properties."""
    out: dict[int, dict[str, Any]] = {}
    tiles = ts.get("tiles", [])
    if isinstance(tiles, list):
        for i, tile in enumerate(tiles):
            if not isinstance(tile, dict) or not isinstance(tile.get("id"), int):
                raise r.fail(f"{path}.tiles.{i}.id", "a tile needs a whole-number `id`")
            out[tile["id"]] = _properties(tile.get("properties"), r, f"{path}.tiles.{i}.properties")
    elif isinstance(tiles, dict):  # very old maps: {"0": {...}}
        for key, tile in tiles.items():
            if isinstance(tile, dict) and key.isdigit():
                out[int(key)] = _properties(tile.get("properties"), r, f"{path}.tiles.{key}.properties")
    old = ts.get("tileproperties")
    if isinstance(old, dict):
        for key, props in old.items():
            if not str(key).isdigit():
                raise r.fail(f"{path}.tileproperties.{key}", "tile ids are whole numbers")
            out.setdefault(int(key), {}).update(_properties(props, r, f"{path}.tileproperties.{key}"))
    return out


def _load_tilesets(data: dict, folder: Path, r: _Reader) -> list[tuple[int, dict[int, dict[str, Any]]]]:
    """(firstgid, tiles) for each tileset, sorted by firstgid."""
    sets = data.get("tilesets", [])
    if not isinstance(sets, list):
        raise r.fail("tilesets", "must be a list")
    out = []
    for i, ts in enumerate(sets):
        path = f"tilesets.{i}"
        if not isinstance(ts, dict):
            raise r.fail(path, "must be an object")
        first = _need(ts, "firstgid", int, r, path)
        if "source" in ts:
            source = str(ts["source"])
            if source.lower().endswith(".tsx"):
                raise r.fail(f"{path}.source", f"{source!r} is an XML tileset; export it from Tiled as JSON (.tsj) "
                                               "or embed it in the map")
            target = (folder / source).resolve()
            try:
                external = read_json(target)
            except FileError as exc:
                raise r.fail(f"{path}.source", f"cannot read the tileset {source!r}: "
                                               f"{'; '.join(p.message for p in exc.problems)}") from None
            sub = _Reader(str(target))
            out.append((first, _tileset_tiles(external, sub, "")))
        else:
            out.append((first, _tileset_tiles(ts, r, path)))
    return sorted(out, key=lambda t: t[0])


def _tile_properties(gid: int, tilesets) -> dict[str, Any] | None:
    found = None
    for first, tiles in tilesets:
        if first <= gid:
            found = (first, tiles)
        else:
            break
    if found is None:
        return None
    return found[1].get(gid - found[0], {})


def _layer_gids(layer: dict, count: int, r: _Reader, path: str) -> list[int]:
    if "chunks" in layer:
        raise r.fail(f"{path}.chunks", "infinite maps are not supported; turn 'Infinite' off in Tiled's map "
                                       "properties and save again")
    raw = layer.get("data")
    encoding = layer.get("encoding", "csv")
    if isinstance(raw, list):
        gids = raw
    elif isinstance(raw, str) and encoding == "base64":
        try:
            blob = base64.b64decode(raw, validate=False)
        except (ValueError, TypeError):
            raise r.fail(f"{path}.data", "not valid base64") from None
        compression = layer.get("compression", "") or ""
        try:
            if compression == "zlib":
                blob = zlib.decompress(blob)
            elif compression == "gzip":
                blob = gzip.decompress(blob)
            elif compression:
                raise r.fail(f"{path}.compression", f"{compression!r} compression is not supported (use none, "
                                                    "zlib or gzip, or CSV)")
        except (zlib.error, OSError, EOFError):
            raise r.fail(f"{path}.data", f"cannot be decompressed as {compression}") from None
        if len(blob) % 4:
            raise r.fail(f"{path}.data", "the decoded data is not a whole number of tiles")
        gids = list(struct.unpack(f"<{len(blob) // 4}I", blob))
    elif isinstance(raw, str):
        raise r.fail(f"{path}.encoding", f"{encoding!r} data as a string is not supported (use base64 or CSV)")
    else:
        raise r.fail(f"{path}.data", "a tile layer needs its `data`")
    if len(gids) != count:
        raise r.fail(f"{path}.data", f"holds {len(gids)} tiles; a {layer.get('width')} x {layer.get('height')} "
                                     f"layer needs {count}")
    for i, g in enumerate(gids):
        if isinstance(g, bool) or not isinstance(g, int) or g < 0:
            raise r.fail(f"{path}.data.{i}", f"a tile id must be a whole number >= 0 (got {g!r})")
    return gids


def _tile_layers(layers: Any, r: _Reader, path: str) -> Iterator[tuple[str, dict]]:
    if not isinstance(layers, list):
        raise r.fail(path, "must be a list of layers")
    for i, layer in enumerate(layers):
        where = f"{path}.{i}"
        if not isinstance(layer, dict):
            raise r.fail(where, "must be an object")
        kind = layer.get("type")
        if kind == "group":
            yield from _tile_layers(layer.get("layers", []), r, f"{where}.layers")
        elif kind == "tilelayer":
            yield where, layer


def tiled_document(data: Any, file: str, *, ruleset: str, terrain_types: Iterable[str] | None = None,
                   title: str | None = None, folder: str | os.PathLike | None = None) -> dict:
    """A scenario document (plain JSON data) from a Tiled map's JSON. Raises FileError."""
    r = _Reader(file)
    if not isinstance(data, dict):
        raise r.fail("", "must hold a JSON object (a Tiled map exported as JSON)")
    if data.get("type", "map") != "map":
        raise r.fail("type", f"{data.get('type')!r} is not a map (a tileset? open the map that uses it)")
    orientation = data.get("orientation")
    if orientation != "hexagonal":
        raise r.fail("orientation", f"{orientation!r} maps are not supported; only hexagonal maps can be imported")
    if data.get("infinite"):
        raise r.fail("infinite", "infinite maps are not supported; turn 'Infinite' off in Tiled and save again")
    cols, rows = _need(data, "width", int, r), _need(data, "height", int, r)
    if not (1 <= cols <= 200 and 1 <= rows <= 200):
        raise r.fail("width" if not 1 <= cols <= 200 else "height", f"{cols} x {rows} hexes: a map is 1 to 200 "
                                                                       "hexes each way")
    axis = data.get("staggeraxis", "y")
    index = data.get("staggerindex", "odd")
    if axis not in ("x", "y"):
        raise r.fail("staggeraxis", f"must be 'x' or 'y' (got {axis!r})")
    if index not in ("odd", "even"):
        raise r.fail("staggerindex", f"must be 'odd' or 'even' (got {index!r})")
    tilesets = _load_tilesets(data, Path(folder) if folder is not None else Path(file).resolve().parent, r)
    known = set(terrain_types) if terrain_types is not None else None
    pieces: dict[tuple[str, int | None], list[list[int]]] = {}
    seen: dict[tuple[str, int | None], set[tuple[int, int]]] = {}
    for path, layer in _tile_layers(data.get("layers", []), r, "layers"):
        lw, lh = layer.get("width", cols), layer.get("height", rows)
        if (lw, lh) != (cols, rows):
            raise r.fail(path, f"is {lw} x {lh}; layers of different sizes than the map ({cols} x {rows}) "
                               "are not supported")
        if layer.get("visible") is False:
            continue
        for i, gid in enumerate(_layer_gids(layer, cols * rows, r, path)):
            gid &= GID_MASK
            if gid == 0:
                continue
            props = _tile_properties(gid, tilesets)
            if props is None:
                raise r.fail(f"{path}.data.{i}", f"tile {gid} belongs to no tileset")
            terrain = props.get("terrain")
            if terrain in (None, ""):
                continue
            if not isinstance(terrain, str):
                raise r.fail(f"{path}.data.{i}", f"tile {gid}: the `terrain` property must be text "
                                                 f"(got {terrain!r})")
            if known is not None and terrain not in known:
                raise r.fail(f"{path}.data.{i}", f"tile {gid}: terrain {terrain!r} is not one {ruleset} knows "
                                                 f"({', '.join(sorted(known))})")
            level = props.get("level")
            if level is not None and (isinstance(level, bool) or not isinstance(level, int) or not 0 <= level <= 10):
                raise r.fail(f"{path}.data.{i}", f"tile {gid}: the `level` property must be a whole number "
                                                 f"0 to 10 (got {level!r})")
            cell = (i % cols, i // cols)
            key = (terrain, level)
            if cell not in seen.setdefault(key, set()):
                seen[key].add(cell)
                pieces.setdefault(key, []).append([cell[0], cell[1]])
    terrain_out = []
    for (kind, level), cells in pieces.items():
        piece: dict[str, Any] = {"type": kind, "shape": "cells", "cells": cells}
        if level is not None:
            piece["level"] = level
        terrain_out.append(piece)
    props = _properties(data.get("properties"), r, "properties")
    name = title or props.get("title") or Path(file).stem.replace("_", " ").replace("-", " ").strip() or "Imported map"
    board = {"kind": "hex", "cols": cols, "rows": rows, "orientation": "flat" if axis == "x" else "pointy",
             "offset": index}
    return {"ruleset": ruleset, "title": str(name)[:80], "board": board, "terrain": terrain_out,
            "sides": [{"id": "red", "name": "Red", "color": "#b8392e", "units": []},
                      {"id": "blue", "name": "Blue", "color": "#2f5fb3", "units": []}]}


def import_tiled(path: str | os.PathLike, *, ruleset: str, terrain_types: Iterable[str] | None = None):
    """A Scenario from a Tiled `.tmj` file. Raises FileError naming the file and field."""
    from . import scenario_from_data

    file = str(path)
    doc = tiled_document(read_json(path), file, ruleset=ruleset, terrain_types=terrain_types)
    return scenario_from_data(doc, file)
