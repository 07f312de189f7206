"""The terrain of a hex or tile scenario as a lookup, free of any rule.

A scenario file names cells in offset coordinates [col, row]. `CellMap` turns
its board and terrain pieces into keys the engine speaks: axial `Hex` on hex
maps, `(col, row)` on tile maps. It answers which cells are on the board and
which terrain types (with their levels) lie on each cell. What a terrain type
*does* is the ruleset's business.

A CellMap never changes after it is built, so rulesets may keep one inside
their state: copying returns the same object and `to_json` gives a short
digest for state hashes.

>>> from types import SimpleNamespace as NS
>>> board = NS(kind="hex", cols=4, rows=3, orientation="flat", offset="odd")
>>> hill = NS(type="hill", shape="cells", cells=[(1, 1), (2, 1)], level=2)
>>> woods = NS(type="woods", shape="cells", cells=[(1, 1)], level=None)
>>> m = CellMap(board, [hill, woods])
>>> h = m.key(1, 1)
>>> h, m.to_offset(h)
(Hex(1, 1, -2), (1, 1))
>>> sorted(m.types(h)), m.level(h, "hill"), m.level(h, "woods", default=0)
(['hill', 'woods'], 2, 0)
>>> m.key(9, 9) in m, len(m), sorted(m.to_offset(c) for c in m.cells_of("hill"))
(False, 12, [(1, 1), (2, 1)])
"""
from __future__ import annotations

import hashlib
import json
from typing import Any, Hashable, Iterable, Iterator, Mapping

from ..geometry.hexmaps import HexGrid, hex_to_offset, offset_to_hex

__all__ = ["CellMap"]

_EMPTY: frozenset[str] = frozenset()


class CellMap:
    """Board membership and terrain per cell of a hex or tile board.

    `board` is a content `HexBoard` / `TileBoard` (or anything with `kind`,
    `cols`, `rows` and, for hexes, `orientation` and `offset`); `terrain` the
    scenario's pieces (only `cells` shapes are read: cell maps take no others).
    Cells of pieces that lie off the board are ignored.
    """

    __slots__ = ("kind", "cols", "rows", "orientation", "offset", "grid", "_keys", "_index", "_types",
                 "_levels", "_by_type", "_digest")

    def __init__(self, board: Any, terrain: Iterable[Any] = ()) -> None:
        if board.kind not in ("hex", "tiles"):
            raise ValueError(f"a CellMap needs a hex or tile board, not {board.kind!r}")
        self.kind: str = board.kind
        self.cols: int = int(board.cols)
        self.rows: int = int(board.rows)
        self.orientation: str = getattr(board, "orientation", "flat") if self.kind == "hex" else ""
        self.offset: str = getattr(board, "offset", "odd") if self.kind == "hex" else ""
        self.grid: HexGrid | None = (HexGrid(self.cols, self.rows, self.orientation, self.offset)  # type: ignore[arg-type]
                                     if self.kind == "hex" else None)
        keys = [self.key(c, r) for r in range(self.rows) for c in range(self.cols)]
        self._keys: tuple[Hashable, ...] = tuple(keys)
        self._index: dict[Hashable, int] = {k: i for i, k in enumerate(keys)}
        types: dict[Hashable, set[str]] = {}
        levels: dict[Hashable, dict[str, int | None]] = {}
        record = []
        for piece in terrain:
            if getattr(piece, "shape", None) != "cells":
                continue
            level = getattr(piece, "level", None)
            for cell in piece.cells:
                col, row = int(cell[0]), int(cell[1])
                if not (0 <= col < self.cols and 0 <= row < self.rows):
                    continue
                k = self.key(col, row)
                types.setdefault(k, set()).add(piece.type)
                here = levels.setdefault(k, {})
                old = here.get(piece.type)
                here[piece.type] = old if level is None else max(int(level), old if old is not None else level)
                record.append((col, row, piece.type, level))
        self._types: dict[Hashable, frozenset[str]] = {k: frozenset(v) for k, v in types.items()}
        self._levels = levels
        by_type: dict[str, set[Hashable]] = {}
        for k, ts in self._types.items():
            for t in ts:
                by_type.setdefault(t, set()).add(k)
        self._by_type: dict[str, frozenset[Hashable]] = {t: frozenset(v) for t, v in by_type.items()}
        text = json.dumps([self.kind, self.cols, self.rows, self.orientation, self.offset, sorted(record)])
        self._digest = hashlib.sha256(text.encode()).hexdigest()[:16]

    @classmethod
    def from_scenario(cls, scenario: Any) -> "CellMap":
        return cls(scenario.board, scenario.terrain)

    # -- coordinates -----------------------------------------------------------------------------
    def key(self, col: int, row: int) -> Hashable:
        """The engine's key of offset cell [col, row]: a Hex on hex maps, (col, row) on tiles."""
        if self.kind == "hex":
            return offset_to_hex(col, row, self.orientation, self.offset)  # type: ignore[arg-type]
        return (col, row)

    def to_offset(self, key: Hashable) -> tuple[int, int]:
        """The offset [col, row] of a key (the inverse of `key`)."""
        if self.kind == "hex":
            return hex_to_offset(key, self.orientation, self.offset)  # type: ignore[arg-type]
        return (int(key[0]), int(key[1]))  # type: ignore[index]

    def __contains__(self, key: object) -> bool:
        return key in self._index

    def __iter__(self) -> Iterator[Hashable]:
        """Every cell on the board, row by row."""
        return iter(self._keys)

    def __len__(self) -> int:
        return len(self._keys)

    def index(self, key: Hashable) -> int:
        """Row-major index of a cell (KeyError off the board)."""
        return self._index[key]

    # -- terrain -----------------------------------------------------------------------------------
    def types(self, key: Hashable) -> frozenset[str]:
        """The terrain types on a cell (empty for open ground or off the board)."""
        return self._types.get(key, _EMPTY)

    def has(self, key: Hashable, terrain_type: str) -> bool:
        return terrain_type in self._types.get(key, _EMPTY)

    def level(self, key: Hashable, terrain_type: str, default: int | None = None) -> int | None:
        """The highest level given to `terrain_type` on a cell; `default` when the
        type is absent or no piece gave it a level."""
        value = self._levels.get(key, {}).get(terrain_type)
        return default if value is None else value

    def cells_of(self, terrain_type: str) -> frozenset[Hashable]:
        """Every cell carrying a terrain type."""
        return self._by_type.get(terrain_type, frozenset())

    def terrain_types(self) -> list[str]:
        """Every terrain type used on the board, sorted."""
        return sorted(self._by_type)

    def items(self) -> Iterator[tuple[Hashable, frozenset[str]]]:
        """(cell, types) for every cell with terrain, row by row."""
        for k in self._keys:
            ts = self._types.get(k)
            if ts:
                yield k, ts

    # -- an immutable value ------------------------------------------------------------------------
    @property
    def digest(self) -> str:
        """A short hash of the board and its terrain."""
        return self._digest

    def to_json(self) -> Mapping[str, Any]:
        return {"kind": self.kind, "cols": self.cols, "rows": self.rows, "terrain": self._digest}

    def __copy__(self) -> "CellMap":
        return self

    def __deepcopy__(self, memo: dict) -> "CellMap":
        return self

    def __eq__(self, other: object) -> bool:
        return isinstance(other, CellMap) and other._digest == self._digest

    def __hash__(self) -> int:
        return hash(self._digest)

    def __repr__(self) -> str:
        return f"CellMap({self.kind} {self.cols}x{self.rows}, {len(self._types)} cells with terrain)"
