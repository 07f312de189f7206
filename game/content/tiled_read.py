"""Reading a Tiled map (TMX or TMJ) and its tilesets (TSX or TSJ) through pytiled-parser.

pytiled-parser does the reading of Tiled's formats: tilesets embedded or in
their own files (XML or JSON), tile properties and their types, layer data in
CSV, base64, zlib and gzip. This module walks the map around it so that every
problem is reported as `FILE: field: what is wrong`, with fields named the way
Tiled's JSON names them (`layers.1.layers.0.data.7`, `tilesets.0.source`) for
both formats, and never escapes as a traceback.

Fields that Tiled always writes but an import has no use for (a tileset's
image size, a layer's opacity...) may be left out of a hand-written map; they
are filled in before pytiled-parser sees them. Not read: infinite maps (their
data comes in chunks) and zstd compression; both are refused by name.
"""
from __future__ import annotations

import copy
import os
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any, Iterator

from pytiled_parser.parsers.json import layer as json_layer
from pytiled_parser.parsers.json import properties as json_properties
from pytiled_parser.parsers.json import tileset as json_tileset
from pytiled_parser.parsers.tmx import layer as tmx_layer
from pytiled_parser.parsers.tmx import properties as tmx_properties
from pytiled_parser.parsers.tmx import tileset as tmx_tileset

from .errors import FileError
from .files import MAX_FILE_BYTES, read_json

__all__ = ["TiledMapFile", "TILED_MAP_SUFFIXES", "GID_MASK"]

TILED_MAP_SUFFIXES = (".tmx", ".tmj", ".json")
XML_SUFFIXES = (".tmx", ".tsx", ".xml")
GID_MASK = 0x0FFFFFFF  # the top bits flip and rotate a tile; the terrain does not care
COMPRESSIONS = ("", "zlib", "gzip")
ENC = "utf-8"
_TILESET_DEFAULTS = {"name": "", "tilecount": 0, "columns": 0, "spacing": 0, "margin": 0}
_LAYER_DEFAULTS = {"name": "", "opacity": 1, "visible": True}


def _is_xml(path: Path, head: bytes) -> bool:
    if path.suffix.lower() in XML_SUFFIXES:
        return True
    if path.suffix.lower() in (".tmj", ".tsj", ".json"):
        return False
    return head.lstrip().startswith(b"<")


def _read_xml(path: Path) -> ET.Element:
    file = str(path)
    try:
        if path.is_dir():
            raise FileError.one(file, "", "is a folder, not a file")
        if path.stat().st_size > MAX_FILE_BYTES:
            raise FileError.one(file, "", f"too large (the limit is {MAX_FILE_BYTES} bytes)")
        raw = path.read_bytes()
    except FileNotFoundError:
        raise FileError.one(file, "", "no such file") from None
    except OSError as exc:
        raise FileError.one(file, "", f"cannot be read: {exc.strerror or exc}") from None
    try:
        return ET.fromstring(raw)
    except ET.ParseError as exc:
        line, col = exc.position
        raise FileError.one(file, "", f"not valid XML: {str(exc).split(':')[0]} at line {line} column {col + 1}") \
            from None


def _read_any(path: Path) -> ET.Element | dict:
    try:
        with open(path, "rb") as f:
            head = f.read(64)
    except OSError:
        head = b""  # read_json / _read_xml say what is wrong
    if _is_xml(path, head):
        return _read_xml(path)
    return read_json(path)


def _why(exc: BaseException) -> tuple[str, str]:
    """(sub-field, message) for an exception raised while pytiled-parser read a part."""
    if isinstance(exc, KeyError) and exc.args:
        return str(exc.args[0]), "required field is missing"
    text = str(exc) or type(exc).__name__
    if "Incorrect padding" in text or "base64" in text.lower() or "non-base64" in text:
        return "data", "not valid base64"
    if "Error -3" in text or "gzip" in text.lower() or "compressed" in text.lower():
        return "data", f"cannot be decompressed ({text})"
    if isinstance(exc, ValueError) and "invalid literal" in text:
        return "", f"a number was expected ({text.split(': ', 1)[-1]})"
    return "", f"cannot be read ({text})"


