"""Where a unit can get to on a map of square tiles, by king moves, when what a tile costs to enter
depends only on the tile (the caller's rules, as a function).

A lean Dijkstra for that common case: each tile's entry cost is asked once and
kept. ``enter_cost(cell)`` returns the cost of stepping into ``cell`` (>= 0) or
None when it may not be entered. Among equally cheap routes the one with fewer
steps wins, then the one found first.

>>> r = tile_reach((0, 0), lambda c: None if c == (1, 0) else 1, 2, 3, 3)
>>> sorted(r.costs().items())[:3]
[((0, 0), 0), ((0, 1), 1), ((0, 2), 2)]
>>> r.path((2, 0))
[(0, 0), (1, 1), (2, 0)]
"""
from __future__ import annotations

import heapq
from typing import Callable, Optional

from .tiles import DIRS8, Cell
from .memo import remember

__all__ = ["TileReach", "tile_reach"]

_MISSING = object()


class TileReach:
    """Cost and cheapest route of every tile reached (the start included, at cost 0)."""

    __slots__ = ("start", "_best", "_parent", "_routes")

    def __init__(self, start: Cell, best: dict, parent: dict) -> None:
        self.start, self._best, self._parent = start, best, parent
        self._routes = {start: ()}

    def __contains__(self, cell: object) -> bool:
        return cell in self._best

    def __iter__(self):
        return iter(self._best)

    def __len__(self) -> int:
        return len(self._best)

    def cost(self, cell: Cell) -> float:
        return self._best[cell][0]

    def costs(self) -> dict[Cell, float]:
        return {c: v[0] for c, v in self._best.items()}

    def path(self, cell: Cell) -> list[Cell]:
        """Tiles from the start to ``cell``, both included (KeyError if not reached)."""
        return [self.start, *self.route(cell)]

    def route(self, cell: Cell) -> tuple:
        """The tiles after the start up to ``cell`` (KeyError if not reached), each tile's route made once,
        from its parent's."""
        got = self._routes.get(cell)
        if got is None:
            if cell not in self._best:
                raise KeyError(cell)
            got = self._routes[cell] = self.route(self._parent[cell]) + (cell,)
        return got


def tile_reach(start: Cell, enter_cost: Callable[[Cell], Optional[float]], budget: float, cols: int, rows: int,
               dirs: tuple[Cell, ...] = DIRS8) -> TileReach:
    """Every tile of a ``cols x rows`` map reachable from ``start`` within ``budget``."""
    # best[cell] is the heap entry (cost, steps, cell) of its cheapest route so far: an entry popped is
    # current when it is that very object (a cheaper one replaced it otherwise).
    first = (0, 0, start)
    best: dict = {start: first}
    parent: dict = {}
    cache: dict = {}
    heap = [first]
    pop, push = heapq.heappop, heapq.heappush
    around = _around(cols, rows, tuple(dirs))
    while heap:
        entry = pop(heap)
        c, n, cell = entry
        if best[cell] is not entry:
            continue
        steps = around.get(cell)
        if steps is None:                    # off the map (a start there): the same tiles, worked out
            steps = _steps(cell, cols, rows, dirs)
        n1 = n + 1
        for nxt in steps:
            w = cache.get(nxt, _MISSING)
            if w is _MISSING:
                w = cache[nxt] = enter_cost(nxt)
            if w is None:
                continue
            nc = c + w
            if nc > budget:
                continue
            old = best.get(nxt)
            if old is None or nc < old[0] or (nc == old[0] and n1 < old[1]):
                best[nxt] = new = (nc, n1, nxt)
                parent[nxt] = cell
                push(heap, new)
    return TileReach(start, best, parent)


def _steps(cell: Cell, cols: int, rows: int, dirs: tuple[Cell, ...]) -> tuple[Cell, ...]:
    """The tiles one step from `cell` in the order of `dirs`, those on the map."""
    x, y = cell
    return tuple((x + dx, y + dy) for dx, dy in dirs if 0 <= x + dx < cols and 0 <= y + dy < rows)


@remember(64)
def _around(cols: int, rows: int, dirs: tuple[Cell, ...]) -> dict:
    """tile -> the tiles one step away on the map, for a whole map (a table of geometry, kept per size)."""
    return {(x, y): _steps((x, y), cols, rows, dirs) for x in range(cols) for y in range(rows)}
