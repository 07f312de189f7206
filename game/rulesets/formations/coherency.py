"""Out of formation (Wartable's ruling on what a formation is).

A formation stays together when its units form one chain in which every link
is at most `LINK` tiles (king moves). After each move the player keeps one
group of the chain; every unit outside it is out of formation.
"""
from __future__ import annotations

from typing import Mapping


__all__ = ["LINK", "groups", "keep_options"]

LINK = 2


def groups(cells: Mapping[str, tuple[int, int]]) -> list[list[str]]:
    """The chains the units form, largest first (ties: in the order given).

    >>> groups({"a": (0, 0), "b": (2, 1), "c": (6, 0)})
    [['a', 'b'], ['c']]
    """
    ids = list(cells)
    seen: set[str] = set()
    out = []
    for start in ids:
        if start in seen:
            continue
        seen.add(start)
        comp, todo = [], [start]
        while todo:
            a = todo.pop()
            comp.append(a)
            ac, ar = cells[a]
            for b in ids:
                # tiles.distance (king moves)
                if b not in seen and max(abs(ac - cells[b][0]), abs(ar - cells[b][1])) <= LINK:
                    seen.add(b)
                    todo.append(b)
        out.append(sorted(comp, key=ids.index))
    out.sort(key=len, reverse=True)
    return out


def keep_options(cells: Mapping[str, tuple[int, int]]) -> list[tuple[str, ...]]:
    """For each group the player may keep: the units lost (out of formation) if they do.

    >>> keep_options({"a": (0, 0), "b": (2, 1)})
    [()]
    >>> keep_options({"a": (0, 0), "b": (5, 5)})
    [('b',), ('a',)]
    """
    gs = groups(cells)
    ids = list(cells)
    return [tuple(i for i in ids if i not in g) for g in gs]