def _join(*parts: str) -> str:
    return ".".join(p for p in parts if p)


class TiledMapFile:
    """One Tiled map file, read. `orientation`, `cols`, `rows`, `stagger_axis`, `stagger_index`,
    `infinite` and `properties` are read at once; `tile_properties` and `tile_layers` on demand."""

    def __init__(self, path: str | os.PathLike) -> None:
        self.path = Path(path)
        self.file = str(path)
        self.folder = self.path.resolve().parent
        self.raw = _read_any(self.path)
        self.xml = isinstance(self.raw, ET.Element)
        if self.xml:
            if self.raw.tag != "map":
                what = "a tileset (open the map that uses it)" if self.raw.tag == "tileset" else f"<{self.raw.tag}>"
                raise self.fail("", f"holds {what}, not a Tiled map")
        else:
            if not isinstance(self.raw, dict):
                raise self.fail("", "must hold a JSON object (a Tiled map saved as JSON)")
            if self.raw.get("type", "map") != "map":
                raise self.fail("type", f"{self.raw.get('type')!r} is not a map (a tileset? open the map that uses it)")
        self.orientation = self._attr("orientation")
        self.cols, self.rows = self._int("width"), self._int("height")
        self.stagger_axis = self._attr("staggeraxis")
        self.stagger_index = self._attr("staggerindex")
        infinite = self._attr("infinite")
        self.infinite = infinite not in (None, False, 0, "0", "false")
        self.properties = self._part("properties", self._map_properties)

    # -- helpers ---------------------------------------------------------------
    def fail(self, path: str, message: str, file: str | None = None) -> FileError:
        return FileError.one(file or self.file, path, message)

    def _attr(self, key: str) -> Any:
        return self.raw.attrib.get(key) if self.xml else self.raw.get(key)

    def _int(self, key: str) -> int:
        value = self._attr(key)
        if value is None:
            raise self.fail(key, "required field is missing")
        if self.xml and isinstance(value, str) and value.strip().lstrip("-").isdigit():
            value = int(value)
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.fail(key, f"must be a whole number (got {value!r})")
        return value

    def _part(self, path: str, read, *args, file: str | None = None):
        """Run one pytiled-parser step; any failure becomes `FILE: path[.field]: message`."""
        try:
            return read(*args)
        except FileError:
            raise
        except Exception as exc:  # noqa: BLE001 - the library raises whatever its input provokes
            sub, message = _why(exc)
            raise self.fail(_join(path, sub), message, file) from None

    def _map_properties(self) -> dict[str, Any]:
        if self.xml:
            element = self.raw.find("properties")
            return tmx_properties.parse(element) if element is not None else {}
        raw = self.raw.get("properties")
        return json_properties.parse(raw) if raw else {}

    # -- tilesets ---------------------------------------------------------------
    def _raw_tilesets(self) -> list:
        if self.xml:
            return self.raw.findall("tileset")
        sets = self.raw.get("tilesets", [])
        if not isinstance(sets, list):
            raise self.fail("tilesets", "must be a list")
        return sets

    def tile_properties(self) -> list[tuple[int, int, dict[int, dict[str, Any]]]]:
        """(firstgid, tile count (0: not given), {local tile id: properties}) for each tileset, by firstgid."""
        out = []
        for i, raw in enumerate(self._raw_tilesets()):
            path = f"tilesets.{i}"
            get = raw.attrib.get if self.xml else (raw.get if isinstance(raw, dict) else None)
            if get is None:
                raise self.fail(path, "must be an object")
            first = get("firstgid")
            if isinstance(first, str) and first.isdigit():
                first = int(first)
            if isinstance(first, bool) or not isinstance(first, int) or first < 1:
                raise self.fail(f"{path}.firstgid", "required: a whole number >= 1" if first is None
                                else f"must be a whole number >= 1 (got {first!r})")
            source = get("source")
            if source is not None:
                tileset = self._external_tileset(str(source), first, f"{path}.source")
            else:
                tileset = self._part(path, self._embedded_tileset, raw, first)
            tiles = {tid: dict(tile.properties or {}) for tid, tile in (tileset.tiles or {}).items()}
            out.append((first, tileset.tile_count or 0, tiles))
        return sorted(out, key=lambda t: t[0])

    def _embedded_tileset(self, raw, first: int):
        if self.xml:
            return tmx_tileset.parse(_xml_tileset(raw, self.raw), first, ENC)
        return json_tileset.parse(_json_tileset(raw, self.raw), first, ENC)

    def _external_tileset(self, source: str, first: int, field: str):
        target = (self.folder / source).resolve()
        if not target.is_file():
            raise self.fail(field, f"cannot read the tileset {source!r}: no such file ({target})")
        raw = _read_any(target)
        file = str(target)
        if isinstance(raw, ET.Element):
            if raw.tag != "tileset":
                raise self.fail("", f"holds <{raw.tag}>, not a Tiled tileset", file)
            return self._part("", lambda: tmx_tileset.parse(_xml_tileset(raw, self.raw), first, ENC,
                                                             target.parent), file=file)
        if not isinstance(raw, dict) or raw.get("type", "tileset") != "tileset":
            raise self.fail("type", "is not a Tiled tileset", file)
        return self._part("", lambda: json_tileset.parse(_json_tileset(raw, self.raw), first, ENC, target.parent),
                          file=file)

    # -- layers -------------------------------------------------------------------
    def tile_layers(self) -> Iterator[tuple[str, str, list[int]]]:
        """(field path, name, gids row by row) of every visible tile layer, groups opened, in drawing order."""
        yield from self._walk(self._children(self.raw, "layers"), "layers", True)

    def _children(self, node, path: str) -> list:
        if self.xml:
            return [e for e in node if e.tag in ("layer", "objectgroup", "imagelayer", "group")]
        layers = node.get("layers", [])
        if not isinstance(layers, list):
            raise self.fail(path, "must be a list of layers")
        return layers

    def _walk(self, layers: list, path: str, visible: bool) -> Iterator[tuple[str, str, list[int]]]:
        for i, layer in enumerate(layers):
            where = f"{path}.{i}"
            if not self.xml and not isinstance(layer, dict):
                raise self.fail(where, "must be an object")
            attr = layer.attrib if self.xml else layer
            kind = layer.tag if self.xml else layer.get("type")
            shown = visible and attr.get("visible", True) not in (False, 0, "0", "false")
            if kind == "group":
                yield from self._walk(self._children(layer, f"{where}.layers"), f"{where}.layers", shown)
            elif kind in ("layer", "tilelayer"):
                gids = self._layer_gids(layer, where)
                if shown:
                    yield where, str(attr.get("name") or f"layer {where}"), gids

    def _layer_gids(self, layer, path: str) -> list[int]:
        attr = layer.attrib if self.xml else layer
        size = (attr.get("width", self.cols), attr.get("height", self.rows))
        if tuple(str(v) for v in size) != (str(self.cols), str(self.rows)):
            raise self.fail(path, f"is {size[0]} x {size[1]}; layers of another size than the map "
                                  f"({self.cols} x {self.rows}) are not supported")
        data = layer.find("data") if self.xml else layer
        if data is None or (not self.xml and "data" not in layer and "chunks" not in layer):
            raise self.fail(f"{path}.data", "a tile layer needs its `data`")
        field = f"{path}.data" if self.xml else path
        dattr = data.attrib if self.xml else data
        if (self.xml and data.find("chunk") is not None) or (not self.xml and "chunks" in layer):
            raise self.fail(f"{path}.chunks", "infinite maps are not supported; turn 'Infinite' off in Tiled's "
                                              "map properties and save again")
        encoding = dattr.get("encoding") or ("csv" if self.xml else "")
        compression = dattr.get("compression") or ""
        if compression not in COMPRESSIONS:
            raise self.fail(_join(field, "compression"), f"{compression!r} compression is not supported (save "
                                                         "with zlib or gzip compression, or as CSV)")
        if self.xml:
            if encoding not in ("csv", "base64"):
                raise self.fail(_join(field, "encoding"), f"{encoding!r} is not a layer encoding (csv or base64)")
            grid = self._part(path, tmx_layer.parse, _xml_layer(layer, self.cols, self.rows), ENC, self.folder).data
        else:
            if isinstance(layer.get("data"), str) and encoding != "base64":
                raise self.fail(f"{path}.encoding", f"{encoding or 'plain'!r} data as text is not supported "
                                                    "(use base64 or CSV)")
            grid = self._part(path, json_layer.parse, _json_layer(layer, self.cols, self.rows), ENC,
                              self.folder).data
        gids = [g for row in (grid or []) for g in row]
        if len(gids) != self.cols * self.rows:
            raise self.fail(f"{path}.data", f"holds {len(gids)} tiles; a {self.cols} x {self.rows} layer needs "
                                            f"{self.cols * self.rows}")
        for i, g in enumerate(gids):
            if isinstance(g, bool) or not isinstance(g, int) or g < 0:
                raise self.fail(f"{path}.data.{i}", f"a tile id must be a whole number >= 0 (got {g!r})")
        return gids


