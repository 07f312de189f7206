"""Where a unit can get to on a cell map: Dijkstra over caller-defined states.

The geometry knows no rules. A ruleset describes movement as a *state*
(anything hashable: ``(Hex, Facing)``, ``(Hex, Facing, steps_taken)``, a
``(col, row)`` tile...) and a *step function* ``step(state)`` that yields
``(next_state, cost, flags)`` for every move the rules allow from that state:

- ``flags = 0``: an ordinary step;
- ``STOP``: the next state may be entered but movement ends there (a charge
  into contact, entering woods that may only be entered "in a turn");
- ``BLOCKED``: the step is not allowed (the same as not yielding it, handy
  when a table of moves is filtered).

`reach` returns every state whose cheapest cost is within the budget, its cost
and a cheapest path. Among equally cheap paths it keeps the one with fewest
steps, then the one found first. Costs must be >= 0 (zero-cost turns are fine).

How rulesets express common movement rules (see tests/geometry/test_cellreach_rules.py):

- "move 1 hex into the front three hexes, then 1 more": state
  ``(hex, facing, steps)``; from ``steps < 2`` yield the three front
  neighbours with ``steps + 1``. Facing after a step is the caller's choice:
  the usual one is the direction moved (``Facing`` of the side crossed); a
  ruleset may also yield the same hex with the old facing.
- "2 hexes, then 2 more, direction changes only at the middle": state
  ``(hex, facing, leg, steps_in_leg)``; a leg continues straight, a new leg
  may pick any front side.
- "up to 4 single steps, turning each time": ``(hex, facing, steps)`` with
  ``steps < 4``.
- "1 hex in any direction": yield all six neighbours from ``steps == 0``.
- a budget of movement points with terrain costs: state ``hex`` or
  ``(hex, facing)`` and ``cost`` from the terrain; ``budget`` = the allowance.

>>> def step(x):
...     for nx in (x - 1, x + 1):
...         yield nx, 1, (STOP if nx == 2 else 0)
>>> r = reach(0, step, budget=3)
>>> sorted(r.states())
[-3, -2, -1, 0, 1, 2]
>>> r.path(-3), r.cost(2), r.path(2)
([0, -1, -2, -3], 2, [0, 1, 2])

`hex_facing_reach` is the fast special case ``(hex, facing)`` on a
``cols x rows`` map with a cost per move, on flat arrays indexed by
``cell * 6 + facing``. Tiles use `reach` with ``(col, row)`` states.
"""
from __future__ import annotations

import heapq
import math

import numpy as np
from enum import IntFlag
from itertools import count
from typing import Callable, Generic, Hashable, Iterable, Iterator, Sequence, TypeVar

from .hexes import DIRECTIONS, Facing, Hex
from .hexmaps import HexGrid

__all__ = ["StepFlag", "STOP", "BLOCKED", "reach", "Reach", "hex_facing_reach", "FacingReach",
           "step_cost_table", "FRONT_SIDES", "ALL_SIDES"]

S = TypeVar("S", bound=Hashable)
INF = math.inf


class StepFlag(IntFlag):
    """Flags a step function attaches to a step."""

    NONE = 0
    BLOCKED = 1  # not allowed: skipped
    STOP = 2     # may be entered, may not be left


STOP = StepFlag.STOP
BLOCKED = StepFlag.BLOCKED

StepFn = Callable[[S], Iterable[tuple[S, float, int]]]


class Reach(Generic[S]):
    """The result of `reach`: cost and cheapest path of every reachable state."""

    __slots__ = ("start", "budget", "_best", "_parent")

    def __init__(self, start: S, budget: float, best: dict, parent: dict) -> None:
        self.start = start
        self.budget = budget
        self._best = best        # state -> (cost, steps, stopped)
        self._parent = parent    # (state, stopped) -> previous state (always a free label)

    def __len__(self) -> int:
        return len(self._best)

    def __contains__(self, state: object) -> bool:
        return state in self._best

    def __iter__(self) -> Iterator[S]:
        return iter(self._best)

    def states(self) -> dict[S, float]:
        """Every reachable state with its cost."""
        return {s: v[0] for s, v in self._best.items()}

    def cost(self, state: S) -> float:
        """Cheapest cost to reach ``state`` (KeyError if unreachable)."""
        return self._best[state][0]

    def ends_move(self, state: S) -> bool:
        """Whether the cheapest way into ``state`` was a STOP step (movement ends there)."""
        return self._best[state][2]

    def path(self, state: S) -> list[S]:
        """States from the start to ``state``, both included."""
        stopped = self._best[state][2]
        out = [state]
        key = (state, stopped)
        while key in self._parent:
            prev = self._parent[key]
            out.append(prev)
            key = (prev, False)
        out.reverse()
        return out


