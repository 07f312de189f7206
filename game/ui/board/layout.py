"""Board layouts: where each hex or tile sits in the world (inches), and back.

Hex maps lay hexes out `hex_inches` across the flats, flat- or pointy-topped;
tile maps `tile_inches` a side; a table is its own size. Cells in files are
offset [col, row]; the engine speaks axial hexes.
"""
from __future__ import annotations

import math
from typing import Iterator

from ...geometry.hexes import Hex, hex_round
from ...geometry.hexmaps import hex_to_offset, offset_to_hex

__all__ = ["BoardLayout", "layout_for"]

SQRT3 = math.sqrt(3.0)
MARGIN = 0.5  # inches of table edge around a cell map


class BoardLayout:
    """World geometry of a board. `width`/`height` are the world size in inches."""

    kind = "table"

    def __init__(self, board) -> None:
        self.board = board
        self.width = float(getattr(board, "width", 0.0))
        self.height = float(getattr(board, "height", 0.0))

    def cells(self) -> Iterator[tuple[int, int]]:
        return iter(())

    def cell_center(self, cell: tuple[int, int]) -> tuple[float, float]:
        raise NotImplementedError

    def cell_polygon(self, cell: tuple[int, int]) -> list[tuple[float, float]]:
        raise NotImplementedError

    def cell_at(self, x: float, y: float) -> tuple[int, int] | None:
        return None

    # Engine cells: what rulesets speak (axial (q, r) on hex maps, (col, row) on tiles).
    def center_of(self, cell: tuple[int, int]) -> tuple[float, float]:
        """World centre of an engine cell."""
        return self.cell_center(cell)

    def polygon_of(self, cell: tuple[int, int]) -> list[tuple[float, float]]:
        """World outline of an engine cell."""
        return self.cell_polygon(cell)

    def cell_under(self, x: float, y: float) -> tuple[int, int] | None:
        """The engine cell at a world point, None off the board."""
        return self.cell_at(x, y)

    def board_cells(self) -> Iterator[tuple[int, int]]:
        """Every engine cell of the board."""
        return self.cells()

    def sides(self) -> list[tuple[tuple[int, int], int, int]]:
        """For each side of a cell: the engine-cell step to the neighbour across it and the indexes of
        the two corners of `polygon_of` that bound it."""
        return []


class TileLayout(BoardLayout):
    kind = "tiles"

    def __init__(self, board) -> None:
        super().__init__(board)
        self.size = board.tile_inches
        self.width = board.cols * self.size + 2 * MARGIN
        self.height = board.rows * self.size + 2 * MARGIN

    def cells(self):
        for r in range(self.board.rows):
            for c in range(self.board.cols):
                yield (c, r)

    def cell_center(self, cell):
        return (MARGIN + (cell[0] + 0.5) * self.size, MARGIN + (cell[1] + 0.5) * self.size)

    def cell_polygon(self, cell):
        x, y = MARGIN + cell[0] * self.size, MARGIN + cell[1] * self.size
        s = self.size
        return [(x, y), (x + s, y), (x + s, y + s), (x, y + s)]

    def cell_at(self, x, y):
        c, r = math.floor((x - MARGIN) / self.size), math.floor((y - MARGIN) / self.size)
        return (c, r) if self.board.contains((c, r)) else None

    def sides(self):
        return [((0, -1), 0, 1), ((1, 0), 1, 2), ((0, 1), 2, 3), ((-1, 0), 3, 0)]