# -- filling in what Tiled always writes, on copies ------------------------------------
def _json_tileset(raw: dict, map_raw) -> dict:
    ts = copy.deepcopy(raw)
    for key, value in _TILESET_DEFAULTS.items():
        ts.setdefault(key, value)
    for key in ("tilewidth", "tileheight"):
        ts.setdefault(key, map_raw.get(key, 1) if isinstance(map_raw, dict) else 1)
    old = ts.pop("tileproperties", None)  # Tiled before 1.2: {"id": {"name": value}}
    if isinstance(old, dict) and isinstance(ts.setdefault("tiles", []), list):
        tiles = {t.get("id"): t for t in ts["tiles"] if isinstance(t, dict)}
        for key, props in old.items():
            tile = tiles.get(int(key))  # a key that is not a number fails here, named by the caller
            if tile is None:
                tile = tiles[int(key)] = {"id": int(key)}
                ts["tiles"].append(tile)
            tile["properties"] = {**_plain(tile.get("properties")), **props}
    return ts


def _plain(props) -> dict:
    """Tiled properties as a plain {name: value} (the form pytiled-parser reads from old maps)."""
    if isinstance(props, list):
        return {p["name"]: p.get("value") for p in props}
    return dict(props or {})


def _xml_tileset(element: ET.Element, map_raw) -> ET.Element:
    ts = copy.deepcopy(element)
    for key, value in _TILESET_DEFAULTS.items():
        ts.attrib.setdefault(key, str(value))
    for key in ("tilewidth", "tileheight"):
        ts.attrib.setdefault(key, map_raw.attrib.get(key, "1") if isinstance(map_raw, ET.Element) else "1")
    return ts


def _json_layer(raw: dict, cols: int, rows: int) -> dict:
    layer = {**_LAYER_DEFAULTS, "width": cols, "height": rows, **raw}
    if layer.get("encoding") == "csv":
        layer.pop("encoding")
    if "encoding" in layer:
        layer.setdefault("compression", "")
    return layer


def _xml_layer(element: ET.Element, cols: int, rows: int) -> ET.Element:
    """A copy with the old per-tile XML encoding (`<tile gid=.../>`) turned into CSV."""
    layer = copy.deepcopy(element)
    layer.attrib.setdefault("width", str(cols))
    layer.attrib.setdefault("height", str(rows))
    data = layer.find("data")
    if data is not None and not data.attrib.get("encoding") and data.find("tile") is not None:
        data.text = ",".join(t.attrib.get("gid", "0") for t in data.findall("tile"))
        for tile in data.findall("tile"):
            data.remove(tile)
    return layer