def reach(start: S, step: StepFn, budget: float = INF, *, max_states: int | None = None) -> Reach[S]:
    """Dijkstra from ``start`` over ``step``; states costing more than ``budget`` are left out.

    ``max_states`` (optional) raises RuntimeError when more states than that
    are settled, a guard against step functions that never run out.
    """
    best: dict = {start: (0, 0, False)}
    free_label: dict = {start: (0, 0)}
    stop_label: dict = {}
    parent: dict = {}
    done: set = set()
    tick = count()
    heap = [(0, 0, next(tick), start, False)]
    settled = 0
    while heap:
        c, n, _, s, stopped = heapq.heappop(heap)
        if stopped:
            lab = stop_label.get(s)
            if lab != (c, n):
                continue
            fl = free_label.get(s)
            if fl is not None and fl <= lab:
                continue
        else:
            if s in done or free_label.get(s) != (c, n):
                continue
            done.add(s)
        settled += 1
        if max_states is not None and settled > max_states:
            raise RuntimeError(f"reach: more than {max_states} states")
        cur = best.get(s)
        if cur is None or (c, n) < (cur[0], cur[1]):
            best[s] = (c, n, stopped)
        if stopped:
            continue
        for t, w, flags in step(s):
            if flags & BLOCKED:
                continue
            if w < 0:
                raise ValueError(f"reach: negative step cost {w} from {s!r} to {t!r}")
            nc = c + w
            if nc > budget:
                continue
            lab = (nc, n + 1)
            if flags & STOP:
                old = stop_label.get(t)
                if (old is None or lab < old) and (t not in free_label or lab < free_label[t]):
                    stop_label[t] = lab
                    parent[(t, True)] = s
                    heapq.heappush(heap, (nc, n + 1, next(tick), t, True))
            else:
                old = free_label.get(t)
                if old is None or lab < old:
                    free_label[t] = lab
                    parent[(t, False)] = s
                    heapq.heappush(heap, (nc, n + 1, next(tick), t, False))
    return Reach(start, budget, best, parent)


# --- the fast special case: (hex, facing) on a map --------------------------------------------------

FRONT_SIDES = (-1, 0, 1)
ALL_SIDES = (0, 1, 2, 3, 4, 5)


def step_cost_table(grid: HexGrid, cost: Sequence[float | None] | Callable[[Hex, Hex, Facing], float | None]) -> np.ndarray:
    """Cost of every move on ``grid`` as a flat float array: entry ``cell * 6 + d`` is the
    cost of stepping from ``cell`` across side ``d`` (``inf`` when blocked or off the map).

    ``cost`` is either a per-cell sequence (the cost of entering that cell; None,
    inf or a negative number = impassable) or a function
    ``cost(from_hex, to_hex, facing) -> float | None`` called once per move.
    """
    nb = grid.neighbour_array()
    n = len(grid)
    if callable(cost):
        out = np.full(n * 6, INF)
        hexes = grid.hexes
        for i in range(n):
            for d in range(6):
                j = nb[i, d]
                if j >= 0:
                    w = cost(hexes[i], hexes[j], Facing(d))
                    if w is not None and w >= 0:
                        out[i * 6 + d] = w
        return out
    if len(cost) != n:
        raise ValueError(f"step_cost_table: expected {n} cell costs, got {len(cost)}")
    enter = np.array([INF if w is None else w for w in cost], dtype=float)
    enter[enter < 0] = INF
    out = np.where(nb >= 0, enter[nb], INF)
    return out.ravel()


