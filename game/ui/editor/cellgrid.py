"""Cells of a hex or tile board as the editor handles them: in the file's offset [col, row].

Neighbours, flood fill, and moving or turning a set of cells (through axial hexes
on hex maps, so a piece keeps its shape wherever it goes).
"""
from __future__ import annotations

from collections import deque
from typing import Callable, Hashable, Iterable

from ...geometry.hexes import Hex, neighbours
from ...geometry.hexmaps import hex_to_offset, offset_to_hex
from ...geometry.tiles import neighbours4

__all__ = ["CellGrid"]

Cell = tuple[int, int]


class CellGrid:
    """The cells of a `HexBoard` or `TileBoard`."""

    def __init__(self, board) -> None:
        self.board = board
        self.hex = board.kind == "hex"

    def contains(self, cell: Cell) -> bool:
        return self.board.contains(cell)

    def to_hex(self, cell: Cell) -> Hex:
        return offset_to_hex(cell[0], cell[1], self.board.orientation, self.board.offset)

    def to_cell(self, h: Hex) -> Cell:
        return hex_to_offset(h, self.board.orientation, self.board.offset)

    def neighbours(self, cell: Cell) -> list[Cell]:
        """Neighbours on the board."""
        if self.hex:
            out = [self.to_cell(n) for n in neighbours(self.to_hex(cell))]
        else:
            out = neighbours4(cell)
        return [c for c in out if self.contains(c)]

    def flood(self, start: Cell, key: Callable[[Cell], Hashable]) -> set[Cell]:
        """The cells connected to `start` through neighbours with the same `key` (its terrain)."""
        if not self.contains(start):
            return set()
        want = key(start)
        seen = {start}
        todo = deque([start])
        while todo:
            for n in self.neighbours(todo.popleft()):
                if n not in seen and key(n) == want:
                    seen.add(n)
                    todo.append(n)
        return seen

    # -- moving and turning sets of cells ------------------------------------------------------------
    def delta(self, a: Cell, b: Cell) -> tuple[int, ...]:
        """The step from cell `a` to cell `b` (axial on hex maps), for `translate`."""
        if self.hex:
            ha, hb = self.to_hex(a), self.to_hex(b)
            return (hb[0] - ha[0], hb[1] - ha[1])
        return (b[0] - a[0], b[1] - a[1])

    def translate(self, cells: Iterable[Cell], step: tuple[int, ...]) -> list[Cell]:
        if self.hex:
            out = []
            for c in cells:
                h = self.to_hex(c)
                out.append(self.to_cell(Hex.axial(h[0] + step[0], h[1] + step[1])))
            return out
        return [(c[0] + step[0], c[1] + step[1]) for c in cells]

    def rotate(self, cells: Iterable[Cell], pivot: Cell, turns: int) -> list[Cell]:
        """Turn the cells about `pivot` by `turns` sixths (hex) or quarters (tiles), clockwise on screen."""
        cells = list(cells)
        if self.hex:
            p = self.to_hex(pivot)
            out = []
            for c in cells:
                h = self.to_hex(c)
                q, r, s = h[0] - p[0], h[1] - p[1], h[2] - p[2]
                for _ in range(turns % 6):  # clockwise on screen (y down): (q, r, s) -> (-r, -s, -q)
                    q, r, s = -r, -s, -q
                out.append(self.to_cell(Hex(q + p[0], r + p[1], s + p[2])))
            return out
        out = []
        for c in cells:
            dx, dy = c[0] - pivot[0], c[1] - pivot[1]
            for _ in range(turns % 4):  # clockwise on screen: (dx, dy) -> (-dy, dx)
                dx, dy = -dy, dx
            out.append((pivot[0] + dx, pivot[1] + dy))
        return out

    def middle(self, cells: Iterable[Cell]) -> Cell:
        """The cell of a set nearest its centre (the pivot it turns about)."""
        cells = list(cells)
        if not cells:
            raise ValueError("no cells")
        if self.hex:
            hs = [self.to_hex(c) for c in cells]
            q = sum(h[0] for h in hs) / len(hs)
            r = sum(h[1] for h in hs) / len(hs)
            best = min(hs, key=lambda h: (h[0] - q) ** 2 + (h[1] - r) ** 2 + (h[0] - q) * (h[1] - r))
            return self.to_cell(best)
        x = sum(c[0] for c in cells) / len(cells)
        y = sum(c[1] for c in cells) / len(cells)
        return min(cells, key=lambda c: (c[0] - x) ** 2 + (c[1] - y) ** 2)