class HexLayout(BoardLayout):
    """Hex maps. Cells are offset (col, row); `hex_center` takes axial hexes."""

    kind = "hex"

    def __init__(self, board) -> None:
        super().__init__(board)
        self.flat = board.orientation == "flat"
        self.size = board.hex_inches / SQRT3  # centre to corner
        s = self.size
        self._corner_angles = [math.radians(60 * i + (0 if self.flat else 30)) for i in range(6)]
        xs, ys = [], []
        for c in (0, 1, board.cols - 1):
            for r in (0, 1, board.rows - 1):
                x, y = self._raw_center(self.to_hex((max(0, c), max(0, r))))
                xs.append(x)
                ys.append(y)
        half_w, half_h = (s, SQRT3 / 2 * s) if self.flat else (SQRT3 / 2 * s, s)
        self.ox = MARGIN + half_w - min(xs)
        self.oy = MARGIN + half_h - min(ys)
        self.width = max(xs) - min(xs) + 2 * half_w + 2 * MARGIN
        self.height = max(ys) - min(ys) + 2 * half_h + 2 * MARGIN

    def to_hex(self, cell: tuple[int, int]) -> Hex:
        return offset_to_hex(cell[0], cell[1], self.board.orientation, self.board.offset)

    def to_cell(self, h: Hex) -> tuple[int, int]:
        return hex_to_offset(h, self.board.orientation, self.board.offset)

    def _raw_center(self, h: Hex) -> tuple[float, float]:
        s = self.size
        if self.flat:
            return (s * 1.5 * h.q, s * SQRT3 * (h.r + h.q / 2))
        return (s * SQRT3 * (h.q + h.r / 2), s * 1.5 * h.r)

    def hex_center(self, h: Hex) -> tuple[float, float]:
        x, y = self._raw_center(h)
        return (x + self.ox, y + self.oy)

    def hex_polygon(self, h: Hex) -> list[tuple[float, float]]:
        cx, cy = self.hex_center(h)
        s = self.size
        return [(cx + s * math.cos(a), cy + s * math.sin(a)) for a in self._corner_angles]

    def cells(self):
        for r in range(self.board.rows):
            for c in range(self.board.cols):
                yield (c, r)

    def cell_center(self, cell):
        return self.hex_center(self.to_hex(cell))

    def cell_polygon(self, cell):
        return self.hex_polygon(self.to_hex(cell))

    def hex_at(self, x: float, y: float) -> Hex:
        px, py = (x - self.ox) / self.size, (y - self.oy) / self.size
        if self.flat:
            q = 2 / 3 * px
            r = -1 / 3 * px + SQRT3 / 3 * py
        else:
            q = SQRT3 / 3 * px - 1 / 3 * py
            r = 2 / 3 * py
        return hex_round(q, r, -q - r)

    def cell_at(self, x, y):
        cell = self.to_cell(self.hex_at(x, y))
        return cell if self.board.contains(cell) else None

    def center_of(self, cell):
        return self.hex_center(Hex.axial(cell[0], cell[1]))

    def polygon_of(self, cell):
        return self.hex_polygon(Hex.axial(cell[0], cell[1]))

    def cell_under(self, x, y):
        h = self.hex_at(x, y)
        return (h.q, h.r) if self.board.contains(self.to_cell(h)) else None

    def board_cells(self):
        for cell in self.cells():
            h = self.to_hex(cell)
            yield (h.q, h.r)

    def sides(self):
        if getattr(self, "_sides", None) is None:
            from ...geometry.hexes import DIRECTIONS

            origin = Hex(0, 0, 0)
            poly = self.hex_polygon(origin)
            out = []
            for d in DIRECTIONS:
                mx = (self.hex_center(origin)[0] + self.hex_center(d)[0]) / 2
                my = (self.hex_center(origin)[1] + self.hex_center(d)[1]) / 2
                i = min(range(6), key=lambda k: math.hypot((poly[k][0] + poly[(k + 1) % 6][0]) / 2 - mx,
                                                           (poly[k][1] + poly[(k + 1) % 6][1]) / 2 - my))
                out.append(((d[0], d[1]), i, (i + 1) % 6))
            self._sides = out
        return self._sides

    def facing_angle(self, facing: int) -> float:
        """Screen angle (degrees, clockwise from +x, y down) of a facing's direction."""
        a = self.hex_center(Hex(0, 0, 0))
        from ...geometry.hexes import Facing, neighbour

        b = self.hex_center(neighbour(Hex(0, 0, 0), Facing(facing)))
        return math.degrees(math.atan2(b[1] - a[1], b[0] - a[0]))


def layout_for(board) -> BoardLayout:
    if board.kind == "hex":
        return HexLayout(board)
    if board.kind == "tiles":
        return TileLayout(board)
    return BoardLayout(board)