class FacingReach:
    """The result of `hex_facing_reach`: flat arrays over ``cell * 6 + facing``.

    ``dist[k]`` (numpy float array) is the cheapest cost (``inf`` if unreachable)
    and ``parent[k]`` the previous state index (-1 for the start and the unreachable).
    """

    __slots__ = ("grid", "start", "dist", "parent", "budget")

    def __init__(self, grid: HexGrid, start: int, dist: np.ndarray, parent: np.ndarray, budget: float):
        self.grid, self.start, self.dist, self.parent, self.budget = grid, start, dist, parent, budget

    def __len__(self) -> int:
        return int(np.count_nonzero(np.isfinite(self.dist)))

    def __contains__(self, state: object) -> bool:
        try:
            h, f = state  # type: ignore[misc]
        except (TypeError, ValueError):
            return False
        i = self.grid.get_index(h)
        return i >= 0 and bool(np.isfinite(self.dist[i * 6 + int(f)]))

    def _key(self, h: Hex, f: int) -> int:
        return self.grid.index(h) * 6 + int(f)

    def cost(self, h: Hex, f: int) -> float:
        """Cheapest cost of standing on ``h`` facing ``f`` (``inf`` if unreachable)."""
        return float(self.dist[self._key(h, f)])

    def states(self) -> dict[tuple[Hex, Facing], float]:
        hexes = self.grid.hexes
        return {(hexes[k // 6], Facing(k % 6)): float(self.dist[k]) for k in np.flatnonzero(np.isfinite(self.dist))}

    def hexes(self) -> set[Hex]:
        """Hexes reachable with at least one facing."""
        hexes = self.grid.hexes
        return {hexes[k // 6] for k in np.flatnonzero(np.isfinite(self.dist))}

    def path(self, h: Hex, f: int) -> list[tuple[Hex, Facing]]:
        """``(hex, facing)`` states from the start to (h, f), both included."""
        k = self._key(h, f)
        if not np.isfinite(self.dist[k]):
            raise KeyError((h, f))
        hexes = self.grid.hexes
        out = []
        while k >= 0:
            out.append((hexes[k // 6], Facing(k % 6)))
            k = int(self.parent[k])
        out.reverse()
        return out


def _move_tables(grid: HexGrid, rel: tuple[int, ...], facing_after: str, turning: bool):
    """For every state ``cell * 6 + f``: its successor states and, per successor, the index
    into ``[step costs..., turn cost]`` that prices the move (-1 successors are off the map)."""
    ncell = len(grid)
    n6 = ncell * 6
    nb = grid.neighbour_array()
    sel_side, sel_face = [], []
    for f in range(6):
        ds, fs = [], []
        for k in rel:
            d = (f + k) % 6
            if facing_after in ("step", "either"):
                ds.append(d)
                fs.append(d)
            if facing_after == "keep" or (facing_after == "either" and d != f):
                ds.append(d)
                fs.append(f)
        sel_side.append(ds)
        sel_face.append(fs)
    side = np.array(sel_side, dtype=np.intp)          # (6, M)
    face = np.array(sel_face, dtype=np.intp)
    cell = np.arange(ncell)[:, None, None]
    tcell = nb[cell, side[None]]                      # (ncell, 6, M)
    tgt = np.where(tcell >= 0, tcell * 6 + face[None], -1)
    pick = np.broadcast_to(cell * 6 + side[None], tgt.shape)
    if turning:
        base = (np.arange(ncell) * 6)[:, None, None]
        f6 = np.arange(6)[None, :, None]
        turns = np.concatenate([base + (f6 + 1) % 6, base + (f6 + 5) % 6], axis=2)
        tgt = np.concatenate([tgt, turns], axis=2)
        pick = np.concatenate([pick, np.full((ncell, 6, 2), n6)], axis=2)
    tgt = tgt.reshape(n6, -1)
    pick = np.where(tgt >= 0, pick.reshape(n6, -1), n6 + 1)   # n6 + 1: an appended inf
    tgt = np.where(tgt >= 0, tgt, 0)
    tgt.setflags(write=False)
    pick.setflags(write=False)
    return tgt, pick


def hex_facing_reach(grid: HexGrid, start: Hex, facing: int, costs: Sequence[float], budget: float = INF, *,
                     sides: Sequence[int] = FRONT_SIDES, turn_cost: float | None = None,
                     facing_after: str = "step", stop_cells: Iterable[int] = ()) -> FacingReach:
    """Every ``(hex, facing)`` reachable from ``(start, facing)`` within ``budget``.

    - ``costs``: a `step_cost_table` (``cell * 6 + d`` -> cost of the step; inf = blocked).
    - ``sides``: the sides a step may cross, relative to the current facing
      (`FRONT_SIDES` = -1, 0, +1; `ALL_SIDES` = any).
    - ``facing_after``: ``"step"`` (face the side crossed, the default),
      ``"keep"`` (keep the old facing) or ``"either"`` (both are offered).
    - ``turn_cost``: cost of turning one side in place (None: no turning in place).
    - ``stop_cells``: cell indices where a step ends the move (no further
      steps or turns from there; the start cell is exempt).

    Same answer as `reach` with the equivalent step function (costs, not
    necessarily the same path among equally cheap ones). Works on numpy
    arrays in cost buckets as wide as the smallest positive step cost, so
    each bucket is settled at once (Dijkstra's invariant holds bucket-wise).

    >>> g = HexGrid(5, 5)
    >>> table = step_cost_table(g, [1] * len(g))
    >>> r = hex_facing_reach(g, g.from_offset(2, 2), Facing.D2, table, budget=1)
    >>> sorted((g.to_offset(h), f.compass("flat")) for (h, f) in r.states())
    [((1, 1), 'NW'), ((2, 1), 'N'), ((2, 2), 'N'), ((3, 1), 'NE')]
    """
    if facing_after not in ("step", "keep", "either"):
        raise ValueError(f"facing_after must be 'step', 'keep' or 'either', got {facing_after!r}")
    ncell = len(grid)
    n6 = ncell * 6
    w_side = np.asarray(costs, dtype=float)
    if w_side.size != n6:
        raise ValueError(f"hex_facing_reach: costs must have {n6} entries (see step_cost_table)")
    s0 = grid.index(start) * 6 + int(facing)
    key = ("facing_reach_moves", tuple(int(x) % 6 for x in sides), facing_after, turn_cost is not None)
    moves = grid.cache.get(key)
    if moves is None:
        moves = grid.cache[key] = _move_tables(grid, key[1], facing_after, turn_cost is not None)
    tgt, pick = moves
    w = np.concatenate([w_side.ravel(), [float(turn_cost) if turn_cost is not None else INF, INF]])[pick]
    stops = np.zeros(ncell, dtype=bool)
    stops[list(stop_cells)] = True
    stops[s0 // 6] = False
    if stops.any():
        w[np.repeat(stops, 6)] = INF
    if (w < 0).any():
        raise ValueError("hex_facing_reach: negative step cost")
    smallest = float(np.where(w > 0, w, INF).min())
    delta = smallest if smallest < INF else 1.0
    has_zero = bool((w == 0).any())

    dist = np.full(n6, INF)
    parent = np.full(n6, -1, dtype=np.intp)
    dist[s0] = 0.0
    stamp = np.empty(n6, dtype=np.intp)
    width = tgt.shape[1]

    def improve(j, nd, src):
        """Lower dist to nd where smaller; per state the cheapest offer wins. Returns the states set."""
        order = np.argsort(-nd, kind="stable")
        j, nd, src = j[order], nd[order], src[order]
        pos = np.arange(len(j))
        stamp[j] = pos                        # the last (cheapest) offer per state keeps its stamp
        last = stamp[j] == pos
        j, nd, src = j[last], nd[last], src[last]
        dist[j] = nd
        parent[j] = src
        return j, nd

    # Every improvement is also pushed here, once per state and batch. An entry whose state has
    # since become cheaper is stale: it is dropped when its bucket comes, and until then its key
    # can only lower m, which makes a bucket smaller, never larger (Dijkstra allows that).
    pend = np.array([s0], dtype=np.intp)
    pend_d = np.zeros(1)
    capped = budget < INF
    while pend.size:
        m = pend_d.min()
        if m > budget:
            break
        sel = pend_d < m + delta
        bucket = pend[sel]
        bucket = bucket[pend_d[sel] == dist[bucket]]
        rest = ~sel
        pend, pend_d = pend[rest], pend_d[rest]
        if not bucket.size:
            continue
        if has_zero:
            frontier = bucket
            while frontier.size:
                zero = np.flatnonzero(w[frontier].ravel() == 0)
                src = frontier[zero // width]
                j = tgt[frontier].ravel()[zero]
                nd = dist[src]
                better = nd < dist[j]
                if not better.any():
                    break
                frontier, _ = improve(j[better], nd[better], src[better])
                bucket = np.union1d(bucket, frontier)
        nd = (dist[bucket][:, None] + w[bucket]).ravel()
        j = tgt[bucket].ravel()
        ok = np.flatnonzero((nd < dist[j]) & (nd <= budget) if capped else nd < dist[j])
        if ok.size:
            j, nd = improve(j[ok], nd[ok], bucket[ok // width])
            pend = np.concatenate([pend, j])
            pend_d = np.concatenate([pend_d, nd])
    dist[dist > budget] = INF
    return FacingReach(grid, s0, dist, parent, budget)
