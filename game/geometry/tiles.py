"""Square tiles addressed as (col, row) tuples; row grows downward.

Distance is Chebyshev (king moves): "N tiles in every direction" means every
tile whose column and row both differ by at most N, diagonals included.

>>> distance((0, 0), (3, -2))
3
>>> sorted(within((0, 0), 1, 3, 3))
[(0, 0), (0, 1), (1, 0), (1, 1)]
"""
from __future__ import annotations

import math
from typing import Iterator

__all__ = ["Cell", "DIRS4", "DIRS8", "neighbours4", "neighbours8", "in_bounds", "distance", "manhattan",
           "within", "tile_line", "all_cells"]

Cell = tuple[int, int]

# Orthogonal steps E, N, W, S, then the diagonals NE, NW, SW, SE (rows grow downward).
DIRS4: tuple[Cell, ...] = ((1, 0), (0, -1), (-1, 0), (0, 1))
DIRS8: tuple[Cell, ...] = DIRS4 + ((1, -1), (-1, -1), (-1, 1), (1, 1))


def in_bounds(cell: Cell, cols: int, rows: int) -> bool:
    """Whether ``cell`` lies on a ``cols x rows`` map."""
    return 0 <= cell[0] < cols and 0 <= cell[1] < rows


def _around(cell: Cell, dirs: tuple[Cell, ...], cols: int | None, rows: int | None) -> list[Cell]:
    c, r = cell
    out = [(c + dc, r + dr) for dc, dr in dirs]
    if cols is not None and rows is not None:
        out = [x for x in out if 0 <= x[0] < cols and 0 <= x[1] < rows]
    return out


def neighbours4(cell: Cell, cols: int | None = None, rows: int | None = None) -> list[Cell]:
    """The orthogonal neighbours (E, N, W, S), kept on the map when cols/rows are given.

    >>> neighbours4((0, 0), 5, 5)
    [(1, 0), (0, 1)]
    """
    return _around(cell, DIRS4, cols, rows)


def neighbours8(cell: Cell, cols: int | None = None, rows: int | None = None) -> list[Cell]:
    """The eight surrounding tiles (orthogonal first, then diagonal).

    >>> len(neighbours8((2, 2))), len(neighbours8((0, 0), 5, 5))
    (8, 3)
    """
    return _around(cell, DIRS8, cols, rows)


def distance(a: Cell, b: Cell) -> int:
    """Chebyshev distance: king moves between two tiles."""
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]))


def manhattan(a: Cell, b: Cell) -> int:
    """Orthogonal steps between two tiles."""
    return abs(a[0] - b[0]) + abs(a[1] - b[1])


def within(cell: Cell, n: int, cols: int, rows: int, include_centre: bool = True) -> list[Cell]:
    """All tiles on the map within ``n`` of ``cell`` in every direction (a zone of control).

    Row by row, left to right; ``cell`` itself unless ``include_centre`` is False.

    >>> len(within((5, 5), 2, 20, 20)), len(within((5, 5), 2, 20, 20, include_centre=False))
    (25, 24)
    """
    c0, r0 = cell
    out = []
    for r in range(max(0, r0 - n), min(rows, r0 + n + 1)):
        for c in range(max(0, c0 - n), min(cols, c0 + n + 1)):
            if include_centre or (c, r) != (c0, r0):
                out.append((c, r))
    return out


def tile_line(a: Cell, b: Cell) -> list[Cell]:
    """Tiles on a straight centre-to-centre line, ``distance(a, b) + 1`` of them, 8-connected.

    Points are sampled at each of the ``distance`` steps and rounded; a point
    exactly between two tiles rounds toward larger col / larger row (both ends
    are nudged by +1e-6), so ``tile_line(b, a)`` is the reverse of ``tile_line(a, b)``
    except where that tie rule applies.

    >>> tile_line((0, 0), (4, 2))
    [(0, 0), (1, 1), (2, 1), (3, 2), (4, 2)]
    """
    n = distance(a, b)
    if n == 0:
        return [a]
    out = []
    for i in range(n + 1):
        t = i / n
        x = a[0] + (b[0] - a[0]) * t + 1e-6
        y = a[1] + (b[1] - a[1]) * t + 1e-6
        out.append((math.floor(x + 0.5), math.floor(y + 0.5)))
    return out


def all_cells(cols: int, rows: int) -> Iterator[Cell]:
    """Every tile of the map, row by row."""
    for r in range(rows):
        for c in range(cols):
            yield (c, r)
