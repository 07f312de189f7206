"""Offset coordinates (a map's columns and rows) and whole hex maps (`HexGrid`: cells numbered row by row,
their neighbours as a table).

>>> hex_to_offset(offset_to_hex(3, 2, "flat", "even"), "flat", "even")
(3, 2)
"""
from __future__ import annotations

from typing import Iterator

from .hexes import DIRECTIONS, Hex, OffsetKind, Orientation, check_orientation

__all__ = ["offset_to_hex", "hex_to_offset", "HexGrid"]


def _check_offset(offset: str) -> None:
    if offset not in ("odd", "even"):
        raise ValueError(f"offset must be 'odd' or 'even', got {offset!r}")


def offset_to_hex(col: int, row: int, orientation: Orientation = "flat", offset: OffsetKind = "odd") -> Hex:
    """The hex at offset coordinates [col, row].

    Flat-top maps shove alternate columns down ("odd" = odd-q, "even" = even-q);
    pointy-top maps shove alternate rows right ("odd" = odd-r, "even" = even-r).

    >>> offset_to_hex(1, 0, "flat", "odd"), offset_to_hex(1, 0, "flat", "even")
    (Hex(1, 0, -1), Hex(1, -1, 0))
    >>> offset_to_hex(0, 1, "pointy", "odd")
    Hex(0, 1, -1)
    """
    check_orientation(orientation)
    _check_offset(offset)
    if orientation == "flat":
        q = col
        r = row - ((col - (col & 1)) >> 1 if offset == "odd" else (col + (col & 1)) >> 1)
    else:
        r = row
        q = col - ((row - (row & 1)) >> 1 if offset == "odd" else (row + (row & 1)) >> 1)
    return tuple.__new__(Hex, (q, r, -q - r))


def hex_to_offset(h: Hex, orientation: Orientation = "flat", offset: OffsetKind = "odd") -> tuple[int, int]:
    """Offset coordinates (col, row) of ``h``; the inverse of `offset_to_hex`.

    >>> hex_to_offset(Hex(3, -4, 1), "pointy", "even")
    (1, -4)
    """
    check_orientation(orientation)
    _check_offset(offset)
    q, r = h[0], h[1]
    if orientation == "flat":
        return q, r + ((q - (q & 1)) >> 1 if offset == "odd" else (q + (q & 1)) >> 1)
    return q + ((r - (r & 1)) >> 1 if offset == "odd" else (r + (r & 1)) >> 1), r


class HexGrid:
    """A ``cols x rows`` hex map in offset coordinates, with cells numbered row by row.

    Cell index ``i = row * cols + col``. Iterating yields the hexes in index order.

    >>> g = HexGrid(4, 3, "flat", "odd")
    >>> len(g), Hex(0, 0, 0) in g, Hex(-1, 0, 1) in g
    (12, True, False)
    >>> g.hex_at(g.index(Hex(3, -1, -2))), g.to_offset(Hex(3, -1, -2))
    (Hex(3, -1, -2), (3, 0))
    """

    __slots__ = ("cols", "rows", "orientation", "offset", "_hexes", "_index", "_table", "_array", "cache")

    def __init__(self, cols: int, rows: int, orientation: Orientation = "flat", offset: OffsetKind = "odd"):
        if cols < 1 or rows < 1:
            raise ValueError("a map needs at least one column and one row")
        check_orientation(orientation)
        _check_offset(offset)
        self.cols, self.rows, self.orientation, self.offset = cols, rows, orientation, offset
        self._hexes = tuple(offset_to_hex(c, r, orientation, offset) for r in range(rows) for c in range(cols))
        self._index = {h: i for i, h in enumerate(self._hexes)}
        self._table: list[int] | None = None
        self._array = None
        self.cache: dict = {}   # derived tables other geometry modules keep per map

    def __len__(self) -> int:
        return len(self._hexes)

    def __iter__(self) -> Iterator[Hex]:
        return iter(self._hexes)

    def __contains__(self, h: object) -> bool:
        return h in self._index

    def __repr__(self) -> str:
        return f"HexGrid({self.cols}, {self.rows}, {self.orientation!r}, {self.offset!r})"

    @property
    def hexes(self) -> tuple[Hex, ...]:
        return self._hexes

    def index(self, h: Hex) -> int:
        """Cell index of ``h`` (KeyError when off the map)."""
        return self._index[h]

    def get_index(self, h: Hex) -> int:
        """Cell index of ``h``, or -1 when off the map."""
        return self._index.get(h, -1)

    def hex_at(self, i: int) -> Hex:
        return self._hexes[i]

    def contains_offset(self, col: int, row: int) -> bool:
        return 0 <= col < self.cols and 0 <= row < self.rows

    def to_offset(self, h: Hex) -> tuple[int, int]:
        return hex_to_offset(h, self.orientation, self.offset)

    def from_offset(self, col: int, row: int) -> Hex:
        return offset_to_hex(col, row, self.orientation, self.offset)

    def neighbour_table(self) -> list[int]:
        """Flat list: entry ``i * 6 + d`` is the index of cell i's neighbour across side d, or -1."""
        if self._table is None:
            index = self._index
            table = []
            for h in self._hexes:
                for d in DIRECTIONS:
                    table.append(index.get((h[0] + d[0], h[1] + d[1], h[2] + d[2]), -1))
            self._table = table
        return self._table

    def neighbour_array(self):
        """`neighbour_table` as a read-only numpy array of shape (cells, 6)."""
        if self._array is None:
            import numpy as np
            arr = np.array(self.neighbour_table(), dtype=np.intp).reshape(len(self._hexes), 6)
            arr.setflags(write=False)
            self._array = arr
        return self._array
